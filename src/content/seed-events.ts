import type { Text } from './types';

/**
 * The events a fresh database starts with (loaded by the seed step, src/server/db/seed.ts): three
 * past events and two upcoming ones dated from the day the seed step runs. Inserted once, then owned by
 * staff like any other event. Past recordings exist as no file, so none has a recording link: visitors
 * ask for them through the question form until staff add one.
 */
export interface SeedEvent {
  slug: string;
  /** One of the events table's kinds; content holds no server types, so they are written out here. */
  kind: 'webinar' | 'workshop' | 'conference' | 'site-visit';
  title: Text;
  summary: Text;
  /** Markdown, 150-300 words in each language. */
  description: Text;
  language: 'en' | 'ar' | 'both';
  /** A fixed Riyadh date ("2026-04-15") for a past event, or days after the migration runs. */
  when: { date: string } | { daysFromNow: number };
  /** Riyadh wall clock, "HH:mm". */
  startTime: string;
  minutes: number;
  place: { city: Text; venue: Text } | null;
  capacity: number | null;
}

const riyadh = { en: 'Riyadh', ar: 'الرياض' };
const office = { en: 'Siyana office, training room', ar: 'مكتب Siyana، قاعة التدريب' };

export const seedEvents: readonly SeedEvent[] = [
  {
    slug: 'audit-ready-fire-safety-records',
    kind: 'webinar',
    language: 'ar',
    when: { daysFromNow: 21 },
    startTime: '10:00',
    minutes: 60,
    place: null,
    capacity: 300,
    title: { en: 'Audit-Ready Fire Safety Records: Preparing for Civil Defense Inspections', ar: 'سجلات السلامة من الحريق جاهزة للتفتيش: الاستعداد لزيارات الدفاع المدني' },
    summary: {
      en: 'A one-hour session in Arabic on keeping fire system maintenance records complete, current and easy to show an inspector.',
      ar: 'جلسة مدتها ساعة بالعربية حول إبقاء سجلات صيانة أنظمة الحريق مكتملة ومحدّثة وسهلة العرض على المفتش.',
    },
    description: {
      en: `Most findings in a Civil Defense visit are not about broken equipment. They are about missing proof: a pump test nobody wrote down, an extinguisher tag that does not match the register, a contractor report filed in someone's inbox. This webinar is about closing that gap before the inspector arrives.

## What we will cover

- **The records an inspector asks for first:** fire pumps, alarm panels, sprinklers, extinguishers, emergency lighting and exit routes, and how often each should be tested.
- **One register for every asset:** tagging each device with a QR label so a technician records the check where it happens, with a photo and a time stamp.
- **Contractor work you can prove:** receiving service reports against the asset, not as loose attachments, and spotting overdue visits early.
- **A monthly self-inspection:** a short routine your own team can run, so the real visit holds no surprises.

## Who should attend

Facility managers, HSE officers and maintenance supervisors of hospitals, schools, malls, hotels and residential compounds in the Kingdom.

## How it works

The session is held online in Arabic and lasts one hour, with time for live questions at the end. Registered attendees receive the joining link by e-mail and a calendar file to add it to their diary. Seats are limited, so register early.`,
      ar: `أغلب الملاحظات في زيارة الدفاع المدني لا تتعلق بمعدات معطلة، بل بغياب الدليل: اختبار مضخة لم يُدوَّن، أو بطاقة طفاية لا تطابق السجل، أو تقرير مقاول محفوظ في بريد أحد الموظفين. تتناول هذه الندوة سدّ هذه الفجوة قبل وصول المفتش.

## محاور الندوة

- **السجلات التي يطلبها المفتش أولاً:** مضخات الحريق ولوحات الإنذار والرشاشات والطفايات وإنارة الطوارئ ومخارج الإخلاء، وعدد مرات اختبار كل منها.
- **سجل واحد لكل الأصول:** وضع ملصق QR على كل جهاز ليُسجّل الفني الفحص في مكانه مع صورة ووقت محدد.
- **أعمال المقاولين الموثقة:** استلام تقارير الخدمة مربوطةً بالأصل نفسه لا كمرفقات متفرقة، واكتشاف الزيارات المتأخرة مبكراً.
- **فحص ذاتي شهري:** إجراء قصير ينفّذه فريقك بنفسه حتى لا تحمل الزيارة الفعلية أي مفاجآت.

## لمن هذه الندوة

مديرو المرافق ومسؤولو الصحة والسلامة والبيئة ومشرفو الصيانة في المستشفيات والمدارس والمراكز التجارية والفنادق والمجمعات السكنية في المملكة.

## طريقة الحضور

تُعقد الجلسة عبر الإنترنت بالعربية ومدتها ساعة واحدة، مع وقت مخصص للأسئلة المباشرة في نهايتها. يصل رابط الانضمام إلى المسجلين بالبريد الإلكتروني مع ملف تقويم لإضافة الموعد إلى جدولهم. المقاعد محدودة، فبادر بالتسجيل.`,
    },
  },
  {
    slug: 'preventive-maintenance-plan-workshop-riyadh',
    kind: 'workshop',
    language: 'both',
    when: { daysFromNow: 45 },
    startTime: '16:00',
    minutes: 180,
    place: { city: riyadh, venue: office },
    capacity: 25,
    title: { en: 'Workshop: Build Your Preventive Maintenance Plan from Your Asset Register', ar: 'ورشة عمل: ابنِ خطة الصيانة الوقائية من سجل أصولك' },
    summary: {
      en: 'A hands-on afternoon in Riyadh: bring your asset list and leave with a first preventive maintenance calendar for your critical equipment.',
      ar: 'أمسية تطبيقية في الرياض: أحضر قائمة أصولك وغادر بجدول أولي للصيانة الوقائية لمعداتك الحرجة.',
    },
    description: {
      en: `A preventive maintenance plan is only as good as the asset register behind it. In this small, hands-on workshop you work on your own data with our implementation team and leave with a plan you can start using the next week.

## The afternoon

1. **Sort the register:** group your assets by system (HVAC, electrical, plumbing, fire, lifts) and mark which ones stop the building when they fail.
2. **Set the frequencies:** start from the manufacturer's schedule, then adjust for Gulf conditions such as summer heat, dust and long running hours.
3. **Write task lists a technician can follow:** short, checkable steps with the readings to record.
4. **Balance the workload:** spread the tasks over the year so no month is overloaded before the summer peak.

## Bring with you

A laptop and an export of your asset list in a spreadsheet (even an incomplete one). If you have no register yet, we provide a sample site to work on.

## Practical details

The workshop runs for three hours at our Riyadh office and is led in Arabic and English. Seats are limited to 25 so that every team gets time with a facilitator. Coffee is served; parking is available on site. Registered attendees receive a calendar file and directions by e-mail.`,
      ar: `لا تكون خطة الصيانة الوقائية أفضل من سجل الأصول الذي تقوم عليه. في ورشة العمل التطبيقية هذه، ذات العدد المحدود، تعمل على بياناتك أنت مع فريق التطبيق لدينا، وتغادر بخطة تستطيع البدء بها في الأسبوع التالي.

## برنامج الورشة

1. **ترتيب السجل:** تجميع الأصول حسب النظام (التكييف والكهرباء والسباكة والحريق والمصاعد)، وتحديد ما يوقف المبنى عند تعطله.
2. **تحديد التكرار:** البدء بجدول الشركة المصنّعة ثم تعديله لظروف الخليج، مثل حرارة الصيف والغبار وساعات التشغيل الطويلة.
3. **كتابة قوائم مهام يتبعها الفني:** خطوات قصيرة قابلة للتحقق، مع القراءات المطلوب تسجيلها.
4. **توزيع عبء العمل:** توزيع المهام على مدار العام حتى لا يزدحم أي شهر قبل ذروة الصيف.

## ما تحضره معك

حاسوب محمول وملف جدول بيانات يضم قائمة أصولك، ولو كانت غير مكتملة. وإن لم يكن لديك سجل بعد، نوفّر لك موقعاً نموذجياً للعمل عليه.

## تفاصيل عملية

تستمر الورشة ثلاث ساعات في مكتبنا بالرياض، وتُقدَّم بالعربية والإنجليزية. المقاعد محدودة بـ 25 مشاركاً ليحظى كل فريق بوقت كافٍ مع الميسّر. تُقدَّم القهوة، وتتوفر مواقف للسيارات في المكان. يتلقى المسجلون ملف تقويم وإرشادات الوصول بالبريد الإلكتروني.`,
    },
  },
  {
    slug: 'beat-the-summer-peak-chiller-care',
    kind: 'webinar',
    language: 'ar',
    when: { date: '2026-04-15' },
    startTime: '11:00',
    minutes: 60,
    place: null,
    capacity: null,
    title: { en: 'Beat the Summer Peak: Chiller Care Before May', ar: 'استعد لذروة الصيف: صيانة المبردات قبل مايو' },
    summary: {
      en: 'Three chief engineers on the pre-summer service that kept their chillers running through 48°C days.',
      ar: 'ثلاثة من كبار المهندسين يشرحون صيانة ما قبل الصيف التي أبقت مبرداتهم تعمل في أيام بلغت حرارتها 48°م.',
    },
    description: {
      en: `When outdoor temperatures reach 48°C, a chiller that was merely tired in March becomes the reason a ward, a mall or a tower loses cooling in July. In this webinar, held in Arabic, three chief engineers walked through the service they complete before May, and the mistakes that taught them to.

## What the panel covered

- **Condenser coils and cooling towers:** cleaning before the dust season ends, checking water treatment and fan belts, and why a dirty coil costs more in energy than the cleaning does.
- **Refrigerant and oil:** leak checks, oil analysis and the readings worth trending week by week instead of once a year.
- **Electrical health:** thermal imaging of panels and starters, tightening connections and testing protection devices before the load arrives.
- **Controls and sequencing:** making sure standby units actually start, and that setpoints were not left at winter values.
- **Spare parts:** the short list of parts to hold on site, because lead times grow when everyone needs them at once.

The panel closed with a pre-summer checklist that a team can run over four weekends, and answered questions from hospital and residential compound engineers.

## The recording

The session was recorded. Ask for the recording with the button on this page and our team will send you the link.`,
      ar: `حين تصل الحرارة الخارجية إلى 48°م، يتحول المبرد الذي كان متعباً في مارس إلى سبب فقدان التبريد في جناح مستشفى أو مركز تجاري أو برج في يوليو. في هذه الندوة التي عُقدت بالعربية، استعرض ثلاثة من كبار المهندسين أعمال الصيانة التي ينجزونها قبل مايو، والأخطاء التي علّمتهم ذلك.

## محاور النقاش

- **ملفات المكثفات وأبراج التبريد:** تنظيفها قبل نهاية موسم الغبار، وفحص معالجة المياه وسيور المراوح، ولماذا يكلّف الملف المتسخ طاقةً أكثر من كلفة تنظيفه.
- **مادة التبريد والزيت:** فحص التسربات وتحليل الزيت، والقراءات التي تستحق المتابعة أسبوعياً لا مرة في العام.
- **سلامة المنظومة الكهربائية:** التصوير الحراري للوحات والمشغلات، وإحكام التوصيلات واختبار أجهزة الحماية قبل وصول الأحمال.
- **التحكم والتشغيل التتابعي:** التأكد من أن الوحدات الاحتياطية تعمل فعلاً، وأن نقاط الضبط لم تبقَ على قيم الشتاء.
- **قطع الغيار:** القائمة القصيرة من القطع التي يجب الاحتفاظ بها في الموقع، لأن مدد التوريد تطول حين يحتاجها الجميع في وقت واحد.

واختُتمت الجلسة بقائمة فحص لما قبل الصيف يمكن للفريق تنفيذها خلال أربع عطلات أسبوعية، مع إجابات عن أسئلة مهندسي المستشفيات والمجمعات السكنية.

## التسجيل المرئي

سُجّلت الجلسة. اطلب رابط التسجيل من الزر في هذه الصفحة وسيرسله إليك فريقنا.`,
    },
  },
  {
    slug: 'from-paper-to-mobile-hospital-work-orders',
    kind: 'webinar',
    language: 'en',
    when: { date: '2026-09-10' },
    startTime: '14:00',
    minutes: 45,
    place: null,
    capacity: null,
    title: { en: 'From Paper to Mobile: Digital Work Orders in Hospitals', ar: 'من الورق إلى الجوال: أوامر العمل الرقمية في المستشفيات' },
    summary: {
      en: 'How a hospital group moved 40 technicians to mobile work orders in six weeks, and what they measured.',
      ar: 'كيف نقلت مجموعة مستشفيات 40 فنياً إلى أوامر العمل عبر الجوال خلال ستة أسابيع، وما الذي قاسته.',
    },
    description: {
      en: `Paper work orders hide the facts a hospital needs most: how long a ward waited, which asset keeps failing and whether the job was closed properly. This English-language webinar followed a hospital maintenance team through its move from paper job cards to work orders on the technicians' phones.

## What was discussed

- **Starting small:** choosing one building and two trades for the first two weeks, then widening the rollout once the routine was steady.
- **Requests from clinical staff:** a simple way for nurses to report a fault by scanning the QR label on the equipment, without phone calls to the maintenance office.
- **Technicians on board:** short training on the job, Arabic and English screens, and an app that keeps working where the signal drops, such as basements and plant rooms.
- **What to measure:** response time by priority, first-time fix rate and repeat faults by asset, reviewed every week by the maintenance manager.
- **Keeping records for accreditation:** closed work orders with photos and signatures that can be shown to auditors.

In six weeks, 40 technicians were working from mobile work orders. The speakers shared what they would do differently and took questions from other healthcare teams.

## The recording

The session was recorded. Ask for the recording with the button on this page and our team will send you the link.`,
      ar: `تُخفي أوامر العمل الورقية الحقائق التي يحتاجها المستشفى أكثر من غيرها: كم انتظر القسم، وأي أصل يتعطل مراراً، وهل أُغلق العمل كما ينبغي. تابعت هذه الندوة، التي عُقدت بالإنجليزية، فريق صيانة في مستشفى خلال انتقاله من بطاقات العمل الورقية إلى أوامر عمل على هواتف الفنيين.

## محاور النقاش

- **البدء على نطاق صغير:** اختيار مبنى واحد وتخصصين في أول أسبوعين، ثم توسيع التطبيق بعد استقرار الإجراءات.
- **بلاغات الطاقم الطبي:** طريقة بسيطة تتيح للممرضين الإبلاغ عن العطل بمسح ملصق QR على الجهاز، دون اتصالات هاتفية بمكتب الصيانة.
- **إشراك الفنيين:** تدريب قصير أثناء العمل، وشاشات بالعربية والإنجليزية، وتطبيق يواصل العمل حيث تضعف التغطية، كالأقبية وغرف المعدات.
- **ما الذي يُقاس:** زمن الاستجابة حسب الأولوية، ونسبة الإصلاح من المحاولة الأولى، والأعطال المتكررة لكل أصل، بمراجعة أسبوعية من مدير الصيانة.
- **حفظ السجلات للاعتماد:** أوامر عمل مغلقة مع الصور والتواقيع يمكن عرضها على المدققين.

وخلال ستة أسابيع، أصبح 40 فنياً يعملون بأوامر العمل عبر الجوال. وشارك المتحدثون ما كانوا سيفعلونه بشكل مختلف، وأجابوا عن أسئلة فرق الرعاية الصحية الأخرى.

## التسجيل المرئي

سُجّلت الجلسة. اطلب رابط التسجيل من الزر في هذه الصفحة وسيرسله إليك فريقنا.`,
    },
  },
  {
    slug: 'facility-leaders-roundtable-riyadh',
    kind: 'conference',
    language: 'ar',
    when: { date: '2026-10-22' },
    startTime: '18:30',
    minutes: 150,
    place: { city: riyadh, venue: office },
    capacity: 30,
    title: { en: 'Facility Leaders Roundtable, Riyadh', ar: 'طاولة قادة المرافق المستديرة، الرياض' },
    summary: {
      en: 'An evening with 30 facility directors on contracts, staffing and the KPIs owners ask for.',
      ar: 'أمسية مع 30 مديراً للمرافق حول العقود والتوظيف ومؤشرات الأداء التي يطلبها الملاك.',
    },
    description: {
      en: `Facility directors rarely get an evening to compare notes with peers who face the same owners, contractors and summers. This roundtable in Riyadh brought together 30 of them from healthcare, education, retail and residential portfolios for an open, off-the-record discussion.

## Topics on the table

- **Outsourced contracts:** writing service levels that can be measured, and tying payments to completed preventive work rather than to headcount.
- **Staffing and skills:** keeping skilled technicians, building Saudi talent in maintenance roles and the training that pays back fastest.
- **The KPIs owners ask for:** which few figures a board actually reads, and how to report them monthly without a week of spreadsheet work.
- **Energy and cooling costs:** where directors found savings without touching comfort, from setpoints to night-time schedules.

## How the evening ran

Short opening remarks, then three rounds of table discussion, each led by a director, and a shared summary at the end. The format kept the conversation practical: every table left with a short list of ideas to try in the next quarter.

## Not recorded

The roundtable was held in person under a no-recording rule, so that participants could speak freely about their contracts and teams. Subscribe to event invitations to hear about the next one.`,
      ar: `نادراً ما يجد مديرو المرافق أمسية يتبادلون فيها الخبرات مع نظراء يواجهون الملاك والمقاولين وفصول الصيف نفسها. جمعت هذه الطاولة المستديرة في الرياض 30 منهم من محافظ الرعاية الصحية والتعليم والتجزئة والسكن، في نقاش مفتوح بعيد عن التوثيق.

## محاور النقاش

- **عقود التشغيل الخارجية:** صياغة مستويات خدمة قابلة للقياس، وربط الدفعات بأعمال الصيانة الوقائية المنجزة لا بعدد العمالة.
- **التوظيف والمهارات:** الاحتفاظ بالفنيين المهرة، وبناء الكفاءات السعودية في وظائف الصيانة، والتدريب الأسرع مردوداً.
- **مؤشرات الأداء التي يطلبها الملاك:** الأرقام القليلة التي يقرؤها مجلس الإدارة فعلاً، وكيفية رفعها شهرياً دون أسبوع من العمل على جداول البيانات.
- **تكاليف الطاقة والتبريد:** أين وجد المديرون وفورات دون المساس براحة المستخدمين، من نقاط الضبط إلى جداول التشغيل الليلي.

## مجريات الأمسية

كلمة افتتاحية قصيرة، ثم ثلاث جولات من النقاش حول الطاولات يقود كلاً منها أحد المديرين، وملخص مشترك في الختام. أبقى هذا الأسلوب الحوار عملياً، إذ غادرت كل طاولة بقائمة قصيرة من الأفكار لتجربتها في الربع التالي.

## دون تسجيل مرئي

عُقدت الطاولة المستديرة حضورياً مع التزام بعدم التسجيل، ليتحدث المشاركون بحرية عن عقودهم وفرقهم. اشترك في دعوات الفعاليات لتعرف موعد اللقاء القادم.`,
    },
  },
];
