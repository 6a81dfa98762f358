import { isolateArabicFigures } from '@/i18n/bidi';
import type { CoreSystemId } from './core-systems';
import type { Course } from './courses';
import type { Figure, Four, Meter, Result, Three } from './page-blocks';
import type { PlatformFeatureId } from './platform-features';
import type { SectorId } from './sectors';
import { computeSavings, percentOf, portfolioSavingsRange, rateRange, savingsRates } from './savings';
import type { ResultFigure, StatFigure, Text } from './types';

/**
 * Every figure the site claims, once, with the words that make it true (issue 24, decisions.md "One set
 * of facts"). Pages and menus take their figures from here; `facts.test.ts` fails when a page or a message
 * states a percentage, a "+" count, a "K" or an "x" figure that is not rendered from this module.
 *
 * Truth before persuasion (issue 33, decisions.md): no figure is absolute or falsely precise. Each is a
 * range or an "up to" with its context, and the savings ranges are the savings model's own rates
 * (savings.ts: the lower bound is what every tool computes with). Pages about one capability use the
 * same objects (`savings`, `capability`), so PPM and preventive, EM and energy, CM and compliance agree.
 * - companies: 100+ (decisions.md). No organisation is named: `namedReferences` is empty.
 * - courses and learners are computed from the courses the site lists.
 * - certificates: none is held, so no "ISO" stat; the landing strip names the standards the platform is
 *   built around, each with what the platform does for it.
 * - support: one statement (`support.hours`), 24/7 only for the contract emergency line.
 */

/**
 * A claimed figure: the value reads the same in both languages; the label says what it measures. A menu
 * badge reads "value + label" unless the fact needs its own words there ("Up to 60% ...").
 */
export type Fact = Figure & { badge?: Text };

/** A claimed figure whose value carries words or units, so it is written per language. */
export type WordedFact = StatFigure;

/** A fact as a stat whose value is written per language (here the same in both). */
export function worded(fact: Fact): WordedFact {
  return { value: { en: fact.value, ar: fact.value }, label: fact.label };
}

/**
 * Round a count down to a claim that stays true: 11,660 gives the stat "11K+" / "11 ألف+" and, inside a
 * sentence, "11K+" / "أكثر من 11 ألف"; below 1,000 it counts hundreds ("900+").
 */
export function countClaim(count: number): { figure: Text; inSentence: Text } {
  if (count >= 1000) {
    const thousands = Math.floor(count / 1000);
    return { figure: { en: `${thousands}K+`, ar: `${thousands} ألف+` }, inSentence: { en: `${thousands}K+`, ar: `أكثر من ${thousands} ألف` } };
  }
  const hundreds = Math.floor(count / 100) * 100;
  return { figure: { en: `${hundreds}+`, ar: `${hundreds}+` }, inSentence: { en: `${hundreds}+`, ar: `أكثر من ${hundreds}` } };
}

/** A menu badge from a fact: "35% energy savings" / "توفير الطاقة 35%". */
export function factBadge(fact: Fact): Text {
  if (fact.badge) return isolateArabicFigures(fact.badge);
  return isolateArabicFigures({ en: `${fact.value} ${fact.label.en.charAt(0).toLowerCase()}${fact.label.en.slice(1)}`, ar: `${fact.label.ar} ${fact.value}` });
}

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
 * facility answers to (decisions.md: the landing strip). Naming them claims no certificate or approval.
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
 * The standards and regulations the platform is built around (the landing strip, decisions.md): plain
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
 * Support, stated one way everywhere (decisions.md): sales and support Sunday to Thursday 9:00-18:00
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
  /** Questions, demo requests and support e-mails are answered within this many hours. */
  answerWithinHours: 24,
  /** How long an answer usually takes (the promise above is the upper bound). */
  typicalAnswerHours: '2-24',
  answerFigure: { value: '2-24', label: { en: 'Hours to answer a question, in Arabic or English', ar: 'ساعة للرد على سؤالك، بالعربية أو الإنجليزية' } },
} as const);

