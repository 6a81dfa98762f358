import type { IconName } from '@/lib/icon-names';
import type { PageCopy, Text } from './types';

/** Every partnership button opens the partner application (a lead of its own kind). */
export const partnershipEnquiryHref = '/partners/apply';

/** The application form's page for one level (`?level=`), which the form preselects. */
export function partnerApplyHref(level: 'bronze' | 'silver' | 'gold') {
  return { pathname: partnershipEnquiryHref, query: { level } };
}

export interface PartnershipType {
  id: 'implementation' | 'technology' | 'referral';
  icon: IconName;
  title: Text;
  description: Text;
  points: readonly Text[];
}

export const partnershipTypes: readonly PartnershipType[] = [
  {
    id: 'implementation',
    icon: 'Wrench',
    title: { en: 'Implementation Partners', ar: 'شركاء التنفيذ' },
    description: {
      en: 'Facility service providers and system integrators who deploy Siyana for their clients and run it day to day.',
      ar: 'مقدمو خدمات المرافق ومكاملو الأنظمة الذين ينفذون Siyana لعملائهم ويشغّلونها يوماً بيوم.',
    },
    points: [
      { en: 'Deploy and configure Siyana on client sites', ar: 'تنفيذ Siyana وإعدادها في مواقع العملاء' },
      { en: 'Migrate asset registers and PPM plans', ar: 'نقل سجلات الأصول وخطط الصيانة الوقائية' },
      { en: 'Train client teams in Arabic and English', ar: 'تدريب فرق العملاء بالعربية والإنجليزية' },
    ],
  },
  {
    id: 'technology',
    icon: 'Cpu',
    title: { en: 'Technology Partners', ar: 'شركاء التقنية' },
    description: {
      en: 'Makers of IoT sensors, meters and building management systems, and software vendors who connect their products to Siyana.',
      ar: 'مصنّعو حساسات إنترنت الأشياء والعدادات وأنظمة إدارة المباني، ومطورو البرمجيات الذين يربطون منتجاتهم بـ Siyana.',
    },
    points: [
      { en: 'Certified integrations through our open API', ar: 'تكاملات معتمدة عبر واجهتنا البرمجية المفتوحة' },
      { en: 'Joint solution sheets for customers', ar: 'نشرات حلول مشتركة للعملاء' },
      { en: 'A place in the Siyana integrations catalogue', ar: 'مكان في دليل تكاملات Siyana' },
    ],
  },
  {
    id: 'referral',
    icon: 'Handshake',
    title: { en: 'Referral Partners', ar: 'شركاء الإحالة' },
    description: {
      en: 'Consultants, developers and property advisers who recommend Siyana to the owners they work with.',
      ar: 'الاستشاريون والمطورون العقاريون ومستشارو العقارات الذين يرشحون Siyana للملاك الذين يعملون معهم.',
    },
    points: [
      { en: 'Commission on every referred customer', ar: 'عمولة عن كل عميل تتم إحالته' },
      { en: 'No technical commitment required', ar: 'دون أي التزام تقني' },
      { en: 'Co-branded material for your clients', ar: 'مواد تسويقية تحمل علامتك وعلامتنا' },
    ],
  },
];

export interface PartnerLevel {
  id: 'bronze' | 'silver' | 'gold';
  name: Text;
  tagline: Text;
  requirements: readonly Text[];
  benefits: readonly Text[];
  apply: Text;
}

/** Bronze, Silver and Gold, each with its requirements and benefits. */
export const partnerLevels: readonly PartnerLevel[] = [
  {
    id: 'bronze',
    name: { en: 'Bronze', ar: 'المستوى البرونزي' },
    tagline: { en: 'Start selling and delivering Siyana', ar: 'ابدأ ببيع Siyana وتنفيذها' },
    requirements: [
      { en: 'Signed partner agreement', ar: 'اتفاقية شراكة موقعة' },
      { en: '1 certified consultant', ar: 'مستشار واحد معتمد' },
      { en: 'Registered business in a GCC country', ar: 'سجل تجاري في إحدى دول مجلس التعاون الخليجي' },
    ],
    benefits: [
      { en: 'Partner portal and sales kit', ar: 'بوابة الشركاء وحقيبة المبيعات' },
      { en: 'Free certification courses', ar: 'دورات اعتماد مجانية' },
      { en: 'Listing in the partner directory', ar: 'إدراج في دليل الشركاء' },
      { en: 'Standard partner margin', ar: 'هامش الشركاء الأساسي' },
    ],
    apply: { en: 'Apply for Bronze', ar: 'تقدّم للمستوى البرونزي' },
  },
  {
    id: 'silver',
    name: { en: 'Silver', ar: 'المستوى الفضي' },
    tagline: { en: 'For partners with an active customer base', ar: 'للشركاء الذين لديهم قاعدة عملاء نشطة' },
    requirements: [
      { en: '3 certified consultants', ar: '3 مستشارين معتمدين' },
      { en: '5 customer go-lives a year', ar: 'إطلاق 5 عملاء سنوياً' },
      { en: 'Quarterly business review with us', ar: 'مراجعة أعمال ربع سنوية معنا' },
    ],
    benefits: [
      { en: 'Everything in Bronze', ar: 'كل مزايا المستوى البرونزي' },
      { en: 'Higher partner margin', ar: 'هامش شراكة أعلى' },
      { en: 'A named partner manager', ar: 'مدير شراكة مخصص' },
      { en: 'Joint marketing campaigns and events', ar: 'حملات تسويقية وفعاليات مشتركة' },
      { en: 'Demo environment for your team', ar: 'بيئة عرض توضيحي لفريقك' },
    ],
    apply: { en: 'Apply for Silver', ar: 'تقدّم للمستوى الفضي' },
  },
  {
    id: 'gold',
    name: { en: 'Gold', ar: 'المستوى الذهبي' },
    tagline: { en: 'For strategic partners across the region', ar: 'للشركاء الاستراتيجيين في المنطقة' },
    requirements: [
      { en: '8 certified consultants', ar: '8 مستشارين معتمدين' },
      { en: '15 customer go-lives a year', ar: 'إطلاق 15 عميلاً سنوياً' },
      { en: 'First-line support in Arabic and English', ar: 'دعم المستوى الأول بالعربية والإنجليزية' },
    ],
    benefits: [
      { en: 'Everything in Silver', ar: 'كل مزايا المستوى الفضي' },
      { en: 'Top-tier partner margin', ar: 'أعلى هامش للشركاء' },
      { en: 'Shared leads in your region', ar: 'مشاركة الفرص البيعية في منطقتك' },
      { en: 'Early access to the product roadmap', ar: 'اطلاع مبكر على خارطة طريق المنتج' },
      { en: 'Priority partner support, with the 24/7 emergency line for your customers’ sites', ar: 'دعم الشركاء بأولوية، مع خط الطوارئ على مدار الساعة (24/7) لمواقع عملائك' },
    ],
    apply: { en: 'Apply for Gold', ar: 'تقدّم للمستوى الذهبي' },
  },
];

