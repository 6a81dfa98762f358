import { coreSystemFacts, factBadge } from './facts';
import type { CatalogueItem, Text } from './types';

export const solutionIds = ['ppc', 'ppm', 'ic', 'em', 'sm', 'cm'] as const;
export type SolutionId = (typeof solutionIds)[number];

/** The six core systems as the Solutions menu presents them (spec §2.2, §9). */
export const solutions: readonly (CatalogueItem & { id: SolutionId })[] = [
  {
    id: 'ppc',
    href: '/feature/ppc',
    icon: 'CalendarCheck',
    title: { en: 'Planned Preventive Care', ar: 'الرعاية الوقائية المخططة' },
    description: {
      en: 'Care of spaces: cleaning, rounds and minor repairs planned area by area.',
      ar: 'رعاية المساحات: تنظيف وجولات وإصلاحات بسيطة مخططة لكل منطقة.',
    },
    stat: factBadge(coreSystemFacts.ppc.claims[0]),
  },
  {
    id: 'ppm',
    href: '/feature/ppm',
    icon: 'Activity',
    title: { en: 'Planned Preventive Maintenance', ar: 'الصيانة الوقائية المخططة' },
    description: {
      en: 'Servicing of equipment by manufacturer interval, meter reading and condition.',
      ar: 'خدمة المعدات حسب فترات المصنّع وقراءات العدادات وحالة الأصل.',
    },
    stat: factBadge(coreSystemFacts.ppm.claims[0]),
  },
  {
    id: 'ic',
    href: '/feature/ic',
    icon: 'ShieldAlert',
    title: { en: 'Incident Control', ar: 'التحكم في البلاغات والحوادث' },
    description: {
      en: 'Log, route and resolve incidents with clear ownership and SLAs.',
      ar: 'سجّل البلاغات ووجّهها وأغلقها بمسؤوليات واضحة واتفاقيات مستوى خدمة.',
    },
    stat: factBadge(coreSystemFacts.ic.claims[0]),
  },
  {
    id: 'em',
    href: '/feature/em',
    icon: 'Zap',
    title: { en: 'Energy Management', ar: 'إدارة الطاقة' },
    description: {
      en: 'IoT meters and AI insights that cut consumption across your sites.',
      ar: 'عدادات ذكية وتحليلات بالذكاء الاصطناعي تخفض الاستهلاك في جميع مواقعك.',
    },
    stat: factBadge(coreSystemFacts.em.claims[0]),
  },
  {
    id: 'sm',
    href: '/feature/sm',
    icon: 'LayoutGrid',
    title: { en: 'Space Management', ar: 'إدارة المساحات' },
    description: {
      en: 'See how every floor is used and plan space with real occupancy data.',
      ar: 'اعرف كيف يُستخدم كل طابق وخطط للمساحات ببيانات إشغال حقيقية.',
    },
    stat: factBadge(coreSystemFacts.sm.claims[0]),
  },
  {
    id: 'cm',
    href: '/feature/cm',
    icon: 'ClipboardCheck',
    title: { en: 'Compliance Management', ar: 'إدارة الامتثال' },
    description: {
      en: 'Inspections, permits and audits tracked against local regulations.',
      ar: 'تتبّع الفحوصات والتصاريح وعمليات التدقيق وفق الأنظمة المحلية.',
    },
    stat: factBadge(coreSystemFacts.cm.claims[0]),
  },
];

/**
 * PPC and PPM are two products with close names (decisions.md "Core systems naming"): every place that
 * shows both says how they differ, in this one line.
 */
/** The same difference in a few words, for places with room for one short line (the footer). */
export const plannedCareVsMaintenanceShort: Text = {
  en: 'PPC cares for spaces; PPM services equipment.',
  ar: 'الرعاية الوقائية (PPC) للمساحات، والصيانة الوقائية (PPM) للمعدات.',
};

export const plannedCareVsMaintenance: Text = {
  en: 'PPC looks after spaces (cleaning, rounds and minor repairs, area by area); PPM services equipment such as chillers, lifts and pumps to manufacturer schedules.',
  ar: 'الرعاية الوقائية المخططة (PPC) تعتني بالمساحات من تنظيف وجولات وإصلاحات بسيطة لكل منطقة، أما الصيانة الوقائية المخططة (PPM) فتخدم المعدات كالمبردات والمصاعد والمضخات وفق جداول المصنّعين.',
};
