import type { Text } from './types';

/** The blog's category row: "all" plus the seven categories a post can have (spec §2.9). */
export const blogCategoryIds = ['ai-technology', 'maintenance', 'energy', 'compliance', 'mobile', 'asset-management', 'roi-analysis'] as const;
export type BlogCategoryId = (typeof blogCategoryIds)[number];

export const blogCategoryLabels: Record<'all' | BlogCategoryId, Text> & Record<string, Text | undefined> = {
  all: { en: 'All', ar: 'الكل' },
  'ai-technology': { en: 'AI & Technology', ar: 'الذكاء الاصطناعي والتقنية' },
  maintenance: { en: 'Maintenance', ar: 'الصيانة' },
  energy: { en: 'Energy', ar: 'الطاقة' },
  compliance: { en: 'Compliance', ar: 'الامتثال' },
  mobile: { en: 'Mobile', ar: 'الجوال' },
  'asset-management': { en: 'Asset Management', ar: 'إدارة الأصول' },
  'roi-analysis': { en: 'ROI Analysis', ar: 'تحليل العائد على الاستثمار' },
};

export interface SampleArticle {
  id: string;
  category: string;
  title: Text;
  excerpt: Text;
  author: Text;
  date: string;
  readMinutes: number;
  views: string;
}

/** Shown only while staff have published nothing in the page's language (decisions.md). */
export const featuredSample: SampleArticle = {
  id: 'summer-readiness',
  category: 'maintenance',
  title: { en: 'Summer readiness: a 6-week plan for Gulf cooling systems', ar: 'الاستعداد للصيف: خطة من 6 أسابيع لأنظمة التبريد في الخليج' },
  excerpt: {
    en: 'Chillers that fail in July cost three times more to fix. Here is the week-by-week preventive plan our customers run before the heat arrives.',
    ar: 'إصلاح المبردات التي تتعطل في يوليو يكلف ثلاثة أضعاف. إليك خطة الصيانة الوقائية أسبوعاً بأسبوع التي يطبقها عملاؤنا قبل وصول الحر.',
  },
  author: { en: 'Faisal Al-Otaibi', ar: 'فيصل العتيبي' },
  date: '2026-05-04',
  readMinutes: 9,
  views: '4.2K',
};

export const sampleArticles: SampleArticle[] = [
  {
    id: 'predictive-ai',
    category: 'ai-technology',
    title: { en: 'How predictive AI spots a failing pump two weeks early', ar: 'كيف يكتشف الذكاء الاصطناعي التنبؤي عطل المضخة قبل أسبوعين' },
    excerpt: { en: 'Vibration, temperature and run-hours tell a story long before a breakdown.', ar: 'الاهتزاز والحرارة وساعات التشغيل تروي القصة قبل العطل بوقت طويل.' },
    author: { en: 'Sara Al-Qahtani', ar: 'سارة القحطاني' },
    date: '2026-04-21',
    readMinutes: 7,
    views: '3.1K',
  },
  {
    id: 'night-cooling',
    category: 'energy',
    title: { en: 'Stop cooling empty floors at night', ar: 'توقف عن تبريد الطوابق الفارغة ليلاً' },
    excerpt: { en: 'Occupancy-based setpoints cut one tower’s bill by 18% in a quarter.', ar: 'ضبط التبريد حسب الإشغال خفّض فاتورة أحد الأبراج 18% في ربع سنة.' },
    author: { en: 'Omar Haddad', ar: 'عمر حداد' },
    date: '2026-04-08',
    readMinutes: 5,
    views: '2.7K',
  },
  {
    id: 'civil-defence',
    category: 'compliance',
    title: { en: 'Passing civil defence inspections without the scramble', ar: 'اجتياز فحوصات الدفاع المدني دون ارتباك' },
    excerpt: { en: 'Keep permits, certificates and evidence audit-ready all year.', ar: 'اجعل التصاريح والشهادات والأدلة جاهزة للتدقيق طوال العام.' },
    author: { en: 'Noura Al-Shehri', ar: 'نورة الشهري' },
    date: '2026-03-26',
    readMinutes: 6,
    views: '1.9K',
  },
  {
    id: 'offline-app',
    category: 'mobile',
    title: { en: 'Why your technicians need an app that works offline', ar: 'لماذا يحتاج فنيوك إلى تطبيق يعمل دون اتصال' },
    excerpt: { en: 'Basements and plant rooms have no signal; the work still has to be logged.', ar: 'لا تغطية في الأقبية وغرف المعدات، لكن العمل يجب أن يُسجّل.' },
    author: { en: 'Khalid Al-Mutairi', ar: 'خالد المطيري' },
    date: '2026-03-12',
    readMinutes: 4,
    views: '2.2K',
  },
  {
    id: 'asset-register',
    category: 'asset-management',
    title: { en: 'Building an asset register your team will keep up to date', ar: 'بناء سجل أصول يحافظ فريقك على تحديثه' },
    excerpt: { en: 'QR labels, simple naming and one owner per asset class.', ar: 'ملصقات QR وتسميات بسيطة ومسؤول واحد لكل فئة من الأصول.' },
    author: { en: 'Sara Al-Qahtani', ar: 'سارة القحطاني' },
    date: '2026-02-27',
    readMinutes: 8,
    views: '1.6K',
  },
  {
    id: 'roi-case',
    category: 'roi-analysis',
    title: { en: 'Making the ROI case for a CAFM platform to your CFO', ar: 'كيف تقنع المدير المالي بالعائد من منصة إدارة المرافق' },
    excerpt: { en: 'The five numbers finance asks for, and where to find them.', ar: 'الأرقام الخمسة التي يطلبها قسم المالية وأين تجدها.' },
    author: { en: 'Faisal Al-Otaibi', ar: 'فيصل العتيبي' },
    date: '2026-02-10',
    readMinutes: 6,
    views: '2.9K',
  },
];
