import { BookMarked, LibraryBig, MonitorPlay, QrCode } from '@/components/icons';
import type { LucideIcon } from '@/components/icons';
import { courses } from './courses';
import { support, worded } from './facts';
import { resources } from './resources';
import type { CatalogueItem, PageCopy, StatFigure, Text, TextLink } from './types';

function resource(id: string): CatalogueItem {
  const item = resources.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`Unknown resource ${id}`);
  return item;
}

const hub = resource('hub');

/** A featured resource of the hub: a guide, a webinar series, the case studies (spec §2.9). */
export interface FeaturedResource {
  id: 'guide' | 'webinars' | 'case-studies';
  icon: LucideIcon;
  kind: Text;
  title: Text;
  description: Text;
  detail: Text;
  action: TextLink;
}

export const featuredResources: readonly FeaturedResource[] = [
  {
    id: 'guide',
    icon: BookMarked,
    kind: { en: 'Guide', ar: 'دليل' },
    title: { en: 'The Preventive Maintenance Playbook', ar: 'الدليل العملي للصيانة الوقائية' },
    description: {
      en: 'A step-by-step plan to move a site from firefighting to planned work, with the asset-criticality and PPM-calendar method our engineers use.',
      ar: 'خطة خطوة بخطوة لنقل موقعك من إطفاء الحرائق إلى العمل المخطط، بالمنهجية التي يستخدمها مهندسونا لتحديد أهمية الأصول وبناء جداول الصيانة الوقائية.',
    },
    detail: { en: '25 min read', ar: 'قراءة في 25 دقيقة' },
    action: { href: '#guide-pm-playbook', label: { en: 'Read the Guide', ar: 'اقرأ الدليل' } },
  },
  {
    id: 'webinars',
    icon: MonitorPlay,
    kind: { en: 'Webinar series', ar: 'سلسلة ندوات' },
    title: { en: 'Facility Leaders Live', ar: 'لقاءات قادة المرافق' },
    description: {
      en: 'One-hour sessions with heads of facilities from hospitals, malls and compounds: what worked, what failed and what they would do differently.',
      ar: 'جلسات مدتها ساعة مع قادة المرافق في المستشفيات والمراكز التجارية والمجمعات السكنية: ما الذي نجح، وما الذي أخفق، وما الذي سيفعلونه بشكل مختلف.',
    },
    detail: { en: 'Monthly, in Arabic and English', ar: 'شهرياً بالعربية والإنجليزية' },
    action: { href: '/resources/events', label: { en: 'Watch the Webinars', ar: 'شاهد الندوات' } },
  },
  {
    id: 'case-studies',
    icon: LibraryBig,
    kind: { en: 'Case studies', ar: 'دراسات حالة' },
    title: { en: 'Results from Gulf operators', ar: 'نتائج من مشغلين في الخليج' },
    description: {
      en: 'Six operators, six sectors: how a hospital group, malls, a compound, a plant, office towers and hotels cut costs and downtime with Siyana.',
      ar: 'ستة مشغلين في ستة قطاعات: كيف خفّضت مجموعة مستشفيات ومراكز تجارية ومجمع سكني ومصنع وأبراج مكتبية وفنادق تكاليفها وأعطالها مع Siyana.',
    },
    detail: { en: '6 customer stories', ar: '6 قصص عملاء' },
    action: { href: '/resources/stories', label: { en: 'Explore the Case Studies', ar: 'استكشف دراسات الحالة' } },
  },
];

/** A short guide, readable on the page: summary, key points and the tool that puts it into practice. */
export interface Guide {
  id: string;
  title: Text;
  summary: Text;
  readMinutes: number;
  keyPoints: readonly Text[];
  related: TextLink;
}

