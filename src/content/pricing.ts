import { marketListPriceUsd, SAR_PER_USD, VAT_RATE, type PlanId, type Prices, type PublishedPlan } from './savings';
import { free, support } from './facts';
import type { PageCopy, Text, TextLink } from './types';

/** "15%" from 0.15. */
const vat = `${Math.round(VAT_RATE * 100)}%`;
const market = { min: Math.round(marketListPriceUsd.min * SAR_PER_USD), max: Math.round(marketListPriceUsd.max * SAR_PER_USD) };

/** A published plan as the pricing page shows it: the prices are the published ones, the words from here. */
export interface PlanCopy {
  id: PlanId;
  name: Text;
  forWhom: (plan: PublishedPlan) => Text;
  includes: (plan: PublishedPlan) => readonly Text[];
}

/** Arabic counted nouns: 1 singular, 2 dual, 3-10 plural, 11-99 accusative singular, a round hundred genitive. */
const arabicPlural = new Intl.PluralRules('ar');
type ArabicForms = Record<'one' | 'two' | 'few' | 'many' | 'other', string>;
const arabicCount = (count: number, forms: ArabicForms): string => {
  const category = arabicPlural.select(count);
  return `${count} ${forms[category === 'zero' ? 'few' : category]}`;
};

/** A count of sites in both languages. */
const siteCount = (count: number): Text => ({
  en: `${count} site${count === 1 ? '' : 's'}`,
  ar: arabicCount(count, { one: 'موقع', two: 'موقعَين', few: 'مواقع', many: 'موقعاً', other: 'موقع' }),
});

const users = (plan: PublishedPlan): Text => ({
  en: `From ${plan.minUsers} named user${plan.minUsers === 1 ? '' : 's'}; occupants and tenants report faults free`,
  ar: `ابتداءً من ${arabicCount(plan.minUsers, { one: 'مستخدم مسمّى', two: 'مستخدمَين مسمّيَين', few: 'مستخدمين مسمّين', many: 'مستخدماً مسمّى', other: 'مستخدم مسمّى' })}، ويبلّغ الشاغلون والمستأجرون عن الأعطال مجاناً`,
});
const sites = (plan: PublishedPlan): Text =>
  plan.sites === null
    ? { en: 'Unlimited sites', ar: 'عدد غير محدود من المواقع' }
    : { en: `Up to ${siteCount(plan.sites).en}`, ar: `حتى ${siteCount(plan.sites).ar}` };

const coreSystems: Text = {
  en: 'The six core systems: planned care, PPM, incident control, energy, space and compliance',
  ar: 'الأنظمة الأساسية الستة: الرعاية المخططة، والصيانة الوقائية، ومعالجة البلاغات، والطاقة، والمساحات، والامتثال',
};

export const planCopy: Record<PlanId, PlanCopy> = {
  essentials: {
    id: 'essentials',
    name: { en: 'Essentials', ar: 'الأساسية' },
    forWhom: (plan) =>
      plan.sites === null
        ? { en: 'One team running its sites', ar: 'لفريق واحد يدير مواقعه' }
        : { en: `One team running up to ${siteCount(plan.sites).en}`, ar: `لفريق واحد يدير حتى ${siteCount(plan.sites).ar}` },
    includes: (plan) => [
      coreSystems,
      { en: 'Work orders, asset register with QR labels, PPM calendars and checklists', ar: 'أوامر العمل، وسجل الأصول بملصقات QR، وجداول الصيانة الوقائية وقوائم الفحص' },
      { en: 'Mobile app for technicians, offline included, in Arabic and English', ar: 'تطبيق الجوال للفنيين، يعمل دون اتصال، بالعربية والإنجليزية' },
      { en: 'AI: duplicate requests merged and work orders prioritised', ar: 'الذكاء الاصطناعي: دمج الطلبات المكررة وترتيب أولوية أوامر العمل' },
      users(plan),
      sites(plan),
      { en: `Support ${support.window.en}, on WhatsApp, phone and e-mail`, ar: `الدعم ${support.window.ar}، عبر واتساب والهاتف والبريد الإلكتروني` },
    ],
  },
  professional: {
    id: 'professional',
    name: { en: 'Professional', ar: 'الاحترافية' },
    forWhom: () => ({ en: 'Portfolios with many sites, contractors and energy to manage', ar: 'للمحافظ متعددة المواقع والمقاولين وذات استهلاك الطاقة الكبير' }),
    includes: (plan) => [
      coreSystems,
      { en: 'Everything in Essentials, with contractor SLAs and owner reports', ar: 'كل ما في الخطة الأساسية، مع اتفاقيات مستوى الخدمة للمقاولين وتقارير المالك' },
      { en: 'Energy metering, BMS and IoT connections, early fault warnings', ar: 'قياس الطاقة والربط مع أنظمة إدارة المباني وإنترنت الأشياء، والتنبيه المبكر للأعطال' },
      { en: 'AI: early failure warnings, scheduling and the facilities assistant', ar: 'الذكاء الاصطناعي: التنبيه المبكر للأعطال، والجدولة، والمساعد الذكي للمرافق' },
      users(plan),
      sites(plan),
      { en: `Support ${support.window.en}, and a ${support.emergency.en.replace(/ for customers under contract$/, '')}`, ar: `الدعم ${support.window.ar}، وخط طوارئ على مدار الساعة (24/7)` },
    ],
  },
};

