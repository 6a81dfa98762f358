import type { Course } from './courses';
import type { FeatureId } from './feature-pages';
import type { Figure, Four, Meter, Result, Three } from './page-blocks';
import type { SectorId } from './sectors';
import type { SolutionId } from './solutions';
import type { ResultFigure, StatFigure, Text } from './types';

/**
 * Every figure the site claims, once, with the words that make it true (issue 24, decisions.md "One set
 * of facts"). Pages and menus take their figures from here; `facts.test.ts` fails when a page or a message
 * states a percentage, a "+" count, a "K" or an "x" figure that is not rendered from this module.
 *
 * Where the spec gave two figures for one fact, the choice and its reason sit beside the fact:
 * - companies: 100+ (the English fact stands, decisions.md; the Arabic copy's 1000+ is dropped).
 * - cost reduction: 30-40 % is the site-wide claim (commercial portfolios, the range the sector data
 *   supports); 60 % is said only for planned care, as its upper bound; the landing page's bare "40 %" went,
 *   being the top of that range stated without it.
 * - courses: 50+ (learning centre) and 25+ (free courses) both overstate the catalogue: the count is
 *   computed from the courses the site lists.
 * - learners: 15K+ and 12K+ both exceed the enrolments of the listed courses: computed from them.
 * - system cards: each menu card states its page's headline figure (PPM 45 % lifespan, not the spec's
 *   50 % "efficiency gain" found on no page; IC 90 % faster resolution, not 75 % faster response;
 *   EM 35 % energy savings, the dedicated page's figure and the lower of the spec's 35 % / 40 %).
 * - certificates: none is held, so "ISO certified" is not claimed; the site says it follows ISO standards.
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
  if (fact.badge) return fact.badge;
  return { en: `${fact.value} ${fact.label.en.charAt(0).toLowerCase()}${fact.label.en.slice(1)}`, ar: `${fact.label.ar} ${fact.value}` };
}

/** The company itself. */
export const company = {
  /** Customer organisations running their facilities on Siyana. */
  customers: { value: '100+', label: { en: 'companies trust Siyana', ar: 'شركة تثق في Siyana' } },
} as const satisfies Record<string, Fact>;

/**
 * The organisations of the landing page's "trusted by" strip (spec §2.3: eight government and cloud
 * partners). These are the only partner names the site states; no certificate or award is held.
 */
export interface Partner {
  id: string;
  name: Text;
  kind: 'government' | 'cloud';
  /** The letter inside the monogram, from the distinctive word of the name in each language. */
  initial: Text;
  /** The outline of the partner's monogram, drawn by the site (each one different). */
  mark: 'hexagon' | 'circle' | 'square' | 'shield' | 'diamond' | 'arch' | 'octagon' | 'drop';
}

export const partners: readonly Partner[] = [
  { id: 'falak', name: { en: 'Falak Cloud', ar: 'فلك السحابية' }, kind: 'cloud', initial: { en: 'F', ar: 'ف' }, mark: 'circle' },
  { id: 'wahat', name: { en: 'Wahat Municipality', ar: 'أمانة واحات' }, kind: 'government', initial: { en: 'W', ar: 'و' }, mark: 'arch' },
  { id: 'rimal', name: { en: 'Rimal Data', ar: 'رمال للبيانات' }, kind: 'cloud', initial: { en: 'R', ar: 'ر' }, mark: 'square' },
  { id: 'qimma', name: { en: 'Qimma Authority', ar: 'هيئة قمة' }, kind: 'government', initial: { en: 'Q', ar: 'ق' }, mark: 'diamond' },
  { id: 'sarab', name: { en: 'Sarab Networks', ar: 'سراب للشبكات' }, kind: 'cloud', initial: { en: 'S', ar: 'س' }, mark: 'drop' },
  { id: 'ufuq', name: { en: 'Ufuq Development Authority', ar: 'هيئة أفق للتطوير' }, kind: 'government', initial: { en: 'U', ar: 'أ' }, mark: 'shield' },
  { id: 'dana', name: { en: 'Dana Systems', ar: 'دانة للأنظمة' }, kind: 'cloud', initial: { en: 'D', ar: 'د' }, mark: 'hexagon' },
  { id: 'nakhla', name: { en: 'Nakhla Energy Agency', ar: 'وكالة نخلة للطاقة' }, kind: 'government', initial: { en: 'N', ar: 'ن' }, mark: 'octagon' },
];