export const guides: readonly Guide[] = [
  {
    id: 'pm-playbook',
    title: featuredResources[0]!.title,
    summary: {
      en: 'Register your assets, rank them by criticality, set task frequencies and protect planned work during the summer peak.',
      ar: 'سجّل أصولك، ورتّبها حسب أهميتها، وحدّد تكرار المهام، واحمِ الأعمال المخططة خلال ذروة الصيف.',
    },
    readMinutes: 25,
    keyPoints: [
      {
        en: 'Start with the assets whose failure stops the building: chillers, pumps, lifts and fire systems.',
        ar: 'ابدأ بالأصول التي يوقف تعطلها المبنى بالكامل: المبردات والمضخات والمصاعد وأنظمة الحريق.',
      },
      {
        en: 'Schedule heavy servicing of the cooling plant before May, not in the middle of the peak.',
        ar: 'جدوِل الصيانة الثقيلة لمحطات التبريد قبل شهر مايو، لا في منتصف الذروة.',
      },
      {
        en: 'Track planned against reactive hours every week: it is the best single health check of a maintenance team.',
        ar: 'تابع الساعات المخططة مقابل الطارئة كل أسبوع، فهي أصدق مؤشر على صحة فريق الصيانة.',
      },
    ],
    related: { href: '/resources/checklist-generator', label: resource('checklist-generator').title },
  },
  {
    id: 'budget',
    title: { en: 'A Maintenance Budget Owners Will Approve', ar: 'ميزانية صيانة يوافق عليها الملاك' },
    summary: {
      en: 'Estimate annual maintenance per asset, separate labour from parts and present lifecycle costs in SAR.',
      ar: 'قدّر تكلفة الصيانة السنوية لكل أصل، وافصل العمالة عن قطع الغيار، واعرض تكاليف دورة الحياة بالريال.',
    },
    readMinutes: 18,
    keyPoints: [
      {
        en: 'Budget per asset class, not as one line: owners approve what they can trace.',
        ar: 'ضع الميزانية حسب فئات الأصول لا كبند واحد، فالملاك يوافقون على ما يمكنهم تتبعه.',
      },
      {
        en: 'Older assets cost more to keep: plan for the rising curve, not for last year’s figure.',
        ar: 'صيانة الأصول القديمة أعلى تكلفة، فخطط لمنحنى التكلفة المتصاعد لا لأرقام العام الماضي.',
      },
      {
        en: 'Show the cost of doing nothing: downtime, emergency call-outs and early replacement.',
        ar: 'بيّن تكلفة عدم التحرك: التوقفات، واستدعاءات الطوارئ، والاستبدال المبكر.',
      },
    ],
    related: { href: '/resources/maintenance-calculator', label: resource('maintenance-calculator').title },
  },
  {
    id: 'cooling',
    title: { en: 'Cutting Cooling Costs in Gulf Buildings', ar: 'خفض تكاليف التبريد في مباني الخليج' },
    summary: {
      en: 'Where the kilowatt-hours go in a Gulf building, and the low-cost measures that pay back within one season.',
      ar: 'أين تذهب الكيلوواط ساعة في مباني الخليج، والإجراءات منخفضة التكلفة التي تسترد قيمتها خلال موسم واحد.',
    },
    readMinutes: 20,
    keyPoints: [
      {
        en: 'Meter chillers and air-handling units separately before you change anything.',
        ar: 'ركّب عدادات منفصلة للمبردات ووحدات مناولة الهواء قبل أي تغيير.',
      },
      {
        en: 'Raise set-points gradually in unoccupied zones and after hours.',
        ar: 'ارفع درجات الحرارة المستهدفة تدريجياً في المناطق غير المشغولة وبعد ساعات العمل.',
      },
      {
        en: 'Clean coils and check the refrigerant charge before every summer.',
        ar: 'نظّف ملفات التبريد وافحص شحنة غاز التبريد قبل كل صيف.',
      },
    ],
    related: { href: '/resources/roi-calculator', label: resource('roi-calculator').title },
  },
  {
    id: 'checklists',
    title: { en: 'Inspection Checklists Technicians Actually Use', ar: 'قوائم فحص يستخدمها الفنيون فعلاً' },
    summary: {
      en: 'Design short, clear checklists for daily rounds, HVAC servicing and safety walkthroughs, on paper or on a phone.',
      ar: 'صمّم قوائم فحص قصيرة وواضحة للجولات اليومية وصيانة أنظمة التكييف وجولات السلامة، ورقياً أو على الجوال.',
    },
    readMinutes: 12,
    keyPoints: [
      {
        en: 'Keep each checklist to one screen: fifteen items at most.',
        ar: 'اجعل كل قائمة في شاشة واحدة: خمسة عشر بنداً على الأكثر.',
      },
      {
        en: 'Write every item as a check with a pass or fail answer.',
        ar: 'صُغ كل بند على هيئة فحص إجابته مطابق أو غير مطابق.',
      },
      {
        en: 'Add the date, inspector and signature lines auditors expect to see.',
        ar: 'أضف خانات التاريخ واسم الفاحص والتوقيع التي يتوقعها المدققون.',
      },
    ],
    related: { href: '/resources/checklist-generator', label: resource('checklist-generator').title },
  },
  {
    id: 'asset-tagging',
    title: { en: 'Asset Tagging with QR Labels: A Starter Guide', ar: 'دليل البدء في ترميز الأصول بملصقات QR' },
    summary: {
      en: 'Name, number and label assets so that any technician can scan one and see its history, manuals and open work orders.',
      ar: 'سمِّ أصولك ورقّمها وألصق عليها ملصقات تتيح لأي فني مسحها والاطلاع على سجلها وأدلتها وأوامر العمل المفتوحة عليها.',
    },
    readMinutes: 15,
    keyPoints: [
      {
        en: 'Agree a naming scheme before printing a single label: site, building, floor, system, number.',
        ar: 'اتفق على نظام تسمية قبل طباعة أي ملصق: الموقع، ثم المبنى، ثم الطابق، ثم النظام، ثم الرقم.',
      },
      {
        en: 'Use weatherproof labels on rooftop and outdoor plant.',
        ar: 'استخدم ملصقات مقاومة للعوامل الجوية على معدات الأسطح والمواقع المكشوفة.',
      },
      {
        en: 'Survey one building first, then roll out site by site.',
        ar: 'ابدأ بحصر مبنى واحد، ثم عمّم التجربة موقعاً تلو الآخر.',
      },
    ],
    related: { href: '/resources/qr-generator', label: { en: 'QR Label Generator', ar: 'مولّد ملصقات QR' } },
  },
];

