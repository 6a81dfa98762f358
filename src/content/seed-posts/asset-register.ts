import type { SeedPost } from './types';

export const assetRegister: SeedPost = {
  key: 'asset-register',
  category: 'asset-management',
  publishedAt: '2026-09-29T07:00:00.000Z',
  en: {
    slug: 'building-an-asset-register-your-team-will-keep-up-to-date',
    title: 'Building an asset register your team will keep up to date',
    excerpt:
      'Most asset registers are built once for a handover or an audit and are out of date within a year. How to structure, survey, label and own a register so that everyday work keeps it accurate.',
    author: 'Siyana Engineering Team',
    content: `Most asset registers are built once, for a handover or an audit, and are wrong within a year. The first survey is rarely the problem. Nothing in daily work touches the register, so every replaced pump quietly makes it less true.

A register that stays current is designed for it: a clear structure, few fields, labels on the equipment and named owners.

## Start with the hierarchy

Use one location hierarchy for the whole portfolio:

**Site > Building > Floor > System > Asset**

For example: Riyadh campus > Tower B > Level B2 > Chilled water > Chilled water pump 2.

A few rules keep it workable:

- **Each asset has one location and one system.** A pump on B2 that serves the whole tower sits on B2 under the chilled water system.
- **Building-wide plant**, such as the fire alarm network, can sit on a "building-wide" level.
- **Register what you maintain.** An item belongs in the register if you would raise a work order against it, it has a planned maintenance task, a warranty or a statutory inspection. A single light fitting is not an asset; the distribution board that feeds it is.

## A naming convention people can read

Codes should be readable at the equipment and sortable in a spreadsheet. A common pattern is site, building, level, system, type and number:

\`RUH01-TB-B2-CHW-PMP-002\`

- Use fixed-length, upper-case codes with no spaces.
- Keep one agreed list of type codes (AHU, FCU, CHL, PMP, DB, GEN, LFT, FHC and so on).
- Never reuse a sequence number, even after an asset is removed.
- Never encode things that change, such as the contractor or the condition.
- Give each asset a short name in both languages, so supervisors and technicians can both search for it.

## The minimum data fields

A register with 15 fields that are always filled beats one with 60 fields that are half empty. Split the fields into three groups.

**Required when the asset is created:**

- Asset ID, name and location in the hierarchy
- System and asset type
- Criticality and status (in service, standby, out of service, retired)
- QR label number
- Owner of the asset class

**Collected during the survey:**

- Manufacturer, model and serial number
- Capacity or rating (kW, TR, l/s)
- Installation date and warranty end date
- Maintenance contractor and planned maintenance plan

**Added later, when finance or planning needs them:**

- Purchase and replacement cost, expected life
- Critical spares
- O&M manuals and drawings

## Criticality: three levels are enough

- **A, critical:** failure stops operations, affects life safety or breaks a statutory requirement. Fire pumps, generators, lifts, chillers serving a hospital or data room.
- **B, significant:** failure causes disruption, but there is redundancy or a workaround. A duty pump with a standby.
- **C, low:** failure is an inconvenience; running to failure is acceptable.

Use criticality to set response times, maintenance frequency and spares. Agree the scores with operations, not only engineering. If most assets end up as A, the scale is not doing its job. For fire and life-safety systems, confirm current inspection and record requirements with the Saudi Civil Defense.

## How to run the survey

1. **Start from documents.** As-built drawings, O&M manuals, maintenance contracts and the BMS points list give you a draft list.
2. **Survey one sample floor first** to measure your own pace, then plan the rest by floors and plant rooms.
3. **Label as you go.** Print QR labels in advance with the asset IDs, stick each one and scan it into the record on the spot. The [QR label generator](/resources/qr-generator) is enough for a pilot floor, and our guide to [asset tagging with QR codes](/resources/guides/asset-tagging-qr) covers label materials and placement.
4. **Photograph the nameplate and the asset in place.** Type the nameplate details later, from the photo, not in a hot plant room.
5. **Plan around the heat.** From June to September, survey roof plant early in the morning; adjust for Ramadan hours.
6. **Check quality as you go.** A supervisor checks about one record in ten against the site before a floor is signed off.

Outdoor labels in the Gulf need UV and heat resistance, and on the coast, resistance to humidity and salt. Never fix them to a removable cover.

## One owner per asset class

A register owned by everyone is owned by no one. Give each asset class one named owner: the HVAC lead for HVAC, the electrical engineer for LV distribution, the fire safety officer for fire systems. The owner approves new assets, changes and retirements in that class, even when a contractor does the maintenance. The system administrator owns the codes and fields, not the content.

## Keep it alive through work orders

The register stays accurate only if ordinary work updates it:

- **Every work order is linked to an asset**, and technicians open jobs by scanning the label. A missing label or an asset in the wrong place shows up immediately.
- **Corrections from the field.** Closing a job, a technician can flag a wrong serial number with a nameplate photo for the owner to approve.
- **Replacement is a job type.** Closing a replacement retires the old asset and creates the new one with its serial number, install date and warranty.
- **A monthly check** of assets with no work orders in 12 months and jobs raised against "unknown asset".

## Handover data from contractors

New buildings and fit-outs are the cheapest moment to get good data, if the contract asks for it. COBie-style handover data, structured spreadsheets of floors, spaces, systems, types and components, lets the contractor deliver an asset list your register can import.

Specify your naming convention, required fields, QR labels fixed before handover, nameplate photos and O&M manuals per asset type. Hold back part of the retention until the data is accepted, and check a sample on site before importing. On large projects that use BIM, confirm the client's information requirements early.

## Common mistakes

- Too much detail before the basics are complete.
- Surveying without labelling, so the register and the site drift apart on day one.
- Separate spreadsheet copies kept by each contractor.
- No way to retire assets, so the register fills with equipment that no longer exists.
- Importing handover data without checking it on site.

## Takeaway

Fix the hierarchy and naming, keep required fields few, use three criticality levels, label during the survey and name an owner per asset class. Then make work orders the normal way the register changes. A CAFM platform such as Siyana supports this by letting technicians scan labels and flag corrections from the job they are already closing.`,
  },
  ar: {
    slug: 'بناء-سجل-أصول-يحافظ-فريقك-على-تحديثه',
    title: 'كيف تبني سجل أصول يحافظ فريقك على تحديثه',
    excerpt:
      'تُبنى معظم سجلات الأصول مرة واحدة لتسليم مشروع أو تدقيق، ثم تتقادم خلال سنة. كيف تهيكل السجل وتحصر الأصول وتثبت الملصقات وتحدد المسؤولين، بحيث يبقيه العمل اليومي دقيقاً.',
    author: 'فريق Siyana الهندسي',
    content: `تُبنى معظم سجلات الأصول مرة واحدة، عند تسليم مشروع أو تدقيق أو بدء عقد صيانة جديد، ثم تصبح غير دقيقة خلال سنة. والمشكلة نادراً ما تكون في الحصر الأول، بل في أن العمل اليومي لا يمر بالسجل أصلاً، فكل مضخة تُستبدل وكل وحدة تُنقل تجعله أبعد عن الواقع دون أن ينتبه أحد.

السجل الذي يبقى محدّثاً يُصمَّم لذلك منذ البداية: هيكل واضح، وقائمة حقول قصيرة، وملصقات على المعدات، ومسؤولون يُسألون عنه.

## ابدأ بالتسلسل الهرمي

اعتمد تسلسلاً هرمياً واحداً للمواقع في المحفظة كلها:

**الموقع > المبنى > الطابق > النظام > الأصل**

مثال: مجمع الرياض > البرج ب > الطابق السفلي الثاني > المياه المبردة > مضخة المياه المبردة 2.

وبعض القواعد تجعله قابلاً للاستخدام:

- **لكل أصل موقع واحد ونظام واحد.** المضخة الموجودة في القبو الثاني وتخدم البرج كله تُسجَّل في القبو الثاني تحت نظام المياه المبردة.
- **المعدات التي تخدم المبنى كله**، مثل المناور وشبكة لوحات إنذار الحريق والخادم الرئيسي لنظام إدارة المباني، يمكن وضعها في مستوى "على مستوى المبنى" بدلاً من تقسيمها على الطوابق.
- **سجّل ما تصونه فقط.** يدخل البند في السجل إذا كنت ستفتح عليه أمر عمل، أو له مهمة صيانة وقائية، أو ضمان، أو فحص نظامي. وحدة الإنارة المفردة ليست أصلاً، أما اللوحة الكهربائية التي تغذيها فهي أصل.

## نظام تسمية يقرؤه الجميع

يجب أن يقرأ الفني الرمز وهو أمام المعدة، وأن يمكن فرزه في جدول بيانات. والنمط الشائع يجمع الموقع والمبنى والطابق والنظام والنوع ورقماً تسلسلياً:

\`RUH01-TB-B2-CHW-PMP-002\`

- استخدم رموزاً لاتينية بأحرف كبيرة وطول ثابت ودون مسافات، لأنها ما تقرؤه الأنظمة والماسحات بلا أخطاء.
- اعتمد قائمة واحدة متفقاً عليها لرموز الأنواع: وحدات مناولة الهواء، ووحدات الملفات والمراوح، والمبردات، والمضخات، واللوحات الكهربائية، والمولدات، والمصاعد، وخزائن الحريق.
- لا تُعِد استخدام رقم تسلسلي أبداً، حتى بعد إزالة الأصل.
- لا تُدخل في الرمز ما يتغير، مثل اسم المقاول أو حالة المعدة.
- أعطِ كل أصل أيضاً اسماً قصيراً باللغتين، مثل "مضخة المياه المبردة 2" ومقابله الإنجليزي، ليبحث عنه المشرف والفني كلٌّ بلغته.

## الحد الأدنى من الحقول

سجل من 15 حقلاً مكتملة دائماً أفضل من سجل من 60 حقلاً نصفها فارغ. قسّم الحقول إلى ثلاث مجموعات.

**إلزامية عند إنشاء الأصل:**

- رقم الأصل واسمه وموقعه في التسلسل الهرمي
- النظام ونوع الأصل
- درجة الأهمية والحالة (في الخدمة، احتياطي، خارج الخدمة، مُستبعد)
- رقم ملصق QR
- المسؤول عن فئة الأصل

**تُجمع أثناء الحصر:**

- الشركة المصنعة والطراز والرقم التسلسلي
- السعة أو القدرة (كيلوواط، طن تبريد، لتر/ثانية)
- تاريخ التركيب وتاريخ انتهاء الضمان
- مقاول الصيانة وخطة الصيانة الوقائية

**تُضاف لاحقاً عندما تحتاجها المالية أو التخطيط:**

- تكلفة الشراء والاستبدال والعمر المتوقع
- قطع الغيار الحرجة
- كتيبات التشغيل والصيانة والمخططات

## درجة الأهمية: ثلاثة مستويات تكفي

- **أ، حرج:** تعطله يوقف التشغيل أو يمس سلامة الأرواح أو يخالف متطلباً نظامياً، مثل مضخات الحريق والمولدات والمصاعد والمبردات التي تخدم مستشفى أو غرفة خوادم.
- **ب، مهم:** تعطله يسبب إرباكاً، لكن يوجد بديل احتياطي أو حل مؤقت، مثل مضخة تشغيل لها مضخة احتياطية.
- **ج، منخفض:** تعطله إزعاج محدود، ويمكن تشغيله حتى العطل.

استخدم درجة الأهمية لتحديد أزمنة الاستجابة وتكرار الصيانة وقطع الغيار التي تحتفظ بها. واتفق على التصنيف مع إدارة التشغيل لا مع المهندسين وحدهم. وإذا صُنّف جزء كبير من الأصول في الفئة "أ"، فالمقياس لا يؤدي دوره. أما أنظمة الحريق وسلامة الأرواح، فتأكد من متطلبات الفحص والسجلات الحالية لدى المديرية العامة للدفاع المدني.

## كيف تنفّذ الحصر الميداني

1. **ابدأ من المستندات.** المخططات التنفيذية وكتيبات التشغيل والصيانة وعقود الصيانة الحالية وقائمة نقاط نظام إدارة المباني تمنحك قائمة أولية قبل النزول إلى الموقع.
2. **احصر طابقاً نموذجياً أولاً** لتقيس سرعة فريقك الفعلية، ثم خطط للبقية حسب الطوابق وغرف المعدات.
3. **ثبّت الملصقات أثناء الحصر.** اطبع ملصقات QR مسبقاً بأرقام الأصول، وثبّت كل ملصق وامسحه في السجل في المكان نفسه. يكفي [مولّد ملصقات QR](/ar/resources/qr-generator) لطابق تجريبي، ويشرح دليلنا عن [ترميز الأصول بملصقات QR](/ar/resources/guides/asset-tagging-qr) مواد الملصقات وأماكن تثبيتها.
4. **صوّر لوحة البيانات والأصل في مكانه.** وأدخل بيانات اللوحة لاحقاً من الصورة، لا داخل غرفة معدات حارة.
5. **خطط حول الحر.** من يونيو إلى سبتمبر، اجعل معدات الأسطح والمواقع المكشوفة في الساعات الأولى من الصباح، وعدّل الجدول في ساعات عمل رمضان.
6. **راجع الجودة أولاً بأول.** يطابق المشرف سجلاً من كل عشرة تقريباً مع الموقع قبل اعتماد الطابق.

وفي ظروف الخليج، تحتاج الملصقات الخارجية إلى مقاومة الأشعة فوق البنفسجية والحرارة، وفي المدن الساحلية إلى مقاومة الرطوبة والملوحة. ثبّتها حيث يمكن مسحها دون فتح لوحة أو صعود سلم، ولا تثبّتها على غطاء قابل للفك.

## مسؤول واحد لكل فئة أصول

السجل الذي يملكه الجميع لا يملكه أحد. حدّد لكل فئة أصول مسؤولاً واحداً بالاسم: قائد فريق التكييف للتكييف، ومهندس الكهرباء للوحات الجهد المنخفض، ومسؤول السلامة لأنظمة الحريق. يعتمد هذا المسؤول الأصول الجديدة والتعديلات والاستبعاد في فئته، حتى لو كان المقاول هو من ينفذ الصيانة. أما مسؤول النظام فيملك الهيكل، أي الرموز والحقول والتسلسل الهرمي، لا المحتوى.

## أبقِ السجل حياً عبر أوامر العمل

لا يبقى السجل دقيقاً إلا إذا حدّثه العمل المعتاد:

- **كل أمر عمل مرتبط بأصل**، ويفتح الفني العمل بمسح الملصق، فيظهر فوراً أي ملصق مفقود أو أصل في غير مكانه.
- **تصحيحات من الميدان.** عند إغلاق العمل يستطيع الفني الإشارة إلى طراز أو رقم تسلسلي خاطئ وإرفاق صورة لوحة البيانات ليعتمدها المسؤول.
- **الاستبدال نوع عمل مستقل.** إغلاق عمل الاستبدال يستبعد الأصل القديم وينشئ الجديد برقمه التسلسلي وتاريخ تركيبه وضمانه.
- **مراجعة شهرية** للأصول التي لم يُفتح عليها أي أمر عمل منذ 12 شهراً، وللأعمال المفتوحة على "أصل غير معروف"، وللملصقات المبلّغ عن فقدها.

## بيانات التسليم من المقاولين

المباني الجديدة وأعمال التجهيز الداخلي هي أرخص فرصة للحصول على بيانات جيدة، بشرط أن تطلبها في العقد. فبيانات التسليم المنظمة على نمط معيار "كوبي"، وهي مجموعة جداول تصف الطوابق والمساحات والأنظمة والأنواع والمكونات، تتيح للمقاول تسليم قائمة الأصول بصيغة يمكن استيرادها مباشرة إلى سجلك.

حدّد في العقد نظام التسمية والحقول الإلزامية، وتثبيت ملصقات QR قبل التسليم، وصور لوحات البيانات، وكتيبات التشغيل والصيانة لكل نوع أصل. واحتجز جزءاً من المحتجزات حتى تُقبل البيانات، وافحص عينة منها في الموقع قبل الاستيراد. وفي المشاريع الكبرى التي تعتمد نمذجة معلومات البناء، تأكد مبكراً من متطلبات المالك للمعلومات.

## أخطاء شائعة

- تسجيل تفاصيل كثيرة قبل اكتمال الأساسيات.
- رموز تتضمن اسم المقاول أو أي معلومة متغيرة.
- حصر دون ملصقات، فيبتعد السجل عن الواقع من اليوم الأول.
- نسخ منفصلة من الجدول لدى كل مقاول.
- غياب إجراء لاستبعاد الأصول، فيمتلئ السجل بمعدات لم تعد موجودة.
- استيراد بيانات التسليم دون مطابقتها مع الموقع.

## الخلاصة

ثبّت التسلسل الهرمي ونظام التسمية، واجعل الحقول الإلزامية قليلة، واكتفِ بثلاثة مستويات للأهمية، وثبّت الملصقات أثناء الحصر، وسمِّ مسؤولاً لكل فئة أصول. ثم اجعل أوامر العمل الطريق المعتاد لتحديث السجل. ومنصة لإدارة المرافق مثل Siyana تدعم ذلك بأن تتيح للفني مسح الملصق وإرسال التصحيح من العمل الذي يغلقه أصلاً.`,
  },
};