/** What is free, said plainly (decisions.md): there is no self-serve sign-up or free plan. */
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
export { publishedPlans, referencePlan, SAR_PER_USD, marketListPriceUsd, VAT_RATE, savingsRates, percentOf } from './savings';

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

/** The AI page's results block (spec §2.6): "up to" figures, the ring filled to the upper bound. */
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

/** The energy page's payback example, from the model: an energy bill alone and ten users. */
export const energyPaybackExample = computeSavings({ labour: 0, maintenance: 0, energy: 1_500_000, downtime: 0, users: 10 });

/** Learning figures, computed from the courses the site lists. */
export function learningFacts(listed: readonly Course[]) {
  const students = listed.reduce((sum, course) => sum + course.students, 0);
  const hours = listed.map((course) => course.durationHours);
  const ratings = listed.map((course) => course.rating);
  return {
    courses: listed.length,
    learners: countClaim(students),
    hours: { min: Math.min(...hours), max: Math.max(...hours) },
    ratings: { min: Math.min(...ratings), max: Math.max(...ratings) },
  };
}

/** A capability figure with the sentence a result card adds. */
function result(fact: Fact, description: Text): Result {
  return { value: fact.value, label: fact.label, description };
}

/**
 * Headline claims and result metrics of the six core-system pages (spec §2.8). Ranges with their
 * context, from `savings` and `capability`, so a page and its feature page never disagree.
 */
