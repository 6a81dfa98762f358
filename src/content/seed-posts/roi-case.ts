import { computeSavings, percentOf, referencePlanOf, referencePortfolio, savingsRates, seedPrices, type CostLine } from '../savings';
import type { SeedPost } from './types';

/** A dated article: its worked example is priced at the seed prices it was written with. */
const referencePlan = referencePlanOf(seedPrices);

/** The worked example is the savings model's own answer for the tools' portfolio, so the post and the tools give one answer. */
const p = referencePortfolio;
const base = computeSavings(p);
/** The same portfolio at half the rates: the half-savings case. */
const half = computeSavings({ labour: p.labour / 2, maintenance: p.maintenance / 2, energy: p.energy / 2, downtime: p.downtime / 2, users: p.users });
const n = (value: number) => Math.round(value).toLocaleString('en-US');
const one = (value: number | null) => (value === null ? '-' : value.toFixed(1));
const pct = (line: CostLine) => percentOf(savingsRates[line].rate);

/** The worked example's figures, for the test that compares the article with the tools. */
export const roiCaseExample = { portfolio: p, base, half };


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

**Worked example, not a forecast.** It is the portfolio our [ROI calculator](/resources/roi-calculator) and the AI page use, with the same conservative rates and our published price, so the three give one answer. Replace every number with your own.

| Item | Annual (SAR) |
| --- | --- |
| In-house labour, loaded | ${n(p.labour)} |
| Maintenance: parts, contractors and call-outs | ${n(p.maintenance)} |
| Energy | ${n(p.energy)} |
| Downtime, costed with finance | ${n(p.downtime)} |

Conservative rates, agreed with finance in advance (the low end of what planned maintenance usually achieves):

| Line | Rate | Annual saving (SAR) |
| --- | --- | --- |
| Labour: less travel, paperwork and repeat visits | ${pct('labour')} | ${n(base.savings.labour)} |
| Maintenance: fewer emergency call-outs and rushed parts | ${pct('maintenance')} | ${n(base.savings.maintenance)} |
| Energy: faults fixed on planned rounds, schedules tuned | ${pct('energy')} | ${n(base.savings.energy)} |
| Downtime: failures caught before they stop plant | ${pct('downtime')} | ${n(base.savings.downtime)} |
| **Gross saving** | | **${n(base.grossSavings)}** |

The platform: ${base.users} users on the Professional plan at SAR ${referencePlan.annual} per user a month, billed annually: SAR ${n(base.platformCost)} a year, excluding VAT (see [pricing](/pricing)).

