import { isolateArabicFigures } from '@/i18n/bidi';
import type { SectorId } from './sectors';
import type { PageCopy, StatFigure, Text } from './types';
import { storyFacts } from './facts';

/**
 * A customer story. The operators are described, never named: customers asked us not to publish
 * their names, and the page says so.
 */
export interface CustomerStory {
  id: string;
  sector: SectorId;
  operator: Text;
  location: Text;
  scale: Text;
  headline: Text;
  challenge: Text;
  solution: Text;
  results: readonly StatFigure[];
  quote: Text;
  role: Text;
}

export const customerStories: readonly CustomerStory[] = isolateArabicFigures([
  {
    id: 'hospital-group',
    sector: 'medical',
    operator: { en: 'Private hospital group', ar: 'مجموعة مستشفيات خاصة' },
    location: { en: 'Riyadh', ar: 'الرياض' },
    scale: { en: '3 hospitals, 640 beds', ar: '3 مستشفيات و640 سريراً' },
    headline: { en: 'From paper logs to audit-ready in every ward', ar: 'من السجلات الورقية إلى جاهزية تامة للتدقيق في كل جناح' },
    challenge: {
      en: 'Maintenance records lived in binders and spreadsheets. Before every accreditation visit the team spent weeks rebuilding inspection histories for medical gases, generators and fire systems.',
      ar: 'كانت سجلات الصيانة موزعة بين الملفات الورقية وجداول البيانات، وقبل كل زيارة اعتماد كان الفريق يقضي أسابيع في إعادة تجميع سجلات فحص الغازات الطبية والمولدات وأنظمة الحريق.',
    },
    solution: {
      en: 'Compliance Management and Planned Preventive Maintenance now schedule every statutory inspection, and technicians close work orders on their phones with photos and signatures.',
      ar: 'أصبح نظاما إدارة الامتثال والصيانة الوقائية المخططة يجدولان كل الفحوص النظامية، ويغلق الفنيون أوامر العمل من هواتفهم مع الصور والتوقيعات.',
    },
    results: storyFacts['hospital-group'].results,
    quote: {
      en: 'For the first time I can open any asset in front of an inspector and show its full history in seconds.',
      ar: 'لأول مرة أستطيع فتح سجل أي أصل أمام المفتش وعرض تاريخه الكامل في ثوانٍ.',
    },
    role: { en: 'Director of Facilities', ar: 'مدير إدارة المرافق' },
  },
  {
    id: 'mall-operator',
    sector: 'commercial',
    operator: { en: 'Shopping mall operator', ar: 'مشغّل مراكز تجارية' },
    location: { en: 'Jeddah', ar: 'جدة' },
    scale: { en: '3 malls, 210,000 sqm leasable', ar: '3 مراكز بمساحة تأجيرية 210,000 م²' },
    headline: {
      en: `${storyFacts['mall-operator'].results[0].value.en} lower operating costs across three malls`,
      ar: `تكاليف تشغيل أقل بنسبة ${storyFacts['mall-operator'].results[0].value.ar} في ثلاثة مراكز تجارية`,
    },
    challenge: {
      en: 'Chillers ran flat out from April to October, tenant complaints about hot corridors arrived by phone and text message, and nobody could say which contractor had fixed what.',
      ar: 'كانت المبردات تعمل بأقصى طاقتها من أبريل حتى أكتوبر، وتصل شكاوى المستأجرين من حرارة الممرات عبر الهاتف والرسائل، ولم يكن أحد يعرف أي مقاول أصلح ماذا.',
    },
    solution: {
      en: 'Energy Management put smart meters on the chiller plants, and every tenant request now becomes a tracked work order with a contractor SLA.',
      ar: 'ركّب نظام إدارة الطاقة عدادات ذكية على محطات التبريد، وأصبح كل طلب من المستأجرين أمر عمل متتبعاً مرتبطاً باتفاقية مستوى خدمة مع المقاول.',
    },
    results: storyFacts['mall-operator'].results,
    quote: {
      en: 'We used to argue with contractors about what had happened. Now the work order shows it, with times and photos.',
      ar: 'كنا نتجادل مع المقاولين حول ما حدث، أما اليوم فأمر العمل يوضح كل شيء بالأوقات والصور.',
    },
    role: { en: 'Operations Manager', ar: 'مدير العمليات' },
  },
  {
    id: 'residential-compound',
    sector: 'residential',
    operator: { en: 'Residential compound operator', ar: 'مشغّل مجمعات سكنية' },
    location: { en: 'Al Khobar', ar: 'الخبر' },
    scale: { en: '2 compounds, 1,150 homes', ar: 'مجمعان يضمان 1,150 وحدة سكنية' },
    headline: {
      en: `Resident satisfaction up from ${storyFacts['residential-compound'].before.value.en} to ${storyFacts['residential-compound'].results[0].value.en}`,
      ar: `ارتفاع رضا السكان من ${storyFacts['residential-compound'].before.value.ar} إلى ${storyFacts['residential-compound'].results[0].value.ar}`,
    },
    challenge: {
      en: 'Residents reported faults at the gate office, requests got lost between shifts, and air-conditioning breakdowns in August turned into escalations to the owner.',
      ar: 'كان السكان يبلغون عن الأعطال في مكتب البوابة، وتضيع الطلبات بين المناوبات، وتتحول أعطال التكييف في أغسطس إلى شكاوى تصل إلى المالك.',
    },
    solution: {
      en: 'Residents now raise requests in the mobile app and follow them to completion, and preventive AC servicing is scheduled home by home before the summer.',
      ar: 'أصبح السكان يرفعون طلباتهم عبر تطبيق الجوال ويتابعونها حتى الإنجاز، وتُجدول الصيانة الوقائية للمكيفات لكل وحدة سكنية قبل الصيف.',
    },
    results: storyFacts['residential-compound'].results,
    quote: {
      en: 'Residents stopped calling me. They can see that the technician is on the way.',
      ar: 'توقف السكان عن الاتصال بي، فهم يرون أن الفني في الطريق إليهم.',
    },
    role: { en: 'Community Manager', ar: 'مدير المجمع' },
  },
  {
    id: 'food-manufacturer',
    sector: 'industrial',
    operator: { en: 'Food manufacturer', ar: 'شركة لتصنيع الأغذية' },
    location: { en: 'Dammam', ar: 'الدمام' },
    scale: { en: '2 plants, production around the clock', ar: 'مصنعان بإنتاج على مدار الساعة' },
    headline: { en: 'Unplanned downtime cut in half', ar: 'خفض التوقفات غير المخطط لها إلى النصف' },
    challenge: {
      en: 'One failed compressor or cold room stopped a production line and spoiled stock. Maintenance ran on a whiteboard and the memory of two senior technicians.',
      ar: 'كان تعطل ضاغط واحد أو غرفة تبريد يوقف خط الإنتاج ويتلف المخزون، وكانت الصيانة تُدار من سبورة بيضاء ومن ذاكرة فنيَّين اثنين من ذوي الخبرة.',
    },
    solution: {
      en: 'Vibration and temperature sensors on critical compressors feed Siyana’s AI, which raises a work order as soon as a trend starts to drift.',
      ar: 'ترسل حساسات الاهتزاز والحرارة المثبتة على الضواغط الحرجة بياناتها إلى الذكاء الاصطناعي في Siyana، فيُنشئ أمر عمل بمجرد أن يبدأ أي مؤشر في الانحراف.',
    },
    results: storyFacts['food-manufacturer'].results,
    quote: {
      en: 'The system warned us about a worn compressor bearing eleven days before it would have failed.',
      ar: 'نبّهنا النظام إلى تآكل محمل في أحد الضواغط قبل أحد عشر يوماً من تعطله المتوقع.',
    },
    role: { en: 'Plant Engineering Manager', ar: 'مدير الهندسة في المصنع' },
  },
  {
    id: 'office-portfolio',
    sector: 'office',
    operator: { en: 'Office tower portfolio', ar: 'محفظة أبراج مكتبية' },
    location: { en: 'Dubai', ar: 'دبي' },
    scale: { en: '6 towers, 4,800 workstations', ar: '6 أبراج و4,800 محطة عمل' },
    headline: {
      en: `Comfortable floors and ${storyFacts['office-portfolio'].results[0].value.en} more productive tenants`,
      ar: `طوابق أكثر راحة وإنتاجية أعلى للمستأجرين بنسبة ${storyFacts['office-portfolio'].results[0].value.ar}`,
    },
    challenge: {
      en: 'Tenants complained about hot and cold spots, meeting rooms sat empty while open-plan floors were crowded, and the monthly owner report took a week to assemble.',
      ar: 'اشتكى المستأجرون من تفاوت درجات الحرارة بين المناطق، وبقيت قاعات الاجتماعات فارغة بينما ازدحمت المكاتب المفتوحة، واستغرق إعداد تقرير المالك الشهري أسبوعاً كاملاً.',
    },
    solution: {
      en: 'Space Management showed how floors are really used, comfort tickets go straight to the right technician, and the owner report is now generated automatically.',
      ar: 'كشف نظام إدارة المساحات كيفية استخدام الطوابق فعلياً، وأصبحت بلاغات الراحة الحرارية تصل مباشرة إلى الفني المختص، ويُعد تقرير المالك الآن تلقائياً.',
    },
    results: storyFacts['office-portfolio'].results,
    quote: {
      en: 'Our owners get the same report every month, on time, and nobody stays late to build it.',
      ar: 'يتسلم الملاك التقرير نفسه كل شهر في موعده، دون أن يضطر أحد إلى البقاء بعد الدوام لإعداده.',
    },
    role: { en: 'Head of Property Management', ar: 'رئيس إدارة العقارات' },
  },
  {
    id: 'hotel-group',
    sector: 'tourism',
    operator: { en: 'Hotel group', ar: 'مجموعة فندقية' },
    location: { en: 'Makkah and Madinah', ar: 'مكة المكرمة والمدينة المنورة' },
    scale: { en: '4 hotels, 2,300 rooms', ar: '4 فنادق و2,300 غرفة' },
    headline: {
      en: `${storyFacts['hotel-group'].results[0].value.en} higher guest satisfaction in peak season`,
      ar: `رضا النزلاء أعلى بنسبة ${storyFacts['hotel-group'].results[0].value.ar} في موسم الذروة`,
    },
    challenge: {
      en: 'During Ramadan and Hajj occupancy stays near full for weeks. Every room out of order means a lost booking and a disappointed guest.',
      ar: 'في رمضان وموسم الحج تبقى نسبة الإشغال شبه كاملة لأسابيع، وكل غرفة خارج الخدمة تعني حجزاً ضائعاً وضيفاً غير راضٍ.',
    },
    solution: {
      en: 'Housekeeping reports faults from the room, AI puts urgent requests first, and heavy preventive work is planned into the quieter months.',
      ar: 'يبلغ فريق التدبير الفندقي عن الأعطال من داخل الغرفة، ويقدّم الذكاء الاصطناعي البلاغات العاجلة حسب أولويتها، وتُخطط أعمال الصيانة الوقائية الكبرى في الأشهر الأهدأ.',
    },
    results: storyFacts['hotel-group'].results,
    quote: {
      en: 'In peak season we cannot afford a room out of order. Now we fix faults before the next guest checks in.',
      ar: 'لا نحتمل في موسم الذروة أن تخرج غرفة عن الخدمة، وأصبحنا نصلح الأعطال قبل وصول النزيل التالي.',
    },
    role: { en: 'Director of Engineering', ar: 'مدير الهندسة' },
  },
]);