export const coreSystemFacts: Record<CoreSystemId, { claims: readonly [Fact, ...Fact[]]; results: Four<Result> }> = {
  ppc: {
    claims: [savings.maintenance, capability.emergencyRepairs],
    results: [
      result(capability.emergencyRepairs, {
        en: 'Problems are found on routine visits, not reported by occupants.',
        ar: 'تُكتشف المشكلات خلال الزيارات الدورية، لا من بلاغات الشاغلين.',
      }),
      result(capability.assetLife, {
        en: 'Regular care keeps equipment within its design conditions.',
        ar: 'الرعاية المنتظمة تُبقي المعدات ضمن ظروف تشغيلها التصميمية.',
      }),
      result(capability.plannedShare, {
        en: 'Measured every week, across every site and contractor.',
        ar: 'تُقاس كل أسبوع، في كل المواقع ولدى كل المقاولين.',
      }),
      result(savings.labour, {
        en: 'Rounds are planned by building and floor, with the checklist on the phone.',
        ar: 'تُخطط الجولات حسب المبنى والطابق، وقائمة الفحص على الهاتف.',
      }),
    ],
  },
  ppm: {
    claims: [capability.assetLife, savings.downtime, savings.maintenance],
    results: [
      result(capability.plannedShare, {
        en: 'Most work is known in advance, so days run to plan.',
        ar: 'معظم العمل معروف مسبقاً، فتسير الأيام وفق الخطة.',
      }),
      result(capability.emergencyRepairs, {
        en: 'Failures are caught on planned visits, for in-house teams and contractors alike.',
        ar: 'تُكتشف الأعطال في الزيارات المخططة، لدى الفرق الداخلية والمقاولين على حد سواء.',
      }),
      result(savings.maintenance, {
        en: 'Fewer major failures mean fewer expensive replacement parts.',
        ar: 'أعطال كبرى أقل تعني قطع استبدال مكلفة أقل.',
      }),
      result(capability.assetLife, {
        en: 'Every manufacturer-required visit is on record, which also keeps warranties valid.',
        ar: 'كل زيارة يشترطها المصنّع مسجلة، وهذا يحفظ سريان الضمان أيضاً.',
      }),
    ],
  },
  ic: {
    claims: [capability.responseTime, capability.firstTimeFix],
    results: [
      result(capability.firstTimeFix, {
        en: 'Responders arrive briefed, with the history and photos on their phone.',
        ar: 'يصل المستجيبون وهم على علم بالتفاصيل، والسجل والصور على هواتفهم.',
      }),
      result(capability.responseTime, {
        en: 'Critical alarms go straight to the on-call technician with a target time.',
        ar: 'تصل الإنذارات الحرجة مباشرة إلى الفني المناوب مع وقت مستهدف.',
      }),
      result(savings.downtime, {
        en: 'Root causes are fixed, not just the symptoms.',
        ar: 'تُعالج الأسباب الجذرية لا الأعراض فقط.',
      }),
      result(savings.labour, {
        en: 'Automatic updates replace phone calls to the helpdesk.',
        ar: 'التحديثات التلقائية تغني عن الاتصال بمكتب المساعدة.',
      }),
    ],
  },
  em: {
    claims: [savings.energy, savings.carbon],
    results: [
      result(capability.peakDemand, {
        en: 'Load moves away from the hottest afternoon hours.',
        ar: 'تتوزع الأحمال بعيداً عن ساعات الظهيرة الأشد حرارة.',
      }),
      result(savings.energy, {
        en: 'Each measure is checked against a weather-adjusted baseline before it counts.',
        ar: 'يُقارن كل إجراء بخط أساس معدّل حسب الطقس قبل احتسابه.',
      }),
      result(savings.carbon, {
        en: 'Carbon follows the grid electricity saved; we claim no more than that.',
        ar: 'تتبع الانبعاثات الكهرباء الموفرة من الشبكة، ولا ندّعي أكثر من ذلك.',
      }),
      result(capability.earlyWarning, {
        en: 'Drifting chillers and pumps are flagged before they fail on a summer afternoon.',
        ar: 'يُنبَّه إلى المبردات والمضخات التي يتراجع أداؤها قبل أن تتعطل في ظهيرة صيفية.',
      }),
    ],
  },
  sm: {
    claims: [
      { value: '10-30%', label: { en: 'Better use of space, once occupancy is measured', ar: 'استغلال أفضل للمساحات بعد قياس الإشغال' } },
      { value: '10-25%', label: { en: 'Fewer wasted room bookings', ar: 'حجوزات قاعات مهدرة أقل' } },
    ],
    results: [
      result(savings.labour, {
        en: 'Moves, changes and cleaning rounds are planned from one floor plan.',
        ar: 'تُخطط عمليات النقل والتغيير وجولات النظافة من مخطط طابق واحد.',
      }),
      result(capability.responseTime, {
        en: 'Rooms are released automatically when nobody turns up, and faults reported from any desk.',
        ar: 'تُحرَّر القاعات تلقائياً عند عدم حضور أحد، ويُبلَّغ عن الأعطال من أي مكتب.',
      }),
      result(capability.reportingTime, {
        en: 'Every move and change is reflected on the plans, so reports need no rework.',
        ar: 'كل نقل أو تغيير ينعكس على المخططات، فلا تحتاج التقارير إلى إعادة عمل.',
      }),
      result(savings.energy, {
        en: 'Cooling and cleaning follow actual occupancy instead of a fixed timetable.',
        ar: 'يتبع التبريد والنظافة الإشغال الفعلي بدلاً من جدول ثابت.',
      }),
    ],
  },
  cm: {
    claims: [capability.auditPrep, capability.inspectionFindings, capability.deadlineWarning],
    results: [
      result(capability.deadlineWarning, {
        en: 'Licences and certificates come up for renewal with time to act, not on the day.',
        ar: 'تظهر الرخص والشهادات للتجديد مع وقت كافٍ للتصرف، لا في يوم انتهائها.',
      }),
      result(capability.auditPrep, {
        en: 'Evidence is attached when the work is done, not searched for before the audit.',
        ar: 'تُرفق الأدلة عند إنجاز العمل، لا يُبحث عنها قبل التدقيق.',
      }),
      result(capability.inspectionFindings, {
        en: 'Issues are corrected during routine checks, before the inspector arrives.',
        ar: 'تُصحَّح المشكلات أثناء الفحوصات الدورية قبل وصول المفتش.',
      }),
      result(capability.emergencyRepairs, {
        en: 'Fire and life-safety systems serviced on time fail less between inspections.',
        ar: 'أنظمة الحريق وسلامة الأرواح التي تُصان في موعدها تتعطل أقل بين الفحوصات.',
      }),
    ],
  },
};