\`\`\`
Net saving = ${n(base.grossSavings)} - ${n(base.platformCost)} = ${n(base.netSavings)} SAR a year
ROI        = ${n(base.netSavings)} / ${n(base.platformCost)} = ${n(base.roiPercent ?? 0)}%
Payback    = ${n(base.platformCost)} / (${n(base.netSavings)} / 12) = ${one(base.paybackMonths)} months
\`\`\`

- **If savings come in at half:** a gross saving of SAR ${n(half.grossSavings)}, net SAR ${n(half.netSavings)}, and payback in ${one(half.paybackMonths)} months.
- **One-off costs:** an asset survey, QR labels and internal time are not in the subscription. Add them to the cost line and divide by the same monthly net saving to see how many months they add.
- **Freed hours** count as money only if they avoid a hire, cut overtime or bring contracted work in-house. The labour line above is the part finance agrees is cash; show the rest separately.

Show every line. Hiding a gap costs you credibility, and the CFO will test the rates before the result.

## Risks and how to de-risk them

- **Adoption:** technicians keep using paper. Pilot first and measure the share of jobs closed on the phone.
- **Data:** the asset register is incomplete. Budget the survey in the one-off cost; our guide to [asset tagging with QR codes](/resources/guides/asset-tagging-qr) shows what it involves.
- **Integration:** ERP and BMS links take longer than planned. Start with exports and integrate in a later phase.
- **Contractors:** they will not use the platform. Add it to contract terms at renewal.
- **Savings:** they do not appear. Agree go/no-go criteria with finance before the pilot starts.

Then stage the spend: a pilot of 8-12 weeks on one building with a measured baseline, a go/no-go review, and rollout building by building. Avoid going live during the June-September peak or in Ramadan. Ask where data is hosted and how the vendor meets the PDPL, and make sure the contract lets you export your data if you leave.

## What goes on the one page

1. **The ask:** one-off and annual cost, and the total over three years (SAR ${n(base.platformCost * 3)} of subscription in the example).
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

**مثال توضيحي وليس توقعاً.** هذه هي المحفظة نفسها التي تستخدمها [حاسبة العائد على الاستثمار](/ar/resources/roi-calculator) وصفحة الذكاء الاصطناعي، بالنسب المتحفظة نفسها وبسعرنا المعلن، فتعطي الثلاثة إجابة واحدة. استبدل كل رقم بأرقامك.

| البند | سنوياً (ريال) |
| --- | --- |
| العمالة الداخلية بالتكلفة الكاملة | ${n(p.labour)} |
| الصيانة: قطع الغيار والمقاولون والاستدعاءات | ${n(p.maintenance)} |
| الطاقة | ${n(p.energy)} |
| التوقفات، محسوبة مع المالية | ${n(p.downtime)} |

ونسب متحفظة يُتفق عليها مع المالية مسبقاً (الحد الأدنى مما تحققه الصيانة المخططة عادةً):

| البند | النسبة | الوفر السنوي (ريال) |
| --- | --- | --- |
| العمالة: تنقل وأوراق وزيارات متكررة أقل | ${pct('labour')} | ${n(base.savings.labour)} |
| الصيانة: استدعاءات طارئة وقطع مشتراة على عجل أقل | ${pct('maintenance')} | ${n(base.savings.maintenance)} |
| الطاقة: أعطال تُصلح في الجولات المخططة وجداول مضبوطة | ${pct('energy')} | ${n(base.savings.energy)} |
| التوقفات: أعطال تُكتشف قبل أن توقف المعدات | ${pct('downtime')} | ${n(base.savings.downtime)} |
| **إجمالي الوفر** | | **${n(base.grossSavings)}** |

المنصة: ${base.users} مستخدماً على الخطة الاحترافية بسعر ${referencePlan.annual} ريالاً للمستخدم شهرياً بفوترة سنوية، أي ${n(base.platformCost)} ريال سنوياً دون ضريبة القيمة المضافة (انظر [الأسعار](/ar/pricing)).

\`\`\`
صافي الوفر = ${n(base.grossSavings)} - ${n(base.platformCost)} = ${n(base.netSavings)} ريال سنوياً
العائد = ${n(base.netSavings)} / ${n(base.platformCost)} = ${n(base.roiPercent ?? 0)}%
فترة الاسترداد = ${n(base.platformCost)} / (${n(base.netSavings)} / 12) = ${one(base.paybackMonths)} شهر
\`\`\`

- **إذا تحقق نصف الوفر فقط:** يكون إجمالي الوفر ${n(half.grossSavings)} ريال، والصافي ${n(half.netSavings)} ريال، وتُسترد التكلفة خلال ${one(half.paybackMonths)} شهر.
- **التكاليف لمرة واحدة:** حصر الأصول وملصقات QR ووقت الفريق الداخلي ليست ضمن الاشتراك. أضفها إلى بند التكلفة واقسمها على صافي الوفر الشهري نفسه لترى كم شهراً تضيف.
- **الساعات المحرَّرة** لا تُحسب مالاً إلا إذا أغنت عن توظيف، أو خفّضت العمل الإضافي، أو أعادت عملاً من المقاول إلى الفريق الداخلي. بند العمالة أعلاه هو الجزء الذي تقبله المالية نقداً، واعرض الباقي منفصلاً.

اعرض كل البنود. فإخفاء أي فجوة يكلفك المصداقية، والمدير المالي سيختبر النسب قبل النتيجة.

## المخاطر وكيف تحدّ منها

- **التبني:** يستمر الفنيون في استخدام الورق. ابدأ بتجربة وقِس نسبة الأعمال التي تُغلق على الجوال.
- **البيانات:** سجل الأصول ناقص. أدرج الحصر في التكلفة لمرة واحدة، ويوضح دليلنا عن [ترميز الأصول بملصقات QR](/ar/resources/guides/asset-tagging-qr) ما يتطلبه.
- **التكامل:** الربط مع نظام تخطيط الموارد ونظام إدارة المباني يستغرق أكثر من المخطط. ابدأ بالتصدير، واجعل التكامل مرحلة لاحقة.
- **المقاولون:** يرفضون استخدام المنصة. أضف ذلك إلى شروط العقد عند التجديد.
- **الوفر:** لا يظهر. اتفق مع المالية على معايير الاستمرار أو التوقف قبل بدء التجربة.

ثم وزّع الإنفاق على مراحل: تجربة من 8-12 أسبوعاً على مبنى واحد بخط أساس مقيس، ثم مراجعة قرار الاستمرار، ثم التوسع مبنى بعد مبنى. وتجنب الإطلاق في ذروة يونيو إلى سبتمبر أو في رمضان. واسأل أين تُستضاف البيانات وكيف يلتزم المورّد بنظام حماية البيانات الشخصية، وتأكد أن العقد يتيح لك تصدير بياناتك إذا غادرت.

## ماذا تضع في الصفحة الواحدة

1. **الطلب:** التكلفة لمرة واحدة والسنوية، والإجمالي على ثلاث سنوات (${n(base.platformCost * 3)} ريال للاشتراك في المثال).
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
