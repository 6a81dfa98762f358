import type { GuideContent } from './types';

export const hvacSummerReadiness: GuideContent = {
  id: 'hvac-summer-readiness',
  title: { en: 'HVAC Summer Readiness for Gulf Buildings', ar: 'جاهزية أنظمة التكييف لصيف الخليج' },
  summary: {
    en: 'An 8-week pre-summer programme for chillers, cooling towers, air handling units, split and VRF systems, pumps, controls and electrics, with spares, rental chillers and a mid-summer watch list.',
    ar: 'برنامج من 8 أسابيع قبل الصيف للمبردات وأبراج التبريد ووحدات مناولة الهواء والوحدات المنفصلة والمضخات وأنظمة التحكم والكهرباء، مع قطع الغيار والمبردات المستأجرة وقائمة متابعة لمنتصف الصيف.',
  },
  author: { en: 'Siyana Engineering Team', ar: 'فريق Siyana الهندسي' },
  updated: '2026-11-20',
  en: {
    intro: [
      'In a Gulf building the cooling plant is the building. When outdoor temperatures reach 45 to 50 °C, a tripped chiller empties an office floor within an hour, spoils stock in a mall, and turns a hospital ward into an incident. Most summer failures are not bad luck: a condenser coil packed with sand, a run capacitor that was already weak in April, a cooling tower that was restarted without cleaning, an alarm that goes to a phone nobody answers.',
      'This guide sets out an 8-week programme to finish before the heat arrives, system by system, followed by the spares, rental and contractor arrangements that carry you through a failure, and a watch list for July and August. It assumes a building with a central chilled-water plant plus the usual mix of split, ducted DX and VRF units; skip the sections that do not apply to your site.',
    ],
    sections: [
      {
        id: 'eight-week-programme',
        title: 'The 8-week programme at a glance',
        blocks: [
          {
            type: 'p',
            text: 'Count back from the first week of sustained 40 °C days. In Riyadh and the inland cities that is usually early May; on the coast, where humidity adds to the latent load, the plant works hard even earlier. Starting in the second week of March leaves the 8 weeks you need and a margin for the parts that arrive late. In 2027 Ramadan ends in early March, so the programme can begin straight after the Eid holiday, when contractors are back at full strength.',
          },
          {
            type: 'table',
            head: ['Week', 'Focus', 'Key outputs'],
            rows: [
              ['1', 'Review and order', 'Last summer’s failures and complaints reviewed, contractor scopes confirmed, long-lead spares ordered, rental chiller terms agreed'],
              ['2', 'Cooling towers', 'Towers drained, cleaned and disinfected, fans and gearboxes serviced, water treatment running, first Legionella sample taken'],
              ['3', 'Chillers', 'Condenser coils or tubes cleaned, refrigerant and oil checked, safety controls tested'],
              ['4', 'Chillers and pumps', 'Chiller logs at load, pump alignment, seals, strainers and vibration checked, expansion tanks verified'],
              ['5', 'Air handling units', 'Filters, coils, drains, belts, bearings and fresh-air intakes done'],
              ['6', 'Fan coils, split, DX and VRF', 'Coils cleaned, capacitors and contactors tested, drains cleared, refrigerant pressures logged'],
              ['7', 'Electrical', 'Panels cleaned and tightened, capacitor banks tested, electrical rooms cooled, generators and transfer switches tested, thermal survey'],
              ['8', 'Controls and proof', 'Alarms and set-points verified, schedules updated, plant tested on a hot afternoon, readiness report signed'],
            ],
          },
          {
            type: 'p',
            text: 'Each week has an owner, a task list per asset type and a short sign-off: what was done, what was found, what is still open. Open items carry forward with a date; nothing is closed on a promise. If the site is large, run two streams in parallel (plant and terminal units) rather than stretching the programme into June.',
          },
        ],
      },
      {
        id: 'chillers',
        title: 'Chillers: air-cooled and water-cooled',
        blocks: [
          {
            type: 'p',
            text: 'Air-cooled chillers reject heat to the outdoor air, so their enemy is anything that raises the air temperature at the coil or blocks the airflow through it. Sand and dust pack between the fins, hot discharge air recirculates within screened roof enclosures, and at 50 °C the machine is working close to its design limit. Many units sold in the region are rated for high ambient conditions; check the rating of yours, because a chiller selected for 46 °C will unload or trip on high pressure on the hottest afternoons of the year.',
          },
          {
            type: 'ul',
            items: [
              'Clean condenser coils with low-pressure water from the inside out, using a coil cleaner the manufacturer approves; straighten damaged fins.',
              'Check every condenser fan: rotation, blade condition, motor current and bearing noise; replace weak fan motors now, not in July.',
              'Check for hot-air recirculation: measure the air entering the coil against the ambient temperature; raise or open screens if the difference is several degrees.',
              'Leak-test and check the refrigerant charge using superheat and subcooling, and record suction and discharge pressures.',
              'Inspect compressor contactors, starters, drive cooling fans and drive filters; a drive that overheats will trip the chiller at peak load.',
              'Verify the high-pressure cut-out and the capacity limiting settings against the manufacturer’s data, and test the safety controls.',
            ],
          },
          {
            type: 'p',
            text: 'Water-cooled chillers are less sensitive to ambient air but depend on clean condenser tubes and a healthy cooling tower. Trend the condenser approach temperature (leaving condenser water against saturated condensing temperature) from the log: a rising approach means fouled tubes. Brush the condenser tubes, inspect the evaporator where the log suggests it, change oil and filters per the oil analysis, check the purge unit on low-pressure machines, and test flow switches. Eddy-current testing of the tubes every few years finds thinning before a tube fails and floods the refrigerant circuit with water.',
          },
          {
            type: 'tip',
            title: 'Take a full log at load before summer',
            text: 'A set of readings taken on a warm day in week 4 (leaving and entering water temperatures, pressures, approach temperatures, compressor current) is the reference you will compare against in July. Without it, you cannot tell whether a chiller is struggling or just hot.',
          },
        ],
      },
      {
        id: 'cooling-towers',
        title: 'Cooling towers: water treatment and Legionella control',
        blocks: [
          {
            type: 'p',
            text: 'A cooling tower is both a heat rejection device and a place where bacteria can grow. Tower water in a Gulf summer often sits between 30 and 40 °C, inside the range where Legionella multiplies, and the drift from the tower can carry it to fresh-air intakes, balconies and streets. Treat the tower as a health risk with an engineering solution, not as a cleaning job.',
          },
          {
            type: 'ol',
            items: [
              'Drain the basin, remove sludge and sand, and clean the fill, the distribution nozzles and the drift eliminators; replace broken eliminator sections, since gaps increase drift.',
              'Disinfect before the tower returns to service, especially after any period of standing water, following the water treatment specialist’s procedure.',
              'Service fans, gearboxes and belts: oil level and condition, vibration, belt tension, and motor insulation.',
              'Check float valves, make-up lines and the overflow, and remove any dead legs where water stands.',
              'Restart the treatment programme: conductivity-controlled bleed, scale and corrosion inhibitor dosing, and a biocide regime that alternates an oxidising and a non-oxidising product.',
              'Take a Legionella sample once the treatment has stabilised, and set the routine sampling frequency in the site’s written risk assessment.',
            ],
          },
          {
            type: 'table',
            head: ['Check', 'Frequency in summer', 'Who'],
            rows: [
              ['Conductivity, pH, inhibitor and biocide levels', 'Daily readings from the controller, weekly manual check', 'Site technician, treatment specialist'],
              ['Dip slide for total bacteria', 'Weekly', 'Treatment specialist'],
              ['Legionella laboratory sample', 'As the risk assessment sets, commonly quarterly, and after any positive result or disruption', 'Accredited laboratory'],
              ['Visual check of basin, fill, eliminators and drift', 'Weekly', 'Site technician'],
              ['Service report with results and corrective actions', 'Monthly', 'Treatment specialist to facility manager'],
            ],
          },
          {
            type: 'p',
            text: 'Make-up water in the Gulf may be desalinated water, treated sewage effluent or a blend, and each behaves differently for scale and biology; the treatment programme must match the water you actually use. Some municipalities in the region require cooling towers to be registered, sampled and reported; confirm the current requirements with your local authority and keep the records where an inspector can see them.',
          },
        ],
      },
      {
        id: 'air-handling-units',
        title: 'Air handling units and fan coil units',
        blocks: [
          {
            type: 'p',
            text: 'On the air side, sand is the first problem. A clogged filter starves the coil of air, the fan draws more power for less cooling, and eventually the filter collapses and dust coats the coil. Change filters on pressure drop, not on the calendar: fit differential pressure gauges across every filter bank and write the change-out value on the unit. Where fresh air enters at street level or near construction, sand trap louvres in front of the intake pay for themselves in one season.',
          },
          {
            type: 'ul',
            items: [
              'Pre-filters and bag filters: replace where the pressure drop is near the limit, seal the frames, and stock a full set for each unit for at least one summer change. ISO 16890 classes (coarse, ePM10, ePM2.5, ePM1) describe what each stage catches.',
              'Cooling coils: clean with foam cleaner and a low-pressure rinse; comb the fins; check for corrosion where coastal air is salty.',
              'Condensate trays, drains and traps: clear and flush; a blocked drain in a humid summer becomes water through the ceiling within days.',
              'Belts and pulleys: check tension and alignment, replace cracked or glazed belts, and keep a spare set taped inside each unit.',
              'Bearings and motors: grease to schedule, check current and vibration, and listen for noise.',
              'Dampers, actuators and sensors: stroke the fresh-air and return dampers, and check supply air and return air sensors against a calibrated probe.',
            ],
          },
          {
            type: 'p',
            text: 'Fan coil units are many and small, so sample before you commit. Open a representative set on each floor, and if filters and drain pans are dirty there, plan all of them. Wash or replace filters, clean the drain pans and check the float switches, test the control valves and thermostats, and look for sweating pipework and damaged insulation. On the humid coast, check ceiling voids for condensation and mould around fan coils, which is where a tenant complaint about smell usually starts.',
          },
        ],
      },
      {
        id: 'split-dx-vrf',
        title: 'Split, ducted DX and VRF units',
        blocks: [
          {
            type: 'p',
            text: 'Direct-expansion units are the most numerous cooling equipment on most Gulf sites and the source of most summer calls. The classic failures are predictable: a run capacitor that loses its value in the heat, a contactor with pitted contacts, a condenser fan motor that overheats, a coil blocked with dust, and an outdoor unit squeezed into a corner where it breathes its own hot air.',
          },
          {
            type: 'ul',
            items: [
              'Test run and start capacitors with a meter and replace any below the rated value; they are cheap, and they are the single most common summer failure of split units.',
              'Inspect contactors and terminals for pitting, discoloration and loose connections.',
              'Clean outdoor coils and check that each outdoor unit has clear space around it and is not discharging into another unit’s intake.',
              'Log suction and discharge pressures and compare them with the manufacturer’s charts for the refrigerant (R-410A or R-32 on newer units); repair leaks before topping up.',
              'Clear drain lines and check pumps where fitted; test indoor fan speeds and thermostat readings.',
              'For VRF systems, download the fault history from the outdoor units with the manufacturer’s service tool, check communication wiring and addressing, and review oil return and refrigerant charge with the authorised service agent.',
            ],
          },
          {
            type: 'p',
            text: 'Where outdoor units are crowded on a roof or balcony, a temporary shade or a simple baffle that stops discharge air from reaching the neighbouring intake can be the difference between a unit that runs and one that trips every afternoon. For new purchases, specify models rated for high ambient temperatures.',
          },
        ],
      },
      {
        id: 'pumps-and-controls',
        title: 'Pumps, controls and BMS alarms',
        blocks: [
          {
            type: 'p',
            text: 'Chilled water and condenser water pumps run all summer with little rest. In week 4, check shaft alignment (laser alignment where the site has the tool), mechanical seals for weeping, bearings by vibration and temperature, and couplings. Clean the strainers, bleed air from the high points, check expansion tank pre-charge pressure, and confirm that the closed loop’s water treatment is in range. Rotate duty and standby pumps so that the standby pump is proven before the day it is needed.',
          },
          {
            type: 'p',
            text: 'Controls decide whether the plant meets the load efficiently or just runs flat out. Verify the chilled water supply temperature set-point and any reset logic, the differential pressure set-point that drives the secondary pumps, chiller sequencing and staging, and the space set-points and time schedules. Many Gulf owners standardise space set-points around 23 to 24 °C; update the schedules for summer occupancy and for Ramadan hours when they differ.',
          },
          {
            type: 'table',
            head: ['BMS alarm', 'Why it matters in summer', 'Action on alarm'],
            rows: [
              ['High chilled water supply temperature', 'First sign the plant is losing the load', 'Check chiller status, staging and flows'],
              ['Chiller trip or high condenser pressure', 'Capacity lost at the worst time', 'Attend at once, check coils, fans and tower'],
              ['Cooling tower low basin level or high conductivity', 'Risk of pump damage, scale or a treatment failure', 'Check make-up, bleed and dosing'],
              ['Pump failure or low differential pressure', 'Zones starve of chilled water', 'Confirm standby changeover, inspect pump'],
              ['High filter pressure drop', 'Airflow and cooling falling', 'Change filters at the next opportunity'],
              ['High electrical room or plant room temperature', 'Drives and panels trip or fail', 'Restore room cooling immediately'],
            ],
          },
          {
            type: 'p',
            text: 'Test each critical alarm end to end: simulate the condition, confirm it appears on the BMS, and confirm that it reaches the on-call phone of a person who is awake and knows what to do. Check the escalation if the first person does not acknowledge. Calibrate the sensors that drive the plant (chilled water supply and return, outdoor air temperature and humidity) against a reference probe.',
          },
        ],
      },
      {
        id: 'electrical-checks',
        title: 'Electrical: panels, capacitors and thermal imaging',
        blocks: [
          {
            type: 'p',
            text: 'Heat is hard on electrical equipment, and summer peak load arrives at the same time as the highest room temperatures. Loose terminals, undersized cables and ageing contactors that survived the winter fail in July. In week 7, with the appropriate permits and isolation, clean and inspect motor control centres and distribution boards serving the cooling plant, check terminals for tightness to the manufacturer’s torque values, and replace discoloured lugs and contactors.',
          },
          {
            type: 'ul',
            items: [
              'Power factor correction capacitor banks: check each step, the contactors and the discharge resistors, and replace swollen or failed capacitors.',
              'Electrical room cooling: service the dedicated units, clear their filters, and confirm the room temperature alarm works.',
              'Variable speed drives: clean cooling fans and filters, check heat sinks, and review the fault logs.',
              'Generators and automatic transfer switches: test under load, ideally with a load bank, and confirm fuel stock and delivery arrangements.',
              'Voltage and current balance: measure at the main cooling plant panels and investigate imbalance before summer.',
            ],
          },
          {
            type: 'p',
            text: 'Thermal imaging finds hot connections before they fail, but only under real load. Do a survey in week 7 on a warm afternoon, and repeat it in July when the plant is at peak. Record each hot spot with its image, the load at the time and the temperature rise over similar components, and close it with a work order. Only a trained and authorised person should open live panels for a scan, with the right protective equipment.',
          },
          {
            type: 'tip',
            title: 'Plan around the grid peak',
            text: 'Summer afternoons are also peak demand on the grid. Review your maximum demand and contracted capacity with your Saudi Electricity Company account before the summer, and stage chiller starts so that several large motors do not start at once after a power dip.',
          },
        ],
      },
      {
        id: 'spares-rental-contractors',
        title: 'Spares, emergency rental chillers and contractor readiness',
        blocks: [
          {
            type: 'p',
            text: 'Every supplier in the region is busiest in July, and imported parts can take weeks to arrive. Hold on site what you will need in the first 48 hours of a failure, and order the long-lead items in week 1.',
          },
          {
            type: 'table',
            head: ['Spare', 'Typical quantity on site', 'Why'],
            rows: [
              ['Run and start capacitors for each DX model', 'A box for each size in use', 'The most common summer failure'],
              ['Contactors and overloads for chillers and DX units', 'One of each rating', 'Pitted contacts fail at peak'],
              ['Condenser fan motors', 'At least one per chiller model', 'Long lead times, quick to fit'],
              ['AHU belts and filters', 'A full change for each unit', 'Dust season and summer changes'],
              ['Pump mechanical seals and bearings', 'One set per main pump size', 'A weeping seal becomes a failure'],
              ['Refrigerant', 'Cylinders of each type in use', 'Leaks are repaired, then recharged'],
            ],
          },
          {
            type: 'p',
            text: 'If losing one chiller would leave the building short of cooling, prepare for a rental chiller before you need one. Agree a framework with a rental company in spring: the capacity, the delivery time, and the price per week. Prepare the site side too: flanged connection points with isolation valves on the chilled water headers, a location with crane access, a power supply (a spare breaker of the right size or a rental generator) and the permits the building or the municipality will ask for. A rental chiller booked in March arrives in a day; one requested in the second week of July may not arrive at all.',
          },
          {
            type: 'ul',
            items: [
              'A call-out list with names and 24-hour numbers for each contractor, checked by calling them.',
              'Response times in the contract by priority, and the escalation contact if they are missed.',
              'Confirmation of the technicians and vehicles each contractor assigns to the site for the summer.',
              'A heat stress plan for all technicians: water, shade, rest breaks, work at the cooler hours, and respect for the midday outdoor work ban (in Saudi Arabia it has typically applied from 15 June to 15 September, 12:00 to 15:00; confirm the current dates with the Ministry of Human Resources).',
            ],
          },
        ],
      },
      {
        id: 'mid-summer-watch-list',
        title: 'The mid-summer watch list',
        blocks: [
          {
            type: 'p',
            text: 'Readiness work ends in May; attention does not. Through July and August, a short daily and weekly routine catches the slow drifts that become August failures.',
          },
          {
            type: 'table',
            head: ['Watch', 'How often', 'Warning sign'],
            rows: [
              ['Chiller log against the pre-summer reference', 'Daily', 'Rising approach temperatures or condenser pressure'],
              ['Cooling tower treatment readings', 'Daily', 'Conductivity drifting up, biocide low, dip slide counts rising'],
              ['Filter pressure drops', 'Weekly, and after every dust storm', 'Near the change-out value'],
              ['Comfort complaints by floor and zone', 'Daily', 'The same zones repeatedly'],
              ['Electrical and plant room temperatures', 'Daily', 'Above the equipment’s rated ambient'],
              ['Thermal imaging of main panels', 'Once in July', 'New hot spots since the spring survey'],
              ['Condensate leaks and ceiling stains', 'Weekly on the coast', 'New stains near fan coils and ducts'],
            ],
          },
          {
            type: 'tip',
            title: 'After a dust storm, act the same day',
            text: 'A major dust storm can load filters and outdoor coils in hours. Keep a short post-storm checklist: filter pressure drops on every AHU, a look at air-cooled chiller and condenser coils, cooling tower basins for sand, and fresh-air intakes. Clean what is blocked before the next hot afternoon.',
          },
          {
            type: 'p',
            text: 'At the end of September, hold a short review while the memory is fresh: what failed, what the spares and rental arrangements delivered, and which assets need replacement or a different task list. That review is the first input to next year’s programme.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'في مباني الخليج، محطة التبريد هي المبنى نفسه. حين تبلغ الحرارة الخارجية 45 إلى 50 درجة مئوية، يكفي تعطل مبرد واحد لإخلاء طابق مكتبي خلال ساعة، وإتلاف بضائع في مركز تجاري، وتحويل جناح في مستشفى إلى حالة طارئة. ومعظم أعطال الصيف ليست سوء حظ: ملف مكثف محشو بالرمل، أو مكثف كهربائي كان ضعيفاً منذ أبريل، أو برج تبريد أُعيد تشغيله دون تنظيف، أو إنذار يذهب إلى هاتف لا يجيب عليه أحد.',
      'يعرض هذا الدليل برنامجاً من 8 أسابيع ينتهي قبل وصول الحر، نظاماً بعد نظام، ثم ترتيبات قطع الغيار والمبردات المستأجرة والمقاولين التي تعبر بك أي عطل، وأخيراً قائمة متابعة لشهري يوليو وأغسطس. ويفترض الدليل مبنى فيه محطة مركزية للمياه المبردة إلى جانب المزيج المعتاد من الوحدات المنفصلة ووحدات التمدد المباشر ذات المجاري وأنظمة التدفق المتغير لوسيط التبريد، فتجاوز ما لا ينطبق على موقعك.',
    ],
    sections: [
      {
        id: 'eight-week-programme',
        title: 'البرنامج في 8 أسابيع: نظرة عامة',
        blocks: [
          {
            type: 'p',
            text: 'احسب تنازلياً من أول أسبوع تستقر فيه الحرارة فوق 40 درجة مئوية. في الرياض والمدن الداخلية يكون ذلك عادة في أوائل مايو، أما على الساحل فتضيف الرطوبة حملاً كامناً يجعل المحطة تعمل بجهد أكبر في وقت أبكر. البدء في الأسبوع الثاني من مارس يمنحك الأسابيع الثمانية التي تحتاجها وهامشاً للقطع التي تتأخر. وفي عام 2027 ينتهي رمضان في أوائل مارس، فيمكن أن يبدأ البرنامج مباشرة بعد إجازة العيد حين يعود المقاولون بكامل طاقتهم.',
          },
          {
            type: 'table',
            head: ['الأسبوع', 'محور العمل', 'المخرجات الرئيسية'],
            rows: [
              ['1', 'المراجعة والطلب', 'مراجعة أعطال الصيف الماضي وشكاواه، وتأكيد نطاقات عمل المقاولين، وطلب قطع الغيار طويلة التوريد، والاتفاق على شروط استئجار المبردات'],
              ['2', 'أبراج التبريد', 'تفريغ الأبراج وتنظيفها وتطهيرها، وصيانة المراوح وصناديق التروس، وتشغيل برنامج معالجة المياه، وأخذ أول عينة لفحص الليجيونيلا'],
              ['3', 'المبردات', 'تنظيف ملفات المكثف أو أنابيبه، وفحص وسيط التبريد والزيت، واختبار أجهزة الحماية'],
              ['4', 'المبردات والمضخات', 'تسجيل قراءات المبردات تحت الحمل، وفحص محاذاة المضخات وحشواتها ومصافيها واهتزازها، والتحقق من خزانات التمدد'],
              ['5', 'وحدات مناولة الهواء', 'إنجاز المرشحات والملفات وخطوط التصريف والسيور والمحامل ومآخذ الهواء النقي'],
              ['6', 'وحدات ملف المروحة والوحدات المنفصلة وأنظمة التمدد المباشر والتدفق المتغير', 'تنظيف الملفات، واختبار المكثفات الكهربائية والقواطع التلامسية، وتسليك خطوط التصريف، وتسجيل ضغوط وسيط التبريد'],
              ['7', 'الكهرباء', 'تنظيف اللوحات وشد توصيلاتها، واختبار بنوك المكثفات، وتبريد غرف الكهرباء، واختبار المولدات ومفاتيح التحويل، والمسح الحراري'],
              ['8', 'أنظمة التحكم والإثبات', 'التحقق من الإنذارات ودرجات الضبط، وتحديث الجداول الزمنية، واختبار المحطة في ظهيرة حارة، واعتماد تقرير الجاهزية'],
            ],
          },
          {
            type: 'p',
            text: 'لكل أسبوع مسؤول، وقائمة مهام لكل نوع من الأصول، واعتماد مختصر يذكر ما أُنجز وما اكتُشف وما بقي مفتوحاً. البنود المفتوحة تُرحَّل بتاريخ محدد، ولا يُغلق شيء بناءً على وعد. وإذا كان الموقع كبيراً فشغّل مسارين متوازيين، أحدهما للمحطة والآخر للوحدات الطرفية، بدلاً من مدّ البرنامج حتى يونيو.',
          },
        ],
      },
      {
        id: 'chillers',
        title: 'المبردات الهوائية والمائية',
        blocks: [
          {
            type: 'p',
            text: 'تطرد المبردات الهوائية الحرارة إلى الهواء الخارجي، فعدوها الأول كل ما يرفع حرارة الهواء الداخل إلى الملف أو يعيق مروره خلاله. يتكدس الرمل والغبار بين الزعانف، ويعود الهواء الساخن المطرود ليُسحب من جديد داخل الأسوار المحيطة بالمعدات على الأسطح، وعند 50 درجة مئوية تعمل الآلة قريباً من حدها التصميمي. كثير من الوحدات المبيعة في المنطقة مصنّفة للعمل في درجات حرارة محيطة عالية، فتحقق من تصنيف وحداتك، لأن المبرد المختار لدرجة 46 سيخفض حمله أو يفصل بسبب الضغط العالي في أشد ظهيرات العام حرارة.',
          },
          {
            type: 'ul',
            items: [
              'نظّف ملفات المكثف بماء منخفض الضغط من الداخل إلى الخارج، بمنظف يعتمده المصنّع، وقوّم الزعانف المثنية.',
              'افحص كل مروحة مكثف: اتجاه الدوران، وحالة الريش، وتيار المحرك، وصوت المحامل، واستبدل المحركات الضعيفة الآن لا في يوليو.',
              'تحقق من عودة الهواء الساخن: قِس حرارة الهواء الداخل إلى الملف مقارنة بحرارة الجو، وإذا كان الفرق عدة درجات فارفع الأسوار أو افتحها.',
              'اختبر التسربات وتحقق من شحنة وسيط التبريد بقياس التحميص الزائد والتبريد الدوني، وسجّل ضغطي السحب والطرد.',
              'افحص القواطع التلامسية للضواغط وبادئات التشغيل ومراوح تبريد مغيّرات السرعة ومرشحاتها، فمغيّر السرعة الذي ترتفع حرارته سيفصل المبرد عند ذروة الحمل.',
              'طابق إعدادات قاطع الضغط العالي وحدود خفض السعة مع بيانات المصنّع، واختبر أجهزة الحماية.',
            ],
          },
          {
            type: 'p',
            text: 'المبردات المائية أقل تأثراً بحرارة الهواء، لكنها تعتمد على نظافة أنابيب المكثف وسلامة برج التبريد. تابع اتجاه فرق الاقتراب في المكثف (الفرق بين حرارة الماء الخارج من المكثف وحرارة التكثف المشبع) في سجل التشغيل، فارتفاعه يعني اتساخ الأنابيب. نظّف أنابيب المكثف بالفرشاة، وافحص المبخر إذا أشار السجل إلى ذلك، وغيّر الزيت والمرشحات وفق نتائج تحليل الزيت، وافحص وحدة التنقية في المبردات منخفضة الضغط، واختبر مفاتيح التدفق. ويكشف فحص الأنابيب بالتيارات الدوامية كل بضع سنوات ترقق جدرانها قبل أن ينفجر أحدها ويغمر دائرة وسيط التبريد بالماء.',
          },
          {
            type: 'tip',
            title: 'سجّل قراءات كاملة تحت الحمل قبل الصيف',
            text: 'مجموعة قراءات تُؤخذ في يوم دافئ من الأسبوع الرابع (حرارة الماء الداخل والخارج، والضغوط، وفروق الاقتراب، وتيار الضواغط) هي المرجع الذي ستقارن به في يوليو. ومن دونها لن تعرف هل المبرد يعاني فعلاً أم أن الجو حار فحسب.',
          },
        ],
      },
      {
        id: 'cooling-towers',
        title: 'أبراج التبريد: معالجة المياه والوقاية من الليجيونيلا',
        blocks: [
          {
            type: 'p',
            text: 'برج التبريد أداة لطرد الحرارة، وهو في الوقت نفسه بيئة قد تنمو فيها البكتيريا. تبقى مياه الأبراج في صيف الخليج غالباً بين 30 و40 درجة مئوية، أي ضمن النطاق الذي تتكاثر فيه بكتيريا الليجيونيلا، وقد يحملها الرذاذ المتطاير من البرج إلى مآخذ الهواء النقي والشرفات والشوارع. تعامل مع البرج على أنه خطر صحي له حل هندسي، لا مجرد مهمة تنظيف.',
          },
          {
            type: 'ol',
            items: [
              'فرّغ الحوض، وأزل الرواسب والرمل، ونظّف الحشوة وفوهات التوزيع ومانعات الرذاذ، واستبدل أجزاء مانعات الرذاذ المكسورة لأن الفجوات تزيد الرذاذ المتطاير.',
              'طهّر البرج قبل إعادته إلى الخدمة، خاصة بعد أي فترة ركود للمياه، وفق الإجراء الذي يحدده أخصائي معالجة المياه.',
              'صُن المراوح وصناديق التروس والسيور: مستوى الزيت وحالته، والاهتزاز، وشد السيور، وعزل المحركات.',
              'افحص صمامات العوامة وخطوط مياه التعويض والفائض، وأزل أي أطراف ميتة في الأنابيب يركد فيها الماء.',
              'أعد تشغيل برنامج المعالجة: تصريف يتحكم فيه مقياس الموصلية، وحقن مثبطات الترسب والتآكل، ونظام للمبيدات الحيوية يناوب بين مادة مؤكسدة وأخرى غير مؤكسدة.',
              'خذ عينة لفحص الليجيونيلا بعد استقرار المعالجة، وحدّد تكرار أخذ العينات الدوري في تقييم المخاطر المكتوب للموقع.',
            ],
          },
          {
            type: 'table',
            head: ['الفحص', 'التكرار في الصيف', 'المسؤول'],
            rows: [
              ['الموصلية ودرجة الحموضة ومستويات المثبطات والمبيدات', 'قراءات يومية من جهاز التحكم وفحص يدوي أسبوعي', 'فني الموقع وأخصائي المعالجة'],
              ['شرائح الغمس لإجمالي البكتيريا', 'أسبوعياً', 'أخصائي المعالجة'],
              ['عينة مخبرية لفحص الليجيونيلا', 'وفق تقييم المخاطر، وغالباً كل ثلاثة أشهر، وبعد أي نتيجة إيجابية أو خلل في التشغيل', 'مختبر معتمد'],
              ['فحص بصري للحوض والحشوة ومانعات الرذاذ والرذاذ المتطاير', 'أسبوعياً', 'فني الموقع'],
              ['تقرير خدمة بالنتائج والإجراءات التصحيحية', 'شهرياً', 'أخصائي المعالجة إلى مدير المرافق'],
            ],
          },
          {
            type: 'p',
            text: 'قد تكون مياه التعويض في الخليج مياهاً محلاة أو مياه صرف صحي معالجة أو خليطاً منهما، ولكل منها سلوك مختلف من حيث الترسب والنمو الحيوي، فيجب أن يناسب برنامج المعالجة المياه التي تستخدمها فعلاً. وتشترط بعض البلديات في المنطقة تسجيل أبراج التبريد وأخذ عينات منها ورفع تقارير عنها، فتحقق من المتطلبات السارية لدى الجهة المحلية المختصة، واحفظ السجلات في مكان يستطيع المفتش الاطلاع عليها فيه.',
          },
        ],
      },
      {
        id: 'air-handling-units',
        title: 'وحدات مناولة الهواء ووحدات ملف المروحة',
        blocks: [
          {
            type: 'p',
            text: 'في جانب الهواء، الرمل هو المشكلة الأولى. المرشح المسدود يحرم الملف من الهواء، فتستهلك المروحة طاقة أكبر مقابل تبريد أقل، ثم ينهار المرشح في النهاية ويكسو الغبار الملف. استبدل المرشحات بناءً على فرق الضغط لا على التقويم: ركّب مقاييس فرق الضغط على كل مجموعة مرشحات واكتب قيمة الاستبدال على الوحدة نفسها. وحيث يدخل الهواء النقي على مستوى الشارع أو قرب مواقع الإنشاء، فإن فتحات حجز الرمل أمام المأخذ تسترد تكلفتها في موسم واحد.',
          },
          {
            type: 'ul',
            items: [
              'المرشحات الأولية والكيسية: استبدل ما اقترب فرق ضغطه من الحد، وأحكم إغلاق الإطارات، واحتفظ بطقم كامل لكل وحدة يكفي لتبديل واحد على الأقل خلال الصيف. ويصف تصنيف ISO 16890 ما تحجزه كل مرحلة، من المرشحات الخشنة إلى مرشحات الجسيمات الدقيقة.',
              'ملفات التبريد: نظّفها بمنظف رغوي وشطف منخفض الضغط، وقوّم الزعانف، وافحص التآكل حيث يحمل هواء الساحل الأملاح.',
              'صواني التكثيف وخطوط التصريف والسيفونات: نظّفها واشطفها، فخط التصريف المسدود في صيف رطب يتحول خلال أيام إلى ماء يتسرب من السقف.',
              'السيور والبكرات: افحص الشد والمحاذاة، واستبدل السيور المتشققة أو المصقولة، واحتفظ بطقم احتياطي مثبت داخل كل وحدة.',
              'المحامل والمحركات: شحّم وفق الجدول، وافحص التيار والاهتزاز، واستمع إلى أي ضجيج غير معتاد.',
              'الخوانق والمشغلات والحساسات: حرّك خوانق الهواء النقي والراجع على مداها الكامل، وقارن حساسات هواء الإمداد والهواء الراجع بمقياس معاير.',
            ],
          },
          {
            type: 'p',
            text: 'وحدات ملف المروحة كثيرة وصغيرة، فابدأ بعينة قبل أن تلتزم بالكل. افتح مجموعة ممثلة في كل طابق، فإن وجدت مرشحاتها وصواني تصريفها متسخة فخطط لها جميعاً. اغسل المرشحات أو استبدلها، ونظّف صواني التصريف وافحص مفاتيح العوامة، واختبر صمامات التحكم وأجهزة الترموستات، وابحث عن الأنابيب المتعرقة والعزل التالف. وعلى الساحل الرطب افحص الفراغات فوق الأسقف المستعارة بحثاً عن التكثف والعفن حول وحدات ملف المروحة، فمن هناك تبدأ عادة شكوى المستأجر من الرائحة.',
          },
        ],
      },
      {
        id: 'split-dx-vrf',
        title: 'الوحدات المنفصلة ووحدات التمدد المباشر وأنظمة التدفق المتغير',
        blocks: [
          {
            type: 'p',
            text: 'وحدات التمدد المباشر هي أكثر معدات التبريد عدداً في معظم مواقع الخليج، ومصدر معظم بلاغات الصيف. وأعطالها المعتادة متوقعة: مكثف تشغيل كهربائي يفقد سعته في الحر، وقاطع تلامسي تآكلت نقاط تلامسه، ومحرك مروحة مكثف ترتفع حرارته، وملف يسده الغبار، ووحدة خارجية محشورة في زاوية تتنفس فيها هواءها الساخن.',
          },
          {
            type: 'ul',
            items: [
              'اختبر مكثفات التشغيل والبدء الكهربائية بجهاز القياس، واستبدل كل ما تقل سعته عن القيمة المقننة، فهي رخيصة وهي أكثر أسباب أعطال الوحدات المنفصلة شيوعاً في الصيف.',
              'افحص القواطع التلامسية والأطراف بحثاً عن التآكل وتغير اللون والتوصيلات المرتخية.',
              'نظّف الملفات الخارجية، وتأكد أن حول كل وحدة خارجية مساحة كافية وأنها لا تطرد هواءها نحو مأخذ وحدة أخرى.',
              'سجّل ضغطي السحب والطرد وقارنهما بجداول المصنّع لنوع وسيط التبريد (R-410A أو R-32 في الوحدات الأحدث)، وأصلح التسربات قبل إعادة الشحن.',
              'سلّك خطوط التصريف وافحص مضخات التصريف حيث وُجدت، واختبر سرعات المراوح الداخلية وقراءات أجهزة الترموستات.',
              'في أنظمة التدفق المتغير لوسيط التبريد، نزّل سجل الأعطال من الوحدات الخارجية بأداة الخدمة الخاصة بالمصنّع، وافحص أسلاك الاتصال وعناوين الوحدات، وراجع عودة الزيت وشحنة وسيط التبريد مع وكيل الخدمة المعتمد.',
            ],
          },
          {
            type: 'p',
            text: 'حيث تتزاحم الوحدات الخارجية على سطح أو شرفة، قد تكون مظلة مؤقتة أو حاجز بسيط يمنع الهواء المطرود من الوصول إلى مأخذ الوحدة المجاورة هو الفارق بين وحدة تعمل ووحدة تفصل كل ظهيرة. وعند الشراء الجديد، اشترط طرازات مصنّفة للعمل في درجات حرارة محيطة عالية.',
          },
        ],
      },
      {
        id: 'pumps-and-controls',
        title: 'المضخات وأنظمة التحكم وإنذارات نظام إدارة المبنى',
        blocks: [
          {
            type: 'p',
            text: 'تعمل مضخات المياه المبردة ومياه المكثف طوال الصيف دون راحة تُذكر. في الأسبوع الرابع افحص محاذاة الأعمدة (بالليزر إن توفرت الأداة في الموقع)، والحشوات الميكانيكية بحثاً عن الرشح، والمحامل بقياس الاهتزاز والحرارة، والوصلات. نظّف المصافي، واطرد الهواء من النقاط المرتفعة، وتحقق من ضغط الشحن المسبق لخزانات التمدد، وتأكد أن معالجة مياه الدائرة المغلقة ضمن النطاق. وبدّل بين المضخة العاملة والاحتياطية حتى تثبت جاهزية الاحتياطية قبل اليوم الذي تحتاجها فيه.',
          },
          {
            type: 'p',
            text: 'أنظمة التحكم هي التي تقرر هل تلبي المحطة الحمل بكفاءة أم تعمل بأقصى طاقتها بلا داعٍ. تحقق من درجة ضبط حرارة المياه المبردة الخارجة وأي منطق لإعادة ضبطها، ودرجة ضبط فرق الضغط التي تتحكم في المضخات الثانوية، وتتابع تشغيل المبردات ومراحلها، ودرجات ضبط حرارة الفراغات وجداولها الزمنية. يعتمد كثير من الملاك في الخليج درجات ضبط للفراغات بين 23 و24 درجة مئوية، فحدّث الجداول لتناسب إشغال الصيف وساعات الدوام في رمضان إن اختلفت.',
          },
          {
            type: 'table',
            head: ['إنذار نظام إدارة المبنى', 'أهميته في الصيف', 'الإجراء عند صدوره'],
            rows: [
              ['ارتفاع حرارة المياه المبردة الخارجة', 'أول علامة على أن المحطة بدأت تعجز عن الحمل', 'افحص حالة المبردات ومراحل تشغيلها والتدفقات'],
              ['فصل المبرد أو ارتفاع ضغط المكثف', 'فقدان السعة في أسوأ توقيت', 'احضر فوراً وافحص الملفات والمراوح والبرج'],
              ['انخفاض مستوى حوض برج التبريد أو ارتفاع الموصلية', 'خطر تلف المضخات أو الترسب أو فشل المعالجة', 'افحص مياه التعويض والتصريف والحقن'],
              ['تعطل مضخة أو انخفاض فرق الضغط', 'حرمان مناطق من المياه المبردة', 'تأكد من انتقال التشغيل إلى الاحتياطية وافحص المضخة'],
              ['ارتفاع فرق الضغط على المرشحات', 'انخفاض تدفق الهواء والتبريد', 'استبدل المرشحات في أقرب فرصة'],
              ['ارتفاع حرارة غرفة الكهرباء أو غرفة المعدات', 'فصل مغيّرات السرعة واللوحات أو تلفها', 'أعد تبريد الغرفة فوراً'],
            ],
          },
          {
            type: 'p',
            text: 'اختبر كل إنذار حرج من بدايته إلى نهايته: حاكِ الحالة، وتأكد من ظهورها على نظام إدارة المبنى، وتأكد من وصولها إلى هاتف المناوب لشخص مستيقظ يعرف ما يفعل. وافحص مسار التصعيد إذا لم يستجب الشخص الأول. وعاير الحساسات التي تقود المحطة (حرارة المياه المبردة الخارجة والراجعة، وحرارة الهواء الخارجي ورطوبته) مقارنة بمقياس مرجعي.',
          },
        ],
      },
      {
        id: 'electrical-checks',
        title: 'الكهرباء: اللوحات والمكثفات الكهربائية والتصوير الحراري',
        blocks: [
          {
            type: 'p',
            text: 'الحرارة قاسية على المعدات الكهربائية، وذروة الحمل صيفاً تتزامن مع أعلى درجات حرارة الغرف. الأطراف المرتخية والكابلات الأصغر من اللازم والقواطع التلامسية المتهالكة التي صمدت في الشتاء تنهار في يوليو. في الأسبوع السابع، وبعد استخراج التصاريح اللازمة وعزل المعدات، نظّف وافحص مراكز التحكم بالمحركات ولوحات التوزيع التي تغذي محطة التبريد، وتحقق من شد الأطراف وفق عزم الشد الذي يحدده المصنّع، واستبدل أطراف الكابلات والقواطع التي تغير لونها.',
          },
          {
            type: 'ul',
            items: [
              'بنوك مكثفات تحسين معامل القدرة: افحص كل مرحلة والقواطع التلامسية ومقاومات التفريغ، واستبدل المكثفات المنتفخة أو التالفة.',
              'تبريد غرف الكهرباء: صُن وحدات التكييف المخصصة لها، ونظّف مرشحاتها، وتأكد من عمل إنذار ارتفاع حرارة الغرفة.',
              'مغيّرات السرعة: نظّف مراوح التبريد والمرشحات، وافحص المشتتات الحرارية، وراجع سجلات الأعطال.',
              'المولدات ومفاتيح التحويل التلقائي: اختبرها تحت الحمل، ويفضَّل بحمل اختباري، وتأكد من مخزون الوقود وترتيبات توريده.',
              'توازن الجهد والتيار: قِسهما عند اللوحات الرئيسية لمحطة التبريد، وابحث في أسباب أي عدم توازن قبل الصيف.',
            ],
          },
          {
            type: 'p',
            text: 'يكشف التصوير الحراري التوصيلات الساخنة قبل أن تنهار، لكن تحت الحمل الحقيقي فقط. أجرِ مسحاً في الأسبوع السابع في ظهيرة دافئة، وكرره في يوليو والمحطة في ذروتها. سجّل كل نقطة ساخنة مع صورتها والحمل وقت القياس وارتفاع حرارتها مقارنة بمكونات مماثلة، وأغلقها بأمر عمل. ولا يفتح اللوحات الحية للمسح إلا شخص مدرب ومخوّل يرتدي معدات الوقاية المناسبة.',
          },
          {
            type: 'tip',
            title: 'خطّط حول ذروة الشبكة',
            text: 'ظهيرات الصيف هي أيضاً ذروة الطلب على الشبكة. راجع الحمل الأقصى والقدرة المتعاقد عليها في حسابك لدى الشركة السعودية للكهرباء قبل الصيف، ورتّب تشغيل المبردات على مراحل حتى لا تبدأ عدة محركات كبيرة في اللحظة نفسها بعد انقطاع قصير في التيار.',
          },
        ],
      },
      {
        id: 'spares-rental-contractors',
        title: 'قطع الغيار والمبردات المستأجرة للطوارئ وجاهزية المقاولين',
        blocks: [
          {
            type: 'p',
            text: 'يبلغ انشغال كل موردي المنطقة ذروته في يوليو، وقد تستغرق القطع المستوردة أسابيع حتى تصل. احتفظ في الموقع بما ستحتاجه في أول 48 ساعة من أي عطل، واطلب الأصناف طويلة التوريد في الأسبوع الأول.',
          },
          {
            type: 'table',
            head: ['القطعة', 'الكمية المعتادة في الموقع', 'السبب'],
            rows: [
              ['مكثفات التشغيل والبدء الكهربائية لكل طراز من وحدات التمدد المباشر', 'علبة لكل مقاس مستخدم', 'أكثر أعطال الصيف شيوعاً'],
              ['القواطع التلامسية وأجهزة الحماية من زيادة الحمل للمبردات ووحدات التمدد المباشر', 'قطعة من كل مقنن', 'النقاط المتآكلة تنهار في الذروة'],
              ['محركات مراوح المكثفات', 'واحد على الأقل لكل طراز من المبردات', 'توريدها طويل وتركيبها سريع'],
              ['سيور ومرشحات وحدات مناولة الهواء', 'طقم تبديل كامل لكل وحدة', 'موسم الغبار وتبديلات الصيف'],
              ['الحشوات الميكانيكية والمحامل للمضخات', 'طقم لكل مقاس من المضخات الرئيسية', 'الحشوة التي ترشح تتحول إلى عطل'],
              ['وسيط التبريد', 'أسطوانات من كل نوع مستخدم', 'تُصلح التسربات ثم يُعاد الشحن'],
            ],
          },
          {
            type: 'p',
            text: 'إذا كان فقدان مبرد واحد سيترك المبنى دون تبريد كافٍ، فاستعد لاستئجار مبرد قبل أن تحتاجه. اتفق في الربيع مع شركة تأجير على إطار واضح: السعة، ومدة التوريد، والسعر الأسبوعي. وجهّز جانب الموقع كذلك: نقاط توصيل بشفاه وصمامات عزل على مجمعات المياه المبردة، وموقعاً يمكن الوصول إليه بالرافعة، ومصدر كهرباء (قاطعاً احتياطياً بالمقنن المناسب أو مولداً مستأجراً)، والتصاريح التي ستطلبها إدارة المبنى أو البلدية. المبرد المحجوز في مارس يصل خلال يوم، أما المطلوب في الأسبوع الثاني من يوليو فقد لا يصل أبداً.',
          },
          {
            type: 'ul',
            items: [
              'قائمة استدعاء بالأسماء وأرقام الهواتف المتاحة على مدار الساعة لكل مقاول، تُختبر بالاتصال الفعلي.',
              'أزمنة استجابة منصوص عليها في العقد حسب الأولوية، وجهة التصعيد عند تجاوزها.',
              'تأكيد أسماء الفنيين والمركبات التي يخصصها كل مقاول للموقع خلال الصيف.',
              'خطة للوقاية من الإجهاد الحراري لكل الفنيين: الماء والظل وفترات الراحة والعمل في الساعات الأبرد، والالتزام بحظر العمل تحت أشعة الشمس وقت الظهيرة (طُبّق في المملكة عادةً من 15 يونيو إلى 15 سبتمبر بين الساعة 12:00 والساعة 15:00، فتحقق من التواريخ المعتمدة لدى وزارة الموارد البشرية والتنمية الاجتماعية).',
            ],
          },
        ],
      },
      {
        id: 'mid-summer-watch-list',
        title: 'قائمة المتابعة في منتصف الصيف',
        blocks: [
          {
            type: 'p',
            text: 'ينتهي عمل الجاهزية في مايو، لكن المتابعة لا تنتهي. خلال يوليو وأغسطس يلتقط روتين يومي وأسبوعي قصير الانحرافات البطيئة التي تتحول إلى أعطال في أغسطس.',
          },
          {
            type: 'table',
            head: ['ما تتابعه', 'التكرار', 'علامة التحذير'],
            rows: [
              ['سجل المبردات مقارنة بالمرجع المأخوذ قبل الصيف', 'يومياً', 'ارتفاع فروق الاقتراب أو ضغط المكثف'],
              ['قراءات معالجة مياه أبراج التبريد', 'يومياً', 'ارتفاع الموصلية، أو انخفاض المبيد، أو تزايد أعداد البكتيريا في شرائح الغمس'],
              ['فرق الضغط على المرشحات', 'أسبوعياً وبعد كل عاصفة غبار', 'الاقتراب من قيمة الاستبدال'],
              ['شكاوى الراحة الحرارية حسب الطابق والمنطقة', 'يومياً', 'تكرار المناطق نفسها'],
              ['حرارة غرف الكهرباء والمعدات', 'يومياً', 'تجاوز الحرارة المحيطة المقننة للمعدات'],
              ['التصوير الحراري للوحات الرئيسية', 'مرة في يوليو', 'نقاط ساخنة جديدة منذ مسح الربيع'],
              ['تسربات التكثيف وبقع الأسقف', 'أسبوعياً على الساحل', 'بقع جديدة قرب وحدات ملف المروحة ومجاري الهواء'],
            ],
          },
          {
            type: 'tip',
            title: 'بعد عاصفة الغبار تصرّف في اليوم نفسه',
            text: 'قد تحمّل عاصفة غبار كبيرة المرشحات والملفات الخارجية خلال ساعات. احتفظ بقائمة تحقق قصيرة لما بعد العاصفة: فرق الضغط على مرشحات كل وحدة مناولة هواء، ونظرة على ملفات المبردات الهوائية والمكثفات، وأحواض أبراج التبريد بحثاً عن الرمل، ومآخذ الهواء النقي. ونظّف ما انسد قبل الظهيرة الحارة التالية.',
          },
          {
            type: 'p',
            text: 'في نهاية سبتمبر، اعقد مراجعة قصيرة والذاكرة حاضرة: ما الذي تعطل، وماذا قدمت ترتيبات قطع الغيار والاستئجار، وأي الأصول يحتاج إلى استبدال أو إلى قائمة مهام مختلفة. هذه المراجعة هي أول مدخلات برنامج العام القادم.',
          },
        ],
      },
    ],
  },
};