export const enterprisePlan = {
  name: { en: 'Enterprise and government', ar: 'المؤسسات والجهات الحكومية' },
  forWhom: { en: 'Large estates, hospitals and public entities', ar: 'للمحافظ الكبيرة والمستشفيات والجهات العامة' },
  price: { en: 'By quote', ar: 'حسب عرض السعر' },
  includes: [
    { en: 'Everything in Professional', ar: 'كل ما في الخطة الاحترافية' },
    { en: 'Procurement through Etimad for government entities', ar: 'الشراء عبر منصة اعتماد للجهات الحكومية' },
    { en: 'ERP and single sign-on integration, data hosted in the Kingdom', ar: 'التكامل مع أنظمة تخطيط الموارد والدخول الموحد، واستضافة البيانات داخل المملكة' },
    { en: 'Named success manager and on-site onboarding', ar: 'مدير نجاح مخصص وتهيئة في الموقع' },
    { en: support.emergency.en.charAt(0).toUpperCase() + support.emergency.en.slice(1), ar: support.emergency.ar },
  ] as readonly Text[],
  action: { href: '/detailed-demo-request', label: { en: 'Ask for a quote', ar: 'اطلب عرض سعر' } } satisfies TextLink,
};

/**
 * The pricing page's opening line at the published prices: it says they sit inside the market's list
 * prices only while every one of them does.
 */
export function pricingLead(prices: Prices): Text {
  const inside = prices.plans.every((plan) => [plan.annual, plan.monthly].every((price) => price >= market.min && price <= market.max));
  return {
    en: `Per named user per month, billed annually or monthly. Published CMMS list prices run SAR ${market.min}-${market.max} per user per month${inside ? '; ours sit inside that range and include' : '. Ours include'} the six core systems, the mobile app and Arabic throughout.`,
    ar: `السعر لكل مستخدم مسمّى شهرياً، بفوترة سنوية أو شهرية. تتراوح أسعار أنظمة إدارة الصيانة المعلنة بين ${market.min}-${market.max} ريالاً للمستخدم شهرياً${inside ? '، وأسعارنا ضمن هذا النطاق وتشمل' : '. وتشمل أسعارنا'} الأنظمة الأساسية الستة وتطبيق الجوال والواجهة العربية بالكامل.`,
  };
}