/** The free tools of the hub (spec §2.9; the energy calculator is not built, so it is not listed). */
export const hubTools: readonly CatalogueItem[] = [
  resource('roi-calculator'),
  resource('maintenance-calculator'),
  {
    id: 'qr-generator',
    href: '/resources/qr-generator',
    icon: QrCode,
    title: { en: 'QR Label Generator', ar: 'مولّد ملصقات QR' },
    description: {
      en: 'Create scannable asset labels with name, ID and location.',
      ar: 'أنشئ ملصقات قابلة للمسح تحمل اسم الأصل ورقمه وموقعه.',
    },
    stat: { en: 'Free tool', ar: 'أداة مجانية' },
  },
  resource('checklist-generator'),
];

/** Resource pages the hub points to under "More to explore". */
export const hubMoreIds = ['blog', 'events', 'support', 'ask-anything'] as const;
export const hubMore: readonly CatalogueItem[] = hubMoreIds.map(resource);

export const hubPage = {
  meta: {
    title: hub.title,
    description: {
      en: 'Guides, webinars, case studies and free tools for facility and maintenance teams in Saudi Arabia and the Gulf.',
      ar: 'أدلة وندوات ودراسات حالة وأدوات مجانية لفرق المرافق والصيانة في المملكة العربية السعودية والخليج.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: hub.title,
    title: { en: 'Everything your facility team needs, in one place', ar: 'كل ما يحتاجه فريق المرافق لديك في مكان واحد' },
    lead: {
      en: 'Field-tested guides, live webinars, results from Gulf operators and free tools to plan budgets and inspections. New material every week.',
      ar: 'أدلة مجرّبة ميدانياً، وندوات مباشرة، ونتائج من مشغلين في الخليج، وأدوات مجانية لتخطيط الميزانيات والفحوص. محتوى جديد كل أسبوع.',
    },
    primary: { href: '#guides', label: { en: 'Browse the Guides', ar: 'تصفح الأدلة' } },
    secondary: { href: '#tools', label: { en: 'Try the Free Tools', ar: 'جرّب الأدوات المجانية' } },
  },
  stats: [
    // Counted from what the site lists, so the figure is always true (decisions.md "One set of facts").
    {
      value: { en: String(guides.length + courses.length + hubTools.length), ar: String(guides.length + courses.length + hubTools.length) },
      label: { en: 'Free guides, courses and tools', ar: 'أدلة ودورات وأدوات مجانية' },
    },
    { value: { en: 'Weekly', ar: 'أسبوعياً' }, label: { en: 'New content', ar: 'محتوى جديد' } },
    { ...worded(support.roundTheClock), label: { en: 'Expert support', ar: 'دعم الخبراء' } },
    { value: { en: 'Monthly', ar: 'شهرياً' }, label: { en: 'Live events', ar: 'فعاليات مباشرة' } },
  ] satisfies StatFigure[],
  featured: {
    eyebrow: { en: 'Featured', ar: 'مختارات' },
    title: { en: 'Start with our most popular resources', ar: 'ابدأ بأكثر مواردنا إقبالاً' },
  },
  guides: {
    eyebrow: { en: 'Guides', ar: 'الأدلة' },
    title: { en: 'Practical guides for Gulf facilities', ar: 'أدلة عملية لمنشآت الخليج' },
    lead: {
      en: 'Short reads with the points that matter, each paired with a free tool to put it into practice.',
      ar: 'قراءات قصيرة تركز على ما يهم، ومع كل منها أداة مجانية لتطبيقه عملياً.',
    },
  },
  tools: {
    eyebrow: { en: 'Free tools', ar: 'أدوات مجانية' },
    title: { en: 'Plan, budget and inspect in minutes', ar: 'خطط وقدّر الميزانيات وافحص في دقائق' },
    lead: {
      en: 'No sign-up needed. Your figures stay in your browser.',
      ar: 'لا حاجة إلى التسجيل، وتبقى أرقامك في متصفحك.',
    },
  },
  statsTitle: { en: 'The hub in numbers', ar: 'مركز الموارد بالأرقام' },
  more: {
    eyebrow: { en: 'More to explore', ar: 'المزيد لاستكشافه' },
    title: { en: 'Keep learning, ask anything', ar: 'واصل التعلم واسأل ما تشاء' },
  },
  cta: {
    title: { en: 'See how Siyana puts this into practice', ar: 'شاهد كيف تطبّق Siyana كل هذا عملياً' },
    lead: {
      en: 'Everything in these guides is built into the platform: PPM calendars, QR asset tags, energy dashboards and audit-ready records. A 30-minute demo shows it on your type of site.',
      ar: 'كل ما تتناوله هذه الأدلة مدمج في المنصة: جداول الصيانة الوقائية، وملصقات QR للأصول، ولوحات متابعة الطاقة، وسجلات جاهزة للتدقيق. عرض توضيحي مدته 30 دقيقة يريك ذلك على نوع موقعك.',
    },
    primary: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' },
    secondary: { en: 'Contact Support', ar: 'تواصل مع الدعم' },
  },
};
