import type { IconName } from '@/lib/icon-names';
import { ai, capability, savings, support } from './facts';
import { solutions, type SolutionId } from './solutions';
import type { Text } from './types';

export const trustIndicators: Text[] = [
  { en: 'Free 30-minute demo on your own sites', ar: 'عرض توضيحي مجاني مدته 30 دقيقة على مواقعك' },
  { en: 'Published prices in SAR', ar: 'أسعار معلنة بالريال' },
  { en: 'Support Sunday-Thursday, 9:00-18:00 Riyadh time', ar: 'الدعم من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض' },
];

/**
 * Static sample figures of the hero's dashboard mockup (spec §9). Figures with a unit are written per
 * language; the accuracy and energy figures are the site's claims, so they come from the facts module.
 */
export const dashboardFigures = {
  activeRequests: '24',
  averageResponse: { en: '2.3 h', ar: '2.3 ساعة' },
  aiAccuracy: '91%',
  cameras: '247',
  sensors: '847',
  energySaved: '12%',
  learning: 92,
  predicting: 98,
  load: { en: '1.2 MW', ar: '1.2 ميجاواط' },
} as const satisfies Record<string, string | number | Text>;


export const platformFeatureIds = [
  'work-order',
  'preventive',
  'asset',
  'analytics',
  'mobile',
  'ai',
  'team',
  'scheduling',
  'energy',
  'compliance',
] as const;
export type PlatformFeatureId = (typeof platformFeatureIds)[number];

export type MockupType = 'list' | 'bar' | 'line' | 'donut' | 'progress' | 'column' | 'calendar' | 'wave' | 'gauge';

export interface Mockup {
  type: MockupType;
  title: Text;
  /** A bare figure, or a figure with a unit written per language. */
  mainNumber: string | Text;
  subtitle: Text;
  /** list and progress rows, donut slices, bar/column labels: label + value (0-100). */
  items: { label: Text; value: number; note?: Text }[];
}

export interface PlatformFeature {
  id: PlatformFeatureId;
  icon: IconName;
  title: Text;
  description: Text;
  badge: Text;
  mainTitle: Text;
  mainDescription: Text;
  mockup: Mockup;
}

const weekdays: Text[] = [
  { en: 'Sun', ar: 'الأحد' },
  { en: 'Mon', ar: 'الاثنين' },
  { en: 'Tue', ar: 'الثلاثاء' },
  { en: 'Wed', ar: 'الأربعاء' },
  { en: 'Thu', ar: 'الخميس' },
  { en: 'Fri', ar: 'الجمعة' },
  { en: 'Sat', ar: 'السبت' },
];

