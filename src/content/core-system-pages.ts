import type { Figure, Four, IconCard, Result, Six, Tint } from './page-blocks';
import type { SolutionId } from './solutions';
import type { Text } from './types';
import { coreSystemFacts, energyPaybackExample } from './facts';

/**
 * A core-system page (spec §2.8). The system's name and icon come from its catalogue entry in
 * `solutions.ts`; this record holds the rest of the page.
 */
export interface CoreSystemPage {
  id: SolutionId;
  /** The short code facility teams use (PPC, PPM...), written the same in both languages. */
  code: string;
  tagline: Text;
  description: Text;
  /** The spec's headline claims, in its order and with its figures. */
  claims: readonly [Figure, ...Figure[]];
  /** The "live overview" panel: sample figures from a demo portfolio and a trend line. */
  live: { tiles: Four<Figure>; trend: readonly number[] };
  keyFeatures: Six<IconCard>;
  results: Four<Result>;
  tint: Tint;
}

export const coreSystemPages: readonly CoreSystemPage[] = [
  {
    id: 'ppc',
    code: 'PPC',
    tagline: { en: 'Care plans that keep every space like new', ar: 'خطط رعاية تُبقي كل مساحة كأنها جديدة' },
    description: {
      en: 'Planned Preventive Care goes beyond the maintenance checklist. It brings cleaning, inspections, servicing and minor repairs together in one care plan per asset and per space, so your buildings look and run the way they did on opening day.',
      ar: 'تتجاوز الرعاية الوقائية المخططة قوائم الصيانة التقليدية، فهي تجمع التنظيف والفحوصات والخدمة الدورية والإصلاحات البسيطة في خطة رعاية واحدة لكل أصل وكل مساحة، لتبقى مبانيك بمظهرها وأدائها كما كانت يوم افتتاحها.',
    },
    claims: coreSystemFacts.ppc.claims,
    live: {
      tiles: [
        { value: '1,284', label: { en: 'Assets under care', ar: 'أصول تحت الرعاية' } },
        { value: '36', label: { en: 'Care visits this week', ar: 'زيارات رعاية هذا الأسبوع' } },
        { value: '97%', label: { en: 'Visits on time', ar: 'زيارات في موعدها' } },
        { value: '4', label: { en: 'Open defects', ar: 'عيوب مفتوحة' } },
      ],
      trend: [62, 66, 71, 70, 78, 83, 86, 91, 95],
    },
    keyFeatures: [
      {
        icon: 'ClipboardList',
        title: { en: 'Unified care plans', ar: 'خطط رعاية موحدة' },
        description: {
          en: 'Cleaning, inspection and servicing tasks for an asset or an area combined in a single plan.',
          ar: 'مهام التنظيف والفحص والخدمة الدورية لأصل أو منطقة مجمّعة في خطة واحدة.',
        },
      },
      {
        icon: 'Repeat',
        title: { en: 'Flexible frequencies', ar: 'تكرارات مرنة' },
        description: {
          en: 'Daily, weekly, seasonal or usage-based care, set per asset type and location.',
          ar: 'رعاية يومية أو أسبوعية أو موسمية أو حسب الاستخدام، تُضبط لكل نوع أصل وموقع.',
        },
      },
      {
        icon: 'Sparkles',
        title: { en: 'Hard and soft services together', ar: 'الخدمات الفنية والمساندة معاً' },
        description: {
          en: 'Cleaners and technicians work from the same plan, so nothing falls between teams.',
          ar: 'يعمل فريق النظافة والفنيون وفق الخطة نفسها، فلا يضيع شيء بين الفرق.',
        },
      },
      {
        icon: 'Camera',
        title: { en: 'Condition photos', ar: 'صور الحالة' },
        description: {
          en: 'Before-and-after photos on every visit build a visual history of each space.',
          ar: 'صور قبل كل زيارة وبعدها تبني سجلاً مرئياً لكل مساحة.',
        },
      },
      {
        icon: 'Activity',
        title: { en: 'Round-the-clock monitoring', ar: 'مراقبة على مدار الساعة' },
        description: {
          en: 'Sensors watch critical plant day and night and open a care task when readings drift.',
          ar: 'تراقب المستشعرات المعدات الحرجة ليلاً ونهاراً، وتفتح مهمة رعاية عند انحراف القراءات.',
        },
      },
      {
        icon: 'Wallet',
        title: { en: 'Cost per asset', ar: 'التكلفة لكل أصل' },
        description: {
          en: 'Labour, parts and contractor spend rolled up per asset, area and site.',
          ar: 'تجميع تكاليف العمالة والقطع والمقاولين لكل أصل ومنطقة وموقع.',
        },
      },
    ],
    results: coreSystemFacts.ppc.results,
    tint: 'teal',
  },
  {
    id: 'ppm',
    code: 'PPM',
    tagline: { en: 'Every asset serviced on time, by the book', ar: 'كل أصل يُصان في موعده ووفق الأصول' },
    description: {
      en: 'Planned Preventive Maintenance turns manufacturer intervals, industry task standards and your engineers’ experience into a rolling 52-week schedule. Every asset is serviced at the right time by the right trade, and every visit is on record.',
      ar: 'تحوّل الصيانة الوقائية المخططة فترات الصيانة المعتمدة من المصنّعين ومعايير المهام المتعارف عليها وخبرة مهندسيك إلى جدول متجدد يمتد 52 أسبوعاً. فيُصان كل أصل في الوقت المناسب على يد التخصص المناسب، وتُوثَّق كل زيارة.',
    },
    claims: coreSystemFacts.ppm.claims,
    live: {
      tiles: [
        { value: '212', label: { en: 'Maintenance tasks this month', ar: 'مهام صيانة هذا الشهر' } },
        { value: '94%', label: { en: 'Completed on schedule', ar: 'أُنجزت في موعدها' } },
        { value: '18', label: { en: 'Due tomorrow', ar: 'مستحقة غداً' } },
        { value: '3', label: { en: 'Overdue', ar: 'متأخرة' } },
      ],
      trend: [71, 74, 73, 79, 84, 82, 88, 92, 94],
    },
    keyFeatures: [
      {
        icon: 'CalendarRange',
        title: { en: '52-week planner', ar: 'مخطط 52 أسبوعاً' },
        description: {
          en: 'See the whole year’s maintenance by week, trade and building, and level the load before it lands.',
          ar: 'اطّلع على صيانة العام كاملاً حسب الأسبوع والتخصص والمبنى، ووازن الأحمال قبل حلول موعدها.',
        },
      },
      {
        icon: 'Gauge',
        title: { en: 'Meter and run-time triggers', ar: 'محفزات العدادات وساعات التشغيل' },
        description: {
          en: 'Service generators, pumps and air-handling units by actual run hours, not only by the calendar.',
          ar: 'صيانة المولدات والمضخات ووحدات مناولة الهواء حسب ساعات التشغيل الفعلية لا التقويم وحده.',
        },
      },
      {
        icon: 'ListChecks',
        title: { en: 'Standard task sheets', ar: 'أوراق مهام قياسية' },
        description: {
          en: 'Step-by-step instructions, safety notes and required readings for each asset type.',
          ar: 'تعليمات خطوة بخطوة وملاحظات سلامة والقراءات المطلوبة لكل نوع من الأصول.',
        },
      },
      {
        icon: 'Package',
        title: { en: 'Parts reserved in advance', ar: 'حجز القطع مسبقاً' },
        description: {
          en: 'Filters, belts and consumables set aside from stock before each visit.',
          ar: 'تُحجز المرشحات والسيور والمستهلكات من المخزون قبل كل زيارة.',
        },
      },
      {
        icon: 'FileCheck',
        title: { en: 'Warranty protection', ar: 'حماية الضمان' },
        description: {
          en: 'Manufacturer-required services are logged, so warranty claims are never refused.',
          ar: 'توثيق أعمال الصيانة التي يشترطها المصنّع، حتى لا تُرفض مطالبات الضمان.',
        },
      },
      {
        icon: 'ChartPie',
        title: { en: 'Planned versus reactive ratio', ar: 'نسبة المخطط إلى الطارئ' },
        description: {
          en: 'Track the planned share of work on each site and watch reactive repairs shrink.',
          ar: 'تابع حصة الأعمال المخططة في كل موقع وراقب تراجع الإصلاحات الطارئة.',
        },
      },
    ],
    results: coreSystemFacts.ppm.results,
    tint: 'navy',
  },
  {
    id: 'ic',
    code: 'IC',
    tagline: { en: 'From the first report to the root cause', ar: 'من البلاغ الأول حتى السبب الجذري' },
    description: {
      en: 'Incident Control handles what planning cannot prevent: leaks, power cuts, lift entrapments and alarms. Incidents are logged from any channel, triaged by severity, routed to the responder on duty and tracked against response targets until the root cause is closed.',
      ar: 'يتعامل نظام التحكم في البلاغات والحوادث مع ما لا يمنعه التخطيط: التسربات وانقطاع الكهرباء واحتجاز الأشخاص في المصاعد والإنذارات. تُسجَّل الحوادث من أي قناة، وتُصنَّف حسب الخطورة، وتُوجَّه إلى المستجيب المناوب، وتُتابَع وفق أهداف الاستجابة حتى معالجة السبب الجذري.',
    },
    claims: coreSystemFacts.ic.claims,
    live: {
      tiles: [
        { value: '7', label: { en: 'Open incidents', ar: 'بلاغات مفتوحة' } },
        { value: '2', label: { en: 'Critical, in progress', ar: 'حرجة قيد المعالجة' } },
        { value: '38', label: { en: 'Resolved today', ar: 'أُغلقت اليوم' } },
        { value: '96%', label: { en: 'Closed within target', ar: 'أُغلقت ضمن الوقت المستهدف' } },
      ],
      trend: [88, 84, 79, 81, 72, 65, 58, 52, 47],
    },
    keyFeatures: [
      {
        icon: 'Siren',
        title: { en: 'Severity triage', ar: 'تصنيف الخطورة' },
        description: {
          en: 'Clear severity levels with response targets, from a dripping tap to a lift entrapment.',
          ar: 'مستويات خطورة واضحة بأهداف استجابة محددة، من صنبور يقطر إلى احتجاز في مصعد.',
        },
      },
      {
        icon: 'PhoneCall',
        title: { en: 'On-call escalation', ar: 'التصعيد إلى المناوبين' },
        description: {
          en: 'Calls, text messages and app alerts move up the rota until someone accepts the incident.',
          ar: 'مكالمات ورسائل نصية وتنبيهات في التطبيق تتدرج عبر جدول المناوبة حتى يتسلم أحدهم البلاغ.',
        },
      },
      {
        icon: 'Radio',
        title: { en: 'Sensor and building alarms', ar: 'إنذارات المستشعرات والمباني' },
        description: {
          en: 'Leak detectors, fire panels and plant alarms raise incidents automatically.',
          ar: 'أجهزة كشف التسرب ولوحات الحريق وإنذارات المعدات تُنشئ البلاغات تلقائياً.',
        },
      },
      {
        icon: 'MessageSquare',
        title: { en: 'Stakeholder updates', ar: 'إطلاع المعنيين' },
        description: {
          en: 'Tenants, managers and clients receive status updates without having to chase.',
          ar: 'يتلقى المستأجرون والمديرون والعملاء تحديثات الحالة دون الحاجة إلى السؤال والمتابعة.',
        },
      },
      {
        icon: 'Search',
        title: { en: 'Root-cause analysis', ar: 'تحليل السبب الجذري' },
        description: {
          en: 'Link repeat incidents, record causes and follow corrective actions through to closure.',
          ar: 'اربط البلاغات المتكررة، وسجّل أسبابها، وتابع الإجراءات التصحيحية حتى إغلاقها.',
        },
      },
      {
        icon: 'History',
        title: { en: 'Full incident timeline', ar: 'سجل زمني كامل للحادثة' },
        description: {
          en: 'Every call, action and photo time-stamped for insurers and investigations.',
          ar: 'كل اتصال وإجراء وصورة موثقة بالوقت لشركات التأمين ولجان التحقيق.',
        },
      },
    ],
    results: coreSystemFacts.ic.results,
    tint: 'amber',
  },
  {
    id: 'em',
    code: 'EM',
    tagline: { en: 'See, cut and prove every kilowatt-hour', ar: 'راقب كل كيلوواط ساعة وخفّضه وأثبت التوفير' },
    description: {
      en: `Energy Management links your meters, building management systems and IoT sensors into one view of consumption and carbon across the portfolio. It finds waste automatically, turns it into actions for your team and verifies the savings month after month. With a SAR 1.5 million energy bill and ${energyPaybackExample.users} users, the energy saving alone pays back a year's subscription in about ${energyPaybackExample.paybackMonths?.toFixed(1)} months, by the same model as our ROI calculator.`,
      ar: `يربط نظام إدارة الطاقة عداداتك وأنظمة إدارة المباني ومستشعرات إنترنت الأشياء في عرض واحد للاستهلاك والانبعاثات الكربونية على مستوى المحفظة كاملة. يكتشف الهدر تلقائياً، ويحوّله إلى إجراءات لفريقك، ويتحقق من التوفير شهراً بعد شهر. ومع فاتورة طاقة قدرها 1.5 مليون ريال و${energyPaybackExample.users} مستخدمين، يسترد وفر الطاقة وحده اشتراك سنة كاملة خلال نحو ${energyPaybackExample.paybackMonths?.toFixed(1)} شهر، بالنموذج نفسه المستخدم في حاسبة العائد على الاستثمار.`,
    },
    claims: coreSystemFacts.em.claims,
    live: {
      tiles: [
        { value: '847', label: { en: 'Connected sensors', ar: 'مستشعرات متصلة' } },
        { value: '42%', label: { en: 'Energy saved against baseline', ar: 'طاقة موفرة مقارنة بخط الأساس' } },
        { value: '3', label: { en: 'Waste alerts today', ar: 'تنبيهات هدر اليوم' } },
        { value: '96%', label: { en: 'Meters reporting', ar: 'عدادات ترسل بياناتها' } },
      ],
      trend: [92, 88, 90, 81, 76, 72, 69, 63, 58],
    },
    keyFeatures: [
      {
        icon: 'Plug',
        title: { en: 'Meter and sensor integration', ar: 'ربط العدادات والمستشعرات' },
        description: {
          en: 'Electricity, water, chilled-water and gas meters plus building-system points, all in one place.',
          ar: 'عدادات الكهرباء والمياه والمياه المبردة والغاز ونقاط أنظمة المباني، كلها في مكان واحد.',
        },
      },
      {
        icon: 'Snowflake',
        title: { en: 'Cooling optimisation', ar: 'تحسين التبريد' },
        description: {
          en: 'Chiller sequencing and set-point recommendations based on load and weather.',
          ar: 'توصيات لتسلسل تشغيل المبردات ونقاط الضبط بحسب الأحمال والطقس.',
        },
      },
      {
        icon: 'TriangleAlert',
        title: { en: 'Anomaly alerts', ar: 'تنبيهات الحالات الشاذة' },
        description: {
          en: 'AI spots consumption that breaks the usual pattern and explains why it matters.',
          ar: 'يرصد الذكاء الاصطناعي الاستهلاك الخارج عن النمط المعتاد ويوضح سبب أهميته.',
        },
      },
      {
        icon: 'Zap',
        title: { en: 'Peak demand control', ar: 'التحكم في أحمال الذروة' },
        description: {
          en: 'Warnings before demand peaks, so you can shed load and avoid the most expensive hours.',
          ar: 'تحذيرات قبل بلوغ ذروة الطلب لتخفيف الأحمال وتجنّب الساعات الأعلى تكلفة.',
        },
      },
      {
        icon: 'Leaf',
        title: { en: 'Carbon accounting', ar: 'احتساب الكربون' },
        description: {
          en: 'Scope 1 and 2 emissions calculated per site, ready for sustainability reports and Vision 2030 targets.',
          ar: 'احتساب انبعاثات النطاقين 1 و2 لكل موقع، جاهزة لتقارير الاستدامة ومستهدفات رؤية 2030.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: { en: 'Measured savings', ar: 'توفير مُقاس' },
        description: {
          en: 'Every energy project compared with a weather-adjusted baseline.',
          ar: 'مقارنة كل مشروع طاقة بخط أساس معدّل حسب الطقس.',
        },
      },
    ],
    results: coreSystemFacts.em.results,
    tint: 'teal',
  },
  {
    id: 'sm',
    code: 'SM',
    tagline: { en: 'Every square metre working for you', ar: 'كل متر مربع يعمل لصالحك' },
    description: {
      en: 'Space Management shows how floors, desks, rooms and common areas are really used, drawing on sensors, bookings and access data. Plan moves, consolidate underused areas and charge space fairly, on floor plans that stay up to date.',
      ar: 'يكشف نظام إدارة المساحات كيف تُستخدم الطوابق والمكاتب والقاعات والمناطق المشتركة فعلياً، اعتماداً على المستشعرات والحجوزات وبيانات الدخول. خطط لعمليات النقل، وادمج المساحات غير المستغلة، ووزّع تكاليف المساحات بعدالة، على مخططات طوابق محدّثة باستمرار.',
    },
    claims: coreSystemFacts.sm.claims,
    live: {
      tiles: [
        { value: '64%', label: { en: 'Desks in use now', ar: 'مكاتب مستخدمة الآن' } },
        { value: '23', label: { en: 'Meeting rooms booked', ar: 'قاعات اجتماعات محجوزة' } },
        { value: '3', label: { en: 'Floors below 30% use', ar: 'طوابق استخدامها دون \u206630%\u2069' } },
        { value: '1,420', label: { en: 'Workspaces mapped', ar: 'مساحات عمل على المخططات' } },
      ],
      trend: [38, 52, 71, 84, 79, 85, 66, 48, 31],
    },
    keyFeatures: [
      {
        icon: 'Map',
        title: { en: 'Interactive floor plans', ar: 'مخططات طوابق تفاعلية' },
        description: {
          en: 'Rooms, desks and assets on live floor plans, coloured by use and department.',
          ar: 'الغرف والمكاتب والأصول على مخططات مباشرة، ملوّنة حسب الاستخدام والقسم.',
        },
      },
      {
        icon: 'Radar',
        title: { en: 'Occupancy sensing', ar: 'استشعار الإشغال' },
        description: {
          en: 'People-counting and desk sensors measure real use, hour by hour.',
          ar: 'مستشعرات عدّ الأشخاص والمكاتب تقيس الاستخدام الفعلي ساعة بساعة.',
        },
      },
      {
        icon: 'CalendarCheck2',
        title: { en: 'Room and desk booking', ar: 'حجز القاعات والمكاتب' },
        description: {
          en: 'Staff book desks and rooms, and bookings nobody shows up for are released automatically.',
          ar: 'يحجز الموظفون المكاتب والقاعات، وتُلغى تلقائياً الحجوزات التي لا يحضر أصحابها.',
        },
      },
      {
        icon: 'Move',
        title: { en: 'Move management', ar: 'إدارة عمليات النقل' },
        description: {
          en: 'Plan moves and fit-outs with tasks for IT, furniture and cleaning in one project.',
          ar: 'خطط لعمليات النقل والتجهيز بمهام لفرق التقنية والأثاث والنظافة ضمن مشروع واحد.',
        },
      },
      {
        icon: 'ChartPie',
        title: { en: 'Space chargeback', ar: 'توزيع تكاليف المساحات' },
        description: {
          en: 'Allocate space costs to departments or tenants by area and actual use.',
          ar: 'حمّل تكاليف المساحات على الأقسام أو المستأجرين حسب المساحة والاستخدام الفعلي.',
        },
      },
      {
        icon: 'TrendingUp',
        title: { en: 'Scenario planning', ar: 'تخطيط السيناريوهات' },
        description: {
          en: 'Model headcount growth or hybrid work and see the space you really need.',
          ar: 'حاكِ نمو عدد الموظفين أو العمل المرن، واعرف المساحة التي تحتاجها فعلاً.',
        },
      },
    ],
    results: coreSystemFacts.sm.results,
    tint: 'navy',
  },
  {
    id: 'cm',
    code: 'CM',
    tagline: { en: 'Audit-ready, every single day', ar: 'جاهزية للتدقيق في كل يوم' },
    description: {
      en: 'Compliance Management keeps every regulatory, contractual and internal obligation on one register, from Civil Defense fire-safety requirements to lift certificates and food-safety checks. Tasks, evidence and approvals are tracked automatically, so you are ready for an inspector on any day.',
      ar: 'يجمع نظام إدارة الامتثال كل الالتزامات النظامية والتعاقدية والداخلية في سجل واحد، من اشتراطات الدفاع المدني للسلامة من الحريق إلى شهادات المصاعد وفحوصات سلامة الأغذية. وتُتابَع المهام والأدلة والموافقات تلقائياً، لتكون مستعداً لزيارة المفتش في أي يوم.',
    },
    claims: coreSystemFacts.cm.claims,
    live: {
      tiles: [
        { value: '412', label: { en: 'Obligations tracked', ar: 'التزامات قيد المتابعة' } },
        { value: '9', label: { en: 'Due this month', ar: 'مستحقة هذا الشهر' } },
        { value: '0', label: { en: 'Overdue items', ar: 'بنود متأخرة' } },
        { value: '58', label: { en: 'Certificates on file', ar: 'شهادات محفوظة' } },
      ],
      trend: [81, 85, 88, 87, 92, 95, 97, 99, 100],
    },
    keyFeatures: [
      {
        icon: 'BookOpen',
        title: { en: 'Regulation library', ar: 'مكتبة الاشتراطات' },
        description: {
          en: 'Ready-made obligations for fire safety, lifts, pressure systems, water and food safety, editable per site.',
          ar: 'التزامات جاهزة للسلامة من الحريق والمصاعد وأنظمة الضغط والمياه وسلامة الأغذية، قابلة للتعديل لكل موقع.',
        },
      },
      {
        icon: 'FileSignature',
        title: { en: 'Permits and licences', ar: 'التصاريح والرخص' },
        description: {
          en: 'Track operating licences, hot-work permits and contractor approvals with their renewal dates.',
          ar: 'تابع رخص التشغيل وتصاريح الأعمال الساخنة واعتمادات المقاولين مع مواعيد تجديدها.',
        },
      },
      {
        icon: 'ClipboardCheck',
        title: { en: 'Digital inspections', ar: 'فحوصات رقمية' },
        description: {
          en: 'Inspectors complete checklists on a phone, with photos and corrective actions.',
          ar: 'يُكمل المفتشون قوائم التحقق على الهاتف مع الصور والإجراءات التصحيحية.',
        },
      },
      {
        icon: 'GitBranch',
        title: { en: 'Approval workflows', ar: 'مسارات الاعتماد' },
        description: {
          en: 'Sign-offs routed to the right managers, with a complete audit trail.',
          ar: 'توجيه الاعتمادات إلى المديرين المعنيين مع سجل تدقيق كامل.',
        },
      },
      {
        icon: 'Handshake',
        title: { en: 'Contractor compliance', ar: 'امتثال المقاولين' },
        description: {
          en: 'Each contractor’s insurance, licences and safety training checked before work starts.',
          ar: 'التحقق من تأمين كل مقاول ورخصه وتدريبه على السلامة قبل بدء العمل.',
        },
      },
      {
        icon: 'FileDown',
        title: { en: 'One-click audit packs', ar: 'حزم تدقيق بنقرة واحدة' },
        description: {
          en: 'Export the evidence an inspector asks for, by site, system and date range.',
          ar: 'صدّر الأدلة التي يطلبها المفتش حسب الموقع والنظام والفترة الزمنية.',
        },
      },
    ],
    results: coreSystemFacts.cm.results,
    tint: 'amber',
  },
];

/** The record of a core system, or undefined for a name that is not one of the six. */
export function findCoreSystemPage(id: string): CoreSystemPage | undefined {
  return coreSystemPages.find((page) => page.id === id);
}
