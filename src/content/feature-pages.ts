import { isolateArabicFigures } from '@/i18n/bidi';
import type { IconName } from '@/lib/icon-names';
import type { Figure, Five, Four, IconCard, Meter, Three, Tint } from './page-blocks';
import type { Text } from './types';
import { featureFacts } from './facts';

/** The ten platform features of spec §2.3, each with its own page at /feature/{id}. */
export const featureIds = ['work-order', 'preventive', 'asset', 'analytics', 'mobile', 'ai', 'team', 'scheduling', 'energy', 'compliance'] as const;
export type FeatureId = (typeof featureIds)[number];

/** `/feature` without a name shows this feature (spec §2.8). */
export const defaultFeatureId: FeatureId = 'preventive';

/** The chart drawn on the device in a feature page's hero illustration. */
export type ChartKind = 'list' | 'calendar' | 'donut' | 'columns' | 'progress' | 'line' | 'bars' | 'timeline' | 'wave' | 'gauge';

/** A generic feature page (spec §2.8, §3 "Feature page record"). */
export interface FeaturePage {
  id: FeatureId;
  icon: IconName;
  badge: Text;
  title: Text;
  description: Text;
  detailedDescription: Text;
  stats: Four<Figure>;
  keyFeatures: Four<IconCard>;
  benefits: Five<Text>;
  /** Shares shown as meters beside the benefits ("impact overview"). */
  impact: Three<Meter>;
  /** The hero illustration: a device showing a chart, with one figure called out. */
  scene: { chart: ChartKind; device: 'desktop' | 'phone'; tint: Tint; series: readonly number[]; value: string; caption: Text };
}

