import type { SeedPost } from './types';

export const nightCooling: SeedPost = {
  key: 'night-cooling',
  category: 'energy',
  publishedAt: '2026-11-10T07:00:00.000Z',
  en: {
    slug: 'stop-cooling-empty-floors-at-night',
    title: 'Stop cooling empty floors at night',
    excerpt:
      'Many Gulf offices cool empty floors from evening to morning. Occupancy-based schedules, sensible setbacks, pre-cooling and a few well-chosen exceptions cut that waste, and interval meter data shows what you really saved.',
    author: 'Siyana Energy Team',
    content: `Walk through a typical office tower in Riyadh or Jeddah at 11 pm and you will often find the same thing: lights off, nobody at the desks, and the air handlers still pushing 23 °C air into every floor. The chillers do not know the building is empty. Nobody told them.

Cooling is usually the largest single electrical load in a Gulf commercial building. Every hour it runs for nobody is money paid to the Saudi Electricity Company for nothing. The fix does not need new equipment. It needs schedules that match how the building is actually used, and the discipline to check they are working.

## Start from real occupancy, not the lease

The design schedule in the BMS was often set at handover and never touched again. Before changing anything, find out when people are really there.

- **Access control data** shows first entry and last exit per floor.
- **Lighting and plug-load meters** show when floors wake up and go quiet.
- **Tenants and facility staff** know about late finance teams, cleaning crews and weekend shifts.

You will usually find that most floors are empty from early evening to early morning on working days, and for most of Friday and Saturday.

## Use setbacks, not a hard off

Switching cooling fully off overnight sounds attractive, but in the Gulf it backfires. Concrete floors and walls soak up heat all night, and the morning pull-down becomes a huge peak. On the coast, humidity climbs and you risk condensation and mould.

A better pattern for unoccupied hours:

- Raise the space setpoint to around 28 °C instead of switching off.
- Stop or sharply reduce outdoor air for unoccupied zones, since there is nobody to ventilate for.
- Let AHUs and FCUs cycle to hold the setback, with fans at minimum speed.
- Reset chilled water temperature upward at night when the load is low.

## Build proper BMS time programs

Good schedules are specific and easy to override.

1. **One program per zone or floor**, not one for the whole building. Tenants keep different hours.
2. **A holiday calendar** for Eid al-Fitr, Eid al-Adha, Saudi National Day and Founding Day, updated every year.
3. **Timed overrides:** a tenant who works late presses a button or raises a request, and cooling runs for two hours, then returns to setback on its own. Permanent overrides are how good schedules die.
4. **A weekly review** of overrides. If the same floor overrides every night, change its schedule rather than fighting it.

## Pre-cool before people arrive

Setbacks only work if the floor is comfortable when people walk in. Most BMS platforms offer an optimum start function that calculates how early to start from the space and outdoor temperatures. In July that may be 90 minutes before opening; in January, 20 minutes.

Stagger floor starts by a few minutes each. Starting twenty AHUs and three chillers at the same moment creates an avoidable demand peak.

## Humidity limits on the coast

In Jeddah, Dammam, Dubai or Doha, humidity is the constraint that temperature setbacks can ignore. Add a humidity limit to the unoccupied mode: if space relative humidity rises above about 60%, the system runs dehumidification even in setback. Watch for condensation on cold supply ducts and diffusers during the first weeks after any change.

## Exceptions that must stay on

Some spaces cannot follow the office schedule. List them before you change anything:

- **Server and IT rooms:** these need 24/7 cooling, ideally on dedicated units that do not depend on the floor AHU.
- **Prayer rooms:** used for the day prayers in offices, and for evening and dawn prayers in buildings with residents, guards or night shifts. Prayer times move through the year, so link the schedule to them or use occupancy sensors with a local override.
- **Security rooms and manned lobbies**, which are occupied around the clock.
- **Archives, labs and pharmacies** that have temperature or humidity limits for what they store.

## Ramadan needs its own schedule

Working hours change in Ramadan: the day is shorter and often starts later, and some businesses reopen after iftar. Create a Ramadan program in advance rather than living with overrides for a month. The next Ramadan is expected to begin in February 2027, so build and test the schedule in January, and remember to switch back after Eid al-Fitr.

## Measure the effect with interval meter data

Monthly bills are too coarse to prove anything. Use 15-minute or hourly interval data from your main meter, or better, from the chiller plant meter.

- Compare the night-time base load (for example, between midnight and 5 am) for several weeks before and after the change.
- Compare similar weeks. Outdoor temperature moves the load, so normalise for weather using cooling degree days, or compare weeks with similar temperatures.
- Check the morning peak too. Some of the night saving comes back as a higher pull-down.

## A worked example

Take, as an example, a 12-storey office tower occupied from 7:30 am to 5 pm, Sunday to Thursday. Interval data shows the chiller plant drawing around 380 kW through the night. After setbacks to 28 °C, outdoor air shut-off on empty floors and a chilled water reset, night draw falls to around 150 kW.

That is 230 kW less for roughly 10 unoccupied hours on each of five weeknights, plus about 40 hours over the weekend: 90 hours a week. 230 kW × 90 hours ≈ 20,700 kWh a week. At an illustrative tariff of 0.30 SAR per kWh, that is about 6,200 SAR a week before any extra pre-cooling energy. Check your own tariff and your own meter data; the point is the method, not the number.

To test your own figures, try the [ROI calculator](/resources/roi-calculator).

## Takeaway

Find out when floors are really empty, replace hard-off with sensible setbacks, protect the exceptions, add a Ramadan schedule, and let interval meter data prove the result. A CAFM/CMMS platform such as Siyana helps by keeping schedule reviews and override follow-ups on the maintenance calendar instead of in someone's memory. If you want to see how that works, [request a demo](/request-demo).`,
  },
  ar: {
    slug: 'توقف-عن-تبريد-الطوابق-الفارغة-ليلا',
    title: 'توقف عن تبريد الطوابق الفارغة ليلاً',
    excerpt:
      'كثير من المكاتب في الخليج تبرّد طوابق خالية من المساء حتى الصباح. جداول التشغيل حسب الإشغال ورفع نقاط الضبط والتبريد المسبق واستثناءات مدروسة تحد من هذا الهدر، وبيانات العدادات الفترية تثبت الوفر الحقيقي.',
    author: 'فريق الطاقة في Siyana',
    content: `تجوّل في برج مكاتب نموذجي في الرياض أو جدة عند الحادية عشرة ليلاً، وستجد المشهد نفسه غالباً: الإضاءة مطفأة، والمكاتب خالية، ووحدات مناولة الهواء ما زالت تدفع هواءً بحرارة 23 درجة مئوية إلى كل طابق. المبردات لا تعرف أن المبنى فارغ، لأن أحداً لم يخبرها.

التبريد هو عادة أكبر حمل كهربائي منفرد في المباني التجارية بالخليج، وكل ساعة يعمل فيها لغير أحد هي مبلغ يُدفع للشركة السعودية للكهرباء بلا مقابل. والحل لا يحتاج إلى معدات جديدة، بل إلى جداول تشغيل تطابق الاستخدام الفعلي للمبنى، وانضباط في التحقق من أنها تعمل.

## ابدأ من الإشغال الفعلي لا من عقد الإيجار

كثيراً ما يُضبط جدول التشغيل في نظام إدارة المبنى عند التسليم ثم لا يلمسه أحد. قبل أي تعديل، اعرف متى يوجد الناس فعلاً.

- **بيانات التحكم في الدخول** تبيّن أول دخول وآخر خروج لكل طابق.
- **عدادات الإضاءة والمقابس** تبيّن متى يستيقظ الطابق ومتى يهدأ.
- **المستأجرون وفريق المرافق** يعرفون فريق المالية الذي يتأخر، وطواقم النظافة، ومناوبات نهاية الأسبوع.

ستجد غالباً أن معظم الطوابق خالية من أول المساء إلى الصباح الباكر في أيام العمل، ومعظم يومي الجمعة والسبت.

## ارفع نقطة الضبط بدلاً من الإطفاء الكامل

يبدو إطفاء التبريد تماماً في الليل مغرياً، لكنه يأتي بنتيجة عكسية في الخليج. فالأسقف والجدران الخرسانية تختزن الحرارة طوال الليل، ويتحول التبريد الصباحي إلى ذروة ضخمة. وفي المدن الساحلية ترتفع الرطوبة ويزداد خطر التكثف والعفن.

النمط الأفضل لساعات عدم الإشغال:

- ارفع نقطة ضبط الحرارة إلى نحو 28 درجة مئوية بدلاً من الإطفاء.
- أوقف الهواء الخارجي في المناطق غير المشغولة أو خفّضه بشدة، فلا أحد يحتاج إلى التهوية.
- دع وحدات مناولة الهواء ووحدات الملف والمروحة تعمل بشكل متقطع للحفاظ على النقطة المرفوعة، مع المراوح على أدنى سرعة.
- ارفع حرارة المياه المبردة ليلاً حين يكون الحمل منخفضاً.

## ابنِ برامج زمنية صحيحة في نظام إدارة المبنى

الجدول الجيد محدد وسهل التجاوز عند الحاجة.

1. **برنامج لكل منطقة أو طابق**، لا برنامج واحد للمبنى كله، فلكل مستأجر ساعاته.
2. **تقويم للإجازات** يشمل عيد الفطر وعيد الأضحى واليوم الوطني ويوم التأسيس، ويُحدّث كل عام.
3. **تجاوز مؤقت:** الموظف الذي يعمل متأخراً يضغط زراً أو يرفع طلباً، فيعمل التبريد ساعتين ثم يعود تلقائياً إلى النقطة المرفوعة. التجاوز الدائم هو ما يقتل الجداول الجيدة.
4. **مراجعة أسبوعية للتجاوزات:** إذا كان الطابق نفسه يتجاوز الجدول كل ليلة، فعدّل جدوله بدلاً من مقاومته.

## برّد مسبقاً قبل وصول الموظفين

لا ينجح رفع نقطة الضبط إلا إذا كان الطابق مريحاً لحظة دخول الناس. وتوفر معظم أنظمة إدارة المباني وظيفة البدء الأمثل، التي تحسب موعد التشغيل من حرارة الفراغ والحرارة الخارجية. قد يعني ذلك في يوليو البدء قبل الدوام بتسعين دقيقة، وفي يناير قبله بعشرين دقيقة فقط.

وزّع مواعيد تشغيل الطوابق بفارق دقائق بينها، فتشغيل عشرين وحدة مناولة هواء وثلاثة مبردات في اللحظة نفسها يصنع ذروة طلب يمكن تجنبها.

## حدود الرطوبة في المدن الساحلية

في جدة والدمام ودبي والدوحة، الرطوبة هي القيد الذي قد تغفله جداول الحرارة. أضف حداً للرطوبة في وضع عدم الإشغال: إذا تجاوزت الرطوبة النسبية في الفراغ نحو 60%، يشغّل النظام إزالة الرطوبة حتى في الوضع الليلي. وراقب التكثف على مجاري هواء الإمداد الباردة والناشرات في الأسابيع الأولى بعد أي تعديل.

## استثناءات يجب أن تبقى تعمل

بعض الفراغات لا تتبع جدول المكاتب، فاكتب قائمتها قبل أي تغيير:

- **غرف الخوادم وتقنية المعلومات:** تحتاج تبريداً على مدار الساعة، ويُفضل أن يكون بوحدات مخصصة لا تعتمد على وحدة مناولة هواء الطابق.
- **المصليات:** تُستخدم لصلوات النهار في المكاتب، ولصلاتي العشاء والفجر في المباني التي فيها سكان أو حراس أو مناوبات ليلية. ومواقيت الصلاة تتغير على مدار العام، فاربط الجدول بها أو استخدم حساسات إشغال مع زر تشغيل محلي.
- **غرف الأمن وبهو الاستقبال المأهول** لأنها مشغولة على مدار الساعة.
- **الأرشيف والمختبرات والصيدليات** التي لها حدود للحرارة أو الرطوبة بسبب ما تحفظه.

## رمضان يحتاج جدوله الخاص

تتغير ساعات العمل في رمضان: يقصر الدوام ويبدأ غالباً متأخراً، وتعيد بعض الجهات فتح أبوابها بعد الإفطار. أعدّ برنامجاً خاصاً برمضان مسبقاً بدلاً من العيش على التجاوزات شهراً كاملاً. ومن المتوقع أن يبدأ رمضان القادم في فبراير 2027، فابنِ الجدول واختبره في يناير، ولا تنسَ العودة إلى الجدول المعتاد بعد عيد الفطر.

## قِس الأثر ببيانات العدادات الفترية

الفواتير الشهرية أعم من أن تثبت شيئاً. استخدم بيانات العداد الرئيسي كل 15 دقيقة أو كل ساعة، والأفضل بيانات عداد محطة التبريد.

- قارن الحمل الأساسي الليلي، بين منتصف الليل والخامسة فجراً مثلاً، لعدة أسابيع قبل التعديل وبعده.
- قارن أسابيع متشابهة، فالحرارة الخارجية تحرك الحمل. عدّل حسب الطقس باستخدام درجات أيام التبريد، أو قارن أسابيع ذات حرارة متقاربة.
- راجع ذروة الصباح أيضاً، فجزء من وفر الليل يعود في صورة تبريد صباحي أعلى.

## مثال تطبيقي

لنأخذ مثالاً برج مكاتب من 12 طابقاً مشغولاً من 7:30 صباحاً إلى 5 مساءً، من الأحد إلى الخميس. تُظهر بيانات العداد الفتري أن محطة التبريد تسحب نحو 380 كيلوواط طوال الليل. وبعد رفع نقطة الضبط إلى 28 درجة، وإيقاف الهواء الخارجي في الطوابق الخالية، ورفع حرارة المياه المبردة، ينخفض السحب الليلي إلى نحو 150 كيلوواط.

أي 230 كيلوواط أقل، لنحو 10 ساعات غير مشغولة في كل ليلة من ليالي العمل الخمس، إضافة إلى نحو 40 ساعة في عطلة نهاية الأسبوع: 90 ساعة أسبوعياً. و230 كيلوواط × 90 ساعة ≈ 20,700 كيلوواط ساعة في الأسبوع. وبتعرفة افتراضية قدرها 0.30 ريال لكل كيلوواط ساعة، يصل ذلك إلى نحو 6,200 ريال أسبوعياً قبل احتساب طاقة التبريد المسبق الإضافية. تحقق من تعرفتك وبيانات عدادك، فالمقصود هنا الطريقة لا الرقم.

ولتجربة أرقامك، استخدم [حاسبة العائد على الاستثمار](/ar/resources/roi-calculator).

## الخلاصة

اعرف متى تخلو الطوابق فعلاً، واستبدل الإطفاء الكامل برفع مدروس لنقطة الضبط، واحمِ الاستثناءات، وأضف جدولاً لرمضان، ودع بيانات العدادات الفترية تثبت النتيجة. وتساعد منصة لإدارة المرافق والصيانة مثل Siyana على إبقاء مراجعة الجداول ومتابعة التجاوزات ضمن تقويم الصيانة بدلاً من ذاكرة شخص واحد. وإذا أردت أن ترى كيف يعمل ذلك، [اطلب عرضاً توضيحياً](/ar/request-demo).`,
  },
};
