import type { GuideContent } from './types';

/**
 * Guide: tagging assets with QR labels, from the naming scheme to keeping labels readable.
 * The example asset codes (RUH01-A-05-AHU-004 and the system codes) stay in Latin letters in the
 * Arabic text too: they are what the label prints, and the guide advises Latin codes on purpose.
 */
export const assetTaggingQr: GuideContent = {
  id: 'asset-tagging-qr',
  title: {
    en: 'Asset Tagging with QR Labels: A Starter Guide',
    ar: 'دليل البدء في ترميز الأصول بملصقات QR',
  },
  summary: {
    en: 'A practical start to QR asset tagging in Gulf buildings: a naming scheme, what to tag first, labels that survive heat and sun, the survey, and keeping every code linked to its history.',
    ar: 'بداية عملية لترميز الأصول بملصقات QR في مباني الخليج: نظام التسمية، وما يُرمَّز أولاً، وملصقات تتحمل الحرارة والشمس، وأعمال الحصر، وربط كل رمز بسجله.',
  },
  author: { en: 'Siyana Engineering Team', ar: 'فريق Siyana الهندسي' },
  updated: '2026-11-20',
  en: {
    intro: [
      'A maintenance system is only as good as its asset register, and a register is only useful if a technician standing in front of a pump can tell which record it is. A QR label closes that gap: one scan opens the asset’s history, manuals and open jobs, and every job closed against it adds to a record that finally matches the building.',
      'This guide covers the practical decisions: a naming scheme, which assets to tag first, label materials that survive a Gulf rooftop, where to put the label, how to run the survey, how to link each code to its information, and how to keep the tags alive for years. It assumes no particular software.',
    ],
    sections: [
      {
        id: 'naming-scheme',
        title: 'A naming scheme that scales',
        blocks: [
          {
            type: 'p',
            text: 'Each asset gets a readable code built from its site, building, floor, system and a number. Technicians can read it aloud over the radio, and anyone can tell roughly where the asset is without a drawing. Use capital Latin letters, digits and hyphens only: scanners, spreadsheets, contractors’ systems and label printers all handle them reliably, and codes do not flip direction when they appear inside Arabic text.',
          },
          {
            type: 'table',
            head: ['Segment', 'Format', 'Example', 'Meaning'],
            rows: [
              ['Site', '3 letters and 2 digits', 'RUH01', 'Riyadh, site 01'],
              ['Building', 'One letter', 'A', 'Building or tower A'],
              ['Floor', 'Two characters', '05, 00, B1, RF', 'Floor 5, ground floor, basement 1, roof'],
              ['System', '2 to 3 letters', 'AHU', 'Air handling unit'],
              ['Number', '3 digits', '004', 'The fourth unit of that type on that floor'],
            ],
          },
          {
            type: 'p',
            text: 'Put together, RUH01-A-05-AHU-004 is air handling unit 004 on floor 05 of building A at Riyadh site 01. Agree a short list of system codes before the survey starts and do not let teams invent their own on site:',
          },
          {
            type: 'table',
            head: ['Code', 'Asset type'],
            rows: [
              ['CH', 'Chiller'],
              ['CT', 'Cooling tower'],
              ['AHU', 'Air handling unit'],
              ['FCU', 'Fan coil unit'],
              ['PMP', 'Pump'],
              ['GEN', 'Standby generator'],
              ['MDB', 'Main distribution board'],
              ['LFT', 'Lift'],
              ['FAP', 'Fire alarm panel'],
              ['FPP', 'Fire pump'],
              ['WTK', 'Water tank'],
            ],
          },
          {
            type: 'p',
            text: 'The readable code describes a position: chiller 002 on the roof of building A. The QR code itself should carry a permanent label ID, or a short link built on it, that is never reused. If the chiller is replaced, the position code stays and the new unit gets a new record and a new label, so the history of the position and of each machine both survive.',
          },
          {
            type: 'tip',
            title: 'Keep codes easy to read aloud',
            text: 'Avoid the letters O and I in system codes, where they are easily confused with zero and one, and keep numbers at a fixed width (004, not 4) so that codes sort correctly in every spreadsheet.',
          },
        ],
      },
      {
        id: 'what-to-tag-first',
        title: 'Which assets to tag first',
        blocks: [
          {
            type: 'p',
            text: 'Tagging everything at once delays the benefit and spreads the survey team thin. Start with the assets whose failure hurts most or which carry statutory inspections, then work down.',
          },
          {
            type: 'table',
            head: ['Priority', 'Examples', 'Why first'],
            rows: [
              ['Life safety', 'Fire pumps, fire alarm panels, sprinkler control valves, smoke extract fans, emergency generators, lifts', 'Civil Defense inspections, certificates and the highest consequence of failure'],
              ['Cooling plant', 'Chillers, cooling towers, chilled-water pumps, air handling units', 'The summer peak depends on them, and they carry the heaviest maintenance plans'],
              ['Power and water', 'Main distribution boards, UPS units, transformers owned by the building, water tanks, booster pumps', 'A single failure can stop a whole building'],
              ['Distributed equipment', 'Fan coil units, exhaust fans, split units, water heaters', 'High numbers and frequent complaints; tag them once the plant is done'],
              ['Small items', 'Light fittings, small appliances, furniture', 'Usually managed by area or group rather than one label each'],
            ],
          },
          {
            type: 'p',
            text: 'A useful test for the last group: if nobody will ever raise a work order against a single item or plan maintenance for it, it does not need its own label. Tag the room or zone instead, so occupants can still scan to report a problem.',
          },
        ],
      },
      {
        id: 'label-materials',
        title: 'Label materials for heat, UV and rooftop plant',
        blocks: [
          {
            type: 'p',
            text: 'Paper and ordinary vinyl labels fail within months in a Gulf plant room and within weeks on a roof. The enemies are heat, ultraviolet light, sand abrasion and, on the coast, humid salty air. Choose the material by location, not by price per label; replacing a failed label costs far more than the label.',
          },
          {
            type: 'ul',
            items: [
              'Polyester with an overlaminate, printed by thermal transfer with a resin ribbon: the workhorse for indoor plant, electrical rooms and offices. It resists moderate heat, oils and cleaning, and UV-stabilised grades cope with shaded outdoor spots.',
              'Anodised aluminium, with the image sealed under the anodic layer: the choice for rooftops, external plant and coastal sites. It survives direct sun, sand and washdown, and the code stays readable for many years.',
              'Stainless steel, engraved or etched: for the harshest spots, such as near exhausts or where labels are knocked. Make sure the marking gives enough contrast for a phone camera.',
              'Adhesive: a permanent acrylic rated for the surface temperature it will see, not the air temperature. Dark metal in direct summer sun can get far hotter than 50 °C, so ask the supplier for the continuous service temperature and keep a clear margin above your hottest surface.',
            ],
          },
          {
            type: 'p',
            text: 'Adhesives also have an application range. Apply labels in the shade or early in the morning, on a surface cleaned with isopropyl alcohol and dried, press firmly with a roller, and leave them undisturbed for about 24 hours while the bond builds. On rooftop units, textured paint and vibration, add rivets, stainless screws or stainless cable ties; adhesive alone will eventually let go.',
          },
          {
            type: 'p',
            text: 'Size the code for the scanning distance. A common rule of thumb is that the code should be at least one tenth as wide as the distance it is scanned from: a 30 mm code reads comfortably from about 30 cm. Keep the encoded content short (a label ID or a short link) so the squares are larger, use a medium or higher error correction level so that a scratched code still reads, leave a clear margin around the code, and print the readable asset code under it for the day a phone is not at hand. Prefer a matte finish: gloss laminate reflects the midday sun straight into the camera.',
          },
          {
            type: 'tip',
            title: 'Test on your hottest roof before ordering thousands',
            text: 'In May, fix a few sample labels of each candidate material on the sunniest, dustiest roof you have, and scan them again in September. One summer on your own site tells you more than any datasheet.',
          },
        ],
      },
      {
        id: 'labels-by-location',
        title: 'Label types by location',
        blocks: [
          {
            type: 'table',
            head: ['Location', 'Conditions', 'Recommended label', 'Fixing'],
            rows: [
              ['Offices and corridors', 'Air-conditioned, little UV', 'Laminated polyester', 'Permanent acrylic adhesive'],
              ['Plant rooms and electrical rooms', 'Heat from equipment, dust, occasional washdown', 'Polyester with overlaminate; anodised aluminium on hot casings', 'High-temperature adhesive; cable ties on pipework'],
              ['Basements and car parks', 'Humidity, exhaust fumes, knocks from vehicles', 'Laminated polyester or anodised aluminium', 'Adhesive, plus rivets where knocks are likely'],
              ['Rooftop plant', 'Direct sun, 45-50 °C air, much hotter surfaces, sand', 'Anodised aluminium with a matte finish', 'Adhesive rated for high surface temperatures, plus rivets or stainless screws'],
              ['Coastal sites such as Jeddah, Dammam and Al Khobar', 'Humid, salt-laden air', 'Anodised aluminium or stainless steel', 'Stainless fixings only, to avoid rust streaks'],
              ['Kitchens and wet areas', 'Grease, steam, cleaning chemicals', 'Chemical-resistant polyester with overlaminate', 'Adhesive on a degreased, dry surface'],
              ['Chilled-water pipes and insulated ducts', 'Condensation, insulation jacketing', 'Polyester tag on a cable tie, or a wrap-around label', 'Ties or wraps; never pierce the vapour barrier'],
              ['External lighting, poles and irrigation', 'Sun, sprinkler water, dust', 'Anodised aluminium', 'Stainless bands or screws'],
            ],
          },
        ],
      },
      {
        id: 'placement-rules',
        title: 'Where to place the label',
        blocks: [
          {
            type: 'p',
            text: 'A label that cannot be reached or seen will not be scanned. Agree a few placement rules and apply them the same way on every site:',
          },
          {
            type: 'ul',
            items: [
              'Visible and reachable from where a technician normally stands to work on the asset, ideally between 1.2 and 1.6 m above the floor.',
              'On the fixed body of the asset, not on filter doors, removable panels or covers that are swapped between units.',
              'Next to the manufacturer’s nameplate, never covering it, a safety sign or a Civil Defense inspection tag.',
              'On a flat, clean, smooth surface, away from hot exhaust parts, moving parts and ventilation grilles.',
              'On rooftop units, on the side that gets the least direct sun, often the north face, where it is still easy to reach.',
              'In the same position on every asset of a type, for example on the right of the access door of every air handling unit, so technicians know where to look.',
              'For assets hidden above ceilings, such as fan coil units, a second label on the ceiling grid or access panel below.',
              'On electrical panels, on the outside of the door, never inside near live parts.',
            ],
          },
        ],
      },
      {
        id: 'survey-method',
        title: 'The survey method and data fields',
        blocks: [
          {
            type: 'p',
            text: 'The survey is where tags and data meet. The fastest reliable method uses pre-printed labels with sequential, unique IDs: the surveyor fixes a label, scans it with a phone app and fills in the record on the spot, so no label has to be printed for a particular asset in advance.',
          },
          {
            type: 'ol',
            items: [
              'Prepare: collect drawings, the existing register, operation and maintenance manuals and handover documents, and agree the naming scheme and system codes.',
              'Plan the route floor by floor and room by room, and arrange access to tenant areas, roofs and locked plant rooms with security in advance.',
              'Work in pairs: one person fixes labels and photographs, the other records data, and both check the code before moving on.',
              'For each asset, fix the label, scan it, fill in the fields and take three photos: the asset, its nameplate and the label in place.',
              'At the end of each day, a supervisor reviews a sample of records, looks for duplicates and missing photos, and corrects errors while the team still remembers the room.',
              'Reconcile the survey with the drawings and the old register: assets on paper that were not found, and assets found that were never on paper.',
            ],
          },
          {
            type: 'table',
            head: ['Field', 'Example', 'Note'],
            rows: [
              ['Asset code', 'RUH01-A-RF-CH-002', 'Follows the naming scheme'],
              ['Label ID', '000318', 'The permanent ID in the QR code'],
              ['Description', 'Air-cooled chiller 002', 'Short and consistent'],
              ['System and type', 'HVAC, chiller', 'From the agreed code list'],
              ['Location', 'Roof, building A, north side', 'Down to room or zone'],
              ['Manufacturer, model, serial number', 'From the nameplate', 'Photograph the nameplate as well'],
              ['Capacity or rating', '350 kW of cooling', 'As stated on the nameplate'],
              ['Installation date and warranty end', 'From handover documents', 'Leave blank rather than guess'],
              ['Condition score', '1 to 5 at the survey', 'With one line on what was seen'],
              ['Criticality', 'High, medium or low', 'Drives maintenance priority'],
              ['Maintained by', 'In-house team or a named contractor', 'Linked to the contract'],
              ['Parent asset', 'Chiller plant, building A', 'Groups assets into systems'],
            ],
          },
          {
            type: 'p',
            text: 'Resist the temptation to collect every possible field. Each extra field slows the survey, and fields left empty for most assets make the data look unreliable. Capture what maintenance planning needs now; the rest can be added during later visits.',
          },
        ],
      },
      {
        id: 'linking-codes',
        title: 'Linking each code to history, manuals and open work orders',
        blocks: [
          {
            type: 'p',
            text: 'A label pays for itself when the scan opens something useful. Link each code in the maintenance system to:',
          },
          {
            type: 'ul',
            items: [
              'The work order history: what was done, when, by whom, which parts were used and what was found.',
              'The preventive maintenance plan, with the last and next due dates and the checklist for the next visit.',
              'Documents: the operation and maintenance manual, wiring diagrams, the spare parts list, warranty papers and, for fire systems, Civil Defense certificates and inspection reports.',
              'Open work orders, shown first, so that a technician does not raise a duplicate and can pick up a job already assigned.',
              'Safety information: isolation points, lock-out steps and any permit the work requires.',
              'A button to raise a new request, with the asset and location already filled in.',
            ],
          },
          {
            type: 'p',
            text: 'Decide what an unauthenticated scan shows. A tenant who scans the label on a fan coil unit should see a simple request form in Arabic or English, never internal history or documents; a signed-in technician sees the full record. Keep sensitive information out of the QR code itself: it should hold only the label ID or a short link, served over HTTPS.',
          },
          {
            type: 'p',
            text: 'Scanning at the start and end of a job is good evidence that the technician was at the asset, and supervisors can use it when reviewing contractors’ work. Treat it as evidence rather than proof, since a photo of a label can be scanned too, and combine it with photos of the work.',
          },
        ],
      },
      {
        id: 'pilot-and-rollout',
        title: 'A pilot building, then roll-out',
        blocks: [
          {
            type: 'p',
            text: 'Tag one representative building first, with a plant room, a roof, tenant areas and a mix of in-house and contractor assets. The pilot tests the naming scheme, the materials, the survey rate and the link to the maintenance system before you commit to a full portfolio.',
          },
          {
            type: 'ul',
            items: [
              'Measure your own survey rate. It varies widely with access, ceiling voids and missing nameplates, so do not rely on someone else’s figure.',
              'Check the data quality of a sample against the assets themselves, not just against the spreadsheet.',
              'Ask technicians to use the labels for a few weeks of real jobs and report what did not work: unreadable codes, labels in awkward places, missing documents.',
              'Fix the rules, then write them into a one-page tagging standard for every future survey and every contractor.',
            ],
          },
          {
            type: 'p',
            text: 'Example: if the pilot shows that one pair records 50 assets a day and the next building holds about 1,200 assets, plan for 24 team-days, plus time for access problems and the daily quality review.',
          },
          {
            type: 'p',
            text: 'Plan the roll-out around the calendar. Do rooftop surveys in the cooler months, or early in the morning, and respect the summer midday ban on outdoor work (check the current dates with the Ministry of Human Resources and Social Development). Expect shorter productive hours in Ramadan, and avoid surveying cooling plant in the peak months, when it is busiest and hardest to access.',
          },
        ],
      },
      {
        id: 'keeping-tags-alive',
        title: 'Keeping tags alive',
        blocks: [
          {
            type: 'p',
            text: 'Tagging is not a project that ends; labels fade, assets change and new equipment arrives. A few habits keep the register and the labels true:',
          },
          {
            type: 'ul',
            items: [
              'Damaged labels: reprint the same label ID, never a new one, so that the history continues. Keep spare labels and a portable printer with each site team, and order aluminium replacements in batches.',
              'Replaced assets: keep the position code, mark the old record as replaced with its history intact, and create a new record and label for the new unit.',
              'Moved assets: update the location in the system on the day of the move; the label travels with the asset.',
              'New assets from projects and fit-outs: make tagging to your standard, with the data fields filled in, part of every contractor’s handover.',
              'Disposed assets: remove the label, mark the record as disposed and never reuse the ID.',
              'Silent assets: review assets with no scans in the past year; they often have lost or unreadable labels.',
            ],
          },
          {
            type: 'tip',
            title: 'Make the label check part of every PPM visit',
            text: 'Add one line to each preventive maintenance checklist: label present, readable and scanned. Labels are then checked on every asset at the frequency of its maintenance, without a separate audit.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'لا يكون نظام الصيانة أفضل من سجل أصوله، ولا يفيد السجل إلا إذا استطاع الفني الواقف أمام مضخة أن يعرف أي سجل يخصها. وملصق QR يسد هذه الفجوة: مسحة واحدة تفتح سجل الأصل وأدلته وأوامر العمل المفتوحة عليه، وكل أمر عمل يُغلق عليه يضيف إلى سجل يطابق المبنى أخيراً.',
      'يغطي هذا الدليل القرارات العملية: نظام التسمية، وما الأصول التي تُرمَّز أولاً، وخامات الملصقات التي تصمد على أسطح المباني في الخليج، وأين يوضع الملصق، وكيف تُدار أعمال الحصر، وكيف يُربط كل رمز بمعلوماته، وكيف تبقى الملصقات صالحة لسنوات. ولا يفترض الدليل استخدام برنامج بعينه.',
    ],
    sections: [
      {
        id: 'naming-scheme',
        title: 'نظام تسمية يتسع للنمو',
        blocks: [
          {
            type: 'p',
            text: 'يحصل كل أصل على رمز مقروء يتكون من الموقع والمبنى والطابق والنظام ورقم تسلسلي. يستطيع الفنيون قراءته عبر اللاسلكي، ويعرف أي شخص موقع الأصل تقريباً دون الرجوع إلى المخططات. واستخدم الحروف اللاتينية الكبيرة والأرقام والشرطات فقط، فالماسحات وجداول البيانات وأنظمة المقاولين وطابعات الملصقات تتعامل معها بموثوقية، ولا ينقلب اتجاه الرمز حين يظهر داخل نص عربي.',
          },
          {
            type: 'table',
            head: ['الجزء', 'الصيغة', 'مثال', 'المعنى'],
            rows: [
              ['الموقع', '3 حروف ورقمان', 'RUH01', 'الرياض، الموقع 01'],
              ['المبنى', 'حرف واحد', 'A', 'المبنى أو البرج A'],
              ['الطابق', 'خانتان', '05, 00, B1, RF', 'الطابق 5، الطابق الأرضي، القبو الأول، السطح'],
              ['النظام', 'من 2 إلى 3 حروف', 'AHU', 'وحدة مناولة الهواء'],
              ['الرقم', '3 أرقام', '004', 'الوحدة الرابعة من هذا النوع في ذلك الطابق'],
            ],
          },
          {
            type: 'p',
            text: 'وبجمع الأجزاء يصبح الرمز RUH01-A-05-AHU-004 دالاً على وحدة مناولة الهواء 004 في الطابق 05 من المبنى A في موقع الرياض 01. واتفق على قائمة قصيرة لرموز الأنظمة قبل بدء الحصر، ولا تسمح للفرق باختراع رموزها الخاصة في الموقع:',
          },
          {
            type: 'table',
            head: ['الرمز', 'نوع الأصل'],
            rows: [
              ['CH', 'مبرد'],
              ['CT', 'برج تبريد'],
              ['AHU', 'وحدة مناولة هواء'],
              ['FCU', 'وحدة ملف مروحة'],
              ['PMP', 'مضخة'],
              ['GEN', 'مولد احتياطي'],
              ['MDB', 'لوحة التوزيع الرئيسية'],
              ['LFT', 'مصعد'],
              ['FAP', 'لوحة إنذار الحريق'],
              ['FPP', 'مضخة حريق'],
              ['WTK', 'خزان مياه'],
            ],
          },
          {
            type: 'p',
            text: 'يصف الرمز المقروء موضعاً: المبرد 002 على سطح المبنى A. أما رمز QR نفسه فيحمل معرّف ملصق دائماً، أو رابطاً قصيراً مبنياً عليه، لا يُعاد استخدامه أبداً. فإذا استُبدل المبرد بقي رمز الموضع كما هو، وحصلت الوحدة الجديدة على سجل جديد وملصق جديد، فيُحفظ تاريخ الموضع وتاريخ كل آلة معاً.',
          },
          {
            type: 'tip',
            title: 'اجعل الرموز سهلة النطق',
            text: 'تجنب الحرفين O وI في رموز الأنظمة لأنهما يختلطان بسهولة بالصفر والواحد، واجعل الأرقام بعدد خانات ثابت (004 لا 4) لتُرتَّب الرموز ترتيباً صحيحاً في أي جدول بيانات.',
          },
        ],
      },
      {
        id: 'what-to-tag-first',
        title: 'ما الأصول التي تُرمَّز أولاً',
        blocks: [
          {
            type: 'p',
            text: 'ترميز كل شيء دفعة واحدة يؤخر الفائدة ويشتت فريق الحصر. ابدأ بالأصول التي يكون تعطلها الأشد ضرراً أو التي تخضع لفحوص نظامية، ثم انزل تدريجياً.',
          },
          {
            type: 'table',
            head: ['الأولوية', 'أمثلة', 'لماذا أولاً'],
            rows: [
              ['سلامة الأرواح', 'مضخات الحريق، ولوحات إنذار الحريق، وصمامات التحكم في الرشاشات، ومراوح شفط الدخان، ومولدات الطوارئ، والمصاعد', 'فحوص الدفاع المدني وشهاداته، وأخطر العواقب عند التعطل'],
              ['محطة التبريد', 'المبردات، وأبراج التبريد، ومضخات المياه المبردة، ووحدات مناولة الهواء', 'تعتمد عليها ذروة الصيف، وتحمل أثقل خطط الصيانة'],
              ['الكهرباء والمياه', 'لوحات التوزيع الرئيسية، ووحدات الإمداد غير المنقطع، والمحولات المملوكة للمبنى، وخزانات المياه، ومضخات رفع الضغط', 'عطل واحد قد يوقف المبنى بأكمله'],
              ['المعدات الموزعة', 'وحدات ملف المروحة، ومراوح الشفط، ووحدات التكييف المنفصلة، وسخانات المياه', 'أعداد كبيرة وشكاوى متكررة، وتُرمَّز بعد الانتهاء من المحطات'],
              ['البنود الصغيرة', 'وحدات الإنارة، والأجهزة الصغيرة، والأثاث', 'تُدار عادة على مستوى المنطقة أو المجموعة لا بملصق لكل قطعة'],
            ],
          },
          {
            type: 'p',
            text: 'وللفئة الأخيرة اختبار مفيد: إذا لم يكن أحد سيفتح أمر عمل على قطعة بعينها أو يخطط لصيانتها، فلا حاجة إلى ملصق خاص بها. رمّز الغرفة أو المنطقة بدلاً منها، ليظل بإمكان الشاغلين المسح والإبلاغ عن المشكلات.',
          },
        ],
      },
      {
        id: 'label-materials',
        title: 'خامات الملصقات للحرارة والأشعة فوق البنفسجية ومعدات الأسطح',
        blocks: [
          {
            type: 'p',
            text: 'تتلف الملصقات الورقية والفينيل العادي خلال أشهر في غرف المعدات بالخليج، وخلال أسابيع على الأسطح. وأعداؤها هي الحرارة، والأشعة فوق البنفسجية، واحتكاك الرمال، والهواء الرطب المالح على الساحل. اختر الخامة حسب الموقع لا حسب سعر الملصق الواحد، فتكلفة استبدال ملصق تالف تفوق ثمنه بكثير.',
          },
          {
            type: 'ul',
            items: [
              'البوليستر المغطى بطبقة حماية شفافة، والمطبوع بالنقل الحراري بشريط راتنجي: الخيار الأساسي لمعدات الأماكن المغلقة وغرف الكهرباء والمكاتب. يقاوم الحرارة المعتدلة والزيوت ومواد التنظيف، وتتحمل أنواعه المعالَجة ضد الأشعة فوق البنفسجية الأماكن الخارجية المظللة.',
              'الألمنيوم المؤكسد أنودياً، والصورة محبوسة تحت طبقة الأكسدة: الخيار الأمثل للأسطح والمعدات الخارجية والمواقع الساحلية. يصمد أمام الشمس المباشرة والرمال والغسيل، ويبقى الرمز مقروءاً سنوات طويلة.',
              'الفولاذ المقاوم للصدأ، المحفور أو المنقوش كيميائياً: لأقسى المواقع، مثل جوار مخارج العادم أو حيث تتعرض الملصقات للصدمات. وتأكد من أن النقش يعطي تبايناً كافياً لكاميرا الجوال.',
              'المادة اللاصقة: لاصق أكريليكي دائم مصنَّف لدرجة حرارة السطح الذي سيوضع عليه، لا لدرجة حرارة الهواء. فالمعدن الداكن تحت شمس الصيف المباشرة قد تتجاوز حرارته 50 درجة مئوية بكثير، لذا اطلب من المورد درجة حرارة التشغيل المستمر، واترك هامشاً واضحاً فوق أسخن سطح لديك.',
            ],
          },
          {
            type: 'p',
            text: 'وللمواد اللاصقة أيضاً نطاق حرارة للتركيب. ركّب الملصقات في الظل أو في الصباح الباكر، على سطح نُظِّف بكحول الأيزوبروبيل وجُفِّف، واضغطها بقوة بأسطوانة، واتركها دون إزعاج نحو 24 ساعة حتى يكتمل الالتصاق. وعلى وحدات الأسطح والدهانات الخشنة والأسطح المهتزة، أضف مسامير برشام أو براغي أو أربطة من الفولاذ المقاوم للصدأ، فاللاصق وحده سيتخلى عن الملصق في النهاية.',
          },
          {
            type: 'p',
            text: 'حدّد حجم الرمز حسب مسافة المسح. والقاعدة العملية الشائعة أن يكون عرض الرمز عُشر مسافة المسح على الأقل، فالرمز بعرض 30 ملم يُقرأ بسهولة من نحو 30 سم. واجعل المحتوى المشفَّر قصيراً (معرّف الملصق أو رابطاً قصيراً) لتكبر المربعات، واستخدم مستوى تصحيح أخطاء متوسطاً أو أعلى ليُقرأ الرمز حتى لو خُدش، واترك هامشاً خالياً حوله، واطبع رمز الأصل المقروء تحته لليوم الذي لا يتوفر فيه جوال. وفضّل السطح غير اللامع، فالطبقة اللامعة تعكس شمس الظهيرة مباشرة في الكاميرا.',
          },
          {
            type: 'tip',
            title: 'جرّب على أسخن سطح لديك قبل طلب الآلاف',
            text: 'في شهر مايو، ثبّت بضعة ملصقات تجريبية من كل خامة مرشحة على أكثر أسطحك تعرضاً للشمس والغبار، ثم امسحها مجدداً في سبتمبر. فصيف واحد في موقعك يخبرك بأكثر مما تخبرك به أي نشرة فنية.',
          },
        ],
      },
      {
        id: 'labels-by-location',
        title: 'أنواع الملصقات حسب الموقع',
        blocks: [
          {
            type: 'table',
            head: ['الموقع', 'الظروف', 'الملصق الموصى به', 'التثبيت'],
            rows: [
              ['المكاتب والممرات', 'مكيّفة، وأشعة فوق بنفسجية قليلة', 'بوليستر مغطى بطبقة حماية', 'لاصق أكريليكي دائم'],
              ['غرف المعدات وغرف الكهرباء', 'حرارة المعدات، والغبار، والغسيل أحياناً', 'بوليستر مع طبقة حماية، وألمنيوم مؤكسد على الأغلفة الساخنة', 'لاصق لدرجات الحرارة العالية، وأربطة على الأنابيب'],
              ['الأقبية ومواقف السيارات', 'الرطوبة، وعوادم السيارات، والصدمات', 'بوليستر مغطى أو ألمنيوم مؤكسد', 'لاصق، مع مسامير برشام حيث يُحتمل الصدم'],
              ['معدات الأسطح', 'شمس مباشرة، وهواء بين 45-50 درجة مئوية، وأسطح أسخن بكثير، ورمال', 'ألمنيوم مؤكسد بسطح غير لامع', 'لاصق مصنَّف لحرارة الأسطح العالية، مع مسامير برشام أو براغي من الفولاذ المقاوم للصدأ'],
              ['المواقع الساحلية مثل جدة والدمام والخبر', 'هواء رطب مشبع بالملح', 'ألمنيوم مؤكسد أو فولاذ مقاوم للصدأ', 'مثبتات من الفولاذ المقاوم للصدأ فقط، تجنباً لخطوط الصدأ'],
              ['المطابخ والمناطق الرطبة', 'الدهون، والبخار، ومواد التنظيف الكيميائية', 'بوليستر مقاوم للكيماويات مع طبقة حماية', 'لاصق على سطح منزوع الدهون وجاف'],
              ['أنابيب المياه المبردة والمجاري المعزولة', 'التكاثف، وأغلفة العزل', 'بطاقة بوليستر على رباط، أو ملصق ملفوف', 'أربطة أو لفائف، ولا تثقب حاجز البخار أبداً'],
              ['الإنارة الخارجية والأعمدة والري', 'الشمس، ومياه الرشاشات، والغبار', 'ألمنيوم مؤكسد', 'أحزمة أو براغي من الفولاذ المقاوم للصدأ'],
            ],
          },
        ],
      },
      {
        id: 'placement-rules',
        title: 'أين يوضع الملصق',
        blocks: [
          {
            type: 'p',
            text: 'الملصق الذي لا يُرى أو لا تصل إليه اليد لن يُمسح. اتفق على بضع قواعد للتثبيت وطبّقها بالطريقة نفسها في كل المواقع:',
          },
          {
            type: 'ul',
            items: [
              'ظاهر ويسهل الوصول إليه من المكان الذي يقف فيه الفني عادة للعمل على الأصل، ويفضَّل أن يكون على ارتفاع بين 1.2 و1.6 متر عن الأرض.',
              'على الجسم الثابت للأصل، لا على أبواب الفلاتر أو الألواح القابلة للفك أو الأغطية التي تُتبادل بين الوحدات.',
              'بجوار لوحة بيانات الشركة المصنعة، دون أن يغطيها أبداً، ودون أن يغطي لافتة سلامة أو بطاقة فحص الدفاع المدني.',
              'على سطح مستوٍ ونظيف وأملس، بعيداً عن أجزاء العادم الساخنة والأجزاء المتحركة وفتحات التهوية.',
              'على وحدات الأسطح، في الجهة الأقل تعرضاً للشمس المباشرة، وغالباً ما تكون الواجهة الشمالية، مع بقائه في متناول اليد.',
              'في الموضع نفسه على كل الأصول من النوع الواحد، كيمين باب الصيانة في كل وحدات مناولة الهواء، ليعرف الفنيون أين ينظرون.',
              'للأصول المخفية فوق الأسقف المستعارة، مثل وحدات ملف المروحة، ملصق ثانٍ على شبكة السقف أو على فتحة الصيانة أسفلها.',
              'على اللوحات الكهربائية، على الوجه الخارجي للباب، وليس في الداخل قرب الأجزاء الحية أبداً.',
            ],
          },
        ],
      },
      {
        id: 'survey-method',
        title: 'منهجية الحصر وحقول البيانات',
        blocks: [
          {
            type: 'p',
            text: 'الحصر هو المرحلة التي تلتقي فيها الملصقات بالبيانات. وأسرع طريقة موثوقة تعتمد ملصقات مطبوعة مسبقاً بمعرّفات تسلسلية فريدة: يثبّت المساح الملصق، ويمسحه بتطبيق على الجوال، ويملأ السجل في مكانه، فلا حاجة إلى طباعة ملصق لأصل محدد مسبقاً.',
          },
          {
            type: 'ol',
            items: [
              'التحضير: اجمع المخططات، والسجل الحالي، وأدلة التشغيل والصيانة، ووثائق الاستلام، واتفق على نظام التسمية ورموز الأنظمة.',
              'خطّط المسار طابقاً بطابق وغرفة بغرفة، ونسّق مسبقاً مع الأمن للدخول إلى مناطق المستأجرين والأسطح وغرف المعدات المقفلة.',
              'اعملوا في ثنائيات: أحدكما يثبّت الملصقات ويصوّر، والآخر يسجل البيانات، ويتحقق الاثنان من الرمز قبل الانتقال.',
              'لكل أصل: ثبّت الملصق، وامسحه، واملأ الحقول، والتقط ثلاث صور: للأصل، وللوحة بياناته، وللملصق في مكانه.',
              'في نهاية كل يوم، يراجع المشرف عينة من السجلات، ويبحث عن التكرار والصور الناقصة، ويصحح الأخطاء ما دام الفريق يتذكر الغرفة.',
              'طابِق نتائج الحصر مع المخططات والسجل القديم: أصول موجودة على الورق لم يُعثر عليها، وأصول عُثر عليها لم تكن على الورق قط.',
            ],
          },
          {
            type: 'table',
            head: ['الحقل', 'مثال', 'ملاحظة'],
            rows: [
              ['رمز الأصل', 'RUH01-A-RF-CH-002', 'يتبع نظام التسمية'],
              ['معرّف الملصق', '000318', 'المعرّف الدائم داخل رمز QR'],
              ['الوصف', 'مبرد مبرَّد بالهواء 002', 'مختصر وموحد'],
              ['النظام والنوع', 'التكييف، مبرد', 'من قائمة الرموز المتفق عليها'],
              ['الموقع', 'السطح، المبنى A، الجهة الشمالية', 'حتى مستوى الغرفة أو المنطقة'],
              ['الشركة المصنعة والطراز والرقم التسلسلي', 'من لوحة البيانات', 'صوّر لوحة البيانات أيضاً'],
              ['السعة أو القدرة', '350 كيلوواط تبريد', 'كما هي مدونة على لوحة البيانات'],
              ['تاريخ التركيب ونهاية الضمان', 'من وثائق الاستلام', 'اتركه فارغاً بدلاً من التخمين'],
              ['درجة الحالة', 'من 1 إلى 5 عند الحصر', 'مع سطر واحد عما شوهد'],
              ['الأهمية', 'عالية أو متوسطة أو منخفضة', 'تحدد أولوية الصيانة'],
              ['جهة الصيانة', 'الفريق الداخلي أو مقاول محدد بالاسم', 'مربوطة بالعقد'],
              ['الأصل الأم', 'محطة التبريد، المبنى A', 'يجمع الأصول في أنظمة'],
            ],
          },
          {
            type: 'p',
            text: 'قاوم الرغبة في جمع كل حقل ممكن. فكل حقل إضافي يبطئ الحصر، والحقول التي تبقى فارغة في معظم الأصول تجعل البيانات تبدو غير موثوقة. اجمع ما يحتاجه تخطيط الصيانة الآن، ويمكن إضافة الباقي في الزيارات اللاحقة.',
          },
        ],
      },
      {
        id: 'linking-codes',
        title: 'ربط كل رمز بالسجل والأدلة وأوامر العمل المفتوحة',
        blocks: [
          {
            type: 'p',
            text: 'يسترد الملصق تكلفته حين يفتح المسح شيئاً مفيداً. اربط كل رمز في نظام الصيانة بما يلي:',
          },
          {
            type: 'ul',
            items: [
              'سجل أوامر العمل: ما الذي نُفذ، ومتى، ومن نفذه، وما قطع الغيار المستخدمة، وما الذي وُجد.',
              'خطة الصيانة الوقائية، مع تاريخي آخر زيارة والزيارة التالية، وقائمة الفحص للزيارة القادمة.',
              'المستندات: دليل التشغيل والصيانة، ومخططات التوصيلات، وقائمة قطع الغيار، ووثائق الضمان، وشهادات الدفاع المدني وتقارير الفحص لأنظمة الحريق.',
              'أوامر العمل المفتوحة، معروضة أولاً، كي لا يفتح الفني طلباً مكرراً، وليتمكن من استلام مهمة مسندة مسبقاً.',
              'معلومات السلامة: نقاط العزل، وخطوات القفل والتعليق، وأي تصريح عمل تتطلبه المهمة.',
              'زر لفتح طلب جديد، مع تعبئة الأصل والموقع تلقائياً.',
            ],
          },
          {
            type: 'p',
            text: 'وحدّد ما يظهر عند المسح دون تسجيل دخول. فالمستأجر الذي يمسح ملصق وحدة ملف المروحة يجب أن يرى نموذج طلب بسيطاً بالعربية أو الإنجليزية، لا السجل الداخلي ولا المستندات، بينما يرى الفني المسجَّل دخوله السجل كاملاً. وأبقِ المعلومات الحساسة خارج رمز QR نفسه، فلا يحمل إلا معرّف الملصق أو رابطاً قصيراً عبر اتصال مشفَّر.',
          },
          {
            type: 'p',
            text: 'والمسح عند بدء المهمة وعند إنهائها دليل جيد على أن الفني كان عند الأصل، ويستفيد منه المشرفون عند مراجعة أعمال المقاولين. لكن عامِله قرينةً لا برهاناً قاطعاً، فصورة الملصق يمكن مسحها أيضاً، واقرنه بصور العمل المنجز.',
          },
        ],
      },
      {
        id: 'pilot-and-rollout',
        title: 'مبنى تجريبي أولاً ثم التعميم',
        blocks: [
          {
            type: 'p',
            text: 'رمّز أولاً مبنى واحداً ممثلاً لمحفظتك، فيه غرفة معدات وسطح ومناطق مستأجرين ومزيج من الأصول التي يصونها الفريق الداخلي والمقاولون. تختبر التجربة نظام التسمية، والخامات، ومعدل الحصر، والربط مع نظام الصيانة، قبل الالتزام بالمحفظة كاملة.',
          },
          {
            type: 'ul',
            items: [
              'قِس معدل الحصر الخاص بك، فهو يتفاوت كثيراً حسب سهولة الوصول والأسقف المستعارة ولوحات البيانات المفقودة، فلا تعتمد على أرقام غيرك.',
              'افحص جودة بيانات عينة بمقارنتها بالأصول نفسها، لا بجدول البيانات فقط.',
              'اطلب من الفنيين استخدام الملصقات في مهام حقيقية لبضعة أسابيع، والإبلاغ عما لم ينجح: رموز لا تُقرأ، أو ملصقات في أماكن غير مريحة، أو مستندات ناقصة.',
              'عدّل القواعد، ثم دوّنها في معيار ترميز من صفحة واحدة يُطبَّق في كل حصر لاحق وعلى كل مقاول.',
            ],
          },
          {
            type: 'p',
            text: 'مثال: إذا أظهرت التجربة أن الثنائي الواحد يسجل 50 أصلاً في اليوم، وكان المبنى التالي يضم نحو 1,200 أصل، فخطّط لـ24 يوم عمل للفريق، مع وقت إضافي لمشكلات الوصول والمراجعة اليومية للجودة.',
          },
          {
            type: 'p',
            text: 'وخطّط للتعميم وفق التقويم. أنجز حصر الأسطح في الأشهر الأبرد أو في الصباح الباكر، والتزم بحظر العمل في الأماكن المكشوفة وقت الظهيرة صيفاً (وتحقق من مواعيده السارية لدى وزارة الموارد البشرية والتنمية الاجتماعية). وتوقع ساعات إنتاجية أقصر في رمضان، وتجنب حصر محطات التبريد في أشهر الذروة، حين تكون في أشد انشغالها ويصعب الوصول إليها.',
          },
        ],
      },
      {
        id: 'keeping-tags-alive',
        title: 'الحفاظ على الملصقات صالحة',
        blocks: [
          {
            type: 'p',
            text: 'الترميز ليس مشروعاً ينتهي، فالملصقات تبهت، والأصول تتغير، والمعدات الجديدة تصل. وبضع عادات تُبقي السجل والملصقات مطابقة للواقع:',
          },
          {
            type: 'ul',
            items: [
              'الملصقات التالفة: أعد طباعة معرّف الملصق نفسه، لا معرّفاً جديداً، ليستمر السجل. واحتفظ بملصقات احتياطية وطابعة محمولة مع فريق كل موقع، واطلب بدائل الألمنيوم على دفعات.',
              'الأصول المستبدلة: احتفظ برمز الموضع، وعلّم السجل القديم بأنه مستبدل مع بقاء تاريخه كاملاً، وأنشئ سجلاً وملصقاً جديدين للوحدة الجديدة.',
              'الأصول المنقولة: حدّث الموقع في النظام يوم النقل نفسه، فالملصق ينتقل مع الأصل.',
              'الأصول الجديدة من المشاريع وأعمال التجهيز: اجعل الترميز وفق معيارك، مع تعبئة حقول البيانات، جزءاً من تسليم كل مقاول.',
              'الأصول المستبعدة: انزع الملصق، وعلّم السجل بأنه مستبعد، ولا تُعِد استخدام المعرّف أبداً.',
              'الأصول الصامتة: راجع الأصول التي لم تُمسح خلال العام الماضي، فكثيراً ما تكون ملصقاتها مفقودة أو غير مقروءة.',
            ],
          },
          {
            type: 'tip',
            title: 'اجعل فحص الملصق جزءاً من كل زيارة صيانة وقائية',
            text: 'أضف سطراً واحداً إلى كل قائمة فحص للصيانة الوقائية: الملصق موجود ومقروء وتم مسحه. وبذلك تُفحص الملصقات على كل أصل بتكرار صيانته نفسه، دون حاجة إلى تدقيق منفصل.',
          },
        ],
      },
    ],
  },
};
