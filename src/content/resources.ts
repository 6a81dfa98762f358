import { isolateArabicFigures } from '@/i18n/bidi';
import { support } from './facts';
import type { CatalogueItem } from './types';

/** The resource pages listed in the Resources menu. */
export const resources: readonly CatalogueItem[] = isolateArabicFigures([
  {
    id: 'hub',
    href: '/resources/hub',
    icon: 'LibraryBig',
    title: { en: 'Resource Hub', ar: 'مركز الموارد' },
    description: {
      en: 'Guides, webinars and case studies in one place.',
      ar: 'أدلة وندوات عبر الإنترنت ودراسات حالة في مكان واحد.',
    },
    stat: { en: 'Free guides and tools', ar: 'أدلة وأدوات مجانية' },
  },
  {
    id: 'blog',
    href: '/resources/blog',
    icon: 'Newspaper',
    title: { en: 'Blog', ar: 'المدونة' },
    description: {
      en: 'Practical articles on maintenance, energy and AI.',
      ar: 'مقالات عملية عن الصيانة والطاقة والذكاء الاصطناعي.',
    },
    stat: { en: 'Weekly articles', ar: 'مقالات أسبوعية' },
  },
  {
    id: 'roi-calculator',
    href: '/resources/roi-calculator',
    icon: 'Calculator',
    title: { en: 'ROI Calculator', ar: 'حاسبة العائد على الاستثمار' },
    description: {
      en: 'Estimate what smarter maintenance saves you each year.',
      ar: 'قدّر ما توفره الصيانة الذكية لك كل عام.',
    },
    stat: { en: 'Free tool', ar: 'أداة مجانية' },
  },
  {
    id: 'ask-anything',
    href: '/resources/ask-anything',
    icon: 'MessageCircleQuestion',
    title: { en: 'Ask Anything', ar: 'اسأل أي سؤال' },
    description: {
      en: 'Send a question to our facility experts.',
      ar: 'أرسل سؤالك إلى خبرائنا في إدارة المرافق.',
    },
    stat: support.answerShort,
  },
  {
    id: 'maintenance-calculator',
    href: '/resources/maintenance-calculator',
    icon: 'Wrench',
    title: { en: 'Maintenance Cost Calculator', ar: 'حاسبة تكلفة الصيانة' },
    description: {
      en: 'Plan annual maintenance budgets per asset.',
      ar: 'خطط لميزانية الصيانة السنوية لكل أصل.',
    },
    stat: { en: 'Free tool', ar: 'أداة مجانية' },
  },
  {
    id: 'checklist-generator',
    href: '/resources/checklist-generator',
    icon: 'ClipboardList',
    title: { en: 'Checklist Generator', ar: 'منشئ قوائم الفحص' },
    description: {
      en: 'Build printable inspection checklists in minutes.',
      ar: 'أنشئ قوائم فحص قابلة للطباعة في دقائق.',
    },
    stat: { en: '3 ready templates', ar: '3 قوالب جاهزة' },
  },
  {
    id: 'support',
    href: '/resources/support',
    icon: 'Headphones',
    title: { en: 'Support Center', ar: 'مركز الدعم' },
    description: {
      en: 'Chat, phone and e-mail help from our team.',
      ar: 'مساعدة فريقنا عبر المحادثة والهاتف والبريد الإلكتروني.',
    },
    stat: { en: 'Sun-Thu, 9:00-18:00 Riyadh time', ar: 'الأحد-الخميس، 9:00-18:00 بتوقيت الرياض' },
  },
  {
    id: 'events',
    href: '/resources/events',
    icon: 'CalendarDays',
    title: { en: 'Events', ar: 'الفعاليات' },
    description: {
      en: 'Webinars and workshops for facility teams.',
      ar: 'ندوات وورش عمل لفرق إدارة المرافق.',
    },
    stat: { en: 'Monthly events', ar: 'فعاليات شهرية' },
  },
  {
    id: 'stories',
    href: '/resources/stories',
    icon: 'BookOpen',
    title: { en: 'Customer Stories', ar: 'قصص العملاء' },
    description: {
      en: 'How operators across the Gulf run leaner sites.',
      ar: 'كيف يدير المشغلون في الخليج مواقعهم بكفاءة أعلى.',
    },
    stat: { en: 'Real results', ar: 'نتائج حقيقية' },
  },
  {
    id: 'customer-success',
    href: '/resources/customer-success',
    icon: 'Trophy',
    title: { en: 'Customer Success', ar: 'نجاح العملاء' },
    description: {
      en: 'Onboarding to growth, guided by your success team.',
      ar: 'من الانطلاق حتى النمو بمرافقة فريق نجاح العملاء.',
    },
    stat: { en: '4 guided phases', ar: '4 مراحل موجهة' },
  },
]);
