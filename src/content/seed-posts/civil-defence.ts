import type { SeedPost } from './types';

export const civilDefence: SeedPost = {
  key: 'civil-defence',
  category: 'compliance',
  publishedAt: '2026-09-15T07:00:00.000Z',
  en: {
    slug: 'passing-civil-defense-inspections',
    title: 'Passing Civil Defense inspections without the scramble',
    excerpt:
      'Fire alarm, sprinkler, fire pump, extinguisher, emergency lighting and exit records that are ready on any day of the year. A practical calendar, the evidence inspectors ask for, and the findings that come up again and again.',
    author: 'Siyana Compliance Team',
    content: `Every facility manager in the Kingdom knows the feeling: a Civil Defense inspection is announced, or a licence renewal is due, and the team spends a week chasing extinguisher tags, contractor reports and drill records. The building was probably safe all along. The paperwork was not.

The way out is to treat fire and life safety records as a routine, not a project. This article sets out what to keep, how often to check it, and the findings that catch sites out most often.

## Know which rules apply to your building

The Saudi Building Code's fire code, **SBC 801**, sets the fire protection and life safety requirements for buildings in the Kingdom. For much of the detail of inspection, testing and maintenance, it refers to recognised international standards for each system. Requirements depend on the occupancy (office, hospital, school, mall, warehouse, residential) and can be updated.

So before building your calendar, confirm the current requirements for your building type with the Civil Defense directorate in your region, and ask your licensed fire safety contractor to confirm the frequencies in writing. The calendar below reflects common practice; your directorate's word is final.

## The six systems and what "audit-ready" means for each

### Fire alarm system

- Panel normal, with no standing faults, disabled zones or silenced troubles.
- Records of periodic device testing: detectors, call points, sounders, interfaces with lifts, dampers and AHUs.
- Battery tests and a current zone chart or graphic at the panel.

### Sprinkler system

- Control valves open and locked or supervised, with a weekly or monthly check recorded.
- Gauge readings, alarm valve and flow switch tests, and main drain test results.
- Clear space below sprinkler heads. Storage stacked too close to heads is one of the most common findings in warehouses and basements.

### Fire pumps

- Pumps in automatic mode, with the controller showing no alarms.
- Weekly run (churn) test records for electric and diesel pumps, including pressures and, for diesel, the fuel level and battery condition.
- Annual flow test report by a qualified contractor.

### Fire extinguishers

- Right type for the hazard (for example CO2 near electrical panels), mounted, visible and unobstructed.
- Monthly visual check recorded on the tag or in the system.
- Annual maintenance by a licensed contractor, and pressure tests at the intervals set for each type.

### Emergency lighting

- Monthly short functional test of every fitting.
- Annual full-duration test, with failed fittings repaired and retested.

### Exits and escape routes

- Exit doors unlocked from the inside during occupancy, and free of storage.
- Exit signs lit, stairwells clear, fire doors closing and latching on their own, not wedged open.

## Contractor certificates and your own records

Most of the testing is done by contractors, but the responsibility stays with the building. For each contractor, keep:

- a copy of their current Civil Defense licence or registration, with its expiry date in your calendar;
- the scope of work and the systems they cover;
- signed service reports for every visit, with defects listed;
- proof that defects were closed: a follow-up report, photos, a work order.

A report that lists defects with no record of repair is worse than no report. It proves you knew.

## Evacuation drills

Drills test people, not equipment. Hold them at the frequency your occupancy requires, and confirm it with the directorate; schools and hospitals generally need them more often than offices. Record the date, time, scenario, evacuation time, head count, what went wrong and what you changed. Rotate times and exits so the drill does not become a routine walk through the same door. In mixed-use towers, agree drills with tenants in advance and give them a copy of the report.

## A practical calendar

**Weekly**

- Fire pump run test and controller check.
- Sprinkler control valve positions.
- Walk of exits, stairwells and fire doors.

**Monthly**

- Visual check of every extinguisher.
- Functional test of emergency lighting.
- Fire alarm panel check: faults, disabled zones, event log.
- Review of open defects from all fire safety reports.

**Quarterly**

- Sprinkler alarm and flow switch tests.
- Sample testing of fire alarm devices, so every device is covered over the year.
- Contractor performance review: visits done, reports received, defects closed.

**Annually**

- Full fire alarm test and battery check.
- Fire pump flow test and sprinkler main drain test.
- Extinguisher maintenance and emergency lighting duration test.
- Fire door inspection.
- Evacuation drill, or more often where required.
- Update of fire drawings and the emergency plan after any fit-out or change of use.

## Findings that come up again and again

1. Extinguisher tags with missing monthly checks, or expired service.
2. Exit doors locked or chained "for security", and storage in stairwells.
3. Fire doors wedged open or with broken closers.
4. Fire alarm panels with faults or zones disabled after fit-out work and never restored.
5. Sprinkler heads blocked by storage or painted over during redecoration.
6. Fire pumps left in manual, or diesel pumps with low fuel or weak batteries.
7. Contractor licence expired, or reports without signatures.
8. No drill records, or drills that never changed anything.

Most of these are not engineering failures. They are follow-up failures.

## Takeaway

Keep one folder per system, follow a written weekly, monthly, quarterly and annual calendar, track every contractor licence expiry, and close each defect with evidence. Then an inspection becomes a visit, not a scramble. A CAFM/CMMS platform such as Siyana helps by scheduling the checks, assigning them to staff and contractors, and keeping reports, photos and closures together. Build a starting list with the [checklist generator](/resources/checklist-generator), and tag extinguishers and panels with the [QR generator](/resources/qr-generator) so each check is recorded against the right asset.`,
  },
  ar: {
    slug: 'اجتياز-تفتيش-الدفاع-المدني-دون-ارتباك',
    title: 'اجتياز تفتيش الدفاع المدني دون ارتباك اللحظات الأخيرة',
    excerpt:
      'سجلات إنذار الحريق والرشاشات ومضخات الحريق والطفايات وإنارة الطوارئ والمخارج جاهزة في أي يوم من السنة: تقويم عملي، والأدلة التي يطلبها المفتشون، والملاحظات التي تتكرر في كل زيارة.',
    author: 'فريق الامتثال في Siyana',
    content: `كل مدير مرافق في المملكة يعرف هذا الموقف: يُعلن عن زيارة تفتيش من الدفاع المدني أو يقترب موعد تجديد ترخيص، فيقضي الفريق أسبوعاً في مطاردة بطاقات الطفايات وتقارير المقاولين وسجلات الإخلاء. غالباً كان المبنى آمناً طوال الوقت، لكن الأوراق لم تكن كذلك.

المخرج أن تُعامل سجلات الحماية من الحريق وسلامة الأرواح كعمل يومي روتيني لا كمشروع طارئ. يوضح هذا المقال ما يجب حفظه، وكم مرة يُفحص، والملاحظات التي توقع المواقع أكثر من غيرها.

## اعرف الاشتراطات التي تنطبق على مبناك

يحدد الكود السعودي للحماية من الحرائق، وهو **الجزء 801** من كود البناء السعودي، اشتراطات الحماية من الحريق وسلامة الأرواح في مباني المملكة. ويحيل في كثير من تفاصيل الفحص والاختبار والصيانة إلى معايير دولية معتمدة لكل نظام. وتختلف الاشتراطات حسب نوع الإشغال، سواء كان مكتبياً أو مستشفى أو مدرسة أو مركزاً تجارياً أو مستودعاً أو سكنياً، وقد تُحدّث من وقت لآخر.

لذلك، قبل بناء تقويمك، تحقق من الاشتراطات الحالية لنوع مبناك لدى مديرية الدفاع المدني في منطقتك، واطلب من مقاول السلامة المرخص تأكيد مواعيد الفحص كتابياً. التقويم أدناه يعكس الممارسة الشائعة، والكلمة الأخيرة لمديرية الدفاع المدني.

## الأنظمة الستة وما تعنيه الجاهزية لكل منها

### نظام إنذار الحريق

- اللوحة في الوضع الطبيعي، دون أعطال قائمة أو مناطق معطلة أو تنبيهات مكتومة.
- سجلات الاختبار الدوري للأجهزة: الكواشف، ونقاط الإنذار اليدوية، والصفارات، والربط مع المصاعد والخوانق ووحدات مناولة الهواء.
- اختبارات البطاريات، ومخطط مناطق محدّث بجوار اللوحة.

### نظام الرشاشات

- صمامات التحكم مفتوحة ومقفلة أو مراقبة، مع تسجيل فحصها أسبوعياً أو شهرياً.
- قراءات العدادات، واختبارات صمام الإنذار ومفتاح التدفق، ونتائج اختبار الصرف الرئيسي.
- مسافة خالية أسفل رؤوس الرشاشات، فالتخزين المرتفع قرب الرؤوس من أكثر الملاحظات شيوعاً في المستودعات والأقبية.

### مضخات الحريق

- المضخات في الوضع التلقائي، ولوحة التحكم دون إنذارات.
- سجلات التشغيل الأسبوعي للمضخات الكهربائية ومضخات الديزل، مع الضغوط، ومستوى الوقود وحالة البطاريات في مضخات الديزل.
- تقرير اختبار التدفق السنوي من مقاول مؤهل.

### طفايات الحريق

- النوع المناسب للخطر، كطفايات ثاني أكسيد الكربون قرب اللوحات الكهربائية، مثبتة وظاهرة ودون عوائق.
- فحص بصري شهري مسجل على البطاقة أو في النظام.
- صيانة سنوية من مقاول مرخص، واختبارات الضغط في المدد المحددة لكل نوع.

### إنارة الطوارئ

- اختبار تشغيل قصير شهرياً لكل وحدة.
- اختبار سنوي للمدة الكاملة، مع إصلاح الوحدات التي تفشل وإعادة اختبارها.

### المخارج وطرق الهروب

- أبواب المخارج تُفتح من الداخل دون مفتاح أثناء الإشغال، وخالية من التخزين.
- لوحات المخارج مضاءة، وبيوت الدرج خالية، وأبواب الحريق تُغلق وتُقفل ذاتياً دون أن تُسند مفتوحة.

## شهادات المقاولين وسجلاتك الخاصة

يتولى المقاولون معظم الاختبارات، لكن المسؤولية تبقى على المبنى. احفظ لكل مقاول:

- نسخة من ترخيصه أو تسجيله الساري لدى الدفاع المدني، مع إدراج تاريخ انتهائه في تقويمك؛
- نطاق العمل والأنظمة التي يغطيها؛
- تقارير خدمة موقعة لكل زيارة، تسرد الملاحظات؛
- ما يثبت إغلاق الملاحظات: تقرير متابعة، أو صور، أو أمر عمل.

التقرير الذي يسرد الملاحظات دون سجل لإصلاحها أسوأ من عدم وجود تقرير، لأنه يثبت أنك كنت تعلم.

## تمارين الإخلاء

تمارين الإخلاء تختبر الناس لا المعدات. نفّذها بالتكرار الذي يتطلبه نوع الإشغال، وتحقق منه لدى المديرية، فالمدارس والمستشفيات تحتاجها عادة أكثر من المكاتب. سجّل التاريخ والوقت والسيناريو وزمن الإخلاء وعدد الحاضرين وما لم يسر كما يجب وما غيّرته بعدها. وغيّر الأوقات والمخارج كي لا يتحول التمرين إلى مشي روتيني من الباب نفسه. وفي الأبراج متعددة الاستخدامات، نسّق التمارين مع المستأجرين مسبقاً وسلّمهم نسخة من التقرير.

## تقويم عملي

**أسبوعياً**

- تشغيل مضخة الحريق وفحص لوحة التحكم.
- التحقق من وضع صمامات التحكم في الرشاشات.
- جولة على المخارج وبيوت الدرج وأبواب الحريق.

**شهرياً**

- فحص بصري لكل طفاية.
- اختبار تشغيل إنارة الطوارئ.
- فحص لوحة إنذار الحريق: الأعطال والمناطق المعطلة وسجل الأحداث.
- مراجعة الملاحظات المفتوحة في جميع تقارير السلامة من الحريق.

**ربع سنوياً**

- اختبار إنذار الرشاشات ومفاتيح التدفق.
- اختبار عينة من أجهزة إنذار الحريق بحيث تُغطى جميع الأجهزة خلال السنة.
- مراجعة أداء المقاول: الزيارات المنفذة، والتقارير المستلمة، والملاحظات المغلقة.

**سنوياً**

- اختبار شامل لنظام إنذار الحريق وفحص البطاريات.
- اختبار تدفق مضخة الحريق واختبار الصرف الرئيسي للرشاشات.
- صيانة الطفايات واختبار المدة الكاملة لإنارة الطوارئ.
- فحص أبواب الحريق.
- تمرين إخلاء، أو أكثر حيث يُشترط ذلك.
- تحديث مخططات الحريق وخطة الطوارئ بعد أي أعمال تجهيز داخلي أو تغيير في الاستخدام.

## ملاحظات تتكرر في كل زيارة

1. بطاقات طفايات تنقصها الفحوص الشهرية، أو صيانة منتهية.
2. أبواب مخارج مقفلة أو مربوطة بسلاسل "لدواعٍ أمنية"، وتخزين في بيوت الدرج.
3. أبواب حريق مسنودة مفتوحة أو بمغلقات معطلة.
4. لوحات إنذار فيها أعطال، أو مناطق عُطلت أثناء أعمال التجهيز ولم تُعد.
5. رؤوس رشاشات تحجبها البضائع أو طُليت أثناء أعمال الدهان.
6. مضخات حريق متروكة على الوضع اليدوي، أو مضخات ديزل بوقود منخفض أو بطاريات ضعيفة.
7. ترخيص مقاول منتهٍ، أو تقارير غير موقعة.
8. لا سجلات لتمارين الإخلاء، أو تمارين لم تغيّر شيئاً.

معظم هذه الملاحظات ليست إخفاقات هندسية، بل إخفاقات في المتابعة.

## الخلاصة

خصص ملفاً لكل نظام، والتزم بتقويم مكتوب أسبوعي وشهري وربع سنوي وسنوي، وتابع تواريخ انتهاء تراخيص المقاولين، وأغلق كل ملاحظة بدليل. عندها يصبح التفتيش زيارة عادية لا حالة طوارئ. وتساعد منصة لإدارة المرافق والصيانة مثل Siyana على جدولة الفحوص وإسنادها إلى الموظفين والمقاولين، وحفظ التقارير والصور وإثباتات الإغلاق معاً. ابدأ قائمتك من [مولّد قوائم الفحص](/ar/resources/checklist-generator)، وضع رموز QR على الطفايات واللوحات من [مولّد رموز QR](/ar/resources/qr-generator) ليُسجّل كل فحص على الأصل الصحيح.`,
  },
};
