import { coreSystemFacts } from '../facts';
import type { CoreSystem } from './record';

/** Planned Preventive Maintenance (PPM): every text and icon it shows, wherever it shows. */
export const ppmSystem: CoreSystem = {
  id: 'ppm',
  code: 'PPM',
  name: { en: 'Planned Preventive Maintenance', ar: 'الصيانة الوقائية المخططة' },
  icon: 'Activity',
  menuBlurb: {
    en: 'Servicing of equipment by manufacturer interval, meter reading and condition.',
    ar: 'خدمة المعدات حسب فترات المصنّع وقراءات العدادات وحالة الأصل.',
  },
  landingCard: {
    icon: 'HardHat',
    blurb: {
      en: 'Manufacturer-based maintenance plans for HVAC, lifts, pumps and generators.',
      ar: 'خطط صيانة مبنية على توصيات المصنّعين للتكييف والمصاعد والمضخات والمولدات.',
    },
    images: [
      { en: 'Illustration of a maintenance calendar', ar: 'رسم توضيحي لتقويم الصيانة' },
      { en: 'Illustration of a chiller with its service gauge', ar: 'رسم توضيحي لمبرّد ومؤشر صيانته' },
    ],
  },
  tagline: { en: 'Every asset serviced on time, by the book', ar: 'كل أصل يُصان في موعده ووفق الأصول' },
  description: {
    en: 'Planned Preventive Maintenance turns manufacturer intervals, industry task standards and your engineers’ experience into a rolling 52-week schedule. Every asset is serviced at the right time by the right trade, and every visit is on record.',
    ar: 'تحوّل الصيانة الوقائية المخططة فترات الصيانة المعتمدة من المصنّعين ومعايير المهام المتعارف عليها وخبرة مهندسيك إلى جدول متجدد يمتد 52 أسبوعاً. فيُصان كل أصل في الوقت المناسب على يد التخصص المناسب، وتُوثَّق كل زيارة.',
  },
  claims: coreSystemFacts.ppm.claims,
  live: {
    tiles: [
      { value: '212', label: { en: 'Maintenance tasks this month', ar: 'مهام صيانة هذا الشهر' } },
      { value: '94%', label: { en: 'Completed on schedule', ar: 'أُنجزت في موعدها' } },
      { value: '18', label: { en: 'Due tomorrow', ar: 'مستحقة غداً' } },
      { value: '3', label: { en: 'Overdue', ar: 'متأخرة' } },
    ],
    trend: [71, 74, 73, 79, 84, 82, 88, 92, 94],
  },
  keyFeatures: [
    {
      icon: 'CalendarRange',
      title: { en: '52-week planner', ar: 'مخطط 52 أسبوعاً' },
      description: {
        en: 'See the whole year’s maintenance by week, trade and building, and level the load before it lands.',
        ar: 'اطّلع على صيانة العام كاملاً حسب الأسبوع والتخصص والمبنى، ووازن الأحمال قبل حلول موعدها.',
      },
    },
    {
      icon: 'Gauge',
      title: { en: 'Meter and run-time triggers', ar: 'محفزات العدادات وساعات التشغيل' },
      description: {
        en: 'Service generators, pumps and air-handling units by actual run hours, not only by the calendar.',
        ar: 'صيانة المولدات والمضخات ووحدات مناولة الهواء حسب ساعات التشغيل الفعلية لا التقويم وحده.',
      },
    },
    {
      icon: 'ListChecks',
      title: { en: 'Standard task sheets', ar: 'أوراق مهام قياسية' },
      description: {
        en: 'Step-by-step instructions, safety notes and required readings for each asset type.',
        ar: 'تعليمات خطوة بخطوة وملاحظات سلامة والقراءات المطلوبة لكل نوع من الأصول.',
      },
    },
    {
      icon: 'Package',
      title: { en: 'Parts reserved in advance', ar: 'حجز القطع مسبقاً' },
      description: {
        en: 'Filters, belts and consumables set aside from stock before each visit.',
        ar: 'تُحجز المرشحات والسيور والمستهلكات من المخزون قبل كل زيارة.',
      },
    },
    {
      icon: 'FileCheck',
      title: { en: 'Warranty protection', ar: 'حماية الضمان' },
      description: {
        en: 'Manufacturer-required services are logged, so warranty claims are never refused.',
        ar: 'توثيق أعمال الصيانة التي يشترطها المصنّع، حتى لا تُرفض مطالبات الضمان.',
      },
    },
    {
      icon: 'ChartPie',
      title: { en: 'Planned versus reactive ratio', ar: 'نسبة المخطط إلى الطارئ' },
      description: {
        en: 'Track the planned share of work on each site and watch reactive repairs shrink.',
        ar: 'تابع حصة الأعمال المخططة في كل موقع وراقب تراجع الإصلاحات الطارئة.',
      },
    },
  ],
  results: coreSystemFacts.ppm.results,
  tint: 'navy',
};
