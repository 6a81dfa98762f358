import type { Figure, Five, IconCard, Six, Three, Tint } from './page-blocks';
import type { SectorId } from './sectors';
import type { Text } from './types';
import { sectorFacts } from './facts';

/** The skyline drawn in a sector page's hero illustration. */
export type Skyline = 'mall' | 'compound' | 'towers' | 'plant' | 'hospital' | 'resort';

/** A sector page (spec §2.7, §3): the catalogue entry in `sectors.ts` gives its name, icon and menu stat. */
export interface SectorPage {
  id: SectorId;
  title: Text;
  description: Text;
  /** The first figure is the sector's headline stat of spec §9. */
  stats: Three<Figure>;
  featuresIntro: Text;
  features: Six<IconCard>;
  benefits: Five<Text>;
  scene: { skyline: Skyline; tint: Tint; status: Text };
}

/** `/sector` without a name shows this sector (spec §2.7). */
export const defaultSectorId: SectorId = 'commercial';

export const sectorPages: readonly SectorPage[] = [
  {
    id: 'commercial',
    title: {
      en: 'Facility management for malls, retail and mixed-use towers',
      ar: 'إدارة مرافق المراكز التجارية ومتاجر التجزئة والأبراج متعددة الاستخدام',
    },
    description: {
      en: 'Keep escalators moving, chillers cool and every shop open for business. Siyana plans maintenance around trading hours, routes each tenant request to the right technician and shows you what every square metre costs to run.',
      ar: 'حافظ على السلالم المتحركة في حركة دائمة، وعلى أنظمة التبريد في أفضل أداء، وعلى كل متجر مفتوحاً أمام المتسوقين. تجدول Siyana أعمال الصيانة بعيداً عن ساعات الذروة، وتوجّه كل طلب من المستأجرين إلى الفني المناسب، وتكشف لك تكلفة تشغيل كل متر مربع.',
    },
    stats: sectorFacts.commercial.stats,
    featuresIntro: {
      en: 'From the loading bay to the food court: every asset, contractor and tenant request in one place.',
      ar: 'من ساحة التحميل إلى منطقة المطاعم: كل الأصول والمقاولين وطلبات المستأجرين في مكان واحد.',
    },
    features: [
      {
        icon: 'Store',
        title: { en: 'Tenant request portal', ar: 'بوابة طلبات المستأجرين' },
        description: {
          en: 'Tenants log faults from their phone with photos; you see status, priority and the SLA clock at a glance.',
          ar: 'يرفع المستأجرون البلاغات من هواتفهم مرفقة بالصور، وتتابع أنت الحالة والأولوية ومؤقت مستوى الخدمة بنظرة واحدة.',
        },
      },
      {
        icon: 'MoveVertical',
        title: { en: 'Escalator and lift care', ar: 'رعاية السلالم المتحركة والمصاعد' },
        description: {
          en: 'Planned inspections and contractor visits for every escalator, travelator and lift, with downtime tracked unit by unit.',
          ar: 'فحوصات مخططة وزيارات مقاولين لكل سلم متحرك وممشى كهربائي ومصعد، مع تتبّع مدة التوقف لكل وحدة.',
        },
      },
      {
        icon: 'Snowflake',
        title: { en: 'Chiller and HVAC scheduling', ar: 'جدولة أنظمة التبريد والتكييف' },
        description: {
          en: 'Service chillers, air-handling units and cooling towers before the summer peak, timed outside trading hours.',
          ar: 'صيانة المبردات ووحدات مناولة الهواء وأبراج التبريد قبل ذروة الصيف، في أوقات لا تتعارض مع ساعات التسوق.',
        },
      },
      {
        icon: 'Sparkles',
        title: { en: 'Cleaning and soft services', ar: 'النظافة والخدمات المساندة' },
        description: {
          en: 'Deploy cleaning crews by footfall zone and check washroom standards with QR-based checklists.',
          ar: 'وزّع فرق النظافة حسب كثافة الزوار في كل منطقة، وتحقق من معايير دورات المياه بقوائم تحقق عبر رموز QR.',
        },
      },
      {
        icon: 'Receipt',
        title: { en: 'Service-charge transparency', ar: 'شفافية رسوم الخدمات' },
        description: {
          en: 'Break maintenance spend down by zone, tenant and contract to back up every service-charge line.',
          ar: 'وزّع تكاليف الصيانة حسب المنطقة والمستأجر والعقد لتدعم كل بند في رسوم الخدمات بالأرقام.',
        },
      },
      {
        icon: 'Flame',
        title: { en: 'Fire and life-safety readiness', ar: 'جاهزية أنظمة الحريق والسلامة' },
        description: {
          en: 'Track sprinkler, alarm and smoke-extract tests so a Civil Defense inspection never catches you off guard.',
          ar: 'تتبّع اختبارات الرشاشات وأجهزة الإنذار وأنظمة شفط الدخان حتى لا تفاجئك زيارات الدفاع المدني.',
        },
      },
    ],
    benefits: [
      {
        en: 'Fewer breakdowns during trading hours: faults on escalators, chillers and lighting are caught on the night shift, not in front of shoppers.',
        ar: 'أعطال أقل أثناء ساعات التسوق، إذ تُكتشف مشكلات السلالم المتحركة والتبريد والإضاءة في الوردية الليلية لا أمام المتسوقين.',
      },
      {
        en: 'Happier tenants who can follow their request from the first photo to sign-off.',
        ar: 'مستأجرون أكثر رضا يتابعون طلباتهم من الصورة الأولى حتى اعتماد الإنجاز.',
      },
      {
        en: 'Contractor performance you can prove, with response and fix times measured against each contract’s SLA.',
        ar: 'أداء مقاولين قابل للإثبات، بأزمنة استجابة وإصلاح تُقاس وفق اتفاقية مستوى الخدمة في كل عقد.',
      },
      {
        en: 'Lower energy bills in common areas by aligning cooling and lighting with real opening hours.',
        ar: 'فواتير طاقة أقل في المناطق المشتركة بمواءمة التبريد والإضاءة مع ساعات التشغيل الفعلية.',
      },
      {
        en: 'One portfolio view across every mall and tower you run, with like-for-like cost comparisons.',
        ar: 'رؤية موحدة لكل المراكز والأبراج التي تديرها، مع مقارنة التكاليف بينها على أساس متكافئ.',
      },
    ],
    scene: {
      skyline: 'mall',
      tint: 'teal',
      status: { en: 'Escalator 4 back in service', ar: 'السلم المتحرك رقم 4 عاد إلى الخدمة' },
    },
  },
  {
    id: 'residential',
    title: {
      en: 'Facility management for residential compounds and towers',
      ar: 'إدارة مرافق المجمعات والأبراج السكنية',
    },
    description: {
      en: 'Give residents the fast, visible service they expect at home. Siyana turns every leaking tap, AC fault and gate issue into a tracked job, keeps pools, gyms and lifts in shape, and shows owners exactly where the service charge goes.',
      ar: 'قدّم للسكان الخدمة السريعة والواضحة التي يتوقعونها في منازلهم. تحوّل Siyana كل تسريب وعطل تكييف ومشكلة في البوابات إلى مهمة قابلة للمتابعة، وتحافظ على المسابح والنوادي الرياضية والمصاعد في أفضل حال، وتُطلع الملاك على أوجه صرف رسوم الخدمات بدقة.',
    },
    stats: sectorFacts.residential.stats,
    featuresIntro: {
      en: 'Everything a compound or residential tower needs, from the villa air conditioner to the shared pool.',
      ar: 'كل ما يحتاجه المجمع أو البرج السكني، من مكيّف الفيلا إلى المسبح المشترك.',
    },
    features: [
      {
        icon: 'Smartphone',
        title: { en: 'Resident app and request tracking', ar: 'تطبيق السكان وتتبّع الطلبات' },
        description: {
          en: 'Residents report issues in Arabic or English, pick a visit slot and rate the job once it is done.',
          ar: 'يرفع السكان البلاغات بالعربية أو الإنجليزية، ويختارون موعد الزيارة، ويقيّمون العمل بعد إنجازه.',
        },
      },
      {
        icon: 'AirVent',
        title: { en: 'AC and water-heater servicing', ar: 'صيانة المكيفات وسخانات المياه' },
        description: {
          en: 'Seasonal AC servicing and water-heater checks planned unit by unit, before the summer rush.',
          ar: 'صيانة موسمية للمكيفات وفحص دوري لسخانات المياه، مخطط لها وحدةً وحدة قبل ضغط الصيف.',
        },
      },
      {
        icon: 'Waves',
        title: { en: 'Pools, gyms and amenities', ar: 'المسابح والنوادي والمرافق المشتركة' },
        description: {
          en: 'Daily water-quality logs, equipment checks and cleaning rounds for every shared amenity.',
          ar: 'سجلات يومية لجودة المياه، وفحص للأجهزة، وجولات نظافة لكل مرفق مشترك.',
        },
      },
      {
        icon: 'KeyRound',
        title: { en: 'Move-in and move-out inspections', ar: 'فحص الاستلام والتسليم' },
        description: {
          en: 'Photo-based handover checklists that settle deposit disputes with evidence, not arguments.',
          ar: 'قوائم تسليم موثقة بالصور تحسم خلافات مبالغ التأمين بالأدلة لا بالجدال.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: { en: 'Gates, access and CCTV upkeep', ar: 'صيانة البوابات وأنظمة الدخول والمراقبة' },
        description: {
          en: 'Keep barriers, intercoms and cameras working, with faults escalated to security the moment they are logged.',
          ar: 'حافظ على عمل الحواجز وأجهزة الاتصال الداخلي والكاميرات، مع تصعيد الأعطال لفريق الأمن فور تسجيلها.',
        },
      },
      {
        icon: 'Receipt',
        title: { en: 'Owner and service-charge reports', ar: 'تقارير الملاك ورسوم الخدمات' },
        description: {
          en: 'Monthly reports show the owners’ association what was fixed, what it cost and what is planned next.',
          ar: 'تقارير شهرية توضح لجمعية الملاك ما أُصلح وكم كلّف وما المخطط له في المرحلة المقبلة.',
        },
      },
    ],
    benefits: [
      {
        en: 'Residents stay informed with automatic updates at every step, so the management office phone rings less.',
        ar: 'يبقى السكان على اطلاع بتحديثات تلقائية في كل خطوة، فتقل الاتصالات على مكتب الإدارة.',
      },
      {
        en: 'Technicians arrive with the right part the first time, because the unit’s history and model are on their phone.',
        ar: 'يصل الفني بالقطعة الصحيحة من المرة الأولى، لأن سجل الوحدة وطراز أجهزتها على هاتفه.',
      },
      {
        en: 'Amenities stay open: pool pumps, gym equipment and lifts are serviced before they fail.',
        ar: 'تبقى المرافق المشتركة متاحة، إذ تُصان مضخات المسابح وأجهزة النادي والمصاعد قبل أن تتعطل.',
      },
      {
        en: 'Transparent costs that shorten owners’ association meetings and speed up budget approvals.',
        ar: 'تكاليف شفافة تختصر اجتماعات جمعية الملاك وتسرّع اعتماد الميزانيات.',
      },
      {
        en: 'Higher renewal rates, because well-kept homes and quick fixes are what tenants remember.',
        ar: 'نسب تجديد أعلى، فالمنازل المعتنى بها والإصلاحات السريعة هي ما يتذكره المستأجرون.',
      },
    ],
    scene: {
      skyline: 'compound',
      tint: 'amber',
      status: { en: 'AC serviced in villa 12', ar: 'اكتملت صيانة مكيّف الفيلا 12' },
    },
  },
  {
    id: 'office',
    title: {
      en: 'Facility management for offices and corporate headquarters',
      ar: 'إدارة مرافق المباني المكتبية والمقرات الرئيسية',
    },
    description: {
      en: 'A comfortable, reliable workplace keeps people productive. Siyana keeps cooling, lighting and meeting rooms working, lets employees report issues in seconds, and helps you fit floor space to the way your teams really work.',
      ar: 'بيئة العمل المريحة والموثوقة تحافظ على إنتاجية الموظفين. تضمن Siyana انتظام التكييف والإضاءة وجاهزية قاعات الاجتماعات، وتتيح للموظفين الإبلاغ عن أي مشكلة في ثوانٍ، وتساعدك على مواءمة المساحات مع أسلوب عمل فرقك الفعلي.',
    },
    stats: sectorFacts.office.stats,
    featuresIntro: {
      en: 'Built for workplace teams who answer to employees, finance and the board at the same time.',
      ar: 'مصممة لفرق بيئة العمل المسؤولة في آن واحد أمام الموظفين والإدارة المالية ومجلس الإدارة.',
    },
    features: [
      {
        icon: 'QrCode',
        title: { en: 'Scan-to-report helpdesk', ar: 'مكتب مساعدة بالمسح والإبلاغ' },
        description: {
          en: 'A QR code on every room and asset lets staff report a fault in seconds, with no login needed.',
          ar: 'رمز QR على كل غرفة وأصل يتيح للموظفين الإبلاغ عن العطل في ثوانٍ دون الحاجة إلى تسجيل الدخول.',
        },
      },
      {
        icon: 'Thermometer',
        title: { en: 'Comfort monitoring', ar: 'مراقبة الراحة الحرارية' },
        description: {
          en: 'Temperature and air-quality sensors flag hot or stuffy zones before complaints reach HR.',
          ar: 'مستشعرات الحرارة وجودة الهواء تنبّه إلى المناطق الحارة أو سيئة التهوية قبل أن تصل الشكاوى إلى الموارد البشرية.',
        },
      },
      {
        icon: 'Presentation',
        title: { en: 'Meeting-room readiness', ar: 'جاهزية قاعات الاجتماعات' },
        description: {
          en: 'Screens, audio, lighting and furniture checked before the working day, so board meetings start on time.',
          ar: 'فحص الشاشات وأنظمة الصوت والإضاءة والأثاث قبل بدء الدوام، لتبدأ اجتماعات مجلس الإدارة في موعدها.',
        },
      },
      {
        icon: 'LayoutGrid',
        title: { en: 'Space and occupancy insight', ar: 'تحليل المساحات والإشغال' },
        description: {
          en: 'Access-card and sensor data show which floors sit empty, so you can consolidate before a lease renewal.',
          ar: 'بيانات بطاقات الدخول والمستشعرات تكشف الطوابق غير المستغلة، لتدمجها قبل تجديد عقد الإيجار.',
        },
      },
      {
        icon: 'Lightbulb',
        title: { en: 'Lighting and energy control', ar: 'التحكم في الإضاءة والطاقة' },
        description: {
          en: 'Track consumption per floor and set schedules that follow working hours, Ramadan timings included.',
          ar: 'تابع الاستهلاك لكل طابق واضبط الجداول لتوافق ساعات الدوام، بما فيها أوقات الدوام في رمضان.',
        },
      },
      {
        icon: 'Users',
        title: { en: 'Vendor and contract management', ar: 'إدارة الموردين والعقود' },
        description: {
          en: 'Cleaning, security and maintenance contractors measured on the same scorecard.',
          ar: 'قياس أداء مقاولي النظافة والأمن والصيانة وفق بطاقة أداء موحدة.',
        },
      },
    ],
    benefits: [
      {
        en: 'Employees spend the day on their work, not chasing a broken air conditioner or a dead projector.',
        ar: 'يقضي الموظفون يومهم في أعمالهم، لا في ملاحقة مكيّف معطل أو جهاز عرض لا يعمل.',
      },
      {
        en: 'Lease and fit-out decisions backed by real occupancy numbers instead of guesswork.',
        ar: 'قرارات الإيجار والتجهيز مبنية على أرقام إشغال حقيقية لا على التخمين.',
      },
      {
        en: 'A lower energy bill, with cooling and lighting that follow the working week rather than a fixed timer.',
        ar: 'فاتورة طاقة أقل، لأن التبريد والإضاءة يتبعان أيام الدوام الفعلية لا مؤقتاً ثابتاً.',
      },
      {
        en: 'Clean audit trails for health, safety and sustainability reporting, ready whenever management asks.',
        ar: 'سجلات تدقيق واضحة لتقارير الصحة والسلامة والاستدامة، جاهزة متى طلبتها الإدارة.',
      },
      {
        en: 'A workplace that helps you hire and keep talent, with service levels people notice.',
        ar: 'بيئة عمل تساعدك على استقطاب الكفاءات والاحتفاظ بها، بمستوى خدمة يلمسه الجميع.',
      },
    ],
    scene: {
      skyline: 'towers',
      tint: 'navy',
      status: { en: 'Floor 12 cooling restored', ar: 'عاد التبريد إلى الطابق 12' },
    },
  },
  {
    id: 'industrial',
    title: {
      en: 'Maintenance management for plants, factories and warehouses',
      ar: 'إدارة الصيانة للمصانع والمنشآت الإنتاجية والمستودعات',
    },
    description: {
      en: 'Every unplanned stop costs output. Siyana combines condition monitoring, preventive plans and spare-parts control, so your team fixes the right machine before the line stops, and can prove it at every safety audit.',
      ar: 'كل توقف غير مخطط يكلّفك جزءاً من إنتاجك. تجمع Siyana بين مراقبة حالة المعدات وخطط الصيانة الوقائية وإدارة قطع الغيار، ليُصلح فريقك الآلة الصحيحة قبل أن يتوقف خط الإنتاج، ويثبت ذلك في كل تدقيق للسلامة.',
    },
    stats: sectorFacts.industrial.stats,
    featuresIntro: {
      en: 'The tools maintenance planners, reliability engineers and HSE managers use every day.',
      ar: 'الأدوات التي يعتمد عليها يومياً مخططو الصيانة ومهندسو الاعتمادية ومسؤولو الصحة والسلامة والبيئة.',
    },
    features: [
      {
        icon: 'Activity',
        title: { en: 'Condition monitoring', ar: 'مراقبة حالة المعدات' },
        description: {
          en: 'Vibration, temperature and run-hour readings open a work order as soon as a motor or pump starts to drift.',
          ar: 'قراءات الاهتزاز والحرارة وساعات التشغيل تُنشئ أمر عمل بمجرد أن يبدأ محرك أو مضخة بالانحراف عن المعدل.',
        },
      },
      {
        icon: 'Package',
        title: { en: 'Spare parts and stores', ar: 'قطع الغيار والمخازن' },
        description: {
          en: 'Min-max levels, critical spares and parts reserved per work order, so nothing is missing when the job starts.',
          ar: 'حدود دنيا وعليا للمخزون، وقطع حرجة محددة، وحجز للقطع لكل أمر عمل، فلا ينقص شيء عند بدء المهمة.',
        },
      },
      {
        icon: 'Lock',
        title: { en: 'Permit to work and lockout', ar: 'تصاريح العمل والعزل' },
        description: {
          en: 'Digital permits and isolation steps attached to each job and signed off on site.',
          ar: 'تصاريح رقمية وخطوات عزل مرتبطة بكل مهمة وتُعتمد في الموقع.',
        },
      },
      {
        icon: 'Gauge',
        title: { en: 'OEE and downtime analysis', ar: 'تحليل الكفاءة الشاملة والتوقفات' },
        description: {
          en: 'See which assets cost you the most lost hours, and what each stop really cost.',
          ar: 'اعرف أي الأصول تتسبب في أكثر ساعات الإنتاج المفقودة، وكم كلّفك كل توقف فعلياً.',
        },
      },
      {
        icon: 'Wrench',
        title: { en: 'Shutdown planning', ar: 'تخطيط التوقفات السنوية' },
        description: {
          en: 'Plan annual shutdowns with task lists, contractor crews and critical-path dates in a single plan.',
          ar: 'خطط للتوقفات السنوية بقوائم المهام وفرق المقاولين والتواريخ الحرجة ضمن خطة واحدة.',
        },
      },
      {
        icon: 'HardHat',
        title: { en: 'Safety inspections', ar: 'فحوصات السلامة' },
        description: {
          en: 'Forklift, crane, pressure-vessel and fire-system checks scheduled and recorded with evidence.',
          ar: 'جدولة فحوصات الرافعات الشوكية والرافعات العلوية وأوعية الضغط وأنظمة الحريق وتوثيقها بالأدلة.',
        },
      },
    ],
    benefits: [
      {
        en: 'More output from the same lines, because breakdowns turn into planned jobs.',
        ar: 'إنتاج أكبر من الخطوط نفسها، لأن الأعطال تتحول إلى مهام مخططة.',
      },
      {
        en: 'Cash released from the storeroom by stocking only what the data says you need.',
        ar: 'سيولة تتحرر من المخازن بتخزين ما تثبت البيانات حاجتك إليه فقط.',
      },
      {
        en: 'Fewer incidents, with permits, isolations and inspections enforced by the system.',
        ar: 'حوادث أقل، لأن النظام يفرض التصاريح وخطوات العزل والفحوصات.',
      },
      {
        en: 'Audit-ready records for ISO 55001, ISO 45001 and your customers’ quality audits.',
        ar: 'سجلات جاهزة للتدقيق وفق ISO 55001 وISO 45001 وتدقيقات الجودة لدى عملائك.',
      },
      {
        en: 'A maintenance team that moves from firefighting to reliability engineering.',
        ar: 'فريق صيانة ينتقل من معالجة الطوارئ إلى هندسة الاعتمادية.',
      },
    ],
    scene: {
      skyline: 'plant',
      tint: 'amber',
      status: { en: 'Pump 3 vibration back to normal', ar: 'اهتزاز المضخة 3 عاد إلى المعدل الطبيعي' },
    },
  },
  {
    id: 'medical',
    title: {
      en: 'Facility management for hospitals, clinics and laboratories',
      ar: 'إدارة مرافق المستشفيات والعيادات والمختبرات',
    },
    description: {
      en: 'In healthcare, a failed chiller or an overdue inspection is a patient-safety issue. Siyana keeps medical gases, HVAC, generators and biomedical equipment on schedule and gives you the evidence accreditation surveyors ask for.',
      ar: 'في القطاع الصحي، يعني تعطّل جهاز تبريد أو تأخّر فحص خطراً على سلامة المرضى. تحافظ Siyana على انتظام صيانة الغازات الطبية والتكييف والمولدات والأجهزة الطبية، وتوفر لك الأدلة التي يطلبها مقيّمو الاعتماد.',
    },
    stats: sectorFacts.medical.stats,
    featuresIntro: {
      en: 'Designed around the standards your hospital is assessed against.',
      ar: 'مصممة وفق المعايير التي تُقيَّم منشأتك الصحية على أساسها.',
    },
    features: [
      {
        icon: 'Stethoscope',
        title: { en: 'Biomedical equipment register', ar: 'سجل الأجهزة الطبية' },
        description: {
          en: 'Every device with its serial number, location, service plan and calibration certificate, traceable in one register.',
          ar: 'كل جهاز برقمه التسلسلي وموقعه وخطة صيانته وشهادة معايرته، في سجل واحد يسهل تتبّعه.',
        },
      },
      {
        icon: 'Wind',
        title: { en: 'Medical gases and HVAC', ar: 'الغازات الطبية والتكييف' },
        description: {
          en: 'Pressure, air-change and temperature checks for operating theatres, isolation rooms and pharmacies.',
          ar: 'فحوصات الضغط ومعدلات تغيير الهواء والحرارة لغرف العمليات وغرف العزل والصيدليات.',
        },
      },
      {
        icon: 'BatteryCharging',
        title: { en: 'Generator and UPS testing', ar: 'اختبار المولدات ووحدات الطاقة الاحتياطية' },
        description: {
          en: 'Load tests and fuel checks on the schedule your emergency power plan requires.',
          ar: 'اختبارات التحميل وفحص الوقود وفق الجدول الذي تتطلبه خطة الطاقة الاحتياطية لديك.',
        },
      },
      {
        icon: 'ClipboardCheck',
        title: { en: 'Accreditation evidence', ar: 'أدلة الاعتماد' },
        description: {
          en: 'Inspection logs, certificates and corrective actions mapped to CBAHI and international accreditation standards.',
          ar: 'سجلات الفحص والشهادات والإجراءات التصحيحية مرتبطة بمعايير المركز السعودي لاعتماد المنشآت الصحية ومعايير الاعتماد الدولية.',
        },
      },
      {
        icon: 'Siren',
        title: { en: 'Critical alarm escalation', ar: 'تصعيد الإنذارات الحرجة' },
        description: {
          en: 'Fridge, freezer and plant alarms escalate by phone to the on-call engineer until someone responds.',
          ar: 'تُصعَّد إنذارات الثلاجات والمجمدات والمعدات هاتفياً إلى المهندس المناوب حتى يستجيب أحد.',
        },
      },
      {
        icon: 'SprayCan',
        title: { en: 'Infection-control cleaning', ar: 'نظافة مكافحة العدوى' },
        description: {
          en: 'Cleaning rounds and terminal cleans tracked room by room, signed off after every discharge.',
          ar: 'تتبّع جولات التنظيف والتطهير النهائي غرفةً غرفة، مع اعتمادها بعد خروج كل مريض.',
        },
      },
    ],
    benefits: [
      {
        en: 'Walk into every accreditation survey with your records already organised.',
        ar: 'ادخل كل زيارة تقييم للاعتماد وسجلاتك منظمة مسبقاً.',
      },
      {
        en: 'Fewer postponed procedures caused by equipment or environment failures.',
        ar: 'عمليات مؤجلة أقل بسبب أعطال الأجهزة أو اختلال ظروف البيئة المحيطة.',
      },
      {
        en: 'Clinical staff report problems in seconds and get back to their patients.',
        ar: 'يبلّغ الطاقم الطبي عن المشكلات في ثوانٍ ويعود إلى مرضاه.',
      },
      {
        en: 'Biomedical and estates teams share one register instead of separate spreadsheets.',
        ar: 'تتشارك فرق الهندسة الطبية وإدارة المرافق سجلاً واحداً بدلاً من جداول منفصلة.',
      },
      {
        en: 'Lifecycle costs for each device that support smarter replacement budgets.',
        ar: 'تكلفة دورة حياة كل جهاز تدعم ميزانيات إحلال أذكى.',
      },
    ],
    scene: {
      skyline: 'hospital',
      tint: 'teal',
      status: { en: 'Theatre 2 air changes verified', ar: 'تم التحقق من تهوية غرفة العمليات 2' },
    },
  },
  {
    id: 'tourism',
    title: {
      en: 'Facility management for hotels, resorts and destinations',
      ar: 'إدارة مرافق الفنادق والمنتجعات والوجهات السياحية',
    },
    description: {
      en: 'Guests judge you on the details: a cool room on arrival, hot water at 6 am, a pool that is always open. Siyana links housekeeping, engineering and the front desk so issues are fixed before guests notice, even at full occupancy in peak season.',
      ar: 'يحكم الضيوف عليك من التفاصيل: غرفة منعشة عند الوصول، ومياه ساخنة في الساعة 6 صباحاً، ومسبح متاح دائماً. تربط Siyana التدبير الفندقي والهندسة والاستقبال لتُعالج المشكلات قبل أن يلاحظها الضيوف، حتى مع الإشغال الكامل في مواسم الذروة.',
    },
    stats: sectorFacts.tourism.stats,
    featuresIntro: {
      en: 'Engineering, housekeeping and guest services working as one team, on one system.',
      ar: 'الهندسة والتدبير الفندقي وخدمات الضيوف يعملون كفريق واحد على نظام واحد.',
    },
    features: [
      {
        icon: 'BedDouble',
        title: { en: 'Room readiness', ar: 'جاهزية الغرف' },
        description: {
          en: 'Housekeeping flags a fault during turndown, engineering sees it instantly and the room stays blocked until it is fixed.',
          ar: 'يبلّغ فريق التدبير الفندقي عن العطل أثناء تجهيز الغرفة، فيراه فريق الهندسة فوراً وتبقى الغرفة محجوبة حتى إصلاحها.',
        },
      },
      {
        icon: 'ConciergeBell',
        title: { en: 'Guest request routing', ar: 'توجيه طلبات الضيوف' },
        description: {
          en: 'Requests from the front desk or the guest app go straight to the right team, with a target time.',
          ar: 'تنتقل الطلبات من الاستقبال أو تطبيق الضيوف مباشرة إلى الفريق المختص مع وقت مستهدف للإنجاز.',
        },
      },
      {
        icon: 'Waves',
        title: { en: 'Pool, spa and leisure upkeep', ar: 'صيانة المسابح والمنتجع الصحي' },
        description: {
          en: 'Water tests, filter backwashes and equipment checks logged for every leisure outlet.',
          ar: 'تسجيل اختبارات المياه وغسيل المرشحات وفحص المعدات لكل مرفق ترفيهي.',
        },
      },
      {
        icon: 'UtensilsCrossed',
        title: { en: 'Kitchen and F&B equipment', ar: 'معدات المطابخ والمطاعم' },
        description: {
          en: 'Preventive plans for cold rooms, ovens and dishwashers, with food-safety temperature logs.',
          ar: 'خطط وقائية لغرف التبريد والأفران وغسالات الصحون، مع سجلات الحرارة الخاصة بسلامة الأغذية.',
        },
      },
      {
        icon: 'CalendarRange',
        title: { en: 'Seasonal readiness plans', ar: 'خطط الاستعداد للمواسم' },
        description: {
          en: 'Checklists that prepare chillers, generators and rosters for summer, Ramadan and major events.',
          ar: 'قوائم تحقق تجهّز المبردات والمولدات وجداول الموظفين لمواسم الصيف ورمضان والفعاليات الكبرى.',
        },
      },
      {
        icon: 'Leaf',
        title: { en: 'Energy per occupied room', ar: 'الطاقة لكل غرفة مشغولة' },
        description: {
          en: 'Compare energy and water use with occupancy to find waste in empty wings.',
          ar: 'قارن استهلاك الطاقة والمياه بنسبة الإشغال لاكتشاف الهدر في الأجنحة الخالية.',
        },
      },
    ],
    benefits: [
      {
        en: 'Better review scores, because faults are fixed before they turn into complaints.',
        ar: 'تقييمات أعلى، لأن الأعطال تُصلح قبل أن تتحول إلى شكاوى.',
      },
      {
        en: 'More sellable rooms every night, with out-of-order time tracked and shortened.',
        ar: 'غرف أكثر جاهزة للبيع كل ليلة، مع تتبّع مدة خروج الغرف عن الخدمة وتقليصها.',
      },
      {
        en: 'Longer life for expensive kitchen, laundry and leisure equipment.',
        ar: 'عمر أطول لمعدات المطابخ والمغاسل والمرافق الترفيهية باهظة الثمن.',
      },
      {
        en: 'Brand-standard audits and tourism licensing inspections passed with complete records.',
        ar: 'اجتياز تدقيقات معايير العلامة الفندقية وفحوصات الترخيص السياحي بسجلات مكتملة.',
      },
      {
        en: 'Lower utility costs in the quiet season, without compromising the guest experience.',
        ar: 'تكاليف مرافق أقل في المواسم الهادئة دون المساس بتجربة الضيف.',
      },
    ],
    scene: {
      skyline: 'resort',
      tint: 'amber',
      status: { en: 'Room 1204 ready for arrival', ar: 'الغرفة 1204 جاهزة لاستقبال الضيف' },
    },
  },
];

/** The record of a sector, or undefined for a name that is not one of the six. */
export function findSectorPage(id: string): SectorPage | undefined {
  return sectorPages.find((page) => page.id === id);
}