/** What support promises, in hours. */
export const support = {
  roundTheClock: { value: '24/7', label: { en: 'Support', ar: 'الدعم الفني' } },
  /** Questions, demo requests and support e-mails are answered within this many hours. */
  answerWithinHours: 24,
  /** How long an answer usually takes (the promise above is the upper bound). */
  typicalAnswerHours: '2-24',
  resolutionRate: { value: '98%', label: { en: 'Resolution rate', ar: 'نسبة الحل' } },
  questionsAnswered: { value: '500+', label: { en: 'Questions answered', ar: 'سؤال تمت الإجابة عنه' } },
  answerRating: { value: '4.9', label: { en: 'Average rating out of 5', ar: 'متوسط التقييم من 5' } },
} as const;

/** The "Guaranteed Quality" box of sector pages and the customer-success page. */
export const guarantees = {
  projectSuccess: { value: '98%', label: { en: 'Project success', ar: 'نجاح المشاريع' } },
  clientSatisfaction: { value: '95%', label: { en: 'Client satisfaction', ar: 'رضا العملاء' } },
  support: support.roundTheClock,
} as const satisfies Record<string, Fact>;

/** Savings by context: each figure is true only with its words. */
export const savings = {
  /** The site-wide cost claim (landing page, commercial sector). */
  commercialPortfolios: {
    value: '30-40%',
    label: { en: 'Lower operating costs across commercial portfolios', ar: 'خفض تكاليف التشغيل في المحافظ التجارية' },
    badge: { en: '30-40% lower operating costs', ar: 'خفض تكاليف التشغيل 30-40%' },
  },
  /** The upper bound, for planned care only. */
  plannedCare: {
    value: '60%',
    label: { en: 'Lower planned-care costs, at most', ar: 'خفض تكاليف الرعاية المخططة بحد أقصى' },
    badge: { en: 'Up to 60% lower care costs', ar: 'خفض تكاليف الرعاية حتى 60%' },
  },
  energy: { value: '35%', label: { en: 'Energy savings', ar: 'توفير الطاقة' } },
} as const satisfies Record<string, Fact>;

/** The AI page's results block (spec §2.6). */
export const aiResults: readonly ResultFigure[] = [
  {
    id: 'cost',
    percent: 42,
    label: { en: 'Cost Savings', ar: 'توفير في التكاليف' },
    description: { en: 'Less spent on energy, call-outs and emergency repairs.', ar: 'إنفاق أقل على الطاقة والزيارات الطارئة والإصلاحات العاجلة.' },
  },
  {
    id: 'response',
    percent: 67,
    label: { en: 'Response Time Reduction', ar: 'خفض زمن الاستجابة' },
    description: { en: 'From alarm to technician on site, with jobs assigned by AI.', ar: 'من لحظة الإنذار حتى وصول الفني، بفضل الإسناد الذكي للمهام.' },
  },
  {
    id: 'efficiency',
    percent: 89,
    label: { en: 'Efficiency Improvement', ar: 'تحسين الكفاءة' },
    description: { en: 'More planned work completed in every technician hour.', ar: 'إنجاز أعمال مخططة أكثر في كل ساعة عمل للفني.' },
  },
  {
    id: 'satisfaction',
    percent: 95,
    label: { en: 'Customer Satisfaction', ar: 'رضا العملاء' },
    description: { en: 'Occupants and tenants who see issues fixed the first time.', ar: 'شاغلون ومستأجرون تُحل مشكلاتهم من المرة الأولى.' },
  },
];

function aiResult(id: string): Fact {
  const result = aiResults.find((candidate) => candidate.id === id);
  if (!result) throw new Error(`Unknown AI result ${id}`);
  return { value: `${result.percent}%`, label: result.label };
}

export const ai = {
  predictionAccuracy: { value: '98.3%', label: { en: 'Prediction accuracy', ar: 'دقة التنبؤ' } },
  costSavings: aiResult('cost'),
  responseTimeReduction: aiResult('response'),
} as const satisfies Record<string, Fact>;

/** The calculators' rates live in their own small module (client islands import it); stated here too. */
export { calculatorRates, percentOf } from './calculator-rates';

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

