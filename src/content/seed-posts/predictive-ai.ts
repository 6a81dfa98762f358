import type { SeedPost } from './types';

export const predictiveAi: SeedPost = {
  key: 'predictive-ai',
  category: 'ai-technology',
  publishedAt: '2026-09-01T07:00:00.000Z',
  en: {
    slug: 'predictive-ai-failing-pump-two-weeks-early',
    title: 'How predictive AI spots a failing pump two weeks early',
    excerpt:
      'Vibration, bearing temperature, motor current and run-hours change long before a pump fails. Here is how baselines and anomaly detection turn those signals into a work order, and how to pilot it on your critical pumps.',
    author: 'Siyana Engineering Team',
    content: `Most pump failures in a building are not sudden. A bearing wears, a coupling drifts out of alignment, an impeller picks up debris. The pump keeps running for days or weeks, until a chilled water pump seizes on an August afternoon or a booster set leaves the upper floors without water.

Predictive maintenance tries to catch that quiet stretch. The "AI" part is less magic than it sounds: it learns what normal looks like for each pump and flags when readings move away from it. Here is which signals matter, how alerts are built, and how to start small.

## The four signals that matter most

### Vibration

Vibration is the earliest and richest signal for rotating equipment. Sensors on the bearing housings measure it, usually as velocity in millimetres per second (mm/s, RMS).

The international standards ISO 10816 and its successor ISO 20816 group vibration levels into four zones. In plain terms:

- **Zone A:** typical of a newly commissioned machine in good condition.
- **Zone B:** acceptable for long-term, unrestricted running.
- **Zone C:** not acceptable for long-term running. The machine can run for a limited time, but plan corrective work.
- **Zone D:** severe enough to cause damage. Act now.

The boundaries depend on machine size and how it is mounted. As an example, for a medium-sized machine on a rigid foundation, ISO 10816-3 puts them at around 1.4, 2.8 and 4.5 mm/s. Read the table for your own machine class rather than copying these figures.

The trend matters more than the zone: a pump moving from 1.2 to 2.4 mm/s in three weeks is telling you something, even in zone B.

### Bearing temperature

A failing bearing runs hotter as friction rises. In the Gulf, plant rooms can reach 45 °C in summer, so track bearing temperature relative to room temperature, and watch how fast it climbs.

### Motor current

Current drawn by the motor reflects the work the pump is doing. Rising current at the same flow and speed can mean mechanical drag, a rubbing impeller or a failing bearing. Falling current can mean a blocked strainer or an air-locked pump. Imbalance between the three phases points to an electrical problem in the motor or supply.

### Run-hours and operating state

Run-hours give context: a pump with 40,000 hours on its bearings deserves closer attention than one rebuilt last year. On a variable speed drive, vibration and current change with speed, so compare readings at similar speed and load.

## Baselines and anomaly detection

The model does not need to know the physics of every failure mode. It needs a good baseline.

1. **Learn normal.** For each pump, collect readings across its usual operating states: duty and standby, low and high speed, day and night loads. Two to four weeks is a workable start; a full season is better in the Gulf, where loads swing between winter and summer.
2. **Compare like with like.** A new reading is compared with the baseline for the same speed, flow and ambient conditions, not with a single fixed limit.
3. **Look at signals together.** Vibration up alone may be a loose sensor. Vibration up, bearing temperature up and current slightly up together is a pattern worth a work order.
4. **Watch the rate of change.** A slow, steady rise over days is the classic signature of wear. That slope is what gives you the two weeks.

How early you get the warning depends on the fault. Bearing wear and misalignment often trend for weeks; a seal that fails suddenly, or a pump run dry, may give hours. Predictive maintenance narrows the surprises; it does not remove them.

## False alarms: the real test

A system that cries wolf is switched off within a month. The common causes are predictable:

- a sensor mounted on a thin guard instead of the bearing housing;
- duty and standby pumps swapping, so the "new" pump starts without its own baseline;
- speed changes on the drive that the model was never shown;
- cavitation during low suction pressure, which is a real problem but not a bearing fault.

Good practice: require an anomaly to persist before alerting, use alert tiers (watch, plan, act), and let technicians mark each alert confirmed or false. That feedback improves the model on your site.

## What data a site needs

- An **asset register** with a tag, location, criticality and nameplate for each pump.
- **Sensors:** wireless vibration and temperature sensors on the motor and pump bearing housings, reporting every few minutes.
- **Motor current and status** from the drive or power meter, usually through the BMS over BACnet or Modbus.
- **Maintenance history:** past work orders, bearing changes and alignments, so the model knows when a pump was "reset".
- A secure path for the data, agreed with your IT team, that follows your data-protection obligations under PDPL.

## How a technician acts on an alert

An alert should arrive as a work order, not an email nobody owns, showing the trend, the pump, its location and a suggested first check.

1. Confirm on site with a handheld vibration meter and an infrared thermometer.
2. Check the basics: grease condition, coupling, base bolts and soft foot, suction strainer and pressures.
3. Decide: lubricate or re-align now, or switch to the standby pump and schedule a bearing change at a quiet time.
4. Close the work order with what was found. That finding labels the alert for the model.

## Start with a pilot of 10-20 pumps

Pick 10 to 20 pumps where a failure really hurts: chilled water pumps, condenser water pumps, domestic water boosters and sewage lift pumps. Fire pumps run too rarely to learn from and have their own test regime, so leave them out of the first pilot.

Run the pilot for at least three months, ideally spanning the start of summer. Agree in advance how you will judge it: early finds confirmed on site, false alerts per week, and time from alert to action. Use the [maintenance calculator](/resources/maintenance-calculator) and the [ROI calculator](/resources/roi-calculator) to put your own repair and downtime costs next to the cost of sensors.

## Takeaway

Predictive AI for pumps is a disciplined baseline plus honest trend watching. Choose a small set of critical pumps, mount sensors properly, compare readings at the same operating state, and make every alert a work order that a technician closes with a finding. A CAFM/CMMS platform such as Siyana can carry that loop from sensor alert to closed work order. To see how it would fit your site, [request a demo](/request-demo).`,
  },
  ar: {
    slug: 'كيف-يكتشف-الذكاء-الاصطناعي-عطل-المضخة-مبكرا',
    title: 'كيف يكتشف الذكاء الاصطناعي التنبؤي عطل المضخة قبل أسبوعين',
    excerpt:
      'الاهتزاز وحرارة المحامل وتيار المحرك وساعات التشغيل تتغير قبل تعطل المضخة بوقت طويل. إليك كيف تحوّل خطوط الأساس وكشف الشذوذ هذه الإشارات إلى أمر عمل، وكيف تبدأ بتجربة على مضخاتك الحرجة.',
    author: 'فريق Siyana الهندسي',
    content: `معظم أعطال المضخات في المباني لا تحدث فجأة. يبدأ المحمل بالتآكل، أو تنحرف القارنة عن الاستقامة، أو تعلق شوائب بالدفاعة. وتستمر المضخة في العمل أياماً أو أسابيع دون أن يلاحظ أحد، إلى أن تتوقف مضخة المياه المبردة في ظهيرة من أغسطس، أو تترك مجموعة الضخ الطوابق العليا بلا ماء.

الصيانة التنبؤية تحاول التقاط هذه الفترة الصامتة. وجانب الذكاء الاصطناعي فيها أبسط مما يُشاع: يتعلم النموذج الوضع الطبيعي لكل مضخة، وينبّه حين تبتعد القراءات عنه. يشرح هذا المقال الإشارات المهمة، وكيف تُبنى التنبيهات، وكيف تبدأ دون تجهيز الموقع كله بالحساسات.

## الإشارات الأربع الأهم

### الاهتزاز

الاهتزاز هو الإشارة الأبكر والأغنى في المعدات الدوارة. تقيس الحساسات المثبتة على مبيت المحامل سرعة حركة سطح الآلة، وتُعرض عادة بوحدة ملم/ث بقيمة الجذر التربيعي لمتوسط المربعات.

يقسّم معيارا ISO 10816 وخلَفه ISO 20816 مستويات الاهتزاز إلى أربع مناطق، وبعبارة بسيطة:

- **المنطقة (أ):** مستوى آلة جديدة بحالة جيدة بعد التشغيل الأولي.
- **المنطقة (ب):** مقبولة للتشغيل الطويل دون قيود.
- **المنطقة (ج):** غير مقبولة للتشغيل الطويل. يمكن أن تعمل الآلة فترة محدودة، لكن خطط للإصلاح.
- **المنطقة (د):** مستوى قد يسبب ضرراً. تصرّف الآن.

تختلف حدود المناطق حسب حجم الآلة وطريقة تثبيتها. فعلى سبيل المثال، يضع معيار ISO 10816-3 حدود آلة متوسطة الحجم على قاعدة صلبة عند نحو 1.4 و2.8 و4.5 ملم/ث. ارجع إلى الجدول الخاص بفئة آلتك ولا تنقل هذه الأرقام كما هي.

المناطق مفيدة، لكن الاتجاه أهم من المنطقة. فالمضخة التي ارتفع اهتزازها من 1.2 إلى 2.4 ملم/ث خلال ثلاثة أسابيع تخبرك بشيء، حتى لو بقيت في المنطقة (ب).

### حرارة المحامل

يسخن المحمل التالف مع ازدياد الاحتكاك. لكن الحرارة المطلقة وحدها مضللة في الخليج، إذ قد تبلغ حرارة غرف المعدات 45 درجة مئوية صيفاً. لذا تابع حرارة المحمل مقارنة بحرارة الغرفة، وراقب سرعة ارتفاعها.

### تيار المحرك

يعكس تيار المحرك الجهد الذي تبذله المضخة. ارتفاع التيار عند التدفق والسرعة نفسيهما قد يعني احتكاكاً ميكانيكياً أو دفاعة تحتك بغلافها أو محملاً يتلف. وانخفاضه قد يعني مصفاة سحب مسدودة أو هواءً محبوساً في المضخة. أما عدم توازن التيار بين الأطوار الثلاثة فيشير إلى مشكلة كهربائية في المحرك أو التغذية.

### ساعات التشغيل وحالة التشغيل

ساعات التشغيل تعطي السياق. فالمضخة العاملة التي قطعت محاملها 40,000 ساعة تستحق متابعة أدق من مضخة أعيد تأهيلها العام الماضي. وحالة التشغيل مهمة أيضاً: مع محولات السرعة المتغيرة يتغير الاهتزاز والتيار بتغير السرعة، فيجب مقارنة كل قراءة بقراءات عند سرعة وحمل متقاربين.

## خطوط الأساس وكشف الشذوذ

لا يحتاج النموذج إلى معرفة فيزياء كل نمط عطل، بل إلى خط أساس جيد.

1. **تعلّم الوضع الطبيعي:** اجمع قراءات كل مضخة في حالات تشغيلها المعتادة: عاملة واحتياطية، وسرعة منخفضة وعالية، وأحمال النهار والليل. أسبوعان إلى أربعة أسابيع بداية معقولة، والموسم الكامل أفضل في الخليج حيث تتأرجح الأحمال بين الشتاء والصيف.
2. **قارن المتشابه بالمتشابه:** تُقارن القراءة الجديدة بخط الأساس للسرعة والتدفق والظروف المحيطة نفسها، لا بحد ثابت واحد.
3. **اقرأ الإشارات معاً:** ارتفاع الاهتزاز وحده قد يعني حساساً مرتخياً. أما ارتفاع الاهتزاز مع حرارة المحمل مع زيادة طفيفة في التيار فنمط يستحق أمر عمل.
4. **راقب معدل التغير:** الارتفاع البطيء والمنتظم على مدى أيام هو البصمة المعتادة للتآكل، وهذا الميل هو ما يمنحك الأسبوعين.

يعتمد موعد الإنذار على نوع العطل. فتآكل المحامل وعدم الاستقامة يظهران غالباً اتجاهاً على مدى أسابيع، بينما قد لا تمنحك الحشوة الميكانيكية التي تنهار فجأة، أو المضخة التي تعمل على الجاف، أكثر من ساعات. الصيانة التنبؤية تقلل المفاجآت ولا تلغيها.

## الإنذارات الكاذبة: الاختبار الحقيقي

النظام الذي يكثر من الإنذارات الكاذبة يُطفأ خلال شهر. وأسبابها الشائعة معروفة:

- حساس مثبت على غطاء حماية رقيق بدلاً من مبيت المحمل؛
- تبادل المضخة العاملة والاحتياطية، فتبدأ المضخة "الجديدة" دون خط أساس خاص بها؛
- تغيرات في سرعة المحول لم يتعلمها النموذج من قبل؛
- التكهف عند انخفاض ضغط السحب، وهو مشكلة حقيقية لكنه ليس عطل محمل.

الممارسة الجيدة أن يُشترط استمرار الشذوذ مدة قبل التنبيه، وأن تُستخدم مستويات للتنبيه (مراقبة، تخطيط، تدخل)، وأن يصنّف الفني كل تنبيه بأنه مؤكد أو كاذب. هذه الملاحظات هي ما يحسّن النموذج في موقعك.

## البيانات التي يحتاجها الموقع

- **سجل أصول** فيه لكل مضخة رمز وموقع ودرجة أهمية وبيانات لوحة الصنع.
- **حساسات** لاسلكية للاهتزاز والحرارة على مبيت محامل المحرك والمضخة، ترسل قراءاتها كل بضع دقائق.
- **تيار المحرك وحالته** من محول السرعة أو عداد الطاقة، وعادة عبر نظام إدارة المبنى.
- **سجل الصيانة:** أوامر العمل السابقة وتغيير المحامل وضبط الاستقامة، ليعرف النموذج متى "بدأت" المضخة من جديد.
- **مسار آمن للبيانات** يُتفق عليه مع فريق تقنية المعلومات، ويلتزم بمتطلبات نظام حماية البيانات الشخصية.

## كيف يتصرف الفني عند التنبيه

يجب أن يصل التنبيه على شكل أمر عمل، لا رسالة بريد لا يملكها أحد، وأن يعرض الاتجاه والمضخة وموقعها وأول فحص مقترح.

1. تحقق في الموقع بجهاز اهتزاز محمول وميزان حرارة بالأشعة تحت الحمراء.
2. افحص الأساسيات: حالة الشحم، والقارنة، ومسامير القاعدة واستواء الارتكاز، ومصفاة السحب والضغوط.
3. قرّر: تشحيم أو ضبط استقامة الآن، أو التحويل إلى المضخة الاحتياطية وجدولة تغيير المحمل في وقت هادئ.
4. أغلق أمر العمل بما وجدته، فهذه النتيجة هي التي تصنّف التنبيه للنموذج.

## ابدأ بتجربة على 10 إلى 20 مضخة

لا تجهّز كل شيء بالحساسات. اختر 10 إلى 20 مضخة يكون تعطلها مؤلماً فعلاً: مضخات المياه المبردة الأولية والثانوية، ومضخات مياه المكثف، ومجموعات رفع ضغط المياه، ومضخات رفع الصرف. أما مضخات الحريق فتعمل نادراً بما لا يكفي للتعلم منها، ولها نظام اختبار خاص، فأبقها خارج التجربة الأولى.

شغّل التجربة ثلاثة أشهر على الأقل، ويُفضل أن تشمل بداية الصيف. واتفق مسبقاً على معايير الحكم: الاكتشافات المبكرة المؤكدة في الموقع، وعدد التنبيهات الكاذبة أسبوعياً، والزمن من التنبيه إلى التدخل. واستخدم [حاسبة الصيانة](/ar/resources/maintenance-calculator) و[حاسبة العائد على الاستثمار](/ar/resources/roi-calculator) لمقارنة تكاليف الإصلاح والتوقف لديك بتكلفة الحساسات.

## الخلاصة

الذكاء الاصطناعي التنبؤي للمضخات هو خط أساس منضبط ومتابعة أمينة للاتجاهات. اختر مجموعة صغيرة من المضخات الحرجة، وثبّت الحساسات في مكانها الصحيح، وقارن القراءات عند حالة التشغيل نفسها، واجعل كل تنبيه أمر عمل يغلقه الفني بنتيجة موثقة. ويمكن لمنصة لإدارة المرافق والصيانة مثل Siyana أن تحمل هذه الحلقة من تنبيه الحساس حتى إغلاق أمر العمل. ولترى كيف تناسب موقعك، [اطلب عرضاً توضيحياً](/ar/request-demo).`,
  },
};
