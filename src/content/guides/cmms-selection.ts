import type { GuideContent } from './types';

/** Guide: a vendor-neutral method for choosing a maintenance management platform in the Gulf. */
export const cmmsSelection: GuideContent = {
  id: 'cmms-selection',
  title: {
    en: 'Choosing a CMMS or CAFM Platform: A Buyer’s Guide',
    ar: 'اختيار منصة لإدارة الصيانة والمرافق: دليل المشتري',
  },
  summary: {
    en: 'A vendor-neutral method for choosing a CMMS or CAFM platform in the Gulf: needs by role, regional must-haves, weighted scoring, demo scripts, pilots, five-year cost and exit terms.',
    ar: 'طريقة محايدة لاختيار منصة لإدارة الصيانة والمرافق في الخليج: الاحتياجات حسب الدور، والمتطلبات الإقليمية، والتقييم المرجّح، وسيناريو العرض، والتجربة، وتكلفة خمس سنوات، وشروط الخروج.',
  },
  author: { en: 'Siyana Product Team', ar: 'فريق المنتج في Siyana' },
  updated: '2026-11-20',
  en: {
    intro: [
      'A maintenance management platform is chosen once and lived with for years. A wrong choice shows itself slowly: technicians drift back to WhatsApp and paper job cards, monthly reports stop being trusted, and the contract makes leaving expensive. A good choice becomes the shared record of every asset, job and contractor in your portfolio.',
      'This guide is vendor-neutral. It explains how to define what you need, which requirements matter specifically in Saudi Arabia and the Gulf, how to score vendors fairly, what to ask in a demo, how to run a pilot, how to estimate the five-year cost and what to secure in the contract. A CMMS (computerised maintenance management system) and a CAFM (computer-aided facility management) platform overlap heavily today; the method is the same for both.',
    ],
    sections: [
      {
        id: 'needs-by-role',
        title: 'Define needs by role before looking at products',
        blocks: [
          {
            type: 'p',
            text: 'Start from the people who will use the system every day, not from a brochure’s feature list. Hold a short workshop with each group, ask what slows them down today, and write each need as a task. “A technician on a roof can close a job with photos and no signal” can be tested; “a good mobile app” cannot.',
          },
          {
            type: 'table',
            head: ['Role', 'What they need from the system', 'A question to ask them'],
            rows: [
              ['Technician', 'Today’s jobs on the phone, asset history from a scanned tag, checklists, photos, parts requests, offline use', 'What do you do when the job card is wrong or missing?'],
              ['Supervisor or dispatcher', 'Assign and reassign jobs, see who is where, watch SLA clocks, approve completion', 'How do you know a job is late before the client calls?'],
              ['Facility manager', 'PPM plans, backlog, KPIs per site and contractor, budget against actual', 'Which report do you rebuild by hand every month?'],
              ['Contractor', 'Only their own jobs, a clear scope, evidence of completion, agreed response times', 'How do you prove today that you met the SLA?'],
              ['Client or tenant', 'Easy request logging, status updates, a way to rate the service', 'How do occupants report a fault now, and what happens next?'],
              ['Finance and procurement', 'Purchase requests, approvals, VAT-correct orders, cost per asset and site', 'Where does maintenance spend escape the approval process?'],
              ['IT and data protection', 'Single sign-on, roles and permissions, hosting location, audit logs, backups', 'Which policies must every new system meet?'],
            ],
          },
          {
            type: 'p',
            text: 'Then sort the needs into three lists: must-haves (without them the system fails), important needs (which you will score) and nice-to-haves (tie-breakers). Keep the must-have list short. Every item on it should be something you would reject a vendor for.',
          },
          {
            type: 'tip',
            title: 'Hear from the night shift and the contractors',
            text: 'Workshops tend to hear from office staff. Spend time with the night shift, the rooftop HVAC crew and at least one subcontractor’s supervisor. They are the users most likely to abandon a system that does not fit the way they work.',
          },
        ],
      },
      {
        id: 'gulf-must-haves',
        title: 'Must-haves for Saudi Arabia and the Gulf',
        blocks: [
          {
            type: 'p',
            text: 'Almost every platform handles work orders and preventive maintenance. The differences that matter in the region lie elsewhere. Test each of the following in the demo and the pilot instead of accepting a yes on a questionnaire.',
          },
          {
            type: 'table',
            head: ['Requirement', 'Why it matters here', 'How to test it'],
            rows: [
              [
                'Arabic right-to-left interface and reports',
                'Supervisors, occupants and government clients work in Arabic, and many reports must be submitted in Arabic',
                'Switch a technician’s phone to Arabic, then print a work order and a monthly report; check that numbers, dates and mixed Arabic and English asset names lay out correctly',
              ],
              [
                'Offline mobile use',
                'Basements, plant rooms, rooftops and remote sites often have no signal',
                'In airplane mode, close 3 jobs with photos and signatures, reconnect, and check what syncs and how conflicts are handled',
              ],
              [
                'Saudi data residency and PDPL',
                'The system holds personal data, and government and semi-government clients may require hosting inside the Kingdom',
                'Get in writing where production data, backups and disaster recovery are hosted, and from where support staff can access them',
              ],
              [
                'Hijri and Gregorian dates where needed',
                'Some government contracts, permits and HR documents still carry Hijri dates, while planning runs on the Gregorian calendar',
                'Record a permit expiry in Hijri, see it shown in both calendars, and check that its reminder fires on the right day',
              ],
              [
                'VAT-ready procurement integration',
                'Orders and supplier invoices must carry VAT correctly and fit the e-invoicing process your finance team runs',
                'Raise a purchase request from a job, approve it, and follow the order with its VAT lines into the ERP or invoicing system',
              ],
              [
                'Multi-contractor work',
                'In-house teams work alongside specialist contractors for lifts, fire systems, HVAC and cleaning, each under its own SLA',
                'Give a contractor a restricted login, assign a job, and check that they see only their own work and that SLA clocks follow their contract',
              ],
              [
                'Local working calendars',
                'The Friday and Saturday weekend, Ramadan hours and the summer midday ban on outdoor work all affect scheduling',
                'Schedule a rooftop job for early afternoon in July and see whether the system warns you or lets you block those hours',
              ],
            ],
          },
          {
            type: 'p',
            text: 'The Personal Data Protection Law (PDPL) applies to the personal data a maintenance system holds: names and phone numbers of requesters and tenants, technicians’ locations, and photos that may show people. Ask how the vendor supports consent, retention limits, access requests and breach notification. Confirm current requirements, including any rules on transfers outside the Kingdom, with the Saudi Data and AI Authority (SDAIA) or your legal adviser, and check the dates of the midday work ban each year with the Ministry of Human Resources and Social Development.',
          },
        ],
      },
      {
        id: 'integrations',
        title: 'Integrations: BMS, ERP and IoT',
        blocks: [
          {
            type: 'p',
            text: 'A maintenance platform becomes far more useful when it exchanges data with the systems around it. Decide which integrations you need at go-live and which can wait, and for each ask how it works, who builds it and who maintains it when either side is upgraded.',
          },
          {
            type: 'ul',
            items: [
              'Building management system (BMS): alarms from chillers, air handling units and pumps open work orders automatically, and run hours drive runtime-based maintenance. Ask which BMS brands the vendor has connected before, and whether alarms are filtered so that one faulty sensor does not open 200 jobs overnight.',
              'ERP and finance: purchase requests, orders, supplier invoices and cost centres flow into the ERP, so maintenance spend reaches the accounts without being keyed twice. Ask which ERP systems have working connectors and which would be custom work.',
              'IoT sensors: temperature, vibration, water-leak and energy sensors send readings that open jobs when a threshold is crossed. Ask how sensors are added, what happens when a gateway goes offline and who pays for connectivity.',
              'Identity and communication: single sign-on with your company directory, e-mail and mobile notifications, and links to a help desk or tenant portal if you have one.',
              'Open API and exports: a documented API and scheduled exports let you build your own reports and protect you at the end of the contract.',
            ],
          },
          {
            type: 'tip',
            title: 'Ask to see an integration running, not a slide',
            text: 'For your two most important integrations, ask the vendor to show a live connection in a test environment, or to connect to a test copy of your BMS or ERP during the pilot. A logo on a slide says nothing about how alarms are mapped or how failed messages are retried.',
          },
        ],
      },
      {
        id: 'scoring-matrix',
        title: 'A weighted scoring matrix',
        blocks: [
          {
            type: 'p',
            text: 'Score every vendor against the same criteria, with weights agreed before the first demo. The weights reflect your priorities: a portfolio of remote sites may weight offline use more heavily, a government client data residency. Score each criterion from 1 to 5 on evidence seen in demos and the pilot, not on questionnaire answers.',
          },
          {
            type: 'p',
            text: 'Example: three anonymous vendors scored by a facility team. The weighted total is the sum of each weight multiplied by its score, divided by 5, so that the best possible total is 100.',
          },
          {
            type: 'table',
            head: ['Criterion', 'Weight (of 100)', 'Vendor A (1-5)', 'Vendor B (1-5)', 'Vendor C (1-5)'],
            rows: [
              ['Fit with maintenance workflows: work orders, PPM, SLAs', '20', '4', '5', '3'],
              ['Mobile app and offline use', '15', '3', '5', '4'],
              ['Arabic interface and reports', '10', '5', '3', '4'],
              ['Data residency and PDPL compliance', '10', '4', '3', '5'],
              ['Integrations: BMS, ERP, IoT', '10', '3', '4', '3'],
              ['Reporting and dashboards', '10', '4', '4', '3'],
              ['Ease of use for technicians', '10', '4', '3', '5'],
              ['Vendor support and local presence', '5', '4', '3', '5'],
              ['Five-year total cost', '10', '3', '4', '4'],
              ['Weighted total (of 100)', '100', '75', '80', '77'],
            ],
          },
          {
            type: 'p',
            text: 'Two rules keep the matrix honest. First, a failed must-have eliminates a vendor whatever its total. Second, treat close totals as a tie: a gap of a few points is within the noise of individual judgement, and the pilot should decide. Have at least three people score independently, and discuss large differences instead of averaging them away.',
          },
        ],
      },
      {
        id: 'demo-script',
        title: 'A demo script and the questions to ask',
        blocks: [
          {
            type: 'p',
            text: 'Send vendors a script in advance and ask them to run it with your data: a handful of your real assets, one of your sites and a few typical jobs. A scripted demo lets you compare like with like; a free-form demo only shows each vendor’s best side.',
          },
          {
            type: 'ol',
            items: [
              'Log a request in Arabic from a tenant’s phone, route it to the right contractor and show the SLA clock starting.',
              'Have a technician in airplane mode open the job, scan the asset’s QR tag, complete a checklist, add photos and a signature, then reconnect and show what syncs.',
              'Build a PPM plan for a chiller with monthly, quarterly and annual tasks, then adjust it to Ramadan working hours.',
              'Raise a purchase request for a spare part from the job, approve it, and show the order with VAT and where it goes next.',
              'Produce a monthly report in Arabic for one client, with jobs by priority, SLA compliance, backlog and cost, and export it to PDF and to a spreadsheet.',
              'Give a subcontractor a login and show exactly what they can and cannot see.',
              'Export all the data of one site, including attachments and history, in an open format.',
            ],
          },
          {
            type: 'p',
            text: 'Then ask the questions that demos tend to skip:',
          },
          {
            type: 'ul',
            items: [
              'Where exactly are production data, backups and disaster recovery hosted, and who at your company can access them?',
              'How often do you release updates, and how are customers told about changes that affect their workflows?',
              'Who supports us in Arabic, during which hours, and what response times does the support contract commit to?',
              'Can we speak to a customer in the region with a similar portfolio, without you on the call?',
              'What is not included in the price you have quoted?',
            ],
          },
        ],
      },
      {
        id: 'pilot-design',
        title: 'Designing a pilot that proves something',
        blocks: [
          {
            type: 'p',
            text: 'A pilot answers what a demo cannot: will technicians use the system, does it work in your buildings, and do the integrations hold. Keep it small, real and time-boxed, and run it with no more than two shortlisted vendors.',
          },
          {
            type: 'table',
            head: ['Element', 'Recommendation'],
            rows: [
              ['Scope', 'One building or a small group of sites, covering the assets that matter most: chillers, air handling units, pumps, lifts and fire systems'],
              ['Duration', '6 to 8 weeks, including at least one full monthly PPM cycle; avoid starting in the middle of Ramadan or the summer peak if you can'],
              ['Users', 'Real technicians, supervisors and at least one subcontractor, working on their own phones'],
              ['Data', 'Your own asset register and PPM plans, loaded by the vendor the way it would be done at full roll-out'],
              ['Success criteria', 'Agreed in writing before the start, for example the share of jobs closed on mobile, the time to log a request, the accuracy of reports and the number of support tickets'],
              ['Commercial terms', 'Whether the pilot is free, paid or credited against the contract, agreed before it starts'],
            ],
          },
          {
            type: 'tip',
            title: 'Measure before the pilot starts',
            text: 'For a few weeks before the pilot, record how long requests take to log and close, and how many jobs are closed with evidence. Without that starting point, the pilot’s results are opinions.',
          },
        ],
      },
      {
        id: 'total-cost-of-ownership',
        title: 'Total cost of ownership over five years',
        blocks: [
          {
            type: 'p',
            text: 'The licence price is the most visible cost and rarely the largest over the life of a system. Build a five-year view that includes everything you will pay, internally and externally. The table is an example for a portfolio with 60 users, in SAR excluding VAT; your own figures will differ.',
          },
          {
            type: 'table',
            head: ['Cost item (example, SAR)', 'Year 1', 'Years 2 to 5, each', 'Notes'],
            rows: [
              ['Subscription licences', '90,000', '95,000', 'Check the cap on annual increases'],
              ['Implementation and configuration', '80,000', '0', 'Workflows, roles, templates, reports'],
              ['Asset survey and data migration', '60,000', '0', 'Often underestimated; see the asset tagging guide'],
              ['Integrations with BMS and ERP', '70,000', '15,000', 'Upkeep when either system is upgraded'],
              ['Training', '25,000', '10,000', 'New staff, contractors and refreshers'],
              ['Internal team time', '120,000', '40,000', 'Project team, then a system administrator'],
              ['Mobile devices and tags', '30,000', '8,000', 'Replacement phones and labels'],
              ['Premium support', '15,000', '15,000', 'If Arabic support or extended hours cost extra'],
              ['Total', '490,000', '183,000', 'Five years: 1,222,000'],
            ],
          },
          {
            type: 'p',
            text: 'In this example, licences add up to 470,000 SAR of the 1,222,000 SAR five-year total. Costs that are often missed:',
          },
          {
            type: 'ul',
            items: [
              'Price increases at renewal, unless a cap is written into the contract.',
              'Extra modules or user types that appear later: contractor logins, a tenant portal, energy, inventory.',
              'Storage for photos and documents, which grows quickly once technicians attach evidence to every job.',
              'Integration upkeep each time the BMS or ERP is upgraded.',
              'The cost of leaving: data export, parallel running and re-keying if the exit terms are weak.',
            ],
          },
        ],
      },
      {
        id: 'contract-and-exit',
        title: 'Contract and exit terms',
        blocks: [
          {
            type: 'p',
            text: 'Negotiate the exit while you are a prospective customer with leverage, not when you are leaving. The contract should cover:',
          },
          {
            type: 'ul',
            items: [
              'Data ownership: all data you and your contractors enter, including attachments and audit logs, belongs to you.',
              'Data export: a complete export in open, documented formats (for example CSV or JSON for records, and the original files for attachments), on request during the term and at the end, free or at a stated price.',
              'Transition period: access continues for an agreed period after termination, for example 90 days, so that you can migrate without a gap.',
              'Deletion: certified deletion of your data, backups included, after the transition period, in line with the PDPL.',
              'Service levels: availability, support response times in Arabic and English, and service credits when targets are missed.',
              'Hosting and subprocessors: where data is stored, which subprocessors are used, and advance notice before either changes.',
              'Price protection: a cap on annual increases and fixed prices for additional users and sites.',
              'Security: vulnerability management, penetration testing, breach notification times, and your right to audit or to receive audit reports.',
            ],
          },
          {
            type: 'tip',
            title: 'Test the export before you sign',
            text: 'Ask for a full export of the pilot data with its attachments, and try to open it without the vendor’s help. If that is hard during the pilot, it will be harder at the end of the contract.',
          },
        ],
      },
      {
        id: 'implementation-plan',
        title: 'An implementation plan',
        blocks: [
          {
            type: 'p',
            text: 'Implementation for a mid-sized portfolio typically takes four to six months. The phases overlap, but each needs an owner and an end date.',
          },
          {
            type: 'table',
            head: ['Phase', 'Main tasks', 'Typical duration'],
            rows: [
              ['Preparation', 'Project team and governance, final requirements, data standards and an asset naming scheme', '2 to 4 weeks'],
              ['Data', 'Asset survey and tagging, cleaning the register, PPM plans, contractors and SLAs', '4 to 8 weeks'],
              ['Configuration and integrations', 'Workflows, roles, Arabic templates, reports, BMS and ERP connections', '4 to 8 weeks'],
              ['Training', 'Role-based sessions in Arabic and English, short videos for technicians, a super-user on each site', '2 to 3 weeks'],
              ['Go-live in waves', 'Site by site, with old and new channels running side by side for a short time', '4 to 8 weeks'],
              ['Stabilise and improve', 'Weekly reviews of adoption, data quality and reports, then monthly', 'Ongoing'],
            ],
          },
          {
            type: 'p',
            text: 'Plan go-live outside the summer peak where you can: June to September brings the most cooling breakdowns and leaves teams the least time to learn a new tool, and Ramadan’s shorter working hours make it a poor month for training. Name a super-user on each site who answers first questions in the team’s own language, and track adoption every week: jobs closed on mobile, requests logged in the system rather than by phone, and PPM tasks completed on time.',
          },
          {
            type: 'p',
            text: 'If you are building a shortlist, Siyana can be evaluated against this list like any other vendor. Request a demo at /request-demo and bring your own script.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'تُختار منصة إدارة الصيانة مرة واحدة ثم تعيش معها المنشأة سنوات. والاختيار الخاطئ يكشف نفسه ببطء: يعود الفنيون إلى تطبيقات المراسلة وأوامر العمل الورقية، وتفقد التقارير الشهرية ثقة من يقرؤها، ويصبح الخروج من العقد مكلفاً. أما الاختيار الصائب فيتحول إلى السجل المشترك لكل أصل وكل أمر عمل وكل مقاول في محفظتك.',
      'هذا الدليل محايد لا ينحاز إلى أي مورد. يشرح كيف تحدد احتياجاتك، وما المتطلبات التي تهم تحديداً في المملكة العربية السعودية والخليج، وكيف تقيّم الموردين بإنصاف، وماذا تسأل في العرض التوضيحي، وكيف تدير تجربة ميدانية، وكيف تقدّر تكلفة خمس سنوات، وما الذي تضمنه في العقد. وتتداخل اليوم أنظمة إدارة الصيانة المحوسبة مع أنظمة إدارة المرافق بمساعدة الحاسوب إلى حد كبير، فالطريقة واحدة للنوعين.',
    ],
    sections: [
      {
        id: 'needs-by-role',
        title: 'حدّد الاحتياجات حسب الأدوار قبل النظر في المنتجات',
        blocks: [
          {
            type: 'p',
            text: 'ابدأ بالأشخاص الذين سيستخدمون النظام يومياً، لا بقائمة المزايا في الكتيّب التسويقي. اعقد ورشة قصيرة مع كل فئة، واسألهم عما يعطّلهم اليوم، ثم اكتب كل احتياج على هيئة مهمة. فعبارة «يستطيع الفني على السطح إغلاق أمر العمل مع الصور دون تغطية شبكة» قابلة للاختبار، أما «تطبيق جوال جيد» فلا.',
          },
          {
            type: 'table',
            head: ['الدور', 'ما يحتاجه من النظام', 'سؤال تطرحه عليه'],
            rows: [
              ['الفني', 'مهام اليوم على الجوال، وسجل الأصل بمسح ملصقه، وقوائم الفحص، والصور، وطلب قطع الغيار، والعمل دون اتصال', 'ماذا تفعل حين يكون أمر العمل خاطئاً أو مفقوداً؟'],
              ['المشرف أو موزّع المهام', 'إسناد المهام وإعادة إسنادها، ومعرفة مكان كل فني، ومراقبة مهل اتفاقيات مستوى الخدمة، واعتماد الإنجاز', 'كيف تعرف أن مهمة تأخرت قبل أن يتصل العميل؟'],
              ['مدير المرافق', 'خطط الصيانة الوقائية المخططة، والأعمال المتراكمة، ومؤشرات الأداء لكل موقع ومقاول، والميزانية مقابل الفعلي', 'أي تقرير تعيد إعداده يدوياً كل شهر؟'],
              ['المقاول', 'مهامه هو فقط، ونطاق واضح، وإثبات للإنجاز، وأزمنة استجابة متفق عليها', 'كيف تثبت اليوم أنك التزمت باتفاقية مستوى الخدمة؟'],
              ['العميل أو المستأجر', 'تسجيل سهل للطلبات، وتحديثات عن حالتها، ووسيلة لتقييم الخدمة', 'كيف يبلّغ الشاغلون عن الأعطال الآن، وماذا يحدث بعد ذلك؟'],
              ['المالية والمشتريات', 'طلبات الشراء، والاعتمادات، وأوامر شراء صحيحة ضريبياً، وتكلفة كل أصل وموقع', 'أين يتسرب إنفاق الصيانة خارج مسار الاعتماد؟'],
              ['تقنية المعلومات وحماية البيانات', 'الدخول الموحد، والأدوار والصلاحيات، وموقع الاستضافة، وسجلات التدقيق، والنسخ الاحتياطي', 'ما السياسات التي يجب أن يستوفيها كل نظام جديد؟'],
            ],
          },
          {
            type: 'p',
            text: 'ثم رتّب الاحتياجات في ثلاث قوائم: متطلبات إلزامية يفشل النظام من دونها، واحتياجات مهمة ستقيّمها بالدرجات، ومزايا إضافية تحسم التعادل. واجعل القائمة الإلزامية قصيرة، فكل بند فيها يجب أن يكون سبباً كافياً لاستبعاد المورد.',
          },
          {
            type: 'tip',
            title: 'استمع إلى الوردية الليلية وإلى المقاولين',
            text: 'تميل ورش العمل إلى سماع موظفي المكاتب وحدهم. خصّص وقتاً للوردية الليلية، ولفريق التكييف العامل على الأسطح، ولمشرف واحد على الأقل من المقاولين من الباطن، فهؤلاء أكثر المستخدمين عرضة للتخلي عن نظام لا يناسب طريقة عملهم.',
          },
        ],
      },
      {
        id: 'gulf-must-haves',
        title: 'متطلبات لا غنى عنها في السعودية والخليج',
        blocks: [
          {
            type: 'p',
            text: 'تكاد كل المنصات تغطي أوامر العمل والصيانة الوقائية، أما الفروق المهمة في المنطقة فتكمن في مواضع أخرى. اختبر كلاً مما يلي في العرض التوضيحي وفي التجربة الميدانية، ولا تكتفِ بكلمة «نعم» في استبيان.',
          },
          {
            type: 'table',
            head: ['المتطلب', 'لماذا يهم هنا', 'كيف تختبره'],
            rows: [
              [
                'واجهة وتقارير عربية من اليمين إلى اليسار',
                'المشرفون والشاغلون والجهات الحكومية يعملون بالعربية، وكثير من التقارير يجب تقديمها بالعربية',
                'حوّل جوال أحد الفنيين إلى العربية، ثم اطبع أمر عمل وتقريراً شهرياً، وتأكد من سلامة عرض الأرقام والتواريخ وأسماء الأصول المختلطة بين العربية والإنجليزية',
              ],
              [
                'العمل على الجوال دون اتصال',
                'الأقبية وغرف المعدات والأسطح والمواقع النائية كثيراً ما تخلو من التغطية',
                'في وضع الطيران، أغلق 3 أوامر عمل مع الصور والتواقيع، ثم أعد الاتصال وتحقق مما يُزامَن وكيف تُعالَج التعارضات',
              ],
              [
                'استضافة البيانات في السعودية والامتثال لنظام حماية البيانات الشخصية',
                'يحتفظ النظام ببيانات شخصية، وقد تشترط الجهات الحكومية وشبه الحكومية استضافتها داخل المملكة',
                'احصل كتابياً على مواقع استضافة بيانات التشغيل والنسخ الاحتياطية والتعافي من الكوارث، والأماكن التي يصل منها فريق الدعم إليها',
              ],
              [
                'التاريخان الهجري والميلادي عند الحاجة',
                'ما زالت بعض العقود الحكومية والتصاريح ووثائق الموارد البشرية تحمل تواريخ هجرية، بينما يسير التخطيط بالتقويم الميلادي',
                'سجّل تاريخ انتهاء تصريح بالهجري، وتأكد من ظهوره بالتقويمين، ومن أن التذكير به يصل في اليوم الصحيح',
              ],
              [
                'تكامل مشتريات جاهز لضريبة القيمة المضافة',
                'يجب أن تحمل أوامر الشراء وفواتير الموردين الضريبة بشكل صحيح، وأن تنسجم مع مسار الفوترة الإلكترونية الذي تعتمده الإدارة المالية',
                'أنشئ طلب شراء من أمر عمل، واعتمده، وتتبّع أمر الشراء بسطور ضريبته حتى نظام تخطيط الموارد أو نظام الفوترة',
              ],
              [
                'العمل مع عدة مقاولين',
                'تعمل الفرق الداخلية جنباً إلى جنب مع مقاولين متخصصين في المصاعد وأنظمة الحريق والتكييف والنظافة، لكل منهم اتفاقية مستوى خدمة خاصة',
                'امنح مقاولاً حساباً محدود الصلاحيات، وأسند إليه مهمة، وتأكد من أنه لا يرى إلا أعماله، ومن أن مهل الخدمة تتبع عقده',
              ],
              [
                'تقاويم العمل المحلية',
                'عطلة نهاية الأسبوع يومي الجمعة والسبت، وساعات رمضان، وحظر العمل في الأماكن المكشوفة وقت الظهيرة صيفاً، كلها تؤثر في الجدولة',
                'جدوِل مهمة على السطح في وقت مبكر من بعد الظهر في يوليو، وانظر هل ينبّهك النظام أو يتيح لك حجب تلك الساعات',
              ],
            ],
          },
          {
            type: 'p',
            text: 'ويسري نظام حماية البيانات الشخصية على ما يحتفظ به نظام الصيانة من بيانات شخصية: أسماء مقدمي الطلبات والمستأجرين وأرقام هواتفهم، ومواقع الفنيين، والصور التي قد يظهر فيها أشخاص. اسأل المورد كيف يدعم الموافقة، وحدود مدة الاحتفاظ، وطلبات الوصول، والإبلاغ عن التسرب. وتحقق من المتطلبات السارية، بما فيها قواعد نقل البيانات خارج المملكة، لدى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا) أو مستشارك القانوني، وراجع كل عام مواعيد حظر العمل وقت الظهيرة لدى وزارة الموارد البشرية والتنمية الاجتماعية.',
          },
        ],
      },
      {
        id: 'integrations',
        title: 'التكامل مع نظام إدارة المبنى وتخطيط الموارد وإنترنت الأشياء',
        blocks: [
          {
            type: 'p',
            text: 'تزداد قيمة منصة الصيانة كثيراً حين تتبادل البيانات مع الأنظمة المحيطة بها. حدّد أي تكامل تحتاجه عند الإطلاق وأيه يمكن تأجيله، واسأل عن كل واحد: كيف يعمل، ومن يبنيه، ومن يصونه حين يُحدَّث أي من الطرفين.',
          },
          {
            type: 'ul',
            items: [
              'نظام إدارة المبنى: إنذارات المبردات ووحدات مناولة الهواء والمضخات تفتح أوامر عمل تلقائياً، وساعات التشغيل تحرّك الصيانة المبنية على زمن التشغيل. اسأل عن أنواع أنظمة إدارة المباني التي سبق أن ربطها المورد، وهل تُرشَّح الإنذارات حتى لا يفتح حساس معطل واحد 200 أمر عمل في ليلة واحدة.',
              'نظام تخطيط موارد المؤسسة والمالية: تنتقل طلبات الشراء وأوامر الشراء وفواتير الموردين ومراكز التكلفة إلى نظام تخطيط الموارد، فيصل إنفاق الصيانة إلى الحسابات دون إدخاله مرتين. اسأل أي أنظمة تخطيط الموارد لها موصلات عاملة فعلاً، وأيها يحتاج إلى تطوير خاص.',
              'حساسات إنترنت الأشياء: حساسات الحرارة والاهتزاز وتسرب المياه والطاقة ترسل قراءات تفتح أوامر عمل عند تجاوز حد معين. اسأل كيف تُضاف الحساسات، وماذا يحدث عند انقطاع البوابة، ومن يتحمل تكلفة الاتصال.',
              'الهوية والتواصل: الدخول الموحد عبر دليل مستخدمي الشركة، والبريد الإلكتروني وإشعارات الجوال، والربط مع مكتب الخدمة أو بوابة المستأجرين إن وُجدت.',
              'واجهات برمجة مفتوحة وتصدير للبيانات: واجهات موثقة وعمليات تصدير مجدولة تتيح لك بناء تقاريرك الخاصة، وتحميك عند انتهاء العقد.',
            ],
          },
          {
            type: 'tip',
            title: 'اطلب رؤية التكامل يعمل، لا شريحة عرض',
            text: 'في أهم تكاملين لديك، اطلب من المورد عرض ربط حي في بيئة اختبار، أو ربط المنصة بنسخة اختبارية من نظام إدارة المبنى أو نظام تخطيط الموارد لديك أثناء التجربة. فشعار على شريحة عرض لا يقول شيئاً عن طريقة ربط الإنذارات ولا عن إعادة إرسال الرسائل التي فشلت.',
          },
        ],
      },
      {
        id: 'scoring-matrix',
        title: 'مصفوفة تقييم مرجّحة',
        blocks: [
          {
            type: 'p',
            text: 'قيّم كل الموردين وفق المعايير نفسها، وبأوزان يُتفق عليها قبل أول عرض توضيحي. تعكس الأوزان أولوياتك: فمحفظة من المواقع النائية قد تعطي العمل دون اتصال وزناً أكبر، والعميل الحكومي قد يقدّم استضافة البيانات. امنح كل معيار درجة من 1 إلى 5 بناءً على ما رأيته في العروض والتجربة، لا على إجابات الاستبيان.',
          },
          {
            type: 'p',
            text: 'مثال: ثلاثة موردين بلا أسماء قيّمهم فريق إدارة مرافق. الإجمالي المرجّح هو مجموع حاصل ضرب كل وزن في درجته، مقسوماً على 5، لتكون أعلى نتيجة ممكنة 100.',
          },
          {
            type: 'table',
            head: ['المعيار', 'الوزن (من 100)', 'المورد A (من 1 إلى 5)', 'المورد B (من 1 إلى 5)', 'المورد C (من 1 إلى 5)'],
            rows: [
              ['ملاءمة مسارات الصيانة: أوامر العمل والصيانة المخططة واتفاقيات الخدمة', '20', '4', '5', '3'],
              ['تطبيق الجوال والعمل دون اتصال', '15', '3', '5', '4'],
              ['الواجهة والتقارير العربية', '10', '5', '3', '4'],
              ['استضافة البيانات والامتثال لنظام حماية البيانات الشخصية', '10', '4', '3', '5'],
              ['التكامل: إدارة المبنى وتخطيط الموارد وإنترنت الأشياء', '10', '3', '4', '3'],
              ['التقارير ولوحات المتابعة', '10', '4', '4', '3'],
              ['سهولة الاستخدام للفنيين', '10', '4', '3', '5'],
              ['دعم المورد وحضوره المحلي', '5', '4', '3', '5'],
              ['التكلفة الإجمالية لخمس سنوات', '10', '3', '4', '4'],
              ['الإجمالي المرجّح (من 100)', '100', '75', '80', '77'],
            ],
          },
          {
            type: 'p',
            text: 'قاعدتان تحفظان للمصفوفة نزاهتها. الأولى: إخفاق المورد في أي متطلب إلزامي يستبعده مهما بلغ مجموعه. والثانية: عامِل الإجماليات المتقاربة معاملة التعادل، ففارق بضع نقاط يقع ضمن هامش التقدير الشخصي، والتجربة الميدانية هي التي تحسم. واجعل ثلاثة أشخاص على الأقل يقيّمون كلٌّ على حدة، وناقشوا الفروق الكبيرة بدلاً من طمسها بالمتوسط.',
          },
        ],
      },
      {
        id: 'demo-script',
        title: 'سيناريو العرض التوضيحي والأسئلة الواجب طرحها',
        blocks: [
          {
            type: 'p',
            text: 'أرسل إلى الموردين سيناريو مكتوباً مسبقاً واطلب منهم تنفيذه ببياناتك: عدد من أصولك الحقيقية، وأحد مواقعك، وبضع مهام معتادة. فالعرض المقيَّد بسيناريو يتيح لك مقارنة المتشابه بالمتشابه، أما العرض الحر فلا يُظهر إلا أفضل ما لدى كل مورد.',
          },
          {
            type: 'ol',
            items: [
              'سجّل طلباً بالعربية من جوال أحد المستأجرين، ووجّهه إلى المقاول المختص، وأظهر بدء احتساب مهلة الخدمة.',
              'اجعل فنياً في وضع الطيران يفتح أمر العمل، ويمسح ملصق QR على الأصل، ويُكمل قائمة الفحص، ويضيف الصور والتوقيع، ثم يعيد الاتصال، وأظهر ما يُزامَن.',
              'أنشئ خطة صيانة وقائية لمبرد بمهام شهرية وربع سنوية وسنوية، ثم عدّلها على ساعات العمل في رمضان.',
              'أنشئ من أمر العمل طلب شراء لقطعة غيار، واعتمده، وأظهر أمر الشراء بضريبة القيمة المضافة والجهة التي ينتقل إليها بعد ذلك.',
              'أصدر تقريراً شهرياً بالعربية لعميل واحد يعرض أوامر العمل حسب الأولوية، والالتزام بمهل الخدمة، والأعمال المتراكمة، والتكلفة، وصدّره ملفاً للطباعة وجدول بيانات.',
              'امنح مقاولاً من الباطن حساب دخول، وأظهر بدقة ما يمكنه رؤيته وما لا يمكنه.',
              'صدّر كل بيانات موقع واحد، بما فيها المرفقات والسجل التاريخي، بصيغة مفتوحة.',
            ],
          },
          {
            type: 'p',
            text: 'ثم اطرح الأسئلة التي تتجاوزها العروض عادة:',
          },
          {
            type: 'ul',
            items: [
              'أين تُستضاف بالتحديد بيانات التشغيل والنسخ الاحتياطية والتعافي من الكوارث، ومن في شركتكم يستطيع الوصول إليها؟',
              'كم مرة تصدرون التحديثات، وكيف يُبلَّغ العملاء بالتغييرات التي تمس مسارات عملهم؟',
              'من يدعمنا بالعربية، وفي أي ساعات، وما أزمنة الاستجابة التي يلتزم بها عقد الدعم؟',
              'هل يمكننا التحدث إلى عميل في المنطقة لديه محفظة مشابهة، دون حضوركم المكالمة؟',
              'ما الذي لا يشمله السعر الذي قدمتموه؟',
            ],
          },
        ],
      },
      {
        id: 'pilot-design',
        title: 'تصميم تجربة ميدانية تثبت شيئاً',
        blocks: [
          {
            type: 'p',
            text: 'تجيب التجربة الميدانية عما لا يجيب عنه العرض التوضيحي: هل سيستخدم الفنيون النظام، وهل يعمل في مبانيك، وهل تصمد عمليات التكامل. اجعلها صغيرة وحقيقية ومحددة المدة، ولا تُجرِها مع أكثر من موردَين من القائمة المختصرة.',
          },
          {
            type: 'table',
            head: ['العنصر', 'التوصية'],
            rows: [
              ['النطاق', 'مبنى واحد أو مجموعة صغيرة من المواقع، تشمل أهم الأصول: المبردات ووحدات مناولة الهواء والمضخات والمصاعد وأنظمة الحريق'],
              ['المدة', 'من 6 إلى 8 أسابيع، تشمل دورة صيانة وقائية شهرية كاملة على الأقل، وتجنّب البدء في منتصف رمضان أو في ذروة الصيف ما استطعت'],
              ['المستخدمون', 'فنيون ومشرفون حقيقيون ومقاول من الباطن واحد على الأقل، يعملون على هواتفهم الخاصة'],
              ['البيانات', 'سجل أصولك وخطط الصيانة الوقائية الخاصة بك، يحمّلها المورد بالطريقة نفسها التي سيتبعها عند التعميم الكامل'],
              ['معايير النجاح', 'يُتفق عليها كتابياً قبل البدء، مثل نسبة المهام المغلقة عبر الجوال، والوقت اللازم لتسجيل الطلب، ودقة التقارير، وعدد طلبات الدعم'],
              ['الشروط التجارية', 'هل التجربة مجانية أم مدفوعة أم تُحتسب من قيمة العقد، ويُتفق على ذلك قبل بدئها'],
            ],
          },
          {
            type: 'tip',
            title: 'قِس قبل أن تبدأ التجربة',
            text: 'سجّل لبضعة أسابيع قبل التجربة الوقت الذي يستغرقه تسجيل الطلبات وإغلاقها، وعدد المهام التي تُغلق مع إثبات للإنجاز. فمن دون نقطة البداية هذه تبقى نتائج التجربة مجرد آراء.',
          },
        ],
      },
      {
        id: 'total-cost-of-ownership',
        title: 'التكلفة الإجمالية للملكية على مدى خمس سنوات',
        blocks: [
          {
            type: 'p',
            text: 'سعر الترخيص هو أوضح التكاليف، ونادراً ما يكون أكبرها على مدى عمر النظام. ابنِ تصوراً لخمس سنوات يشمل كل ما ستدفعه داخلياً وخارجياً. والجدول مثال لمحفظة فيها 60 مستخدماً، بالريال ودون ضريبة القيمة المضافة، وستختلف أرقامك بالطبع.',
          },
          {
            type: 'table',
            head: ['بند التكلفة (مثال بالريال)', 'السنة 1', 'كل سنة من السنوات 2 إلى 5', 'ملاحظات'],
            rows: [
              ['تراخيص الاشتراك', '90,000', '95,000', 'تحقق من سقف الزيادة السنوية'],
              ['التنفيذ والإعداد', '80,000', '0', 'مسارات العمل والأدوار والنماذج والتقارير'],
              ['حصر الأصول ونقل البيانات', '60,000', '0', 'كثيراً ما يُستهان به، وانظر دليل ترميز الأصول'],
              ['التكامل مع نظامي إدارة المبنى وتخطيط الموارد', '70,000', '15,000', 'الصيانة اللازمة عند تحديث أي من النظامين'],
              ['التدريب', '25,000', '10,000', 'الموظفون الجدد والمقاولون والدورات التنشيطية'],
              ['وقت الفريق الداخلي', '120,000', '40,000', 'فريق المشروع، ثم مسؤول النظام'],
              ['الأجهزة الجوالة والملصقات', '30,000', '8,000', 'استبدال الهواتف والملصقات'],
              ['الدعم المميز', '15,000', '15,000', 'إن كان الدعم بالعربية أو الساعات الممتدة بتكلفة إضافية'],
              ['المجموع', '490,000', '183,000', 'خمس سنوات: 1,222,000'],
            ],
          },
          {
            type: 'p',
            text: 'في هذا المثال تبلغ التراخيص 470,000 ريال من إجمالي خمس سنوات قدره 1,222,000 ريال. ومن التكاليف التي كثيراً ما تُغفل:',
          },
          {
            type: 'ul',
            items: [
              'زيادات الأسعار عند التجديد، ما لم يُنص على سقف لها في العقد.',
              'وحدات أو فئات مستخدمين إضافية تظهر لاحقاً: حسابات المقاولين، وبوابة المستأجرين، وإدارة الطاقة، والمخزون.',
              'سعة تخزين الصور والمستندات، التي تنمو بسرعة حين يرفق الفنيون إثباتاً مع كل مهمة.',
              'صيانة عمليات التكامل في كل مرة يُحدَّث فيها نظام إدارة المبنى أو نظام تخطيط الموارد.',
              'تكلفة الخروج: تصدير البيانات، والتشغيل المتوازي، وإعادة الإدخال اليدوي إن كانت شروط الخروج ضعيفة.',
            ],
          },
        ],
      },
      {
        id: 'contract-and-exit',
        title: 'شروط العقد والخروج منه',
        blocks: [
          {
            type: 'p',
            text: 'فاوض على شروط الخروج وأنت عميل محتمل يملك ورقة ضغط، لا حين تكون على وشك المغادرة. وينبغي أن يغطي العقد ما يلي:',
          },
          {
            type: 'ul',
            items: [
              'ملكية البيانات: كل ما تُدخله أنت ومقاولوك من بيانات، بما فيها المرفقات وسجلات التدقيق، ملك لك.',
              'تصدير البيانات: تصدير كامل بصيغ مفتوحة وموثقة (مثل ملفات القيم المفصولة بفواصل أو الملفات النصية المهيكلة للسجلات، والملفات الأصلية للمرفقات)، عند الطلب خلال مدة العقد وفي نهايتها، مجاناً أو بسعر محدد مسبقاً.',
              'الفترة الانتقالية: يستمر الوصول إلى النظام مدة متفقاً عليها بعد إنهاء العقد، مثل 90 يوماً، لتنتقل دون انقطاع.',
              'الحذف: حذف موثّق لبياناتك، بما فيها النسخ الاحتياطية، بعد انتهاء الفترة الانتقالية، بما ينسجم مع نظام حماية البيانات الشخصية.',
              'مستويات الخدمة: نسبة التوافر، وأزمنة استجابة الدعم بالعربية والإنجليزية، والتعويضات حين لا تتحقق المستهدفات.',
              'الاستضافة والمعالجون من الباطن: أين تُخزَّن البيانات، ومن هم المعالجون من الباطن، وإشعار مسبق قبل تغيير أي منهما.',
              'حماية السعر: سقف للزيادة السنوية، وأسعار ثابتة للمستخدمين والمواقع الإضافية.',
              'الأمن: إدارة الثغرات، واختبارات الاختراق، ومهل الإبلاغ عن الحوادث، وحقك في التدقيق أو في استلام تقارير التدقيق.',
            ],
          },
          {
            type: 'tip',
            title: 'اختبر التصدير قبل التوقيع',
            text: 'اطلب تصديراً كاملاً لبيانات التجربة مع مرفقاتها، وحاول فتحه دون مساعدة المورد. فإن كان ذلك صعباً أثناء التجربة، فسيكون أصعب عند نهاية العقد.',
          },
        ],
      },
      {
        id: 'implementation-plan',
        title: 'خطة التنفيذ',
        blocks: [
          {
            type: 'p',
            text: 'يستغرق التنفيذ لمحفظة متوسطة الحجم عادة ما بين أربعة وستة أشهر. وتتداخل المراحل فيما بينها، لكن كل مرحلة تحتاج إلى مسؤول وتاريخ انتهاء.',
          },
          {
            type: 'table',
            head: ['المرحلة', 'المهام الرئيسية', 'المدة المعتادة'],
            rows: [
              ['التحضير', 'فريق المشروع والحوكمة، والمتطلبات النهائية، ومعايير البيانات، ونظام تسمية الأصول', 'من 2 إلى 4 أسابيع'],
              ['البيانات', 'حصر الأصول وترميزها، وتنقية السجل، وخطط الصيانة الوقائية، والمقاولون واتفاقيات الخدمة', 'من 4 إلى 8 أسابيع'],
              ['الإعداد والتكامل', 'مسارات العمل، والأدوار، والنماذج العربية، والتقارير، والربط مع نظامي إدارة المبنى وتخطيط الموارد', 'من 4 إلى 8 أسابيع'],
              ['التدريب', 'جلسات حسب الدور بالعربية والإنجليزية، ومقاطع قصيرة للفنيين، ومستخدم متمكن في كل موقع', 'من 2 إلى 3 أسابيع'],
              ['الإطلاق على دفعات', 'موقعاً بعد موقع، مع تشغيل القنوات القديمة والجديدة جنباً إلى جنب لفترة قصيرة', 'من 4 إلى 8 أسابيع'],
              ['التثبيت والتحسين', 'مراجعات أسبوعية للاستخدام وجودة البيانات والتقارير، ثم شهرية', 'مستمرة'],
            ],
          },
          {
            type: 'p',
            text: 'خطّط للإطلاق خارج ذروة الصيف ما استطعت، فالفترة من يونيو إلى سبتمبر تشهد أكثر أعطال التبريد وتترك للفرق أقل وقت لتعلّم أداة جديدة، كما أن ساعات العمل القصيرة في رمضان تجعله شهراً غير مناسب للتدريب. وعيّن في كل موقع مستخدماً متمكناً يجيب عن الأسئلة الأولى بلغة الفريق نفسه، وتابع الاستخدام كل أسبوع: المهام المغلقة عبر الجوال، والطلبات المسجلة في النظام بدلاً من الهاتف، ومهام الصيانة الوقائية المنجزة في موعدها.',
          },
          {
            type: 'p',
            text: 'وإذا كنت تعدّ قائمة مختصرة، فيمكن تقييم Siyana وفق هذه القائمة مثل أي مورد آخر. اطلب عرضاً توضيحياً من صفحة طلب العرض، وأحضر معك سيناريو الاختبار الخاص بك.',
          },
        ],
      },
    ],
  },
};
