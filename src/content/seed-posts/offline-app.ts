import type { SeedPost } from './types';

export const offlineApp: SeedPost = {
  key: 'offline-app',
  category: 'mobile',
  publishedAt: '2026-10-13T07:00:00.000Z',
  en: {
    slug: 'why-technicians-need-an-app-that-works-offline',
    title: 'Why your technicians need an app that works offline',
    excerpt:
      'Basements, plant rooms, car parks and remote sites are where maintenance happens and where the signal drops. What a technician app must do without a connection, how it should sync, and what to test in a pilot.',
    author: 'Siyana Product Team',
    content: `A technician walks down three levels to a basement car park to check the booster pumps. He opens the job on his phone and the screen spins. He writes the pressures on a scrap of paper, plans to enter them later, and moves on. Half of those readings never reach the system.

In facility management, no signal is a normal working condition, and the app your technicians carry has to be designed for it.

## Where the signal drops

Think about where maintenance happens in a Gulf portfolio:

- **Basement car parks and plant rooms** under thick concrete slabs, often two to four levels down.
- **Electrical rooms, risers and lift pits** behind steel doors.
- **Chiller plants and pump rooms** full of steel pipework.
- **Remote sites**: pumping stations, telecom shelters and depots along highways.
- **Hospitals**, where imaging suites are shielded.
- **Client networks** that contractors may not join.

If the app needs a live connection, your data quality depends on where the asset is installed.

## What must work with no signal

### Work orders

At the start of the shift, the app should download every assigned job with the asset details, location, history and instructions. Without a connection, the technician must be able to start, pause and complete a job, add notes and record the parts used. Every change is queued on the phone until it can be sent.

### Checklists and readings

Planned maintenance checklists need pass/fail answers and readings with units and acceptable ranges. An out-of-range reading, such as a chilled water temperature well above setpoint, should be flagged on the phone immediately, not after sync, so the technician can act while still standing at the equipment.

### Photos and signatures

Before and after photos are stored on the device, compressed, and uploaded later. Signatures are captured with the signer's name and role.

### Asset lookup by QR

Scanning a label must open the asset record from data held on the phone. That means the app needs a local copy of the asset register for the sites the technician covers, not just the jobs assigned today. If a scanned code is unknown, the technician should still be able to raise a reactive job against it, to be matched on sync. Our guide to [asset tagging with QR codes](/resources/guides/asset-tagging-qr) covers label placement, and you can print test labels with the [QR label generator](/resources/qr-generator).

Isolation procedures, wiring diagrams and permit-to-work forms for those assets should be cached too.

## Sync and conflict handling

Sync is where many "offline" apps fall short. Look for:

- **Automatic, background sync** when a connection returns, without the technician pressing anything.
- **Resumable uploads.** A photo upload that restarts from zero on one bar of signal at the car park ramp will never finish.
- **A visible queue**, such as "3 jobs and 14 photos waiting", on the phone, and the last sync time of each device for the supervisor.
- **No duplicates.** A job sent twice because of a retry must be recorded once.
- **Clear conflict rules.** If a supervisor reassigns a job while the technician completes it offline, the field data should be kept, the conflict flagged for a person, and nothing silently overwritten or deleted.

Ask the vendor: what happens if a phone stays offline for three days, or a user tries to log out with unsynced data?

## Evidence with timestamps

Completed work is evidence in SLA disputes, contractor payment and inspections of fire protection systems. For that evidence to hold:

- Record the time each action happened on the device **and** the time it reached the server.
- Compare the device clock with server time on sync and flag large differences.
- Do not rely on GPS underground. A scan of the asset's QR label is better proof of presence.
- Keep photos and signatures attached to the specific checklist item, not in a loose gallery.

For fire and life-safety systems, confirm with the Saudi Civil Defense what maintenance records they currently expect. Photos and signatures can also contain personal data, so under the PDPL they should be encrypted on the phone, removed from it after sync, and visible only to people who need them.

## Phones in the heat

A phone left on a dashboard or used on a roof in August at 45-50 °C will throttle or shut down, because most phones are rated for much lower ambient temperatures. Practical rules:

- Keep devices out of parked vehicles and in shade between jobs.
- Consider rugged phones with high dust and water protection, drop resistance, screens that work with gloves and stay readable in direct sun, and a large battery.
- Ask how the app uses the battery. Constant GPS tracking and sync retries every few seconds can empty a battery before the end of a 10-12 hour summer shift.
- Check the scanner in dark plant rooms, especially when Ramadan moves work to night shifts.

## Two languages for mixed crews

Most crews mix Saudi technicians, regional engineers and contractor staff from South Asia. Supervisors may prefer Arabic while technicians prefer English. The language should be a per-user setting, checklists should exist in both languages, and the right-to-left layout must keep numbers and units readable. Pick lists and numeric readings travel between languages better than free text.

## What to test in a pilot

Choose one building with a real basement and, if you have one, one remote site. Run it for four to six weeks and test:

1. A full shift in airplane mode: ten jobs, dozens of photos and several signatures, then reconnect and check everything arrives with the correct times.
2. Twenty QR scans in a basement with no signal.
3. A conflict: the supervisor edits a job while the technician completes it offline.
4. Closing the app and restarting the phone mid-job.
5. Battery level at the end of a long shift.
6. A day of rooftop rounds in the heat.
7. An Arabic-speaking supervisor and an English-speaking technician on the same job.

Measure how many jobs are closed on the device rather than typed in later.

## Takeaway

Before you choose a platform, put the phone in airplane mode in your own basement and close a real job. If it cannot, your records will always have gaps. A CAFM platform such as Siyana is one of the options to test this way; our [CMMS selection guide](/resources/guides/cmms-selection) lists the other questions to ask, and you can [book a demo](/request-demo) to run the test yourself.`,
  },
  ar: {
    slug: 'لماذا-يحتاج-الفنيون-تطبيقا-يعمل-دون-اتصال',
    title: 'لماذا يحتاج فنيّوك إلى تطبيق يعمل دون اتصال بالإنترنت',
    excerpt:
      'القبو وغرف المعدات والمواقف والمواقع النائية هي حيث تُنجز الصيانة وحيث تنقطع الشبكة. ما الذي يجب أن يعمل في تطبيق الفني دون اتصال، وكيف تتم المزامنة، وماذا تختبر في التجربة الأولى.',
    author: 'فريق المنتج في Siyana',
    content: `ينزل الفني ثلاثة طوابق إلى مواقف القبو ليفحص مضخات رفع الضغط. يفتح أمر العمل على هاتفه فتبقى الشاشة تدور دون نتيجة. يكتب قراءات الضغط على ورقة في جيبه على أن يُدخلها لاحقاً، ثم ينتقل إلى البلاغ التالي. وفي نهاية الوردية يكون نصف تلك القراءات قد ضاع ولم يصل إلى النظام.

هذه ليست حالة نادرة. في إدارة المرافق يُعد انقطاع الشبكة ظرف عمل معتاداً، والتطبيق الذي يحمله فنيّوك يجب أن يُصمَّم على هذا الأساس.

## أين تنقطع الشبكة؟

فكّر في الأماكن التي تُنجز فيها الصيانة فعلاً في محفظة مبانٍ خليجية:

- **مواقف القبو وغرف المعدات** تحت أسقف خرسانية سميكة، وغالباً على عمق طابقين إلى أربعة.
- **غرف الكهرباء والمناور وآبار المصاعد** خلف أبواب حديدية.
- **محطات التبريد وغرف المضخات** المزدحمة بالأنابيب المعدنية التي تحجب ما تبقى من إشارة.
- **المواقع النائية** مثل محطات الضخ وغرف الاتصالات والمجمعات والمستودعات على الطرق السريعة بعيداً عن المدن.
- **المستشفيات**، حيث تكون غرف الأشعة معزولة وبعض الأقسام تقيّد استخدام الهاتف.
- **شبكات العميل** التي لا يُسمح للمقاولين بالانضمام إليها، أو الشبكة اللاسلكية للضيوف التي تتطلب صفحة دخول لا يستطيع التطبيق فتحها.

إذا كان التطبيق لا يعمل إلا مع اتصال مباشر، فإن جودة بياناتك ستعتمد على المكان الذي رُكّب فيه الأصل.

## ما الذي يجب أن يعمل دون شبكة؟

### أوامر العمل

في بداية الوردية يجب أن يحمّل التطبيق كل الأعمال المسندة إلى الفني مع بيانات الأصل وموقعه وسجله وتعليمات العمل. ودون اتصال، يجب أن يتمكن الفني من بدء العمل وإيقافه مؤقتاً وإغلاقه، وإضافة الملاحظات وتسجيل قطع الغيار المستخدمة. وتُحفظ كل هذه التغييرات في قائمة انتظار على الهاتف حتى يعود الاتصال.

### قوائم الفحص والقراءات

تحتاج قوائم فحص الصيانة الوقائية المخططة إلى إجابات واضحة (سليم / غير سليم) وقراءات بوحداتها ونطاقاتها المقبولة. وإذا سجّل الفني قراءة خارج النطاق، كأن تكون حرارة المياه المبردة أعلى بكثير من القيمة المضبوطة، فيجب أن ينبّهه الهاتف فوراً لا بعد المزامنة، ليتصرف وهو لا يزال عند المعدة.

### الصور والتواقيع

صور ما قبل العمل وما بعده تُحفظ على الجهاز مضغوطة وتُرفع لاحقاً. وتوقيع المشرف أو المستأجر يُلتقط مع اسمه وصفته حتى دون اتصال.

### الوصول إلى الأصل عبر رمز QR

مسح الملصق يجب أن يفتح سجل الأصل من البيانات المحفوظة على الهاتف. وهذا يعني أن التطبيق يحتاج إلى نسخة محلية من سجل الأصول للمواقع التي يغطيها الفني، لا أعمال اليوم فقط. وإذا كان الرمز الممسوح غير معروف، فيجب أن يستطيع الفني فتح بلاغ طارئ عليه يُطابَق عند المزامنة. يشرح دليلنا عن [ترميز الأصول بملصقات QR](/ar/resources/guides/asset-tagging-qr) أماكن تثبيت الملصقات، ويمكنك طباعة ملصقات تجريبية من [مولّد ملصقات QR](/ar/resources/qr-generator).

كما يجب أن تُحفظ على الهاتف مسبقاً إجراءات العزل والمخططات الكهربائية ونماذج تصاريح العمل الخاصة بالأصول المدرجة في قائمة الفني.

## المزامنة ومعالجة التعارض

هنا يتعثر كثير من التطبيقات التي تقول إنها تعمل دون اتصال. ابحث عن التالي:

- **مزامنة تلقائية في الخلفية** فور عودة الاتصال، دون أن يضغط الفني على أي زر.
- **رفع يُستأنف من حيث توقف.** فالصورة التي يبدأ رفعها من الصفر كلما ضعفت الإشارة عند منحدر المواقف لن تكتمل أبداً.
- **قائمة انتظار ظاهرة** على الهاتف، مثل: "3 أعمال و14 صورة بانتظار المزامنة"، مع وقت آخر مزامنة لكل جهاز أمام المشرف.
- **لا تكرار.** العمل الذي أُرسل مرتين بسبب إعادة المحاولة يُسجَّل مرة واحدة.
- **قواعد تعارض واضحة.** إذا أعاد المشرف إسناد عمل بينما أغلقه الفني دون اتصال، فيجب الاحتفاظ ببيانات الميدان، وإحالة التعارض إلى شخص يبتّ فيه، وعدم استبدال أي بيانات أو حذفها بصمت.

واسأل المورّد مباشرة: ماذا يحدث إذا بقي الهاتف دون اتصال ثلاثة أيام؟ وإذا أغلق النظام التطبيق في منتصف العمل؟ وإذا حاول المستخدم تسجيل الخروج وعلى جهازه بيانات لم تُزامَن؟

## أدلة موثقة بالوقت

العمل المنجز هو دليلك في نزاعات اتفاقيات مستوى الخدمة، وفي اعتماد مستحقات المقاولين، وفي تفتيش أنظمة الحماية من الحريق. ولكي يصمد هذا الدليل:

- سجّل وقت تنفيذ كل إجراء على الجهاز **و**وقت وصوله إلى الخادم.
- قارن ساعة الجهاز بوقت الخادم عند المزامنة ونبّه إلى الفروق الكبيرة.
- لا تعتمد على خدمة تحديد الموقع تحت الأرض؛ فمسح ملصق QR على الأصل دليل حضور أقوى.
- اربط الصور والتواقيع ببند قائمة الفحص المحدد، لا بمعرض صور عام.

أما أنظمة الحريق وسلامة الأرواح، فتأكد من المديرية العامة للدفاع المدني من سجلات الصيانة المطلوبة حالياً. وقد تتضمن الصور والتواقيع بيانات شخصية، لذلك ينبغي وفق نظام حماية البيانات الشخصية أن تُشفَّر على الهاتف، وتُحذف منه بعد المزامنة، ولا يطّلع عليها إلا من يحتاج إليها.

## الهواتف في الحر

الهاتف المتروك على لوحة السيارة أو المستخدم على السطح في أغسطس بحرارة 45-50 °C سيبطئ أداؤه أو ينطفئ، لأن معظم الهواتف مصممة للعمل في درجات حرارة أقل بكثير. قواعد عملية:

- أبقِ الأجهزة خارج السيارات المتوقفة وفي الظل بين الأعمال.
- فكّر في هواتف مقاوِمة بتصنيف حماية عالٍ من الغبار والماء، وتتحمل السقوط، وتعمل شاشتها مع القفازات وتبقى مقروءة تحت الشمس المباشرة، وبطاريتها كبيرة.
- اسأل عن استهلاك التطبيق للبطارية. فتتبع الموقع المستمر وإعادة محاولة المزامنة كل بضع ثوانٍ قد يستنزفان البطارية قبل نهاية وردية صيفية من 10-12 ساعة.
- جرّب الفلاش والماسح الضوئي في غرف المعدات المظلمة، خاصة حين ينقل رمضان جزءاً أكبر من العمل إلى الورديات الليلية.

## لغتان لفرق متنوعة

تضم معظم الفرق فنيين سعوديين ومهندسين من دول المنطقة وعمالة مقاولين من جنوب آسيا. وقد يفضّل المشرف العربية بينما يفضّل الفني الإنجليزية. لذلك يجب أن تكون اللغة إعداداً لكل مستخدم، وأن تتوفر قوائم الفحص باللغتين، وأن يحافظ الاتجاه من اليمين إلى اليسار على وضوح الأرقام والوحدات. والقوائم المنسدلة والقراءات الرقمية تنتقل بين اللغتين أفضل من النص الحر.

## ماذا تختبر في التجربة الأولى؟

اختر مبنى فيه قبو حقيقي، وموقعاً نائياً إن وُجد، وشغّل التجربة أربعة إلى ستة أسابيع، واختبر:

1. وردية كاملة في وضع الطيران: عشرة أعمال وعشرات الصور وعدة تواقيع، ثم أعد الاتصال وتحقق من وصول كل شيء بأوقاته الصحيحة.
2. عشرين عملية مسح لرموز QR في قبو بلا شبكة.
3. تعارضاً متعمداً: يعدّل المشرف العمل بينما يغلقه الفني دون اتصال.
4. إغلاق التطبيق وإعادة تشغيل الهاتف في منتصف العمل.
5. مستوى البطارية في نهاية وردية طويلة.
6. يوم جولات على الأسطح في الحر.
7. مشرفاً يعمل بالعربية وفنياً يعمل بالإنجليزية على العمل نفسه.

وقِس عدد الأعمال التي أُغلقت على الجهاز مقارنة بما أُدخل لاحقاً من المكتب، والمدة التي يستغرقها العمل المنجز حتى يظهر أمام الإدارة.

## الخلاصة

قبل أن تختار منصة، ضع الهاتف في وضع الطيران داخل القبو لديك وأغلق عملاً حقيقياً. إن لم يستطع التطبيق ذلك، فستبقى في سجلاتك ثغرات دائمة. ومنصة إدارة المرافق والصيانة مثل Siyana من الخيارات التي يمكنك اختبارها بهذه الطريقة؛ ويعرض [دليل اختيار نظام إدارة الصيانة](/ar/resources/guides/cmms-selection) بقية الأسئلة التي ينبغي طرحها، ويمكنك [طلب عرض توضيحي](/ar/request-demo) لتجري الاختبار بنفسك.`,
  },
};
