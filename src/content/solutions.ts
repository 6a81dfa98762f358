import { Activity, CalendarCheck, ClipboardCheck, LayoutGrid, ShieldAlert, Zap } from '@/components/icons';
import type { CatalogueItem } from './types';

export const solutionIds = ['ppc', 'ppm', 'ic', 'em', 'sm', 'cm'] as const;
export type SolutionId = (typeof solutionIds)[number];

/** The six core systems as the Solutions menu presents them (spec §2.2, §9). */
export const solutions: readonly (CatalogueItem & { id: SolutionId })[] = [
  {
    id: 'ppc',
    href: '/feature/ppc',
    icon: CalendarCheck,
    title: { en: 'Planned Preventive Care', ar: 'الرعاية الوقائية المخططة' },
    description: {
      en: 'Routine care plans that keep every asset in shape before faults appear.',
      ar: 'خطط رعاية دورية تحافظ على جاهزية كل أصل قبل ظهور الأعطال.',
    },
    stat: { en: '60% cost reduction', ar: 'خفض التكاليف 60%' },
  },
  {
    id: 'ppm',
    href: '/feature/ppm',
    icon: Activity,
    title: { en: 'Planned Preventive Maintenance', ar: 'الصيانة الوقائية المخططة' },
    description: {
      en: 'Scheduled maintenance by calendar, meter readings and asset condition.',
      ar: 'صيانة مجدولة حسب التقويم وقراءات العدادات وحالة الأصل.',
    },
    stat: { en: '50% efficiency gain', ar: 'رفع الكفاءة 50%' },
  },
  {
    id: 'ic',
    href: '/feature/ic',
    icon: ShieldAlert,
    title: { en: 'Incident Control', ar: 'التحكم في البلاغات والحوادث' },
    description: {
      en: 'Log, route and resolve incidents with clear ownership and SLAs.',
      ar: 'سجّل البلاغات ووجّهها وأغلقها بمسؤوليات واضحة واتفاقيات مستوى خدمة.',
    },
    stat: { en: '75% faster response', ar: 'استجابة أسرع 75%' },
  },
  {
    id: 'em',
    href: '/feature/em',
    icon: Zap,
    title: { en: 'Energy Management', ar: 'إدارة الطاقة' },
    description: {
      en: 'IoT meters and AI insights that cut consumption across your sites.',
      ar: 'عدادات ذكية وتحليلات بالذكاء الاصطناعي تخفض الاستهلاك في جميع مواقعك.',
    },
    stat: { en: '40% energy savings', ar: 'توفير الطاقة 40%' },
  },
  {
    id: 'sm',
    href: '/feature/sm',
    icon: LayoutGrid,
    title: { en: 'Space Management', ar: 'إدارة المساحات' },
    description: {
      en: 'See how every floor is used and plan space with real occupancy data.',
      ar: 'اعرف كيف يُستخدم كل طابق وخطط للمساحات ببيانات إشغال حقيقية.',
    },
    stat: { en: '40% space efficiency', ar: 'كفاءة المساحات 40%' },
  },
  {
    id: 'cm',
    href: '/feature/cm',
    icon: ClipboardCheck,
    title: { en: 'Compliance Management', ar: 'إدارة الامتثال' },
    description: {
      en: 'Inspections, permits and audits tracked against local regulations.',
      ar: 'تتبّع الفحوصات والتصاريح وعمليات التدقيق وفق الأنظمة المحلية.',
    },
    stat: { en: '100% compliance rate', ar: 'نسبة امتثال 100%' },
  },
];
