import { isolateArabicFigures } from '@/i18n/bidi';
import type { IconName } from '@/lib/icon-names';
import { guarantees, worded } from './facts';
import type { PageCopy, StatFigure, Text, TextLink } from './types';

export const successPhaseIds = ['onboarding', 'implementation', 'optimization', 'growth'] as const;
export type SuccessPhaseId = (typeof successPhaseIds)[number];

/** One of the four customer-success phases (`successPhaseIds`). */
export interface SuccessPhase {
  id: SuccessPhaseId;
  title: Text;
  timeframe: Text;
  summary: Text;
  deliverables: readonly Text[];
  milestone: Text;
}

export const successPhases: readonly SuccessPhase[] = isolateArabicFigures([
  {
    id: 'onboarding',
    title: { en: 'Onboarding', ar: 'التهيئة' },
    timeframe: { en: 'Weeks 1-2', ar: 'الأسبوعان 1-2' },
    summary: {
      en: 'We learn your sites, teams and goals, then set up your workspace, your users and the first asset register.',
      ar: 'نتعرف على مواقعك وفرقك وأهدافك، ثم نجهّز مساحة العمل والمستخدمين وسجل الأصول الأول.',
    },
    deliverables: [
      { en: 'Kick-off workshop with your facility leads', ar: 'ورشة انطلاق مع قادة المرافق لديك' },
      { en: 'A success plan with agreed KPIs', ar: 'خطة نجاح بمؤشرات أداء متفق عليها' },
      { en: 'Asset data imported and checked', ar: 'استيراد بيانات الأصول والتحقق منها' },
    ],
    milestone: { en: 'First work orders closed in the app', ar: 'إغلاق أوائل أوامر العمل عبر التطبيق' },
  },
  {
    id: 'implementation',
    title: { en: 'Implementation', ar: 'التنفيذ' },
    timeframe: { en: 'Weeks 3-8', ar: 'الأسابيع 3-8' },
    summary: {
      en: 'We configure PPM plans, workflows and SLAs, connect meters and sensors, and train every role on the job.',
      ar: 'نُعدّ خطط الصيانة الوقائية وسير العمل واتفاقيات مستوى الخدمة، ونربط العدادات والحساسات، وندرّب كل دور وظيفي في موقع العمل.',
    },
    deliverables: [
      { en: 'PPM calendars built from your equipment manuals', ar: 'جداول صيانة وقائية مبنية على أدلة معداتك' },
      { en: 'Training for managers, technicians and requesters', ar: 'تدريب للمديرين والفنيين ومقدمي الطلبات' },
      { en: 'Connections to meters, building systems and your ERP', ar: 'ربط العدادات وأنظمة المباني ونظام تخطيط الموارد لديك' },
    ],
    milestone: { en: 'Go-live on your first site', ar: 'التشغيل الفعلي في موقعك الأول' },
  },
  {
    id: 'optimization',
    title: { en: 'Optimization', ar: 'التحسين' },
    timeframe: { en: 'Months 3-6', ar: 'الأشهر 3-6' },
    summary: {
      en: 'With real data flowing, we tune schedules, cut reactive work and find the energy savings hiding in your plant.',
      ar: 'مع تدفق البيانات الفعلية نضبط الجداول، ونقلل الأعمال الطارئة، ونكتشف فرص توفير الطاقة الكامنة في معداتك.',
    },
    deliverables: [
      { en: 'Monthly performance reviews', ar: 'مراجعات أداء شهرية' },
      { en: 'AI recommendations reviewed with your team', ar: 'مراجعة توصيات الذكاء الاصطناعي مع فريقك' },
      { en: 'An energy baseline and savings targets', ar: 'خط أساس للطاقة وأهداف للتوفير' },
    ],
    milestone: { en: 'Planned work overtakes reactive work', ar: 'الأعمال المخططة تتجاوز الأعمال الطارئة' },
  },
  {
    id: 'growth',
    title: { en: 'Growth', ar: 'النمو' },
    timeframe: { en: 'Month 6 onwards', ar: 'من الشهر 6 فصاعداً' },
    summary: {
      en: 'We roll Siyana out to more sites and modules, and review results with your leadership every quarter.',
      ar: 'نوسّع استخدام Siyana ليشمل مواقع وأنظمة إضافية، ونراجع النتائج مع إدارتك كل ربع سنة.',
    },
    deliverables: [
      { en: 'Quarterly business reviews with ROI in SAR', ar: 'مراجعات أعمال ربع سنوية مع العائد على الاستثمار بالريال' },
      { en: 'A roll-out plan for new sites', ar: 'خطة توسع للمواقع الجديدة' },
      { en: 'Advanced courses for your team', ar: 'دورات متقدمة لفريقك' },
    ],
    milestone: { en: 'Portfolio-wide results you can report to owners', ar: 'نتائج على مستوى المحفظة ترفعها إلى الملاك' },
  },
]);

