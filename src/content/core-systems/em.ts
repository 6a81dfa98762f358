import { coreSystemFacts, energyPaybackExample } from '../facts';
import type { CoreSystem } from './record';

/** Energy Management (EM): every text and icon it shows, wherever it shows. */
export const emSystem: CoreSystem = {
  id: 'em',
  code: 'EM',
  name: { en: 'Energy Management', ar: 'إدارة الطاقة' },
  icon: 'Zap',
  menuBlurb: {
    en: 'IoT meters and AI insights that cut consumption across your sites.',
    ar: 'عدادات ذكية وتحليلات بالذكاء الاصطناعي تخفض الاستهلاك في جميع مواقعك.',
  },
  landingCard: {
    icon: 'Zap',
    blurb: {
      en: 'Smart meters and AI that find waste and cut cooling costs in the Gulf heat.',
      ar: 'عدادات ذكية وذكاء اصطناعي يكتشفان الهدر ويخفضان تكاليف التبريد في حرارة الخليج.',
    },
    images: [
      { en: 'Illustration of an energy consumption chart', ar: 'رسم توضيحي لمخطط استهلاك الطاقة' },
      { en: 'Illustration of a smart meter with live readings', ar: 'رسم توضيحي لعداد ذكي بقراءات مباشرة' },
    ],
  },
  tagline: { en: 'See, cut and prove every kilowatt-hour', ar: 'راقب كل كيلوواط ساعة وخفّضه وأثبت التوفير' },
  description: (prices) => {
    const example = energyPaybackExample(prices);
    return {
      en: `Energy Management links your meters, building management systems and IoT sensors into one view of consumption and carbon across the portfolio. It finds waste automatically, turns it into actions for your team and verifies the savings month after month. With a SAR 1.5 million energy bill and ${example.users} users, the energy saving alone pays back the first year's cost in about ${example.paybackMonths?.toFixed(1)} months, by the same model as our ROI calculator.`,
      ar: `يربط نظام إدارة الطاقة عداداتك وأنظمة إدارة المباني ومستشعرات إنترنت الأشياء في عرض واحد للاستهلاك والانبعاثات الكربونية على مستوى المحفظة كاملة. يكتشف الهدر تلقائياً، ويحوّله إلى إجراءات لفريقك، ويتحقق من التوفير شهراً بعد شهر. ومع فاتورة طاقة قدرها 1.5 مليون ريال و${example.users} مستخدمين، يسترد وفر الطاقة وحده تكلفة السنة الأولى خلال نحو ${example.paybackMonths?.toFixed(1)} شهر، بالنموذج نفسه المستخدم في حاسبة العائد على الاستثمار.`,
    };
  },
  claims: coreSystemFacts.em.claims,
  live: {
    tiles: [
      { value: '847', label: { en: 'Connected sensors', ar: 'مستشعرات متصلة' } },
      { value: '42%', label: { en: 'Energy saved against baseline', ar: 'طاقة موفرة مقارنة بخط الأساس' } },
      { value: '3', label: { en: 'Waste alerts today', ar: 'تنبيهات هدر اليوم' } },
      { value: '96%', label: { en: 'Meters reporting', ar: 'عدادات ترسل بياناتها' } },
    ],
    trend: [92, 88, 90, 81, 76, 72, 69, 63, 58],
  },
  keyFeatures: [
    {
      icon: 'Plug',
      title: { en: 'Meter and sensor integration', ar: 'ربط العدادات والمستشعرات' },
      description: {
        en: 'Electricity, water, chilled-water and gas meters plus building-system points, all in one place.',
        ar: 'عدادات الكهرباء والمياه والمياه المبردة والغاز ونقاط أنظمة المباني، كلها في مكان واحد.',
      },
    },
    {
      icon: 'Snowflake',
      title: { en: 'Cooling optimisation', ar: 'تحسين التبريد' },
      description: {
        en: 'Chiller sequencing and set-point recommendations based on load and weather.',
        ar: 'توصيات لتسلسل تشغيل المبردات ونقاط الضبط بحسب الأحمال والطقس.',
      },
    },
    {
      icon: 'TriangleAlert',
      title: { en: 'Anomaly alerts', ar: 'تنبيهات الحالات الشاذة' },
      description: {
        en: 'AI spots consumption that breaks the usual pattern and explains why it matters.',
        ar: 'يرصد الذكاء الاصطناعي الاستهلاك الخارج عن النمط المعتاد ويوضح سبب أهميته.',
      },
    },
    {
      icon: 'Zap',
      title: { en: 'Peak demand control', ar: 'التحكم في أحمال الذروة' },
      description: {
        en: 'Warnings before demand peaks, so you can shed load and avoid the most expensive hours.',
        ar: 'تحذيرات قبل بلوغ ذروة الطلب لتخفيف الأحمال وتجنّب الساعات الأعلى تكلفة.',
      },
    },
    {
      icon: 'Leaf',
      title: { en: 'Carbon accounting', ar: 'احتساب الكربون' },
      description: {
        en: 'Scope 1 and 2 emissions calculated per site, ready for sustainability reports and Vision 2030 targets.',
        ar: 'احتساب انبعاثات النطاقين 1 و2 لكل موقع، جاهزة لتقارير الاستدامة ومستهدفات رؤية 2030.',
      },
    },
    {
      icon: 'BadgeCheck',
      title: { en: 'Measured savings', ar: 'توفير مُقاس' },
      description: {
        en: 'Every energy project compared with a weather-adjusted baseline.',
        ar: 'مقارنة كل مشروع طاقة بخط أساس معدّل حسب الطقس.',
      },
    },
  ],
  results: coreSystemFacts.em.results,
  tint: 'teal',
};
