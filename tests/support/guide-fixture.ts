import type { GuideContent } from '@/content/guides/types';

/**
 * A realistic guide for the PDF tests: every block type, long Arabic paragraphs with Latin words
 * (Siyana, BMS, PPM) and numbers (45 °C, 24/7, 2026) inside them, a table with Arabic cells.
 */
export const summerGuide: GuideContent = {
  id: 'summer-peak-hvac-readiness',
  title: {
    en: 'Getting HVAC ready for the Gulf summer peak',
    ar: 'تجهيز أنظمة التكييف لذروة الصيف في الخليج',
  },
  summary: {
    en: 'A practical plan for chillers, air handling units and split systems before outdoor temperatures reach 45-50 °C: what to inspect in April and May, what to monitor from June to September, and how to organise contractor teams around Ramadan hours.',
    ar: 'خطة عملية للمبردات ووحدات مناولة الهواء والوحدات المنفصلة قبل أن تصل الحرارة الخارجية إلى 45-50 °C: ما يجب فحصه في أبريل ومايو، وما يجب مراقبته من يونيو إلى سبتمبر، وكيف تنظم فرق المقاولين حول ساعات العمل في رمضان.',
  },
  author: { en: 'Siyana facility operations team', ar: 'فريق عمليات المرافق في Siyana' },
  updated: '2026-03-15',
  en: {
    intro: [
      'Every summer the same pattern repeats across Riyadh, Jeddah, Dammam and Dubai: the first week above 45 °C exposes the chiller that was never descaled, the condenser coil packed with sand, and the rooftop unit whose fan motor bearings were already noisy in March. Breakdowns arrive together, contractors are booked out, and spare parts take weeks.',
      'This guide turns that pattern into a calendar. It is written for facility managers and maintenance engineers who run offices, hospitals, malls, schools and residential compounds, and it assumes a mixed team of in-house technicians and specialist contractors.',
    ],
    sections: [
      {
        id: 'why-summer-needs-a-plan',
        title: 'Why June to September needs its own plan',
        blocks: [
          {
            type: 'p',
            text: 'Cooling is the largest single electrical load in most Gulf buildings, and its peak coincides with the peak of the grid. A chiller that loses capacity to fouled tubes has to run longer at higher compressor lift, so the same building consumes more energy exactly when Saudi Electricity Company tariffs and demand charges hurt most. Heat also shortens the life of everything that cools it: refrigerant charge, belts, bearings, capacitors and contactors all fail faster when condensing temperatures climb above design.',
          },
          {
            type: 'p',
            text: 'Occupants notice within hours. A tenant in a 12-storey office tower tolerates a 24 °C set point; at 27 °C complaints arrive, and a failed air handling unit in a hospital theatre suite is a clinical incident, not a comfort issue. A plan that finishes the heavy work before June gives the team spare capacity for the failures that will still happen.',
          },
          {
            type: 'tip',
            title: 'Start with the assets that cannot fail',
            text: 'Rank every cooling asset by the consequence of losing it for 24 hours: server rooms, operating theatres, cold stores and prayer halls during Friday prayers come first. Schedule their inspections in April so there is time to order parts.',
          },
        ],
      },
      {
        id: 'pre-summer-inspection',
        title: 'Pre-summer inspection: April and May',
        blocks: [
          {
            type: 'p',
            text: 'The inspection round checks the things that heat and dust degrade. Give each technician a checklist per asset type, and record readings rather than ticks: a reading taken in April becomes the baseline for the alarms you set in June.',
          },
          {
            type: 'ul',
            items: [
              'Condenser coils: clean with low-pressure water or an approved coil cleaner; sand and dust on the fins can cut heat rejection noticeably on rooftop units.',
              'Refrigerant circuits: record suction and discharge pressures, superheat and subcooling at a known outdoor temperature.',
              'Electrical: tighten terminals, check contactors and capacitors, and take thermal images of panels under load.',
              'Cooling towers: inspect fill, drift eliminators and basins; confirm water treatment and Legionella sampling records are current.',
              'Filters and belts on air handling units: replace on condition, and stock a full summer set on site.',
            ],
          },
          {
            type: 'ol',
            items: [
              'Export the asset register and mark every cooling asset with its criticality.',
              'Book contractor visits for chillers and cooling towers before the end of April.',
              'Run the inspection round and log readings against each asset.',
              'Raise corrective work orders for every reading outside the manufacturer’s range.',
              'Review open work orders weekly until all critical items are closed by 31 May.',
            ],
          },
        ],
      },
      {
        id: 'maintenance-calendar',
        title: 'A maintenance calendar for the hot months',
        blocks: [
          {
            type: 'p',
            text: 'The table below is a starting point for a mid-size commercial building with a water-cooled chiller plant. Adjust the frequencies to the manufacturer’s manual and to the conditions of your site: a coastal building in Jeddah or Dammam fights humidity and salt, an inland site in Riyadh fights sand.',
          },
          {
            type: 'table',
            head: ['Asset', 'Task', 'Frequency', 'Done by'],
            rows: [
              ['Chiller', 'Log pressures, temperatures and amps; compare with April baseline', 'Daily', 'In-house technician'],
              ['Chiller', 'Condenser tube inspection and cleaning', 'Before June', 'Specialist contractor'],
              ['Cooling tower', 'Water treatment check, basin cleaning', 'Weekly', 'Water treatment contractor'],
              ['AHU', 'Filter pressure drop, belt tension', 'Every 2 weeks', 'In-house technician'],
              ['Split units', 'Clean filters and condenser coil', 'Monthly', 'In-house technician'],
              ['BMS', 'Check sensors, alarms and trend logs', 'Weekly', 'Controls engineer'],
            ],
          },
          {
            type: 'tip',
            title: 'Plan around Ramadan',
            text: 'When Ramadan falls in the hot months, working hours shorten and many technicians prefer night shifts after Iftar. Move planned work that needs a shutdown to night hours and confirm the change with tenants a week ahead.',
          },
        ],
      },
      {
        id: 'monitoring-in-the-peak',
        title: 'Monitoring during the peak',
        blocks: [
          {
            type: 'p',
            text: 'From June, the job changes from fixing to watching. If the building has a BMS, set alarms on chilled water supply temperature, condenser approach and compressor current, using the April readings as the baseline. If it does not, a daily log on a phone is enough: the point is to see a trend before it becomes a breakdown.',
          },
          {
            type: 'ul',
            items: [
              'Chilled water supply drifting more than 1 °C above set point for two hours.',
              'Condenser approach rising week on week, a sign of fouling.',
              'A compressor drawing more current at the same load than it did in April.',
            ],
          },
          {
            type: 'p',
            text: 'Confirm fire and life-safety requirements, including smoke control linked to air handling units, with Saudi Civil Defense and the current edition of the Saudi Building Code (SBC) before changing any control sequence.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'يتكرر المشهد نفسه كل صيف في الرياض وجدة والدمام ودبي: الأسبوع الأول الذي تتجاوز فيه الحرارة 45 °C يكشف المبرد الذي لم تُنظَّف أنابيبه من الترسبات، وملف المكثف المسدود بالرمل، والوحدة على السطح التي كانت محامل مروحتها تصدر صوتاً منذ مارس. تأتي الأعطال دفعة واحدة، وتكون جداول المقاولين ممتلئة، وتتأخر قطع الغيار لأسابيع.',
      'يحوّل هذا الدليل ذلك المشهد إلى جدول زمني واضح. كتبناه لمديري المرافق ومهندسي الصيانة في المكاتب والمستشفيات والمراكز التجارية والمدارس والمجمعات السكنية، ويفترض فريقاً مختلطاً من الفنيين الداخليين والمقاولين المتخصصين.',
    ],
    sections: [
      {
        id: 'why-summer-needs-a-plan',
        title: 'لماذا تحتاج الفترة من يونيو إلى سبتمبر إلى خطة خاصة',
        blocks: [
          {
            type: 'p',
            text: 'التبريد هو أكبر حمل كهربائي منفرد في معظم مباني الخليج، وتتزامن ذروته مع ذروة الشبكة. والمبرد الذي يفقد جزءاً من قدرته بسبب اتساخ الأنابيب يعمل لفترات أطول وبفرق ضغط أعلى على الضاغط، فيستهلك المبنى طاقة أكبر في الوقت الذي تكون فيه تعرفة الشركة السعودية للكهرباء في أعلى أثرها. والحرارة تقصّر عمر كل ما يبرّدها أيضاً: شحنة غاز التبريد والسيور والمحامل والمكثفات الكهربائية والموصلات تتعطل أسرع عندما ترتفع درجة حرارة التكثيف فوق قيم التصميم.',
          },
          {
            type: 'p',
            text: 'يلاحظ المستخدمون ذلك خلال ساعات. المستأجر في برج مكاتب من 12 طابقاً يتقبل ضبط الحرارة على 24 °C، لكن عند 27 °C تبدأ الشكاوى، وتعطل وحدة مناولة الهواء (AHU) في جناح العمليات بالمستشفى حادثة سريرية وليس مسألة راحة. والخطة التي تنجز الأعمال الثقيلة قبل يونيو تمنح الفريق قدرة احتياطية للأعطال التي ستقع على أي حال، وهنا يساعد نظام مثل Siyana على تتبع أوامر العمل المفتوحة لحظة بلحظة.',
          },
          {
            type: 'tip',
            title: 'ابدأ بالأصول التي لا تحتمل التوقف',
            text: 'رتّب كل أصل من أصول التبريد حسب أثر فقدانه لمدة 24 ساعة: غرف الخوادم وغرف العمليات والمستودعات المبردة والمصليات وقت صلاة الجمعة تأتي أولاً. وجدول فحوصاتها في أبريل ليبقى وقت كافٍ لطلب قطع الغيار.',
          },
        ],
      },
      {
        id: 'pre-summer-inspection',
        title: 'فحص ما قبل الصيف: أبريل ومايو',
        blocks: [
          {
            type: 'p',
            text: 'تركز جولة الفحص على ما تُتلفه الحرارة والغبار. أعطِ كل فني قائمة فحص لكل نوع من الأصول، وسجّل القراءات بدلاً من علامات الصح: القراءة المأخوذة في أبريل تصبح خط الأساس للإنذارات التي تضبطها في يونيو ضمن خطة الصيانة الوقائية (PPM).',
          },
          {
            type: 'ul',
            items: [
              'ملفات المكثف: تُنظَّف بماء منخفض الضغط أو بمنظف معتمد للملفات، فالرمل والغبار على الزعانف يقللان طرد الحرارة بوضوح في الوحدات المثبتة على الأسطح.',
              'دوائر التبريد: سجّل ضغط السحب والطرد ودرجة التحميص الزائد والتبريد الدوني عند درجة حرارة خارجية معروفة.',
              'الأعمال الكهربائية: شدّ أطراف التوصيل، وافحص الموصلات والمكثفات، والتقط صوراً حرارية للوحات أثناء التشغيل.',
              'أبراج التبريد: افحص الحشوات ومانعات الرذاذ والأحواض، وتأكد من أن سجلات معالجة المياه وعينات الليجيونيلا محدّثة.',
              'الفلاتر والسيور في وحدات مناولة الهواء: تُستبدل حسب حالتها، مع الاحتفاظ بطقم كامل للصيف في الموقع.',
            ],
          },
          {
            type: 'ol',
            items: [
              'صدّر سجل الأصول وحدد لكل أصل تبريد درجة أهميته.',
              'احجز زيارات المقاولين للمبردات وأبراج التبريد قبل نهاية أبريل.',
              'نفّذ جولة الفحص وسجّل القراءات على كل أصل.',
              'افتح أمر عمل تصحيحياً لكل قراءة خارج النطاق الذي حدده المصنع.',
              'راجع أوامر العمل المفتوحة أسبوعياً حتى تُغلق جميع البنود الحرجة بحلول 31 مايو.',
            ],
          },
        ],
      },
      {
        id: 'maintenance-calendar',
        title: 'جدول صيانة للأشهر الحارة',
        blocks: [
          {
            type: 'p',
            text: 'الجدول التالي نقطة انطلاق لمبنى تجاري متوسط الحجم فيه محطة مبردات مائية. عدّل التكرار وفق دليل الشركة المصنعة وظروف موقعك: المبنى الساحلي في جدة أو الدمام يواجه الرطوبة والملوحة، والموقع الداخلي في الرياض يواجه الرمل.',
          },
          {
            type: 'table',
            head: ['الأصل', 'المهمة', 'التكرار', 'المنفّذ'],
            rows: [
              ['المبرد', 'تسجيل الضغوط ودرجات الحرارة والتيار ومقارنتها بقراءات أبريل', 'يومياً', 'فني داخلي'],
              ['المبرد', 'فحص أنابيب المكثف وتنظيفها', 'قبل يونيو', 'مقاول متخصص'],
              ['برج التبريد', 'فحص معالجة المياه وتنظيف الحوض', 'أسبوعياً', 'مقاول معالجة المياه'],
              ['وحدة مناولة الهواء AHU', 'فرق ضغط الفلتر وشد السيور', 'كل أسبوعين', 'فني داخلي'],
              ['الوحدات المنفصلة', 'تنظيف الفلاتر وملف المكثف', 'شهرياً', 'فني داخلي'],
              ['نظام BMS', 'فحص الحساسات والإنذارات وسجلات الاتجاه', 'أسبوعياً', 'مهندس التحكم'],
            ],
          },
          {
            type: 'tip',
            title: 'خطط حول شهر رمضان',
            text: 'عندما يأتي رمضان في الأشهر الحارة تقصر ساعات العمل، ويفضّل كثير من الفنيين العمل ليلاً بعد الإفطار. انقل الأعمال المخططة التي تتطلب إيقاف التشغيل إلى ساعات الليل، وأبلغ المستأجرين بالتغيير قبل أسبوع.',
          },
        ],
      },
      {
        id: 'monitoring-in-the-peak',
        title: 'المراقبة خلال الذروة',
        blocks: [
          {
            type: 'p',
            text: 'ابتداءً من يونيو يتحول العمل من الإصلاح إلى المراقبة. إذا كان في المبنى نظام إدارة المباني BMS فاضبط إنذارات على درجة حرارة الماء المبرد الخارج وفرق الاقتراب في المكثف وتيار الضاغط، مستخدماً قراءات أبريل خط أساس. وإذا لم يكن فيه نظام كهذا فالسجل اليومي على الهاتف يكفي، والهدف أن ترى الاتجاه قبل أن يصبح عطلاً يوقف التبريد 24/7.',
          },
          {
            type: 'ul',
            items: [
              'ارتفاع حرارة الماء المبرد الخارج أكثر من 1 °C فوق القيمة المضبوطة لمدة ساعتين.',
              'زيادة فرق الاقتراب في المكثف أسبوعاً بعد أسبوع، وهي علامة على الاتساخ.',
              'ضاغط يسحب تياراً أعلى عند الحمل نفسه مقارنة بقراءته في أبريل.',
            ],
          },
          {
            type: 'p',
            text: 'تحقق من متطلبات الحماية من الحريق وسلامة الأرواح، ومنها التحكم في الدخان المرتبط بوحدات مناولة الهواء، مع الدفاع المدني والإصدار الحالي من كود البناء السعودي (SBC) قبل تغيير أي تسلسل تحكم.',
          },
        ],
      },
    ],
  },
};
