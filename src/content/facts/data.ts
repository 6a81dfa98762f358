import { isolateArabicFigures } from '@/i18n/bidi';
import type { Course } from '../courses';
import { computeSavings, percentOf, portfolioSavingsRange, rateRange, savingsRates, seedPrices, type Prices } from '../savings';
import type { ResultFigure, Text } from '../types';
import type { Fact } from './policy';

/** The site-wide claims: the company, what the copy may name, support, guarantees and the capability ranges. */

/** The company itself. */
export const company = {
  /** Customer organisations running their facilities on Siyana. */
  customers: { value: '100+', label: { en: 'companies trust Siyana', ar: 'شركة تثق في Siyana' } },
} as const satisfies Record<string, Fact>;

/**
 * Organisations the site may name: real references that agreed to be named. None today, so the site
 * names no customer, partner, authority or vendor of its own. The guard in `facts.test.ts` fails on an
 * organisation-like name in the copy that is not listed here or among the public standards and bodies
 * below (which are named as what the platform is built around, never as partners or endorsers).
 */
export const namedReferences: readonly Text[] = [];

/**
 * Public standards, regulations and the bodies that issue them, which the copy may name as the rules a
 * facility answers to, as the landing strip does. Naming them claims no certificate or approval.
 */
export const publicBodies: readonly string[] = [
  'ISO',
  'Saudi Data & AI Authority',
  'Saudi Data and AI Authority',
  'Ministry of Human Resources',
  'Personal Data Protection Law',
  'Saudi Building Code',
  'Civil Defense',
  'Civil Defence',
  'CBAHI',
  'NCA',
  'National Cybersecurity Authority',
  'PDPL',
  'ZATCA',
  'Zakat, Tax and Customs Authority',
  'Etimad',
  'Saudi Electricity Company',
  'GOSI',
  'NFPA',
  'ASHRAE',
  'SASO',
  'Ministry of Health',
  'Ministry of Municipalities and Housing',
  'الدفاع المدني',
  'الهيئة السعودية للبيانات والذكاء الاصطناعي',
  'وزارة الموارد البشرية',
  'كود البناء السعودي',
  'المركز السعودي لاعتماد المنشآت الصحية',
  'الهيئة الوطنية للأمن السيبراني',
  'هيئة الزكاة والضريبة والجمارك',
  'منصة اعتماد',
  'الشركة السعودية للكهرباء',
  'المؤسسة العامة للتأمينات الاجتماعية',
  'التأمينات الاجتماعية',
  'وزارة الصحة',
  'وزارة البلديات والإسكان',
  'الأمانات',
  'البلديات',
];

/**
 * The standards and regulations the platform is built around (the landing strip): plain
 * text marks, no logos, each with one line on what the platform does for it. None is a certificate held.
 */
export interface Standard {
  id: string;
  mark: Text;
  does: Text;
}