export const storiesPage = isolateArabicFigures({
  meta: {
    title: { en: 'Customer Stories', ar: 'قصص العملاء' },
    description: {
      en: 'How a hospital group, malls, a residential compound, a food plant, office towers and hotels across the Gulf cut costs and downtime with Siyana.',
      ar: 'كيف خفّضت مجموعة مستشفيات ومراكز تجارية ومجمع سكني ومصنع أغذية وأبراج مكتبية وفنادق في الخليج تكاليفها وأعطالها مع Siyana.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Customer Stories', ar: 'قصص العملاء' },
    title: { en: 'Results from facility teams across the Gulf', ar: 'نتائج حققتها فرق المرافق في أنحاء الخليج' },
    lead: {
      en: 'Six operators, six sectors, one platform. The stories are anonymous: facility contracts in the Kingdom usually bar a supplier from naming the client, and these customers asked us not to. Each story describes the operator and the figures its own team reported after the first year. They are one customer’s results, not what every site in the sector will see.',
      ar: 'ستة مشغلين في ستة قطاعات على منصة واحدة. القصص بلا أسماء: فعقود المرافق في المملكة تمنع المورّد عادةً من ذكر اسم العميل، وقد طلب هؤلاء العملاء ذلك. تصف كل قصة المشغّل والأرقام التي سجلها فريقه بعد السنة الأولى، وهي نتائج عميل واحد، لا ما ستحققه كل منشأة في القطاع.',
    },
  },
  list: {
    eyebrow: { en: 'Six sectors', ar: 'ستة قطاعات' },
    title: { en: 'What changed, in their own words', ar: 'ما الذي تغيّر، بكلماتهم' },
  },
  cta: {
    title: { en: 'Write the next success story', ar: 'اكتب قصة النجاح التالية' },
    lead: {
      en: 'Tell us about your sites and we will show you, with your own kind of assets, where the savings are.',
      ar: 'حدّثنا عن مواقعك، وسنريك على أصول مماثلة لأصولك أين تكمن فرص التوفير.',
    },
    primary: { href: '/detailed-demo-request', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
    secondary: { href: '/resources/customer-success', label: { en: 'How We Support Customers', ar: 'كيف ندعم عملاءنا' } },
  },
});
