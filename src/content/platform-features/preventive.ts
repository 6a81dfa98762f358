import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Preventive Maintenance', ar: 'الصيانة الوقائية' };

/** The explorer's calendar columns, the Saudi week from Sunday. */
const weekdays: Text[] = [
  { en: 'Sun', ar: 'الأحد' },
  { en: 'Mon', ar: 'الاثنين' },
  { en: 'Tue', ar: 'الثلاثاء' },
  { en: 'Wed', ar: 'الأربعاء' },
  { en: 'Thu', ar: 'الخميس' },
  { en: 'Fri', ar: 'الجمعة' },
  { en: 'Sat', ar: 'السبت' },
];

/** Preventive Maintenance: every text and icon it shows, wherever it shows. */
export const preventiveFeature: PlatformFeature = {
  id: 'preventive',
  name,
  icon: 'CalendarClock',
  blurb: { en: 'Stop breakdowns before they start', ar: 'أوقف الأعطال قبل حدوثها' },
  explorer: {
    badge: { en: 'Preventive', ar: 'وقائية' },
    title: { en: 'Maintenance plans that run themselves', ar: 'خطط صيانة تعمل من تلقاء نفسها' },
    description: {
      en: 'Build PPM plans by calendar, run hours or meter readings. Jobs are generated, assigned and reminded automatically, so nothing slips in the summer peak.',
      ar: 'أنشئ خطط الصيانة الوقائية حسب التقويم أو ساعات التشغيل أو قراءات العدادات، وتتولى المنصة إنشاء المهام وإسنادها والتذكير بها تلقائياً حتى لا يفوتك شيء في ذروة الصيف.',
    },
    mockup: {
      type: 'calendar',
      title: { en: 'This week’s PPM plan', ar: 'خطة الصيانة لهذا الأسبوع' },
      mainNumber: '38',
      subtitle: { en: 'tasks scheduled', ar: 'مهمة مجدولة' },
      items: weekdays.map((label, index) => ({ label, value: [6, 8, 5, 7, 9, 0, 3][index] ?? 0 })),
    },
  },
  badge: { en: 'Maintenance', ar: 'الصيانة' },
  title: name,
  description: {
    en: 'Service every asset on time, by calendar, run hours or condition, and stop paying for emergency repairs.',
    ar: 'صُن كل أصل في موعده، حسب التقويم أو ساعات التشغيل أو الحالة، وتوقف عن دفع تكاليف الإصلاحات الطارئة.',
  },
  detailedDescription: {
    en: 'Reactive maintenance is the most expensive way to run a building. Siyana builds preventive plans from manufacturer intervals and your own experience, then generates the work automatically: weekly filter changes, monthly generator runs, annual chiller overhauls. Plans adapt to meter readings and sensor data, spread the workload evenly across your team and show compliance with every plan at a glance.',
    ar: 'الصيانة بعد وقوع العطل هي أغلى طريقة لتشغيل أي مبنى. تبني Siyana خطط الصيانة الوقائية من الفترات التي يحددها المصنّعون ومن خبرة فريقك، ثم تُنشئ المهام تلقائياً: تغيير المرشحات أسبوعياً، وتشغيل المولدات شهرياً، والعَمرة السنوية للمبردات. وتتكيف الخطط مع قراءات العدادات وبيانات المستشعرات، وتوزّع العمل بالتساوي على فريقك، وتعرض مدى الالتزام بكل خطة بنظرة واحدة.',
  },
  stats: featureFacts.preventive.stats,
  keyFeatures: [
    {
      icon: 'CalendarClock',
      title: { en: 'Flexible triggers', ar: 'محفزات مرنة' },
      description: {
        en: 'Schedule by date, run hours, meter readings or sensor thresholds, or combine them.',
        ar: 'جدولة حسب التاريخ أو ساعات التشغيل أو قراءات العدادات أو حدود المستشعرات، أو بالجمع بينها.',
      },
    },
    {
      icon: 'ListChecks',
      title: { en: 'Task libraries', ar: 'مكتبات المهام' },
      description: {
        en: 'Ready-made checklists for HVAC, electrical, plumbing and fire systems, editable for your site.',
        ar: 'قوائم تحقق جاهزة لأنظمة التكييف والكهرباء والسباكة والحريق، قابلة للتعديل لتناسب موقعك.',
      },
    },
    {
      icon: 'Scale',
      title: { en: 'Workload balancing', ar: 'موازنة أحمال العمل' },
      description: {
        en: 'See the weeks ahead and smooth out peaks before they overload your team.',
        ar: 'اطّلع على الأسابيع القادمة ووزّع الذروات قبل أن تُثقل كاهل فريقك.',
      },
    },
    {
      icon: 'BarChart3',
      title: { en: 'Compliance tracking', ar: 'متابعة الالتزام' },
      description: {
        en: 'Planned versus completed work by site, trade and contractor, with overdue tasks flagged.',
        ar: 'مقارنة المخطط بالمنجز حسب الموقع والتخصص والمقاول، مع إبراز المهام المتأخرة.',
      },
    },
  ],
  benefits: [
    {
      en: 'Breakdowns fall, because small issues are found during routine visits.',
      ar: 'تتراجع الأعطال، لأن المشكلات الصغيرة تُكتشف خلال الزيارات الدورية.',
    },
    {
      en: 'Warranty conditions are met, with service records to prove it.',
      ar: 'الوفاء بشروط الضمان، مع سجلات صيانة تثبت ذلك.',
    },
    {
      en: 'Budgets become predictable as planned work replaces emergency call-outs.',
      ar: 'تصبح الميزانيات قابلة للتنبؤ مع حلول الأعمال المخططة محل الاستدعاءات الطارئة.',
    },
    {
      en: 'Critical plant is ready before the summer peak, not under repair during it.',
      ar: 'تكون المعدات الحرجة جاهزة قبل ذروة الصيف، لا قيد الإصلاح خلالها.',
    },
    {
      en: 'New technicians follow proven checklists from their first day.',
      ar: 'يتّبع الفنيون الجدد قوائم تحقق مجرّبة منذ يومهم الأول.',
    },
  ],
  impact: featureFacts.preventive.impact,
  scene: {
    icon: 'CalendarCheck',
    chart: 'calendar',
    device: 'desktop',
    tint: 'teal',
    series: [3, 8, 9, 15, 17, 22, 24, 29, 31],
    value: '36',
    caption: { en: 'Tasks due this week', ar: 'مهام مستحقة هذا الأسبوع' },
  },
};