export const standards: readonly Standard[] = [
  {
    id: 'iso-55001',
    mark: { en: 'ISO 55001', ar: 'ISO 55001' },
    does: { en: 'One asset register with condition, cost and life-cycle history per asset.', ar: 'سجل أصول واحد يحفظ حالة كل أصل وتكلفته وتاريخ دورة حياته.' },
  },
  {
    id: 'iso-41001',
    mark: { en: 'ISO 41001', ar: 'ISO 41001' },
    does: { en: 'Service levels, KPIs and owner reports that follow the facility-management standard.', ar: 'مستويات خدمة ومؤشرات أداء وتقارير للمالك وفق معيار إدارة المرافق.' },
  },
  {
    id: 'sbc',
    mark: { en: 'Saudi Building Code', ar: 'كود البناء السعودي' },
    does: { en: 'Maintenance plans for fire, life-safety, electrical and mechanical systems at the code’s intervals.', ar: 'خطط صيانة لأنظمة الحريق وسلامة الأرواح والكهرباء والميكانيكا بالفترات التي يحددها الكود.' },
  },
  {
    id: 'civil-defense',
    mark: { en: 'Civil Defense requirements', ar: 'متطلبات الدفاع المدني' },
    does: { en: 'Inspection calendar, contractor certificates and evidence ready before the inspector visits.', ar: 'تقويم للفحوصات وشهادات المقاولين وأدلة جاهزة قبل زيارة المفتش.' },
  },
  {
    id: 'cbahi',
    mark: { en: 'CBAHI', ar: 'CBAHI' },
    does: { en: 'Medical-gas, generator and critical-system records kept for hospital accreditation surveys.', ar: 'سجلات الغازات الطبية والمولدات والأنظمة الحرجة محفوظة لزيارات اعتماد المستشفيات.' },
  },
  {
    id: 'nca-ecc',
    mark: { en: 'NCA Essential Cybersecurity Controls', ar: 'الضوابط الأساسية للأمن السيبراني' },
    does: { en: 'Roles, access logs and an audit trail designed around the controls.', ar: 'أدوار وسجلات دخول وسجل تدقيق مصممة حول هذه الضوابط.' },
  },
  {
    id: 'pdpl',
    mark: { en: 'PDPL', ar: 'نظام حماية البيانات الشخصية' },
    does: { en: 'Personal data of occupants and staff kept to what the job needs, with consent and erasure on request.', ar: 'بيانات الشاغلين والموظفين مقصورة على ما يحتاجه العمل، مع الموافقة والحذف عند الطلب.' },
  },
  {
    id: 'zatca',
    mark: { en: 'ZATCA e-invoicing', ar: 'الفوترة الإلكترونية (فاتورة)' },
    does: { en: 'Our own invoices are VAT e-invoices; contractor invoices are matched to the work orders they bill.', ar: 'فواتيرنا فواتير ضريبية إلكترونية، وتُطابق فواتير المقاولين مع أوامر العمل التي تخصها.' },
  },
];

/**
 * Support, stated one way everywhere: sales and support Sunday to Thursday 9:00-18:00
 * Riyadh time on WhatsApp, phone and e-mail; a 24/7 emergency line only for customers under contract.
 */
export const support = isolateArabicFigures({
  hours: {
    en: 'Sales and support: Sunday-Thursday, 9:00-18:00 Riyadh time, on WhatsApp, phone and e-mail',
    ar: 'المبيعات والدعم: من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض، عبر واتساب والهاتف والبريد الإلكتروني',
  },
  /** The hours alone, for places that name the channel beside them. */
  window: { en: 'Sunday-Thursday, 9:00-18:00 Riyadh time', ar: 'من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض' },
  emergency: {
    en: '24/7 emergency line for customers under contract',
    ar: 'خط طوارئ على مدار الساعة (24/7) للعملاء المتعاقدين',
  },
  /** The hours as a headline figure. */
  hoursFigure: { value: '9:00-18:00', label: { en: 'Support, Sunday-Thursday, Riyadh time', ar: 'الدعم من الأحد إلى الخميس بتوقيت الرياض' } },
  emergencyFigure: { value: '24/7', label: { en: 'Emergency line, customers under contract', ar: 'خط الطوارئ للعملاء المتعاقدين' } },
  /**
   * The one response promise: every question, demo request, support message and WhatsApp chat is
   * answered within one working hour, the same clock staff work to in the inbox.
   */
  answer: {
    en: 'within one working hour (Sunday-Thursday, 9:00-18:00 Riyadh time)',
    ar: 'خلال ساعة عمل واحدة (من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض)',
  },
  /** The promise as a short label. */
  answerShort: { en: 'Answer within one working hour', ar: 'رد خلال ساعة عمل واحدة' },
  answerFigure: { value: '1', label: { en: 'Working hour to answer you, in Arabic or English', ar: 'ساعة عمل للرد عليك، بالعربية أو الإنجليزية' } },
} as const);

/** What is free, said plainly: there is no self-serve sign-up or free plan. */
export const free = {
  en: 'Free: the demo, the online tools, the guides and the courses.',
  ar: 'مجاناً: العرض التوضيحي والأدوات الإلكترونية والأدلة والدورات.',
} as const satisfies Text;