/** Stats and impact meters of the ten platform feature pages. */
export const featureFacts: Record<PlatformFeatureId, { stats: Four<Fact>; impact: Three<Meter> }> = {
  'work-order': {
    stats: [capability.responseTime, capability.jobsPerTechnician, capability.firstTimeFix, capability.paperwork],
    impact: [
      { label: { en: 'Target: requests answered within SLA', ar: 'الهدف: طلبات يُستجاب لها ضمن مستوى الخدمة' }, percent: 90 },
      { label: { en: 'Target: jobs dispatched automatically', ar: 'الهدف: مهام تُسند تلقائياً' }, percent: 75 },
      { label: { en: 'Target: jobs closed with a photo', ar: 'الهدف: مهام تُغلق بصورة' }, percent: 90 },
    ],
  },
  preventive: {
    stats: [capability.emergencyRepairs, savings.maintenance, capability.assetLife, capability.plannedShare],
    impact: [
      { label: { en: 'Target: planned share of maintenance hours', ar: 'الهدف: حصة الصيانة المخططة من ساعات العمل' }, percent: 80 },
      { label: { en: 'Target: critical assets covered by a plan', ar: 'الهدف: أصول حرجة تشملها خطة صيانة' }, percent: 95 },
      { label: { en: 'Target: tasks generated automatically', ar: 'الهدف: مهام تُنشأ تلقائياً' }, percent: 90 },
    ],
  },
  asset: {
    stats: [capability.assetLife, capability.auditPrep, savings.maintenance, capability.reportingTime],
    impact: [
      { label: { en: 'Target: assets tagged and located', ar: 'الهدف: أصول مرمّزة ومحددة الموقع' }, percent: 95 },
      { label: { en: 'Target: assets with a condition score', ar: 'الهدف: أصول لها مؤشر حالة' }, percent: 85 },
      { label: { en: 'Target: records with complete documents', ar: 'الهدف: سجلات مستنداتها مكتملة' }, percent: 80 },
    ],
  },
  analytics: {
    stats: [capability.reportingTime, capability.responseTime, savings.maintenance, savings.energy],
    impact: [
      { label: { en: 'Target: recurring reports automated', ar: 'الهدف: تقارير دورية مؤتمتة' }, percent: 90 },
      { label: { en: 'Target: KPIs from the day’s own work orders', ar: 'الهدف: مؤشرات من أوامر عمل اليوم نفسه' }, percent: 95 },
      { label: { en: 'Target: sites benchmarked monthly', ar: 'الهدف: مواقع تُقارن شهرياً' }, percent: 85 },
    ],
  },
  mobile: {
    stats: [capability.jobsPerTechnician, capability.paperwork, capability.firstTimeFix, savings.labour],
    impact: [
      { label: { en: 'Target: jobs closed from the field', ar: 'الهدف: مهام تُغلق من الموقع' }, percent: 90 },
      { label: { en: 'Target: paper forms replaced', ar: 'الهدف: نماذج ورقية تم استبدالها' }, percent: 90 },
      { label: { en: 'Target: checklists completed in full', ar: 'الهدف: قوائم تحقق مكتملة بالكامل' }, percent: 95 },
    ],
  },
  ai: {
    stats: [capability.earlyWarning, savings.downtime, capability.responseTime, savings.maintenance],
    impact: [
      { label: { en: 'Target: failures flagged in advance on metered plant', ar: 'الهدف: أعطال يُنبَّه إليها مسبقاً في المعدات المقيسة' }, percent: 70 },
      { label: { en: 'Target: duplicate requests merged', ar: 'الهدف: طلبات مكررة تم دمجها' }, percent: 85 },
      { label: { en: 'Target: work orders prioritised automatically', ar: 'الهدف: أوامر عمل تُرتَّب أولويتها تلقائياً' }, percent: 90 },
    ],
  },
  team: {
    stats: [capability.jobsPerTechnician, savings.labour, capability.firstTimeFix, capability.auditPrep],
    impact: [
      { label: { en: 'Target: jobs matched to qualified staff', ar: 'الهدف: مهام تُسند إلى كوادر مؤهلة' }, percent: 95 },
      { label: { en: 'Target: shifts planned two weeks ahead', ar: 'الهدف: ورديات مخططة قبل أسبوعين' }, percent: 90 },
      { label: { en: 'Target: technicians rated after each job', ar: 'الهدف: فنيون يُقيَّمون بعد كل مهمة' }, percent: 80 },
    ],
  },
  scheduling: {
    stats: [savings.labour, capability.jobsPerTechnician, capability.responseTime, capability.plannedShare],
    impact: [
      { label: { en: 'Target: jobs scheduled automatically', ar: 'الهدف: مهام تُجدول تلقائياً' }, percent: 85 },
      { label: { en: 'Target: technician time on the tools', ar: 'الهدف: وقت الفنيين في العمل الفعلي' }, percent: 75 },
      { label: { en: 'Target: plans accepted without changes', ar: 'الهدف: خطط تُعتمد دون تعديل' }, percent: 80 },
    ],
  },
  energy: {
    stats: [savings.energy, capability.peakDemand, savings.carbon, capability.earlyWarning],
    impact: [
      { label: { en: 'Target: main meters read automatically', ar: 'الهدف: عدادات رئيسية تُقرأ تلقائياً' }, percent: 90 },
      { label: { en: 'Target: alerts turned into work orders', ar: 'الهدف: تنبيهات تتحول إلى أوامر عمل' }, percent: 90 },
      { label: { en: 'Target: cooling hours matched to occupancy', ar: 'الهدف: ساعات تبريد مطابقة للإشغال' }, percent: 85 },
    ],
  },
  compliance: {
    stats: [capability.auditPrep, capability.inspectionFindings, capability.deadlineWarning, capability.emergencyRepairs],
    impact: [
      { label: { en: 'Target: obligations with a named owner', ar: 'الهدف: التزامات لها مسؤول محدد' }, percent: 95 },
      { label: { en: 'Target: evidence attached on completion', ar: 'الهدف: أدلة تُرفق عند الإنجاز' }, percent: 90 },
      { label: { en: 'Target: audit requests answered the same day', ar: 'الهدف: طلبات تدقيق يُرد عليها في اليوم نفسه' }, percent: 85 },
    ],
  },
};