export const pricingPage = {
  meta: {
    title: { en: 'Pricing', ar: 'الأسعار' },
    description: {
      en: `Siyana plans in Saudi riyals per user per month, billed monthly or annually, prices exclude ${vat} VAT. Enterprise and government by quote, through Etimad.`,
      ar: `خطط Siyana بالريال السعودي لكل مستخدم شهرياً، بفوترة شهرية أو سنوية، والأسعار لا تشمل ضريبة القيمة المضافة ${vat}. وللمؤسسات والجهات الحكومية عرض سعر عبر منصة اعتماد.`,
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Pricing', ar: 'الأسعار' },
    title: { en: 'Published prices, in Saudi riyals', ar: 'أسعار معلنة بالريال السعودي' },
  },
  vatNote: { en: `Prices exclude ${vat} VAT.`, ar: `الأسعار لا تشمل ضريبة القيمة المضافة ${vat}.` },
  perUserMonth: { en: 'per user a month, billed annually', ar: 'لكل مستخدم شهرياً بفوترة سنوية' },
  monthlyBilling: { en: 'or SAR {price} per user a month billed monthly', ar: 'أو {price} ريال لكل مستخدم شهرياً بفوترة شهرية' },
  onboardingFee: { en: 'One-off onboarding fee: SAR {fee}, excluding VAT, counted in the first year of our ROI figures.', ar: 'رسوم التهيئة لمرة واحدة: {fee} ريال دون ضريبة القيمة المضافة، وتُحتسب في السنة الأولى من أرقام العائد لدينا.' },
  currency: { en: 'SAR', ar: 'ريال' },
  includesTitle: { en: 'Includes', ar: 'تشمل' },
  choose: { en: 'Book a free demo', ar: 'احجز عرضاً توضيحياً مجانياً' },
  free,
  roiLink: { href: '/resources/roi-calculator', label: { en: 'Work out your payback with the ROI calculator', ar: 'احسب فترة الاسترداد بحاسبة العائد على الاستثمار' } } satisfies TextLink,
  faq: {
    eyebrow: { en: 'Questions', ar: 'أسئلة' },
    title: { en: 'Buying Siyana', ar: 'شراء Siyana' },
    items: [
      {
        id: 'vat',
        question: { en: 'Do you issue VAT invoices?', ar: 'هل تصدرون فواتير ضريبية؟' },
        answer: {
          en: `Yes. Every invoice is a VAT e-invoice under ZATCA’s e-invoicing (FATOORA) rules, in Arabic and English, with ${vat} VAT added to the prices shown here.`,
          ar: `نعم. كل فاتورة فاتورة ضريبية إلكترونية وفق متطلبات الفوترة الإلكترونية (فاتورة) لدى هيئة الزكاة والضريبة والجمارك، بالعربية والإنجليزية، وتُضاف ضريبة القيمة المضافة ${vat} إلى الأسعار المعروضة هنا.`,
        },
      },
      {
        id: 'payment',
        question: { en: 'How do we pay?', ar: 'كيف ندفع؟' },
        answer: {
          en: 'By bank transfer in SAR, 30 days from invoice. Annual billing is invoiced once a year in advance; monthly billing each month.',
          ar: 'بتحويل بنكي بالريال خلال 30 يوماً من تاريخ الفاتورة. تُصدر الفاتورة السنوية مرة واحدة مقدماً، والشهرية كل شهر.',
        },
      },
      {
        id: 'contract',
        question: { en: 'How long is the contract?', ar: 'ما مدة العقد؟' },
        answer: {
          en: 'Annual billing is a 12-month term. Monthly billing can be ended with 30 days’ notice. You can add users at any time; you keep the right to export all your data.',
          ar: 'الفوترة السنوية لمدة 12 شهراً، والفوترة الشهرية يمكن إنهاؤها بإشعار قبل 30 يوماً. ويمكنك إضافة مستخدمين في أي وقت، ويبقى لك حق تصدير بياناتك كاملة.',
        },
      },
      {
        id: 'onboarding',
        question: { en: 'What does onboarding involve?', ar: 'ماذا تتضمن التهيئة؟' },
        answer: {
          en: 'Most teams are working in 2 to 4 weeks: we import your asset register and maintenance plans, set up sites and users and train your technicians on the app. A site survey and QR labelling, when needed, are quoted separately.',
          ar: 'تبدأ معظم الفرق العمل خلال 2 إلى 4 أسابيع: نستورد سجل أصولك وخطط الصيانة، ونجهّز المواقع والمستخدمين، وندرّب الفنيين على التطبيق. أما حصر الأصول في الموقع وملصقات QR، عند الحاجة، فلها عرض سعر منفصل.',
        },
      },
      {
        id: 'hosting',
        question: { en: 'Where is our data hosted?', ar: 'أين تُستضاف بياناتنا؟' },
        answer: {
          en: 'In secure data centres with encrypted backups, handled under the PDPL. Hosting inside the Kingdom comes with the Enterprise and government plan, which most public entities and hospitals need; ask for it in your quote.',
          ar: 'في مراكز بيانات آمنة مع نسخ احتياطية مشفرة، وتُعالج وفق نظام حماية البيانات الشخصية. وتأتي الاستضافة داخل المملكة مع خطة المؤسسات والجهات الحكومية، وهي ما تحتاجه معظم الجهات العامة والمستشفيات، فاطلبها في عرض السعر.',
        },
      },
    ],
  },
};