/** The commitments box of sector pages and the customer-success page: what we promise, not results. */
export const guarantees = {
  hours: support.hoursFigure,
  answer: support.answerFigure,
  emergency: support.emergencyFigure,
} as const satisfies Record<string, Fact>;

/** Prices and the savings model's rates, stated once (savings.ts); the pricing page and the tools use them. */
export { seedPlans, SAR_PER_USD, marketListPriceUsd, VAT_RATE, savingsRates, percentOf } from '../savings';

const operatingRange = portfolioSavingsRange();

/**
 * Savings by capability, each the range of the savings model (savings.ts): the lower bound is the rate
 * every tool computes with, the upper bound the "up to". Pages about one capability use these objects.
 */
export const savings = {
  /** The site-wide cost claim: the reference portfolio's gross saving at the default and "up to" rates. */
  commercialPortfolios: {
    value: `${operatingRange.min}-${operatingRange.max}%`,
    label: {
      en: 'Lower operating costs on a mixed portfolio, before the platform’s price',
      ar: 'خفض تكاليف التشغيل في محفظة متنوعة، قبل احتساب سعر المنصة',
    },
    badge: { en: `${operatingRange.min}-${operatingRange.max}% lower operating costs`, ar: `خفض تكاليف التشغيل ${operatingRange.min}-${operatingRange.max}%` },
  },
  maintenance: {
    value: rateRange('maintenance'),
    label: { en: 'Lower parts and contractor spend once work is planned', ar: 'خفض الإنفاق على القطع والمقاولين بعد التحول إلى العمل المخطط' },
    badge: { en: `${rateRange('maintenance')} lower maintenance spend`, ar: `خفض تكاليف الصيانة ${rateRange('maintenance')}` },
  },
  energy: {
    value: rateRange('energy'),
    label: { en: 'Lower energy use in cooling-led buildings', ar: 'خفض استهلاك الطاقة في المباني التي يغلب عليها التبريد' },
    badge: { en: `${rateRange('energy')} energy savings`, ar: `توفير الطاقة ${rateRange('energy')}` },
  },
  labour: {
    value: rateRange('labour'),
    label: { en: 'Technician hours freed from travel, paperwork and repeat visits', ar: 'ساعات فنيين تتحرر من التنقل والأوراق والزيارات المتكررة' },
  },
  downtime: {
    value: rateRange('downtime'),
    label: { en: 'Less unplanned downtime of critical plant', ar: 'توقفات غير مخطط لها أقل للمعدات الحرجة' },
  },
  /** Grid electricity saved cuts carbon by the same share; no larger carbon figure is claimed. */
  carbon: {
    value: rateRange('energy'),
    label: { en: 'Lower carbon from grid electricity, in step with the energy saved', ar: 'انبعاثات كربونية أقل من كهرباء الشبكة، بقدر الطاقة الموفرة' },
  },
} as const satisfies Record<string, Fact>;

/**
 * Figures of one capability, used by every page that covers it (PPM and preventive, EM and energy, CM
 * and compliance). The guard in `facts.test.ts` fails when two pages state one measure differently.
 */
