import type { SeedPost } from './types';

export const summerReadiness: SeedPost = {
  key: 'summer-readiness',
  category: 'maintenance',
  publishedAt: '2026-03-16T07:00:00.000Z',
  en: {
    slug: 'summer-readiness-6-week-plan',
    title: 'Summer readiness: a 6-week plan for Gulf cooling systems',
    excerpt:
      'A chiller that trips at 47 °C in July is the most expensive repair of the year. This week-by-week plan gets chillers, cooling towers, AHUs, split units and pumps ready before the heat arrives.',
    author: 'Siyana Engineering Team',
    content: `In the Gulf, cooling is not a comfort system from June to September. It is the building. When outdoor air sits at 45-50 °C, a chiller running with fouled condenser coils or a tower with poor water treatment will not fail politely. It will trip on high head pressure at 3 pm on the hottest day, when spare parts are scarce and every contractor is already busy.

The fix is boring and reliable: do the preventive work in the six weeks before the heat. For most sites in Saudi Arabia and the wider Gulf, that means mid-April to the end of May. Here is a plan you can adapt.

## Week 1: Know what you have and what failed last year

Start with paper, not spanners.

- **Confirm the asset list.** Every chiller, cooling tower, AHU, FCU group, split/DX unit and pump, with location, capacity and age. Missing assets are the ones nobody services.
- **Rank by criticality.** Server rooms, operating theatres, cold stores and tenant floors with penalty clauses come first. A corridor split unit comes last.
- **Pull last summer's history.** Which assets generated the most breakdown calls in July and August? Repeat offenders deserve deeper work now.
- **Review contractor SLAs.** Check response times, after-hours cover and who supplies refrigerant and parts. Book your contractor's crews now; by May their calendars fill up.

## Week 2: Chillers and refrigerant

Chillers carry the heaviest load and the biggest repair bills.

1. **Clean condenser coils** on air-cooled units. Sand and dust pack the fins after every storm. Use low-pressure water or an approved coil cleaner, washing from the inside out, and comb bent fins.
2. **Brush condenser tubes** on water-cooled chillers and record the approach temperature before and after. A high approach means scale or fouling.
3. **Check refrigerant charge** through superheat and subcooling readings, not by guesswork. Leak-test joints and valves, and log any refrigerant added.
4. **Inspect the electrics.** Tighten terminals, check contactors and run a thermal camera over panels under load. Loose connections become fires at 50 °C ambient.
5. **Send compressor oil for analysis** on large machines. Acid or metal in the oil tells you about wear before it becomes noise.

## Week 3: Cooling towers, water treatment and Legionella

Cooling-tower water in the Gulf sits at temperatures Legionella bacteria like. Treat this week as a health task as well as an efficiency one.

- Drain and clean basins, clear sludge and sand, and inspect fill media and drift eliminators.
- Check spray nozzles, fan blades, gearbox oil and motor bearings.
- Review the water treatment programme with your chemical supplier: biocide dosing, conductivity and blowdown settings, scale and corrosion inhibitors.
- Take water samples for bacteria counts and Legionella testing through an accredited laboratory, and keep the results on file.
- Make sure your Legionella risk assessment and written control plan are current. Confirm the testing frequency and reporting rules with your municipality or health authority, as they differ by city and building type.

## Week 4: AHUs, FCUs and split/DX units

Air-side equipment is where small faults turn into hot-room complaints.

- **Filters:** replace or clean pre-filters and bag filters. After a dusty spring, a clogged filter can starve a coil of air.
- **Coils and drain pans:** clean coils, clear condensate drains and traps. On the coast, where humidity is high, a blocked drain means water on ceilings and mould.
- **Belts and bearings:** check belt tension and alignment, replace cracked belts, grease bearings to the maker's schedule and listen for noisy ones.
- **Split and DX units:** wash outdoor coils, check fan motors and capacitors, and confirm outdoor units have clear airflow. Rooftop units that recirculate their own hot discharge air struggle long before July.

## Week 5: Pumps, controls and BMS alarms

- **Pumps:** check alignment, coupling wear, mechanical seals, bearing temperature and vibration. Clean suction strainers. Make sure standby pumps actually start, and rotate duty and standby.
- **Sensors:** calibrate chilled water, outdoor air and space temperature sensors. A sensor reading 3 °C low can run a plant in the wrong mode all summer.
- **Setpoints and sequencing:** review chiller staging, chilled water reset and supply air setpoints against design.
- **Alarms:** test the BMS alarms that matter (chiller trip, high head pressure, low flow, pump failure, high space temperature in critical rooms) from the field device to the phone of the person on call. An alarm nobody receives is not an alarm.

## Week 6: Load test, spares and the July contingency plan

By late May, afternoons are already above 40 °C. Use them.

1. **Run a load test** on a hot afternoon. Record chiller amps, pressures, approach temperatures and space temperatures in critical areas.
2. **Stock critical spares** on site: contactors, capacitors, fan motors, belts, filters, fuses and at least one spare for each common compressor protection device.
3. **Write the contingency plan** for a failure in July:
   - which areas get cooling first if capacity is lost;
   - where temporary or rental cooling would connect, and who supplies it;
   - the escalation tree with names and phone numbers, including nights and weekends;
   - cover for technicians on annual leave, since many travel in July and August.
4. **Plan around holidays.** Eid al-Adha falls in late May in 2026, and crews thin out around it. Finish critical work before then.

## What to track

Keep a simple record for each week: tasks planned, tasks completed, defects found and defects still open. Open defects on critical assets should have an owner and a date. This is also the evidence you will want if a tenant, auditor or insurer asks what was done.

For a fuller task list, see the [HVAC summer readiness guide](/resources/guides/hvac-summer-readiness). You can turn it into a printable site checklist with the [checklist generator](/resources/checklist-generator), and label each asset with a QR code from the [QR generator](/resources/qr-generator) so technicians open the right record on the spot.

## Takeaway

Six weeks of planned work in spring is cheaper than one emergency compressor replacement in July. Start with the asset list and criticality, clean and test everything that rejects heat, prove the alarms reach a person, and have the contingency plan written before you need it. A CAFM/CMMS platform such as Siyana helps by scheduling the tasks, assigning them to in-house and contractor teams, and keeping the evidence in one place.`,
  },
  ar: {
    slug: 'خطة-تجهيز-التبريد-قبل-الصيف-في-الخليج',
    title: 'الاستعداد للصيف: خطة من 6 أسابيع لأنظمة التبريد في الخليج',
    excerpt:
      'تعطل المبرد عند 47 درجة مئوية في يوليو هو أغلى إصلاح في السنة. هذه خطة أسبوعية لتجهيز المبردات وأبراج التبريد ووحدات مناولة الهواء والوحدات المنفصلة والمضخات قبل اشتداد الحر.',
    author: 'فريق Siyana الهندسي',
    content: `التبريد في الخليج ليس نظام رفاهية بين يونيو وسبتمبر، بل هو المبنى نفسه. فعندما تبلغ حرارة الهواء الخارجي 45 إلى 50 درجة مئوية، لن يتوقف المبرد ذو المكثف المتسخ أو برج التبريد سيئ المعالجة بهدوء، بل سيفصل على ضغط الطرد المرتفع في الثالثة عصراً من أشد أيام الصيف حرارة، حين تشح قطع الغيار ويكون كل مقاول مشغولاً بمواقع أخرى.

الحل معروف ومجرّب: أنجز الصيانة الوقائية في الأسابيع الستة التي تسبق الحر. ولمعظم المواقع في المملكة ودول الخليج، تمتد هذه الفترة من منتصف أبريل إلى نهاية مايو. وفيما يلي خطة يمكن تكييفها مع موقعك.

## الأسبوع الأول: اعرف أصولك وما تعطل منها العام الماضي

ابدأ بالسجلات قبل العدة.

- **راجع سجل الأصول:** كل مبرد وبرج تبريد ووحدة مناولة هواء ومجموعة وحدات ملف ومروحة ووحدة منفصلة ومضخة، مع الموقع والسعة والعمر. الأصل غير المسجل هو الأصل الذي لا يصونه أحد.
- **رتّبها حسب الأهمية:** غرف الخوادم وغرف العمليات والمستودعات المبردة وطوابق المستأجرين ذات الغرامات التعاقدية أولاً، ووحدة الممر المنفصلة في آخر القائمة.
- **استخرج سجل الصيف الماضي:** ما الأصول التي تكررت بلاغات أعطالها في يوليو وأغسطس؟ هذه تستحق عملاً أعمق الآن.
- **راجع اتفاقيات مستوى الخدمة مع المقاولين:** زمن الاستجابة، والتغطية خارج أوقات الدوام، ومن يوفر غاز التبريد وقطع الغيار. واحجز فرق المقاول مبكراً، فجداولهم تمتلئ في مايو.

## الأسبوع الثاني: المبردات وغاز التبريد

المبردات تحمل الحمل الأكبر وتأتي بأكبر فواتير الإصلاح.

1. **نظّف ملفات المكثف** في المبردات المبردة بالهواء، فالرمل والغبار يسدان الزعانف بعد كل عاصفة. استخدم ماءً منخفض الضغط أو منظفاً معتمداً، واغسل من الداخل إلى الخارج، وقوّم الزعانف المنثنية.
2. **نظّف أنابيب المكثف بالفرشاة** في المبردات المبردة بالماء، وسجّل فرق درجة الاقتراب قبل التنظيف وبعده. ارتفاعه يعني ترسبات أو اتساخاً.
3. **افحص شحنة غاز التبريد** بقراءات السخونة الزائدة والتبريد الدوني لا بالتقدير، واختبر الوصلات والصمامات للتسرب، وسجّل أي كمية غاز تضاف.
4. **افحص الأجزاء الكهربائية:** أحكم ربط الأطراف، وافحص الملامسات، ومرّر كاميرا حرارية على اللوحات وهي تحت الحمل. الوصلة المرتخية تتحول إلى حريق عند حرارة محيطة تبلغ 50 درجة.
5. **أرسل عينة من زيت الضاغط للتحليل** في المبردات الكبيرة، فالحموضة أو الجزيئات المعدنية تكشف التآكل قبل أن يظهر صوتاً.

## الأسبوع الثالث: أبراج التبريد ومعالجة المياه والليجيونيلا

تبقى مياه أبراج التبريد في الخليج ضمن درجات الحرارة التي تناسب بكتيريا الليجيونيلا، لذا فهذا الأسبوع مهمة صحية قبل أن يكون مهمة كفاءة.

- صرّف الأحواض ونظّفها من الحمأة والرمل، وافحص حشوة البرج ومانعات الرذاذ.
- افحص فوهات الرش وشفرات المراوح وزيت صندوق التروس ومحامل المحرك.
- راجع برنامج معالجة المياه مع مورد الكيماويات: جرعات المبيد الحيوي، وضبط الموصلية والتصريف، ومثبطات الترسب والتآكل.
- خذ عينات مياه لتعداد البكتيريا واختبار الليجيونيلا عبر مختبر معتمد، واحفظ النتائج في الملف.
- تأكد من أن تقييم مخاطر الليجيونيلا وخطة التحكم المكتوبة محدّثان، وتحقق من تكرار الفحص ومتطلبات الإبلاغ لدى البلدية أو الجهة الصحية المختصة، إذ تختلف حسب المدينة ونوع المبنى.

## الأسبوع الرابع: وحدات مناولة الهواء ووحدات الملف والمروحة والوحدات المنفصلة

في جانب الهواء تتحول الأعطال الصغيرة إلى شكاوى من غرف حارة.

- **المرشحات:** استبدل المرشحات الأولية والكيسية أو نظّفها. بعد ربيع مغبر، قد يخنق المرشح المسدود تدفق الهواء على الملف.
- **الملفات وأحواض التكثيف:** نظّف الملفات، وافتح مصارف التكثيف ومصائدها. وفي المدن الساحلية حيث الرطوبة عالية، يعني المصرف المسدود مياهاً على الأسقف المستعارة وعفناً.
- **السيور والمحامل:** افحص شد السيور واستقامتها، واستبدل المتشقق منها، وشحّم المحامل وفق جدول الشركة المصنعة، وانتبه للمحامل ذات الصوت.
- **الوحدات المنفصلة ووحدات التمدد المباشر:** اغسل الملفات الخارجية، وافحص محركات المراوح والمكثفات الكهربائية، وتأكد من أن الوحدات الخارجية لا تعيد سحب هوائها الساخن. الوحدة على السطح المحاصرة بهوائها الساخن تتعب قبل يوليو بكثير.

## الأسبوع الخامس: المضخات وأنظمة التحكم وإنذارات نظام إدارة المبنى

- **المضخات:** افحص الاستقامة، وتآكل القارنة، والحشوات الميكانيكية، وحرارة المحامل واهتزازها. نظّف مصافي السحب، وتأكد من أن المضخات الاحتياطية تعمل فعلاً، وبدّل بين المضخة العاملة والاحتياطية.
- **الحساسات:** عايِر حساسات حرارة المياه المبردة والهواء الخارجي والفراغات. حساس يقرأ أقل بـ 3 درجات قد يشغّل المحطة في وضع خاطئ طوال الصيف.
- **نقاط الضبط والتسلسل:** راجع تسلسل تشغيل المبردات، وإعادة ضبط حرارة المياه المبردة، ونقاط ضبط هواء الإمداد مقارنة بالتصميم.
- **الإنذارات:** اختبر الإنذارات المهمة في نظام إدارة المبنى، مثل فصل المبرد وارتفاع ضغط الطرد وانخفاض التدفق وتعطل المضخة وارتفاع الحرارة في الغرف الحرجة، من الجهاز الميداني حتى جوال المناوب. الإنذار الذي لا يصل إلى أحد ليس إنذاراً.

## الأسبوع السادس: اختبار الحمل وقطع الغيار وخطة طوارئ يوليو

في أواخر مايو تتجاوز الحرارة بعد الظهر 40 درجة، فاستفد منها.

1. **أجرِ اختبار حمل** في ظهيرة حارة، وسجّل تيار المبردات والضغوط ودرجات الاقتراب وحرارة المناطق الحرجة.
2. **خزّن قطع الغيار الحرجة** في الموقع: ملامسات، ومكثفات كهربائية، ومحركات مراوح، وسيور، ومرشحات، ومصهرات، وقطعة احتياطية على الأقل من كل جهاز حماية شائع للضواغط.
3. **اكتب خطة الطوارئ** لتعطل محتمل في يوليو:
   - أي المناطق تحصل على التبريد أولاً إذا فُقد جزء من السعة؛
   - أين يمكن توصيل وحدات تبريد مؤقتة أو مستأجرة، ومن يوفرها؛
   - سلسلة التصعيد بالأسماء وأرقام الجوال، بما فيها الليل وعطلة نهاية الأسبوع؛
   - البديل عن الفنيين في إجازاتهم السنوية، فكثير منهم يسافر في يوليو وأغسطس.
4. **خطط حول الإجازات:** يأتي عيد الأضحى في أواخر مايو عام 2026، وتقل الفرق المتاحة حوله، فأنهِ الأعمال الحرجة قبله.

## ما الذي تتابعه

احتفظ بسجل بسيط لكل أسبوع: المهام المخططة، والمنجزة، والملاحظات المكتشفة، وما بقي منها مفتوحاً. كل ملاحظة مفتوحة على أصل حرج يجب أن يكون لها مسؤول وموعد. وهذا السجل هو أيضاً الدليل الذي ستحتاجه إذا سألك مستأجر أو مدقق أو شركة تأمين عما أنجزته.

للاطلاع على قائمة مهام أشمل، راجع [دليل جاهزية أنظمة التكييف للصيف](/ar/resources/guides/hvac-summer-readiness). ويمكنك تحويلها إلى قائمة فحص مطبوعة للموقع عبر [مولّد قوائم الفحص](/ar/resources/checklist-generator)، ووضع رمز QR على كل أصل من [مولّد رموز QR](/ar/resources/qr-generator) ليفتح الفني السجل الصحيح في مكانه.

## الخلاصة

ستة أسابيع من العمل المخطط في الربيع أقل كلفة من استبدال ضاغط طارئ واحد في يوليو. ابدأ بسجل الأصول وترتيب أهميتها، ونظّف واختبر كل ما يطرد الحرارة، وتأكد من أن الإنذارات تصل إلى شخص حقيقي، واكتب خطة الطوارئ قبل أن تحتاجها. وتساعدك منصة لإدارة المرافق والصيانة مثل Siyana على جدولة المهام وإسنادها إلى فرقك الداخلية وفرق المقاولين، وحفظ الأدلة في مكان واحد.`,
  },
};