/** Headline claims and result metrics of the six core-system pages (spec §2.8). */
export const coreSystemFacts: Record<SolutionId, { claims: readonly [Fact, ...Fact[]]; results: Four<Result> }> = {
  ppc: {
    claims: [
      savings.plannedCare,
      { value: '95%', label: { en: 'Uptime increase', ar: 'زيادة وقت التشغيل' } },
      { value: '24/7', label: { en: 'Monitoring', ar: 'مراقبة مستمرة' } },
    ],
    results: [
      {
        value: '70%',
        label: { en: 'Fewer emergency call-outs', ar: 'استدعاءات طارئة أقل' },
        description: {
          en: 'Problems are found on routine visits, not reported by occupants.',
          ar: 'تُكتشف المشكلات خلال الزيارات الدورية، لا من بلاغات الشاغلين.',
        },
      },
      {
        value: '25%',
        label: { en: 'Longer time between major repairs', ar: 'فترات أطول بين الإصلاحات الكبرى' },
        description: {
          en: 'Regular care keeps equipment within its design conditions.',
          ar: 'الرعاية المنتظمة تُبقي المعدات ضمن ظروف تشغيلها التصميمية.',
        },
      },
      {
        value: '97%',
        label: { en: 'Care visits on time', ar: 'زيارات رعاية في موعدها' },
        description: {
          en: 'Measured every week, across every site and contractor.',
          ar: 'تُقاس كل أسبوع، في كل المواقع ولدى كل المقاولين.',
        },
      },
      {
        value: '50%',
        label: { en: 'Fewer occupant complaints', ar: 'شكاوى أقل من الشاغلين' },
        description: {
          en: 'Spaces stay clean, cool and in working order between visits.',
          ar: 'تبقى المساحات نظيفة وباردة وفي حالة تشغيل جيدة بين الزيارات.',
        },
      },
    ],
  },
  ppm: {
    claims: [
      { value: '45%', label: { en: 'Longer asset lifespan', ar: 'إطالة عمر الأصول' } },
      { value: '80%', label: { en: 'Downtime reduction', ar: 'خفض التوقفات' } },
      { value: '99%', label: { en: 'Reliability', ar: 'الموثوقية' } },
    ],
    results: [
      {
        value: '80%',
        label: { en: 'Planned share of maintenance', ar: 'حصة الصيانة المخططة' },
        description: {
          en: 'Most work is known in advance, so days run to plan.',
          ar: 'معظم العمل معروف مسبقاً، فتسير الأيام وفق الخطة.',
        },
      },
      {
        value: '94%',
        label: { en: 'Tasks completed on schedule', ar: 'مهام تُنجز في موعدها' },
        description: {
          en: 'For in-house teams and contractors alike.',
          ar: 'لدى الفرق الداخلية والمقاولين على حد سواء.',
        },
      },
      {
        value: '35%',
        label: { en: 'Lower repair spend', ar: 'خفض نفقات الإصلاح' },
        description: {
          en: 'Fewer major failures mean fewer expensive replacement parts.',
          ar: 'أعطال كبرى أقل تعني قطع استبدال مكلفة أقل.',
        },
      },
      {
        value: '100%',
        label: { en: 'Warranty services logged', ar: 'خدمات ضمان موثقة' },
        description: {
          en: 'Every manufacturer-required visit is on record.',
          ar: 'كل زيارة يشترطها المصنّع مسجلة.',
        },
      },
    ],
  },
  ic: {
    claims: [
      { value: '90%', label: { en: 'Faster resolution', ar: 'معالجة أسرع' } },
      { value: '99.8%', label: { en: 'Response rate', ar: 'معدل الاستجابة' } },
      { value: '24/7', label: { en: 'Monitoring', ar: 'مراقبة مستمرة' } },
    ],
    results: [
      {
        value: '60%',
        label: { en: 'Fewer repeat incidents', ar: 'بلاغات متكررة أقل' },
        description: {
          en: 'Root causes are fixed, not just the symptoms.',
          ar: 'تُعالج الأسباب الجذرية لا الأعراض فقط.',
        },
      },
      {
        value: '100%',
        label: { en: 'Critical incidents acknowledged', ar: 'بلاغات حرجة تم تسلّمها' },
        description: {
          en: 'No alarm goes unanswered, day or night.',
          ar: 'لا يبقى إنذار دون استجابة، ليلاً أو نهاراً.',
        },
      },
      {
        value: '75%',
        label: { en: 'Fewer status calls', ar: 'مكالمات استفسار أقل' },
        description: {
          en: 'Automatic updates replace phone calls to the helpdesk.',
          ar: 'التحديثات التلقائية تغني عن الاتصال بمكتب المساعدة.',
        },
      },
      {
        value: '85%',
        label: { en: 'Incidents closed on the first visit', ar: 'بلاغات تُغلق من الزيارة الأولى' },
        description: {
          en: 'Responders arrive briefed, with the history and photos on their phone.',
          ar: 'يصل المستجيبون وهم على علم بالتفاصيل، والسجل والصور على هواتفهم.',
        },
      },
    ],
  },
  em: {
    claims: [
      savings.energy,
      { value: '50%', label: { en: 'Carbon reduction', ar: 'خفض الانبعاثات الكربونية' } },
    ],
    results: [
      {
        value: '25%',
        label: { en: 'Lower peak demand', ar: 'خفض أحمال الذروة' },
        description: {
          en: 'Load moves away from the hottest afternoon hours.',
          ar: 'تتوزع الأحمال بعيداً عن ساعات الظهيرة الأشد حرارة.',
        },
      },
      {
        value: '20%',
        label: { en: 'Less chilled water used', ar: 'استهلاك أقل للمياه المبردة' },
        description: {
          en: 'Chillers are sequenced to the real cooling load.',
          ar: 'تعمل المبردات وفق حمل التبريد الفعلي.',
        },
      },
      {
        value: '100%',
        label: { en: 'Savings verified', ar: 'توفير تم التحقق منه' },
        description: {
          en: 'Each measure is checked against a weather-adjusted baseline.',
          ar: 'يُقارن كل إجراء بخط أساس معدّل حسب الطقس.',
        },
      },
      {
        value: '18',
        label: { en: 'Months to payback, on average', ar: 'متوسط أشهر استرداد التكلفة' },
        description: {
          en: 'Savings cover the investment within the standard payback period.',
          ar: 'يغطي التوفير قيمة الاستثمار خلال فترة الاسترداد المعتادة.',
        },
      },
    ],
  },
  sm: {
    claims: [
      { value: '40%', label: { en: 'Better space utilization', ar: 'تحسين استغلال المساحات' } },
      { value: '85%', label: { en: 'Occupancy', ar: 'نسبة الإشغال' } },
    ],
    results: [
      {
        value: '25%',
        label: { en: 'Lower real-estate cost', ar: 'خفض تكاليف العقارات' },
        description: {
          en: 'Underused floors are consolidated before leases come up for renewal.',
          ar: 'تُدمج الطوابق غير المستغلة قبل حلول موعد تجديد عقود الإيجار.',
        },
      },
      {
        value: '30%',
        label: { en: 'Fewer wasted bookings', ar: 'حجوزات مهدرة أقل' },
        description: {
          en: 'Rooms are released automatically when nobody turns up.',
          ar: 'تُحرَّر القاعات تلقائياً عند عدم حضور أحد.',
        },
      },
      {
        value: '100%',
        label: { en: 'Floor plans up to date', ar: 'مخططات طوابق محدّثة' },
        description: {
          en: 'Every move and change is reflected on the plans.',
          ar: 'كل نقل أو تغيير ينعكس على المخططات.',
        },
      },
      {
        value: '15%',
        label: { en: 'Lower cleaning and energy costs', ar: 'خفض تكاليف النظافة والطاقة' },
        description: {
          en: 'Services follow actual occupancy instead of a fixed timetable.',
          ar: 'تتبع الخدمات الإشغال الفعلي بدلاً من جدول ثابت.',
        },
      },
    ],
  },
  cm: {
    claims: [
      { value: '100%', label: { en: 'Compliance', ar: 'امتثال كامل' } },
      { value: '90%', label: { en: 'Time savings', ar: 'توفير في الوقت' } },
      { value: '0', label: { en: 'Violations', ar: 'مخالفات' } },
    ],
    results: [
      {
        value: '0',
        label: { en: 'Missed renewals', ar: 'تجديدات فائتة' },
        description: {
          en: 'Licences and certificates are renewed before they lapse.',
          ar: 'تُجدَّد الرخص والشهادات قبل انتهاء صلاحيتها.',
        },
      },
      {
        value: '1',
        label: { en: 'Day to prepare for an audit', ar: 'يوم واحد للاستعداد لأي تدقيق' },
        description: {
          en: 'Instead of the two weeks of searching it used to take.',
          ar: 'بدلاً من أسبوعين من البحث كما كان الحال سابقاً.',
        },
      },
      {
        value: '70%',
        label: { en: 'Fewer inspection findings', ar: 'ملاحظات تفتيش أقل' },
        description: {
          en: 'Issues are corrected during routine checks, before the inspector arrives.',
          ar: 'تُصحَّح المشكلات أثناء الفحوصات الدورية قبل وصول المفتش.',
        },
      },
      {
        value: '100%',
        label: { en: 'Contractors verified before work', ar: 'مقاولون تم التحقق منهم قبل العمل' },
        description: {
          en: 'Insurance, licences and training are checked every time.',
          ar: 'يُتحقق من التأمين والرخص والتدريب في كل مرة.',
        },
      },
    ],
  },
};

