import { courseModule, type CourseDraft } from './record';

/** The free courses, in catalogue order; their hours and counts are added up in derive.ts. */
export const courseDrafts: readonly CourseDraft[] = [
  {
    id: 'fm-fundamentals',
    category: 'fundamentals',
    level: 'beginner',
    title: { en: 'Facility Management Fundamentals', ar: 'أساسيات إدارة المرافق' },
    description: {
      en: 'The core of the job in one afternoon: hard and soft services, the life of a work order, SLAs and the KPIs owners actually read.',
      ar: 'جوهر المهنة في جلسة واحدة: الخدمات الفنية والمساندة، ودورة حياة أمر العمل، واتفاقيات مستوى الخدمة، ومؤشرات الأداء التي يهتم بها الملاك فعلاً.',
    },
    outcomes: [
      { en: 'Map hard and soft services across a building portfolio', ar: 'تصنيف الخدمات الفنية والمساندة عبر محفظة المباني' },
      { en: 'Run a work order from request to sign-off', ar: 'إدارة أمر العمل من الطلب حتى الإغلاق والاعتماد' },
      { en: 'Set SLAs and the five KPIs that matter first', ar: 'تحديد اتفاقيات مستوى الخدمة وأهم خمسة مؤشرات أداء' },
    ],
    audience: {
      en: 'New facility coordinators, helpdesk staff and supervisors, and technicians stepping into their first planning or contract role.',
      ar: 'منسقو المرافق الجدد، وموظفو مكتب البلاغات والمشرفون، والفنيون الذين ينتقلون إلى أول دور لهم في التخطيط أو إدارة العقود.',
    },
    prerequisites: {
      en: 'None. Time on a building site helps, but every term is explained from the start.',
      ar: 'لا يوجد. تفيدك الخبرة الميدانية في المباني، لكن كل مصطلح يُشرح من البداية.',
    },
    syllabus: [
      courseModule('What facility management covers', 'نطاق إدارة المرافق', [
        ['Hard and soft services: where the line falls', 'الخدمات الفنية والمساندة: أين يقع الحد الفاصل بينهما', 9],
        ['Owner, FM provider and contractors: who does what', 'المالك ومقدم خدمات المرافق والمقاولون: من يتولى ماذا', 9],
        ['Reading the scope of services in an FM contract', 'قراءة نطاق الخدمات في عقد إدارة المرافق', 8],
      ]),
      courseModule('Knowing your buildings', 'اعرف مبانيك', [
        ['The first walk-down: plant rooms, roofs and service risers', 'الجولة الميدانية الأولى: غرف المعدات والأسطح وممرات الخدمات الرأسية', 10],
        ['Building systems at a glance: cooling, power, water and fire', 'أنظمة المبنى في لمحة: التبريد والكهرباء والمياه والحريق', 8],
        ['Drawings and O&M manuals, and where they go missing', 'المخططات وأدلة التشغيل والصيانة، وأين تضيع عادة', 8],
      ]),
      courseModule('The life of a work order', 'دورة حياة أمر العمل', [
        ['Logging a request properly, from a call, the app or a sensor', 'تسجيل البلاغ بدقة، سواء ورد باتصال أو عبر التطبيق أو من حساس', 8],
        ['Priorities: emergency, urgent and routine', 'الأولويات: طارئ وعاجل واعتيادي', 9],
        ['Assign, attend, close: evidence and sign-off', 'الإسناد والمعاينة والإغلاق: الأدلة والاعتماد', 9],
      ]),
      courseModule('Planned and reactive work', 'الأعمال المخططة والطارئة', [
        ['Why planned maintenance costs less than breakdowns', 'لماذا تكلّف الصيانة المخططة أقل من الأعطال', 9],
        ['The planned-to-reactive ratio and how to read it', 'نسبة الأعمال المخططة إلى الطارئة وكيف تقرؤها', 9],
        ['The summer peak: cooling calls from June to September', 'ذروة الصيف: بلاغات التبريد من يونيو إلى سبتمبر', 8],
      ]),
      courseModule('SLAs that work', 'اتفاقيات مستوى خدمة قابلة للتطبيق', [
        ['Response time versus resolution time', 'زمن الاستجابة مقابل زمن الإصلاح', 8],
        ['Writing SLAs for mixed contractor teams', 'صياغة اتفاقيات مستوى الخدمة لفرق المقاولين المتعددة', 10],
        ['Breaches, penalties and service credits', 'الإخلال بالاتفاقية والغرامات وخصومات الخدمة', 8],
      ]),
      courseModule('The KPIs owners read', 'مؤشرات الأداء التي يقرؤها الملاك', [
        ['The five KPIs to track first', 'أهم خمسة مؤشرات أداء تبدأ بمتابعتها', 9],
        ['A monthly report on one page', 'تقرير شهري في صفحة واحدة', 8],
        ['Turning figures into decisions', 'تحويل الأرقام إلى قرارات', 8],
      ]),
      courseModule('Safety, people and your first 90 days', 'السلامة والفريق وأول 90 يوماً', [
        ['Daily safety basics: permits, isolation and heat stress', 'أساسيات السلامة اليومية: التصاريح والعزل والإجهاد الحراري', 9],
        ['Contractors, shifts and Ramadan working hours', 'المقاولون والمناوبات وساعات العمل في رمضان', 8],
        ['A plan for your first 90 days', 'خطة لأول 90 يوماً في الوظيفة', 8],
      ]),
    ],
    price: 'free',
  },
  {
    id: 'asset-lifecycle',
    category: 'asset-management',
    level: 'intermediate',
    title: { en: 'Asset Lifecycle Management', ar: 'إدارة دورة حياة الأصول' },
    description: {
      en: 'From commissioning to replacement: build an asset register, tag it with QR labels and decide when to repair, refurbish or replace.',
      ar: 'من التشغيل الأولي حتى الاستبدال: أنشئ سجلاً للأصول، وميّزه بملصقات QR، وقرّر متى تُصلح أو تُجدّد أو تستبدل.',
    },
    outcomes: [
      { en: 'Structure an asset register with a clear hierarchy', ar: 'بناء سجل أصول بتسلسل هرمي واضح' },
      { en: 'Tag and survey assets with QR labels', ar: 'ترميز الأصول وحصرها بملصقات QR' },
      { en: 'Use lifecycle cost to justify replacement budgets', ar: 'استخدام تكلفة دورة الحياة لتبرير ميزانيات الاستبدال' },
    ],
    audience: {
      en: 'Asset and maintenance engineers, facility managers preparing budgets, and teams about to survey or re-survey a portfolio.',
      ar: 'مهندسو الأصول والصيانة، ومديرو المرافق الذين يعدّون الميزانيات، والفرق التي تستعد لحصر أصول محفظة مبانٍ أو تحديث حصرها.',
    },
    prerequisites: {
      en: 'Facility Management Fundamentals or a year in maintenance. A spreadsheet is enough; no software is needed.',
      ar: 'دورة أساسيات إدارة المرافق أو خبرة سنة في الصيانة. يكفيك جدول بيانات، ولا تحتاج إلى أي برنامج.',
    },
    syllabus: [
      courseModule('Asset management for facilities', 'إدارة الأصول في المرافق', [
        ['What counts as an asset, and what does not', 'ما الذي يُعد أصلاً وما الذي لا يُعد', 10],
        ['The lifecycle: plan, acquire, operate, maintain, dispose', 'دورة الحياة: التخطيط والشراء والتشغيل والصيانة والتخلص', 12],
        ['ISO 55001 in plain language', 'معيار ISO 55001 بلغة مبسطة', 11],
      ]),
      courseModule('The asset hierarchy', 'التسلسل الهرمي للأصول', [
        ['Site, building, system, asset, component', 'الموقع والمبنى والنظام والأصل والمكوّن', 11],
        ['Naming and numbering rules that scale', 'قواعد تسمية وترقيم تتسع لنمو المحفظة', 11],
        ['Leased, shared and tenant-owned equipment', 'المعدات المستأجرة والمشتركة والمملوكة للمستأجرين', 11],
      ]),
      courseModule('Data worth collecting', 'البيانات التي تستحق الجمع', [
        ['The minimum data set for every asset', 'الحد الأدنى من البيانات لكل أصل', 10],
        ['Nameplates, warranties and O&M manuals', 'لوحات البيانات والضمانات وأدلة التشغيل والصيانة', 11],
        ['One register in Arabic and English for mixed teams', 'سجل واحد بالعربية والإنجليزية للفرق متعددة اللغات', 12],
      ]),
      courseModule('QR tagging and the asset survey', 'الترميز بملصقات QR وحصر الأصول', [
        ['Planning the survey: scope, teams and route', 'تخطيط الحصر: النطاق والفرق ومسار العمل', 11],
        ['Labels that survive heat, dust and sun', 'ملصقات تتحمل الحرارة والغبار وأشعة الشمس', 12],
        ['Surveying with a phone and checking the results', 'الحصر بالجوال ومراجعة النتائج', 11],
      ]),
      courseModule('Commissioning and handover', 'التشغيل الأولي والاستلام', [
        ['What to demand from the contractor at handover', 'ما الذي تطلبه من المقاول عند الاستلام', 11],
        ['The defects liability period: logging and chasing defects', 'فترة ضمان العيوب: تسجيل الملاحظات ومتابعتها', 11],
        ['Warranty registers and expiry alerts', 'سجلات الضمان وتنبيهات انتهائه', 11],
      ]),
      courseModule('Condition assessment', 'تقييم حالة الأصول', [
        ['Condition grades 1 to 5, applied consistently', 'درجات الحالة من 1 إلى 5 وتطبيقها بثبات', 12],
        ['How heat, sand and salt age equipment', 'كيف تُسرّع الحرارة والرمال والملوحة تقادم المعدات', 11],
        ['Estimating remaining useful life', 'تقدير العمر التشغيلي المتبقي', 11],
      ]),
      courseModule('Lifecycle cost', 'تكلفة دورة الحياة', [
        ['Capital, operating and maintenance costs over a lifetime', 'التكاليف الرأسمالية والتشغيلية وتكاليف الصيانة طوال العمر', 11],
        ['Energy as part of lifecycle cost', 'الطاقة بوصفها جزءاً من تكلفة دورة الحياة', 11],
        ['Worked example: a 20-year-old chiller', 'مثال تطبيقي: مبرد عمره 20 عاماً', 11],
      ]),
      courseModule('Repair, refurbish or replace', 'الإصلاح أم التجديد أم الاستبدال', [
        ['Decision rules: repair cost against asset value', 'قواعد القرار: تكلفة الإصلاح مقابل قيمة الأصل', 11],
        ['Criticality and risk in the decision', 'أهمية الأصل ومخاطره في القرار', 11],
        ['Obsolete spares and supplier support', 'قطع الغيار المتقادمة ودعم الموردين', 11],
      ]),
      courseModule('Capital planning and reporting', 'التخطيط الرأسمالي ورفع التقارير', [
        ['A 5-year replacement plan', 'خطة استبدال لمدة 5 سنوات', 11],
        ['Presenting the case to owners and finance', 'عرض المبررات على الملاك والإدارة المالية', 12],
        ['Keeping the register alive after the survey', 'إبقاء السجل محدّثاً بعد الحصر', 11],
      ]),
    ],
    price: 'free',
  },
  {
    id: 'preventive-maintenance',
    category: 'maintenance',
    level: 'beginner',
    title: { en: 'Preventive Maintenance Planning', ar: 'تخطيط الصيانة الوقائية' },
    description: {
      en: 'Build a PPM calendar that survives the summer peak: asset criticality, task frequencies, spare parts and technician workload.',
      ar: 'ابنِ جدول صيانة وقائية يصمد أمام ذروة الصيف: أهمية الأصول، وتكرار المهام، وقطع الغيار، وتوزيع العمل على الفنيين.',
    },
    outcomes: [
      { en: 'Rank assets by criticality and risk', ar: 'ترتيب الأصول حسب أهميتها ومخاطر تعطلها' },
      { en: 'Turn manufacturer manuals into tasks and frequencies', ar: 'تحويل أدلة المصنّعين إلى مهام وجداول تكرار' },
      { en: 'Balance planned and reactive work in peak season', ar: 'الموازنة بين الأعمال المخططة والطارئة في موسم الذروة' },
    ],
    audience: {
      en: 'Maintenance supervisors and planners, and facility coordinators who own the PPM calendar of one or more buildings.',
      ar: 'مشرفو الصيانة ومخططوها، ومنسقو المرافق المسؤولون عن جدول الصيانة الوقائية المخططة لمبنى واحد أو أكثر.',
    },
    prerequisites: {
      en: 'None. Bring the asset list and one manufacturer manual from your own site to work through the exercises.',
      ar: 'لا يوجد. أحضر قائمة الأصول ودليل مصنّع واحداً من موقعك لتطبيق التمارين عليهما.',
    },
    syllabus: [
      courseModule('Why preventive maintenance', 'لماذا الصيانة الوقائية', [
        ['Reactive, preventive or predictive: a strategy per asset', 'طارئة أم وقائية أم تنبؤية: استراتيجية لكل أصل', 10],
        ['What a breakdown in August really costs', 'التكلفة الحقيقية لعطل في أغسطس', 10],
        ['Planned and statutory maintenance: what is mandatory', 'الصيانة المخططة والصيانة النظامية: ما الإلزامي منها', 10],
      ]),
      courseModule('Asset criticality', 'أهمية الأصول', [
        ['Scoring criticality: safety, service and cost', 'تقييم الأهمية: السلامة والخدمة والتكلفة', 11],
        ['Duty and standby equipment', 'المعدات العاملة والاحتياطية', 9],
        ['Running a criticality workshop with your team', 'إدارة ورشة تقييم الأهمية مع فريقك', 10],
      ]),
      courseModule('From manuals to tasks', 'من أدلة المصنّعين إلى المهام', [
        ['Reading manufacturer recommendations', 'قراءة توصيات المصنّعين', 10],
        ['Task lists a technician can follow', 'قوائم مهام يستطيع الفني اتباعها', 11],
        ['Adjusting intervals for heat and dust', 'تعديل الفترات الزمنية لتناسب الحرارة والغبار', 9],
      ]),
      courseModule('Frequencies and the annual calendar', 'تكرار المهام والجدول السنوي', [
        ['Weekly, monthly, quarterly and annual rhythms', 'الإيقاع الأسبوعي والشهري والربع سنوي والسنوي', 10],
        ['Front-loading work before the summer peak', 'تقديم الأعمال قبل ذروة الصيف', 10],
        ['Ramadan hours and shutdown windows', 'ساعات العمل في رمضان وفترات إيقاف التشغيل', 10],
      ]),
      courseModule('Spare parts and materials', 'قطع الغيار والمواد', [
        ['Critical spares and minimum stock levels', 'قطع الغيار الحرجة والحد الأدنى للمخزون', 10],
        ['Filters, belts and refrigerant: planning consumables', 'الفلاتر والسيور ووسيط التبريد: تخطيط المواد المستهلكة', 10],
        ['Lead times and local suppliers', 'مُهل التوريد والموردون المحليون', 10],
      ]),
      courseModule('Technician workload', 'عبء عمل الفنيين', [
        ['Estimating hours per task', 'تقدير ساعات العمل لكل مهمة', 10],
        ['Balancing planned and reactive work', 'الموازنة بين الأعمال المخططة والطارئة', 10],
        ['Scheduling in-house teams and contractors together', 'جدولة الفرق الداخلية والمقاولين معاً', 10],
      ]),
      courseModule('Running the plan', 'تنفيذ الخطة', [
        ['Issuing and closing planned work orders', 'إصدار أوامر العمل المخططة وإغلاقها', 10],
        ['Turning findings into follow-up work', 'تحويل الملاحظات إلى أعمال متابعة', 10],
        ['When to defer or reschedule, and how to record it', 'متى تؤجل أو تعيد الجدولة، وكيف توثّق ذلك', 10],
      ]),
      courseModule('Measuring and improving', 'القياس والتحسين', [
        ['Reporting PPM compliance honestly', 'الإبلاغ عن نسبة الالتزام بالصيانة المخططة بأمانة', 10],
        ['Learning from failures to adjust the plan', 'التعلم من الأعطال لتعديل الخطة', 10],
        ['The annual review of your programme', 'المراجعة السنوية لبرنامج الصيانة', 10],
      ]),
    ],
    price: 'free',
  },
  {
    id: 'energy-hot-climates',
    category: 'energy',
    level: 'intermediate',
    title: { en: 'Energy Management for Hot Climates', ar: 'إدارة الطاقة في المناخ الحار' },
    description: {
      en: 'Cooling is the largest line on most Gulf electricity bills. Learn to meter it, tune chiller plants and set-points, and prove the savings.',
      ar: 'التبريد هو البند الأكبر في فواتير الكهرباء لمعظم مباني الخليج. تعلّم كيف تقيسه، وتضبط محطات التبريد ودرجات الحرارة المستهدفة، وتُثبت حجم التوفير.',
    },
    outcomes: [
      { en: 'Build an energy baseline from meters and IoT sensors', ar: 'بناء خط أساس للاستهلاك من العدادات وحساسات إنترنت الأشياء' },
      { en: 'Tune chiller sequencing and set-points safely', ar: 'ضبط تشغيل المبردات ودرجات الحرارة المستهدفة بأمان' },
      { en: 'Report savings in SAR that finance will accept', ar: 'عرض التوفير بالريال بطريقة تقنع الإدارة المالية' },
    ],
    audience: {
      en: 'Facility and energy managers, chief engineers and operations staff responsible for cooling plants and utility bills.',
      ar: 'مديرو المرافق والطاقة، وكبار المهندسين، وفرق التشغيل المسؤولة عن محطات التبريد وفواتير الخدمات.',
    },
    prerequisites: {
      en: 'A working knowledge of building services. Preventive Maintenance Planning is a useful first step. Tariffs change, so the course shows where to confirm the current ones with the Saudi Electricity Company.',
      ar: 'معرفة عملية بأنظمة خدمات المباني، وتُعد دورة تخطيط الصيانة الوقائية خطوة أولى مفيدة. ولأن التعرفة تتغير، تبيّن الدورة أين تتأكد من التعرفة الحالية لدى الشركة السعودية للكهرباء.',
    },
    syllabus: [
      courseModule('Where the energy goes', 'أين تذهب الطاقة', [
        ['Cooling, lighting, pumps and plug loads', 'التبريد والإنارة والمضخات والأجهزة الموصولة', 10],
        ['Reading your electricity bill and tariff category', 'قراءة فاتورة الكهرباء وفئة التعرفة', 10],
        ['Summer afternoons and peak demand', 'ظهيرة الصيف وذروة الطلب', 10],
        ['Setting an energy baseline', 'تحديد خط الأساس للاستهلاك', 10],
      ]),
      courseModule('Metering and monitoring', 'القياس والمراقبة', [
        ['Main meters, sub-meters and what to meter first', 'العدادات الرئيسية والفرعية وما تبدأ بقياسه', 13],
        ['Sensors for temperature, humidity and power', 'حساسات الحرارة والرطوبة والقدرة الكهربائية', 14],
        ['Cleaning data and spotting meter errors', 'تنقية البيانات واكتشاف أخطاء العدادات', 13],
      ]),
      courseModule('Chilled water plants', 'محطات المياه المبردة', [
        ['How a plant works: chillers, pumps and cooling towers', 'كيف تعمل المحطة: المبردات والمضخات وأبراج التبريد', 13],
        ['Chiller sequencing and load matching', 'تسلسل تشغيل المبردات ومواءمتها مع الحمل', 14],
        ['Condenser water, dust and cooling tower fouling', 'مياه المكثفات والغبار واتساخ أبراج التبريد', 13],
      ]),
      courseModule('Set-points, schedules and air handling', 'درجات الضبط والجداول ومناولة الهواء', [
        ['Set-points occupants accept', 'درجات حرارة يتقبلها شاغلو المبنى', 10],
        ['Operating schedules, after-hours and Ramadan', 'جداول التشغيل وما بعد الدوام وشهر رمضان', 10],
        ['Fresh air and humidity in coastal buildings', 'الهواء النقي والرطوبة في المباني الساحلية', 10],
        ['Air-handling units: filters, belts and coils', 'وحدات مناولة الهواء: الفلاتر والسيور والملفات', 10],
      ]),
      courseModule('Quick wins and projects', 'مكاسب سريعة ومشروعات', [
        ['No-cost measures: schedules, set-points and leaks', 'إجراءات بلا تكلفة: الجداول ودرجات الضبط والتسربات', 13],
        ['Lighting upgrades and variable-speed drives', 'تحديث الإنارة ومحركات السرعة المتغيرة', 14],
        ['The envelope: glazing, shading and roof insulation', 'غلاف المبنى: الزجاج والتظليل وعزل الأسطح', 13],
      ]),
      courseModule('Proving the savings', 'إثبات التوفير', [
        ['Measurement and verification: adjusting for weather', 'القياس والتحقق: احتساب أثر الطقس', 14],
        ['Reporting savings in SAR', 'عرض التوفير بالريال', 13],
        ['A 12-month energy action plan', 'خطة عمل للطاقة لمدة 12 شهراً', 13],
      ]),
    ],
    price: 'free',
  },
  {
    id: 'ai-predictive',
    category: 'technology',
    level: 'advanced',
    title: { en: 'AI & IoT for Predictive Maintenance', ar: 'الذكاء الاصطناعي وإنترنت الأشياء للصيانة التنبؤية' },
    description: {
      en: 'Go beyond calendars: choose sensors, read vibration and temperature trends, and let AI flag failing equipment before it stops.',
      ar: 'تجاوز الجداول الزمنية: اختر الحساسات المناسبة، واقرأ اتجاهات الاهتزاز والحرارة، ودع الذكاء الاصطناعي ينبهك إلى المعدات قبل أن تتوقف.',
    },
    outcomes: [
      { en: 'Choose sensors for pumps, chillers and air-handling units', ar: 'اختيار الحساسات المناسبة للمضخات والمبردات ووحدات مناولة الهواء' },
      { en: 'Read anomaly alerts and set sensible thresholds', ar: 'قراءة تنبيهات الأعطال المحتملة وضبط حدود إنذار منطقية' },
      { en: 'Plan a pilot and measure its payback', ar: 'تخطيط مشروع تجريبي وقياس فترة استرداد تكلفته' },
    ],
    audience: {
      en: 'Reliability and maintenance engineers, and facility leaders planning or running a predictive maintenance pilot.',
      ar: 'مهندسو الاعتمادية والصيانة، وقادة المرافق الذين يخططون لمشروع تجريبي للصيانة التنبؤية أو يديرونه.',
    },
    prerequisites: {
      en: 'Preventive Maintenance Planning or similar experience, and a basic grasp of how pumps, chillers and air-handling units work. No coding or statistics.',
      ar: 'دورة تخطيط الصيانة الوقائية أو خبرة مماثلة، وفهم أساسي لطريقة عمل المضخات والمبردات ووحدات مناولة الهواء. لا تحتاج إلى برمجة أو إحصاء.',
    },
    syllabus: [
      courseModule('From calendars to condition', 'من الجداول الزمنية إلى حالة المعدة', [
        ['Failure patterns: why fixed intervals miss failures', 'أنماط الأعطال: لماذا تفوت الفترات الثابتة كثيراً منها', 12],
        ['The P-F curve: catching failure early', 'منحنى التدهور: اكتشاف العطل مبكراً', 12],
        ['Which assets deserve predictive maintenance', 'أي الأصول تستحق الصيانة التنبؤية', 12],
      ]),
      courseModule('Sensors and what they measure', 'الحساسات وما تقيسه', [
        ['Vibration, temperature, current and pressure', 'الاهتزاز والحرارة والتيار والضغط', 12],
        ['Sensors for pumps, chillers and air-handling units', 'حساسات المضخات والمبردات ووحدات مناولة الهواء', 12],
        ['Installing sensors in plant rooms at 50 °C', 'تركيب الحساسات في غرف معدات تبلغ حرارتها 50 درجة مئوية', 12],
      ]),
      courseModule('Connectivity and data', 'الاتصال والبيانات', [
        ['Gateways, networks and battery life', 'البوابات والشبكات وعمر البطاريات', 12],
        ['Connecting to the building management system', 'الربط مع نظام إدارة المبنى', 12],
        ['Data security and personal data protection', 'أمن البيانات وحماية البيانات الشخصية', 12],
      ]),
      courseModule('Reading trends', 'قراءة الاتجاهات', [
        ['Normal, drifting or alarming: reading a trend chart', 'طبيعي أم منحرف أم مقلق: قراءة مخطط الاتجاه', 12],
        ['Summer load or early failure?', 'حِمل الصيف أم بداية عطل؟', 12],
        ['Vibration basics: imbalance, misalignment and bearing wear', 'أساسيات الاهتزاز: عدم الاتزان وسوء المحاذاة وتآكل المحامل', 12],
      ]),
      courseModule('How anomaly detection works', 'كيف يعمل اكتشاف الحالات الشاذة', [
        ['Baselines: learning normal behaviour', 'خطوط الأساس: تعلّم السلوك الطبيعي للمعدة', 12],
        ['Anomaly scores, explained without the maths', 'درجات الشذوذ مشروحة دون معادلات', 12],
        ['What AI cannot tell you', 'ما لا يستطيع الذكاء الاصطناعي إخبارك به', 12],
      ]),
      courseModule('Alerts and thresholds', 'التنبيهات وحدود الإنذار', [
        ['Thresholds that avoid alarm fatigue', 'حدود إنذار لا تُغرق الفريق بالتنبيهات', 12],
        ['Routing alerts: who is told, and when', 'توجيه التنبيهات: من يُبلَّغ ومتى', 12],
        ['From alert to work order', 'من التنبيه إلى أمر العمل', 12],
      ]),
      courseModule('Diagnosing and acting', 'التشخيص والتدخل', [
        ['Confirming an alert on site', 'التحقق من التنبيه في الموقع', 12],
        ['Planning the intervention around occupancy', 'تخطيط التدخل بما يناسب إشغال المبنى', 12],
        ['Recording the finding so the model learns', 'توثيق النتيجة ليتعلم منها النموذج', 12],
      ]),
      courseModule('Planning a pilot', 'تخطيط مشروع تجريبي', [
        ['Choosing 10 to 20 assets for the pilot', 'اختيار 10 إلى 20 أصلاً للمشروع التجريبي', 12],
        ['Success criteria set before you start', 'معايير نجاح تُحدد قبل البدء', 12],
        ['Working with IT, vendors and contractors', 'العمل مع فريق تقنية المعلومات والموردين والمقاولين', 12],
      ]),
      courseModule('Payback and the business case', 'فترة الاسترداد ودراسة الجدوى', [
        ['Costing sensors, connectivity and staff time', 'تقدير تكلفة الحساسات والاتصال ووقت الفريق', 12],
        ['Estimating avoided failures and downtime', 'تقدير الأعطال وساعات التوقف التي يمكن تجنبها', 12],
        ['Writing the business case for owners', 'كتابة دراسة الجدوى للملاك', 12],
      ]),
      courseModule('Scaling up', 'التوسع', [
        ['From pilot to portfolio', 'من المشروع التجريبي إلى المحفظة كاملة', 12],
        ['Helping technicians trust the alerts', 'بناء ثقة الفنيين بالتنبيهات', 12],
        ['Keeping sensors and models healthy', 'الحفاظ على سلامة الحساسات والنماذج', 12],
      ]),
    ],
    price: 'free',
  },
  {
    id: 'safety-compliance',
    category: 'compliance',
    level: 'advanced',
    title: { en: 'Safety & Compliance for Gulf Facilities', ar: 'السلامة والامتثال في منشآت الخليج' },
    description: {
      en: 'Keep every site audit-ready: fire and life-safety systems, permit-to-work, contractor control and the records inspectors ask for.',
      ar: 'اجعل كل موقع جاهزاً للتدقيق في أي وقت: أنظمة الحريق وسلامة الأرواح، وتصاريح العمل، وضبط المقاولين، والسجلات التي يطلبها المفتشون.',
    },
    outcomes: [
      { en: 'Schedule statutory inspections of fire and life-safety systems', ar: 'جدولة الفحوص النظامية لأنظمة الحريق وسلامة الأرواح' },
      { en: 'Run permit-to-work and contractor inductions', ar: 'تطبيق تصاريح العمل وتهيئة المقاولين' },
      { en: 'Keep an audit trail that stands up to inspection', ar: 'الاحتفاظ بسجل تدقيق متكامل يصمد أمام التفتيش' },
    ],
    audience: {
      en: 'HSE officers, facility managers and compliance leads responsible for fire safety, permits and contractors across one or more sites.',
      ar: 'مسؤولو الصحة والسلامة والبيئة، ومديرو المرافق، وقادة الامتثال المسؤولون عن السلامة من الحريق وتصاريح العمل والمقاولين في موقع واحد أو أكثر.',
    },
    prerequisites: {
      en: 'Facility Management Fundamentals or site experience. Rules change, so the course shows where to confirm the current requirement with Saudi Civil Defense and the other authorities.',
      ar: 'دورة أساسيات إدارة المرافق أو خبرة ميدانية. ولأن الأنظمة تتغير، تبيّن الدورة أين تتأكد من المتطلبات السارية لدى المديرية العامة للدفاع المدني والجهات المختصة الأخرى.',
    },
    syllabus: [
      courseModule('The compliance landscape', 'منظومة الامتثال', [
        ['Who sets the rules: Civil Defense, municipalities and the Saudi Building Code', 'من يضع الأنظمة: الدفاع المدني والأمانات وكود البناء السعودي', 11],
        ['Duties of owners, operators and contractors', 'واجبات الملاك والمشغلين والمقاولين', 11],
        ['A compliance register for every site', 'سجل امتثال لكل موقع', 11],
      ]),
      courseModule('Fire and life-safety systems', 'أنظمة الحريق وسلامة الأرواح', [
        ['Fire alarm, detection and voice evacuation', 'إنذار الحريق والكشف والإخلاء الصوتي', 11],
        ['Sprinklers, fire pumps and hose reels', 'الرشاشات ومضخات الحريق وبكرات الخراطيم', 11],
        ['Emergency lighting, exit signs and smoke control', 'إنارة الطوارئ ولوحات المخارج والتحكم في الدخان', 11],
      ]),
      courseModule('Inspection and testing', 'الفحص والاختبار', [
        ['Statutory frequencies, and confirming the current requirement', 'الفترات النظامية والتأكد من المتطلبات السارية', 11],
        ['Weekly, monthly and annual tests on one calendar', 'الاختبارات الأسبوعية والشهرية والسنوية في جدول واحد', 11],
        ['Impairments: when a system is out of service', 'حين يخرج نظام من الخدمة: إجراءات التعطل المؤقت', 11],
      ]),
      courseModule('Permit-to-work', 'تصاريح العمل', [
        ['When a permit is needed: hot work, confined spaces, heights', 'متى يلزم التصريح: الأعمال الساخنة والأماكن المحصورة والعمل على ارتفاع', 11],
        ['Isolation and lockout of electrical and mechanical systems', 'عزل الأنظمة الكهربائية والميكانيكية وإقفالها', 11],
        ['Closing a permit and handing back the area', 'إغلاق التصريح وإعادة تسليم الموقع', 11],
      ]),
      courseModule('Contractor control', 'ضبط المقاولين', [
        ['Prequalification and the documents to collect', 'التأهيل المسبق والمستندات المطلوبة', 11],
        ['Inductions for mixed-language teams', 'تهيئة الفرق متعددة اللغات', 11],
        ['Supervising work and stopping unsafe work', 'الإشراف على الأعمال وإيقاف غير الآمن منها', 11],
      ]),
      courseModule('Heat stress and outdoor work', 'الإجهاد الحراري والعمل في الأماكن المكشوفة', [
        ["The summer midday work ban: confirming this year's dates", 'حظر العمل وقت الظهيرة صيفاً: التأكد من مواعيد هذا العام', 11],
        ['Water, shade and rest: a heat stress plan', 'الماء والظل والراحة: خطة للوقاية من الإجهاد الحراري', 11],
        ['Recognising heat illness and first response', 'التعرف على الإصابات الحرارية والاستجابة الأولية', 11],
      ]),
      courseModule('Incidents and emergencies', 'الحوادث والطوارئ', [
        ['Reporting and investigating incidents', 'الإبلاغ عن الحوادث والتحقيق فيها', 12],
        ['Evacuation drills in occupied buildings', 'تمارين الإخلاء في المباني المشغولة', 11],
        ['Continuity plans for critical systems', 'خطط استمرارية الأنظمة الحرجة', 11],
      ]),
      courseModule('Records and audits', 'السجلات والتدقيق', [
        ['The records inspectors ask for', 'السجلات التي يطلبها المفتشون', 12],
        ['An audit trail: photos, signatures and timestamps', 'سجل التدقيق: الصور والتواقيع والطوابع الزمنية', 11],
        ['Preparing for a Civil Defense inspection', 'الاستعداد لتفتيش الدفاع المدني', 11],
      ]),
      courseModule('Leading a compliance programme', 'قيادة برنامج الامتثال', [
        ['Compliance KPIs and a monthly report', 'مؤشرات أداء الامتثال والتقرير الشهري', 11],
        ['Closing findings and tracking corrective actions', 'إغلاق الملاحظات ومتابعة الإجراءات التصحيحية', 12],
        ['Compliance across a portfolio of sites', 'الامتثال على مستوى محفظة من المواقع', 11],
      ]),
    ],
    price: 'free',
  },
];
