import { sectorFacts } from '../facts';
import type { Sector } from './record';

/** Tourism & Hospitality: every text and icon it shows, wherever it shows. */
export const tourismSector: Sector = {
  id: 'tourism',
  name: { en: 'Tourism & Hospitality', ar: 'السياحة والضيافة' },
  icon: 'Hotel',
  blurb: {
    en: 'Hotels and resorts where guests notice every detail.',
    ar: 'فنادق ومنتجعات يلاحظ ضيوفها كل التفاصيل.',
  },
  title: {
    en: 'Facility management for hotels, resorts and destinations',
    ar: 'إدارة مرافق الفنادق والمنتجعات والوجهات السياحية',
  },
  description: {
    en: 'Guests judge you on the details: a cool room on arrival, hot water at 6 am, a pool that is always open. Siyana links housekeeping, engineering and the front desk so issues are fixed before guests notice, even at full occupancy in peak season.',
    ar: 'يحكم الضيوف عليك من التفاصيل: غرفة منعشة عند الوصول، ومياه ساخنة في الساعة 6 صباحاً، ومسبح متاح دائماً. تربط Siyana التدبير الفندقي والهندسة والاستقبال لتُعالج المشكلات قبل أن يلاحظها الضيوف، حتى مع الإشغال الكامل في مواسم الذروة.',
  },
  stats: sectorFacts.tourism.stats,
  featuresIntro: {
    en: 'Engineering, housekeeping and guest services working as one team, on one system.',
    ar: 'الهندسة والتدبير الفندقي وخدمات الضيوف يعملون كفريق واحد على نظام واحد.',
  },
  features: [
    {
      icon: 'BedDouble',
      title: { en: 'Room readiness', ar: 'جاهزية الغرف' },
      description: {
        en: 'Housekeeping flags a fault during turndown, engineering sees it instantly and the room stays blocked until it is fixed.',
        ar: 'يبلّغ فريق التدبير الفندقي عن العطل أثناء تجهيز الغرفة، فيراه فريق الهندسة فوراً وتبقى الغرفة محجوبة حتى إصلاحها.',
      },
    },
    {
      icon: 'ConciergeBell',
      title: { en: 'Guest request routing', ar: 'توجيه طلبات الضيوف' },
      description: {
        en: 'Requests from the front desk or the guest app go straight to the right team, with a target time.',
        ar: 'تنتقل الطلبات من الاستقبال أو تطبيق الضيوف مباشرة إلى الفريق المختص مع وقت مستهدف للإنجاز.',
      },
    },
    {
      icon: 'Waves',
      title: { en: 'Pool, spa and leisure upkeep', ar: 'صيانة المسابح والمنتجع الصحي' },
      description: {
        en: 'Water tests, filter backwashes and equipment checks logged for every leisure outlet.',
        ar: 'تسجيل اختبارات المياه وغسيل المرشحات وفحص المعدات لكل مرفق ترفيهي.',
      },
    },
    {
      icon: 'UtensilsCrossed',
      title: { en: 'Kitchen and F&B equipment', ar: 'معدات المطابخ والمطاعم' },
      description: {
        en: 'Preventive plans for cold rooms, ovens and dishwashers, with food-safety temperature logs.',
        ar: 'خطط وقائية لغرف التبريد والأفران وغسالات الصحون، مع سجلات الحرارة الخاصة بسلامة الأغذية.',
      },
    },
    {
      icon: 'CalendarRange',
      title: { en: 'Seasonal readiness plans', ar: 'خطط الاستعداد للمواسم' },
      description: {
        en: 'Checklists that prepare chillers, generators and rosters for summer, Ramadan and major events.',
        ar: 'قوائم تحقق تجهّز المبردات والمولدات وجداول الموظفين لمواسم الصيف ورمضان والفعاليات الكبرى.',
      },
    },
    {
      icon: 'Leaf',
      title: { en: 'Energy per occupied room', ar: 'الطاقة لكل غرفة مشغولة' },
      description: {
        en: 'Compare energy and water use with occupancy to find waste in empty wings.',
        ar: 'قارن استهلاك الطاقة والمياه بنسبة الإشغال لاكتشاف الهدر في الأجنحة الخالية.',
      },
    },
  ],
  benefits: [
    {
      en: 'Better review scores, because faults are fixed before they turn into complaints.',
      ar: 'تقييمات أعلى، لأن الأعطال تُصلح قبل أن تتحول إلى شكاوى.',
    },
    {
      en: 'More sellable rooms every night, with out-of-order time tracked and shortened.',
      ar: 'غرف أكثر جاهزة للبيع كل ليلة، مع تتبّع مدة خروج الغرف عن الخدمة وتقليصها.',
    },
    {
      en: 'Longer life for expensive kitchen, laundry and leisure equipment.',
      ar: 'عمر أطول لمعدات المطابخ والمغاسل والمرافق الترفيهية باهظة الثمن.',
    },
    {
      en: 'Brand-standard audits and tourism licensing inspections passed with complete records.',
      ar: 'اجتياز تدقيقات معايير العلامة الفندقية وفحوصات الترخيص السياحي بسجلات مكتملة.',
    },
    {
      en: 'Lower utility costs in the quiet season, without compromising the guest experience.',
      ar: 'تكاليف مرافق أقل في المواسم الهادئة دون المساس بتجربة الضيف.',
    },
  ],
  scene: {
    skyline: 'resort',
    tint: 'amber',
    status: { en: 'Room 1204 ready for arrival', ar: 'الغرفة 1204 جاهزة لاستقبال الضيف' },
  },
};