export interface SuccessService {
  id: string;
  icon: IconName;
  title: Text;
  body: Text;
  link?: TextLink;
}

export const successServices: readonly SuccessService[] = isolateArabicFigures([
  {
    id: 'manager',
    icon: 'UserRound',
    title: { en: 'A named success manager', ar: 'مدير نجاح مخصص' },
    body: {
      en: 'One person who knows your sites, speaks your language and answers for your results.',
      ar: 'شخص واحد يعرف مواقعك ويتحدث لغتك ويتابع نتائجك.',
    },
  },
  {
    id: 'training',
    icon: 'GraduationCap',
    title: { en: 'Training for every role', ar: 'تدريب لكل دور وظيفي' },
    body: {
      en: 'Live sessions during rollout, plus free courses for new joiners at any time.',
      ar: 'جلسات مباشرة أثناء التنفيذ، ودورات مجانية للموظفين الجدد في أي وقت.',
    },
    link: { href: '/resources/learning', label: { en: 'Visit the Learning Center', ar: 'زر مركز التعلم' } },
  },
  {
    id: 'support',
    icon: 'Headphones',
    title: { en: 'Support in Riyadh hours, emergencies any time', ar: 'دعم بتوقيت الرياض، وللطوارئ في أي وقت' },
    body: {
      en: 'WhatsApp, phone and e-mail support Sunday-Thursday, 9:00-18:00 Riyadh time, and a 24/7 emergency line for customers under contract.',
      ar: 'دعم عبر واتساب والهاتف والبريد الإلكتروني من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض، وخط طوارئ على مدار الساعة (24/7) للعملاء المتعاقدين.',
    },
    link: { href: '/resources/support', label: { en: 'Open the Support Center', ar: 'افتح مركز الدعم' } },
  },
  {
    id: 'reviews',
    icon: 'LineChart',
    title: { en: 'Results you can show', ar: 'نتائج يمكنك عرضها' },
    body: {
      en: 'Quarterly reviews that turn platform data into savings, uptime and compliance figures for your owners.',
      ar: 'مراجعات ربع سنوية تحوّل بيانات المنصة إلى أرقام توفير وجاهزية وامتثال تقدمها لملاكك.',
    },
    link: { href: '/resources/stories', label: { en: 'Read Customer Stories', ar: 'اقرأ قصص العملاء' } },
  },
]);

export const customerSuccessPage = {
  meta: {
    title: { en: 'Customer Success', ar: 'نجاح العملاء' },
    description: {
      en: 'Onboarding, implementation, optimization and growth: how Siyana’s customer success team takes every customer from first login to measurable results.',
      ar: 'التهيئة والتنفيذ والتحسين والنمو: كيف يرافق فريق نجاح العملاء في Siyana كل عميل من أول تسجيل دخول حتى نتائج ملموسة.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Customer Success', ar: 'نجاح العملاء' },
    title: { en: 'With you from first login to lasting results', ar: 'معك من أول تسجيل دخول حتى نتائج تدوم' },
    lead: {
      en: 'Every Siyana customer gets a named success manager and a plan in four phases, so your team is productive within weeks and keeps improving year after year.',
      ar: 'يحصل كل عميل من عملاء Siyana على مدير نجاح مخصص وخطة من أربع مراحل، ليصبح فريقك منتجاً خلال أسابيع ويواصل التحسن عاماً بعد عام.',
    },
  },
  stats: [
    worded(guarantees.hours),
    worded(guarantees.answer),
    worded(guarantees.emergency),
  ] satisfies StatFigure[],
  phases: {
    eyebrow: { en: 'Your journey', ar: 'رحلتك معنا' },
    title: { en: 'Four phases, one team beside you', ar: 'أربع مراحل وفريق واحد إلى جانبك' },
    lead: {
      en: 'Each phase ends with a milestone you can see in the platform, not just a meeting.',
      ar: 'تنتهي كل مرحلة بمحطة واضحة تراها في المنصة، لا باجتماع فحسب.',
    },
  },
  services: {
    eyebrow: { en: 'Included for every customer', ar: 'متاح لكل عميل' },
    title: { en: 'What you can count on', ar: 'ما يمكنك الاعتماد عليه' },
  },
  cta: {
    title: { en: 'Start your success plan', ar: 'ابدأ خطة نجاحك' },
    lead: {
      en: 'Book a demo and we will sketch your onboarding plan with you on the call.',
      ar: 'احجز عرضاً توضيحياً وسنرسم معك خطة التهيئة خلال الاتصال.',
    },
    primary: { href: '/detailed-demo-request', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
    secondary: { href: '/resources/support', label: { en: 'Contact Support', ar: 'تواصل مع الدعم' } },
  },
};