/** Stats and impact meters of the ten platform feature pages. */
export const featureFacts: Record<FeatureId, { stats: Four<Fact>; impact: Three<Meter> }> = {
  'work-order': {
    stats: [
      { value: '45%', label: { en: 'Faster response times', ar: 'استجابة أسرع' } },
      { value: '30%', label: { en: 'More jobs per technician each day', ar: 'مهام أكثر لكل فني يومياً' } },
      { value: '100%', label: { en: 'Jobs closed with photo evidence', ar: 'مهام تُغلق بإثبات مصوّر' } },
      { value: '24/7', label: { en: 'Request intake', ar: 'استقبال الطلبات' } },
    ],
    impact: [
      { label: { en: 'Requests answered within SLA', ar: 'طلبات يُستجاب لها ضمن مستوى الخدمة' }, percent: 94 },
      { label: { en: 'Jobs dispatched automatically', ar: 'مهام تُسند تلقائياً' }, percent: 80 },
      { label: { en: 'Paper forms retired', ar: 'نماذج ورقية تم الاستغناء عنها' }, percent: 100 },
    ],
  },
  preventive: {
    stats: [
      { value: '70%', label: { en: 'Fewer emergency repairs', ar: 'إصلاحات طارئة أقل' } },
      { value: '25%', label: { en: 'Lower maintenance costs', ar: 'خفض تكاليف الصيانة' } },
      { value: '30%', label: { en: 'Longer asset life', ar: 'عمر أطول للأصول' } },
      { value: '98%', label: { en: 'Plan compliance', ar: 'الالتزام بالخطط' } },
    ],
    impact: [
      { label: { en: 'Planned share of maintenance hours', ar: 'حصة الصيانة المخططة من ساعات العمل' }, percent: 80 },
      { label: { en: 'Assets covered by a plan', ar: 'أصول تشملها خطة صيانة' }, percent: 100 },
      { label: { en: 'Tasks generated automatically', ar: 'مهام تُنشأ تلقائياً' }, percent: 95 },
    ],
  },
  asset: {
    stats: [
      { value: '100%', label: { en: 'Asset visibility', ar: 'وضوح كامل للأصول' } },
      { value: '20%', label: { en: 'Lower capital spend', ar: 'خفض الإنفاق الرأسمالي' } },
      { value: '35%', label: { en: 'Fewer lost or idle assets', ar: 'أصول مفقودة أو معطلة أقل' } },
      { value: '60%', label: { en: 'Faster asset audits', ar: 'جرد أسرع للأصول' } },
    ],
    impact: [
      { label: { en: 'Assets tagged and located', ar: 'أصول مرمّزة ومحددة الموقع' }, percent: 100 },
      { label: { en: 'Assets with a condition score', ar: 'أصول لها مؤشر حالة' }, percent: 92 },
      { label: { en: 'Records with complete documents', ar: 'سجلات مستنداتها مكتملة' }, percent: 85 },
    ],
  },
  analytics: {
    stats: [
      { value: '50+', label: { en: 'Ready-made KPIs', ar: 'مؤشر أداء جاهز' } },
      { value: '75%', label: { en: 'Less time spent on reporting', ar: 'وقت أقل لإعداد التقارير' } },
      { value: '100%', label: { en: 'Figures from live operations', ar: 'أرقام من العمليات المباشرة' } },
      { value: '24/7', label: { en: 'Live dashboards', ar: 'لوحات متابعة مباشرة' } },
    ],
    impact: [
      { label: { en: 'Recurring reports automated', ar: 'تقارير دورية مؤتمتة' }, percent: 90 },
      { label: { en: 'KPIs updated in real time', ar: 'مؤشرات تُحدَّث لحظياً' }, percent: 100 },
      { label: { en: 'Sites benchmarked monthly', ar: 'مواقع تُقارن شهرياً' }, percent: 85 },
    ],
  },
  mobile: {
    stats: [
      { value: '30%', label: { en: 'More jobs completed per shift', ar: 'مهام منجزة أكثر في كل وردية' } },
      { value: '90%', label: { en: 'Less paperwork', ar: 'أعمال ورقية أقل' } },
      { value: '60%', label: { en: 'Faster job close-out', ar: 'إغلاق أسرع للمهام' } },
      { value: '100%', label: { en: 'Usable offline', ar: 'يعمل دون اتصال' } },
    ],
    impact: [
      { label: { en: 'Jobs closed from the field', ar: 'مهام تُغلق من الموقع' }, percent: 95 },
      { label: { en: 'Paper forms replaced', ar: 'نماذج ورقية تم استبدالها' }, percent: 90 },
      { label: { en: 'Checklists completed in full', ar: 'قوائم تحقق مكتملة بالكامل' }, percent: 98 },
    ],
  },
  ai: {
    stats: [
      ai.predictionAccuracy,
      ai.costSavings,
      ai.responseTimeReduction,
      { value: '40%', label: { en: 'Fewer unplanned failures', ar: 'أعطال غير مخططة أقل' } },
    ],
    impact: [
      { label: { en: 'Failures flagged in advance', ar: 'أعطال يُنبَّه إليها مسبقاً' }, percent: 85 },
      { label: { en: 'Duplicate requests merged', ar: 'طلبات مكررة تم دمجها' }, percent: 90 },
      { label: { en: 'Work orders prioritised automatically', ar: 'أوامر عمل تُرتَّب أولويتها تلقائياً' }, percent: 100 },
    ],
  },
  team: {
    stats: [
      { value: '25%', label: { en: 'Higher technician productivity', ar: 'إنتاجية أعلى للفنيين' } },
      { value: '30%', label: { en: 'Less overtime', ar: 'ساعات عمل إضافية أقل' } },
      { value: '85%', label: { en: 'First-time fix rate', ar: 'نسبة الإصلاح من المرة الأولى' } },
      { value: '100%', label: { en: 'Certifications tracked', ar: 'شهادات تحت المتابعة' } },
    ],
    impact: [
      { label: { en: 'Jobs matched to qualified staff', ar: 'مهام تُسند إلى كوادر مؤهلة' }, percent: 100 },
      { label: { en: 'Shifts planned two weeks ahead', ar: 'ورديات مخططة قبل أسبوعين' }, percent: 90 },
      { label: { en: 'Technicians rated after each job', ar: 'فنيون يُقيَّمون بعد كل مهمة' }, percent: 95 },
    ],
  },
  scheduling: {
    stats: [
      { value: '35%', label: { en: 'Less travel time', ar: 'وقت تنقل أقل' } },
      { value: '20%', label: { en: 'More jobs per day', ar: 'مهام أكثر يومياً' } },
      { value: '90%', label: { en: 'Less time spent planning', ar: 'وقت أقل في التخطيط' } },
      { value: '95%', label: { en: 'Appointments kept', ar: 'مواعيد يُلتزم بها' } },
    ],
    impact: [
      { label: { en: 'Jobs scheduled automatically', ar: 'مهام تُجدول تلقائياً' }, percent: 85 },
      { label: { en: 'Technician time on the tools', ar: 'وقت الفنيين في العمل الفعلي' }, percent: 75 },
      { label: { en: 'Plans accepted without changes', ar: 'خطط تُعتمد دون تعديل' }, percent: 80 },
    ],
  },
  energy: {
    stats: [
      savings.energy,
      { value: '30%', label: { en: 'Lower peak demand', ar: 'خفض أحمال الذروة' } },
      { value: '20%', label: { en: 'Lower water use', ar: 'خفض استهلاك المياه' } },
      { value: '24/7', label: { en: 'Consumption monitoring', ar: 'مراقبة الاستهلاك' } },
    ],
    impact: [
      { label: { en: 'Sites metered in real time', ar: 'مواقع تُقاس لحظياً' }, percent: 100 },
      { label: { en: 'Alerts turned into work orders', ar: 'تنبيهات تحولت إلى أوامر عمل' }, percent: 90 },
      { label: { en: 'Cooling hours matched to occupancy', ar: 'ساعات تبريد مطابقة للإشغال' }, percent: 85 },
    ],
  },
  compliance: {
    stats: [
      { value: '100%', label: { en: 'Compliance rate', ar: 'نسبة الامتثال' } },
      { value: '0', label: { en: 'Missed inspections', ar: 'فحوصات فائتة' } },
      { value: '80%', label: { en: 'Less audit preparation time', ar: 'وقت أقل للاستعداد للتدقيق' } },
      { value: '30', label: { en: 'Days of warning before each deadline', ar: 'يوماً من التنبيه المسبق قبل كل موعد' } },
    ],
    impact: [
      { label: { en: 'Obligations with a named owner', ar: 'التزامات لها مسؤول محدد' }, percent: 100 },
      { label: { en: 'Evidence attached on completion', ar: 'أدلة تُرفق عند الإنجاز' }, percent: 98 },
      { label: { en: 'Audit requests answered the same day', ar: 'طلبات تدقيق يُرد عليها في اليوم نفسه' }, percent: 95 },
    ],
  },
};

