import type { AiChatSample, AiRecommendation, AiSector } from './types';

/** The assistant's scripted conversation, ten samples: what facility managers ask every week. */
export const aiChatSamples: readonly AiChatSample[] = [
  {
    question: {
      en: 'Which assets are most likely to fail this week?',
      ar: 'ما الأصول الأكثر عرضة للتعطل هذا الأسبوع؟',
    },
    answer: {
      en: 'Three assets need attention: chiller 2 in Tower B (compressor vibration up 18% in 10 days), lift 4 (door faults 3 times since Sunday) and the main fire pump (pressure drifting below its setpoint). I have drafted preventive work orders for all three; approve them and I will schedule the technicians.',
      ar: 'ثلاثة أصول تحتاج إلى متابعة: المبرّد رقم 2 في البرج ب (ارتفع اهتزاز الضاغط 18% خلال 10 أيام)، والمصعد رقم 4 (تعطّل بابه 3 مرات منذ الأحد)، ومضخة الحريق الرئيسية (ضغطها ينخفض تدريجياً عن القيمة المحددة). جهّزتُ أوامر صيانة وقائية للأصول الثلاثة، وبمجرد اعتمادها أجدول زيارات الفنيين.',
    },
  },
  {
    question: {
      en: 'Why did energy use jump at the head office last night?',
      ar: 'لماذا ارتفع استهلاك الطاقة في المقر الرئيسي الليلة الماضية؟',
    },
    answer: {
      en: 'Cooling zones 3 and 4 ran at full load from 11 pm to 5 am because the night schedule was overridden on Thursday. That cost about 1,240 kWh. I can restore the night setback now and alert you if it is overridden again.',
      ar: 'عملت منطقتا التبريد 3 و4 بكامل طاقتهما من 11 مساءً حتى 5 صباحاً، لأن جدول التشغيل الليلي أُلغي يدوياً يوم الخميس، ما كلّف نحو 1,240 كيلوواط ساعة. أستطيع إعادة الجدول الليلي الآن وتنبيهك فور تكرار ذلك.',
    },
  },
  {
    question: {
      en: 'How are we doing against our service levels this month?',
      ar: 'ما مستوى التزامنا باتفاقيات مستوى الخدمة هذا الشهر؟',
    },
    answer: {
      en: '94.6% of work orders closed on time, up from 89% last month. Plumbing is the weak spot: 7 of the 12 late jobs were leaks at the residential compound that waited for spare parts.',
      ar: 'أُغلق 94.6% من أوامر العمل في موعدها، مقارنةً بـ89% في الشهر الماضي. السباكة هي نقطة الضعف: 7 من أصل 12 مهمة متأخرة كانت تسربات في المجمع السكني تأخرت بانتظار قطع الغيار.',
    },
  },
  {
    question: {
      en: 'Get the chiller plant ready for summer.',
      ar: 'جهّز محطة التبريد لموسم الصيف.',
    },
    answer: {
      en: 'Done. I have scheduled coil cleaning, refrigerant checks and condenser-water treatment for all 6 chillers between 5 and 20 May, staggered so that at least 4 stay online. Estimated crew time: 38 hours.',
      ar: 'تم. جدولتُ تنظيف الملفات وفحص غاز التبريد ومعالجة مياه المكثفات لجميع المبرّدات وعددها 6 بين 5 و20 مايو، على مراحل تُبقي 4 منها على الأقل في الخدمة. الوقت المقدّر لفريق العمل: 38 ساعة.',
    },
  },
  {
    question: {
      en: 'Who should I send to the air-handling alarm in intensive care?',
      ar: 'من الفني المناسب لإنذار وحدة مناولة الهواء في العناية المركزة؟',
    },
    answer: {
      en: 'Khalid Al-Otaibi: certified for HVAC work in clinical areas, 6 minutes away in Block C, and he closed 14 air-handling jobs this quarter with no repeat visits. I have sent him the alarm history and the unit’s manual.',
      ar: 'خالد العتيبي: معتمد لأعمال التكييف في المناطق السريرية، ويبعد 6 دقائق في المبنى ج، وأنجز 14 مهمة على وحدات مناولة الهواء هذا الربع دون أي زيارة متكررة. أرسلتُ إليه سجل الإنذارات ودليل الوحدة.',
    },
  },
  {
    question: {
      en: 'Which spare parts will run out this month?',
      ar: 'ما قطع الغيار التي ستنفد هذا الشهر؟',
    },
    answer: {
      en: 'At the current rate, air-handler belts run out in 9 days and LED panels in 16. Reordering both now from your contracted supplier avoids the stock-outs, for SAR 18,400 in total.',
      ar: 'بمعدل الاستهلاك الحالي، تنفد سيور وحدات مناولة الهواء خلال 9 أيام، وألواح الإنارة الموفّرة خلال 16 يوماً. إعادة طلبهما الآن من المورّد المتعاقد معه تمنع النفاد بتكلفة إجمالية قدرها 18,400 ريال.',
    },
  },
  {
    question: {
      en: 'Are we ready for next month’s Civil Defense inspection?',
      ar: 'هل نحن جاهزون لتفتيش الدفاع المدني الشهر القادم؟',
    },
    answer: {
      en: 'Almost. 212 of 218 fire extinguishers are inspected and the emergency-lighting tests are complete, but two fire doors in the car park fail the closing test. I have raised work orders so that everything is closed a week before the visit.',
      ar: 'تقريباً. فُحصت 212 طفاية حريق من أصل 218 واكتملت اختبارات إنارة الطوارئ، لكن بابَي حريق في المواقف لم يجتازا اختبار الإغلاق. أصدرتُ أوامر العمل اللازمة لإغلاق كل الملاحظات قبل الزيارة بأسبوع.',
    },
  },
  {
    question: {
      en: 'How much could we save on water at the residential compound?',
      ar: 'كم يمكننا أن نوفّر من المياه في المجمع السكني؟',
    },
    answer: {
      en: 'Smart meters show a night-time flow of 1.8 m³ per hour in villa cluster D, a sign of hidden leaks. Fixing them and putting landscape irrigation on timers would cut water use by about 14%, roughly SAR 62,000 a year.',
      ar: 'تُظهر العدادات الذكية تدفقاً ليلياً يبلغ 1.8 م³ في الساعة في مجموعة الفلل د، وهو مؤشر على تسربات خفية. إصلاحها وربط ري المسطحات الخضراء بمؤقتات يخفضان استهلاك المياه بنحو 14%، أي ما يقارب 62,000 ريال سنوياً.',
    },
  },
  {
    question: {
      en: 'Give me a summary of yesterday.',
      ar: 'أعطني ملخصاً لأعمال الأمس.',
    },
    answer: {
      en: '46 work orders closed and 5 new urgent ones opened; average response time was 38 minutes. Energy use came in 6% under target despite 44°C outside. One open item: the warehouse generator missed its weekly test run.',
      ar: 'أُغلق 46 أمر عمل وفُتح 5 أوامر عاجلة جديدة، وبلغ متوسط زمن الاستجابة 38 دقيقة. جاء استهلاك الطاقة أقل من المستهدف بنسبة 6% رغم حرارة خارجية بلغت 44 درجة مئوية. بند واحد ما زال مفتوحاً: فات مولّدَ المستودع اختبارُ التشغيل الأسبوعي.',
    },
  },
  {
    question: {
      en: 'What should we prioritise in next year’s maintenance budget?',
      ar: 'ما الأولويات التي تقترحها لميزانية الصيانة في العام القادم؟',
    },
    answer: {
      en: 'Replacing the two oldest cooling towers gives the best return: they cause 31% of cooling breakdowns and the upgrade pays back in about 20 months. Waterproofing the roof of Tower A comes second, before the rainy season.',
      ar: 'استبدال أقدم برجَي تبريد يحقق أعلى عائد: فهما سبب 31% من أعطال التبريد، ويسترد التحديث تكلفته خلال نحو 20 شهراً. يليه عزل سطح البرج أ ضد المياه قبل موسم الأمطار.',
    },
  },
];

