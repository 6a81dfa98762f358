import type { GuideContent } from './types';

export const civilDefenseFireSafety: GuideContent = {
  id: 'civil-defense-fire-safety',
  title: { en: 'Civil Defense Fire-Safety Readiness', ar: 'الجاهزية لاشتراطات الدفاع المدني للسلامة من الحريق' },
  summary: {
    en: 'How to keep fire alarm, sprinkler, pump, extinguisher, emergency lighting, door, smoke control and kitchen systems inspection-ready, with test frequencies, records, drills and the findings inspectors see most.',
    ar: 'كيف تبقي أنظمة الإنذار والرشاشات والمضخات والطفايات وإنارة الطوارئ والأبواب والتحكم في الدخان وإطفاء المطابخ جاهزة للتفتيش، مع تكرارات الاختبار والسجلات والتمارين وأكثر الملاحظات شيوعاً.',
  },
  author: { en: 'Siyana Engineering Team', ar: 'فريق Siyana الهندسي' },
  updated: '2026-11-20',
  en: {
    intro: [
      'Fire-safety systems are the only equipment in a building that you hope never to use and must prove works at any moment. A Civil Defense inspection, an insurer’s survey or a real fire all ask the same question: is every system in service, tested at the right frequency by a competent contractor, and recorded? On many Gulf sites the honest answer is “mostly”. A panel shows a fault nobody has cleared, a fire pump sits in manual after a repair, an exit door is chained for security, and the logbook stops in March.',
      'This guide walks through each system, the inspection, testing and maintenance it needs, the records that prove it, and the drills that make the people side work. It draws on NFPA practice (NFPA 72 for alarms, NFPA 25 for water-based systems, NFPA 10 for extinguishers and related standards) and on the Saudi Building Code’s fire code, SBC 801, in general terms. Requirements differ by country, by building use and by edition, and authorities update them: always confirm the current requirements for your building with the local Civil Defense directorate.',
    ],
    sections: [
      {
        id: 'rules-and-authorities',
        title: 'Know who sets the rules for your building',
        blocks: [
          {
            type: 'p',
            text: 'In Saudi Arabia, the General Directorate of Civil Defense issues the safety licences that buildings and businesses need and inspects them, and the Saudi Building Code sets the technical requirements, with SBC 801 as its fire code. SBC 801 is based on the International Fire Code and, like it, refers to NFPA standards for the design, installation and upkeep of many systems. Other Gulf states have their own civil defence authorities and fire codes, often drawing on the same NFPA family. The practical result is similar everywhere: a system must be installed to an approved design, maintained to a recognised standard, and shown to work.',
          },
          {
            type: 'ul',
            items: [
              'Find the current Civil Defense licence or safety certificate for the building, its expiry date, and any conditions attached to it.',
              'Keep the approved fire-safety drawings and the completion certificate from handover; they define what the building is supposed to have.',
              'Note the building’s use classification (office, assembly, healthcare, residential, storage), because frequencies and drill requirements vary with it.',
              'Ask the local Civil Defense directorate which edition of the code and which standards apply to your building, and which contractor licence categories they accept.',
              'Tell your insurer what you maintain and how; policies often carry their own conditions on sprinklers, impairments and hot work.',
            ],
          },
          {
            type: 'tip',
            title: 'Changes of use need Civil Defense too',
            text: 'A storage room turned into a call centre, an office floor fitted out as a clinic, or a new restaurant in a mall can change the fire-safety requirements for that area. Check with Civil Defense before the fit-out, not after the inspector finds it.',
          },
        ],
      },
      {
        id: 'fire-alarm-detection',
        title: 'Fire alarm and detection',
        blocks: [
          {
            type: 'p',
            text: 'The fire alarm system is the nervous system of everything else: it detects, warns occupants, calls for help and triggers the actions that contain a fire (stopping air handling units, recalling lifts, releasing held-open doors, starting smoke control). Maintain the whole chain, not only the detectors.',
          },
          {
            type: 'ul',
            items: [
              'Check the control panel daily: a panel showing a fault, a disabled zone or a silenced alarm is the most common finding and the most dangerous one. Every disablement needs a reason, a name and a date to restore it.',
              'Test one manual call point every week in rotation, at the same time of day, so occupants learn the sound is a test; over a year every call point is exercised.',
              'Test every detector, call point, sounder, beacon and interface at least once a year, as NFPA 72 practice requires, and keep a device-by-device record.',
              'Test standby batteries and chargers at the intervals the standard sets, and replace batteries before their rated life; heat in unconditioned riser cupboards shortens it.',
              'Clean or replace smoke detectors in dusty areas more often, and check sensitivity to the standard; sand in a detector chamber is a leading cause of false alarms in the region.',
              'Prove the cause-and-effect matrix once a year: for a fire in each zone, every fan, damper, lift and door does what the approved design says.',
            ],
          },
          {
            type: 'p',
            text: 'False alarms erode trust: after the third one in a month, occupants stop leaving. Log every false alarm with its cause (dust, cooking, contractor work, steam, a faulty device) and fix the cause. For contractor work, use a permit that isolates only the detectors in the work area, for the shortest time, with a fire watch and a named person who restores them.',
          },
        ],
      },
      {
        id: 'sprinklers-pumps-hose-reels',
        title: 'Sprinklers, fire pumps and hose reels',
        blocks: [
          {
            type: 'p',
            text: 'Water-based systems fail quietly. A closed valve, an empty tank or a fire pump left in manual looks exactly like a healthy system until the day it is needed. NFPA 25 practice is built around making those states visible and short-lived.',
          },
          {
            type: 'ul',
            items: [
              'Control valves: inspect weekly or monthly depending on how they are secured (sealed, locked or electrically supervised), and record each one as open.',
              'Fire pumps: run the diesel pump weekly and the electric pump at the interval the standard allows for its type, without flow; carry out a full flow test once a year. Keep the controllers in automatic and check diesel fuel, batteries and cooling.',
              'Jockey pump: watch how often it starts; frequent cycling points to a leak or a passing valve.',
              'Water tanks: check levels and the refill arrangements; in summer, make sure the tank is not the one your cooling tower or irrigation draws from in an emergency.',
              'Sprinkler heads: inspect for paint, corrosion, damage and obstruction, and keep storage well clear of the deflectors; replace any head that has been painted over.',
              'Alarm and flow devices: test waterflow alarms and tamper switches so that the panel reports them, and run the main drain test to confirm the supply has not changed.',
              'Hose reels and landing valves: check monthly that they are unobstructed and complete, and run out and flow-test each reel once a year.',
            ],
          },
          {
            type: 'p',
            text: 'Any time part of a sprinkler system is shut down, treat it as an impairment: a written permit, a named person in charge, a fire watch in the affected area, notice to the monitoring station and, where required, to Civil Defense and the insurer, and a final check that the system is back in service and its drain valves are closed. Most serious sprinkler failures in real fires trace back to an impairment that was never closed.',
          },
        ],
      },
      {
        id: 'extinguishers-kitchen-suppression',
        title: 'Extinguishers and kitchen suppression',
        blocks: [
          {
            type: 'p',
            text: 'Portable extinguishers are the first response to a small fire and the first thing an inspector looks at, because they show at a glance whether anyone is paying attention. Under NFPA 10 practice, someone on site checks each extinguisher monthly (in place, unobstructed, pressure in the green, seal intact, tag current), a certified technician maintains it annually, and it goes through internal examination and hydrostatic testing at the intervals set for its type.',
          },
          {
            type: 'ul',
            items: [
              'Match the type to the risk: CO2 in electrical and server rooms, wet chemical (class K) near commercial cooking, dry powder or foam elsewhere as the design requires.',
              'Keep extinguishers out of direct sun on roofs and in car parks, or in cabinets; high temperatures raise the pressure and age the seals.',
              'Mount them where they are visible, at the designed height, and keep the space in front clear of pallets, trolleys and cleaning carts.',
              'Replace any extinguisher that has been discharged, even partly, the same day.',
            ],
          },
          {
            type: 'p',
            text: 'Commercial kitchens combine heat, grease and gas, and a kitchen fire spreads fast through greasy ductwork. The hood suppression system (usually wet chemical) should be serviced by a certified contractor at least every six months, with the fusible links or detection replaced as the manufacturer and the standard require, and the gas shut-off and exhaust interlocks tested at the same time. Kitchen exhaust hoods, filters and ducts need cleaning at a frequency set by the cooking volume: more often for 24-hour operations, grills and woks, less often for light use, following NFPA 96 practice.',
          },
          {
            type: 'tip',
            title: 'Ask restaurants for their certificates',
            text: 'In malls and mixed-use buildings, tenant kitchens are a common source of findings that land on the landlord. Make the tenant’s suppression service certificate and duct cleaning records a lease condition, collect them every six months, and inspect the kitchens yourself.',
          },
        ],
      },
      {
        id: 'escape-routes-compartmentation',
        title: 'Escape routes, fire doors, compartmentation and smoke control',
        blocks: [
          {
            type: 'p',
            text: 'The passive and escape systems buy the time that people need to leave. They are also the systems that daily life wears down: doors are wedged open, contractors punch holes through walls, and storage creeps into corridors.',
          },
          {
            type: 'ul',
            items: [
              'Emergency lighting and exit signs: test every fitting monthly for a short period and once a year for the full rated duration; batteries in hot ceilings and plant areas fail early, so keep spares.',
              'Exit routes and doors: walk every route weekly; no storage, no locked exits, panic hardware working, and any electromagnetic locks releasing on fire alarm and on power failure.',
              'Fire doors: check closers, latches, gaps, seals, hinges and signage; remove wedges and hooks, and fit alarm-linked hold-open devices where doors must stand open.',
              'Fire stopping: after any cable, pipe or duct work, inspect the penetrations through fire-rated walls and floors and seal them with a tested system; photograph the result.',
              'Fire and smoke dampers: test at the frequency the standard sets and after any ductwork change; check that access panels exist and that dampers close fully.',
              'Smoke control: test stair pressurisation, smoke extract fans and their dampers to the approved cause-and-effect, and measure pressures or flows against the design.',
            ],
          },
          {
            type: 'p',
            text: 'Smoke control systems are complex, rarely run and easy to break with an unrelated change: a BMS update, a new fit-out or a replaced fan. Keep the approved design, the commissioning results and the cause-and-effect matrix together, and repeat the full test after any change that touches the fans, dampers, doors or controls involved.',
          },
        ],
      },
      {
        id: 'itm-frequencies',
        title: 'Inspection, testing and maintenance frequencies',
        blocks: [
          {
            type: 'p',
            text: 'The table brings together typical frequencies drawn from NFPA practice. It is a planning aid, not a substitute for the standard: the edition in force, SBC 801 or your country’s fire code, the manufacturer and the Civil Defense directorate may require more. Load these tasks into your PPM calendar first and build the rest of the plan around them.',
          },
          {
            type: 'table',
            head: ['System', 'Routine check by site staff', 'Contractor test and maintenance', 'Reference practice'],
            rows: [
              ['Fire alarm panel and devices', 'Daily panel status; weekly call point in rotation', 'All devices and interfaces annually; batteries every six months', 'NFPA 72'],
              ['Smoke detector sensitivity', 'Not applicable', 'Within the first year, then every 2 years', 'NFPA 72'],
              ['Sprinkler control valves', 'Weekly or monthly, by how they are secured', 'Annual operation and maintenance', 'NFPA 25'],
              ['Fire pumps', 'Weekly diesel run; electric at the interval allowed for its type', 'Annual full flow test', 'NFPA 25'],
              ['Sprinkler heads and pipework', 'Visual check during rounds', 'Annual inspection; internal pipe assessment every 5 years', 'NFPA 25'],
              ['Hose reels and landing valves', 'Monthly visual', 'Annual run-out and flow test', 'Manufacturer and local code'],
              ['Portable extinguishers', 'Monthly visual and tag', 'Annual maintenance; internal examination and hydrostatic test by type', 'NFPA 10'],
              ['Emergency lighting and exit signs', 'Monthly short functional test', 'Annual full-duration test', 'NFPA 101'],
              ['Fire doors', 'Weekly walk of routes', 'Annual inspection and functional test', 'NFPA 80'],
              ['Fire and smoke dampers', 'Not applicable', 'One year after installation, then every 4 years (6 in hospitals)', 'NFPA 80 and 105'],
              ['Smoke control systems', 'BMS status check', 'Every six months for dedicated systems, annually for shared ones', 'NFPA 92'],
              ['Kitchen hood suppression', 'Monthly visual', 'Every six months by a certified contractor', 'NFPA 17A and 96'],
              ['Evacuation drills', 'Warden checks after each drill', 'At least once a year, more often where Civil Defense requires', 'Civil Defense and SBC 801'],
            ],
          },
        ],
      },
      {
        id: 'contractors-and-records',
        title: 'Certified contractors, records and logbooks',
        blocks: [
          {
            type: 'p',
            text: 'Fire-safety work in Saudi Arabia is carried out by contractors licensed by Civil Defense for the relevant activity, and other Gulf authorities have similar schemes. Before signing, check the licence and its scope (installation, maintenance or both), its expiry date, the technicians’ qualifications, and whether the contractor is authorised by the manufacturer of your fire alarm panel: many panels can only be programmed with the maker’s software and training.',
          },
          {
            type: 'ul',
            items: [
              'Write the scope as a list of systems and devices with their frequencies, not as “maintenance of fire systems”.',
              'Require a device-by-device report after each test, with deficiencies graded by urgency and a date for each repair.',
              'Set response times for faults and impairments, including nights and weekends.',
              'Require the contractor to tell you in writing whenever a system is left impaired at the end of a visit.',
              'Review the contractor’s findings monthly; a deficiency list that grows every quarter is a warning.',
            ],
          },
          {
            type: 'p',
            text: 'Records are the evidence an inspector sees. Keep a fire-safety logbook on site, in paper or electronic form, that anyone authorised can open in minutes.',
          },
          {
            type: 'table',
            head: ['Record', 'Kept by', 'What it shows'],
            rows: [
              ['Civil Defense licence and approved drawings', 'Facility manager', 'What the building must have, and until when it is licensed'],
              ['Test and maintenance reports', 'Contractor, filed by site team', 'Each device tested, each deficiency and its repair'],
              ['Panel events, faults and false alarms', 'Site team', 'Faults cleared, causes found, disablements restored'],
              ['Impairment permits', 'Facility manager', 'Who shut down what, the fire watch, and the restoration'],
              ['Hot work permits', 'Site team', 'Fire watch and checks after the work'],
              ['Drill and training records', 'Fire safety lead', 'Dates, times, attendance, findings and actions'],
              ['Contractor licences and certificates', 'Facility manager', 'Valid licences for each scope'],
            ],
          },
        ],
      },
      {
        id: 'drills-and-wardens',
        title: 'Evacuation drills and fire wardens',
        blocks: [
          {
            type: 'p',
            text: 'Systems warn; people evacuate. A written emergency plan, trained wardens and regular drills turn an alarm into an orderly exit. Appoint a fire safety lead for the building, and wardens for each floor or zone with deputies for every shift, including nights, weekends and Ramadan hours.',
          },
          {
            type: 'ol',
            items: [
              'Write the plan: alarm response, evacuation routes, assembly points, roll call, people who need assistance, and the handover to Civil Defense on arrival.',
              'Choose assembly points away from the building and from the arrival route of fire appliances; in summer, pick shade where possible and plan for water.',
              'Give each warden a short checklist: sweep the area, check toilets and meeting rooms, close doors, guide people to the exits, report to the assembly point.',
              'Agree a personal evacuation plan for every occupant or visitor who needs help on stairs, and practise it.',
              'Announce the drill to the monitoring station and, where required, to Civil Defense, so that nobody responds to a drill as a real fire.',
              'Run the drill, time it, take the roll call, and debrief the wardens the same day; record findings and actions.',
            ],
          },
          {
            type: 'p',
            text: 'Gulf workforces speak many languages. Give announcements and signs in Arabic and English, and brief cleaning, security and kitchen staff in the languages they understand best. Vary the drills: a blocked stair, a drill at shift change, one at night for residential and hospital buildings. Drill frequency depends on the building use and on Civil Defense requirements; confirm them with the local directorate.',
          },
        ],
      },
      {
        id: 'inspection-findings',
        title: 'Typical inspection findings and how to avoid them',
        blocks: [
          {
            type: 'p',
            text: 'Most findings are not design problems but housekeeping and discipline. The same handful appear again and again, and each has a simple preventive routine.',
          },
          {
            type: 'table',
            head: ['Finding', 'Why it happens', 'How to avoid it'],
            rows: [
              ['Fire alarm panel in fault or with disabled zones', 'Faults accepted as normal, disablements forgotten', 'Daily panel check with a log; every disablement gets a restore date'],
              ['Locked or blocked exit doors', 'Security concerns, storage pressure', 'Panic hardware and alarm-released locks; weekly route walk'],
              ['Fire doors wedged open or not closing', 'Convenience, worn closers', 'Alarm-linked hold-opens; closer repairs in the PPM calendar'],
              ['Expired extinguisher tags or obstructed equipment', 'No monthly check', 'Monthly round with photos and tag dates'],
              ['Storage too close to sprinkler heads', 'Stock growth, tenant changes', 'Marked clearance lines; checks during rounds'],
              ['Fire pump in manual or valves closed', 'Left after repairs or tests', 'Impairment permits and a checklist at the end of every visit'],
              ['Unsealed penetrations in fire walls', 'Contractor cabling and pipe work', 'Permit condition: fire stopping inspected before sign-off'],
              ['Emergency lights failing the duration test', 'Batteries aged by heat', 'Annual full-duration test and a battery replacement cycle'],
              ['Greasy kitchen ducts or overdue suppression service', 'Tenants not followed up', 'Certificates as a lease condition, collected every six months'],
              ['Gaps in records or no drill evidence', 'Records kept by one person, or not at all', 'A single logbook, reviewed monthly by the facility manager'],
            ],
          },
          {
            type: 'tip',
            title: 'Run your own inspection first',
            text: 'Once a quarter, walk the building with this table as an inspector would, with fresh eyes: ideally someone from another site. Fix what you find, and keep the walk’s record with the logbook. Then, before any formal inspection, confirm with the local Civil Defense directorate what it will check and which documents it expects.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'أنظمة السلامة من الحريق هي المعدات الوحيدة في المبنى التي تتمنى ألا تستخدمها أبداً، وعليك مع ذلك أن تثبت في أي لحظة أنها تعمل. تفتيش الدفاع المدني، وزيارة مُقيّم شركة التأمين، والحريق الحقيقي، كلها تطرح السؤال نفسه: هل كل نظام في الخدمة، ومختبر بالتكرار الصحيح على يد مقاول مؤهل، وموثّق في السجلات؟ والإجابة الصادقة في كثير من مواقع الخليج هي "في الغالب". لوحة إنذار تعرض عطلاً لم يعالجه أحد، ومضخة حريق متروكة على الوضع اليدوي بعد إصلاح، وباب مخرج مقفل بسلسلة لدواعٍ أمنية، ودفتر سجل توقف في مارس.',
      'يستعرض هذا الدليل كل نظام على حدة، وما يحتاجه من فحص واختبار وصيانة، والسجلات التي تثبت ذلك، والتمارين التي تجعل الجانب البشري يعمل كما ينبغي. ويستند بصورة عامة إلى الممارسات المتبعة في معايير الجمعية الوطنية الأمريكية للحماية من الحرائق (ويُشار إليها فيما يلي بمعايير الجمعية، ومنها المعيار 72 لأنظمة الإنذار، والمعيار 25 للأنظمة المائية، والمعيار 10 للطفايات) وإلى كود الحماية من الحرائق السعودي، وهو الجزء 801 من كود البناء السعودي. تختلف المتطلبات من دولة إلى أخرى، وحسب استخدام المبنى وإصدار الكود، وتحدّثها الجهات المختصة من وقت لآخر، لذا تحقق دائماً من المتطلبات السارية على مبناك لدى مديرية الدفاع المدني المحلية.',
    ],
    sections: [
      {
        id: 'rules-and-authorities',
        title: 'اعرف الجهات التي تضع القواعد لمبناك',
        blocks: [
          {
            type: 'p',
            text: 'في المملكة العربية السعودية، تصدر المديرية العامة للدفاع المدني تراخيص السلامة التي تحتاجها المباني والمنشآت وتتولى التفتيش عليها، ويضع كود البناء السعودي المتطلبات الفنية، وكود الحماية من الحرائق (الجزء 801) هو الجزء المختص بالحريق فيه. ويستند هذا الكود إلى الكود الدولي للحريق، ويحيل مثله إلى معايير الجمعية في تصميم كثير من الأنظمة وتركيبها وصيانتها. ولدول الخليج الأخرى جهات دفاع مدني وأكواد حريق خاصة بها، يعتمد كثير منها على عائلة المعايير نفسها. والنتيجة العملية متشابهة في كل مكان: يجب أن يُركَّب النظام وفق تصميم معتمد، وأن يُصان وفق معيار معترف به، وأن يُثبَت أنه يعمل.',
          },
          {
            type: 'ul',
            items: [
              'احصل على ترخيص الدفاع المدني أو شهادة السلامة السارية للمبنى، وتاريخ انتهائها، وأي شروط مرتبطة بها.',
              'احتفظ بمخططات السلامة من الحريق المعتمدة وشهادة الإنجاز المستلمة عند التسليم، فهي التي تحدد ما يجب أن يتوفر في المبنى.',
              'دوّن تصنيف استخدام المبنى (مكتبي، أو تجمعات، أو رعاية صحية، أو سكني، أو تخزين)، لأن تكرارات الفحص ومتطلبات التمارين تختلف باختلافه.',
              'اسأل مديرية الدفاع المدني المحلية عن إصدار الكود والمعايير المطبقة على مبناك، وعن فئات تراخيص المقاولين المقبولة لديها.',
              'أبلغ شركة التأمين بما تصونه وكيف تصونه، فكثير من الوثائق تتضمن شروطاً خاصة بالرشاشات وتعطيل الأنظمة والأعمال الساخنة.',
            ],
          },
          {
            type: 'tip',
            title: 'تغيير الاستخدام يحتاج إلى الدفاع المدني أيضاً',
            text: 'تحويل مستودع إلى مركز اتصال، أو تجهيز طابق مكتبي ليصبح عيادة، أو افتتاح مطعم جديد في مركز تجاري، قد يغيّر متطلبات السلامة من الحريق في تلك المنطقة. راجع الدفاع المدني قبل أعمال التجهيز، لا بعد أن يكتشفها المفتش.',
          },
        ],
      },
      {
        id: 'fire-alarm-detection',
        title: 'أنظمة الإنذار والكشف عن الحريق',
        blocks: [
          {
            type: 'p',
            text: 'نظام إنذار الحريق هو الجهاز العصبي لكل ما عداه: يكتشف الحريق، وينبّه الشاغلين، ويستدعي المساعدة، ويطلق الإجراءات التي تحتوي الحريق، كإيقاف وحدات مناولة الهواء، وإنزال المصاعد، وتحرير الأبواب المثبتة مفتوحة، وتشغيل أنظمة التحكم في الدخان. صُن السلسلة كاملة، لا الكواشف وحدها.',
          },
          {
            type: 'ul',
            items: [
              'افحص لوحة التحكم يومياً، فاللوحة التي تعرض عطلاً أو منطقة معطلة أو إنذاراً مُسكتاً هي أكثر الملاحظات شيوعاً وأخطرها. ولكل تعطيل سبب واسم مسؤول وتاريخ لإعادة التفعيل.',
              'اختبر نقطة إنذار يدوية واحدة كل أسبوع بالتناوب وفي الوقت نفسه من اليوم، ليعرف الشاغلون أن الصوت اختبار، وبذلك تُختبر كل النقاط خلال العام.',
              'اختبر كل كاشف ونقطة إنذار يدوية وصافرة وإنارة وامضة وواجهة ربط مرة واحدة على الأقل كل عام، كما تقتضي ممارسات المعيار 72، واحتفظ بسجل لكل جهاز على حدة.',
              'اختبر البطاريات الاحتياطية وأجهزة الشحن في الفترات التي يحددها المعيار، واستبدل البطاريات قبل انتهاء عمرها المقنن، فالحرارة في خزائن الصواعد غير المكيفة تقصّره.',
              'نظّف كواشف الدخان في المناطق المغبرة أو استبدلها بوتيرة أعلى، وافحص حساسيتها وفق المعيار، فالرمل داخل حجرة الكاشف من أبرز أسباب الإنذارات الكاذبة في المنطقة.',
              'أثبت مصفوفة السبب والنتيجة مرة كل عام: عند حريق في كل منطقة، يجب أن تؤدي كل مروحة وخانق ومصعد وباب ما ينص عليه التصميم المعتمد.',
            ],
          },
          {
            type: 'p',
            text: 'الإنذارات الكاذبة تهدم الثقة، فبعد الإنذار الثالث في شهر واحد يتوقف الشاغلون عن المغادرة. سجّل كل إنذار كاذب مع سببه (غبار، أو طبخ، أو أعمال مقاول، أو بخار، أو جهاز معطوب)، وعالج السبب. وفي أعمال المقاولين، استخدم تصريحاً يعزل كواشف منطقة العمل وحدها لأقصر مدة ممكنة، مع مراقب حريق وشخص محدد بالاسم يعيد تفعيلها.',
          },
        ],
      },
      {
        id: 'sprinklers-pumps-hose-reels',
        title: 'الرشاشات ومضخات الحريق وبكرات الخراطيم',
        blocks: [
          {
            type: 'p',
            text: 'الأنظمة المائية تتعطل بصمت. الصمام المغلق، أو الخزان الفارغ، أو مضخة الحريق المتروكة على الوضع اليدوي، كلها تبدو تماماً مثل نظام سليم حتى يوم الحاجة إليه. وممارسات المعيار 25 مبنية على جعل هذه الحالات ظاهرة وقصيرة الأمد.',
          },
          {
            type: 'ul',
            items: [
              'صمامات التحكم: افحصها أسبوعياً أو شهرياً حسب طريقة تأمينها (بختم، أو بقفل، أو بإشراف كهربائي)، وسجّل كل صمام على أنه مفتوح.',
              'مضخات الحريق: شغّل مضخة الديزل أسبوعياً، والمضخة الكهربائية في الفترة التي يسمح بها المعيار لنوعها، دون تدفق، وأجرِ اختبار تدفق كاملاً مرة كل عام. أبقِ لوحات التحكم على الوضع التلقائي، وافحص وقود الديزل والبطاريات والتبريد.',
              'مضخة الضغط المساعدة (الجوكي): راقب عدد مرات تشغيلها، فتكرار تشغيلها يدل على تسرب أو صمام لا يُحكم الإغلاق.',
              'خزانات المياه: افحص المناسيب وترتيبات إعادة التعبئة، وتأكد في الصيف أن خزان الحريق ليس هو الذي يسحب منه برج التبريد أو الري في حالات الطوارئ.',
              'رؤوس الرشاشات: افحصها بحثاً عن الطلاء والتآكل والتلف والعوائق، وأبعد المخزونات عن العواكس بمسافة كافية، واستبدل أي رأس طُلي.',
              'أجهزة الإنذار والتدفق: اختبر إنذارات تدفق المياه ومفاتيح مراقبة الصمامات حتى تُبلغ عنها اللوحة، وأجرِ اختبار التصريف الرئيسي للتأكد من أن مصدر التغذية لم يتغير.',
              'بكرات الخراطيم وصمامات الإطفاء: تأكد شهرياً أنها مكتملة وخالية من العوائق، وافرد كل بكرة واختبر تدفقها مرة كل عام.',
            ],
          },
          {
            type: 'p',
            text: 'كلما أُوقف جزء من نظام الرشاشات، فتعامل معه على أنه تعطيل للنظام: تصريح مكتوب، وشخص مسؤول محدد بالاسم، ومراقب حريق في المنطقة المتأثرة، وإشعار لمحطة المراقبة، وللدفاع المدني وشركة التأمين حيث يلزم، والتحقق في النهاية من إعادة كل شيء إلى الخدمة وإغلاق صمامات التصريف. فمعظم حالات إخفاق الرشاشات الخطيرة في الحرائق الحقيقية تعود إلى تعطيل لم يُغلق قط.',
          },
        ],
      },
      {
        id: 'extinguishers-kitchen-suppression',
        title: 'طفايات الحريق وأنظمة إطفاء المطابخ',
        blocks: [
          {
            type: 'p',
            text: 'الطفايات اليدوية هي الاستجابة الأولى للحريق الصغير، وأول ما ينظر إليه المفتش، لأنها تكشف بنظرة واحدة هل هناك من يهتم. ووفق ممارسات المعيار 10، يفحص شخص في الموقع كل طفاية شهرياً (في مكانها، وبلا عوائق، والضغط في النطاق الأخضر، والختم سليم، والبطاقة سارية)، ويصونها فني معتمد سنوياً، وتخضع للفحص الداخلي واختبار الضغط الهيدروستاتيكي في الفترات المحددة لنوعها.',
          },
          {
            type: 'ul',
            items: [
              'طابق النوع مع الخطر: ثاني أكسيد الكربون في غرف الكهرباء والخوادم، والمواد الكيميائية الرطبة قرب الطبخ التجاري، والبودرة الجافة أو الرغوة في غيرها حسب التصميم.',
              'أبعد الطفايات عن أشعة الشمس المباشرة على الأسطح وفي المواقف، أو ضعها داخل خزائن، فالحرارة العالية ترفع الضغط وتُهرم الحشوات.',
              'ثبّتها في أماكن ظاهرة وعلى الارتفاع المصمم، وأبقِ المساحة أمامها خالية من المنصات الخشبية والعربات وعربات النظافة.',
              'استبدل أي طفاية استُخدمت ولو جزئياً في اليوم نفسه.',
            ],
          },
          {
            type: 'p',
            text: 'تجمع المطابخ التجارية بين الحرارة والدهون والغاز، وينتشر حريق المطبخ بسرعة عبر مجاري الشفط المشبعة بالدهون. يجب أن يصون مقاول معتمد نظام الإطفاء في الشفاط (ويكون غالباً بالمواد الكيميائية الرطبة) مرة كل ستة أشهر على الأقل، مع استبدال الوصلات المنصهرة أو عناصر الكشف وفق ما يقتضيه المصنّع والمعيار، واختبار صمام قطع الغاز وربط الشفط في الزيارة نفسها. أما الشفاطات ومرشحاتها ومجاريها فتحتاج إلى تنظيف بتكرار يحدده حجم الطبخ: أكثر للمطابخ العاملة على مدار الساعة والشوايات والمقالي الصينية، وأقل للاستخدام الخفيف، وفق ممارسات المعيار 96.',
          },
          {
            type: 'tip',
            title: 'اطلب الشهادات من المطاعم',
            text: 'في المراكز التجارية والمباني متعددة الاستخدامات، تُعد مطابخ المستأجرين مصدراً شائعاً لملاحظات تقع مسؤوليتها على المالك. اجعل شهادة صيانة نظام الإطفاء وسجلات تنظيف المجاري شرطاً في عقد الإيجار، واجمعها كل ستة أشهر، وافحص المطابخ بنفسك.',
          },
        ],
      },
      {
        id: 'escape-routes-compartmentation',
        title: 'مسارات الهروب والأبواب المقاومة للحريق والتجزئة والتحكم في الدخان',
        blocks: [
          {
            type: 'p',
            text: 'أنظمة الحماية السلبية ومسارات الهروب تمنح الناس الوقت الذي يحتاجونه للخروج، وهي في الوقت نفسه الأنظمة التي تستهلكها الحياة اليومية: تُسنَد الأبواب لتبقى مفتوحة، ويثقب المقاولون الجدران، وتزحف المخزونات إلى الممرات.',
          },
          {
            type: 'ul',
            items: [
              'إنارة الطوارئ ولوحات المخارج: اختبر كل وحدة شهرياً لفترة قصيرة، ومرة كل عام للمدة المقننة كاملة، فالبطاريات في الأسقف الحارة ومناطق المعدات تتلف مبكراً، لذا احتفظ ببدائل.',
              'مسارات الخروج وأبوابها: امشِ في كل مسار أسبوعياً، فلا مخزونات ولا مخارج مقفلة، وأذرع الهروب تعمل، وأي أقفال كهرومغناطيسية تتحرر عند إنذار الحريق وعند انقطاع الكهرباء.',
              'الأبواب المقاومة للحريق: افحص أجهزة الإغلاق الذاتي والمزاليج والفراغات والحشوات والمفصلات واللوحات الإرشادية، وأزل الأسافين والخطافات، وركّب أجهزة تثبيت مرتبطة بالإنذار حيث يلزم بقاء الباب مفتوحاً.',
              'سد الفتحات: بعد أي أعمال كابلات أو أنابيب أو مجارٍ، افحص الاختراقات في الجدران والأرضيات المقاومة للحريق وأغلقها بنظام مختبر، وصوّر النتيجة.',
              'خوانق الحريق والدخان: اختبرها بالتكرار الذي يحدده المعيار وبعد أي تعديل في مجاري الهواء، وتأكد من وجود فتحات الوصول إليها ومن انغلاقها الكامل.',
              'التحكم في الدخان: اختبر أنظمة ضغط السلالم ومراوح سحب الدخان وخوانقها وفق مصفوفة السبب والنتيجة المعتمدة، وقِس الضغوط أو التدفقات مقارنة بالتصميم.',
            ],
          },
          {
            type: 'p',
            text: 'أنظمة التحكم في الدخان معقدة ونادراً ما تعمل، ومن السهل أن يعطلها تعديل لا علاقة له بها: تحديث في نظام إدارة المبنى، أو تجهيز جديد لأحد الطوابق، أو استبدال مروحة. احفظ التصميم المعتمد ونتائج الاختبار والتشغيل الأولي ومصفوفة السبب والنتيجة معاً، وأعد الاختبار الكامل بعد أي تغيير يمس المراوح أو الخوانق أو الأبواب أو أنظمة التحكم المعنية.',
          },
        ],
      },
      {
        id: 'itm-frequencies',
        title: 'تكرارات الفحص والاختبار والصيانة',
        blocks: [
          {
            type: 'p',
            text: 'يجمع الجدول التالي تكرارات نموذجية مستمدة من ممارسات معايير الجمعية. وهو أداة للتخطيط لا بديل عن المعيار نفسه، فقد يشترط الإصدار المعمول به، أو كود الحماية من الحرائق السعودي أو كود بلدك، أو المصنّع، أو مديرية الدفاع المدني، أكثر من ذلك. حمّل هذه المهام في تقويم الصيانة الوقائية المخططة (PPM) أولاً، ثم ابنِ بقية الخطة حولها.',
          },
          {
            type: 'table',
            head: ['النظام', 'الفحص الروتيني من فريق الموقع', 'الاختبار والصيانة من المقاول', 'المرجع'],
            rows: [
              ['لوحة إنذار الحريق وأجهزتها', 'حالة اللوحة يومياً، ونقطة إنذار يدوية أسبوعياً بالتناوب', 'كل الأجهزة وواجهات الربط سنوياً، والبطاريات كل ستة أشهر', 'المعيار 72'],
              ['حساسية كواشف الدخان', 'لا ينطبق', 'خلال السنة الأولى، ثم كل سنتين', 'المعيار 72'],
              ['صمامات التحكم في الرشاشات', 'أسبوعياً أو شهرياً حسب طريقة تأمينها', 'تشغيل وصيانة سنوية', 'المعيار 25'],
              ['مضخات الحريق', 'تشغيل مضخة الديزل أسبوعياً، والكهربائية في الفترة المسموح بها لنوعها', 'اختبار تدفق كامل سنوياً', 'المعيار 25'],
              ['رؤوس الرشاشات والأنابيب', 'فحص بصري أثناء الجولات', 'فحص سنوي، وتقييم داخلي للأنابيب كل 5 سنوات', 'المعيار 25'],
              ['بكرات الخراطيم وصمامات الإطفاء', 'فحص بصري شهري', 'فرد واختبار تدفق سنوي', 'المصنّع والكود المحلي'],
              ['طفايات الحريق اليدوية', 'فحص بصري شهري وتوقيع البطاقة', 'صيانة سنوية، وفحص داخلي واختبار هيدروستاتيكي حسب النوع', 'المعيار 10'],
              ['إنارة الطوارئ ولوحات المخارج', 'اختبار وظيفي قصير شهرياً', 'اختبار سنوي للمدة المقننة كاملة', 'المعيار 101'],
              ['الأبواب المقاومة للحريق', 'جولة أسبوعية على المسارات', 'فحص واختبار وظيفي سنوي', 'المعيار 80'],
              ['خوانق الحريق والدخان', 'لا ينطبق', 'بعد سنة من التركيب، ثم كل 4 سنوات (و6 في المستشفيات)', 'المعياران 80 و105'],
              ['أنظمة التحكم في الدخان', 'متابعة حالتها على نظام إدارة المبنى', 'كل ستة أشهر للأنظمة المخصصة، وسنوياً للأنظمة المشتركة', 'المعيار 92'],
              ['نظام الإطفاء في شفاطات المطابخ', 'فحص بصري شهري', 'كل ستة أشهر على يد مقاول معتمد', 'المعياران 17A و96'],
              ['تمارين الإخلاء', 'مراجعة مراقبي الإخلاء بعد كل تمرين', 'مرة واحدة على الأقل سنوياً، وأكثر حيث يشترط الدفاع المدني', 'الدفاع المدني وكود الحماية من الحرائق 801'],
            ],
          },
        ],
      },
      {
        id: 'contractors-and-records',
        title: 'المقاولون المعتمدون والسجلات ودفاتر المتابعة',
        blocks: [
          {
            type: 'p',
            text: 'يتولى أعمال السلامة من الحريق في المملكة مقاولون مرخصون من الدفاع المدني للنشاط المعني، ولدى الجهات المختصة في دول الخليج الأخرى أنظمة مشابهة. قبل التوقيع، تحقق من الترخيص ونطاقه (تركيب، أو صيانة، أو كلاهما)، وتاريخ انتهائه، ومؤهلات الفنيين، وهل المقاول معتمد من الشركة المصنّعة للوحة إنذار الحريق لديك، فكثير من اللوحات لا تُبرمج إلا ببرنامج المصنّع وبعد تدريب منه.',
          },
          {
            type: 'ul',
            items: [
              'اكتب نطاق العمل على شكل قائمة بالأنظمة والأجهزة وتكراراتها، لا عبارة عامة مثل "صيانة أنظمة الحريق".',
              'اشترط تقريراً لكل جهاز على حدة بعد كل اختبار، مع تصنيف الملاحظات حسب درجة إلحاحها وتاريخ لإصلاح كل منها.',
              'حدّد أزمنة الاستجابة للأعطال وحالات التعطيل، بما في ذلك الليالي وعطلات نهاية الأسبوع.',
              'ألزم المقاول بإبلاغك كتابياً كلما ترك نظاماً معطلاً في نهاية زيارته.',
              'راجع ملاحظات المقاول شهرياً، فقائمة الملاحظات التي تطول كل ربع سنة علامة تحذير.',
            ],
          },
          {
            type: 'p',
            text: 'السجلات هي الدليل الذي يراه المفتش. احتفظ في الموقع بدفتر سجل للسلامة من الحريق، ورقياً أو إلكترونياً، يستطيع أي شخص مخوّل فتحه خلال دقائق.',
          },
          {
            type: 'table',
            head: ['السجل', 'من يحفظه', 'ما يثبته'],
            rows: [
              ['ترخيص الدفاع المدني والمخططات المعتمدة', 'مدير المرافق', 'ما يجب أن يتوفر في المبنى، وحتى متى يسري الترخيص'],
              ['تقارير الاختبار والصيانة', 'المقاول، ويحفظها فريق الموقع', 'كل جهاز اختُبر، وكل ملاحظة وإصلاحها'],
              ['أحداث اللوحة وأعطالها وإنذاراتها الكاذبة', 'فريق الموقع', 'الأعطال التي عولجت، والأسباب المكتشفة، والتعطيلات المعاد تفعيلها'],
              ['تصاريح تعطيل الأنظمة', 'مدير المرافق', 'من أوقف ماذا، ومراقبة الحريق، وإعادة التشغيل'],
              ['تصاريح الأعمال الساخنة', 'فريق الموقع', 'مراقبة الحريق والفحوص بعد انتهاء العمل'],
              ['سجلات التمارين والتدريب', 'مسؤول السلامة من الحريق', 'التواريخ والأوقات والحضور والملاحظات والإجراءات'],
              ['تراخيص المقاولين وشهاداتهم', 'مدير المرافق', 'تراخيص سارية لكل نطاق عمل'],
            ],
          },
        ],
      },
      {
        id: 'drills-and-wardens',
        title: 'تمارين الإخلاء ومراقبو الإخلاء',
        blocks: [
          {
            type: 'p',
            text: 'الأنظمة تنبّه، والناس هم من يُخلون. خطة طوارئ مكتوبة، ومراقبو إخلاء مدربون، وتمارين منتظمة، هي ما يحول الإنذار إلى خروج منظم. عيّن مسؤولاً عن السلامة من الحريق في المبنى، ومراقبي إخلاء لكل طابق أو منطقة، مع بدلاء لكل مناوبة، بما في ذلك الليالي وعطلات نهاية الأسبوع وساعات الدوام في رمضان.',
          },
          {
            type: 'ol',
            items: [
              'اكتب الخطة: الاستجابة للإنذار، ومسارات الإخلاء، ونقاط التجمع، والتحقق من الحضور، ومن يحتاجون إلى المساعدة، والتسليم إلى فرق الدفاع المدني عند وصولها.',
              'اختر نقاط تجمع بعيدة عن المبنى وعن مسار وصول آليات الإطفاء، واختر في الصيف أماكن مظللة قدر الإمكان، وخطط لتوفير الماء.',
              'أعطِ كل مراقب إخلاء قائمة تحقق قصيرة: تمشيط المنطقة، وتفقد دورات المياه وغرف الاجتماعات، وإغلاق الأبواب، وتوجيه الناس إلى المخارج، ثم إبلاغ نقطة التجمع.',
              'اتفق على خطة إخلاء شخصية لكل شاغل أو زائر يحتاج إلى المساعدة على السلالم، وتدرّبوا عليها.',
              'أبلغ محطة المراقبة بموعد التمرين، والدفاع المدني حيث يلزم، حتى لا يستجيب أحد للتمرين على أنه حريق حقيقي.',
              'نفّذ التمرين، واحسب زمنه، وتحقق من الحضور، واعقد جلسة مراجعة مع مراقبي الإخلاء في اليوم نفسه، ووثّق الملاحظات والإجراءات.',
            ],
          },
          {
            type: 'p',
            text: 'تتحدث القوى العاملة في الخليج لغات كثيرة. اجعل الإعلانات واللوحات بالعربية والإنجليزية، وأطلع عمال النظافة والأمن والمطابخ على الخطة باللغات التي يفهمونها أفضل. ونوّع التمارين: سلم مغلق، وتمرين وقت تبديل المناوبات، وتمرين ليلي في المباني السكنية والمستشفيات. ويعتمد تكرار التمارين على استخدام المبنى ومتطلبات الدفاع المدني، فتحقق منها لدى المديرية المحلية.',
          },
        ],
      },
      {
        id: 'inspection-findings',
        title: 'ملاحظات التفتيش الشائعة وكيف تتجنبها',
        blocks: [
          {
            type: 'p',
            text: 'معظم الملاحظات ليست مشكلات في التصميم، بل في الترتيب والانضباط اليومي. وتتكرر مجموعة صغيرة منها مرة بعد مرة، ولكل منها روتين وقائي بسيط.',
          },
          {
            type: 'table',
            head: ['الملاحظة', 'سبب حدوثها', 'كيف تتجنبها'],
            rows: [
              ['لوحة إنذار الحريق في حالة عطل أو فيها مناطق معطلة', 'اعتياد الأعطال ونسيان التعطيلات', 'فحص يومي للوحة مع سجل، ولكل تعطيل تاريخ لإعادة التفعيل'],
              ['أبواب مخارج مقفلة أو مسدودة', 'هواجس أمنية وضغط على مساحات التخزين', 'أذرع هروب وأقفال تتحرر مع الإنذار، وجولة أسبوعية على المسارات'],
              ['أبواب مقاومة للحريق مسنودة أو لا تُغلق', 'الراحة وتهالك أجهزة الإغلاق', 'أجهزة تثبيت مرتبطة بالإنذار، وإصلاح أجهزة الإغلاق ضمن تقويم الصيانة الوقائية'],
              ['بطاقات طفايات منتهية أو معدات محجوبة', 'غياب الفحص الشهري', 'جولة شهرية بالصور وتواريخ البطاقات'],
              ['مخزونات قريبة جداً من رؤوس الرشاشات', 'زيادة المخزون وتغير المستأجرين', 'خطوط واضحة لحدود التخزين، وفحص أثناء الجولات'],
              ['مضخة حريق على الوضع اليدوي أو صمامات مغلقة', 'تُركت كذلك بعد إصلاح أو اختبار', 'تصاريح تعطيل وقائمة تحقق في نهاية كل زيارة'],
              ['اختراقات غير مسدودة في الجدران المقاومة للحريق', 'أعمال المقاولين في الكابلات والأنابيب', 'شرط في التصريح: فحص سد الفتحات قبل اعتماد إنجاز العمل'],
              ['إنارة طوارئ تفشل في اختبار المدة الكاملة', 'بطاريات أنهكتها الحرارة', 'اختبار سنوي للمدة الكاملة ودورة منتظمة لاستبدال البطاريات'],
              ['مجاري مطابخ مشبعة بالدهون أو صيانة إطفاء متأخرة', 'عدم متابعة المستأجرين', 'الشهادات شرط في عقد الإيجار، وتُجمع كل ستة أشهر'],
              ['فجوات في السجلات أو غياب ما يثبت التمارين', 'سجلات يحفظها شخص واحد أو لا يحفظها أحد', 'دفتر سجل واحد يراجعه مدير المرافق شهرياً'],
            ],
          },
          {
            type: 'tip',
            title: 'أجرِ تفتيشك الخاص أولاً',
            text: 'مرة كل ربع سنة، تجوّل في المبنى ومعك هذا الجدول كما يفعل المفتش، وبعين جديدة، ويفضَّل أن يكون المتجول من موقع آخر. أصلح ما تجده، واحفظ سجل الجولة مع دفتر السلامة. ثم قبل أي تفتيش رسمي، تحقق لدى مديرية الدفاع المدني المحلية مما ستفحصه والمستندات التي تتوقعها.',
          },
        ],
      },
    ],
  },
};
