import { sectorFacts } from '../facts';
import type { Sector } from './record';

/** Residential: every text and icon it shows, wherever it shows. */
export const residentialSector: Sector = {
  id: 'residential',
  name: { en: 'Residential', ar: 'المجمعات السكنية' },
  icon: 'Home',
  blurb: {
    en: 'Compounds and residential towers with happier residents.',
    ar: 'مجمعات وأبراج سكنية بسكان أكثر رضا.',
  },
  title: {
    en: 'Facility management for residential compounds and towers',
    ar: 'إدارة مرافق المجمعات والأبراج السكنية',
  },
  description: {
    en: 'Give residents the fast, visible service they expect at home. Siyana turns every leaking tap, AC fault and gate issue into a tracked job, keeps pools, gyms and lifts in shape, and shows owners exactly where the service charge goes.',
    ar: 'قدّم للسكان الخدمة السريعة والواضحة التي يتوقعونها في منازلهم. تحوّل Siyana كل تسريب وعطل تكييف ومشكلة في البوابات إلى مهمة قابلة للمتابعة، وتحافظ على المسابح والنوادي الرياضية والمصاعد في أفضل حال، وتُطلع الملاك على أوجه صرف رسوم الخدمات بدقة.',
  },
  stats: sectorFacts.residential.stats,
  featuresIntro: {
    en: 'Everything a compound or residential tower needs, from the villa air conditioner to the shared pool.',
    ar: 'كل ما يحتاجه المجمع أو البرج السكني، من مكيّف الفيلا إلى المسبح المشترك.',
  },
  features: [
    {
      icon: 'Smartphone',
      title: { en: 'Resident app and request tracking', ar: 'تطبيق السكان وتتبّع الطلبات' },
      description: {
        en: 'Residents report issues in Arabic or English, pick a visit slot and rate the job once it is done.',
        ar: 'يرفع السكان البلاغات بالعربية أو الإنجليزية، ويختارون موعد الزيارة، ويقيّمون العمل بعد إنجازه.',
      },
    },
    {
      icon: 'AirVent',
      title: { en: 'AC and water-heater servicing', ar: 'صيانة المكيفات وسخانات المياه' },
      description: {
        en: 'Seasonal AC servicing and water-heater checks planned unit by unit, before the summer rush.',
        ar: 'صيانة موسمية للمكيفات وفحص دوري لسخانات المياه، مخطط لها وحدةً وحدة قبل ضغط الصيف.',
      },
    },
    {
      icon: 'Waves',
      title: { en: 'Pools, gyms and amenities', ar: 'المسابح والنوادي والمرافق المشتركة' },
      description: {
        en: 'Daily water-quality logs, equipment checks and cleaning rounds for every shared amenity.',
        ar: 'سجلات يومية لجودة المياه، وفحص للأجهزة، وجولات نظافة لكل مرفق مشترك.',
      },
    },
    {
      icon: 'KeyRound',
      title: { en: 'Move-in and move-out inspections', ar: 'فحص الاستلام والتسليم' },
      description: {
        en: 'Photo-based handover checklists that settle deposit disputes with evidence, not arguments.',
        ar: 'قوائم تسليم موثقة بالصور تحسم خلافات مبالغ التأمين بالأدلة لا بالجدال.',
      },
    },
    {
      icon: 'ShieldCheck',
      title: { en: 'Gates, access and CCTV upkeep', ar: 'صيانة البوابات وأنظمة الدخول والمراقبة' },
      description: {
        en: 'Keep barriers, intercoms and cameras working, with faults escalated to security the moment they are logged.',
        ar: 'حافظ على عمل الحواجز وأجهزة الاتصال الداخلي والكاميرات، مع تصعيد الأعطال لفريق الأمن فور تسجيلها.',
      },
    },
    {
      icon: 'Receipt',
      title: { en: 'Owner and service-charge reports', ar: 'تقارير الملاك ورسوم الخدمات' },
      description: {
        en: 'Monthly reports show the owners’ association what was fixed, what it cost and what is planned next.',
        ar: 'تقارير شهرية توضح لجمعية الملاك ما أُصلح وكم كلّف وما المخطط له في المرحلة المقبلة.',
      },
    },
  ],
  benefits: [
    {
      en: 'Residents stay informed with automatic updates at every step, so the management office phone rings less.',
      ar: 'يبقى السكان على اطلاع بتحديثات تلقائية في كل خطوة، فتقل الاتصالات على مكتب الإدارة.',
    },
    {
      en: 'Technicians arrive with the right part the first time, because the unit’s history and model are on their phone.',
      ar: 'يصل الفني بالقطعة الصحيحة من المرة الأولى، لأن سجل الوحدة وطراز أجهزتها على هاتفه.',
    },
    {
      en: 'Amenities stay open: pool pumps, gym equipment and lifts are serviced before they fail.',
      ar: 'تبقى المرافق المشتركة متاحة، إذ تُصان مضخات المسابح وأجهزة النادي والمصاعد قبل أن تتعطل.',
    },
    {
      en: 'Transparent costs that shorten owners’ association meetings and speed up budget approvals.',
      ar: 'تكاليف شفافة تختصر اجتماعات جمعية الملاك وتسرّع اعتماد الميزانيات.',
    },
    {
      en: 'Higher renewal rates, because well-kept homes and quick fixes are what tenants remember.',
      ar: 'نسب تجديد أعلى، فالمنازل المعتنى بها والإصلاحات السريعة هي ما يتذكره المستأجرون.',
    },
  ],
  scene: {
    skyline: 'compound',
    tint: 'amber',
    status: { en: 'AC serviced in villa 12', ar: 'اكتملت صيانة مكيّف الفيلا 12' },
  },
};
