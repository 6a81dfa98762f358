import { isolateArabicFigures } from '@/i18n/bidi';
import type { IconName } from '@/lib/icon-names';
import type { ChecklistCategory } from './checklist-categories';
import type { CallToAction, PageCopy, Text, TextLink } from './types';
import { percentOf } from './facts';
import { formatDecimal } from '@/lib/numbers';
import { AGEING_SURCHARGE_AT_END_OF_LIFE, DEFAULT_HOURS_PER_VISIT, DEFAULT_PARTS_PERCENT, DEFAULT_USERS, referencePlanOf, savingsRates, seedPrices, type Prices } from './savings';

/** How the ROI calculator computes, at the prices it computes with (the published ones on the page). */
export function roiMethodLead(prices: Prices): Text {
  const price = referencePlanOf(prices).annual;
  const fee = prices.onboardingFee;
  return {
    en: `How we calculate: each cost line times a conservative rate (the low end of the range our pages claim) gives the gross saving; the first year's cost (users × SAR ${price} a month × 12, Professional plan billed annually${fee > 0 ? `, plus the one-off onboarding fee of SAR ${formatDecimal(fee, 'en')}` : ''}, excluding VAT; ${DEFAULT_USERS} users when the field is empty) is taken off. ROI = net saving / first year's cost; payback = first year's cost / monthly net saving. Your specialist refines the rates with your own sites and contracts.`,
    ar: `طريقة الحساب: كل بند من التكاليف مضروباً في نسبة متحفظة (الحد الأدنى من النطاق الذي تذكره صفحاتنا) يعطي إجمالي الوفر، ثم تُخصم تكلفة السنة الأولى (المستخدمون × ${price} ريال شهرياً × 12، الخطة الاحترافية بفوترة سنوية${fee > 0 ? `، مع رسوم التهيئة لمرة واحدة بقيمة ${formatDecimal(fee, 'ar')} ريال` : ''}، دون ضريبة القيمة المضافة، و${DEFAULT_USERS} مستخدماً إن تُرك الحقل فارغاً). العائد = صافي الوفر / تكلفة السنة الأولى، وفترة الاسترداد = تكلفة السنة الأولى / صافي الوفر الشهري. ويضبط أخصائينا النسب معك وفق مواقعك وعقودك.`,
  };
}

/** The opening band of a free-tool page. */
export interface ToolHero {
  eyebrow: Text;
  title: Text;
  lead: Text;
  points: readonly Text[];
}

/** A titled card explaining part of a tool's method. */
export interface MethodCard {
  id: string;
  icon: IconName;
  figure?: string;
  title: Text;
  body: Text;
}

export interface ToolPage {
  meta: PageCopy;
  hero: ToolHero;
  tool: { eyebrow: Text; title: Text };
  method: { eyebrow: Text; title: Text; lead: Text; cards: readonly MethodCard[]; note?: Text };
  cta: CallToAction;
}

/** The way back from a tool to the list of every resource. */
export const allResourcesLink: TextLink = { href: '/resources/hub', label: { en: 'All Resources', ar: 'جميع الموارد' } };