/**
 * The three headline figures of each sector page; the first is the sector's menu badge (spec §9). They
 * are the capability ranges most relevant to the sector, never one customer's result.
 */
export const sectorFacts: Record<SectorId, { stats: Three<Fact> }> = {
  commercial: { stats: [savings.commercialPortfolios, savings.energy, capability.responseTime] },
  residential: { stats: [capability.responseTime, capability.firstTimeFix, capability.emergencyRepairs] },
  office: { stats: [savings.energy, capability.reportingTime, capability.responseTime] },
  industrial: { stats: [savings.downtime, savings.maintenance, capability.plannedShare] },
  medical: { stats: [capability.auditPrep, capability.inspectionFindings, savings.downtime] },
  tourism: { stats: [capability.responseTime, savings.energy, capability.firstTimeFix] },
};

/** Results the (unnamed) customers of the stories page reported after their first year. */
export const storyFacts = {
  'hospital-group': {
    results: [
      { value: { en: '96%', ar: '96%' }, label: { en: 'Statutory inspections on time in the first year', ar: 'فحوص نظامية أُنجزت في موعدها خلال السنة الأولى' } },
      { value: { en: '47%', ar: '47%' }, label: { en: 'Faster response to critical incidents', ar: 'تسريع الاستجابة للبلاغات الحرجة' } },
      { value: { en: '3 weeks', ar: '3 أسابيع' }, label: { en: 'Of audit preparation saved', ar: 'وفّرها الفريق في التحضير للتدقيق' } },
    ],
  },
  'mall-operator': {
    results: [
      { value: { en: '34%', ar: '34%' }, label: { en: 'Lower operating costs', ar: 'انخفاض تكاليف التشغيل' } },
      { value: { en: '22%', ar: '22%' }, label: { en: 'Less energy used for cooling', ar: 'انخفاض طاقة التبريد المستهلكة' } },
      { value: { en: '2.5 h', ar: '2.5 ساعة' }, label: { en: 'Average response to tenant requests', ar: 'متوسط الاستجابة لطلبات المستأجرين' } },
    ],
  },
  'residential-compound': {
    /** Resident satisfaction before the first year, the starting point of the story's headline. */
    before: { value: { en: '71%', ar: '71%' }, label: { en: 'Resident satisfaction before Siyana', ar: 'رضا السكان قبل Siyana' } },
    results: [
      { value: { en: '95%', ar: '95%' }, label: { en: 'Resident satisfaction', ar: 'رضا السكان' } },
      { value: { en: '58%', ar: '58%' }, label: { en: 'Fewer AC breakdowns in summer', ar: 'انخفاض أعطال التكييف صيفاً' } },
      { value: { en: '6 h', ar: '6 ساعات' }, label: { en: 'Average time to fix, down from 2 days', ar: 'متوسط وقت الإصلاح بعد أن كان يومين' } },
    ],
  },
  'food-manufacturer': {
    results: [
      { value: { en: '50%', ar: '50%' }, label: { en: 'Less unplanned downtime', ar: 'انخفاض التوقفات غير المخطط لها' } },
      { value: { en: '31%', ar: '31%' }, label: { en: 'Lower spend on spare parts', ar: 'انخفاض الإنفاق على قطع الغيار' } },
      { value: { en: '85%', ar: '85%' }, label: { en: 'Of maintenance work now planned', ar: 'من أعمال الصيانة أصبحت مخططة' } },
    ],
  },
  'office-portfolio': {
    results: [
      { value: { en: '15%', ar: '15%' }, label: { en: 'Productivity increase reported by tenants', ar: 'زيادة الإنتاجية وفق تقييم المستأجرين' } },
      { value: { en: '40%', ar: '40%' }, label: { en: 'More efficient use of space', ar: 'كفاءة أعلى في استغلال المساحات' } },
      { value: { en: '1 day', ar: 'يوم واحد' }, label: { en: 'To produce the owner report, not a week', ar: 'لإعداد تقرير المالك بدلاً من أسبوع' } },
    ],
  },
  'hotel-group': {
    results: [
      { value: { en: '25%', ar: '25%' }, label: { en: 'Higher guest satisfaction', ar: 'ارتفاع رضا النزلاء' } },
      { value: { en: '63%', ar: '63%' }, label: { en: 'Fewer rooms out of order in peak season', ar: 'انخفاض الغرف الخارجة عن الخدمة في الذروة' } },
      { value: { en: '35 min', ar: '35 دقيقة' }, label: { en: 'Average fix time for in-room faults', ar: 'متوسط إصلاح أعطال الغرف' } },
    ],
  },
} as const satisfies Record<string, { results: readonly WordedFact[]; before?: WordedFact }>;