export const featurePages: readonly FeaturePage[] = isolateArabicFigures([
  {
    id: 'work-order',
    icon: 'ClipboardList',
    badge: { en: 'Operations', ar: 'التشغيل' },
    title: { en: 'Work Order Management', ar: 'إدارة أوامر العمل' },
    description: {
      en: 'Capture every request, assign the right technician and close jobs with photos and signatures, all from one queue.',
      ar: 'استقبل كل طلب، وأسنده إلى الفني المناسب، وأغلق المهام بالصور والتوقيعات، من قائمة واحدة.',
    },
    detailedDescription: {
      en: 'Requests reach your team from tenants, staff, sensors and the front desk, in every possible format. Siyana turns each one into a structured work order with a location, an asset, a priority and an SLA clock, routes it by trade, skill and shift, and keeps the requester updated automatically. Supervisors see the whole queue on one board, technicians get clear instructions on their phone, and every closed job leaves a record of time, parts and cost.',
      ar: 'تصل الطلبات إلى فريقك من المستأجرين والموظفين والمستشعرات ومكتب الاستقبال وبكل الأشكال الممكنة. تحوّل Siyana كلاً منها إلى أمر عمل منظم يحدد الموقع والأصل والأولوية ومؤقت مستوى الخدمة، ثم توجهه حسب التخصص والمهارة والوردية، وتُبقي مقدم الطلب على اطلاع تلقائياً. يرى المشرفون جميع الطلبات على لوحة واحدة، ويتلقى الفنيون تعليمات واضحة على هواتفهم، ويترك كل أمر مغلق سجلاً بالوقت والقطع والتكلفة.',
    },
    stats: featureFacts['work-order'].stats,
    keyFeatures: [
      {
        icon: 'Inbox',
        title: { en: 'Omnichannel intake', ar: 'استقبال من كل القنوات' },
        description: {
          en: 'Requests from the web portal, mobile app, QR codes, e-mail and sensors land in one queue.',
          ar: 'تصل الطلبات من البوابة الإلكترونية وتطبيق الجوال ورموز QR والبريد الإلكتروني والمستشعرات إلى قائمة واحدة.',
        },
      },
      {
        icon: 'Route',
        title: { en: 'Smart dispatch', ar: 'إسناد ذكي' },
        description: {
          en: 'Jobs go to the nearest qualified technician, based on trade, current workload and shift.',
          ar: 'تُسند المهام إلى أقرب فني مؤهل، بحسب التخصص وحجم العمل الحالي والوردية.',
        },
      },
      {
        icon: 'Timer',
        title: { en: 'SLA clocks and escalation', ar: 'مؤقتات مستوى الخدمة والتصعيد' },
        description: {
          en: 'Response and fix targets by priority, with automatic escalation before a target is missed.',
          ar: 'أهداف للاستجابة والإصلاح حسب الأولوية، مع تصعيد تلقائي قبل تجاوز أي هدف.',
        },
      },
      {
        icon: 'Camera',
        title: { en: 'Proof of completion', ar: 'إثبات الإنجاز' },
        description: {
          en: 'Before-and-after photos, checklists and the customer’s signature on every closed job.',
          ar: 'صور قبل العمل وبعده، وقوائم تحقق، وتوقيع العميل على كل مهمة مغلقة.',
        },
      },
    ],
    benefits: [
      {
        en: 'No request lost in WhatsApp groups, phone calls or paper forms.',
        ar: 'لا طلب يضيع بين مجموعات واتساب والمكالمات الهاتفية والنماذج الورقية.',
      },
      {
        en: 'Requesters follow progress themselves, so follow-up calls drop.',
        ar: 'يتابع مقدمو الطلبات التقدم بأنفسهم، فتقل مكالمات المتابعة.',
      },
      {
        en: 'Supervisors spot bottlenecks by trade, building or contractor as they happen.',
        ar: 'يكتشف المشرفون الاختناقات حسب التخصص أو المبنى أو المقاول لحظة حدوثها.',
      },
      {
        en: 'Accurate job costing for recharges, service charges and budgets.',
        ar: 'تكلفة دقيقة لكل مهمة لأغراض إعادة الفوترة ورسوم الخدمات والميزانيات.',
      },
      {
        en: 'A complete history for every asset, built automatically from daily work.',
        ar: 'سجل كامل لكل أصل يُبنى تلقائياً من العمل اليومي.',
      },
    ],
    impact: featureFacts['work-order'].impact,
    scene: {
      chart: 'list',
      device: 'desktop',
      tint: 'teal',
      series: [3, 1, 2, 1, 3],
      value: '24',
      caption: { en: 'Active maintenance requests', ar: 'طلبات صيانة نشطة' },
    },
  },
  {
    id: 'preventive',
    icon: 'CalendarCheck',
    badge: { en: 'Maintenance', ar: 'الصيانة' },
    title: { en: 'Preventive Maintenance', ar: 'الصيانة الوقائية' },
    description: {
      en: 'Service every asset on time, by calendar, run hours or condition, and stop paying for emergency repairs.',
      ar: 'صُن كل أصل في موعده، حسب التقويم أو ساعات التشغيل أو الحالة، وتوقف عن دفع تكاليف الإصلاحات الطارئة.',
    },
    detailedDescription: {
      en: 'Reactive maintenance is the most expensive way to run a building. Siyana builds preventive plans from manufacturer intervals and your own experience, then generates the work automatically: weekly filter changes, monthly generator runs, annual chiller overhauls. Plans adapt to meter readings and sensor data, spread the workload evenly across your team and show compliance with every plan at a glance.',
      ar: 'الصيانة بعد وقوع العطل هي أغلى طريقة لتشغيل أي مبنى. تبني Siyana خطط الصيانة الوقائية من الفترات التي يحددها المصنّعون ومن خبرة فريقك، ثم تُنشئ المهام تلقائياً: تغيير المرشحات أسبوعياً، وتشغيل المولدات شهرياً، والعَمرة السنوية للمبردات. وتتكيف الخطط مع قراءات العدادات وبيانات المستشعرات، وتوزّع العمل بالتساوي على فريقك، وتعرض مدى الالتزام بكل خطة بنظرة واحدة.',
    },
    stats: featureFacts.preventive.stats,
    keyFeatures: [
      {
        icon: 'CalendarClock',
        title: { en: 'Flexible triggers', ar: 'محفزات مرنة' },
        description: {
          en: 'Schedule by date, run hours, meter readings or sensor thresholds, or combine them.',
          ar: 'جدولة حسب التاريخ أو ساعات التشغيل أو قراءات العدادات أو حدود المستشعرات، أو بالجمع بينها.',
        },
      },
      {
        icon: 'ListChecks',
        title: { en: 'Task libraries', ar: 'مكتبات المهام' },
        description: {
          en: 'Ready-made checklists for HVAC, electrical, plumbing and fire systems, editable for your site.',
          ar: 'قوائم تحقق جاهزة لأنظمة التكييف والكهرباء والسباكة والحريق، قابلة للتعديل لتناسب موقعك.',
        },
      },
      {
        icon: 'Scale',
        title: { en: 'Workload balancing', ar: 'موازنة أحمال العمل' },
        description: {
          en: 'See the weeks ahead and smooth out peaks before they overload your team.',
          ar: 'اطّلع على الأسابيع القادمة ووزّع الذروات قبل أن تُثقل كاهل فريقك.',
        },
      },
      {
        icon: 'BarChart3',
        title: { en: 'Compliance tracking', ar: 'متابعة الالتزام' },
        description: {
          en: 'Planned versus completed work by site, trade and contractor, with overdue tasks flagged.',
          ar: 'مقارنة المخطط بالمنجز حسب الموقع والتخصص والمقاول، مع إبراز المهام المتأخرة.',
        },
      },
    ],
    benefits: [
      {
        en: 'Breakdowns fall, because small issues are found during routine visits.',
        ar: 'تتراجع الأعطال، لأن المشكلات الصغيرة تُكتشف خلال الزيارات الدورية.',
      },
      {
        en: 'Warranty conditions are met, with service records to prove it.',
        ar: 'الوفاء بشروط الضمان، مع سجلات صيانة تثبت ذلك.',
      },
      {
        en: 'Budgets become predictable as planned work replaces emergency call-outs.',
        ar: 'تصبح الميزانيات قابلة للتنبؤ مع حلول الأعمال المخططة محل الاستدعاءات الطارئة.',
      },
      {
        en: 'Critical plant is ready before the summer peak, not under repair during it.',
        ar: 'تكون المعدات الحرجة جاهزة قبل ذروة الصيف، لا قيد الإصلاح خلالها.',
      },
      {
        en: 'New technicians follow proven checklists from their first day.',
        ar: 'يتّبع الفنيون الجدد قوائم تحقق مجرّبة منذ يومهم الأول.',
      },
    ],
    impact: featureFacts.preventive.impact,
    scene: {
      chart: 'calendar',
      device: 'desktop',
      tint: 'teal',
      series: [3, 8, 9, 15, 17, 22, 24, 29, 31],
      value: '36',
      caption: { en: 'Tasks due this week', ar: 'مهام مستحقة هذا الأسبوع' },
    },
  },
  {
    id: 'asset',
    icon: 'Boxes',
    badge: { en: 'Assets', ar: 'الأصول' },
    title: { en: 'Asset Management', ar: 'إدارة الأصول' },
    description: {
      en: 'Know what you own, where it is, what condition it is in and what it costs to keep, for every asset on every site.',
      ar: 'اعرف ما تملكه وأين يوجد وما حالته وكم تكلّف صيانته، لكل أصل في كل موقع.',
    },
    detailedDescription: {
      en: 'Most facility teams inherit asset lists that are incomplete and out of date. Siyana gives you a living register: each asset has a QR label, a place in the site hierarchy, its warranty, documents, meter readings and full maintenance history. Condition scores and lifecycle costs show which assets to repair and which to replace, so capital plans rest on evidence rather than on the loudest complaint.',
      ar: 'ترث معظم فرق إدارة المرافق قوائم أصول ناقصة وقديمة. تمنحك Siyana سجلاً حياً: لكل أصل ملصق QR وموقع ضمن تسلسل المباني والطوابق، وبيانات الضمان والمستندات وقراءات العدادات وسجل الصيانة الكامل. وتكشف مؤشرات الحالة وتكاليف دورة الحياة أي الأصول يستحق الإصلاح وأيها يجب استبداله، لتُبنى خطط الإنفاق الرأسمالي على الأدلة لا على الشكوى الأعلى صوتاً.',
    },
    stats: featureFacts.asset.stats,
    keyFeatures: [
      {
        icon: 'QrCode',
        title: { en: 'QR and barcode tagging', ar: 'الترميز بملصقات QR والباركود' },
        description: {
          en: 'Label every asset and open its record, manuals and history with a single scan.',
          ar: 'ضع ملصقاً على كل أصل وافتح سجله وأدلته وتاريخه بمسحة واحدة.',
        },
      },
      {
        icon: 'Network',
        title: { en: 'Location hierarchy', ar: 'تسلسل المواقع' },
        description: {
          en: 'Portfolio, site, building, floor, room: find any asset in seconds.',
          ar: 'المحفظة ثم الموقع فالمبنى فالطابق فالغرفة: اعثر على أي أصل في ثوانٍ.',
        },
      },
      {
        icon: 'FileText',
        title: { en: 'Warranties and documents', ar: 'الضمانات والمستندات' },
        description: {
          en: 'Keep manuals, drawings, certificates and warranties together, with alerts before they expire.',
          ar: 'احفظ الأدلة والمخططات والشهادات والضمانات في مكان واحد، مع تنبيهات قبل انتهائها.',
        },
      },
      {
        icon: 'TrendingDown',
        title: { en: 'Lifecycle costing', ar: 'تكلفة دورة الحياة' },
        description: {
          en: 'Track the total cost of ownership and plan replacements by condition and risk.',
          ar: 'تابع التكلفة الإجمالية للملكية وخطط للاستبدال حسب الحالة ومستوى المخاطر.',
        },
      },
    ],
    benefits: [
      {
        en: 'One trusted asset register shared by operations, finance and auditors.',
        ar: 'سجل أصول واحد موثوق تتشاركه فرق التشغيل والمالية والمدققون.',
      },
      {
        en: 'Warranty claims made on time, instead of paying for repairs the supplier owes you.',
        ar: 'مطالبات ضمان في وقتها، بدلاً من دفع تكلفة إصلاحات يتحملها المورد.',
      },
      {
        en: 'Replacement budgets defended with condition data and cost history.',
        ar: 'ميزانيات استبدال مدعومة ببيانات الحالة وسجل التكاليف.',
      },
      {
        en: 'Faster handovers when you take over a new building or contract.',
        ar: 'تسلّم أسرع عند استلام مبنى أو عقد جديد.',
      },
      {
        en: 'Idle equipment found and redeployed instead of bought again.',
        ar: 'اكتشاف المعدات غير المستغلة وإعادة توزيعها بدلاً من شراء بديل لها.',
      },
    ],
    impact: featureFacts.asset.impact,
    scene: {
      chart: 'donut',
      device: 'desktop',
      tint: 'navy',
      series: [46, 28, 16, 10],
      value: '1,284',
      caption: { en: 'Assets registered', ar: 'أصول مسجلة' },
    },
  },
  {
    id: 'analytics',
    icon: 'LayoutDashboard',
    badge: { en: 'Insight', ar: 'الرؤى والتقارير' },
    title: { en: 'Analytics & Reports', ar: 'التحليلات والتقارير' },
    description: {
      en: 'Turn maintenance data into decisions, with live dashboards and reports your management will actually read.',
      ar: 'حوّل بيانات الصيانة إلى قرارات، بلوحات متابعة مباشرة وتقارير تقرؤها إدارتك فعلاً.',
    },
    detailedDescription: {
      en: 'Siyana collects data from every work order, asset, meter and inspection and presents it as the numbers facility leaders care about: response and fix times, planned versus reactive work, cost per square metre, contractor performance and energy intensity. Build your own dashboards, compare sites side by side and schedule reports to reach stakeholders every month, in Arabic or English.',
      ar: 'تجمع Siyana البيانات من كل أمر عمل وأصل وعداد وفحص، وتعرضها في صورة الأرقام التي تهم قادة إدارة المرافق: أزمنة الاستجابة والإصلاح، ونسبة العمل المخطط إلى الطارئ، والتكلفة لكل متر مربع، وأداء المقاولين، وكثافة استهلاك الطاقة. أنشئ لوحات المتابعة الخاصة بك، وقارن بين المواقع جنباً إلى جنب، وجدول التقارير لتصل إلى المعنيين كل شهر بالعربية أو الإنجليزية.',
    },
    stats: featureFacts.analytics.stats,
    keyFeatures: [
      {
        icon: 'LayoutDashboard',
        title: { en: 'Custom dashboards', ar: 'لوحات متابعة مخصصة' },
        description: {
          en: 'Drag-and-drop widgets for the KPIs each role needs, from technician to CEO.',
          ar: 'عناصر تُسحب وتُفلت لعرض مؤشرات الأداء التي يحتاجها كل دور، من الفني إلى الرئيس التنفيذي.',
        },
      },
      {
        icon: 'GitCompare',
        title: { en: 'Site benchmarking', ar: 'المقارنة بين المواقع' },
        description: {
          en: 'Compare buildings, regions and contractors on cost, response and uptime.',
          ar: 'قارن المباني والمناطق والمقاولين من حيث التكلفة وسرعة الاستجابة وجاهزية التشغيل.',
        },
      },
      {
        icon: 'Mail',
        title: { en: 'Scheduled reports', ar: 'تقارير مجدولة' },
        description: {
          en: 'Weekly and monthly reports delivered automatically as print-ready files and spreadsheets.',
          ar: 'تقارير أسبوعية وشهرية تصل تلقائياً في ملفات جاهزة للطباعة وجداول بيانات.',
        },
      },
      {
        icon: 'Filter',
        title: { en: 'Drill-down analysis', ar: 'تحليل تفصيلي' },
        description: {
          en: 'Click any figure to see the work orders and assets behind it.',
          ar: 'انقر على أي رقم لترى أوامر العمل والأصول التي تقف خلفه.',
        },
      },
    ],
    benefits: [
      {
        en: 'Decisions based on facts about your buildings, not anecdotes.',
        ar: 'قرارات مبنية على حقائق عن مبانيك، لا على الانطباعات.',
      },
      {
        en: 'Board and client reports ready in minutes instead of days.',
        ar: 'تقارير مجلس الإدارة والعملاء جاهزة في دقائق بدلاً من أيام.',
      },
      {
        en: 'Underperforming sites and contractors identified early.',
        ar: 'اكتشاف المواقع والمقاولين ذوي الأداء المتراجع في وقت مبكر.',
      },
      {
        en: 'Clear proof of the value your facility team delivers.',
        ar: 'دليل واضح على القيمة التي يقدمها فريق إدارة المرافق.',
      },
      {
        en: 'Budget forecasts grounded in real cost trends.',
        ar: 'توقعات ميزانية مبنية على اتجاهات التكاليف الفعلية.',
      },
    ],
    impact: featureFacts.analytics.impact,
    scene: {
      chart: 'columns',
      device: 'desktop',
      tint: 'teal',
      series: [52, 61, 58, 70, 74, 81, 87],
      value: '87%',
      caption: { en: 'SLA performance this month', ar: 'الالتزام بمستوى الخدمة هذا الشهر' },
    },
  },
  {
    id: 'mobile',
    icon: 'Smartphone',
    badge: { en: 'Field service', ar: 'العمل الميداني' },
    title: { en: 'Mobile App', ar: 'تطبيق الجوال' },
    description: {
      en: 'Give technicians everything they need in their pocket: jobs, checklists, asset history and parts, even with no signal.',
      ar: 'امنح الفنيين كل ما يحتاجونه في جيوبهم: المهام وقوائم التحقق وسجل الأصول وقطع الغيار، حتى دون تغطية.',
    },
    detailedDescription: {
      en: 'Your team works in plant rooms, basements and on rooftops, not behind desks. The Siyana app for iPhone and Android shows each technician the day’s jobs, guides them through checklists and lets them scan an asset’s QR label to see its history, record readings, request parts and capture photos and signatures. Everything syncs once the connection returns, and the whole interface works in Arabic and English.',
      ar: 'يعمل فريقك في غرف المعدات والأقبية وعلى الأسطح، لا خلف المكاتب. يعرض تطبيق Siyana على أجهزة آيفون وأندرويد لكل فني مهام يومه، ويرشده خلال قوائم التحقق، ويتيح له مسح ملصق QR على الأصل لرؤية سجله، وتسجيل القراءات، وطلب قطع الغيار، والتقاط الصور والتوقيعات. وتتم المزامنة فور عودة الاتصال، والواجهة كاملة بالعربية والإنجليزية.',
    },
    stats: featureFacts.mobile.stats,
    keyFeatures: [
      {
        icon: 'WifiOff',
        title: { en: 'Offline mode', ar: 'العمل دون اتصال' },
        description: {
          en: 'Download the day’s work and keep going in basements and plant rooms with no signal.',
          ar: 'نزّل مهام اليوم وواصل العمل في الأقبية وغرف المعدات حتى دون تغطية.',
        },
      },
      {
        icon: 'ScanLine',
        title: { en: 'Scan to identify', ar: 'المسح للتعرّف على الأصل' },
        description: {
          en: 'Scan a QR label to open the asset, its open jobs and its full history.',
          ar: 'امسح ملصق QR لفتح بيانات الأصل ومهامه المفتوحة وسجله الكامل.',
        },
      },
      {
        icon: 'Camera',
        title: { en: 'Photos, readings and signatures', ar: 'الصور والقراءات والتوقيعات' },
        description: {
          en: 'Capture evidence and the customer’s sign-off on the spot, time-stamped and located.',
          ar: 'وثّق الأدلة واحصل على توقيع العميل في الموقع، مع تسجيل الوقت والمكان.',
        },
      },
      {
        icon: 'BellRing',
        title: { en: 'Instant notifications', ar: 'إشعارات فورية' },
        description: {
          en: 'Urgent jobs and escalations reach the right phone immediately.',
          ar: 'تصل المهام العاجلة والتصعيدات إلى الهاتف المعني فوراً.',
        },
      },
    ],
    benefits: [
      {
        en: 'Technicians spend more of each shift fixing and less of it driving back to the office.',
        ar: 'يقضي الفنيون وقتاً أطول من ورديتهم في الإصلاح ووقتاً أقل في العودة إلى المكتب.',
      },
      {
        en: 'Data is captured once, at the asset, with no retyping from paper.',
        ar: 'تُسجَّل البيانات مرة واحدة عند الأصل، دون إعادة إدخالها من الورق.',
      },
      {
        en: 'Supervisors see live progress without making a single phone call.',
        ar: 'يرى المشرفون التقدم لحظة بلحظة دون إجراء أي مكالمة.',
      },
      {
        en: 'Multilingual crews work comfortably in the language they prefer.',
        ar: 'تعمل الفرق متعددة اللغات بسهولة باللغة التي تفضلها.',
      },
      {
        en: 'Customers receive proof of work the moment a job is closed.',
        ar: 'يتلقى العملاء إثبات العمل لحظة إغلاق المهمة.',
      },
    ],
    impact: featureFacts.mobile.impact,
    scene: {
      chart: 'progress',
      device: 'phone',
      tint: 'teal',
      series: [100, 100, 60, 25, 0],
      value: '12',
      caption: { en: 'Jobs on today’s route', ar: 'مهام في جولة اليوم' },
    },
  },
  {
    id: 'ai',
    icon: 'BrainCircuit',
    badge: { en: 'Intelligence', ar: 'الذكاء الاصطناعي' },
    title: { en: 'AI Integration', ar: 'تكامل الذكاء الاصطناعي' },
    description: {
      en: 'Let AI predict failures, prioritise work and answer questions about your buildings in plain language.',
      ar: 'دع الذكاء الاصطناعي يتنبأ بالأعطال ويرتّب أولويات العمل ويجيب عن أسئلتك حول مبانيك بلغة بسيطة.',
    },
    detailedDescription: {
      en: 'Siyana’s AI learns from your work orders, sensor readings and asset history. It spots the patterns that come before a failure, suggests the most likely cause and fix for a new fault, merges duplicate requests and recommends which preventive tasks to bring forward or defer. Managers can ask questions such as “which chillers cost us the most this summer?” and get an answer with the data behind it.',
      ar: 'يتعلم الذكاء الاصطناعي في Siyana من أوامر العمل وقراءات المستشعرات وسجل الأصول. فيرصد الأنماط التي تسبق الأعطال، ويقترح السبب والحل الأرجح لأي عطل جديد، ويدمج الطلبات المكررة، ويوصي بالمهام الوقائية التي ينبغي تقديمها أو تأجيلها. ويستطيع المدير أن يسأل مثلاً: «أي المبردات كلّفتنا أكثر هذا الصيف؟» فيحصل على إجابة مدعومة بالبيانات.',
    },
    stats: featureFacts.ai.stats,
    keyFeatures: [
      {
        icon: 'BrainCircuit',
        title: { en: 'Failure prediction', ar: 'التنبؤ بالأعطال' },
        description: {
          en: 'Models trained on your equipment flag the assets likely to fail in the coming weeks.',
          ar: 'نماذج مدرّبة على معداتك تنبّه إلى الأصول المرجح تعطلها في الأسابيع القادمة.',
        },
      },
      {
        icon: 'Lightbulb',
        title: { en: 'Fix suggestions', ar: 'اقتراح الحلول' },
        description: {
          en: 'For each new fault, see the likely cause, the parts needed and how similar jobs were solved.',
          ar: 'لكل عطل جديد، اطّلع على السبب المرجح والقطع اللازمة وطريقة حل المهام المشابهة.',
        },
      },
      {
        icon: 'MessagesSquare',
        title: { en: 'Ask in plain language', ar: 'اسأل بلغتك' },
        description: {
          en: 'Query your maintenance data in Arabic or English and get answers and charts back.',
          ar: 'استعلم عن بيانات الصيانة بالعربية أو الإنجليزية واحصل على إجابات ورسوم بيانية.',
        },
      },
      {
        icon: 'Layers',
        title: { en: 'Duplicate and priority detection', ar: 'رصد التكرار وتحديد الأولوية' },
        description: {
          en: 'Repeated reports of the same fault are merged, and work is ranked by risk and impact.',
          ar: 'تُدمج البلاغات المتكررة عن العطل نفسه، وتُرتَّب المهام حسب المخاطر والأثر.',
        },
      },
    ],
    benefits: [
      {
        en: 'Failures prevented rather than repaired, with fewer outages your occupants notice.',
        ar: 'منع الأعطال بدلاً من إصلاحها، مع انقطاعات أقل يشعر بها شاغلو المبنى.',
      },
      {
        en: 'Junior technicians solve faults faster, guided by what your best people already know.',
        ar: 'يحل الفنيون المبتدئون الأعطال أسرع، مستفيدين مما يعرفه أفضل كوادرك.',
      },
      {
        en: 'Managers get answers without waiting for an analyst or a spreadsheet.',
        ar: 'يحصل المديرون على الإجابات دون انتظار محلل بيانات أو جدول.',
      },
      {
        en: 'Preventive plans that get smarter every month instead of staying fixed.',
        ar: 'خطط وقائية تزداد ذكاءً كل شهر بدلاً من أن تبقى ثابتة.',
      },
      {
        en: 'Your data stays yours and is never used to train models for other customers.',
        ar: 'بياناتك ملك لك، ولا تُستخدم أبداً لتدريب نماذج لعملاء آخرين.',
      },
    ],
    impact: featureFacts.ai.impact,
    scene: {
      chart: 'line',
      device: 'desktop',
      tint: 'navy',
      series: [38, 46, 44, 57, 63, 61, 74, 82, 92],
      value: '92%',
      caption: { en: 'Model learning progress', ar: 'تقدّم تعلّم النموذج' },
    },
  },
  {
    id: 'team',
    icon: 'Users',
    badge: { en: 'Workforce', ar: 'القوى العاملة' },
    title: { en: 'Team Management', ar: 'إدارة الفرق' },
    description: {
      en: 'Plan shifts, track skills and certifications, and see how every in-house and contractor team is performing.',
      ar: 'خطط للورديات، وتابع المهارات والشهادات، واطّلع على أداء كل فريق داخلي ومقاول.',
    },
    detailedDescription: {
      en: 'Facility teams mix in-house technicians, outsourced crews and specialist contractors across several sites and shifts. Siyana keeps one roster with each person’s trade, skills, certifications and availability, so the right people get the job and nobody works on a system they are not qualified for. Productivity, first-time fix rate and overtime are measured per team, giving you a fair basis for coaching, rewards and contract reviews.',
      ar: 'تضم فرق إدارة المرافق فنيين داخليين وطواقم خارجية ومقاولين متخصصين موزعين على عدة مواقع وورديات. تحتفظ Siyana بسجل موحد يضم تخصص كل فرد ومهاراته وشهاداته وأوقات توفره، فيُسند العمل إلى الأشخاص المناسبين ولا يعمل أحد على نظام غير مؤهل له. وتُقاس الإنتاجية ونسبة الإصلاح من المرة الأولى وساعات العمل الإضافي لكل فريق، لتكون لديك أسس عادلة للتوجيه والمكافآت ومراجعة العقود.',
    },
    stats: featureFacts.team.stats,
    keyFeatures: [
      {
        icon: 'CalendarDays',
        title: { en: 'Shift rosters', ar: 'جداول الورديات' },
        description: {
          en: 'Plan day, night and on-call rotas across sites, with leave and public holidays built in.',
          ar: 'خطط للورديات النهارية والليلية والمناوبات في كل المواقع، مع احتساب الإجازات والعطل الرسمية.',
        },
      },
      {
        icon: 'BadgeCheck',
        title: { en: 'Skills and certifications', ar: 'المهارات والشهادات' },
        description: {
          en: 'Record licences and training, and get an alert before any certificate expires.',
          ar: 'سجّل الرخص والدورات التدريبية، واحصل على تنبيه قبل انتهاء أي شهادة.',
        },
      },
      {
        icon: 'MapPin',
        title: { en: 'Live location and status', ar: 'الموقع والحالة لحظياً' },
        description: {
          en: 'See who is on site, on the road or busy, and reassign work in one click.',
          ar: 'اعرف من في الموقع ومن في الطريق ومن مشغول، وأعد إسناد العمل بنقرة واحدة.',
        },
      },
      {
        icon: 'Trophy',
        title: { en: 'Performance scorecards', ar: 'بطاقات الأداء' },
        description: {
          en: 'Jobs completed, response times and customer ratings for every technician and contractor.',
          ar: 'المهام المنجزة وأزمنة الاستجابة وتقييمات العملاء لكل فني ومقاول.',
        },
      },
    ],
    benefits: [
      {
        en: 'The right skills on every job, with qualifications checked automatically.',
        ar: 'المهارات المناسبة لكل مهمة، مع التحقق التلقائي من المؤهلات.',
      },
      {
        en: 'Fair workloads that reduce burnout and staff turnover.',
        ar: 'توزيع عادل لأحمال العمل يحد من الإرهاق وتسرّب الموظفين.',
      },
      {
        en: 'Contractors managed with the same transparency as your own staff.',
        ar: 'إدارة المقاولين بالشفافية نفسها التي تُدار بها كوادرك.',
      },
      {
        en: 'Overtime and headcount planned from real workload data.',
        ar: 'تخطيط ساعات العمل الإضافي وأعداد الموظفين من بيانات أحمال العمل الفعلية.',
      },
      {
        en: 'Saudization and workforce reports ready whenever you need them.',
        ar: 'تقارير التوطين والقوى العاملة جاهزة متى احتجت إليها.',
      },
    ],
    impact: featureFacts.team.impact,
    scene: {
      chart: 'bars',
      device: 'desktop',
      tint: 'amber',
      series: [92, 84, 77, 69, 58],
      value: '18',
      caption: { en: 'Technicians on shift now', ar: 'فنيون في الوردية الآن' },
    },
  },
  {
    id: 'scheduling',
    icon: 'CalendarClock',
    badge: { en: 'Planning', ar: 'التخطيط' },
    title: { en: 'Smart Scheduling', ar: 'الجدولة الذكية' },
    description: {
      en: 'Build the best daily plan automatically, balancing priorities, skills, travel time and access windows.',
      ar: 'أنشئ أفضل خطة يومية تلقائياً، بموازنة الأولويات والمهارات ووقت التنقل وأوقات الدخول المتاحة.',
    },
    detailedDescription: {
      en: 'Scheduling by hand means phone calls, whiteboards and half-empty days. Siyana’s scheduler weighs every open job and planned task, each technician’s skills and shift, the distance between sites and the hours when a tenant’s unit or a hospital ward can be entered, then proposes a plan you accept as it is or adjust by dragging. When an emergency lands, it reshuffles the rest of the day and tells everyone affected.',
      ar: 'الجدولة اليدوية تعني مكالمات كثيرة وسبورات وأياماً نصفها فارغ. يدرس مجدول Siyana كل مهمة مفتوحة ومخططة، ومهارات كل فني ووردِيته، والمسافة بين المواقع، والساعات المتاحة لدخول وحدة المستأجر أو جناح المستشفى، ثم يقترح خطة تعتمدها كما هي أو تعدّلها بالسحب والإفلات. وعند حدوث طارئ، يعيد ترتيب بقية اليوم ويُبلغ كل من يتأثر بالتغيير.',
    },
    stats: featureFacts.scheduling.stats,
    keyFeatures: [
      {
        icon: 'WandSparkles',
        title: { en: 'One-click optimisation', ar: 'تحسين بنقرة واحدة' },
        description: {
          en: 'Generate the day’s plan for the whole team in seconds.',
          ar: 'أنشئ خطة اليوم للفريق كله في ثوانٍ.',
        },
      },
      {
        icon: 'Clock',
        title: { en: 'Access windows', ar: 'أوقات الدخول' },
        description: {
          en: 'Tenant hours, prayer times, clinic sessions and quiet periods respected automatically.',
          ar: 'مراعاة تلقائية لساعات المستأجرين وأوقات الصلاة ومواعيد العيادات وفترات الهدوء.',
        },
      },
      {
        icon: 'Route',
        title: { en: 'Route planning', ar: 'تخطيط المسارات' },
        description: {
          en: 'Group nearby jobs and cut the driving between sites across the city.',
          ar: 'اجمع المهام المتقاربة وقلّل التنقل بين المواقع داخل المدينة.',
        },
      },
      {
        icon: 'Shuffle',
        title: { en: 'Live rescheduling', ar: 'إعادة الجدولة الفورية' },
        description: {
          en: 'When an urgent job comes in, the plan adapts and the people affected are notified.',
          ar: 'عند ورود مهمة عاجلة، تتكيف الخطة ويُبلَّغ المتأثرون بها.',
        },
      },
    ],
    benefits: [
      {
        en: 'Planners spend minutes, not hours, preparing tomorrow’s work.',
        ar: 'يستغرق المخططون دقائق لا ساعات في إعداد عمل الغد.',
      },
      {
        en: 'Technicians spend the day on the tools, not in traffic.',
        ar: 'يقضي الفنيون يومهم في العمل لا في الزحام.',
      },
      {
        en: 'Tenants and departments get appointment times they can rely on.',
        ar: 'يحصل المستأجرون والأقسام على مواعيد يمكن الاعتماد عليها.',
      },
      {
        en: 'Emergencies handled without throwing the rest of the day into chaos.',
        ar: 'معالجة الطوارئ دون إرباك بقية اليوم.',
      },
      {
        en: 'Fuel and vehicle costs fall as routes get shorter.',
        ar: 'تنخفض تكاليف الوقود والمركبات مع قِصر المسارات.',
      },
    ],
    impact: featureFacts.scheduling.impact,
    scene: {
      chart: 'timeline',
      device: 'desktop',
      tint: 'teal',
      series: [0, 30, 10, 45, 55, 25, 20, 60],
      value: '47',
      caption: { en: 'Jobs scheduled for today', ar: 'مهام مجدولة لليوم' },
    },
  },
  {
    id: 'energy',
    icon: 'Zap',
    badge: { en: 'Sustainability', ar: 'الاستدامة' },
    title: { en: 'Energy Management', ar: 'إدارة الطاقة' },
    description: {
      en: 'Meter every building, find where energy is wasted and cut utility bills without sacrificing comfort.',
      ar: 'راقب استهلاك كل مبنى بالعدادات، واكتشف أين تُهدر الطاقة، وخفّض فواتير المرافق دون التضحية بالراحة.',
    },
    detailedDescription: {
      en: 'In the Gulf, cooling is usually the largest line on the electricity bill. Siyana connects smart meters, building management systems and IoT sensors to show consumption by site, floor and system as it happens, compares it with occupancy and outdoor temperature, and flags abnormal patterns such as chillers running overnight or lights left on across empty floors. Each finding becomes a work order, and the saving is measured once it is done.',
      ar: 'في الخليج، يُعد التبريد عادةً البند الأكبر في فاتورة الكهرباء. تربط Siyana العدادات الذكية وأنظمة إدارة المباني ومستشعرات إنترنت الأشياء لتعرض الاستهلاك حسب الموقع والطابق والنظام لحظة بلحظة، وتقارنه بالإشغال ودرجة الحرارة الخارجية، وتنبّه إلى الأنماط غير الطبيعية مثل مبردات تعمل طوال الليل أو إضاءة مشتعلة في طوابق خالية. ويتحول كل اكتشاف إلى أمر عمل، ثم يُقاس التوفير الفعلي بعد تنفيذه.',
    },
    stats: featureFacts.energy.stats,
    keyFeatures: [
      {
        icon: 'Gauge',
        title: { en: 'Smart metering', ar: 'القياس الذكي' },
        description: {
          en: 'Electricity, water, gas and chilled-water meters read automatically, down to 15-minute intervals.',
          ar: 'قراءة تلقائية لعدادات الكهرباء والمياه والغاز والمياه المبردة، بفواصل تصل إلى 15 دقيقة.',
        },
      },
      {
        icon: 'TriangleAlert',
        title: { en: 'Waste detection', ar: 'رصد الهدر' },
        description: {
          en: 'Alerts for out-of-hours consumption, equipment left running and usage drifting above its baseline.',
          ar: 'تنبيهات للاستهلاك خارج ساعات العمل، والمعدات المتروكة قيد التشغيل، والاستهلاك الذي يتجاوز خط الأساس.',
        },
      },
      {
        icon: 'Split',
        title: { en: 'Tenant sub-metering', ar: 'العدادات الفرعية للمستأجرين' },
        description: {
          en: 'Allocate consumption to tenants, departments or cost centres from sub-meters.',
          ar: 'وزّع الاستهلاك على المستأجرين أو الأقسام أو مراكز التكلفة بناءً على العدادات الفرعية.',
        },
      },
      {
        icon: 'Receipt',
        title: { en: 'Utility bill checks', ar: 'تدقيق فواتير المرافق' },
        description: {
          en: 'Match bills against metered data to catch estimated reads and billing errors.',
          ar: 'طابق الفواتير مع البيانات المقاسة لاكتشاف القراءات التقديرية وأخطاء الفوترة.',
        },
      },
    ],
    benefits: [
      {
        en: 'Lower utility bills from fixing waste you could not see before.',
        ar: 'فواتير مرافق أقل بمعالجة هدر لم يكن ظاهراً من قبل.',
      },
      {
        en: 'Chillers and air-handling units that run only when and where they are needed.',
        ar: 'مبردات ووحدات مناولة هواء تعمل فقط حين تلزم وحيث تلزم.',
      },
      {
        en: 'Savings verified with measured data, not estimates.',
        ar: 'توفير مُثبت ببيانات مقاسة لا بالتقديرات.',
      },
      {
        en: 'Tenants and departments recharged for what they actually consume.',
        ar: 'إعادة فوترة المستأجرين والأقسام بحسب استهلاكهم الفعلي.',
      },
      {
        en: 'Credible sustainability figures for owners, investors and regulators.',
        ar: 'أرقام استدامة موثوقة للملاك والمستثمرين والجهات التنظيمية.',
      },
    ],
    impact: featureFacts.energy.impact,
    scene: {
      chart: 'wave',
      device: 'desktop',
      tint: 'amber',
      series: [40, 58, 47, 66, 52, 38, 44],
      value: '42%',
      caption: { en: 'Energy saved this month', ar: 'طاقة تم توفيرها هذا الشهر' },
    },
  },
  {
    id: 'compliance',
    icon: 'ShieldCheck',
    badge: { en: 'Risk & compliance', ar: 'المخاطر والامتثال' },
    title: { en: 'Compliance Tracking', ar: 'تتبّع الامتثال' },
    description: {
      en: 'Never miss an inspection, permit or certificate again, and meet every audit with the records already in one place.',
      ar: 'لن يفوتك بعد اليوم أي فحص أو تصريح أو شهادة، وستستقبل كل تدقيق وسجلاتك مجتمعة في مكان واحد.',
    },
    detailedDescription: {
      en: 'Facilities in the Kingdom answer to Civil Defense, municipalities, health authorities and insurers, each with its own inspections and certificates. Siyana keeps a calendar of every statutory obligation for each building: fire alarm and sprinkler tests, lift certificates, water-tank cleaning, pressure vessels and more. Tasks are assigned automatically, evidence is attached on completion and a live compliance score shows where every site stands.',
      ar: 'تخضع المنشآت في المملكة لرقابة الدفاع المدني والأمانات والجهات الصحية وشركات التأمين، ولكل منها فحوصاته وشهاداته. تحتفظ Siyana بتقويم لكل التزام نظامي في كل مبنى: اختبارات إنذار الحريق والرشاشات، وشهادات المصاعد، وتنظيف خزانات المياه، وأوعية الضغط وغيرها. وتُسند المهام تلقائياً، وتُرفق الأدلة عند الإنجاز، ويعرض مؤشر امتثال مباشر موقف كل موقع.',
    },
    stats: featureFacts.compliance.stats,
    keyFeatures: [
      {
        icon: 'CalendarCheck',
        title: { en: 'Statutory calendar', ar: 'تقويم الالتزامات النظامية' },
        description: {
          en: 'Every inspection, permit and certificate for each building, with its legal frequency built in.',
          ar: 'كل فحص وتصريح وشهادة لكل مبنى، مع دورية التكرار النظامية مضمّنة مسبقاً.',
        },
      },
      {
        icon: 'Paperclip',
        title: { en: 'Evidence vault', ar: 'خزانة الأدلة' },
        description: {
          en: 'Reports, photos and certificates attached to each task and searchable in seconds.',
          ar: 'التقارير والصور والشهادات مرفقة بكل مهمة ويمكن البحث فيها خلال ثوانٍ.',
        },
      },
      {
        icon: 'Bell',
        title: { en: 'Expiry alerts', ar: 'تنبيهات الانتهاء' },
        description: {
          en: 'Reminders to owners and contractors 30, 14 and 7 days before anything lapses.',
          ar: 'تذكيرات للمسؤولين والمقاولين قبل 30 و14 و7 أيام من انتهاء أي التزام.',
        },
      },
      {
        icon: 'ShieldCheck',
        title: { en: 'Compliance scores', ar: 'مؤشرات الامتثال' },
        description: {
          en: 'A live score for each site and for the whole portfolio, with the overdue items behind it.',
          ar: 'مؤشر مباشر لكل موقع وللمحفظة كاملة، مع البنود المتأخرة التي تؤثر فيه.',
        },
      },
    ],
    benefits: [
      {
        en: 'Fines, closures and insurance disputes avoided.',
        ar: 'تجنّب الغرامات والإغلاقات ونزاعات التأمين.',
      },
      {
        en: 'An audit becomes a download, not a week of searching through paper.',
        ar: 'يصبح التدقيق مجرد تنزيل للملفات، لا أسبوعاً من البحث في الأوراق.',
      },
      {
        en: 'Clear accountability: every obligation has an owner and a due date.',
        ar: 'مسؤولية واضحة: لكل التزام مسؤول وموعد استحقاق.',
      },
      {
        en: 'Safer buildings for occupants, visitors and staff.',
        ar: 'مبانٍ أكثر أماناً للشاغلين والزوار والموظفين.',
      },
      {
        en: 'Directors see compliance risk across the portfolio at a glance.',
        ar: 'يرى المديرون مخاطر الامتثال في المحفظة كاملة بنظرة واحدة.',
      },
    ],
    impact: featureFacts.compliance.impact,
    scene: {
      chart: 'gauge',
      device: 'desktop',
      tint: 'teal',
      series: [92],
      value: '92%',
      caption: { en: 'Compliance score (sample data)', ar: 'مؤشر الامتثال (بيانات نموذجية)' },
    },
  },
]);

/** The record of a generic feature, or undefined for a name that is not one of the ten. */
export function findFeaturePage(id: string): FeaturePage | undefined {
  return featurePages.find((page) => page.id === id);
}
