import type { IconName } from '@/lib/icon-names';
import { courses } from './courses';
import { guides } from './guides';
import { support, worded } from './facts';
import { resources } from './resources';
import type { CatalogueItem, PageCopy, StatFigure, Text, TextLink } from './types';

function resource(id: string): CatalogueItem {
  const item = resources.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Unknown resource ${id}`);
  return item;
}

const hub = resource('hub');

/** A featured resource of the hub: a guide, a webinar series, the case studies. */
export interface FeaturedResource {
  id: 'guide' | 'webinars' | 'case-studies';
  icon: IconName;
  kind: Text;
  title: Text;
  description: Text;
  detail: Text;
  action: TextLink;
}

export const featuredResources: readonly FeaturedResource[] = [
  {
    id: 'guide',
    icon: 'BookMarked',
    kind: { en: 'Guide', ar: 'دليل' },
    title: { en: 'The Preventive Maintenance Playbook', ar: 'الدليل العملي للصيانة الوقائية' },
    description: {
      en: 'A step-by-step plan to move a site from firefighting to planned work, with the asset-criticality and PPM-calendar method our engineers use.',
      ar: 'خطة خطوة بخطوة لنقل موقعك من إطفاء الحرائق إلى العمل المخطط، بالمنهجية التي يستخدمها مهندسونا لتحديد أهمية الأصول وبناء جداول الصيانة الوقائية.',
    },
    detail: { en: 'Guide with PDF download', ar: 'دليل مع نسخة PDF للتنزيل' },
    action: { href: '/resources/guides/preventive-maintenance-playbook', label: { en: 'Read the Guide', ar: 'اقرأ الدليل' } },
  },
  {
    id: 'webinars',
    icon: 'MonitorPlay',
    kind: { en: 'Webinar series', ar: 'سلسلة ندوات' },
    title: { en: 'Facility Leaders Live', ar: 'لقاءات قادة المرافق' },
    description: {
      en: 'One-hour sessions with heads of facilities from hospitals, malls and compounds: what worked, what failed and what they would do differently.',
      ar: 'جلسات مدتها ساعة مع قادة المرافق في المستشفيات والمراكز التجارية والمجمعات السكنية: ما الذي نجح، وما الذي أخفق، وما الذي سيفعلونه بشكل مختلف.',
    },
    detail: { en: 'Past sessions, recordings on request', ar: 'جلسات سابقة وتسجيلاتها عند الطلب' },
    action: { href: '/resources/events#past', label: { en: 'Watch the Webinars', ar: 'شاهد الندوات' } },
  },
  {
    id: 'case-studies',
    icon: 'LibraryBig',
    kind: { en: 'Case studies', ar: 'دراسات حالة' },
    title: { en: 'Results from Gulf operators', ar: 'نتائج من مشغلين في الخليج' },
    description: {
      en: 'Six operators, six sectors: how a hospital group, malls, a compound, a plant, office towers and hotels cut costs and downtime with Siyana.',
      ar: 'ستة مشغلين في ستة قطاعات: كيف خفّضت مجموعة مستشفيات ومراكز تجارية ومجمع سكني ومصنع وأبراج مكتبية وفنادق تكاليفها وأعطالها مع Siyana.',
    },
    detail: { en: '6 customer stories', ar: '6 قصص عملاء' },
    action: { href: '/resources/stories', label: { en: 'Explore the Case Studies', ar: 'استكشف دراسات الحالة' } },
  },
];

/** The tool that puts each guide into practice (guide ids from src/content/guides). */
export const guideTools: Record<string, TextLink> = {
  'preventive-maintenance-playbook': { href: '/resources/checklist-generator', label: resource('checklist-generator').title },
  'hvac-summer-readiness': { href: '/resources/maintenance-calculator', label: resource('maintenance-calculator').title },
  'civil-defense-fire-safety': { href: '/resources/checklist-generator', label: resource('checklist-generator').title },
  'energy-baseline': { href: '/resources/roi-calculator', label: resource('roi-calculator').title },
  'cmms-selection': { href: '/resources/roi-calculator', label: resource('roi-calculator').title },
  'asset-tagging-qr': { href: '/resources/qr-generator', label: { en: 'QR Label Generator', ar: 'مولّد ملصقات QR' } },
};

/** The featured guide of the hub; the list below it shows the others. */
export const featuredGuideId = 'preventive-maintenance-playbook';

/** The free tools of the hub (the energy calculator is not built, so it is not listed). */
export const hubTools: readonly CatalogueItem[] = [
  resource('roi-calculator'),
  resource('maintenance-calculator'),
  {
    id: 'qr-generator',
    href: '/resources/qr-generator',
    icon: 'QrCode',
    title: { en: 'QR Label Generator', ar: 'مولّد ملصقات QR' },
    description: {
      en: 'Create scannable asset labels with name, ID and location.',
      ar: 'أنشئ ملصقات قابلة للمسح تحمل اسم الأصل ورقمه وموقعه.',
    },
    stat: { en: 'Free tool', ar: 'أداة مجانية' },
  },
  resource('checklist-generator'),
];

/** Resource pages the hub points to under "More to explore". */
export const hubMoreIds = ['blog', 'events', 'support', 'ask-anything'] as const;
export const hubMore: readonly CatalogueItem[] = hubMoreIds.map(resource);

export const hubPage = {
  meta: {
    title: hub.title,
    description: {
      en: 'Guides, webinars, case studies and free tools for facility and maintenance teams in Saudi Arabia and the Gulf.',
      ar: 'أدلة وندوات ودراسات حالة وأدوات مجانية لفرق المرافق والصيانة في المملكة العربية السعودية والخليج.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: hub.title,
    title: { en: 'Everything your facility team needs, in one place', ar: 'كل ما يحتاجه فريق المرافق لديك في مكان واحد' },
    lead: {
      en: 'In-depth guides with PDF downloads, webinar recordings, results from Gulf operators and free tools to plan budgets and inspections.',
      ar: 'أدلة مفصلة بنسخ PDF قابلة للتنزيل، وتسجيلات الندوات، ونتائج من مشغلين في الخليج، وأدوات مجانية لتخطيط الميزانيات والفحوص.',
    },
    primary: { href: '#guides', label: { en: 'Browse the Guides', ar: 'تصفح الأدلة' } },
    secondary: { href: '#tools', label: { en: 'Try the Free Tools', ar: 'جرّب الأدوات المجانية' } },
  },
  stats: [
    // Counted from what the site lists, so the figure is always true.
    {
      value: { en: String(guides.length + courses.length + hubTools.length), ar: String(guides.length + courses.length + hubTools.length) },
      label: { en: 'Free guides, courses and tools', ar: 'أدلة ودورات وأدوات مجانية' },
    },
    { value: { en: String(guides.length), ar: String(guides.length) }, label: { en: 'In-depth guides with PDF', ar: 'أدلة مفصلة بنسخ PDF' } },
    worded(support.answerFigure),
    { value: { en: '2', ar: '2' }, label: { en: 'Languages: Arabic and English', ar: 'لغتان: العربية والإنجليزية' } },
  ] satisfies StatFigure[],
  featured: {
    eyebrow: { en: 'Featured', ar: 'مختارات' },
    title: { en: 'Start with our most popular resources', ar: 'ابدأ بأكثر مواردنا إقبالاً' },
  },
  guides: {
    eyebrow: { en: 'Guides', ar: 'الأدلة' },
    title: { en: 'Practical guides for Gulf facilities', ar: 'أدلة عملية لمنشآت الخليج' },
    lead: {
      en: 'In-depth guides written for Gulf sites, each with a PDF to take on site and a free tool to put it into practice.',
      ar: 'أدلة مفصلة كُتبت لمواقع الخليج، لكل منها نسخة PDF تأخذها معك إلى الموقع وأداة مجانية لتطبيقها عملياً.',
    },
  },
  tools: {
    eyebrow: { en: 'Free tools', ar: 'أدوات مجانية' },
    title: { en: 'Plan, budget and inspect in minutes', ar: 'خطط وقدّر الميزانيات وافحص في دقائق' },
    lead: {
      en: 'No sign-up needed. Your figures stay in your browser.',
      ar: 'لا حاجة إلى التسجيل، وتبقى أرقامك في متصفحك.',
    },
  },
  statsTitle: { en: 'The hub in numbers', ar: 'مركز الموارد بالأرقام' },
  features: {
    eyebrow: { en: 'The platform', ar: 'المنصة' },
    title: { en: 'Every feature, one page each', ar: 'كل ميزة في صفحة خاصة بها' },
  },
  more: {
    eyebrow: { en: 'More to explore', ar: 'المزيد لاستكشافه' },
    title: { en: 'Keep learning, ask anything', ar: 'واصل التعلم واسأل ما تشاء' },
  },
  cta: {
    title: { en: 'See how Siyana puts this into practice', ar: 'شاهد كيف تطبّق Siyana كل هذا عملياً' },
    lead: {
      en: 'Everything in these guides is built into the platform: PPM calendars, QR asset tags, energy dashboards and audit-ready records. A 30-minute demo shows it on your type of site.',
      ar: 'كل ما تتناوله هذه الأدلة مدمج في المنصة: جداول الصيانة الوقائية، وملصقات QR للأصول، ولوحات متابعة الطاقة، وسجلات جاهزة للتدقيق. عرض توضيحي مدته 30 دقيقة يريك ذلك على نوع موقعك.',
    },
    primary: { href: '/request-demo', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
    secondary: { href: '/resources/support', label: { en: 'Contact Support', ar: 'تواصل مع الدعم' } },
  },
};
