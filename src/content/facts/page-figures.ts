import type { CoreSystemId } from '../core-systems';
import type { Four, Meter, Result, Three } from '../page-blocks';
import type { PlatformFeatureId } from '../platform-features';
import type { SectorId } from '../sectors';
import type { Text } from '../types';
import { capability, savings } from './data';
import type { Fact, WordedFact } from './policy';

/** The figure sets of each product page and of the stories, built from the site-wide claims (data.ts). */

/** A capability figure with the sentence a result card adds. */
function result(fact: Fact, description: Text): Result {
  return { value: fact.value, label: fact.label, description };
}

/**
 * Headline claims and result metrics of the six core-system pages. Ranges with their
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
 * The three headline figures of each sector page; the first is the sector's menu badge. They
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
