import type { GuideContent } from './types';

/** Guide: how a facility team builds a weather-normalised energy baseline and reports savings. */
export const energyBaseline: GuideContent = {
  id: 'energy-baseline',
  title: {
    en: 'Building an Energy Baseline for Gulf Buildings',
    ar: 'بناء خط أساس للطاقة في مباني الخليج',
  },
  summary: {
    en: 'How to build an energy baseline that stands up to scrutiny: bills and interval data, sub-metering, EUI, weather and occupancy normalisation, and monthly savings reported in SAR.',
    ar: 'كيف تبني خط أساس للطاقة يصمد أمام التدقيق: الفواتير والقراءات الدورية، والعدادات الفرعية، وكثافة الاستهلاك، وتصحيح أثر الطقس والإشغال، والإبلاغ الشهري عن الوفر بالريال.',
  },
  author: { en: 'Siyana Energy Team', ar: 'فريق الطاقة في Siyana' },
  updated: '2026-11-20',
  en: {
    intro: [
      'Every energy project in a Gulf building ends with the same question from the owner or the finance team: how much did we actually save? Without a baseline, the honest answer is that nobody knows. A cooler summer, a half-empty floor or a tariff revision can move the bill more than a chiller upgrade, and a saving claimed against last year’s bill alone will not survive a careful reader.',
      'This guide walks a facility team through building a baseline that holds up: which data to collect, where to add meters, how to express consumption as energy use intensity, how to correct for weather and occupancy, and how to report savings in kilowatt-hours and Saudi riyals month by month. The worked examples are illustrations with round numbers, not measurements from a real building.',
    ],
    sections: [
      {
        id: 'why-baseline',
        title: 'Why a baseline comes before any saving claim',
        blocks: [
          {
            type: 'p',
            text: 'A baseline is a model of what the building would have consumed under given conditions if nothing had changed. Savings are never measured directly: they are the difference between that model, adjusted to the conditions of the reporting period, and what the meters actually recorded. That is why the baseline has to exist, and be agreed, before the first retrofit or operating change goes in.',
          },
          {
            type: 'p',
            text: 'In the Gulf this matters more than in mild climates. Cooling usually accounts for the largest share of electricity in commercial buildings, and cooling load follows the weather. A June two degrees hotter than the year before can wipe out the visible effect of a good project, and a mild summer can make a poor one look brilliant. Comparing one bill with another, without correction, rewards luck rather than performance. A baseline serves several people at once:',
          },
          {
            type: 'ul',
            items: [
              'The owner or asset manager, who wants to know whether the capital spent on chillers, controls or LED lighting has paid back.',
              'The energy services company or contractor, whose fee may depend on verified savings.',
              'The facility manager, who needs an early warning when consumption drifts upward because of a fault rather than the weather.',
              'The sustainability lead, who reports against Vision 2030 goals and corporate targets and needs figures an auditor can trace.',
            ],
          },
          {
            type: 'tip',
            title: 'Agree the baseline before the work starts',
            text: 'Write down the baseline period, the data sources, the variables used for adjustment and the tariff for converting to riyals, and have the owner and the contractor sign it before anything changes. Arguments about savings almost always trace back to a baseline that was defined after the fact.',
          },
        ],
      },
      {
        id: 'collect-bills-and-interval-data',
        title: 'Collecting 12 to 24 months of bills and interval data',
        blocks: [
          {
            type: 'p',
            text: 'Start with the utility bills. Ask finance or the landlord for at least 12 consecutive months of Saudi Electricity Company bills for every account that serves the building, and 24 months if they exist. One year captures one full cooling season; two years let you check that the pattern repeats and spot a year that was unusual.',
          },
          {
            type: 'p',
            text: 'From each bill, record the account number, the meter number, the start and end dates of the billing period, the consumption in kWh, the amount in SAR before and after VAT, and any note that the reading was estimated rather than actual. Keep everything in one spreadsheet, with one row per account per billing period.',
          },
          {
            type: 'ol',
            items: [
              'List every electricity account linked to the site, including the ones people forget: car park lighting, the guard house, irrigation pumps and a tenant’s rooftop telecom equipment.',
              'Collect the bills and check that the billing periods join up without gaps or overlaps.',
              'Convert each period to consumption per day, because billing periods run from 28 to 35 days and do not match calendar months.',
              'Mark estimated readings. An estimated month followed by a catch-up month looks like a dip and a spike that never happened.',
              'Request interval data (15-minute or hourly readings) where a smart meter is installed, and export the building management system’s trend logs for chillers and main feeders.',
              'Record the gross floor area, the conditioned area, the operating hours and, for each month, the occupancy and any major event such as a refit, a new tenant or a floor closed for a period.',
            ],
          },
          {
            type: 'p',
            text: 'Interval data is the difference between knowing how much and knowing when. A 15-minute profile shows chillers running all night in a building that closes at 18:00, air handling units that never stop on Fridays, and the shape of a Ramadan day with its late-evening peak. None of that is visible in a monthly bill.',
          },
          {
            type: 'p',
            text: 'If the building buys chilled water from a district cooling provider, those bills (usually in ton-hours or kWh of cooling) belong in the baseline too; otherwise the cooling load disappears from view. The same applies to diesel for standby generators if they run regularly.',
          },
        ],
      },
      {
        id: 'sub-metering',
        title: 'Sub-metering chillers, AHUs, lighting and tenants',
        blocks: [
          {
            type: 'p',
            text: 'A whole-building meter tells you that consumption went up; sub-meters tell you where. You do not need a meter on every circuit. Meter the few large end uses you can act on, and the tenants you may need to recharge.',
          },
          {
            type: 'table',
            head: ['End use', 'What to meter', 'Why it matters'],
            rows: [
              [
                'Chillers and chilled-water plant',
                'Each chiller’s electrical input, plus chilled-water flow and supply and return temperatures where possible',
                'The largest load in most Gulf buildings; kW per ton of cooling shows how efficient the plant is',
              ],
              [
                'Cooling towers and pumps',
                'Tower fans and primary, secondary and condenser water pumps as a group',
                'Pumps left at full speed and tower fans fighting dust-clogged fill waste energy all year',
              ],
              [
                'Air handling units and fan coils',
                'The motor control centre or distribution board that feeds them',
                'Fans running outside occupied hours are one of the most common faults, and one of the cheapest to fix',
              ],
              [
                'Lighting',
                'Lighting boards per floor or zone, with external and car park lighting metered separately',
                'Confirms the effect of LED retrofits and timers; external lighting often runs in daylight',
              ],
              [
                'Tenants',
                'Each tenant’s supply, with meters that tenant and landlord both accept',
                'Fair recharging, and tenant growth is not mistaken for building waste',
              ],
              [
                'Other large loads',
                'Lifts and escalators, kitchens, data rooms, domestic water pumps, electric water heaters',
                'Useful once the main loads are covered; data rooms run around the clock',
              ],
            ],
          },
          {
            type: 'p',
            text: 'Choose meters that report to the building management system or a data logger over Modbus or BACnet, so that readings arrive every 15 minutes without anyone walking round with a clipboard. Check the current transformer ratios at installation: a wrong ratio multiplies every reading by the same error and is easy to miss.',
          },
          {
            type: 'tip',
            title: 'Check sub-meters against the main meter',
            text: 'Every month, add up the sub-meters and compare the total with the utility meter. A gap that stays steady is normal unmetered load; a gap that suddenly widens usually means a failed meter, a wrong multiplier or a new load someone connected without telling you.',
          },
        ],
      },
      {
        id: 'energy-use-intensity',
        title: 'Energy use intensity: comparing like with like',
        blocks: [
          {
            type: 'p',
            text: 'Energy use intensity, or EUI, is annual consumption divided by floor area, expressed in kWh per square metre per year. It turns a large number that depends on the size of the building into a figure you can compare across buildings and across years.',
          },
          {
            type: 'p',
            text: 'Example: a 12-storey office tower in Riyadh with 24,000 m² of gross floor area consumes 6,076,000 kWh in a year. Its EUI is 6,076,000 divided by 24,000, or about 253 kWh/m²/year.',
          },
          {
            type: 'p',
            text: 'An EUI is only useful when the comparison is fair. Before you set two figures side by side, check that they share:',
          },
          {
            type: 'ul',
            items: [
              'The same area definition. Gross floor area, net lettable area and conditioned area can differ widely, and car parks are usually excluded.',
              'The same building type and use. A hospital running 24 hours a day, a mall open until midnight and an office used five days a week cannot be compared directly.',
              'The same climate. A building in humid Jeddah or Dammam carries a moisture load that a building in dry Riyadh does not, and a site in Abha differs from both.',
              'The same energy scope: whether district cooling, tenant consumption and standby generation are included.',
              'The same period: a full 12 months, ideally a calendar year or the same 12 months for both buildings.',
            ],
          },
          {
            type: 'p',
            text: 'The most useful comparison is usually the building against itself over time, corrected for weather and occupancy. Comparisons with other buildings are a starting point for questions, not a verdict.',
          },
        ],
      },
      {
        id: 'weather-and-occupancy',
        title: 'Normalising for weather and occupancy',
        blocks: [
          {
            type: 'p',
            text: 'Cooling degree days (CDD) measure how hot a period was, relative to a base temperature at which the building needs little or no cooling. For each day, subtract the base temperature from the average outdoor temperature; if the result is positive, that is the day’s cooling degree days. Add up the days of the period.',
          },
          {
            type: 'p',
            text: 'Example: with a base of 18 °C, a July day averaging 36 °C contributes 18 cooling degree days, and a month of such days gives about 558. A January day averaging 15 °C contributes nothing.',
          },
          {
            type: 'ul',
            items: [
              'Take daily temperatures from a weather station close to the site or a reliable weather data service, and use the same source for every period.',
              'A base of 18 °C is a common reference, but Gulf buildings with high internal gains often follow a higher one. Test a few bases (for example 18, 21 and 24 °C) and keep the one that explains consumption best.',
              'On the coast, humidity adds a latent load that temperature alone does not capture. If the fit is poor in Jeddah or Dammam, try a humidity-based measure such as enthalpy or wet-bulb degree days.',
              'Align the degree days with the billing periods, not with calendar months.',
            ],
          },
          {
            type: 'p',
            text: 'Occupancy is the second driver. For offices it can be the share of floor area leased and occupied; for hotels, occupied room-nights; for malls, footfall or trading hours; for schools and universities, teaching days. Use a measure you can obtain every month, for the baseline period and the reporting period alike.',
          },
          {
            type: 'p',
            text: 'Ramadan deserves separate treatment. Working hours shift, evening and night-time activity rises in malls and hotels, and offices often close earlier. Because Ramadan moves about 11 days earlier in the Gregorian calendar each year, it falls in different billing periods from one year to the next. Add a simple marker for the number of Ramadan days in each billing period, so that the model does not mistake the Ramadan pattern for a change in performance.',
          },
        ],
      },
      {
        id: 'simple-regression',
        title: 'A simple regression, explained without statistics',
        blocks: [
          {
            type: 'p',
            text: 'Regression sounds technical, but the idea is simple. Plot each billing period as a point on a chart: cooling degree days along the bottom, consumption up the side. In a Gulf building the points form a rising band, because hotter months use more. Regression draws the straight line that fits the band best.',
          },
          {
            type: 'p',
            text: 'The line has two numbers. The intercept is the base load: what the building consumes when no cooling is needed, from lighting, lifts, fans, IT equipment and pumps. The slope is the cooling sensitivity: how many extra kWh each additional degree day costs. Any spreadsheet calculates both with its built-in trend line or linear regression function.',
          },
          {
            type: 'p',
            text: 'Example: the office tower above gives this line: monthly kWh equals 310,000 plus 620 for each cooling degree day. In a July with 560 cooling degree days, the model predicts 310,000 plus 620 times 560, or 657,200 kWh. In a January with 60 degree days, it predicts 347,200 kWh.',
          },
          {
            type: 'p',
            text: 'Three checks tell you whether the line is good enough to use:',
          },
          {
            type: 'ul',
            items: [
              'R-squared: how much of the month-to-month variation the line explains, on a scale from 0 to 1. For monthly data in a cooled building, 0.75 or higher is a common rule of thumb.',
              'Residuals: the gaps between each month’s actual and predicted consumption. They should scatter above and below the line with no pattern. If every summer month sits above it, a variable is missing.',
              'Common sense: the base load and the slope must be plausible. A negative base load, or a slope implying that the chillers use more than the whole building, points to bad data.',
            ],
          },
          {
            type: 'p',
            text: 'If occupancy or Ramadan days matter, add them as further variables. Spreadsheets handle several variables with the same function, but keep the model as small as possible: each added variable needs a clear physical reason and must improve the fit noticeably. With only 12 or 24 monthly points, a model loaded with variables fits the past perfectly and predicts the future badly.',
          },
        ],
      },
      {
        id: 'measurement-and-verification',
        title: 'Measurement and verification in the spirit of IPMVP',
        blocks: [
          {
            type: 'p',
            text: 'The International Performance Measurement and Verification Protocol (IPMVP) is the most widely used framework for demonstrating energy savings. An internal project need not follow it to the letter, but its principles keep a savings figure honest, and many energy performance contracts in the region refer to it. If a contract requires it, check which edition applies.',
          },
          {
            type: 'p',
            text: 'IPMVP describes four options. In general terms:',
          },
          {
            type: 'table',
            head: ['Option', 'What is measured', 'Suits'],
            rows: [
              [
                'A: retrofit isolation, key parameter',
                'The key parameter of the improved system is measured; the others are estimated and agreed',
                'Lighting retrofits where the hours of use can be agreed in advance',
              ],
              [
                'B: retrofit isolation, all parameters',
                'All the energy used by the improved system is measured, usually with a sub-meter',
                'A chiller replacement, or variable-speed drives fitted to pumps',
              ],
              [
                'C: whole facility',
                'The utility meter for the whole building, with a regression baseline',
                'Several measures at once, when savings are large enough to show at the main meter',
              ],
              [
                'D: calibrated simulation',
                'A computer model of the building, calibrated against measured data',
                'New buildings, or major refits with no usable baseline',
              ],
            ],
          },
          {
            type: 'p',
            text: 'Whichever option you choose, write a short measurement and verification plan before the work begins. It should state:',
          },
          {
            type: 'ul',
            items: [
              'The measurement boundary: the whole building or a specific system.',
              'The baseline period, its consumption and the conditions during it.',
              'The independent variables (cooling degree days, occupancy, Ramadan days) and where their data comes from.',
              'The static factors assumed not to change, such as floor area, operating hours and set points, and how the baseline will be adjusted if they do.',
              'The reporting period, who reads the meters, and the tariff used to convert kWh into riyals.',
            ],
          },
          {
            type: 'p',
            text: 'Savings are then the adjusted baseline minus the consumption of the reporting period: what the building would have used under this month’s weather and occupancy, minus what it actually used.',
          },
        ],
      },
      {
        id: 'monthly-tracking-in-sar',
        title: 'Tracking monthly and reporting savings in SAR',
        blocks: [
          {
            type: 'p',
            text: 'Once the baseline is set, tracking becomes a monthly routine of about an hour when the data arrives automatically. For each billing period, enter the actual consumption, the cooling degree days and any other variables; calculate the expected consumption from the baseline model; and record the difference.',
          },
          {
            type: 'p',
            text: 'Example: after the chilled-water plant is optimised, the tower uses 560,000 kWh in an August with 590 cooling degree days. The adjusted baseline is 310,000 plus 620 for each of the 590 degree days, which gives 675,800 kWh. The avoided consumption is 115,800 kWh; at an example rate of 0.30 SAR per kWh, that is worth 34,740 SAR for the month.',
          },
          {
            type: 'table',
            head: ['Month (example)', 'Cooling degree days', 'Expected kWh', 'Actual kWh', 'Avoided kWh', 'Value at 0.30 SAR/kWh'],
            rows: [
              ['June', '510', '626,200', '548,000', '78,200', '23,460 SAR'],
              ['July', '560', '657,200', '571,000', '86,200', '25,860 SAR'],
              ['August', '590', '675,800', '560,000', '115,800', '34,740 SAR'],
              ['September', '480', '607,600', '530,000', '77,600', '23,280 SAR'],
              ['Total', '–', '–', '–', '357,800', '107,340 SAR'],
            ],
          },
          {
            type: 'p',
            text: 'The monthly report for the owner should fit on one page:',
          },
          {
            type: 'ul',
            items: [
              'Avoided kWh for the month and the year to date, against the adjusted baseline.',
              'Their value in SAR at the tariff agreed in the plan, stating whether VAT is included.',
              'A cumulative sum (CUSUM) chart, the running total of the monthly differences. A line that falls steadily means savings are holding; a line that flattens or turns upward shows exactly when performance slipped.',
              'A short note on anything unusual: a meter fault, a tenant moving in or out, a heat wave, a change of operating hours.',
            ],
          },
          {
            type: 'tip',
            title: 'Report kWh first, riyals second',
            text: 'Tariffs change; kilowatt-hours do not. State savings in kWh as the primary result and convert them to SAR at the rate fixed in the plan, adding a second line at the current tariff if it differs. Confirm the current tariff with the Saudi Electricity Company before you publish a figure.',
          },
        ],
      },
      {
        id: 'common-traps',
        title: 'Common traps and how to avoid them',
        blocks: [
          {
            type: 'table',
            head: ['Trap', 'What you see', 'What to do'],
            rows: [
              ['Tariff change', 'The bill in SAR jumps while kWh stays steady', 'Track kWh, convert at a fixed rate and show the tariff effect separately'],
              ['Estimated readings', 'A low month followed by a high one', 'Merge the two periods, or use interval data to find the true split'],
              ['Billing periods that do not match months', 'Periods of 28 and 35 days look like changes in performance', 'Work in consumption per day, and add up degree days over the same dates'],
              ['New or departing tenant', 'A step change that the weather does not explain', 'Record the date and area and make a non-routine adjustment to the baseline, or meter the tenant and exclude it'],
              ['Meter fault or wrong multiplier', 'Flat readings, zeros, or sub-meters adding up to more than the main meter', 'Reconcile sub-meters monthly, and check current transformer ratios whenever a meter is replaced'],
              ['Changed set points or hours', 'Savings that appear without any project', 'Log every change of set point and schedule, and treat it as a measure or a static factor'],
              ['New equipment', 'The base load rises in every month', 'Record it in the plan and adjust the baseline, for example for a new data room'],
            ],
          },
          {
            type: 'p',
            text: 'Most of these traps have the same cure: a log. Keep a simple dated record of every change in the building, from a new tenant to a repaired meter to a set point raised during Ramadan. When a figure looks wrong six months later, the log explains it in minutes.',
          },
          {
            type: 'tip',
            title: 'Know when to start a new baseline',
            text: 'If the building changes fundamentally, through a major extension, a change of use or a new central plant, adjustments stop being credible. Set a new baseline from 12 months of data after the change, and state clearly in reports where the old baseline ends and the new one begins.',
          },
        ],
      },
    ],
  },
  ar: {
    intro: [
      'ينتهي كل مشروع لترشيد الطاقة في مباني الخليج بالسؤال نفسه من المالك أو من الإدارة المالية: كم وفّرنا فعلاً؟ ومن دون خط أساس، فالإجابة الصادقة أن أحداً لا يعرف. فصيفٌ أقل حرارة، أو طابق نصف شاغر، أو تعديل في التعرفة، قد يحرّك الفاتورة أكثر مما يحركها استبدال مبرد كامل، والوفر الذي يُحسب بمقارنة فاتورة هذا العام بفاتورة العام الماضي وحدها لن يصمد أمام أي قارئ متمعّن.',
      'يرافق هذا الدليل فريق إدارة المرافق خطوة بخطوة في بناء خط أساس موثوق: ما البيانات التي تُجمع، وأين تُركَّب العدادات الفرعية، وكيف يُعبَّر عن الاستهلاك بكثافة استخدام الطاقة، وكيف يُصحَّح أثر الطقس والإشغال، وكيف يُبلَّغ عن الوفر بالكيلوواط ساعة وبالريال السعودي شهراً بعد شهر. والأمثلة التطبيقية الواردة فيه توضيحية بأرقام مقرّبة، وليست قياسات مأخوذة من مبنى حقيقي.',
    ],
    sections: [
      {
        id: 'why-baseline',
        title: 'لماذا يسبق خط الأساس أي حديث عن الوفر',
        blocks: [
          {
            type: 'p',
            text: 'خط الأساس نموذج يقدّر ما كان المبنى سيستهلكه في ظروف معينة لو لم يتغير فيه شيء. فالوفر لا يُقاس مباشرة أبداً، بل هو الفرق بين هذا النموذج بعد تعديله على ظروف فترة التقرير وبين ما سجّلته العدادات فعلاً. ولهذا يجب أن يكون خط الأساس جاهزاً ومتفقاً عليه قبل تنفيذ أول تحديث للمعدات أو أول تغيير في أسلوب التشغيل.',
          },
          {
            type: 'p',
            text: 'وتزداد أهمية ذلك في الخليج مقارنة بالمناخات المعتدلة، إذ يستحوذ التبريد عادةً على الحصة الكبرى من استهلاك الكهرباء في المباني التجارية، وحِمل التبريد يتبع الطقس. فشهر يونيو الأشد حرارة بدرجتين من العام السابق قد يمحو الأثر الظاهر لمشروع جيد، وصيف معتدل قد يُظهر مشروعاً ضعيفاً بمظهر الناجح. والمقارنة بين فاتورتين دون تصحيح تكافئ الحظ لا الأداء. ويخدم خط الأساس أطرافاً عدة في آن واحد:',
          },
          {
            type: 'ul',
            items: [
              'المالك أو مدير الأصول، الذي يريد أن يعرف هل استردّ رأس المال المنفق على المبردات وأنظمة التحكم والإنارة الموفرة للطاقة.',
              'شركة خدمات الطاقة أو المقاول، الذي قد ترتبط أتعابه بالوفر المُتحقَّق منه.',
              'مدير المرافق، الذي يحتاج إلى إنذار مبكر حين يرتفع الاستهلاك بسبب عطل لا بسبب الطقس.',
              'مسؤول الاستدامة، الذي يرفع تقاريره وفق مستهدفات رؤية 2030 وأهداف الشركة، ويحتاج إلى أرقام يستطيع المدقق تتبّع مصدرها.',
            ],
          },
          {
            type: 'tip',
            title: 'اتفق على خط الأساس قبل بدء العمل',
            text: 'دوِّن فترة خط الأساس، ومصادر البيانات، والمتغيرات المستخدمة في التعديل، والتعرفة المعتمدة للتحويل إلى الريال، واحصل على توقيع المالك والمقاول عليها قبل أي تغيير. فالخلاف على الوفر يعود في أغلب الأحيان إلى خط أساس حُدِّد بعد وقوع التغيير.',
          },
        ],
      },
      {
        id: 'collect-bills-and-interval-data',
        title: 'جمع فواتير وقراءات دورية تغطي من 12 إلى 24 شهراً',
        blocks: [
          {
            type: 'p',
            text: 'ابدأ بفواتير الكهرباء. اطلب من الإدارة المالية أو من المالك فواتير الشركة السعودية للكهرباء لمدة 12 شهراً متتالية على الأقل لكل حساب يغذي المبنى، ولمدة 24 شهراً إن توفرت. فسنة واحدة تغطي موسم تبريد كاملاً، وسنتان تتيحان لك التأكد من تكرار النمط واكتشاف السنة غير المعتادة.',
          },
          {
            type: 'p',
            text: 'سجّل من كل فاتورة: رقم الحساب، ورقم العداد، وتاريخي بداية فترة الفوترة ونهايتها، والاستهلاك بالكيلوواط ساعة، والمبلغ بالريال قبل ضريبة القيمة المضافة وبعدها، وأي إشارة إلى أن القراءة تقديرية لا فعلية. واجمع ذلك كله في جدول بيانات واحد، بصف مستقل لكل حساب في كل فترة فوترة.',
          },
          {
            type: 'ol',
            items: [
              'أدرج كل حسابات الكهرباء المرتبطة بالموقع، بما فيها الحسابات التي تُنسى عادة: إنارة مواقف السيارات، وغرفة الحراسة، ومضخات الري، ومعدات الاتصالات التي يركّبها أحد المستأجرين على السطح.',
              'اجمع الفواتير وتأكد من أن فترات الفوترة متصلة دون فجوات أو تداخل.',
              'حوّل كل فترة إلى استهلاك يومي، لأن فترات الفوترة تتراوح بين 28 و35 يوماً ولا تطابق الأشهر الميلادية.',
              'ميّز القراءات التقديرية، فالشهر التقديري الذي يليه شهر تسوية يبدو انخفاضاً ثم قفزة لم يحدثا أصلاً.',
              'اطلب بيانات القراءات الدورية (كل 15 دقيقة أو كل ساعة) حيث يوجد عداد ذكي، وصدّر سجلات الاتجاهات من نظام إدارة المبنى للمبردات والمغذيات الرئيسية.',
              'سجّل المساحة الإجمالية، والمساحة المكيّفة، وساعات التشغيل، ولكل شهر مستوى الإشغال وأي حدث مهم، مثل أعمال التجديد أو دخول مستأجر جديد أو إغلاق طابق لفترة.',
            ],
          },
          {
            type: 'p',
            text: 'القراءات الدورية هي الفرق بين أن تعرف كم استهلكت وأن تعرف متى استهلكت. فالمنحنى المسجَّل كل 15 دقيقة يكشف مبردات تعمل طوال الليل في مبنى يغلق أبوابه في الساعة 18:00، ووحدات مناولة هواء لا تتوقف أيام الجمعة، وشكل يوم رمضان بذروته المسائية المتأخرة. ولا يظهر شيء من ذلك في الفاتورة الشهرية.',
          },
          {
            type: 'p',
            text: 'وإذا كان المبنى يشتري المياه المبردة من مزود للتبريد المركزي، فإن فواتيرها (وتكون عادة بطن التبريد ساعة أو بالكيلوواط ساعة من التبريد) جزء من خط الأساس أيضاً، وإلا اختفى حِمل التبريد من الصورة. والأمر نفسه ينطبق على وقود الديزل للمولدات الاحتياطية إذا كانت تعمل بانتظام.',
          },
        ],
      },
      {
        id: 'sub-metering',
        title: 'العدادات الفرعية للمبردات ووحدات مناولة الهواء والإنارة والمستأجرين',
        blocks: [
          {
            type: 'p',
            text: 'العداد الرئيسي يخبرك أن الاستهلاك ارتفع، أما العدادات الفرعية فتخبرك أين ارتفع. ولا تحتاج إلى عداد على كل دائرة كهربائية؛ يكفي أن تقيس الاستخدامات الكبيرة القليلة التي تستطيع التصرف فيها، والمستأجرين الذين قد تحتاج إلى تحميلهم تكلفة استهلاكهم.',
          },
          {
            type: 'table',
            head: ['الاستخدام', 'ما يُقاس', 'لماذا يهم'],
            rows: [
              [
                'المبردات ومحطة المياه المبردة',
                'القدرة الكهربائية الداخلة لكل مبرد، ومعها تدفق المياه المبردة ودرجتا حرارة الإمداد والراجع متى أمكن',
                'أكبر حِمل في معظم مباني الخليج، ومؤشر الكيلوواط لكل طن تبريد يكشف كفاءة المحطة',
              ],
              [
                'أبراج التبريد والمضخات',
                'مراوح الأبراج والمضخات الأولية والثانوية ومضخات مياه المكثفات كمجموعة واحدة',
                'المضخات المتروكة على سرعتها القصوى ومراوح الأبراج التي تصارع حشوات سدّها الغبار تهدر الطاقة طوال العام',
              ],
              [
                'وحدات مناولة الهواء ووحدات ملف المروحة',
                'مركز التحكم في المحركات أو لوحة التوزيع التي تغذيها',
                'تشغيل المراوح خارج ساعات الإشغال من أكثر الأعطال شيوعاً وأرخصها إصلاحاً',
              ],
              [
                'الإنارة',
                'لوحات الإنارة لكل طابق أو منطقة، مع قياس الإنارة الخارجية وإنارة المواقف بشكل منفصل',
                'تؤكد أثر التحول إلى الإنارة الموفرة وأجهزة التوقيت، فالإنارة الخارجية كثيراً ما تعمل في وضح النهار',
              ],
              [
                'المستأجرون',
                'تغذية كل مستأجر، بعدادات يقبلها المستأجر والمالك معاً',
                'تحميل عادل للتكاليف، ولا يُخلط بين توسّع المستأجر وهدر المبنى',
              ],
              [
                'الأحمال الكبيرة الأخرى',
                'المصاعد والسلالم المتحركة، والمطابخ، وغرف البيانات، ومضخات المياه المنزلية، وسخانات المياه الكهربائية',
                'مفيدة بعد تغطية الأحمال الرئيسية، فغرف البيانات تعمل على مدار الساعة',
              ],
            ],
          },
          {
            type: 'p',
            text: 'اختر عدادات ترسل قراءاتها إلى نظام إدارة المبنى أو إلى مسجّل بيانات عبر بروتوكولات الاتصال المعتمدة في المباني، لتصل القراءات كل 15 دقيقة دون أن يتجول أحد بلوح وقلم. وتحقق من نسب محولات التيار عند التركيب، فالنسبة الخاطئة تضرب كل قراءة في الخطأ نفسه، ويسهل أن تمر دون أن يلاحظها أحد.',
          },
          {
            type: 'tip',
            title: 'طابِق العدادات الفرعية مع العداد الرئيسي',
            text: 'اجمع قراءات العدادات الفرعية كل شهر وقارن المجموع بعداد شركة الكهرباء. الفجوة الثابتة أمر طبيعي يمثل الأحمال غير المقيسة، أما الفجوة التي تتسع فجأة فتعني غالباً عداداً معطلاً أو معاملاً خاطئاً أو حِملاً جديداً وصله أحدهم دون إبلاغك.',
          },
        ],
      },
      {
        id: 'energy-use-intensity',
        title: 'كثافة استخدام الطاقة: قارن المتشابه بالمتشابه',
        blocks: [
          {
            type: 'p',
            text: 'كثافة استخدام الطاقة هي الاستهلاك السنوي مقسوماً على المساحة، وتُقاس بالكيلوواط ساعة لكل متر مربع في السنة. وهي تحوّل رقماً كبيراً مرتبطاً بحجم المبنى إلى مؤشر يمكن مقارنته بين المباني وعبر السنوات.',
          },
          {
            type: 'p',
            text: 'مثال: برج مكاتب من 12 طابقاً في الرياض، مساحته الإجمالية 24,000 متر مربع، يستهلك 6,076,000 كيلوواط ساعة في السنة. كثافة استخدامه للطاقة إذن هي 6,076,000 مقسومة على 24,000، أي نحو 253 كيلوواط ساعة لكل متر مربع سنوياً.',
          },
          {
            type: 'p',
            text: 'ولا تفيد كثافة الاستهلاك إلا إذا كانت المقارنة عادلة. فقبل أن تضع رقمين جنباً إلى جنب، تأكد من أنهما يشتركان في:',
          },
          {
            type: 'ul',
            items: [
              'تعريف المساحة نفسه. فالمساحة الإجمالية والمساحة الصافية القابلة للتأجير والمساحة المكيّفة قد تختلف كثيراً، وتُستبعد مواقف السيارات عادة.',
              'نوع المبنى واستخدامه. فالمستشفى الذي يعمل 24 ساعة في اليوم، والمجمع التجاري المفتوح حتى منتصف الليل، والمكتب المستخدم خمسة أيام في الأسبوع، لا تصح المقارنة المباشرة بينها.',
              'المناخ نفسه. فالمبنى في جدة أو الدمام يحمل عبء رطوبة لا يعرفه مبنى في الرياض الجافة، والموقع في أبها يختلف عن الاثنين معاً.',
              'نطاق الطاقة نفسه: هل يشمل التبريد المركزي واستهلاك المستأجرين والتوليد الاحتياطي أم لا.',
              'الفترة نفسها: 12 شهراً كاملة، ويفضَّل أن تكون سنة ميلادية أو الأشهر الـ12 نفسها للمبنيين.',
            ],
          },
          {
            type: 'p',
            text: 'والمقارنة الأجدى في الغالب هي مقارنة المبنى بنفسه عبر الزمن بعد تصحيح أثر الطقس والإشغال. أما المقارنة بمبانٍ أخرى فنقطة انطلاق لطرح الأسئلة، لا حكمٌ نهائي.',
          },
        ],
      },
      {
        id: 'weather-and-occupancy',
        title: 'تصحيح أثر الطقس والإشغال',
        blocks: [
          {
            type: 'p',
            text: 'تقيس درجات أيام التبريد مدى حرارة فترة ما نسبةً إلى درجة حرارة أساس لا يحتاج المبنى عندها إلى تبريد يُذكر. ففي كل يوم تُطرح درجة الأساس من متوسط درجة الحرارة الخارجية، فإن كانت النتيجة موجبة فهي درجات أيام التبريد لذلك اليوم، ثم تُجمع أيام الفترة كلها.',
          },
          {
            type: 'p',
            text: 'مثال: على أساس 18 درجة مئوية، يضيف يوم من يوليو متوسط حرارته 36 درجة مئوية ما مقداره 18 درجة يوم تبريد، وشهر كامل من هذه الأيام يعطي نحو 558. أما يوم من يناير متوسطه 15 درجة مئوية فلا يضيف شيئاً.',
          },
          {
            type: 'ul',
            items: [
              'خذ درجات الحرارة اليومية من محطة أرصاد قريبة من الموقع أو من خدمة بيانات طقس موثوقة، واستخدم المصدر نفسه في كل الفترات.',
              'درجة 18 مئوية أساس مرجعي شائع، لكن مباني الخليج ذات الأحمال الداخلية العالية كثيراً ما تتبع أساساً أعلى. جرّب عدة درجات أساس (مثلاً 18 و21 و24 درجة مئوية) واعتمد أكثرها تفسيراً للاستهلاك.',
              'على الساحل تضيف الرطوبة حِملاً كامناً لا تلتقطه درجة الحرارة وحدها. فإذا جاء التطابق ضعيفاً في جدة أو الدمام، فجرّب مقياساً يأخذ الرطوبة في الحسبان، مثل المحتوى الحراري للهواء أو درجات الأيام المحسوبة على درجة الحرارة الرطبة.',
              'طابِق درجات الأيام مع فترات الفوترة لا مع الأشهر الميلادية.',
            ],
          },
          {
            type: 'p',
            text: 'والإشغال هو المحرك الثاني للاستهلاك. ففي المكاتب قد يكون نسبة المساحة المؤجرة والمشغولة فعلاً، وفي الفنادق عدد الليالي الفندقية المشغولة، وفي المجمعات التجارية أعداد الزوار أو ساعات العمل، وفي المدارس والجامعات أيام الدراسة. استخدم مقياساً تستطيع الحصول عليه كل شهر، لفترة خط الأساس ولفترة التقرير على حد سواء.',
          },
          {
            type: 'p',
            text: 'ويستحق شهر رمضان معاملة خاصة، إذ تتغير ساعات العمل، ويرتفع النشاط المسائي والليلي في المجمعات التجارية والفنادق، وتغلق المكاتب غالباً في وقت أبكر. ولأن رمضان يتقدم نحو 11 يوماً في التقويم الميلادي كل عام، فإنه يقع في فترات فوترة مختلفة من سنة إلى أخرى. لذلك أضف مؤشراً بسيطاً لعدد أيام رمضان في كل فترة فوترة، كي لا يخلط النموذج بين نمط رمضان وتغيّر حقيقي في الأداء.',
          },
        ],
      },
      {
        id: 'simple-regression',
        title: 'الانحدار البسيط دون تعقيدات إحصائية',
        blocks: [
          {
            type: 'p',
            text: 'قد تبدو كلمة الانحدار تقنية، لكن فكرتها بسيطة. ارسم كل فترة فوترة نقطةً على مخطط: درجات أيام التبريد على المحور الأفقي، والاستهلاك على المحور الرأسي. في المبنى الخليجي تشكّل النقاط شريطاً صاعداً، لأن الأشهر الأشد حرارة تستهلك أكثر. والانحدار يرسم الخط المستقيم الأكثر تطابقاً مع هذا الشريط.',
          },
          {
            type: 'p',
            text: 'للخط رقمان. الأول نقطة التقاطع، وهي الحِمل الأساسي: ما يستهلكه المبنى حين لا يحتاج إلى تبريد، من إنارة ومصاعد ومراوح وأجهزة حاسوب ومضخات. والثاني الميل، وهو حساسية التبريد: عدد الكيلوواط ساعة الإضافية التي تكلفها كل درجة يوم تبريد إضافية. ويحسب أي برنامج جداول بيانات الرقمين بدالة خط الاتجاه أو الانحدار الخطي المدمجة فيه.',
          },
          {
            type: 'p',
            text: 'مثال: يعطي برج المكاتب السابق الخط التالي: الاستهلاك الشهري بالكيلوواط ساعة يساوي 310,000 زائد 620 عن كل درجة يوم تبريد. ففي شهر يوليو بلغت فيه درجات أيام التبريد 560، يتوقع النموذج 310,000 زائد 620 مضروبة في 560، أي 657,200 كيلوواط ساعة. وفي شهر يناير فيه 60 درجة يوم، يتوقع 347,200 كيلوواط ساعة.',
          },
          {
            type: 'p',
            text: 'ثلاثة اختبارات تخبرك هل الخط صالح للاستخدام:',
          },
          {
            type: 'ul',
            items: [
              'معامل التحديد: مقدار ما يفسره الخط من التباين بين الأشهر، على مقياس من 0 إلى 1. وفي البيانات الشهرية لمبنى مكيّف، تُعد القيمة 0.75 فأعلى قاعدة عملية شائعة.',
              'البواقي: الفروق بين الاستهلاك الفعلي والمتوقع لكل شهر. يجب أن تتوزع فوق الخط وتحته دون نمط واضح، فإذا جاءت كل أشهر الصيف فوقه فهناك متغير مفقود.',
              'المنطق السليم: يجب أن يكون الحِمل الأساسي والميل معقولين. فالحِمل الأساسي السالب، أو الميل الذي يعني أن المبردات تستهلك أكثر من المبنى كله، علامة على بيانات معيبة.',
            ],
          },
          {
            type: 'p',
            text: 'وإذا كان للإشغال أو لأيام رمضان أثر واضح فأضفها متغيرات إضافية. تتعامل برامج جداول البيانات مع عدة متغيرات بالدالة نفسها، لكن اجعل النموذج أصغر ما يمكن: فكل متغير يُضاف يجب أن يكون له سبب فيزيائي واضح وأن يحسّن التطابق تحسيناً ملموساً. ومع 12 أو 24 نقطة شهرية فقط، فإن النموذج المثقل بالمتغيرات يطابق الماضي تماماً ثم يخطئ في توقع المستقبل.',
          },
        ],
      },
      {
        id: 'measurement-and-verification',
        title: 'القياس والتحقق على نهج البروتوكول الدولي',
        blocks: [
          {
            type: 'p',
            text: 'البروتوكول الدولي لقياس الأداء والتحقق منه هو الإطار الأوسع استخداماً لإثبات الوفر في الطاقة. ولست مضطراً إلى اتباعه حرفياً في مشروع داخلي، لكن مبادئه تحفظ لرقم الوفر نزاهته، وكثير من عقود أداء الطاقة في المنطقة تحيل إليه. وإذا اشترطه العقد فتحقق من الإصدار المعتمد منه.',
          },
          {
            type: 'p',
            text: 'يصف البروتوكول أربعة خيارات، وهي بشكل عام:',
          },
          {
            type: 'table',
            head: ['الخيار', 'ما يُقاس', 'يناسب'],
            rows: [
              [
                'A: عزل التحديث مع قياس المعامل الرئيسي',
                'يُقاس المعامل الرئيسي للنظام المحسَّن، وتُقدَّر المعاملات الأخرى ويُتفق عليها',
                'تحديث الإنارة حين يمكن الاتفاق مسبقاً على ساعات التشغيل',
              ],
              [
                'B: عزل التحديث مع قياس كل المعاملات',
                'يُقاس كامل استهلاك النظام المحسَّن، عادةً بعداد فرعي',
                'استبدال مبرد، أو تركيب محركات متغيرة السرعة على المضخات',
              ],
              [
                'C: المنشأة كاملة',
                'عداد شركة الكهرباء للمبنى كله، مع خط أساس قائم على الانحدار',
                'عدة إجراءات في وقت واحد، حين يكون الوفر كبيراً بما يكفي ليظهر في العداد الرئيسي',
              ],
              [
                'D: المحاكاة المعايَرة',
                'نموذج حاسوبي للمبنى معايَر على بيانات مقيسة',
                'المباني الجديدة، أو التجديدات الكبرى التي لا يتوفر لها خط أساس صالح',
              ],
            ],
          },
          {
            type: 'p',
            text: 'وأياً كان الخيار، اكتب خطة قصيرة للقياس والتحقق قبل بدء العمل، تنص على ما يلي:',
          },
          {
            type: 'ul',
            items: [
              'حدود القياس: المبنى كله أم نظام محدد.',
              'فترة خط الأساس واستهلاكها والظروف التي سادت خلالها.',
              'المتغيرات المستقلة (درجات أيام التبريد، والإشغال، وأيام رمضان) ومصادر بياناتها.',
              'العوامل الثابتة التي يُفترض ألا تتغير، مثل المساحة وساعات التشغيل ونقاط الضبط، وكيف سيُعدَّل خط الأساس إن تغيرت.',
              'فترة التقرير، ومن يقرأ العدادات، والتعرفة المعتمدة لتحويل الكيلوواط ساعة إلى ريالات.',
            ],
          },
          {
            type: 'p',
            text: 'ثم يُحسب الوفر بطرح استهلاك فترة التقرير من خط الأساس المعدَّل، أي ما كان المبنى سيستهلكه في ظروف طقس هذا الشهر وإشغاله، مطروحاً منه ما استهلكه فعلاً.',
          },
        ],
      },
      {
        id: 'monthly-tracking-in-sar',
        title: 'المتابعة الشهرية والإبلاغ عن الوفر بالريال',
        blocks: [
          {
            type: 'p',
            text: 'بعد تثبيت خط الأساس تصبح المتابعة روتيناً شهرياً يستغرق نحو ساعة حين تصل البيانات آلياً. ففي كل فترة فوترة أدخل الاستهلاك الفعلي ودرجات أيام التبريد وأي متغيرات أخرى، واحسب الاستهلاك المتوقع من نموذج خط الأساس، وسجّل الفرق.',
          },
          {
            type: 'p',
            text: 'مثال: بعد تحسين تشغيل محطة المياه المبردة، استهلك البرج 560,000 كيلوواط ساعة في شهر أغسطس بلغت فيه درجات أيام التبريد 590. خط الأساس المعدَّل هو 310,000 زائد 620 عن كل درجة من الدرجات الـ590، أي 675,800 كيلوواط ساعة. فيكون الاستهلاك المتجنَّب 115,800 كيلوواط ساعة، وبسعر افتراضي قدره 0.30 ريال لكل كيلوواط ساعة تبلغ قيمته 34,740 ريالاً عن الشهر.',
          },
          {
            type: 'table',
            head: ['الشهر (مثال)', 'درجات أيام التبريد', 'الاستهلاك المتوقع (كيلوواط ساعة)', 'الاستهلاك الفعلي (كيلوواط ساعة)', 'الاستهلاك المتجنَّب (كيلوواط ساعة)', 'القيمة بسعر 0.30 ريال للكيلوواط ساعة'],
            rows: [
              ['يونيو', '510', '626,200', '548,000', '78,200', '23,460 ريالاً'],
              ['يوليو', '560', '657,200', '571,000', '86,200', '25,860 ريالاً'],
              ['أغسطس', '590', '675,800', '560,000', '115,800', '34,740 ريالاً'],
              ['سبتمبر', '480', '607,600', '530,000', '77,600', '23,280 ريالاً'],
              ['المجموع', '–', '–', '–', '357,800', '107,340 ريالاً'],
            ],
          },
          {
            type: 'p',
            text: 'ويجب أن يتسع التقرير الشهري المرفوع إلى المالك في صفحة واحدة:',
          },
          {
            type: 'ul',
            items: [
              'الكيلوواط ساعة المتجنَّبة في الشهر ومنذ بداية السنة، مقارنةً بخط الأساس المعدَّل.',
              'قيمتها بالريال وفق التعرفة المتفق عليها في الخطة، مع بيان ما إذا كانت تشمل ضريبة القيمة المضافة.',
              'مخطط المجموع التراكمي للفروق الشهرية. الخط الهابط بثبات يعني أن الوفر مستمر، والخط الذي يستوي أو يتجه صعوداً يبيّن بالضبط متى تراجع الأداء.',
              'ملاحظة قصيرة عن أي أمر غير معتاد: عطل في عداد، أو دخول مستأجر أو خروجه، أو موجة حر، أو تغيير في ساعات التشغيل.',
            ],
          },
          {
            type: 'tip',
            title: 'الكيلوواط ساعة أولاً ثم الريال',
            text: 'التعرفات تتغير أما الكيلوواط ساعة فلا. اعرض الوفر بالكيلوواط ساعة بوصفه النتيجة الأساسية، ثم حوّله إلى ريالات بالسعر المثبت في الخطة، وأضف سطراً ثانياً بالتعرفة الحالية إن اختلفت. وتحقق من التعرفة السارية لدى الشركة السعودية للكهرباء قبل نشر أي رقم.',
          },
        ],
      },
      {
        id: 'common-traps',
        title: 'أخطاء شائعة وكيف تتجنبها',
        blocks: [
          {
            type: 'table',
            head: ['الخطأ', 'ما تلاحظه', 'ما العمل'],
            rows: [
              ['تغيير التعرفة', 'قفزة في مبلغ الفاتورة بالريال مع ثبات الكيلوواط ساعة', 'تابع الكيلوواط ساعة، وحوّل بسعر ثابت، واعرض أثر التعرفة منفصلاً'],
              ['القراءات التقديرية', 'شهر منخفض يليه شهر مرتفع', 'ادمج الفترتين، أو استعن بالقراءات الدورية لمعرفة التوزيع الحقيقي'],
              ['فترات فوترة لا تطابق الأشهر', 'فترات من 28 يوماً وأخرى من 35 يوماً تبدو كأنها تغيّر في الأداء', 'اعمل بالاستهلاك اليومي، واجمع درجات الأيام للتواريخ نفسها'],
              ['مستأجر جديد أو مغادر', 'تغيّر مفاجئ لا يفسّره الطقس', 'سجّل التاريخ والمساحة وعدّل خط الأساس تعديلاً غير روتيني، أو ركّب عداداً للمستأجر واستبعد استهلاكه'],
              ['عطل في العداد أو معامل خاطئ', 'قراءات ثابتة أو أصفار، أو مجموع عدادات فرعية يفوق العداد الرئيسي', 'طابِق العدادات الفرعية شهرياً، وتحقق من نسب محولات التيار كلما استُبدل عداد'],
              ['تغيير نقاط الضبط أو ساعات التشغيل', 'وفر يظهر دون أي مشروع', 'سجّل كل تغيير في نقاط الضبط والجداول الزمنية، وعامله إجراءً ترشيدياً أو عاملاً ثابتاً'],
              ['معدات جديدة', 'ارتفاع الحِمل الأساسي في كل الأشهر', 'سجّلها في الخطة وعدّل خط الأساس، كإضافة غرفة بيانات جديدة مثلاً'],
            ],
          },
          {
            type: 'p',
            text: 'ولمعظم هذه الأخطاء علاج واحد: السجل. احتفظ بسجل بسيط مؤرَّخ لكل تغيير في المبنى، من مستأجر جديد إلى عداد أُصلح إلى نقطة ضبط رُفعت خلال رمضان. وحين يبدو رقم ما غريباً بعد ستة أشهر، يشرحه السجل في دقائق.',
          },
          {
            type: 'tip',
            title: 'اعرف متى تبدأ خط أساس جديداً',
            text: 'إذا تغيّر المبنى جذرياً، كتوسعة كبيرة أو تغيير في الاستخدام أو محطة تبريد مركزية جديدة، تفقد التعديلات مصداقيتها. ضع عندئذ خط أساس جديداً من بيانات 12 شهراً بعد التغيير، وبيّن بوضوح في التقارير أين ينتهي خط الأساس القديم ويبدأ الجديد.',
          },
        ],
      },
    ],
  },
};
