import type { SeedPost } from './types';

export const roiCase: SeedPost = {
  key: 'roi-case',
  category: 'roi-analysis',
  publishedAt: '2026-10-27T07:00:00.000Z',
  en: {
    slug: 'making-the-roi-case-for-a-cafm-platform-to-your-cfo',
    title: 'Making the ROI case for a CAFM platform to your CFO',
    excerpt:
      'Finance does not approve features; it approves a change in numbers it already tracks. The five figures your CFO will ask for, where to find them, a simple payback model in SAR, and what to put on one page.',
    author: 'Siyana Customer Success Team',
    content: `Facility teams often pitch a CAFM platform by its features: mobile work orders, dashboards, QR labels. Finance hears a cost. A CFO approves a change in numbers the company already tracks, with a payback period and risks that are understood. This article shows how to build that case.

## The five numbers finance will ask for

### 1. Maintenance spend, split into labour, parts and contractors

- **Labour:** payroll for in-house technicians at loaded cost, including housing, transport, GOSI contributions, iqama and visa fees and medical insurance. HR or payroll can give you this by cost centre.
- **Parts and materials:** purchase orders and store issues from the ERP, for the last 12 months.
- **Contractors:** annual contract values plus call-outs and variations, from accounts payable. Separate the fixed part from the variable part, because only the variable part moves quickly.

### 2. Reactive versus planned work

Count work orders, or better, hours, from your helpdesk, work order log or contractor job sheets. If the records are poor, sample four typical weeks. A portfolio where most work is reactive has room to improve; one that already runs mostly planned work needs a different argument.

### 3. The cost of downtime

Repair cost is the smallest part. Add lost revenue (closed retail units, hotel rooms out of order), penalties under leases or SLAs, overtime, and temporary cooling hire in summer. Take three to five real incidents from last year and cost each one with finance. Real incidents persuade better than averages.

### 4. Energy spend

Twelve months of Saudi Electricity Company bills per meter, with the summer peak visible. Cooling is usually the largest share in Gulf buildings. Confirm the current tariff for your account type with the Saudi Electricity Company. Be careful here: software alone saves no energy. Savings come from faults found and fixed on planned rounds, such as fouled coils, stuck dampers, overridden setpoints and equipment running out of hours.

### 5. Admin hours

Ask supervisors, coordinators and engineers to log one typical week: spreadsheets, chasing contractors, compiling monthly reports, answering audit requests. Multiply by their loaded hourly cost.

The [maintenance cost calculator](/resources/maintenance-calculator) helps structure the first two numbers.

## A simple payback model

**Worked example, not a forecast.** The portfolio, figures and percentages below are invented for illustration. Replace every number with your own, and the subscription with your vendor's quote.

Three office buildings in Riyadh with this baseline:

| Item | Annual (SAR) |
| --- | --- |
| In-house labour, loaded | 2,400,000 |
| Parts and materials | 1,500,000 |
| Contractors | 2,100,000 |
| Energy | 4,000,000 |
| Downtime, 6 incidents at 40,000 | 240,000 |
| Admin time, 4,320 hours at 120 | 518,400 |

Conservative assumptions, agreed with finance in advance:

| Line | Assumption | Annual (SAR) |
| --- | --- | --- |
| Contractors | 3% through verified call-outs and SLA deductions applied | 63,000 |
| Parts | 4% through less emergency buying and duplicate stock | 60,000 |
| Energy | 2% from faults fixed on planned rounds | 80,000 |
| Downtime | 2 of 6 incidents avoided | 80,000 |
| **Cash savings** | | **283,000** |
| Admin time | half the hours freed, as capacity | 259,200 |

Costs: one-off SAR 198,000 (implementation, asset survey, QR labels and training at 150,000, plus 400 hours of internal time at 120), and a subscription of SAR 180,000 a year, or 15,000 a month. Assume no savings in the first three months, so the hole at month 3 is SAR 243,000.

- **Cash savings only:** 283,000 / 12 − 15,000 = about 8,600 a month. Payback comes around month 32.
- **Including freed admin time:** (283,000 + 259,200) / 12 − 15,000 = about 30,200 a month. Payback comes around month 12.
- **If savings come in at half:** cash savings no longer cover the subscription, and payback including admin time moves to around month 36.

Show all three lines. The CFO will decide whether freed hours count as money; they do only if they avoid a hire, cut overtime or bring contracted work in-house. Hiding that gap costs you credibility. The [ROI calculator](/resources/roi-calculator) runs a quick first version with your own inputs.

## Risks and how to de-risk them

- **Adoption:** technicians keep using paper. Pilot first and measure the share of jobs closed on the phone.
- **Data:** the asset register is incomplete. Budget the survey in the one-off cost; our guide to [asset tagging with QR codes](/resources/guides/asset-tagging-qr) shows what it involves.
- **Integration:** ERP and BMS links take longer than planned. Start with exports and integrate in a later phase.
- **Contractors:** they will not use the platform. Add it to contract terms at renewal.
- **Savings:** they do not appear. Agree go/no-go criteria with finance before the pilot starts.

Then stage the spend: a pilot of 8-12 weeks on one building with a measured baseline, a go/no-go review, and rollout building by building. Avoid going live during the June-September peak or in Ramadan. Ask where data is hosted and how the vendor meets the PDPL, and make sure the contract lets you export your data if you leave.

## What goes on the one page

1. **The ask:** one-off and annual cost, and the total over three years (SAR 738,000 in the example).
2. **Baseline:** the five numbers, each with its source.
3. **Payback:** cash-only, with capacity, and the half-savings case.
4. **Non-financial value:** maintenance evidence for Civil Defense inspections, an audit trail, lower risk on critical assets.
5. **Pilot:** scope, duration, success measures and the decision date.
6. **Rollout phases** with the cost of each.
7. **Top three risks** and their mitigations.

## Timing with budget season

Many organisations in the Kingdom run a calendar financial year and settle next year's budget between September and December; check your own finance calendar. Work back from it: collect the numbers in July and August, when the summer peak also gives you downtime incidents to cost; request quotes in September; submit in October. A pilot can sometimes be funded from the current year's operating budget, so the full rollout is approved on measured results. Plan go-live for the cooler months and check when Ramadan falls; in 2027 it spans February and March.

## Takeaway

Bring five numbers with sources, a model that separates cash from capacity, and a pilot with agreed go/no-go criteria. Once a CAFM platform such as Siyana is live, those five numbers come from the system every month, so next year's review uses measured data instead of estimates.`,
  },
  ar: {
    slug: 'كيف-تقنع-المدير-المالي-بالعائد-من-منصة-إدارة-المرافق',
    title: 'كيف تقنع المدير المالي بالعائد من منصة إدارة المرافق',
    excerpt:
      'الإدارة المالية لا توافق على مزايا، بل على تغيير في أرقام تتابعها أصلاً. الأرقام الخمسة التي سيطلبها المدير المالي، ومن أين تأتي بها، ونموذج بسيط لفترة الاسترداد بالريال، وما تضعه في صفحة واحدة.',
    author: 'فريق نجاح العملاء في Siyana',
    content: `كثيراً ما تعرض فرق المرافق منصة إدارة المرافق من خلال مزاياها: أوامر عمل على الجوال، ولوحات متابعة، وملصقات QR. أما الإدارة المالية فلا ترى في ذلك إلا تكلفة. المدير المالي يوافق على تغيير في أرقام تتابعها الشركة أصلاً، مع فترة استرداد واضحة ومخاطر مفهومة. وهذا المقال يشرح كيف تبني هذه الحجة.

## الأرقام الخمسة التي ستسألك عنها المالية

### 1. تكلفة الصيانة الحالية موزعة على العمالة وقطع الغيار والمقاولين

- **العمالة:** رواتب الفنيين الداخليين بتكلفتها الكاملة، شاملة السكن والنقل واشتراكات التأمينات الاجتماعية ورسوم الإقامة والتأشيرات والتأمين الطبي. تحصل عليها من الموارد البشرية أو الرواتب حسب مركز التكلفة.
- **قطع الغيار والمواد:** أوامر الشراء والصرف من المستودع في نظام تخطيط الموارد، لآخر 12 شهراً.
- **المقاولون:** قيم العقود السنوية مضافاً إليها البلاغات الطارئة والأعمال الإضافية، من الحسابات الدائنة. افصل الجزء الثابت عن المتغير، لأن المتغير وحده هو ما يتحرك بسرعة.

### 2. نسبة الأعمال الطارئة إلى المخططة

احسب أوامر العمل، والأفضل ساعات العمل، من مكتب البلاغات أو سجل أوامر العمل أو تقارير المقاولين. وإذا كانت السجلات ضعيفة، فخذ عينة من أربعة أسابيع معتادة. المحفظة التي يغلب عليها العمل الطارئ فيها مجال واضح للتحسين، أما التي تعمل أغلب الوقت وفق خطة فتحتاج حجة مختلفة.

### 3. تكلفة التوقف

تكلفة الإصلاح هي الجزء الأصغر. أضف الإيرادات الضائعة (محلات مغلقة، غرف فندقية خارج الخدمة)، وغرامات عقود الإيجار أو اتفاقيات مستوى الخدمة، والعمل الإضافي، واستئجار وحدات تبريد مؤقتة في الصيف. اختر من ثلاث إلى خمس حوادث حقيقية من العام الماضي واحسب تكلفة كل منها مع المالية، فالحوادث الحقيقية أقنع من المتوسطات.

### 4. تكلفة الطاقة

فواتير الشركة السعودية للكهرباء لكل عداد على مدى 12 شهراً، بحيث تظهر ذروة الصيف. والتبريد عادة هو الحصة الأكبر في مباني الخليج. وتأكد من التعرفة الحالية لفئة حسابك لدى الشركة السعودية للكهرباء. وانتبه هنا: البرنامج وحده لا يوفر طاقة. التوفير يأتي من أعطال تُكتشف وتُصلح في الجولات المخططة، مثل الملفات المتسخة، والمخمدات العالقة، ونقاط الضبط التي غُيّرت يدوياً، والمعدات التي تعمل خارج ساعات الدوام.

### 5. ساعات العمل الإداري

اطلب من المشرفين والمنسقين والمهندسين تسجيل أسبوع معتاد: جداول البيانات، وملاحقة المقاولين، وإعداد التقارير الشهرية، والرد على طلبات التدقيق. ثم اضربها في تكلفة الساعة الكاملة لكل منهم.

وتساعدك [حاسبة تكاليف الصيانة](/ar/resources/maintenance-calculator) على ترتيب الرقمين الأولين.

## نموذج بسيط لفترة الاسترداد

**مثال توضيحي وليس توقعاً.** المحفظة والأرقام والنسب التالية مفترضة للشرح فقط. استبدل كل رقم بأرقامك، والاشتراك بعرض السعر من المورّد.

ثلاثة مبانٍ مكتبية في الرياض بخط الأساس التالي:

| البند | سنوياً (ريال) |
| --- | --- |
| العمالة الداخلية بالتكلفة الكاملة | 2,400,000 |
| قطع الغيار والمواد | 1,500,000 |
| المقاولون | 2,100,000 |
| الطاقة | 4,000,000 |
| التوقف: 6 حوادث بتكلفة 40,000 لكل منها | 240,000 |
| العمل الإداري: 4,320 ساعة بسعر 120 | 518,400 |

وافتراضات متحفظة يُتفق عليها مع المالية مسبقاً:

| البند | الافتراض | سنوياً (ريال) |
| --- | --- | --- |
| المقاولون | 3% عبر التحقق من البلاغات وتطبيق خصومات مستوى الخدمة | 63,000 |
| قطع الغيار | 4% عبر تقليل الشراء الطارئ والمخزون المكرر | 60,000 |
| الطاقة | 2% من أعطال تُصلح في الجولات المخططة | 80,000 |
| التوقف | تفادي حادثتين من 6 | 80,000 |
| **الوفر النقدي** | | **283,000** |
| العمل الإداري | تحرير نصف الساعات لأعمال أخرى | 259,200 |

التكاليف: مبلغ لمرة واحدة قدره 198,000 ريال (التنفيذ وحصر الأصول وملصقات QR والتدريب بمبلغ 150,000، إضافة إلى 400 ساعة من وقت الفريق الداخلي بسعر 120)، واشتراك سنوي قدره 180,000 ريال، أي 15,000 شهرياً. ولنفترض عدم تحقق أي وفر في الأشهر الثلاثة الأولى، فيكون العجز المتراكم في نهاية الشهر الثالث 243,000 ريال.

- **بالوفر النقدي وحده:** 283,000 / 12 − 15,000 = نحو 8,600 ريال شهرياً، فيأتي الاسترداد قرابة الشهر 32.
- **مع احتساب الوقت الإداري المحرَّر:** (283,000 + 259,200) / 12 − 15,000 = نحو 30,200 ريال شهرياً، فيأتي الاسترداد قرابة الشهر 12.
- **إذا تحقق نصف الوفر فقط:** لا يغطي الوفر النقدي الاشتراك، ويتأخر الاسترداد مع الوقت الإداري إلى قرابة الشهر 36.

اعرض الحالات الثلاث كلها. فالمدير المالي هو من يقرر إن كانت الساعات المحرَّرة تُحسب مالاً، وهي لا تُحسب كذلك إلا إذا أغنت عن توظيف، أو خفّضت العمل الإضافي، أو أعادت عملاً من المقاول إلى الفريق الداخلي. وإخفاء هذه الفجوة يكلفك المصداقية. وتتيح لك [حاسبة العائد على الاستثمار](/ar/resources/roi-calculator) نسخة أولى سريعة بمدخلاتك.

## المخاطر وكيف تحدّ منها

- **التبني:** يستمر الفنيون في استخدام الورق. ابدأ بتجربة وقِس نسبة الأعمال التي تُغلق على الجوال.
- **البيانات:** سجل الأصول ناقص. أدرج الحصر في التكلفة لمرة واحدة، ويوضح دليلنا عن [ترميز الأصول بملصقات QR](/ar/resources/guides/asset-tagging-qr) ما يتطلبه.
- **التكامل:** الربط مع نظام تخطيط الموارد ونظام إدارة المباني يستغرق أكثر من المخطط. ابدأ بالتصدير، واجعل التكامل مرحلة لاحقة.
- **المقاولون:** يرفضون استخدام المنصة. أضف ذلك إلى شروط العقد عند التجديد.
- **الوفر:** لا يظهر. اتفق مع المالية على معايير الاستمرار أو التوقف قبل بدء التجربة.

ثم وزّع الإنفاق على مراحل: تجربة من 8-12 أسبوعاً على مبنى واحد بخط أساس مقيس، ثم مراجعة قرار الاستمرار، ثم التوسع مبنى بعد مبنى. وتجنب الإطلاق في ذروة يونيو إلى سبتمبر أو في رمضان. واسأل أين تُستضاف البيانات وكيف يلتزم المورّد بنظام حماية البيانات الشخصية، وتأكد أن العقد يتيح لك تصدير بياناتك إذا غادرت.

## ماذا تضع في الصفحة الواحدة

1. **الطلب:** التكلفة لمرة واحدة والسنوية، والإجمالي على ثلاث سنوات (738,000 ريال في المثال).
2. **خط الأساس:** الأرقام الخمسة، ولكل منها مصدره.
3. **الاسترداد:** بالوفر النقدي وحده، ومع الوقت المحرَّر، وحالة نصف الوفر.
4. **القيمة غير المالية:** أدلة الصيانة لتفتيش الدفاع المدني، وسجل تدقيق متكامل، ومخاطر أقل على الأصول الحرجة.
5. **التجربة:** النطاق والمدة ومقاييس النجاح وتاريخ القرار.
6. **مراحل التوسع** وتكلفة كل مرحلة.
7. **أهم ثلاث مخاطر** وطرق الحد منها.

## التوقيت مع موسم الميزانية

كثير من الجهات في المملكة تعمل بسنة مالية ميلادية وتعتمد ميزانية العام التالي بين سبتمبر وديسمبر، فراجع التقويم المالي لجهتك. واعمل بالعكس منه: اجمع الأرقام في يوليو وأغسطس، حين تمنحك ذروة الصيف أيضاً حوادث توقف حقيقية لتحسب تكلفتها، واطلب عروض الأسعار في سبتمبر، وقدّم الطلب في أكتوبر. وأحياناً يمكن تمويل التجربة من ميزانية التشغيل للعام الحالي، فيُعتمد التوسع الكامل بناءً على نتائج مقيسة. واجعل الإطلاق في الأشهر الأبرد، وانتبه لموعد رمضان؛ ففي عام 2027 يمتد بين فبراير ومارس.

## الخلاصة

اذهب إلى المدير المالي بخمسة أرقام معروفة المصدر، ونموذج يفصل الوفر النقدي عن الوقت المحرَّر، وتجربة بمعايير قرار متفق عليها. وبعد تشغيل منصة لإدارة المرافق مثل Siyana، تأتي هذه الأرقام الخمسة من النظام كل شهر، فتعتمد مراجعة العام التالي على بيانات مقيسة بدلاً من التقديرات.`,
  },
};