const freeTool: Text = { en: 'Free tool', ar: 'أداة مجانية' };
const requestDemo: Text = { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' };

export const roiPage: ToolPage = isolateArabicFigures({
  meta: {
    title: { en: 'ROI Calculator', ar: 'حاسبة العائد على الاستثمار' },
    description: {
      en: 'Estimate what AI-powered maintenance saves each year on your labor, maintenance, energy and downtime costs, in Saudi riyals, and print a one-page report.',
      ar: 'قدّر ما توفره الصيانة المدعومة بالذكاء الاصطناعي سنوياً من تكاليف العمالة والصيانة والطاقة والتوقفات بالريال السعودي، واطبع تقريراً من صفحة واحدة.',
    },
  },
  hero: {
    eyebrow: freeTool,
    title: { en: 'ROI Calculator', ar: 'حاسبة العائد على الاستثمار' },
    lead: {
      en: 'Enter what your facilities spend in a year and see, line by line, what Siyana can save at conservative rates, net of its own price, with the payback in months. What you type stays in your browser.',
      ar: 'أدخل ما تنفقه منشآتك خلال عام، وشاهد بنداً بنداً ما يمكن أن توفره Siyana بنسب متحفظة بعد خصم سعرها، مع فترة الاسترداد بالأشهر. كل ما تدخله يبقى في متصفحك.',
    },
    points: [
      { en: 'Results update as you type', ar: 'النتائج تتحدث فور الكتابة' },
      { en: 'Save your figures in this browser', ar: 'احفظ أرقامك في هذا المتصفح' },
      { en: 'Print a one-page report for management', ar: 'اطبع تقريراً من صفحة واحدة للإدارة' },
    ],
  },
  tool: {
    eyebrow: { en: 'Calculator', ar: 'الحاسبة' },
    title: { en: 'Estimate your yearly savings', ar: 'قدّر وفورات منشآتك السنوية' },
  },
  method: {
    eyebrow: { en: 'Method', ar: 'المنهجية' },
    title: { en: 'Where the savings come from', ar: 'من أين تأتي الوفورات' },
    lead: roiMethodLead(seedPrices),
    cards: [
      {
        id: 'labor',
        icon: 'Wrench',
        figure: percentOf(savingsRates.labour.rate),
        title: { en: 'Labor', ar: 'العمالة' },
        body: {
          en: `Automatic dispatch, mobile work orders and fewer repeat visits free technician time: we count ${percentOf(savingsRates.labour.rate)}, where teams report up to ${percentOf(savingsRates.labour.upTo)}.`,
          ar: `التوزيع التلقائي للمهام وأوامر العمل عبر الجوال وتقليل الزيارات المتكررة توفّر وقت الفنيين: نحتسب ${percentOf(savingsRates.labour.rate)}، وقد يصل إلى ${percentOf(savingsRates.labour.upTo)}.`,
        },
      },
      {
        id: 'maintenance',
        icon: 'ClipboardCheck',
        figure: percentOf(savingsRates.maintenance.rate),
        title: { en: 'Maintenance', ar: 'الصيانة' },
        body: {
          en: `Preventive plans catch faults early, so you pay for fewer emergency call-outs and fewer parts bought in a hurry: ${percentOf(savingsRates.maintenance.rate)} counted, up to ${percentOf(savingsRates.maintenance.upTo)} possible.`,
          ar: `خطط الصيانة الوقائية تكشف الأعطال مبكراً، فتقل استدعاءات الطوارئ وقطع الغيار المشتراة على عجل: نحتسب ${percentOf(savingsRates.maintenance.rate)}، وقد يصل إلى ${percentOf(savingsRates.maintenance.upTo)}.`,
        },
      },
      {
        id: 'energy',
        icon: 'Zap',
        figure: percentOf(savingsRates.energy.rate),
        title: { en: 'Energy', ar: 'الطاقة' },
        body: {
          en: `Metering, schedules and faults fixed on planned rounds cut cooling waste, above all in the summer peak: ${percentOf(savingsRates.energy.rate)} counted, up to ${percentOf(savingsRates.energy.upTo)} in cooling-led buildings.`,
          ar: `القياس وضبط الجداول وإصلاح الأعطال في الجولات المخططة تحدّ من هدر التبريد، خصوصاً في ذروة الصيف: نحتسب ${percentOf(savingsRates.energy.rate)}، وقد يصل إلى ${percentOf(savingsRates.energy.upTo)} في المباني التي يغلب عليها التبريد.`,
        },
      },
      {
        id: 'downtime',
        icon: 'TrendingDown',
        figure: percentOf(savingsRates.downtime.rate),
        title: { en: 'Downtime', ar: 'التوقفات' },
        body: {
          en: `Early alerts and faster response cut the hours your lifts, pumps and chillers stand still: ${percentOf(savingsRates.downtime.rate)} counted, up to ${percentOf(savingsRates.downtime.upTo)} on metered critical plant.`,
          ar: `التنبيهات المبكرة وسرعة الاستجابة تقلل ساعات توقف المصاعد والمضخات والمبردات: نحتسب ${percentOf(savingsRates.downtime.rate)}، وقد يصل إلى ${percentOf(savingsRates.downtime.upTo)} في المعدات الحرجة المقيسة.`,
        },
      },
    ],
  },
  cta: {
    title: { en: 'Turn this estimate into a plan', ar: 'حوّل هذا التقدير إلى خطة عمل' },
    lead: {
      en: 'A specialist will check these figures against your sites and show you where the savings come from.',
      ar: 'سيراجع أخصائي من فريقنا هذه الأرقام مع بيانات مواقعك، ويوضح لك مصادر التوفير بدقة.',
    },
    primary: { href: '/request-demo', label: requestDemo },
    secondary: { href: '/resources/maintenance-calculator', label: { en: 'Plan an Asset Budget', ar: 'خطط لميزانية أصل' } },
  },
});

export const maintenancePage: ToolPage = isolateArabicFigures({
  meta: {
    title: { en: 'Maintenance Cost Calculator', ar: 'حاسبة تكلفة الصيانة' },
    description: {
      en: 'Plan the yearly maintenance budget of an asset in Saudi riyals from its visits, labour rate, value and age: cost per visit, labour and parts, remaining life and current value.',
      ar: 'خطط لميزانية الصيانة السنوية لأي أصل بالريال السعودي انطلاقاً من عدد الزيارات وأجر العمالة وقيمة الأصل وعمره: تكلفة كل زيارة، والعمالة وقطع الغيار، والعمر المتبقي، والقيمة الحالية.',
    },
  },
  hero: {
    eyebrow: freeTool,
    title: { en: 'Maintenance Cost Calculator', ar: 'حاسبة تكلفة الصيانة' },
    lead: {
      en: 'Budget a chiller, a lift or a generator in a minute: what it should cost to maintain each year, per visit, in labor and in parts, and what it is worth today.',
      ar: 'ضع ميزانية مبرد أو مصعد أو مولد خلال دقيقة: كم ينبغي أن تكلف صيانته سنوياً وفي كل زيارة، وحصة العمالة وقطع الغيار، وكم تبلغ قيمته اليوم.',
    },
    points: [
      { en: 'Labor and parts split', ar: 'فصل العمالة عن قطع الغيار' },
      { en: 'Remaining life and current value', ar: 'العمر المتبقي والقيمة الحالية' },
      { en: 'A printable report for the budget file', ar: 'تقرير قابل للطباعة لملف الميزانية' },
    ],
  },
  tool: {
    eyebrow: { en: 'Calculator', ar: 'الحاسبة' },
    title: { en: 'Estimate an asset’s maintenance cost', ar: 'قدّر تكلفة صيانة الأصل' },
  },
  method: {
    eyebrow: { en: 'Method', ar: 'المنهجية' },
    title: { en: 'How the estimate works', ar: 'كيف نحسب التقدير' },
    lead: {
      en: 'How we calculate: the rules a maintenance planner uses when there is no cost history yet. Every input moves the answer: more visits or a higher labour rate cost more.',
      ar: 'طريقة الحساب: القواعد التي يعتمدها مخطط الصيانة حين لا يتوفر سجل تكاليف سابق. وكل مدخل يغيّر النتيجة: زيارات أكثر أو أجر أعلى يعني تكلفة أكبر.',
    },
    cards: [
      {
        id: 'labour',
        icon: 'Wrench',
        title: { en: 'Labour follows the visits', ar: 'العمالة تتبع الزيارات' },
        body: {
          en: `Labour a year = visits × technician hours per visit (${DEFAULT_HOURS_PER_VISIT} when left empty) × the loaded hourly rate.`,
          ar: `العمالة سنوياً = عدد الزيارات × ساعات الفنيين في الزيارة (ساعتان إن تُرك الحقل فارغاً) × أجر الساعة بالتكلفة الكاملة.`,
        },
      },
      {
        id: 'base',
        icon: 'Gauge',
        figure: `${DEFAULT_PARTS_PERCENT}%`,
        title: { en: 'Parts, of asset value a year', ar: 'القطع من قيمة الأصل سنوياً' },
        body: {
          en: `Parts and consumables a year = the asset’s value × a parts share; ${DEFAULT_PARTS_PERCENT}% is a conservative start for HVAC, lifts and pumps.`,
          ar: `قطع الغيار والمستهلكات سنوياً = قيمة الأصل × نسبة القطع، و${DEFAULT_PARTS_PERCENT}% بداية متحفظة لأنظمة التكييف والمصاعد والمضخات.`,
        },
      },
      {
        id: 'age',
        icon: 'TrendingDown',
        figure: `+${percentOf(AGEING_SURCHARGE_AT_END_OF_LIFE)}`,
        title: { en: 'By the end of its life', ar: 'بنهاية عمره التشغيلي' },
        body: {
          en: 'Both rise with age: an asset at the end of its expected life takes half as much again in labour and parts.',
          ar: 'يرتفع كلاهما مع تقدم العمر، فالأصل الذي بلغ نهاية عمره المتوقع يحتاج نصف ما يحتاجه مرة أخرى من العمالة والقطع.',
        },
      },
      {
        id: 'value',
        icon: 'Tag',
        title: { en: 'Straight-line value', ar: 'إهلاك بالقسط الثابت' },
        body: {
          en: 'The asset loses the same share of its value each year, reaching zero at the end of its expected life.',
          ar: 'يفقد الأصل الحصة نفسها من قيمته كل عام حتى تبلغ صفراً بنهاية عمره المتوقع.',
        },
      },
    ],
    note: {
      en: 'Amounts in Saudi riyals, rounded to whole riyals, excluding VAT.',
      ar: 'المبالغ بالريال السعودي مقربة إلى أقرب ريال، دون ضريبة القيمة المضافة.',
    },
  },
  cta: {
    title: { en: 'Budget every asset, not just one', ar: 'ضع ميزانية كل أصولك لا أصل واحد' },
    lead: {
      en: 'Siyana builds lifecycle budgets from your real work orders and meter readings, across every site.',
      ar: 'تبني Siyana ميزانيات دورة حياة الأصول من أوامر العمل وقراءات العدادات الفعلية في جميع مواقعك.',
    },
    primary: { href: '/request-demo', label: requestDemo },
    secondary: { href: '/resources/roi-calculator', label: { en: 'Estimate Your ROI', ar: 'قدّر عائد الاستثمار' } },
  },
});

export const qrPage: ToolPage = {
  meta: {
    title: { en: 'QR Label Generator', ar: 'مولّد ملصقات QR' },
    description: {
      en: 'Create a scannable QR label for any asset: name, ID, location, category and description in one code. Download it as an image or share a link.',
      ar: 'أنشئ ملصق QR قابلاً للمسح لأي أصل يضم الاسم والرقم والموقع والفئة والوصف في رمز واحد، ثم نزّله صورة أو شارك رابطه.',
    },
  },
  hero: {
    eyebrow: freeTool,
    title: { en: 'QR Label Generator', ar: 'مولّد ملصقات QR' },
    lead: {
      en: 'Give every asset an identity your technicians can scan with any phone: name, ID, location and category in one printable label.',
      ar: 'امنح كل أصل هوية يمسحها فنيوك بأي جوال: الاسم والرقم والموقع والفئة في ملصق واحد جاهز للطباعة.',
    },
    points: [
      { en: 'Real codes that any camera reads', ar: 'رموز حقيقية تقرؤها أي كاميرا' },
      { en: 'Download the label as an image', ar: 'نزّل الملصق صورة' },
      { en: 'Share a link that rebuilds the label', ar: 'شارك رابطاً يعيد إنشاء الملصق' },
    ],
  },
  tool: {
    eyebrow: { en: 'Generator', ar: 'المولّد' },
    title: { en: 'Create an asset label', ar: 'أنشئ ملصقاً لأصل' },
  },
  method: {
    eyebrow: { en: 'On site', ar: 'في الموقع' },
    title: { en: 'From label to scan in three steps', ar: 'من الملصق إلى المسح في ثلاث خطوات' },
    lead: {
      en: 'Tag the assets that matter most first: chillers, pumps, lifts, generators and fire systems.',
      ar: 'ابدأ بترميز الأصول الأهم: المبردات والمضخات والمصاعد والمولدات وأنظمة الحريق.',
    },
    cards: [
      {
        id: 'fill',
        icon: 'ClipboardCheck',
        title: { en: 'Describe the asset', ar: 'صف الأصل' },
        body: {
          en: 'Use the same ID as your asset register, so a scan and a work order always point to the same asset.',
          ar: 'استخدم الرقم نفسه المسجل في سجل الأصول، ليشير المسح وأمر العمل دائماً إلى الأصل ذاته.',
        },
      },
      {
        id: 'print',
        icon: 'Printer',
        title: { en: 'Print and fix the label', ar: 'اطبع الملصق وثبّته' },
        body: {
          en: 'Place it on a clean, flat surface near the nameplate. Outdoors and in plant rooms, use weatherproof label stock.',
          ar: 'ثبّته على سطح نظيف مستوٍ قرب لوحة بيانات الأصل، واستخدم ملصقات مقاومة للعوامل الجوية في الأماكن المكشوفة وغرف المعدات.',
        },
      },
      {
        id: 'scan',
        icon: 'ScanLine',
        title: { en: 'Scan on site', ar: 'امسح في الموقع' },
        body: {
          en: 'Any phone camera shows the asset’s details. In Siyana, the same scan opens its history and lets a technician report a fault.',
          ar: 'تعرض كاميرا أي جوال بيانات الأصل، وفي Siyana يفتح المسح نفسه سجل الأصل ويتيح للفني الإبلاغ عن عطل.',
        },
      },
    ],
  },
  cta: {
    title: { en: 'Label every asset, then manage them in one place', ar: 'رمّز كل أصولك وأدرها من مكان واحد' },
    lead: {
      en: 'Siyana prints labels for your whole register and links every scan to work orders, history and costs.',
      ar: 'تطبع Siyana ملصقات سجل أصولك كاملاً، وتربط كل مسح بأوامر العمل والسجل والتكاليف.',
    },
    primary: { href: '/request-demo', label: requestDemo },
    secondary: { href: '/resources/checklist-generator', label: { en: 'Build an Inspection Checklist', ar: 'أنشئ قائمة فحص' } },
  },
};

export const checklistPage: ToolPage = {
  meta: {
    title: { en: 'Checklist Generator', ar: 'منشئ قوائم الفحص' },
    description: {
      en: 'Build inspection and maintenance checklists from ready templates, save drafts in your browser and print a clean one-page sheet.',
      ar: 'أنشئ قوائم فحص وصيانة من قوالب جاهزة، واحفظ المسودات في متصفحك، واطبع ورقة مرتبة من صفحة واحدة.',
    },
  },
  hero: {
    eyebrow: freeTool,
    title: { en: 'Checklist Generator', ar: 'منشئ قوائم الفحص' },
    lead: {
      en: 'Build an inspection or maintenance checklist in minutes, start from a proven template, and print a one-page sheet with date, inspector and signature lines.',
      ar: 'أنشئ قائمة فحص أو صيانة خلال دقائق، وابدأ من قالب مجرّب، واطبع ورقة من صفحة واحدة تتضمن التاريخ واسم المفتش والتوقيع.',
    },
    points: [
      { en: 'Three ready templates', ar: 'ثلاثة قوالب جاهزة' },
      { en: 'Drafts saved in your browser', ar: 'مسودات محفوظة في متصفحك' },
      { en: 'A clean one-page printout', ar: 'نسخة مطبوعة مرتبة من صفحة واحدة' },
    ],
  },
  tool: {
    eyebrow: { en: 'Generator', ar: 'المنشئ' },
    title: { en: 'Build your checklist', ar: 'أنشئ قائمتك' },
  },
  method: {
    eyebrow: { en: 'Good practice', ar: 'أفضل الممارسات' },
    title: { en: 'Checklists technicians actually complete', ar: 'قوائم يكملها الفنيون فعلاً' },
    lead: {
      en: 'Short, specific and in the order of the walk: that is what gets filled in on a busy shift.',
      ar: 'قصيرة ومحددة ومرتبة وفق مسار الجولة: هذا ما يُنجز فعلاً في المناوبات المزدحمة.',
    },
    cards: [
      {
        id: 'specific',
        icon: 'ClipboardCheck',
        title: { en: 'One check per line', ar: 'فحص واحد في كل بند' },
        body: {
          en: 'Write what to check and what good looks like: “Belt tension within the maker’s range”, not “Check belts”.',
          ar: 'اكتب ما يجب فحصه وما الحالة السليمة: «شد السير ضمن نطاق الشركة المصنعة» لا «افحص السيور».',
        },
      },
      {
        id: 'order',
        icon: 'ScanLine',
        title: { en: 'Follow the route', ar: 'اتبع مسار الجولة' },
        body: {
          en: 'Order items as the inspector walks the site, so nothing is skipped and nobody walks back.',
          ar: 'رتّب البنود حسب مسار المفتش في الموقع، فلا يُغفل بند ولا يضطر أحد إلى العودة.',
        },
      },
      {
        id: 'sign',
        icon: 'Printer',
        title: { en: 'Sign and date it', ar: 'وقّع وأرّخ' },
        body: {
          en: 'A dated, signed sheet is the evidence auditors and insurers ask for. Keep it with the asset’s file.',
          ar: 'الورقة المؤرخة والموقعة هي الدليل الذي يطلبه المدققون وشركات التأمين، فاحفظها في ملف الأصل.',
        },
      },
    ],
  },
  cta: {
    title: { en: 'Take your checklists mobile', ar: 'انقل قوائم الفحص إلى الجوال' },
    lead: {
      en: 'In Siyana, checklists run on the technician’s phone with photos, readings and signatures, and every answer lands in the asset’s history.',
      ar: 'في Siyana تعمل قوائم الفحص على جوال الفني مع الصور والقراءات والتوقيع، وتُحفظ كل إجابة في سجل الأصل.',
    },
    primary: { href: '/request-demo', label: requestDemo },
    secondary: { href: '/resources/qr-generator', label: { en: 'Create Asset QR Labels', ar: 'أنشئ ملصقات QR للأصول' } },
  },
};

/** A quick-start template of the checklist generator (there are three). */
export interface ChecklistTemplate {
  id: 'daily-equipment' | 'hvac-monthly' | 'safety-walkthrough';
  category: ChecklistCategory;
  title: Text;
  description: Text;
  items: readonly Text[];
}

export const checklistTemplates: readonly ChecklistTemplate[] = [
  {
    id: 'daily-equipment',
    category: 'inspection',
    title: { en: 'Daily Equipment Inspection', ar: 'الفحص اليومي للمعدات' },
    description: {
      en: 'Start-of-shift check of the critical plant in the main plant room.',
      ar: 'فحص بداية المناوبة للمعدات الحرجة في غرفة المعدات الرئيسية.',
    },
    items: [
      { en: 'Listen and look for unusual noise, vibration or smell', ar: 'تحقق من عدم وجود ضوضاء أو اهتزاز أو رائحة غير معتادة' },
      { en: 'Pressure and temperature readings within the normal range', ar: 'قراءات الضغط والحرارة ضمن النطاق الطبيعي' },
      { en: 'No leaks around pumps, valves and fittings', ar: 'لا تسربات حول المضخات والصمامات والوصلات' },
      { en: 'Guards, covers and safety labels in place', ar: 'الواقيات والأغطية وملصقات السلامة في مكانها' },
      { en: 'No active alarms on control panels', ar: 'لا إنذارات نشطة على لوحات التحكم' },
      { en: 'Run hours and meter readings recorded in the log', ar: 'تسجيل ساعات التشغيل وقراءات العدادات في السجل' },
    ],
  },
  {
    id: 'hvac-monthly',
    category: 'hvac',
    title: { en: 'HVAC Monthly Maintenance', ar: 'الصيانة الشهرية للتكييف' },
    description: {
      en: 'Monthly service of air-handling units and fan coil units.',
      ar: 'الصيانة الشهرية لوحدات مناولة الهواء ووحدات ملفات المراوح.',
    },
    items: [
      { en: 'Clean or replace air filters', ar: 'تنظيف فلاتر الهواء أو استبدالها' },
      { en: 'Belt tension and wear checked; adjusted or replaced', ar: 'فحص شد السيور وتآكلها وضبطها أو استبدالها' },
      { en: 'Condensate drain pans and lines clean and flowing', ar: 'أحواض وخطوط تصريف المكثفات نظيفة وتعمل' },
      { en: 'Coils free of dirt and corrosion', ar: 'الملفات خالية من الأتربة والتآكل' },
      { en: 'Supply and return air temperatures measured', ar: 'قياس درجات حرارة هواء الإمداد والراجع' },
      { en: 'Thermostat and building management setpoints verified', ar: 'التحقق من نقاط ضبط منظمات الحرارة ونظام إدارة المبنى' },
      { en: 'Fan and motor bearings lubricated as specified', ar: 'تشحيم محامل المراوح والمحركات وفق المواصفات' },
      { en: 'Electrical connections tight; motor current recorded', ar: 'إحكام التوصيلات الكهربائية وتسجيل تيار المحرك' },
    ],
  },
  {
    id: 'safety-walkthrough',
    category: 'safety',
    title: { en: 'Facility Safety Walkthrough', ar: 'جولة السلامة في المنشأة' },
    description: {
      en: 'Weekly walk of common areas, exits and plant rooms.',
      ar: 'جولة أسبوعية على المناطق المشتركة ومخارج الطوارئ وغرف المعدات.',
    },
    items: [
      { en: 'Emergency exits clear and exit signs lit', ar: 'مخارج الطوارئ خالية ولوحاتها مضاءة' },
      { en: 'Fire extinguishers present, charged and tagged', ar: 'طفايات الحريق موجودة ومعبأة وعليها بطاقة الفحص' },
      { en: 'Fire alarm panel shows no faults', ar: 'لوحة إنذار الحريق لا تظهر أي أعطال' },
      { en: 'Walkways free of trip and slip hazards', ar: 'الممرات خالية من مخاطر التعثر والانزلاق' },
      { en: 'First-aid kits complete and in date', ar: 'حقائب الإسعافات الأولية مكتملة وصالحة' },
      { en: 'Electrical rooms locked and free of storage', ar: 'غرف الكهرباء مقفلة وخالية من التخزين' },
      { en: 'Emergency lighting working', ar: 'إنارة الطوارئ تعمل' },
      { en: 'Chemicals stored and labelled correctly', ar: 'المواد الكيميائية مخزنة ومعنونة بشكل صحيح' },
    ],
  },
];