/** The ten tiles of the landing page's platform feature explorer, in the spec's order. */
export const platformFeatures: PlatformFeature[] = [
  {
    id: 'work-order',
    icon: 'ClipboardList',
    title: { en: 'Work Order Management', ar: 'إدارة أوامر العمل' },
    description: { en: 'Create, assign and close jobs fast', ar: 'أنشئ المهام ووزّعها وأغلقها بسرعة' },
    badge: { en: 'Work orders', ar: 'أوامر العمل' },
    mainTitle: { en: 'Every request, from report to sign-off', ar: 'كل بلاغ من لحظة تسجيله حتى اعتماده' },
    mainDescription: {
      en: 'Tenants report faults by app or QR code, the platform routes each job to the right technician with its SLA, and supervisors approve the work with photos from site.',
      ar: 'يبلغ المستأجرون عن الأعطال عبر التطبيق أو رمز QR، وتوجّه المنصة كل مهمة إلى الفني المناسب مع اتفاقية مستوى الخدمة، ويعتمد المشرفون العمل بصور من الموقع.',
    },
    mockup: {
      type: 'list',
      title: { en: 'Open work orders', ar: 'أوامر العمل المفتوحة' },
      mainNumber: '24',
      subtitle: { en: 'active requests today', ar: 'طلباً نشطاً اليوم' },
      items: [
        { label: { en: 'Chiller 2 — high pressure', ar: 'المبرّد 2 — ضغط مرتفع' }, value: 90, note: { en: 'Urgent', ar: 'عاجل' } },
        { label: { en: 'Lobby lighting fault', ar: 'عطل إنارة الردهة' }, value: 60, note: { en: 'Assigned', ar: 'تم الإسناد' } },
        { label: { en: 'Lift 3 door sensor', ar: 'حساس باب المصعد 3' }, value: 40, note: { en: 'In progress', ar: 'قيد التنفيذ' } },
        { label: { en: 'Leak in parking B1', ar: 'تسرب في موقف B1' }, value: 20, note: { en: 'Done', ar: 'منجز' } },
      ],
    },
  },
  {
    id: 'preventive',
    icon: 'CalendarClock',
    title: { en: 'Preventive Maintenance', ar: 'الصيانة الوقائية' },
    description: { en: 'Stop breakdowns before they start', ar: 'أوقف الأعطال قبل حدوثها' },
    badge: { en: 'Preventive', ar: 'وقائية' },
    mainTitle: { en: 'Maintenance plans that run themselves', ar: 'خطط صيانة تعمل من تلقاء نفسها' },
    mainDescription: {
      en: 'Build PPM plans by calendar, run hours or meter readings. Jobs are generated, assigned and reminded automatically, so nothing slips in the summer peak.',
      ar: 'أنشئ خطط الصيانة الوقائية حسب التقويم أو ساعات التشغيل أو قراءات العدادات، وتتولى المنصة إنشاء المهام وإسنادها والتذكير بها تلقائياً حتى لا يفوتك شيء في ذروة الصيف.',
    },
    mockup: {
      type: 'calendar',
      title: { en: 'This week’s PPM plan', ar: 'خطة الصيانة لهذا الأسبوع' },
      mainNumber: '38',
      subtitle: { en: 'tasks scheduled', ar: 'مهمة مجدولة' },
      items: weekdays.map((label, index) => ({ label, value: [6, 8, 5, 7, 9, 0, 3][index] ?? 0 })),
    },
  },
  {
    id: 'asset',
    icon: 'Package',
    title: { en: 'Asset Management', ar: 'إدارة الأصول' },
    description: { en: 'Know the health of every asset', ar: 'اعرف حالة كل أصل لديك' },
    badge: { en: 'Assets', ar: 'الأصول' },
    mainTitle: { en: 'A live register of every asset you own', ar: 'سجل حي لكل أصل تملكه' },
    mainDescription: {
      en: 'Tag chillers, pumps, lifts and generators with QR labels, keep their history, warranties and spare parts in one place, and see which ones need attention first.',
      ar: 'ضع ملصقات QR على المبردات والمضخات والمصاعد والمولدات، واحفظ سجلها وضماناتها وقطع غيارها في مكان واحد، واعرف أيها يحتاج إلى الاهتمام أولاً.',
    },
    mockup: {
      type: 'donut',
      title: { en: 'Asset health', ar: 'حالة الأصول' },
      mainNumber: '1,284',
      subtitle: { en: 'tracked assets', ar: 'أصلاً متتبعاً' },
      items: [
        { label: { en: 'Good', ar: 'جيدة' }, value: 72 },
        { label: { en: 'Watch', ar: 'تحت المراقبة' }, value: 20 },
        { label: { en: 'Critical', ar: 'حرجة' }, value: 8 },
      ],
    },
  },
  {
    id: 'analytics',
    icon: 'BarChart3',
    title: { en: 'Analytics & Reports', ar: 'التحليلات والتقارير' },
    description: { en: 'Decisions backed by real data', ar: 'قرارات مبنية على بيانات حقيقية' },
    badge: { en: 'Analytics', ar: 'التحليلات' },
    mainTitle: { en: 'Reports your board will actually read', ar: 'تقارير تقرؤها الإدارة فعلاً' },
    mainDescription: {
      en: 'Track cost per site, SLA compliance and technician productivity on live dashboards, and send monthly reports to owners without touching a spreadsheet.',
      ar: 'تابع التكلفة لكل موقع والالتزام باتفاقيات مستوى الخدمة وإنتاجية الفنيين عبر لوحات مباشرة، وأرسل التقارير الشهرية للملاك دون الحاجة إلى جداول البيانات.',
    },
    mockup: {
      type: 'bar',
      title: { en: 'Maintenance cost by site', ar: 'تكلفة الصيانة حسب الموقع' },
      mainNumber: '-18%',
      subtitle: { en: 'versus last quarter', ar: 'مقارنة بالربع الماضي' },
      items: [
        { label: { en: 'Riyadh HQ', ar: 'مقر الرياض' }, value: 82 },
        { label: { en: 'Jeddah Mall', ar: 'مول جدة' }, value: 64 },
        { label: { en: 'Dammam Plant', ar: 'مصنع الدمام' }, value: 48 },
        { label: { en: 'Khobar Tower', ar: 'برج الخبر' }, value: 35 },
      ],
    },
  },
  {
    id: 'mobile',
    icon: 'Smartphone',
    title: { en: 'Mobile App', ar: 'تطبيق الجوال' },
    description: { en: 'Your technicians, fully connected', ar: 'فنيوك على اتصال دائم' },
    badge: { en: 'Mobile', ar: 'الجوال' },
    mainTitle: { en: 'The whole job in a technician’s pocket', ar: 'المهمة كاملة في جيب الفني' },
    mainDescription: {
      en: 'Technicians receive jobs, scan asset codes, follow checklists, capture photos and signatures, and work offline in basements and plant rooms, in Arabic or English.',
      ar: 'يستلم الفنيون المهام ويمسحون رموز الأصول ويتبعون قوائم الفحص ويلتقطون الصور والتواقيع، ويعملون دون اتصال في الأقبية وغرف المعدات، بالعربية أو الإنجليزية.',
    },
    mockup: {
      type: 'list',
      title: { en: 'My jobs today', ar: 'مهامي اليوم' },
      mainNumber: '7',
      subtitle: { en: 'jobs assigned to you', ar: 'مهام مسندة إليك' },
      items: [
        { label: { en: 'AHU-4 filter change', ar: 'تغيير فلتر وحدة التكييف 4' }, value: 100, note: { en: 'Done', ar: 'منجز' } },
        { label: { en: 'Fire pump weekly test', ar: 'الاختبار الأسبوعي لمضخة الحريق' }, value: 60, note: { en: 'Now', ar: 'الآن' } },
        { label: { en: 'Generator oil check', ar: 'فحص زيت المولد' }, value: 30, note: { en: '14:00', ar: '14:00' } },
      ],
    },
  },
  {
    id: 'ai',
    icon: 'BrainCircuit',
    title: { en: 'AI Integration', ar: 'تكامل الذكاء الاصطناعي' },
    description: { en: 'Predict failures, not just react', ar: 'تنبأ بالأعطال بدلاً من ملاحقتها' },
    badge: { en: 'AI', ar: 'الذكاء الاصطناعي' },
    mainTitle: { en: 'AI that spots failures weeks ahead', ar: 'ذكاء اصطناعي يكتشف الأعطال قبل أسابيع' },
    mainDescription: {
      en: 'Models trained on sensor data and work history flag the assets most likely to fail, suggest the fix and raise the work order before tenants feel a thing.',
      ar: 'نماذج مدرّبة على بيانات الحساسات وسجل الأعمال تحدد الأصول الأكثر عرضة للعطل، وتقترح الحل، وتنشئ أمر العمل قبل أن يشعر المستأجرون بأي خلل.',
    },
    mockup: {
      type: 'line',
      title: { en: 'Early warnings', ar: 'تنبيهات مبكرة' },
      mainNumber: ai.earlyWarning.value,
      subtitle: { en: 'Weeks of warning on a developing fault (sample data)', ar: 'أسابيع من التنبيه لعطل يتكوّن (بيانات نموذجية)' },
      items: [62, 70, 74, 81, 86, 90, 94, 98].map((value, index) => ({ label: { en: `W${index + 1}`, ar: `أ${index + 1}` }, value })),
    },
  },
  {
    id: 'team',
    icon: 'Users',
    title: { en: 'Team Management', ar: 'إدارة الفرق' },
    description: { en: 'The right people on the right job', ar: 'الشخص المناسب للمهمة المناسبة' },
    badge: { en: 'Teams', ar: 'الفرق' },
    mainTitle: { en: 'Balanced workloads, in-house and contractors', ar: 'توزيع متوازن للعمل بين فرقك والمقاولين' },
    mainDescription: {
      en: 'See who is on shift, their skills and their load, assign by trade and location, and measure contractors against their contracts.',
      ar: 'اعرف من في المناوبة ومهاراته وحجم عمله، ووزّع المهام حسب التخصص والموقع، وقِس أداء المقاولين وفق عقودهم.',
    },
    mockup: {
      type: 'column',
      title: { en: 'Jobs closed per technician', ar: 'المهام المنجزة لكل فني' },
      mainNumber: '156',
      subtitle: { en: 'jobs closed this week', ar: 'مهمة منجزة هذا الأسبوع' },
      items: [
        { label: { en: 'Omar', ar: 'عمر' }, value: 88 },
        { label: { en: 'Faisal', ar: 'فيصل' }, value: 72 },
        { label: { en: 'Sara', ar: 'سارة' }, value: 95 },
        { label: { en: 'Khalid', ar: 'خالد' }, value: 64 },
        { label: { en: 'Noura', ar: 'نورة' }, value: 80 },
      ],
    },
  },
  {
    id: 'scheduling',
    icon: 'Gauge',
    title: { en: 'Smart Scheduling', ar: 'الجدولة الذكية' },
    description: { en: 'Plans that adapt to your day', ar: 'جداول تتكيف مع يومك' },
    badge: { en: 'Scheduling', ar: 'الجدولة' },
    mainTitle: { en: 'Schedules that rearrange themselves', ar: 'جداول تعيد ترتيب نفسها' },
    mainDescription: {
      en: 'When an urgent job lands, smart scheduling reshuffles routes and shifts, respects prayer times and working hours, and keeps planned work on track.',
      ar: 'عند وصول مهمة عاجلة تعيد الجدولة الذكية ترتيب المسارات والمناوبات، مع مراعاة أوقات الصلاة وساعات العمل، وتُبقي الأعمال المخططة في موعدها.',
    },
    mockup: {
      type: 'progress',
      title: { en: 'Schedule adherence', ar: 'الالتزام بالجدول' },
      mainNumber: '94%',
      subtitle: { en: 'jobs started on time', ar: 'من المهام بدأت في موعدها' },
      items: [
        { label: { en: 'HVAC', ar: 'التكييف' }, value: 96 },
        { label: { en: 'Electrical', ar: 'الكهرباء' }, value: 91 },
        { label: { en: 'Plumbing', ar: 'السباكة' }, value: 88 },
        { label: { en: 'Cleaning', ar: 'النظافة' }, value: 99 },
      ],
    },
  },
  {
    id: 'energy',
    icon: 'Zap',
    title: { en: 'Energy Management', ar: 'إدارة الطاقة' },
    description: { en: 'Cut consumption with IoT data', ar: 'خفّض الاستهلاك ببيانات إنترنت الأشياء' },
    badge: { en: 'Energy', ar: 'الطاقة' },
    mainTitle: { en: 'See every kilowatt, save the ones you waste', ar: 'راقب كل كيلوواط ووفّر ما يُهدر منها' },
    mainDescription: {
      en: 'IoT meters stream consumption per floor and system, AI finds waste such as cooling empty spaces at night, and alerts tell you before the bill does.',
      ar: 'ترسل العدادات الذكية الاستهلاك لكل طابق ونظام لحظة بلحظة، ويكتشف الذكاء الاصطناعي الهدر مثل تبريد المساحات الفارغة ليلاً، وتنبهك التنبيهات قبل أن تفاجئك الفاتورة.',
    },
    mockup: {
      type: 'wave',
      title: { en: 'Building load (sample data)', ar: 'الحمل الكهربائي (بيانات نموذجية)' },
      mainNumber: { en: '1.2 MW', ar: '1.2 ميجاواط' },
      subtitle: { en: `${savings.energy.value} energy saved this year`, ar: `توفير ${savings.energy.value} من الطاقة هذا العام` },
      items: [40, 55, 48, 70, 62, 80, 58, 66, 45, 52].map((value, index) => ({ label: { en: `${index * 2}:00`, ar: `${index * 2}:00` }, value })),
    },
  },
  {
    id: 'compliance',
    icon: 'ShieldCheck',
    title: { en: 'Compliance Tracking', ar: 'متابعة الامتثال' },
    description: { en: 'Audit-ready, every day', ar: 'جاهز للتدقيق في أي يوم' },
    badge: { en: 'Compliance', ar: 'الامتثال' },
    mainTitle: { en: 'Inspections and permits never expire unnoticed', ar: 'لا تنتهي صلاحية فحص أو تصريح دون علمك' },
    mainDescription: {
      en: 'Civil defence inspections, permits and certificates are tracked with due dates and evidence, so every audit finds a complete, time-stamped record.',
      ar: 'تُتابَع فحوصات الدفاع المدني والتصاريح والشهادات بمواعيدها وأدلتها، ليجد كل تدقيق سجلاً كاملاً موثقاً بالتاريخ والوقت.',
    },
    mockup: {
      type: 'gauge',
      title: { en: 'Compliance score', ar: 'مؤشر الامتثال' },
      mainNumber: '94%',
      subtitle: { en: 'inspections on time (sample data)', ar: 'من الفحوصات في موعدها (بيانات نموذجية)' },
      items: [{ label: { en: 'Score', ar: 'المؤشر' }, value: 94 }],
    },
  },
];

