import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Analytics & Reports', ar: 'التحليلات والتقارير' };

/** Analytics & Reports: every text and icon it shows, wherever it shows. */
export const analyticsFeature: PlatformFeature = {
  id: 'analytics',
  name,
  icon: 'BarChart3',
  blurb: { en: 'Decisions backed by real data', ar: 'قرارات مبنية على بيانات حقيقية' },
  explorer: {
    badge: { en: 'Analytics', ar: 'التحليلات' },
    title: { en: 'Reports your board will actually read', ar: 'تقارير تقرؤها الإدارة فعلاً' },
    description: {
      en: 'Track cost per site, SLA compliance and technician productivity on live dashboards, and send monthly reports to owners without touching a spreadsheet.',
      ar: 'تابع التكلفة لكل موقع والالتزام باتفاقيات مستوى الخدمة وإنتاجية الفنيين عبر لوحات مباشرة، وأرسل التقارير الشهرية للملاك دون الحاجة إلى جداول البيانات.',
    },
    mockup: {
      type: 'bar',
      title: { en: 'Maintenance cost by site', ar: 'تكلفة الصيانة حسب الموقع' },
      mainNumber: '-18%',
      subtitle: { en: 'versus last quarter', ar: 'مقارنة بالربع الماضي' },
      items: [
        { label: { en: 'Riyadh HQ', ar: 'مقر الرياض' }, value: 82 },
        { label: { en: 'Jeddah Mall', ar: 'مول جدة' }, value: 64 },
        { label: { en: 'Dammam Plant', ar: 'مصنع الدمام' }, value: 48 },
        { label: { en: 'Khobar Tower', ar: 'برج الخبر' }, value: 35 },
      ],
    },
  },
  badge: { en: 'Insight', ar: 'الرؤى والتقارير' },
  title: name,
  description: {
    en: 'Turn maintenance data into decisions, with live dashboards and reports your management will actually read.',
    ar: 'حوّل بيانات الصيانة إلى قرارات، بلوحات متابعة مباشرة وتقارير تقرؤها إدارتك فعلاً.',
  },
  detailedDescription: {
    en: 'Siyana collects data from every work order, asset, meter and inspection and presents it as the numbers facility leaders care about: response and fix times, planned versus reactive work, cost per square metre, contractor performance and energy intensity. Build your own dashboards, compare sites side by side and schedule reports to reach stakeholders every month, in Arabic or English.',
    ar: 'تجمع Siyana البيانات من كل أمر عمل وأصل وعداد وفحص، وتعرضها في صورة الأرقام التي تهم قادة إدارة المرافق: أزمنة الاستجابة والإصلاح، ونسبة العمل المخطط إلى الطارئ، والتكلفة لكل متر مربع، وأداء المقاولين، وكثافة استهلاك الطاقة. أنشئ لوحات المتابعة الخاصة بك، وقارن بين المواقع جنباً إلى جنب، وجدول التقارير لتصل إلى المعنيين كل شهر بالعربية أو الإنجليزية.',
  },
  stats: featureFacts.analytics.stats,
  keyFeatures: [
    {
      icon: 'LayoutDashboard',
      title: { en: 'Custom dashboards', ar: 'لوحات متابعة مخصصة' },
      description: {
        en: 'Drag-and-drop widgets for the KPIs each role needs, from technician to CEO.',
        ar: 'عناصر تُسحب وتُفلت لعرض مؤشرات الأداء التي يحتاجها كل دور، من الفني إلى الرئيس التنفيذي.',
      },
    },
    {
      icon: 'GitCompare',
      title: { en: 'Site benchmarking', ar: 'المقارنة بين المواقع' },
      description: {
        en: 'Compare buildings, regions and contractors on cost, response and uptime.',
        ar: 'قارن المباني والمناطق والمقاولين من حيث التكلفة وسرعة الاستجابة وجاهزية التشغيل.',
      },
    },
    {
      icon: 'Mail',
      title: { en: 'Scheduled reports', ar: 'تقارير مجدولة' },
      description: {
        en: 'Weekly and monthly reports delivered automatically as print-ready files and spreadsheets.',
        ar: 'تقارير أسبوعية وشهرية تصل تلقائياً في ملفات جاهزة للطباعة وجداول بيانات.',
      },
    },
    {
      icon: 'Filter',
      title: { en: 'Drill-down analysis', ar: 'تحليل تفصيلي' },
      description: {
        en: 'Click any figure to see the work orders and assets behind it.',
        ar: 'انقر على أي رقم لترى أوامر العمل والأصول التي تقف خلفه.',
      },
    },
  ],
  benefits: [
    {
      en: 'Decisions based on facts about your buildings, not anecdotes.',
      ar: 'قرارات مبنية على حقائق عن مبانيك، لا على الانطباعات.',
    },
    {
      en: 'Board and client reports ready in minutes instead of days.',
      ar: 'تقارير مجلس الإدارة والعملاء جاهزة في دقائق بدلاً من أيام.',
    },
    {
      en: 'Underperforming sites and contractors identified early.',
      ar: 'اكتشاف المواقع والمقاولين ذوي الأداء المتراجع في وقت مبكر.',
    },
    {
      en: 'Clear proof of the value your facility team delivers.',
      ar: 'دليل واضح على القيمة التي يقدمها فريق إدارة المرافق.',
    },
    {
      en: 'Budget forecasts grounded in real cost trends.',
      ar: 'توقعات ميزانية مبنية على اتجاهات التكاليف الفعلية.',
    },
  ],
  impact: featureFacts.analytics.impact,
  scene: {
    icon: 'LayoutDashboard',
    chart: 'columns',
    device: 'desktop',
    tint: 'teal',
    series: [52, 61, 58, 70, 74, 81, 87],
    value: '87%',
    caption: { en: 'SLA performance this month', ar: 'الالتزام بمستوى الخدمة هذا الشهر' },
  },
};