/** What the AI suggests next: 20 samples over eight types and four priorities. */
export const aiRecommendations: readonly AiRecommendation[] = [
  {
    id: 'chiller-overheating',
    type: 'urgent',
    priority: 'Critical',
    title: { en: 'Chiller 2 compressor overheating', ar: 'ارتفاع حرارة ضاغط المبرّد رقم 2' },
    description: {
      en: 'Discharge temperature at Tower B has risen 9°C above normal in 48 hours. The risk of failure in the next 72 hours is high.',
      ar: 'ارتفعت حرارة التصريف في البرج ب 9 درجات مئوية فوق المعدل خلال 48 ساعة، واحتمال التعطل خلال 72 ساعة القادمة مرتفع.',
    },
    action: { en: 'Dispatch an HVAC technician now', ar: 'أرسل فني تكييف فوراً' },
  },
  {
    id: 'fire-pump-pressure',
    type: 'urgent',
    priority: 'Critical',
    title: { en: 'Fire pump pressure below setpoint', ar: 'ضغط مضخة الحريق دون القيمة المطلوبة' },
    description: {
      en: 'The main fire pump at the logistics warehouse holds 6.2 bar against the required 7 bar, which puts Civil Defense compliance at risk.',
      ar: 'تعمل مضخة الحريق الرئيسية في المستودع اللوجستي بضغط 6.2 بار بدلاً من 7 بار المطلوبة، ما يعرّض الامتثال لاشتراطات الدفاع المدني للخطر.',
    },
    action: { en: 'Open an emergency work order', ar: 'افتح أمر عمل طارئ' },
  },
  {
    id: 'lift-door-faults',
    type: 'maintenance',
    priority: 'High',
    title: { en: 'Lift 4 door faults keep repeating', ar: 'أعطال متكررة في باب المصعد رقم 4' },
    description: {
      en: 'The door operator has faulted 5 times in 7 days, the same pattern of worn rollers seen before 3 earlier breakdowns.',
      ar: 'تعطّل مشغّل الباب 5 مرات خلال 7 أيام، وهو النمط نفسه لتآكل البكرات الذي سبق 3 أعطال سابقة.',
    },
    action: { en: 'Schedule roller replacement', ar: 'جدول استبدال البكرات' },
  },
  {
    id: 'generator-test-overdue',
    type: 'maintenance',
    priority: 'Medium',
    title: { en: 'Generator test run overdue', ar: 'تأخر اختبار تشغيل المولد' },
    description: {
      en: 'The standby generator at Clinic 2 missed two weekly test runs; battery and fuel checks are 16 days old.',
      ar: 'فات المولدَ الاحتياطي في العيادة رقم 2 اختباران أسبوعيان، ومضى 16 يوماً على آخر فحص للبطارية والوقود.',
    },
    action: { en: 'Book a test run this week', ar: 'احجز اختبار تشغيل هذا الأسبوع' },
  },
  {
    id: 'night-cooling',
    type: 'energy',
    priority: 'High',
    title: { en: 'Cooling at full load overnight', ar: 'تبريد بكامل الطاقة طوال الليل' },
    description: {
      en: 'Zones 3 and 4 of the head office cool an empty building from 11 pm to 5 am, wasting about 1,240 kWh a night.',
      ar: 'تبرّد المنطقتان 3 و4 في المقر الرئيسي مبنى خالياً من 11 مساءً حتى 5 صباحاً، ما يهدر نحو 1,240 كيلوواط ساعة كل ليلة.',
    },
    action: { en: 'Restore the night schedule', ar: 'أعد تفعيل الجدول الليلي' },
  },
  {
    id: 'chilled-water-setpoint',
    type: 'energy',
    priority: 'Medium',
    title: { en: 'Raise the chilled-water setpoint by 1°C', ar: 'ارفع درجة المياه المبرّدة 1 درجة مئوية' },
    description: {
      en: 'Humidity is low this week. A 1°C higher setpoint keeps comfort in range and cuts chiller energy by about 4%.',
      ar: 'الرطوبة منخفضة هذا الأسبوع، ورفع درجة الضبط 1 درجة مئوية يحافظ على الراحة الحرارية ويخفض طاقة المبرّدات بنحو 4%.',
    },
    action: { en: 'Apply the new setpoint', ar: 'طبّق درجة الضبط الجديدة' },
  },
  {
    id: 'car-park-lighting',
    type: 'energy',
    priority: 'Low',
    title: { en: 'Car park lights on in daylight', ar: 'إنارة المواقف تعمل في وضح النهار' },
    description: {
      en: 'Lights on the first basement level stay at full power from 7 am to 5 pm, although daylight sensors report enough light near the ramps.',
      ar: 'تبقى إنارة الطابق السفلي الأول بكامل قوتها من 7 صباحاً حتى 5 مساءً، رغم أن حساسات ضوء النهار تسجل إضاءة كافية قرب المنحدرات.',
    },
    action: { en: 'Turn on daylight dimming', ar: 'فعّل التعتيم حسب ضوء النهار' },
  },
  {
    id: 'merge-inspections',
    type: 'efficiency',
    priority: 'High',
    title: { en: 'Merge overlapping inspection rounds', ar: 'ادمج جولات التفتيش المتداخلة' },
    description: {
      en: 'Two teams walk the same three floors every morning for cooling and fire checks. One combined round frees 11 technician hours a week.',
      ar: 'يمر فريقان على الطوابق الثلاثة نفسها كل صباح لفحص التبريد وأنظمة الحريق، وجولة واحدة مشتركة توفّر 11 ساعة عمل فنية أسبوعياً.',
    },
    action: { en: 'Combine the checklists', ar: 'وحّد قوائم الفحص' },
  },
  {
    id: 'route-planning',
    type: 'efficiency',
    priority: 'Medium',
    title: { en: 'Technicians crossing the city twice', ar: 'فنيون يعبرون المدينة مرتين' },
    description: {
      en: 'Grouping 14 jobs near the Olaya towers into one visit instead of 3 saves about two hours of driving a day.',
      ar: 'تجميع 14 مهمة قرب أبراج العليا في زيارة واحدة بدلاً من 3 يوفّر نحو ساعتين من القيادة يومياً.',
    },
    action: { en: 'Apply the optimised routes', ar: 'اعتمد المسارات المحسّنة' },
  },
  {
    id: 'stale-work-orders',
    type: 'efficiency',
    priority: 'Low',
    title: { en: 'Close finished work orders', ar: 'أغلق أوامر العمل المنجزة' },
    description: {
      en: '23 work orders are done on site but still open in the system, which distorts your service-level report.',
      ar: 'نُفّذ 23 أمر عمل في الموقع لكنها ما زالت مفتوحة في النظام، ما يشوّه تقرير مستوى الخدمة.',
    },
    action: { en: 'Review and close them', ar: 'راجعها وأغلقها' },
  },
  {
    id: 'lift-contract',
    type: 'cost',
    priority: 'High',
    title: { en: 'Review the lift maintenance contract', ar: 'راجع عقد صيانة المصاعد' },
    description: {
      en: 'Your lift contractor billed 18 call-outs last quarter; 11 of them were for faults the annual contract already covers.',
      ar: 'فوترت شركة المصاعد 18 زيارة طارئة في الربع الماضي، منها 11 زيارة لأعطال يغطيها العقد السنوي أصلاً.',
    },
    action: { en: 'Prepare a contract review', ar: 'جهّز مراجعة للعقد' },
  },
  {
    id: 'filter-changes',
    type: 'cost',
    priority: 'Medium',
    title: { en: 'Change air filters on condition', ar: 'غيّر فلاتر الهواء حسب حالتها' },
    description: {
      en: 'Air-handler filters are replaced every 30 days whatever their condition. Changing them on pressure drop saves about SAR 46,000 a year.',
      ar: 'تُستبدل فلاتر وحدات مناولة الهواء كل 30 يوماً أياً كانت حالتها، واستبدالها حسب انخفاض الضغط يوفّر نحو 46,000 ريال سنوياً.',
    },
    action: { en: 'Update the maintenance plan', ar: 'حدّث خطة الصيانة' },
  },
  {
    id: 'exit-door-open',
    type: 'security',
    priority: 'Critical',
    title: { en: 'Emergency exit propped open', ar: 'مخرج طوارئ مفتوح بشكل دائم' },
    description: {
      en: 'The level 2 exit door at the mall has been open for 47 minutes, bypassing access control and the fire compartment.',
      ar: 'باب الطوارئ في الطابق 2 بالمركز التجاري مفتوح منذ 47 دقيقة، متجاوزاً نظام التحكم بالدخول وحاجز الحريق.',
    },
    action: { en: 'Alert the security team', ar: 'نبّه فريق الأمن' },
  },
  {
    id: 'unused-access-cards',
    type: 'security',
    priority: 'Medium',
    title: { en: 'Unused access cards still active', ar: 'بطاقات دخول غير مستخدمة ما زالت فعّالة' },
    description: {
      en: '12 contractor cards have not been used for 60 days but still open plant rooms and the roof.',
      ar: '12 بطاقة لمقاولين لم تُستخدم منذ 60 يوماً، لكنها ما زالت تفتح غرف المعدات والسطح.',
    },
    action: { en: 'Deactivate the unused cards', ar: 'أوقف البطاقات غير المستخدمة' },
  },
  {
    id: 'camera-offline',
    type: 'security',
    priority: 'Low',
    title: { en: 'Loading bay camera offline', ar: 'كاميرا منطقة التحميل متوقفة' },
    description: {
      en: 'Camera 7 at the warehouse loading bay has been offline since Tuesday, so deliveries go unrecorded.',
      ar: 'الكاميرا رقم 7 في منطقة التحميل بالمستودع متوقفة منذ الثلاثاء، فلا تُسجَّل عمليات التسليم.',
    },
    action: { en: 'Assign a camera repair', ar: 'أسند مهمة إصلاح الكاميرا' },
  },
  {
    id: 'belts-stock',
    type: 'inventory',
    priority: 'High',
    title: { en: 'Air-handler belts run out in 9 days', ar: 'سيور وحدات مناولة الهواء تنفد خلال 9 أيام' },
    description: {
      en: 'Use has doubled since summer began, and the supplier needs 14 days to deliver.',
      ar: 'تضاعف الاستهلاك منذ بداية الصيف، ويحتاج المورّد إلى 14 يوماً للتوريد.',
    },
    action: { en: 'Reorder 40 belts', ar: 'اطلب 40 سيراً' },
  },
  {
    id: 'slow-moving-stock',
    type: 'inventory',
    priority: 'Medium',
    title: { en: 'Slow-moving spares tie up cash', ar: 'قطع غيار راكدة تجمّد السيولة' },
    description: {
      en: 'Parts worth SAR 128,000 have not moved in 12 months, including 3 pumps for equipment you no longer run.',
      ar: 'قطع بقيمة 128,000 ريال لم تتحرك منذ 12 شهراً، بينها 3 مضخات لمعدات لم تعد تعمل لديكم.',
    },
    action: { en: 'Review stock for disposal', ar: 'راجع المخزون تمهيداً للتصرف فيه' },
  },
  {
    id: 'refrigerant-stock',
    type: 'inventory',
    priority: 'Low',
    title: { en: 'Refrigerant stock below minimum', ar: 'مخزون غاز التبريد دون الحد الأدنى' },
    description: {
      en: 'Only two refrigerant cylinders remain against a minimum of five, just ahead of the peak cooling season.',
      ar: 'لم يتبقَّ سوى أسطوانتين من غاز التبريد مقابل حد أدنى قدره خمس أسطوانات، قبيل ذروة موسم التبريد.',
    },
    action: { en: 'Raise a purchase request', ar: 'ارفع طلب شراء' },
  },
  {
    id: 'washroom-footfall',
    type: 'cleaning',
    priority: 'Medium',
    title: { en: 'Washroom cleaning out of step with footfall', ar: 'نظافة دورات المياه لا تواكب حركة الزوار' },
    description: {
      en: 'Footfall at the mall on Friday evenings is 3 times the weekday level, yet cleaning rounds stay the same.',
      ar: 'تبلغ حركة الزوار في المركز التجاري مساء الجمعة 3 أضعاف معدلها في أيام الأسبوع، بينما تبقى جولات النظافة كما هي.',
    },
    action: { en: 'Adjust the cleaning schedule', ar: 'عدّل جدول النظافة' },
  },
  {
    id: 'dust-storm-cleaning',
    type: 'cleaning',
    priority: 'Low',
    title: { en: 'Facade and solar panels need cleaning', ar: 'الواجهات والألواح الشمسية بحاجة إلى تنظيف' },
    description: {
      en: 'Solar output at the office park fell 22% after last week’s dust storm. Cleaning the panels and glass facade restores it.',
      ar: 'انخفض إنتاج الألواح الشمسية في المجمع المكتبي 22% بعد العاصفة الترابية الأسبوع الماضي، وتنظيف الألواح والواجهات الزجاجية يعيده إلى مستواه.',
    },
    action: { en: 'Schedule facade cleaning', ar: 'جدول تنظيف الواجهات' },
  },
];