export const partnerSteps: readonly { title: Text; body: Text }[] = [
  {
    title: { en: 'Apply', ar: 'قدّم طلبك' },
    body: {
      en: 'Tell us about your company, your clients and the regions you cover. Our partner team replies within one working hour.',
      ar: 'حدّثنا عن شركتك وعملائك والمناطق التي تغطيها، وسيرد عليك فريق الشراكات خلال ساعة عمل واحدة.',
    },
  },
  {
    title: { en: 'Get certified', ar: 'احصل على الاعتماد' },
    body: {
      en: 'Your consultants take the free certification courses, then deliver a first project with our engineers beside them.',
      ar: 'يجتاز مستشاروك دورات الاعتماد المجانية، ثم ينفذون مشروعهم الأول بمرافقة مهندسينا.',
    },
  },
  {
    title: { en: 'Launch and grow', ar: 'انطلق وتوسّع' },
    body: {
      en: 'Start at Bronze and move up to Silver and Gold as your certified team and your customer base grow.',
      ar: 'ابدأ من المستوى البرونزي وارتقِ إلى الفضي ثم الذهبي مع نمو فريقك المعتمد وقاعدة عملائك.',
    },
  },
];

export const partnershipsPage = {
  meta: {
    title: { en: 'Partnerships', ar: 'الشراكات' },
    description: {
      en: 'Partner with Siyana as an implementation, technology or referral partner, at Bronze, Silver or Gold level, with clear requirements and benefits.',
      ar: 'كن شريكاً لـ Siyana في التنفيذ أو التقنية أو الإحالة، بالمستوى البرونزي أو الفضي أو الذهبي، بمتطلبات ومزايا واضحة.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Partner program', ar: 'برنامج الشركاء' },
    title: { en: 'Grow your business with Siyana', ar: 'نمِّ أعمالك مع Siyana' },
    lead: {
      en: 'Facility service companies, system integrators and consultants across the Gulf use Siyana to win contracts, deliver better service and build recurring revenue.',
      ar: 'تعتمد شركات خدمات المرافق ومكاملو الأنظمة والاستشاريون في أنحاء الخليج على Siyana للفوز بالعقود وتقديم خدمة أفضل وبناء إيرادات متكررة.',
    },
    primary: { en: 'Become a Partner', ar: 'انضم كشريك' },
    secondary: { en: 'Compare Levels', ar: 'قارن المستويات' },
  },
  types: {
    eyebrow: { en: 'Partnership types', ar: 'أنواع الشراكة' },
    title: { en: 'Three ways to work with us', ar: 'ثلاث طرق للعمل معنا' },
  },
  levels: {
    eyebrow: { en: 'Program levels', ar: 'مستويات البرنامج' },
    title: { en: 'Bronze, Silver and Gold', ar: 'البرونزي والفضي والذهبي' },
    lead: {
      en: 'Every partner starts at Bronze. Higher levels bring better margins and more support as you grow with us.',
      ar: 'يبدأ كل شريك من المستوى البرونزي، وتمنحك المستويات الأعلى هوامش أفضل ودعماً أكبر كلما نمَوت معنا.',
    },
  },
  steps: {
    eyebrow: { en: 'How to join', ar: 'كيف تنضم' },
    title: { en: 'From application to first project', ar: 'من تقديم الطلب إلى المشروع الأول' },
  },
  cta: {
    title: { en: 'Let’s build something together', ar: 'لنبنِ النجاح معاً' },
    lead: {
      en: 'Send a partnership enquiry through our request form and tell us about your business. Our partner team replies within one working hour.',
      ar: 'أرسل طلب الشراكة عبر نموذج الطلب وحدّثنا عن أعمالك، وسيرد عليك فريق الشراكات خلال ساعة عمل واحدة.',
    },
    primary: { href: partnershipEnquiryHref, label: { en: 'Become a Partner', ar: 'انضم كشريك' } },
    secondary: { href: '/resources/ask-anything', label: { en: 'Ask a Question', ar: 'اطرح سؤالاً' } },
  },
};