/** The six core systems of the landing grid; their names are the Solutions menu's (one product, one name). */
export interface CoreSystemCard {
  id: SolutionId;
  code: string;
  title: Text;
  description: Text;
  icon: IconName;
  images: [Text, Text];
}

function solutionTitle(id: SolutionId): Text {
  const solution = solutions.find((candidate) => candidate.id === id);
  if (!solution) throw new Error(`Unknown solution ${id}`);
  return solution.title;
}

export const coreSystems: CoreSystemCard[] = [
  {
    id: 'ppc',
    code: 'PPC',
    icon: 'CalendarClock',
    title: solutionTitle('ppc'),
    description: {
      en: 'Daily and weekly care rounds that keep buildings clean, safe and presentable.',
      ar: 'جولات رعاية يومية وأسبوعية تحافظ على نظافة المباني وسلامتها ومظهرها.',
    },
    images: [
      { en: 'Illustration of a care round checklist on a tablet', ar: 'رسم توضيحي لقائمة جولة رعاية على جهاز لوحي' },
      { en: 'Illustration of a building with scheduled care points', ar: 'رسم توضيحي لمبنى ونقاط الرعاية المجدولة' },
    ],
  },
  {
    id: 'ppm',
    code: 'PPM',
    icon: 'HardHat',
    title: solutionTitle('ppm'),
    description: {
      en: 'Manufacturer-based maintenance plans for HVAC, lifts, pumps and generators.',
      ar: 'خطط صيانة مبنية على توصيات المصنّعين للتكييف والمصاعد والمضخات والمولدات.',
    },
    images: [
      { en: 'Illustration of a maintenance calendar', ar: 'رسم توضيحي لتقويم الصيانة' },
      { en: 'Illustration of a chiller with its service gauge', ar: 'رسم توضيحي لمبرّد ومؤشر صيانته' },
    ],
  },
  {
    id: 'ic',
    code: 'IC',
    icon: 'ShieldAlert',
    title: solutionTitle('ic'),
    description: {
      en: 'Faults and incidents logged with photos, routed to an owner and closed against an SLA.',
      ar: 'تسجيل الأعطال والحوادث بالصور، وتوجيهها إلى مسؤول محدد، وإغلاقها ضمن اتفاقية مستوى الخدمة.',
    },
    images: [
      { en: 'Illustration of an incident report with its priority', ar: 'رسم توضيحي لبلاغ حادث مع أولويته' },
      { en: 'Illustration of a technician scanning a QR label to report a fault', ar: 'رسم توضيحي لفني يمسح ملصق QR للإبلاغ عن عطل' },
    ],
  },
  {
    id: 'em',
    code: 'EM',
    icon: 'Zap',
    title: solutionTitle('em'),
    description: {
      en: 'Smart meters and AI that find waste and cut cooling costs in the Gulf heat.',
      ar: 'عدادات ذكية وذكاء اصطناعي يكتشفان الهدر ويخفضان تكاليف التبريد في حرارة الخليج.',
    },
    images: [
      { en: 'Illustration of an energy consumption chart', ar: 'رسم توضيحي لمخطط استهلاك الطاقة' },
      { en: 'Illustration of a smart meter with live readings', ar: 'رسم توضيحي لعداد ذكي بقراءات مباشرة' },
    ],
  },
  {
    id: 'sm',
    code: 'SM',
    icon: 'Gauge',
    title: solutionTitle('sm'),
    description: {
      en: 'Floor plans, occupancy and move planning based on how space is really used.',
      ar: 'مخططات الطوابق والإشغال وتخطيط الانتقال بناءً على الاستخدام الفعلي للمساحات.',
    },
    images: [
      { en: 'Illustration of a floor plan with occupied rooms', ar: 'رسم توضيحي لمخطط طابق مع الغرف المشغولة' },
      { en: 'Illustration of an occupancy heat map', ar: 'رسم توضيحي لخريطة حرارية للإشغال' },
    ],
  },
  {
    id: 'cm',
    code: 'CM',
    icon: 'ShieldCheck',
    title: solutionTitle('cm'),
    description: {
      en: 'Permits, certificates and civil defence requirements tracked to the day.',
      ar: 'متابعة التصاريح والشهادات ومتطلبات الدفاع المدني حتى آخر يوم.',
    },
    images: [
      { en: 'Illustration of a certificate with an approval seal', ar: 'رسم توضيحي لشهادة مع ختم الاعتماد' },
      { en: 'Illustration of a compliance timeline', ar: 'رسم توضيحي لجدول زمني للامتثال' },
    ],
  },
];

/** Claims of the closing call to action (spec §9 landing claims), the figures from the facts module. */
export const landingClaims: { value: string; label: Text }[] = [
  savings.commercialPortfolios,
  capability.responseTime,
  support.hoursFigure,
];