/** The three headline figures of each sector page; the first is the sector's menu badge (spec §9). */
export const sectorFacts: Record<SectorId, { stats: Three<Fact> }> = {
  commercial: {
    stats: [
      savings.commercialPortfolios,
      { value: '50%', label: { en: 'Faster response to tenant requests', ar: 'استجابة أسرع لطلبات المستأجرين' } },
      { value: '24/7', label: { en: 'Monitoring of critical plant', ar: 'مراقبة المعدات الحرجة' } },
    ],
  },
  residential: {
    stats: [
      { value: '95%', label: { en: 'Resident satisfaction', ar: 'رضا السكان' } },
      { value: '40%', label: { en: 'Fewer repeat call-outs', ar: 'انخفاض البلاغات المتكررة' } },
      { value: '24/7', label: { en: 'Request intake', ar: 'استقبال الطلبات' } },
    ],
  },
  office: {
    stats: [
      { value: '15%', label: { en: 'Productivity increase', ar: 'زيادة الإنتاجية' } },
      { value: '25%', label: { en: 'Less energy per workstation', ar: 'طاقة أقل لكل مكتب عمل' } },
      { value: '90%', label: { en: 'Requests fixed within SLA', ar: 'طلبات تُنجز ضمن مستوى الخدمة' } },
    ],
  },
  industrial: {
    stats: [
      { value: '50%', label: { en: 'Downtime reduction', ar: 'خفض التوقفات' } },
      { value: '30%', label: { en: 'Less spare-parts inventory', ar: 'خفض مخزون قطع الغيار' } },
      { value: '92%', label: { en: 'Planned jobs done on schedule', ar: 'مهام مخططة تُنجز في موعدها' } },
    ],
  },
  medical: {
    stats: [
      { value: '100%', label: { en: 'Compliance rate', ar: 'نسبة الامتثال' } },
      { value: '99%', label: { en: 'Uptime of critical systems', ar: 'جاهزية الأنظمة الحرجة' } },
      { value: '24/7', label: { en: 'Alarm monitoring', ar: 'مراقبة الإنذارات' } },
    ],
  },
  tourism: {
    stats: [
      { value: '25%', label: { en: 'Increase in guest satisfaction', ar: 'زيادة رضا الضيوف' } },
      { value: '35%', label: { en: 'Fewer out-of-order rooms', ar: 'انخفاض الغرف الخارجة عن الخدمة' } },
      { value: '24/7', label: { en: 'Engineering on call', ar: 'فريق هندسي مناوب' } },
    ],
  },
};

/** Results the (unnamed) customers of the stories page reported after their first year. */
export const storyFacts = {
  'hospital-group': {
    results: [
      { value: { en: '100%', ar: '100%' }, label: { en: 'Compliance rate at the last audit', ar: 'نسبة الامتثال في آخر تدقيق' } },
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