export const capability = {
  emergencyRepairs: { value: '30-50%', label: { en: 'Fewer emergency call-outs after a year of planned maintenance', ar: 'بلاغات طارئة أقل بعد عام من الصيانة المخططة' } },
  assetLife: { value: '10-20%', label: { en: 'Longer asset life when serviced at the maker’s intervals', ar: 'عمر أطول للأصول عند صيانتها بفترات المصنّع' } },
  plannedShare: { value: '70-85%', label: { en: 'Planned share of maintenance hours, the usual target', ar: 'حصة الصيانة المخططة من ساعات العمل، وهو الهدف المعتاد' } },
  peakDemand: { value: '10-20%', label: { en: 'Lower peak demand when loads are scheduled', ar: 'خفض أحمال الذروة عند جدولة الأحمال' } },
  auditPrep: { value: '50-80%', label: { en: 'Less time preparing for an audit or inspection', ar: 'وقت أقل للاستعداد للتدقيق أو التفتيش' } },
  inspectionFindings: { value: '30-60%', label: { en: 'Fewer inspection findings once checks run to a calendar', ar: 'ملاحظات تفتيش أقل عند إجراء الفحوصات وفق تقويم' } },
  responseTime: { value: '20-45%', label: { en: 'Faster response, from request to technician on site', ar: 'استجابة أسرع من الطلب حتى وصول الفني' } },
  jobsPerTechnician: { value: '10-20%', label: { en: 'More jobs per technician a day', ar: 'مهام أكثر لكل فني يومياً' } },
  reportingTime: { value: '50-75%', label: { en: 'Less time spent on recurring reports', ar: 'وقت أقل لإعداد التقارير الدورية' } },
  earlyWarning: { value: '2-6', label: { en: 'Weeks of warning on a developing fault, where plant is metered', ar: 'أسابيع من التنبيه المبكر لعطل يتكوّن، حيث تُقاس المعدات' } },
  deadlineWarning: { value: '30', label: { en: 'Days of warning before each deadline, by default', ar: 'يوماً من التنبيه قبل كل موعد، افتراضياً' } },
  firstTimeFix: { value: '10-25%', label: { en: 'More jobs fixed on the first visit', ar: 'مهام أكثر تُنجز من الزيارة الأولى' } },
  paperwork: { value: '60-90%', label: { en: 'Less paperwork for field teams', ar: 'أعمال ورقية أقل للفرق الميدانية' } },
} as const satisfies Record<string, Fact>;

/** The AI page's results block: "up to" figures, the ring filled to the upper bound. */
export const aiResults: readonly ResultFigure[] = isolateArabicFigures([
  {
    id: 'cost',
    percent: Math.round(savingsRates.maintenance.upTo * 100),
    label: { en: 'Lower maintenance spend, at most', ar: 'خفض تكاليف الصيانة بحد أقصى' },
    description: {
      en: `Parts and call-outs avoided by planned work; ${percentOf(savingsRates.maintenance.rate)} is what our tools assume.`,
      ar: `قطع وزيارات طارئة تُتفادى بالعمل المخطط، وتفترض أدواتنا ${percentOf(savingsRates.maintenance.rate)}.`,
    },
  },
  {
    id: 'response',
    percent: 45,
    label: { en: 'Faster response, at most', ar: 'استجابة أسرع بحد أقصى' },
    description: { en: 'From request to technician on site, with jobs assigned by skill and location.', ar: 'من الطلب حتى وصول الفني، مع إسناد المهام حسب المهارة والموقع.' },
  },
  {
    id: 'efficiency',
    percent: 20,
    label: { en: 'More jobs per technician, at most', ar: 'مهام أكثر لكل فني بحد أقصى' },
    description: { en: 'Less travel and paperwork in every technician day.', ar: 'تنقل وأوراق أقل في كل يوم عمل للفني.' },
  },
  {
    id: 'downtime',
    percent: Math.round(savingsRates.downtime.upTo * 100),
    label: { en: 'Less unplanned downtime, at most', ar: 'توقفات غير مخطط لها أقل بحد أقصى' },
    description: { en: 'On critical plant with sensors connected and alerts acted on.', ar: 'في المعدات الحرجة المزودة بمستشعرات مع التعامل مع التنبيهات.' },
  },
]);

export const ai = {
  earlyWarning: capability.earlyWarning,
  responseTime: capability.responseTime,
  downtime: savings.downtime,
} as const satisfies Record<string, Fact>;

/** The energy page's payback example, from the model at the given prices: an energy bill alone and ten users. */
export function energyPaybackExample(prices: Prices = seedPrices) {
  return computeSavings({ labour: 0, maintenance: 0, energy: 1_500_000, downtime: 0, users: 10 }, 'rate', prices);
}

/**
 * Learning figures, computed from the courses the site lists. How many learners enrolled is counted
 * from the site's own enrolments when a page renders (no seeded number), and no rating is stated.
 */
export function learningFacts(listed: readonly Course[]) {
  const hours = listed.map((course) => course.durationHours);
  return {
    courses: listed.length,
    lessons: listed.reduce((sum, course) => sum + course.lessonCount, 0),
    hours: { min: Math.min(...hours), max: Math.max(...hours) },
  };
}