/** The sector carousel: four sectors, four features each; a sector's first feature is its featured solution. */
export const aiSectors: readonly AiSector[] = [
  {
    id: 'medical',
    title: { en: 'Healthcare', ar: 'الرعاية الصحية' },
    tagline: {
      en: 'Hospitals and clinics kept safe, compliant and always on.',
      ar: 'مستشفيات وعيادات آمنة وممتثلة وتعمل دون انقطاع.',
    },
    icon: 'Hospital',
    features: [
      {
        icon: 'HeartPulse',
        title: { en: 'Critical equipment monitoring', ar: 'مراقبة المعدات الحرجة' },
        description: {
          en: 'Tracks medical gases, chillers and generators around the clock and predicts failures before they reach patient areas.',
          ar: 'تتابع الغازات الطبية والمبرّدات والمولدات على مدار الساعة، وتتنبأ بالأعطال قبل أن يصل أثرها إلى مناطق المرضى.',
        },
      },
      {
        icon: 'Wind',
        title: { en: 'Infection-control air quality', ar: 'جودة هواء تدعم مكافحة العدوى' },
        description: {
          en: 'Watches pressure, humidity and air changes in theatres and isolation rooms, and alerts the team to any drift.',
          ar: 'ترصد الضغط والرطوبة ومعدلات تغيير الهواء في غرف العمليات والعزل، وتنبّه الفريق فور أي انحراف.',
        },
      },
      {
        icon: 'ClipboardCheck',
        title: { en: 'Audit-ready records', ar: 'سجلات جاهزة للتدقيق' },
        description: {
          en: 'Keeps every inspection, test and calibration with its time stamp, ready for accreditation surveyors.',
          ar: 'تحفظ كل فحص واختبار ومعايرة بتوقيته الدقيق، جاهزةً لزيارات مقيّمي الاعتماد.',
        },
      },
      {
        icon: 'Siren',
        title: { en: 'Priority dispatch for clinical areas', ar: 'أولوية الإسناد للمناطق السريرية' },
        description: {
          en: 'Sends jobs in intensive care and theatres to certified technicians first, with response targets in minutes.',
          ar: 'تُسند بلاغات العناية المركزة وغرف العمليات إلى الفنيين المعتمدين أولاً، بأهداف استجابة تُقاس بالدقائق.',
        },
      },
    ],
  },
  {
    id: 'commercial',
    title: { en: 'Commercial', ar: 'المباني التجارية' },
    tagline: {
      en: 'Malls and business towers that run smoothly from opening to close.',
      ar: 'مراكز تسوق وأبراج أعمال تعمل بسلاسة من الافتتاح حتى الإغلاق.',
    },
    icon: 'Building2',
    features: [
      {
        icon: 'Users',
        title: { en: 'Footfall-based scheduling', ar: 'جدولة حسب حركة الزوار' },
        description: {
          en: 'Matches cleaning rounds and cooling to real visitor numbers, hour by hour.',
          ar: 'تربط جولات النظافة والتبريد بأعداد الزوار الفعلية ساعةً بساعة.',
        },
      },
      {
        icon: 'Inbox',
        title: { en: 'Tenant request triage', ar: 'فرز طلبات المستأجرين' },
        description: {
          en: 'Reads each tenant request, sets its priority and assigns the right trade automatically.',
          ar: 'تقرأ كل طلب من المستأجرين وتحدد أولويته وتُسنده إلى الفني المختص تلقائياً.',
        },
      },
      {
        icon: 'Zap',
        title: { en: 'Cooling and energy optimisation', ar: 'تحسين التبريد والطاقة' },
        description: {
          en: 'Adjusts cooling to occupancy and weather to cut consumption through the peak summer months.',
          ar: 'تضبط التبريد وفق الإشغال والطقس لخفض الاستهلاك في ذروة أشهر الصيف.',
        },
      },
      {
        icon: 'ArrowUpDown',
        title: { en: 'Lift and escalator prediction', ar: 'التنبؤ بأعطال المصاعد والسلالم' },
        description: {
          en: 'Spots wear early so lifts and escalators keep running through trading hours.',
          ar: 'تكتشف مؤشرات التآكل مبكراً لتبقى المصاعد والسلالم المتحركة في الخدمة طوال ساعات العمل.',
        },
      },
    ],
  },
  {
    id: 'residential',
    title: { en: 'Residential', ar: 'المجمعات السكنية' },
    tagline: {
      en: 'Compounds and towers where residents get fast, visible service.',
      ar: 'مجمعات وأبراج سكنية يحظى سكانها بخدمة سريعة وواضحة.',
    },
    icon: 'Home',
    features: [
      {
        icon: 'Smartphone',
        title: { en: 'Photo-based resident requests', ar: 'بلاغات السكان بالصور' },
        description: {
          en: 'Residents report an issue with a photo; the AI identifies the fault and offers a visit slot.',
          ar: 'يرسل الساكن صورة للمشكلة، فيحدد الذكاء الاصطناعي نوع العطل ويقترح موعداً للزيارة.',
        },
      },
      {
        icon: 'Droplets',
        title: { en: 'Leak detection', ar: 'كشف التسربات' },
        description: {
          en: 'Smart meters flag abnormal night-time flow, so leaks are found before they damage homes.',
          ar: 'ترصد العدادات الذكية التدفق الليلي غير الطبيعي، فتُكتشف التسربات قبل أن تتضرر المساكن.',
        },
      },
      {
        icon: 'Trees',
        title: { en: 'Amenity upkeep by usage', ar: 'صيانة المرافق حسب الاستخدام' },
        description: {
          en: 'Pools, gyms and landscaping are serviced by how much they are used, not by a fixed calendar.',
          ar: 'تُخدم المسابح والنوادي الرياضية والمسطحات الخضراء حسب استخدامها الفعلي لا وفق تقويم ثابت.',
        },
      },
      {
        icon: 'Smile',
        title: { en: 'Resident satisfaction insights', ar: 'مؤشرات رضا السكان' },
        description: {
          en: 'Tracks response times and feedback per building to lift satisfaction where it matters.',
          ar: 'تتابع أزمنة الاستجابة وآراء السكان لكل مبنى لرفع مستوى الرضا حيث يلزم.',
        },
      },
    ],
  },
  {
    id: 'industrial',
    title: { en: 'Industrial', ar: 'المنشآت الصناعية' },
    tagline: {
      en: 'Plants and warehouses where every hour of uptime counts.',
      ar: 'مصانع ومستودعات تُحسب فيها كل ساعة تشغيل.',
    },
    icon: 'Factory',
    features: [
      {
        icon: 'Cog',
        title: { en: 'Predictive maintenance', ar: 'الصيانة التنبؤية' },
        description: {
          en: 'Vibration and temperature analysis predicts bearing and motor failures weeks ahead.',
          ar: 'يتنبأ تحليل الاهتزاز والحرارة بأعطال المحامل والمحركات قبل حدوثها بأسابيع.',
        },
      },
      {
        icon: 'Timer',
        title: { en: 'Less unplanned downtime', ar: 'توقفات غير مخططة أقل' },
        description: {
          en: 'Plans work around production shifts so that repairs do not stop the line.',
          ar: 'تخطط الأعمال حول ورديات الإنتاج حتى لا توقف الإصلاحاتُ خطَّ الإنتاج.',
        },
      },
      {
        icon: 'HardHat',
        title: { en: 'Safety compliance', ar: 'الامتثال لاشتراطات السلامة' },
        description: {
          en: 'Tracks permits to work, lockouts and safety inspections digitally, with a full audit trail.',
          ar: 'تتابع تصاريح العمل وعزل مصادر الطاقة وجولات السلامة رقمياً مع سجل تدقيق كامل.',
        },
      },
      {
        icon: 'Package',
        title: { en: 'Spare parts forecasting', ar: 'التنبؤ بقطع الغيار' },
        description: {
          en: 'Forecasts the critical spares you will need from failure history and supplier lead times.',
          ar: 'تتوقع احتياجك من قطع الغيار الحرجة بناءً على سجل الأعطال ومدد التوريد.',
        },
      },
    ],
  },
];

/** The results block: its figures are claims, kept with the others in facts/. */
export { aiResults } from './facts';
