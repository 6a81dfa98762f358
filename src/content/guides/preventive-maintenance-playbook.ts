import type { GuideContent } from './types';

export const preventiveMaintenancePlaybook: GuideContent = {
  id: 'preventive-maintenance-playbook',
  title: { en: 'The Preventive Maintenance Playbook', ar: 'الدليل العملي للصيانة الوقائية' },
  summary: {
    en: 'How to move a Gulf site from firefighting to planned work: asset register, criticality ranking, task lists, an annual PPM calendar built around summer and Ramadan, and weekly KPIs.',
    ar: 'كيف تنقل موقعك من إطفاء الحرائق إلى العمل المخطط: سجل الأصول، وترتيبها حسب الأهمية، وقوائم المهام، وتقويم سنوي للصيانة الوقائية يراعي الصيف ورمضان، ومؤشرات أسبوعية.',
  },
  author: { en: 'Siyana Engineering Team', ar: 'فريق Siyana الهندسي' },
  updated: '2026-11-20',
  en: {
    intro: [
      'Most Gulf maintenance teams do not choose firefighting; they inherit it. A building is handed over with a shelf of manuals nobody has read, a contractor list from the developer and a phone that rings every time a split unit trips in July. Technicians start the day waiting for calls, and the same chiller, the same booster pump and the same lift appear in the complaint log month after month.',
      'This playbook is a method for moving a site from that state to planned work: a register you can trust, a ranking that tells you where to start, task lists drawn from the manuals and adjusted for heat and dust, a calendar built around the Gulf year, and a handful of weekly numbers that show whether it is working. It is written for facility managers, maintenance engineers and supervisors of an existing building or campus in Saudi Arabia and the Gulf. The examples use a 12-storey office tower with a central chilled-water plant, but the steps apply to any site with more assets than people to look after them.',
    ],
    sections: [
      {
        id: 'honest-baseline',
        title: 'Start with an honest baseline',
        blocks: [
          {
            type: 'p',
            text: 'Before you change anything, measure where the hours go for four weeks. Every job, however small, gets a work order with the asset (or the area, if nobody knows which asset), the trade, who did it, the start and finish time, and whether it was planned or a reaction to a failure or a complaint. Do not chase precision to the minute; half-hour blocks are enough, and a technician who has to write an essay for each job will stop writing.',
          },
          {
            type: 'p',
            text: 'At the end of the four weeks, sort the jobs into three piles: planned (PPM tasks, statutory inspections, scheduled projects), reactive (breakdowns, complaints, emergencies) and other (moves, event set-ups, small works for tenants). On a firefighting site the reactive pile is larger than the planned one, and the same assets appear again and again. Write down the ten assets with the most reactive hours: they are the first candidates for preventive tasks and, sometimes, for replacement.',
          },
          {
            type: 'ul',
            items: [
              'Technicians start the day without a list of work and wait for calls.',
              'The chiller contractor visits when something alarms, not on a schedule.',
              'Filters are changed when a tenant complains about smell or weak airflow.',
              'Nobody can say when the fire pumps were last run and tested under load.',
              'Spares are bought on the day of the failure, at whatever price the supplier names.',
              'Overtime in July and August is treated as a fact of life rather than a symptom.',
            ],
          },
          {
            type: 'tip',
            title: 'Do not stop reactive work to build the plan',
            text: 'The building will not wait. Protect two half-days a week for a planner and one engineer to build the register and the task library, and let the rest of the team keep answering calls. A plan built steadily and used is worth more than a perfect plan that froze the site for a month.',
          },
        ],
      },
      {
        id: 'asset-register',
        title: 'Build the asset register and hierarchy',
        blocks: [
          {
            type: 'p',
            text: 'The register is the list of everything you maintain, arranged so that every work order, cost and reading lands in the right place. Build it top-down: site, building, system, asset and, only where you replace or overhaul them on their own cycle, component. A chiller is an asset; its compressor becomes a component in the register only if you plan to track its hours and overhaul it separately.',
          },
          {
            type: 'table',
            head: ['Level', 'Example', 'What you record'],
            rows: [
              ['Site', 'An office campus in Riyadh', 'Address, owner, contract, operating hours'],
              ['Building', 'Tower A, 12 floors and 3 basements', 'Floor areas, handover date, as-built drawings'],
              ['System', 'Chilled water', 'Design capacity, plant layout, controls, redundancy'],
              ['Asset', 'Chiller 02, air-cooled, 400 tons of refrigeration', 'Make, model, serial, install date, location, rating, warranty end'],
              ['Component', 'Compressor 1 of chiller 02', 'Only if maintained or replaced on its own cycle'],
            ],
          },
          {
            type: 'p',
            text: 'Give each asset a unique tag that encodes building, system and number, a description, its location down to the room or roof zone, make, model, serial number, capacity or rating, installation date, warranty expiry, the maintainer (in-house or which contractor) and a status (in service, standby, out of service). Photograph the nameplate: it settles most later arguments about models and serial numbers, and it is the first thing a supplier asks for when you order parts.',
          },
          {
            type: 'p',
            text: 'Then walk the building floor by floor with the as-built drawings and a phone. Label each asset as you go. On a roof in August, paper labels and marker ink fade within one summer, so use UV-resistant labels or engraved plates outdoors and in plant rooms. Expect the walk-down to find equipment that is not on the drawings, drawings that show equipment removed years ago, and assets nobody is maintaining at all.',
          },
          {
            type: 'ul',
            items: [
              'Handover operation and maintenance manuals and the contractor’s asset schedules.',
              'The BMS point list, which names every controlled fan, pump, valve and sensor.',
              'The Civil Defense completion file for fire alarm, sprinkler and fire pump systems.',
              'Service reports from chiller, lift, generator and fire contractors.',
              'Utility meter and generator run-hour records.',
              'The nameplates themselves, which beat every document when they disagree.',
            ],
          },
        ],
      },
      {
        id: 'criticality-ranking',
        title: 'Rank assets by criticality',
        blocks: [
          {
            type: 'p',
            text: 'You cannot give every asset the same attention, and you should not try. A simple scoring matrix tells you where planned work pays back first. Score each asset from 1 to 5 on four factors. The first three describe the consequence of a failure; the fourth describes how likely a failure is.',
          },
          {
            type: 'table',
            head: ['Factor', 'Score 1 (low)', 'Score 3 (medium)', 'Score 5 (high)'],
            rows: [
              ['Safety and compliance', 'No safety effect', 'Minor injury risk or an inspection finding', 'Life safety, Civil Defense or legal exposure'],
              ['Operations', 'Nobody notices', 'One area or tenant affected', 'Building or critical service stops'],
              ['Cost of failure', 'Under SAR 5,000', 'SAR 5,000 to 50,000', 'Over SAR 50,000 or long lead-time parts'],
              ['Likelihood of failure', 'New, reliable, no history', 'Mid-life, some failures', 'Old, repeat failures, harsh location'],
            ],
          },
          {
            type: 'p',
            text: 'Take the consequence as the highest of the first three scores, not their sum: a fire pump is critical for safety even though it is cheap and rarely runs. Criticality is consequence multiplied by likelihood, giving a score from 1 to 25. Class A is 15 and above, class B is 8 to 14, class C is 7 and below. The classes then decide how you maintain each asset.',
          },
          {
            type: 'table',
            head: ['Class', 'Typical assets', 'Maintenance approach'],
            rows: [
              ['A (15 to 25)', 'Chillers, cooling towers, fire pumps, fire alarm panels, main low-voltage switchgear, generators, lifts', 'Full PPM to the manufacturer’s schedule, condition monitoring, critical spares on site, a named contractor with a response time'],
              ['B (8 to 14)', 'Air handling units, secondary chilled-water pumps, domestic water boosters, BMS controllers, kitchen exhaust', 'PPM at standard frequencies, spares obtainable within 48 hours'],
              ['C (1 to 7)', 'Split units in offices, small exhaust fans, lighting in non-critical areas, door closers', 'Simple routine checks, or run to failure with a fast replacement'],
            ],
          },
          {
            type: 'p',
            text: 'Run the scoring as a one-hour workshop with the chief engineer, the senior technician of each trade and someone who knows the operation: the tenant coordinator in an office tower, the head nurse in a hospital, the duty manager in a mall. Spend the time arguing about the A list, not the C list. Review the ranking once a year and after every major failure, because an asset that has failed twice in a summer has just told you its likelihood score.',
          },
        ],
      },
      {
        id: 'tasks-from-manuals',
        title: 'Turn manufacturer manuals into tasks and frequencies',
        blocks: [
          {
            type: 'p',
            text: 'Manufacturer manuals are written for a temperate climate and for the legal department. Your technicians need short task lists they can finish and sign on a phone. Write one task list per asset type and per frequency (weekly, monthly, quarterly, half-yearly, annual), not one per asset: twenty identical fan coil units share one list.',
          },
          {
            type: 'ol',
            items: [
              'Collect the maintenance section of each manual and the warranty conditions; some warranties lapse unless an authorised agent services the equipment at set intervals and you can prove it.',
              'Extract each action as one line starting with a verb: check, measure, clean, tighten, replace, test.',
              'Add the acceptance value wherever one exists: belt deflection, motor current against the nameplate, refrigerant pressures, condenser approach temperature.',
              'Set the frequency from the manual, then adjust it for the Gulf: shorten intervals for anything that breathes outside air, sits in the sun or runs 24 hours a day in summer.',
              'Add the safety steps and permits: isolation, lock-out and tag-out, work at height, hot work, confined space.',
              'Estimate the time and the trade, so that the calendar can be loaded against real people.',
              'List the spares and consumables each task uses, so that stores can prepare them before the week begins.',
            ],
          },
          {
            type: 'table',
            head: ['Air handling unit task', 'Manual frequency', 'Gulf adjustment'],
            rows: [
              ['Inspect and change pre-filters', 'Monthly', 'Every 2 weeks in dust season or near construction sites'],
              ['Check belts, tension and pulley alignment', 'Quarterly', 'Monthly in summer for units running around the clock'],
              ['Clean condensate tray and drain, check the trap', 'Quarterly', 'Monthly on the humid coast: Jeddah, Dammam, Dubai, Doha'],
              ['Clean the cooling coil', 'Annual', 'Before summer, and again after a major dust storm'],
              ['Measure motor current and vibration', 'Half-yearly', 'Add one reading in July at peak load'],
              ['Check dampers and actuators, calibrate sensors', 'Annual', 'No change'],
            ],
          },
          {
            type: 'p',
            text: 'Keep the library lean. A task list that claims four hours and takes forty minutes in reality will be signed without being done, and one that claims forty minutes and takes four hours will be skipped. Review each list with the technicians after its first three rounds, and remove steps nobody can explain.',
          },
          {
            type: 'tip',
            title: 'Load the statutory tasks first',
            text: 'Fire systems, lifts, pressure vessels, generators and water systems carry inspection duties set by authorities and standards, not by preference. Put those into the calendar first with their exact frequencies, then fit everything else around them. Confirm the current requirements with the authority concerned, such as the Civil Defense directorate for fire systems.',
          },
        ],
      },
      {
        id: 'annual-ppm-calendar',
        title: 'Build the annual PPM calendar around summer and Ramadan',
        blocks: [
          {
            type: 'p',
            text: 'A PPM calendar spreads the task lists over 52 weeks so that the workload is even, the heavy work lands when the building can spare the equipment, and no two critical shutdowns fall in the same week. In the Gulf two periods shape everything else: the summer peak from June to September, and Ramadan.',
          },
          {
            type: 'p',
            text: 'The summer peak is when cooling runs close to full capacity with outdoor temperatures of 45 to 50 °C, when outdoor work is restricted at midday, and when every failure costs most. In Saudi Arabia the midday ban on outdoor work under direct sun has typically applied from 15 June to 15 September between 12:00 and 15:00; confirm the current dates with the Ministry of Human Resources each year. Heavy work on chillers, cooling towers and air handling units belongs in the cooler months and should be finished by the end of April. Summer work is inspection, cleaning, water treatment and fast response.',
          },
          {
            type: 'p',
            text: 'Ramadan moves about 11 days earlier every year, so check its expected dates whenever you roll the calendar forward; in 2027 it falls mostly in February. Working hours shorten (Saudi labour rules set a reduced working day for Muslim employees during the month), contractor availability drops, and many buildings change their occupied hours, with malls and restaurants busy until the early morning. Plan light daytime inspection work during Ramadan, schedule shutdowns that need tenant agreement outside it, and keep contractor-dependent work away from the Eid holidays.',
          },
          {
            type: 'table',
            head: ['Period', 'Load on the building', 'What to schedule'],
            rows: [
              ['October to November', 'Cooling load falling, mild weather', 'Annual chiller overhauls, cooling tower cleaning and repairs, major electrical shutdowns, capital replacements'],
              ['December to February', 'Lowest cooling load', 'Remaining heavy work, deep cleaning of air handling units, pipework and insulation repairs; light work only during Ramadan'],
              ['March to April', 'Cooling rising', 'Coil cleaning, belts and bearings, capacitors and contactors, pump alignment, controls tuning; summer readiness complete by the end of April'],
              ['May', 'Summer arriving', 'Performance tests at load, spares topped up, contractor call-out lists confirmed'],
              ['June to September', 'Peak', 'Inspections, filter changes, water treatment, thermal imaging under load, fast response; no planned shutdowns of cooling plant'],
            ],
          },
          {
            type: 'p',
            text: 'Then level the load. Chart the calendar’s hours per trade per week; if a week carries twice the average, move non-statutory tasks forward or back by one or two weeks. Stagger the same task across identical assets (chiller 1 in October, chiller 2 in November) so that you never lose redundancy in one go, and leave a fifth of each team’s hours unplanned for the reactive work that will still come.',
          },
        ],
      },
      {
        id: 'spares-and-contractors',
        title: 'Spares and contractors',
        blocks: [
          {
            type: 'p',
            text: 'A plan fails on the day the part is missing or the contractor does not come. For class A assets, hold critical spares on site: belts and filters for every air handling unit, bearings and mechanical seals for the main pumps, contactors, capacitors and fuses for chillers and panels, spare detector heads and sounders for the fire alarm. For everything else, agree lead times with suppliers in writing. Imported chiller and controls parts can take weeks to clear customs, and summer demand across the region makes every lead time longer.',
          },
          {
            type: 'ul',
            items: [
              'Set a minimum level and a reorder quantity for each stocked item.',
              'Count class A spares every month, and the rest every quarter.',
              'Issue every part against a work order, so that consumption drives reordering rather than memory.',
              'Keep a short list of approved alternative suppliers for the parts that failed you last summer.',
            ],
          },
          {
            type: 'p',
            text: 'Most Gulf sites run a mixed team: in-house technicians for daily work, and specialist contractors for chillers, lifts, fire systems, the BMS and generators. Confusion about who does what is where planned work quietly disappears, so write it down.',
          },
          {
            type: 'table',
            head: ['Activity', 'In-house team', 'Specialist contractor', 'Facility manager'],
            rows: [
              ['Daily and weekly rounds, filters, minor repairs', 'Does the work', 'Not involved', 'Reviews'],
              ['Chiller PPM and annual overhauls', 'Isolates, supports', 'Does the work, reports', 'Approves, checks the report'],
              ['Fire system testing', 'Escorts, records in the logbook', 'Does the work as a Civil Defense-approved contractor', 'Keeps records, signs off'],
              ['Lift maintenance', 'Reports faults', 'Does the work under contract', 'Monitors response times'],
              ['BMS changes and set-points', 'Requests changes', 'Makes and documents changes', 'Approves'],
              ['Critical spares', 'Holds and counts', 'Recommends the list', 'Approves the budget'],
            ],
          },
          {
            type: 'p',
            text: 'Every contract should name the assets, the task lists and frequencies, the response time by priority (for example, a technician on site within 2 hours for a class A failure in summer), the report expected after each visit and the data you need back: readings, photos and parts used. Pay against completed, documented visits, not against the calendar.',
          },
        ],
      },
      {
        id: 'weekly-kpis',
        title: 'Weekly KPIs: planned against reactive and the rest',
        blocks: [
          {
            type: 'p',
            text: 'Choose a small set of numbers, review them every week in the same 30-minute meeting, and act on what they show. With more than six, nobody reads them; with none, the plan drifts back into firefighting without anyone noticing.',
          },
          {
            type: 'table',
            head: ['KPI', 'How to calculate it', 'Starting target'],
            rows: [
              ['Planned against reactive hours', 'Planned maintenance hours divided by all maintenance hours', 'More planned than reactive within 90 days, then keep raising it'],
              ['PPM compliance', 'PPM work orders completed within their window divided by those due', 'Nearly all class A tasks; most of the rest'],
              ['PPM backlog', 'Number and hours of PPM work orders past their due date', 'Falling week on week'],
              ['Repeat failures', 'Assets with 3 or more breakdowns in 30 days', 'A named action for each one'],
              ['Response time, class A', 'Time from call to technician on site', 'Within the contract response time'],
              ['Work orders closed with data', 'Closed with readings, photos and parts, divided by all closed', 'Close to all of them'],
            ],
          },
          {
            type: 'p',
            text: 'Planned against reactive hours is the best single health check of a maintenance team. Expect it to dip during the summer peak; that is normal as long as the reactive work is spread across different assets. If the same assets keep failing, the task lists for them are wrong, the frequency is too long, or the asset has reached the end of its economic life.',
          },
          {
            type: 'tip',
            title: 'Count hours, not work orders',
            text: 'A filter change and a compressor replacement are each one work order. Ratios built on counts flatter teams that close many small planned jobs; ratios built on hours show where the people actually went.',
          },
        ],
      },
      {
        id: 'first-90-days',
        title: 'Running the first 90 days',
        blocks: [
          {
            type: 'p',
            text: 'Resist rolling out every asset at once. Starting with class A assets gives the team early wins where failures hurt most, and proves the method before you ask technicians to sign task lists for every exhaust fan. The phases overlap on purpose: the register work starts while the baseline is still being measured.',
          },
          {
            type: 'table',
            head: ['Weeks', 'Focus', 'Done when'],
            rows: [
              ['1 to 4', 'Baseline: every job on a work order, planned and reactive hours measured, top ten repeat failures listed', 'Four weeks of data and an agreed list'],
              ['3 to 6', 'Register for class A and B systems: walk-down, labels, nameplate photos', 'All class A assets labelled and registered'],
              ['5 to 8', 'Criticality workshop, task lists for class A assets, statutory tasks loaded', 'Class A task library approved'],
              ['7 to 10', 'Calendar for class A assets, contractor scopes aligned, critical spares ordered', '52-week calendar published for class A assets'],
              ['9 to 13', 'Class B assets added, weekly KPI meeting running, first review of task lists', 'KPIs reviewed every week for four weeks'],
            ],
          },
          {
            type: 'ul',
            items: [
              'The register and its coverage: how many assets, how many labelled, how many class A.',
              'The published calendar for the next 12 months, with the summer and Ramadan windows marked.',
              'The KPI trend since week 1, with the planned share of hours first.',
              'Assets recommended for replacement, each with its failure history and repair cost.',
              'The spares bought and the contractor scope changes agreed.',
            ],
          },
          {
            type: 'p',
            text: 'Hand that pack to the owner or asset manager at day 90. The work is not finished, but the site has changed direction: technicians start the day with a list, the summer is prepared for in spring, and the weekly numbers show where the next improvement lies.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'قلّما تختار فرق الصيانة في الخليج أسلوب إطفاء الحرائق، بل ترثه في أغلب الأحيان. يُسلَّم المبنى ومعه رفٌّ من أدلة التشغيل لم يقرأها أحد، وقائمة مقاولين من المطوّر، وهاتف لا يتوقف عن الرنين كلما فصلت وحدة تكييف منفصلة في شهر يوليو. يبدأ الفنيون يومهم في انتظار البلاغات، وتتكرر أسماء المبرد نفسه ومضخة الضغط نفسها والمصعد نفسه في سجل الشكاوى شهراً بعد شهر.',
      'يقدّم هذا الدليل منهجية عملية للانتقال من تلك الحال إلى العمل المخطط: سجل أصول موثوق، وترتيب للأصول حسب أهميتها يحدد نقطة البداية، وقوائم مهام مستخلصة من أدلة المصنّعين ومعدّلة لظروف الحرارة والغبار، وتقويم سنوي مبني على إيقاع السنة في الخليج، وعدد محدود من المؤشرات الأسبوعية التي تبيّن هل تسير الخطة في الاتجاه الصحيح. وهو موجّه إلى مديري المرافق ومهندسي الصيانة والمشرفين في المباني والمجمعات القائمة في المملكة ودول الخليج. نستخدم في الأمثلة برجاً مكتبياً من 12 طابقاً مزوّداً بمحطة مركزية للمياه المبردة، لكن الخطوات تنطبق على أي موقع تزيد أصوله على عدد من يعتنون بها.',
    ],
    sections: [
      {
        id: 'honest-baseline',
        title: 'ابدأ بقياس صادق للوضع الحالي',
        blocks: [
          {
            type: 'p',
            text: 'قبل أن تغيّر شيئاً، قِس أين تذهب ساعات فريقك لمدة أربعة أسابيع. كل عمل مهما صغر يُسجَّل في أمر عمل يتضمن الأصل (أو المنطقة إن لم يُعرف الأصل)، والتخصص، ومن نفّذه، ووقت البدء والانتهاء، وهل كان عملاً مخططاً أم استجابة لعطل أو شكوى. لا تبحث عن الدقة بالدقيقة، فتقريب الوقت إلى نصف ساعة يكفي، والفني المطالب بكتابة تقرير مطوّل عن كل مهمة سيتوقف عن الكتابة سريعاً.',
          },
          {
            type: 'p',
            text: 'في نهاية الأسابيع الأربعة، قسّم الأعمال إلى ثلاث مجموعات: أعمال مخططة (مهام الصيانة الوقائية المخططة، والفحوص النظامية، والمشاريع المجدولة)، وأعمال طارئة (الأعطال والشكاوى وحالات الطوارئ)، وأعمال أخرى (نقل المكاتب، وتجهيز الفعاليات، والأعمال الصغيرة للمستأجرين). في الموقع الذي يعمل بأسلوب إطفاء الحرائق تكون مجموعة الأعمال الطارئة أكبر من المخططة، وتتكرر فيها الأصول نفسها. دوّن الأصول العشرة الأعلى في ساعات الأعمال الطارئة، فهي المرشحة الأولى للمهام الوقائية، وأحياناً للاستبدال.',
          },
          {
            type: 'ul',
            items: [
              'يبدأ الفنيون يومهم دون قائمة أعمال وينتظرون البلاغات.',
              'لا يحضر مقاول المبردات إلا عند صدور إنذار، لا وفق جدول زمني.',
              'تُستبدل المرشحات عندما يشتكي مستأجر من رائحة أو ضعف في تدفق الهواء.',
              'لا يعرف أحد متى شُغّلت مضخات الحريق آخر مرة واختُبرت تحت الحمل.',
              'تُشترى قطع الغيار يوم وقوع العطل وبالسعر الذي يحدده المورّد.',
              'يُعامل العمل الإضافي في يوليو وأغسطس على أنه أمر طبيعي لا على أنه عَرَض لمشكلة.',
            ],
          },
          {
            type: 'tip',
            title: 'لا توقف الأعمال الطارئة لتبني الخطة',
            text: 'المبنى لن ينتظرك. خصّص نصفي يومين أسبوعياً لمخطِّط ومهندس واحد لبناء سجل الأصول ومكتبة المهام، ودع بقية الفريق يواصل الاستجابة للبلاغات. الخطة التي تُبنى بثبات وتُستخدم فعلاً أنفع من خطة مثالية أوقفت الموقع شهراً كاملاً.',
          },
        ],
      },
      {
        id: 'asset-register',
        title: 'أنشئ سجل الأصول وتسلسلها الهرمي',
        blocks: [
          {
            type: 'p',
            text: 'سجل الأصول هو قائمة بكل ما تتولى صيانته، مرتبة بحيث يصل كل أمر عمل وكل تكلفة وكل قراءة إلى مكانها الصحيح. ابنِه من الأعلى إلى الأسفل: الموقع، ثم المبنى، ثم النظام، ثم الأصل، ثم المكوّن عند الحاجة فقط. المبرد أصل، أما ضاغطه فلا يُسجَّل مكوّناً مستقلاً إلا إذا كنت تنوي تتبع ساعات تشغيله وإجراء العَمرة له في دورة خاصة به.',
          },
          {
            type: 'table',
            head: ['المستوى', 'مثال', 'ما تسجله'],
            rows: [
              ['الموقع', 'مجمع مكتبي في الرياض', 'العنوان، والمالك، والعقد، وساعات التشغيل'],
              ['المبنى', 'البرج أ، من 12 طابقاً و3 طوابق سفلية', 'مساحات الطوابق، وتاريخ الاستلام، والمخططات النهائية المنفذة'],
              ['النظام', 'المياه المبردة', 'السعة التصميمية، وتوزيع المحطة، وأنظمة التحكم، والمعدات الاحتياطية'],
              ['الأصل', 'المبرد رقم 02، مبرد بالهواء بسعة 400 طن تبريد', 'الشركة المصنّعة، والطراز، والرقم التسلسلي، وتاريخ التركيب، والموقع، والقدرة، وانتهاء الضمان'],
              ['المكوّن', 'الضاغط رقم 1 في المبرد رقم 02', 'فقط إذا كانت صيانته أو استبداله تتم في دورة مستقلة'],
            ],
          },
          {
            type: 'p',
            text: 'امنح كل أصل رمزاً فريداً يدل على المبنى والنظام والرقم التسلسلي، وسجّل له وصفاً، وموقعه بدقة حتى مستوى الغرفة أو منطقة السطح، والشركة المصنّعة، والطراز، والرقم التسلسلي، والقدرة، وتاريخ التركيب، وتاريخ انتهاء الضمان، والجهة المسؤولة عن صيانته (الفريق الداخلي أو المقاول المعني)، وحالته (في الخدمة، أو احتياطي، أو خارج الخدمة). والتقط صورة للوحة البيانات، فهي تحسم معظم الخلافات اللاحقة حول الطرازات والأرقام التسلسلية، وهي أول ما يطلبه المورّد عند طلب قطع الغيار.',
          },
          {
            type: 'p',
            text: 'بعد ذلك، تجوّل في المبنى طابقاً طابقاً ومعك المخططات النهائية المنفذة وهاتفك، وضع ملصقاً على كل أصل أثناء الجولة. على سطح مبنى في شهر أغسطس تبهت الملصقات الورقية وحبر الأقلام خلال صيف واحد، لذا استخدم ملصقات مقاومة للأشعة فوق البنفسجية أو لوحات محفورة في المناطق المكشوفة وغرف المعدات. وتوقّع أن تكشف الجولة معدات غير موجودة في المخططات، ومخططات تُظهر معدات أُزيلت منذ سنوات، وأصولاً لا يتولى أحد صيانتها إطلاقاً.',
          },
          {
            type: 'ul',
            items: [
              'أدلة التشغيل والصيانة المسلّمة مع المبنى، وجداول الأصول لدى المقاول المنفذ.',
              'قائمة نقاط نظام إدارة المبنى، وهي تذكر كل مروحة ومضخة وصمام وحساس خاضع للتحكم.',
              'ملف إنجاز الدفاع المدني لأنظمة إنذار الحريق والرشاشات ومضخات الحريق.',
              'تقارير الخدمة من مقاولي المبردات والمصاعد والمولدات وأنظمة الحريق.',
              'سجلات عدادات الخدمات وساعات تشغيل المولدات.',
              'لوحات البيانات نفسها، فهي المرجع الأصدق عند تعارضها مع أي مستند.',
            ],
          },
        ],
      },
      {
        id: 'criticality-ranking',
        title: 'رتّب الأصول حسب أهميتها',
        blocks: [
          {
            type: 'p',
            text: 'لا يمكنك منح كل الأصول القدر نفسه من الاهتمام، ولا ينبغي أن تحاول. تكفي مصفوفة تقييم بسيطة لتبيّن أين يحقق العمل المخطط أعلى عائد أولاً. قيّم كل أصل بدرجة من 1 إلى 5 في أربعة عوامل: الثلاثة الأولى تصف عواقب العطل، والرابع يصف احتمال وقوعه.',
          },
          {
            type: 'table',
            head: ['العامل', 'الدرجة 1 (منخفضة)', 'الدرجة 3 (متوسطة)', 'الدرجة 5 (عالية)'],
            rows: [
              ['السلامة والامتثال', 'لا أثر على السلامة', 'خطر إصابة بسيطة أو ملاحظة في التفتيش', 'خطر على الأرواح أو مخالفة للدفاع المدني أو مساءلة نظامية'],
              ['التشغيل', 'لا يلاحظه أحد', 'تتأثر منطقة واحدة أو مستأجر واحد', 'يتوقف المبنى أو خدمة حرجة'],
              ['تكلفة العطل', 'أقل من 5,000 ريال', 'من 5,000 إلى 50,000 ريال', 'تتجاوز 50,000 ريال أو تتطلب قطع غيار يطول توريدها'],
              ['احتمال العطل', 'جديد وموثوق وبلا أعطال سابقة', 'في منتصف عمره وله بعض الأعطال', 'قديم أو متكرر الأعطال أو في موقع قاسٍ'],
            ],
          },
          {
            type: 'p',
            text: 'خذ درجة العواقب على أنها أعلى الدرجات الثلاث الأولى لا مجموعها، فمضخة الحريق حرجة من ناحية السلامة حتى لو كانت رخيصة ونادراً ما تعمل. ثم اضرب درجة العواقب في درجة الاحتمال لتحصل على درجة أهمية من 1 إلى 25. الفئة (أ) من 15 فما فوق، والفئة (ب) من 8 إلى 14، والفئة (ج) من 7 فما دون. وتحدد الفئة بعد ذلك أسلوب صيانة كل أصل.',
          },
          {
            type: 'table',
            head: ['الفئة', 'أصول نموذجية', 'أسلوب الصيانة'],
            rows: [
              ['(أ) من 15 إلى 25', 'المبردات، وأبراج التبريد، ومضخات الحريق، ولوحات إنذار الحريق، ولوحات الجهد المنخفض الرئيسية، والمولدات، والمصاعد', 'صيانة وقائية مخططة كاملة وفق جدول المصنّع، ومراقبة للحالة، وقطع غيار حرجة في الموقع، ومقاول محدد بزمن استجابة ملزم'],
              ['(ب) من 8 إلى 14', 'وحدات مناولة الهواء، ومضخات المياه المبردة الثانوية، ومضخات رفع ضغط المياه، ووحدات التحكم في نظام إدارة المبنى، وشفاطات المطابخ', 'صيانة وقائية بتكرارات قياسية، وقطع غيار يمكن تأمينها خلال 48 ساعة'],
              ['(ج) من 1 إلى 7', 'وحدات التكييف المنفصلة في المكاتب، ومراوح الشفط الصغيرة، والإنارة في المناطق غير الحرجة، ومغالق الأبواب', 'فحوص روتينية بسيطة، أو التشغيل حتى العطل مع استبدال سريع'],
            ],
          },
          {
            type: 'p',
            text: 'أجرِ التقييم في ورشة عمل مدتها ساعة واحدة يحضرها كبير المهندسين، وكبير الفنيين في كل تخصص، وشخص يعرف التشغيل من الداخل: منسق المستأجرين في البرج المكتبي، أو رئيسة التمريض في المستشفى، أو مدير المناوبة في المركز التجاري. اصرف الوقت في مناقشة أصول الفئة (أ) لا الفئة (ج). وراجع الترتيب مرة كل سنة وبعد كل عطل كبير، فالأصل الذي تعطّل مرتين في صيف واحد أخبرك للتو بدرجة احتماله الحقيقية.',
          },
        ],
      },
      {
        id: 'tasks-from-manuals',
        title: 'حوّل أدلة المصنّعين إلى مهام وتكرارات',
        blocks: [
          {
            type: 'p',
            text: 'تُكتب أدلة المصنّعين لمناخ معتدل ولأغراض قانونية في المقام الأول، أما الفني فيحتاج إلى قائمة مهام قصيرة يستطيع إنجازها وتوقيعها من هاتفه. اكتب قائمة مهام واحدة لكل نوع من الأصول ولكل تكرار (أسبوعي، وشهري، وربع سنوي، ونصف سنوي، وسنوي)، لا قائمة لكل أصل، فعشرون وحدة ملف مروحة متماثلة تكفيها قائمة واحدة.',
          },
          {
            type: 'ol',
            items: [
              'اجمع قسم الصيانة من كل دليل وشروط الضمان، فبعض الضمانات يسقط ما لم يقم وكيل معتمد بالخدمة في فترات محددة ويكون لديك ما يثبت ذلك.',
              'استخرج كل إجراء في سطر واحد يبدأ بفعل: افحص، قِس، نظّف، اربط، استبدل، اختبر.',
              'أضف القيمة المقبولة متى وُجدت: مقدار ارتخاء السير، وتيار المحرك مقارنة بلوحة البيانات، وضغوط وسيط التبريد، وفرق الحرارة في المكثف.',
              'حدّد التكرار وفق الدليل، ثم عدّله لظروف الخليج: قصّر الفترات لكل ما يسحب هواءً خارجياً أو يقف تحت الشمس أو يعمل على مدار الساعة صيفاً.',
              'أضف خطوات السلامة والتصاريح اللازمة: العزل، والإقفال ووضع البطاقات التحذيرية، والعمل على ارتفاع، والأعمال الساخنة، والأماكن المغلقة.',
              'قدّر الوقت اللازم والتخصص المطلوب، ليُحمَّل التقويم على أشخاص حقيقيين لا على أرقام.',
              'اذكر قطع الغيار والمواد الاستهلاكية لكل مهمة، ليجهّزها المستودع قبل بداية الأسبوع.',
            ],
          },
          {
            type: 'table',
            head: ['مهمة وحدة مناولة الهواء', 'التكرار في دليل المصنّع', 'التعديل لظروف الخليج'],
            rows: [
              ['فحص المرشحات الأولية واستبدالها', 'شهري', 'كل أسبوعين في موسم الغبار أو قرب مواقع الإنشاء'],
              ['فحص السيور وشدّها ومحاذاة البكرات', 'ربع سنوي', 'شهري صيفاً للوحدات التي تعمل على مدار الساعة'],
              ['تنظيف صينية التكثيف وخط التصريف وفحص السيفون', 'ربع سنوي', 'شهري على الساحل الرطب: جدة والدمام ودبي والدوحة'],
              ['تنظيف ملف التبريد', 'سنوي', 'قبل الصيف، ومرة أخرى بعد أي عاصفة غبار كبيرة'],
              ['قياس تيار المحرك والاهتزاز', 'نصف سنوي', 'أضف قراءة في يوليو عند ذروة الحمل'],
              ['فحص الخوانق والمشغلات ومعايرة الحساسات', 'سنوي', 'دون تغيير'],
            ],
          },
          {
            type: 'p',
            text: 'حافظ على مكتبة مهام رشيقة. القائمة التي تقدّر مدتها بأربع ساعات بينما تستغرق فعلياً أربعين دقيقة ستُوقَّع دون أن تُنفَّذ، والقائمة التي تقدّرها بأربعين دقيقة بينما تستغرق أربع ساعات ستُتجاهل. راجع كل قائمة مع الفنيين بعد أول ثلاث جولات، واحذف أي خطوة لا يستطيع أحد تفسير الغاية منها.',
          },
          {
            type: 'tip',
            title: 'حمّل المهام النظامية أولاً',
            text: 'أنظمة الحريق والمصاعد وأوعية الضغط والمولدات وأنظمة المياه تخضع لفحوص تفرضها الجهات المختصة والمعايير، لا الاجتهاد. ضعها في التقويم أولاً بتكراراتها الدقيقة، ثم رتّب كل ما عداها حولها. وتحقق من المتطلبات السارية لدى الجهة المعنية، كمديرية الدفاع المدني فيما يخص أنظمة الحريق.',
          },
        ],
      },
      {
        id: 'annual-ppm-calendar',
        title: 'ابنِ تقويم الصيانة الوقائية المخططة (PPM) حول الصيف ورمضان',
        blocks: [
          {
            type: 'p',
            text: 'يوزّع تقويم الصيانة الوقائية المخططة قوائم المهام على 52 أسبوعاً بحيث يتوازن عبء العمل، وتقع الأعمال الثقيلة حين يستطيع المبنى الاستغناء عن المعدات، ولا يجتمع إيقافان حرجان في أسبوع واحد. وفي الخليج فترتان تحكمان كل ما سواهما: ذروة الصيف من يونيو إلى سبتمبر، وشهر رمضان.',
          },
          {
            type: 'p',
            text: 'في ذروة الصيف يعمل التبريد قريباً من طاقته الكاملة مع درجات حرارة خارجية بين 45 و50 درجة مئوية، ويُقيَّد العمل في الأماكن المكشوفة وقت الظهيرة، ويكون كل عطل في أعلى تكلفته. في المملكة طُبّق حظر العمل تحت أشعة الشمس المباشرة عادةً من 15 يونيو إلى 15 سبتمبر بين الساعة 12:00 والساعة 15:00، فتحقق من التواريخ المعتمدة لدى وزارة الموارد البشرية والتنمية الاجتماعية كل عام. مكان الأعمال الثقيلة على المبردات وأبراج التبريد ووحدات مناولة الهواء هو الأشهر الأبرد، ويجب أن تنتهي بنهاية أبريل. أما عمل الصيف فهو الفحص والتنظيف ومعالجة المياه والاستجابة السريعة.',
          },
          {
            type: 'p',
            text: 'يتقدم رمضان نحو 11 يوماً كل عام، فراجع تواريخه المتوقعة كلما مددت التقويم لسنة جديدة، وفي عام 2027 يقع معظمه في شهر فبراير. تقصر ساعات العمل (إذ يحدد نظام العمل السعودي ساعات عمل مخفّضة للعاملين المسلمين خلال الشهر)، ويقل توافر المقاولين، وتتغير ساعات إشغال كثير من المباني، فتبقى المراكز التجارية والمطاعم مزدحمة حتى ساعات الفجر الأولى. خطّط لأعمال فحص خفيفة نهارية في رمضان، وجدول الإيقافات التي تتطلب موافقة المستأجرين خارجه، وأبعد الأعمال المعتمدة على المقاولين عن إجازات العيد.',
          },
          {
            type: 'table',
            head: ['الفترة', 'الحمل على المبنى', 'ما تجدوله'],
            rows: [
              ['أكتوبر ونوفمبر', 'انخفاض حمل التبريد واعتدال الطقس', 'العَمرات السنوية للمبردات، وتنظيف أبراج التبريد وإصلاحها، والإيقافات الكهربائية الكبرى، واستبدال الأصول الرأسمالية'],
              ['ديسمبر إلى فبراير', 'أدنى حمل تبريد', 'ما تبقى من الأعمال الثقيلة، والتنظيف العميق لوحدات مناولة الهواء، وإصلاح الأنابيب والعزل، مع الاقتصار على الأعمال الخفيفة في رمضان'],
              ['مارس وأبريل', 'ارتفاع حمل التبريد', 'تنظيف الملفات، والسيور والمحامل، والمكثفات الكهربائية والقواطع التلامسية، ومحاذاة المضخات، وضبط أنظمة التحكم، مع اكتمال الجاهزية للصيف بنهاية أبريل'],
              ['مايو', 'اقتراب الصيف', 'اختبارات الأداء تحت الحمل، واستكمال مخزون قطع الغيار، وتأكيد قوائم استدعاء المقاولين'],
              ['يونيو إلى سبتمبر', 'الذروة', 'الفحوص، وتبديل المرشحات، ومعالجة المياه، والتصوير الحراري تحت الحمل، والاستجابة السريعة، ودون أي إيقاف مخطط لمحطة التبريد'],
            ],
          },
          {
            type: 'p',
            text: 'ثم وازن الأحمال. ارسم مخططاً لساعات التقويم لكل تخصص في كل أسبوع، وإذا حمل أسبوعٌ ضعف المتوسط فقدّم المهام غير النظامية أو أخّرها أسبوعاً أو أسبوعين. وزّع المهمة نفسها على الأصول المتماثلة (المبرد 1 في أكتوبر والمبرد 2 في نوفمبر) كي لا تفقد المعدات الاحتياطية دفعة واحدة، واترك خُمس ساعات كل فريق دون تخطيط للأعمال الطارئة التي ستأتي حتماً.',
          },
        ],
      },
      {
        id: 'spares-and-contractors',
        title: 'قطع الغيار والمقاولون',
        blocks: [
          {
            type: 'p',
            text: 'تفشل الخطة يوم تغيب القطعة أو يتأخر المقاول. احتفظ في الموقع بقطع الغيار الحرجة لأصول الفئة (أ): السيور والمرشحات لكل وحدة مناولة هواء، والمحامل والحشوات الميكانيكية للمضخات الرئيسية، والقواطع التلامسية والمكثفات الكهربائية والمصاهر للمبردات واللوحات، ورؤوس كواشف وصافرات احتياطية لنظام إنذار الحريق. أما ما عدا ذلك فاتفق مع الموردين كتابياً على مدد التوريد. فقطع غيار المبردات وأنظمة التحكم المستوردة قد تستغرق أسابيع للتخليص الجمركي، والطلب المرتفع في المنطقة صيفاً يطيل كل مدة توريد.',
          },
          {
            type: 'ul',
            items: [
              'حدّد حداً أدنى وكمية إعادة طلب لكل صنف مخزّن.',
              'اجرد قطع غيار الفئة (أ) شهرياً، وبقية الأصناف كل ثلاثة أشهر.',
              'اصرف كل قطعة على أمر عمل، ليقود الاستهلاكُ الفعلي إعادةَ الطلب لا الذاكرة.',
              'احتفظ بقائمة قصيرة من الموردين البديلين المعتمدين للقطع التي خذلتك في الصيف الماضي.',
            ],
          },
          {
            type: 'p',
            text: 'تعمل معظم المواقع في الخليج بفريق مختلط: فنيون داخليون للأعمال اليومية، ومقاولون متخصصون للمبردات والمصاعد وأنظمة الحريق ونظام إدارة المبنى والمولدات. والغموض حول من يفعل ماذا هو المكان الذي يختفي فيه العمل المخطط بصمت، لذا وثّق المسؤوليات كتابةً.',
          },
          {
            type: 'table',
            head: ['النشاط', 'الفريق الداخلي', 'المقاول المتخصص', 'مدير المرافق'],
            rows: [
              ['الجولات اليومية والأسبوعية، والمرشحات، والإصلاحات البسيطة', 'ينفّذ', 'لا دور له', 'يراجع'],
              ['الصيانة الوقائية للمبردات والعَمرات السنوية', 'يعزل المعدات ويساند', 'ينفّذ ويرفع التقرير', 'يعتمد ويدقق التقرير'],
              ['اختبار أنظمة الحريق', 'يرافق ويسجل في دفتر السجل', 'ينفّذ بصفته مقاولاً معتمداً من الدفاع المدني', 'يحفظ السجلات ويعتمد'],
              ['صيانة المصاعد', 'يبلّغ عن الأعطال', 'ينفّذ بموجب العقد', 'يتابع أزمنة الاستجابة'],
              ['تعديلات نظام إدارة المبنى ودرجات الضبط', 'يطلب التعديل', 'ينفّذ التعديل ويوثقه', 'يعتمد'],
              ['قطع الغيار الحرجة', 'يحتفظ بها ويجردها', 'يوصي بالقائمة', 'يعتمد الميزانية'],
            ],
          },
          {
            type: 'p',
            text: 'يجب أن يحدد كل عقد الأصول المشمولة، وقوائم المهام وتكراراتها، وزمن الاستجابة حسب الأولوية (مثل وصول فني إلى الموقع خلال ساعتين عند تعطل أصل من الفئة (أ) في الصيف)، والتقرير المطلوب بعد كل زيارة، والبيانات التي تحتاجها: القراءات والصور والقطع المستخدمة. وادفع مقابل الزيارات المنجزة والموثقة، لا مقابل مرور الأشهر.',
          },
        ],
      },
      {
        id: 'weekly-kpis',
        title: 'مؤشرات الأداء الأسبوعية: المخطط مقابل الطارئ وما يتبعه',
        blocks: [
          {
            type: 'p',
            text: 'اختر عدداً قليلاً من المؤشرات، وراجعها كل أسبوع في الاجتماع نفسه ومدته 30 دقيقة، وتصرّف بناءً على ما تكشفه. إذا زادت على ستة فلن يقرأها أحد، وإذا غابت تماماً انزلقت الخطة عائدةً إلى إطفاء الحرائق دون أن يلاحظ أحد.',
          },
          {
            type: 'table',
            head: ['المؤشر', 'طريقة الحساب', 'الهدف في البداية'],
            rows: [
              ['الساعات المخططة مقابل الطارئة', 'ساعات الصيانة المخططة مقسومة على إجمالي ساعات الصيانة', 'أن تزيد المخططة على الطارئة خلال 90 يوماً، ثم مواصلة رفعها'],
              ['الالتزام بالصيانة الوقائية المخططة', 'أوامر العمل الوقائية المنجزة في موعدها مقسومة على المستحقة', 'شبه كامل لمهام الفئة (أ)، ومعظم ما عداها'],
              ['الأعمال الوقائية المتأخرة', 'عدد أوامر العمل الوقائية التي تجاوزت موعدها وساعاتها', 'تتناقص من أسبوع إلى آخر'],
              ['الأعطال المتكررة', 'الأصول التي تعطلت 3 مرات أو أكثر خلال 30 يوماً', 'إجراء محدد ومسؤول لكل أصل منها'],
              ['زمن الاستجابة للفئة (أ)', 'الوقت من البلاغ حتى وصول الفني إلى الموقع', 'ضمن زمن الاستجابة المنصوص عليه في العقد'],
              ['أوامر العمل المغلقة مع بياناتها', 'المغلقة مع القراءات والصور والقطع مقسومة على كل المغلقة', 'جميعها تقريباً'],
            ],
          },
          {
            type: 'p',
            text: 'نسبة الساعات المخططة إلى الطارئة هي أصدق مؤشر منفرد على صحة فريق الصيانة. توقّع أن تنخفض خلال ذروة الصيف، وهذا طبيعي ما دامت الأعمال الطارئة موزعة على أصول مختلفة. أما إذا ظلت الأصول نفسها تتعطل، فإما أن قوائم مهامها خاطئة، أو أن تكرارها أطول مما يجب، أو أن الأصل بلغ نهاية عمره الاقتصادي.',
          },
          {
            type: 'tip',
            title: 'احسب الساعات لا عدد أوامر العمل',
            text: 'تبديل مرشح واستبدال ضاغط يُحسب كل منهما أمر عمل واحداً. النسب المبنية على عدد الأوامر تجامل الفرق التي تغلق كثيراً من المهام المخططة الصغيرة، أما النسب المبنية على الساعات فتكشف أين ذهب جهد الفريق فعلاً.',
          },
        ],
      },
      {
        id: 'first-90-days',
        title: 'إدارة أول 90 يوماً',
        blocks: [
          {
            type: 'p',
            text: 'قاوِم الرغبة في تطبيق الخطة على كل الأصول دفعة واحدة. البدء بأصول الفئة (أ) يمنح الفريق نجاحات مبكرة حيث تكون الأعطال أشد إيلاماً، ويُثبت جدوى المنهجية قبل أن تطلب من الفنيين توقيع قوائم مهام لكل مروحة شفط. والمراحل متداخلة عن قصد، فالعمل على سجل الأصول يبدأ بينما لا يزال قياس الوضع الحالي جارياً.',
          },
          {
            type: 'table',
            head: ['الأسابيع', 'محور التركيز', 'معيار الإنجاز'],
            rows: [
              ['من 1 إلى 4', 'قياس الوضع الحالي: كل عمل في أمر عمل، وقياس الساعات المخططة والطارئة، وتحديد أكثر عشرة أصول تكراراً للأعطال', 'بيانات أربعة أسابيع وقائمة متفق عليها'],
              ['من 3 إلى 6', 'سجل أصول أنظمة الفئتين (أ) و(ب): الجولة الميدانية، والملصقات، وصور لوحات البيانات', 'كل أصول الفئة (أ) موسومة ومسجلة'],
              ['من 5 إلى 8', 'ورشة تقييم الأهمية، وقوائم مهام أصول الفئة (أ)، وتحميل المهام النظامية', 'اعتماد مكتبة مهام الفئة (أ)'],
              ['من 7 إلى 10', 'تقويم أصول الفئة (أ)، ومواءمة نطاقات عمل المقاولين، وطلب قطع الغيار الحرجة', 'نشر تقويم من 52 أسبوعاً لأصول الفئة (أ)'],
              ['من 9 إلى 13', 'إضافة أصول الفئة (ب)، وانتظام الاجتماع الأسبوعي للمؤشرات، والمراجعة الأولى لقوائم المهام', 'مراجعة المؤشرات أسبوعياً لمدة أربعة أسابيع متتالية'],
            ],
          },
          {
            type: 'ul',
            items: [
              'سجل الأصول ومدى تغطيته: عدد الأصول، وعدد الموسوم منها، وعدد أصول الفئة (أ).',
              'التقويم المنشور للأشهر الاثني عشر القادمة، مع تحديد فترتي الصيف ورمضان.',
              'اتجاه المؤشرات منذ الأسبوع الأول، وفي مقدمتها نسبة الساعات المخططة.',
              'الأصول الموصى باستبدالها، ولكل منها سجل أعطالها وتكلفة إصلاحها.',
              'قطع الغيار التي اشتُريت، والتعديلات المتفق عليها في نطاقات عمل المقاولين.',
            ],
          },
          {
            type: 'p',
            text: 'سلّم هذه الحزمة إلى المالك أو مدير الأصول في اليوم التسعين. لم ينتهِ العمل بعد، لكن الموقع غيّر اتجاهه: يبدأ الفنيون يومهم بقائمة أعمال، ويُستعد للصيف في الربيع، وتُظهر المؤشرات الأسبوعية أين يكمن التحسين التالي.',
          },
        ],
      },
    ],
  },
};
