import { BookOpenCheck, GraduationCap } from '@/components/icons';
import { learningFacts } from './facts';
import type { CatalogueItem, PageCopy, StatFigure, Text } from './types';

export const courseCategoryIds = ['fundamentals', 'asset-management', 'maintenance', 'energy', 'technology', 'compliance'] as const;
export type CourseCategoryId = (typeof courseCategoryIds)[number];

/** The category row of the Free Courses page (spec §2.9), after "All". */
export const courseCategories: readonly { id: CourseCategoryId; title: Text }[] = [
  { id: 'fundamentals', title: { en: 'Fundamentals', ar: 'الأساسيات' } },
  { id: 'asset-management', title: { en: 'Asset Management', ar: 'إدارة الأصول' } },
  { id: 'maintenance', title: { en: 'Maintenance', ar: 'الصيانة' } },
  { id: 'energy', title: { en: 'Energy', ar: 'الطاقة' } },
  { id: 'technology', title: { en: 'Technology', ar: 'التقنية' } },
  { id: 'compliance', title: { en: 'Compliance', ar: 'الامتثال' } },
];

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

/** A free course (spec §3): every figure is the same in both languages. */
export interface Course {
  id: string;
  category: CourseCategoryId;
  level: CourseLevel;
  title: Text;
  description: Text;
  /** What a student can do after the course, shown under "What you'll learn". */
  outcomes: readonly Text[];
  durationHours: number;
  rating: number;
  students: number;
  modules: number;
  price: 'free';
}

export const courses: readonly Course[] = [
  {
    id: 'fm-fundamentals',
    category: 'fundamentals',
    level: 'beginner',
    title: { en: 'Facility Management Fundamentals', ar: 'أساسيات إدارة المرافق' },
    description: {
      en: 'The core of the job in one afternoon: hard and soft services, the life of a work order, SLAs and the KPIs owners actually read.',
      ar: 'جوهر المهنة في جلسة واحدة: الخدمات الفنية والمساندة، ودورة حياة أمر العمل، واتفاقيات مستوى الخدمة، ومؤشرات الأداء التي يهتم بها الملاك فعلاً.',
    },
    outcomes: [
      { en: 'Map hard and soft services across a building portfolio', ar: 'تصنيف الخدمات الفنية والمساندة عبر محفظة المباني' },
      { en: 'Run a work order from request to sign-off', ar: 'إدارة أمر العمل من الطلب حتى الإغلاق والاعتماد' },
      { en: 'Set SLAs and the five KPIs that matter first', ar: 'تحديد اتفاقيات مستوى الخدمة وأهم خمسة مؤشرات أداء' },
    ],
    durationHours: 3,
    rating: 4.8,
    students: 3240,
    modules: 7,
    price: 'free',
  },
  {
    id: 'asset-lifecycle',
    category: 'asset-management',
    level: 'intermediate',
    title: { en: 'Asset Lifecycle Management', ar: 'إدارة دورة حياة الأصول' },
    description: {
      en: 'From commissioning to replacement: build an asset register, tag it with QR labels and decide when to repair, refurbish or replace.',
      ar: 'من التشغيل الأولي حتى الاستبدال: أنشئ سجلاً للأصول، وميّزه بملصقات QR، وقرّر متى تُصلح أو تُجدّد أو تستبدل.',
    },
    outcomes: [
      { en: 'Structure an asset register with a clear hierarchy', ar: 'بناء سجل أصول بتسلسل هرمي واضح' },
      { en: 'Tag and survey assets with QR labels', ar: 'ترميز الأصول وحصرها بملصقات QR' },
      { en: 'Use lifecycle cost to justify replacement budgets', ar: 'استخدام تكلفة دورة الحياة لتبرير ميزانيات الاستبدال' },
    ],
    durationHours: 5,
    rating: 4.7,
    students: 1860,
    modules: 9,
    price: 'free',
  },
  {
    id: 'preventive-maintenance',
    category: 'maintenance',
    level: 'beginner',
    title: { en: 'Preventive Maintenance Planning', ar: 'تخطيط الصيانة الوقائية' },
    description: {
      en: 'Build a PPM calendar that survives the summer peak: asset criticality, task frequencies, spare parts and technician workload.',
      ar: 'ابنِ جدول صيانة وقائية يصمد أمام ذروة الصيف: أهمية الأصول، وتكرار المهام، وقطع الغيار، وتوزيع العمل على الفنيين.',
    },
    outcomes: [
      { en: 'Rank assets by criticality and risk', ar: 'ترتيب الأصول حسب أهميتها ومخاطر تعطلها' },
      { en: 'Turn manufacturer manuals into tasks and frequencies', ar: 'تحويل أدلة المصنّعين إلى مهام وجداول تكرار' },
      { en: 'Balance planned and reactive work in peak season', ar: 'الموازنة بين الأعمال المخططة والطارئة في موسم الذروة' },
    ],
    durationHours: 4,
    rating: 4.9,
    students: 2910,
    modules: 8,
    price: 'free',
  },
  {
    id: 'energy-hot-climates',
    category: 'energy',
    level: 'intermediate',
    title: { en: 'Energy Management for Hot Climates', ar: 'إدارة الطاقة في المناخ الحار' },
    description: {
      en: 'Cooling is the largest line on most Gulf electricity bills. Learn to meter it, tune chiller plants and set-points, and prove the savings.',
      ar: 'التبريد هو البند الأكبر في فواتير الكهرباء لمعظم مباني الخليج. تعلّم كيف تقيسه، وتضبط محطات التبريد ودرجات الحرارة المستهدفة، وتُثبت حجم التوفير.',
    },
    outcomes: [
      { en: 'Build an energy baseline from meters and IoT sensors', ar: 'بناء خط أساس للاستهلاك من العدادات وحساسات إنترنت الأشياء' },
      { en: 'Tune chiller sequencing and set-points safely', ar: 'ضبط تشغيل المبردات ودرجات الحرارة المستهدفة بأمان' },
      { en: 'Report savings in SAR that finance will accept', ar: 'عرض التوفير بالريال بطريقة تقنع الإدارة المالية' },
    ],
    durationHours: 4,
    rating: 4.6,
    students: 1420,
    modules: 6,
    price: 'free',
  },
  {
    id: 'ai-predictive',
    category: 'technology',
    level: 'advanced',
    title: { en: 'AI & IoT for Predictive Maintenance', ar: 'الذكاء الاصطناعي وإنترنت الأشياء للصيانة التنبؤية' },
    description: {
      en: 'Go beyond calendars: choose sensors, read vibration and temperature trends, and let AI flag failing equipment before it stops.',
      ar: 'تجاوز الجداول الزمنية: اختر الحساسات المناسبة، واقرأ اتجاهات الاهتزاز والحرارة، ودع الذكاء الاصطناعي ينبهك إلى المعدات قبل أن تتوقف.',
    },
    outcomes: [
      { en: 'Choose sensors for pumps, chillers and air-handling units', ar: 'اختيار الحساسات المناسبة للمضخات والمبردات ووحدات مناولة الهواء' },
      { en: 'Read anomaly alerts and set sensible thresholds', ar: 'قراءة تنبيهات الأعطال المحتملة وضبط حدود إنذار منطقية' },
      { en: 'Plan a pilot and measure its payback', ar: 'تخطيط مشروع تجريبي وقياس فترة استرداد تكلفته' },
    ],
    durationHours: 6,
    rating: 4.5,
    students: 980,
    modules: 10,
    price: 'free',
  },
  {
    id: 'safety-compliance',
    category: 'compliance',
    level: 'advanced',
    title: { en: 'Safety & Compliance for Gulf Facilities', ar: 'السلامة والامتثال في منشآت الخليج' },
    description: {
      en: 'Keep every site audit-ready: fire and life-safety systems, permit-to-work, contractor control and the records inspectors ask for.',
      ar: 'اجعل كل موقع جاهزاً للتدقيق في أي وقت: أنظمة الحريق وسلامة الأرواح، وتصاريح العمل، وضبط المقاولين، والسجلات التي يطلبها المفتشون.',
    },
    outcomes: [
      { en: 'Schedule statutory inspections of fire and life-safety systems', ar: 'جدولة الفحوص النظامية لأنظمة الحريق وسلامة الأرواح' },
      { en: 'Run permit-to-work and contractor inductions', ar: 'تطبيق تصاريح العمل وتهيئة المقاولين' },
      { en: 'Keep an audit trail that stands up to inspection', ar: 'الاحتفاظ بسجل تدقيق متكامل يصمد أمام التفتيش' },
    ],
    durationHours: 5,
    rating: 4.8,
    students: 1250,
    modules: 9,
    price: 'free',
  },
];

/** The four courses the Learning Center features (spec §2.9). */
export const featuredCourseIds = ['fm-fundamentals', 'preventive-maintenance', 'energy-hot-climates', 'ai-predictive'] as const;

export const learningPathIds = ['beginner', 'professional', 'expert'] as const;
export type LearningPathId = (typeof learningPathIds)[number];

/**
 * A learning path. The spec's 4/6/8 courses and 16/28/42 hours named courses the site does not list, so a
 * path is made of listed courses and its figures are computed from them (decisions.md "One set of facts").
 */
export interface LearningPath {
  id: LearningPathId;
  level: CourseLevel;
  name: Text;
  title: Text;
  audience: Text;
  topics: readonly Text[];
  /** The listed courses of the path, in order; its course count and hours are computed from them. */
  courseIds: readonly [string, ...string[]];
  courseCount: number;
  hours: number;
  /** The free course the path starts with. */
  firstCourseId: string;
}

const pathDrafts: readonly Omit<LearningPath, 'courseCount' | 'hours' | 'firstCourseId'>[] = [
  {
    id: 'beginner',
    level: 'beginner',
    name: { en: 'Beginner path', ar: 'مسار المبتدئين' },
    title: { en: 'Facility Essentials', ar: 'أساسيات المرافق' },
    audience: {
      en: 'New coordinators and supervisors, and technicians moving into planning roles.',
      ar: 'للمنسقين والمشرفين الجدد، وللفنيين المنتقلين إلى أدوار التخطيط.',
    },
    topics: [
      { en: 'Facility management basics', ar: 'مبادئ إدارة المرافق' },
      { en: 'Work orders and SLAs', ar: 'أوامر العمل واتفاقيات مستوى الخدمة' },
      { en: 'Preventive maintenance basics', ar: 'مبادئ الصيانة الوقائية' },
      { en: 'Health and safety essentials', ar: 'أساسيات الصحة والسلامة' },
    ],
    courseIds: ['fm-fundamentals', 'preventive-maintenance'],
  },
  {
    id: 'professional',
    level: 'intermediate',
    name: { en: 'Professional path', ar: 'المسار الاحترافي' },
    title: { en: 'Maintenance & Asset Professional', ar: 'محترف الصيانة والأصول' },
    audience: {
      en: 'Facility and maintenance managers running one or more sites.',
      ar: 'لمديري المرافق والصيانة المسؤولين عن موقع واحد أو أكثر.',
    },
    topics: [
      { en: 'PPM planning for the summer peak', ar: 'تخطيط الصيانة الوقائية لذروة الصيف' },
      { en: 'Asset registers and lifecycle cost', ar: 'سجلات الأصول وتكلفة دورة الحياة' },
      { en: 'Energy management and cooling', ar: 'إدارة الطاقة والتبريد' },
      { en: 'Contractor and budget control', ar: 'ضبط المقاولين والميزانيات' },
    ],
    courseIds: ['preventive-maintenance', 'asset-lifecycle', 'energy-hot-climates'],
  },
  {
    id: 'expert',
    level: 'advanced',
    name: { en: 'Expert path', ar: 'مسار الخبراء' },
    title: { en: 'Smart Facilities Leader', ar: 'قائد المرافق الذكية' },
    audience: {
      en: 'Heads of facilities and engineering leading a digital transformation.',
      ar: 'لقادة المرافق والهندسة الذين يقودون التحول الرقمي في منشآتهم.',
    },
    topics: [
      { en: 'Predictive maintenance with AI and IoT', ar: 'الصيانة التنبؤية بالذكاء الاصطناعي وإنترنت الأشياء' },
      { en: 'Compliance programmes across a portfolio', ar: 'برامج الامتثال على مستوى المحفظة' },
      { en: 'Portfolio analytics and reporting to owners', ar: 'تحليلات المحفظة ورفع التقارير للملاك' },
      { en: 'Sustainability and net-zero targets', ar: 'الاستدامة وأهداف الحياد الكربوني' },
    ],
    courseIds: ['ai-predictive', 'safety-compliance', 'energy-hot-climates'],
  },
];
export const learningPaths: readonly LearningPath[] = pathDrafts.map((path) => ({
  ...path,
  courseCount: path.courseIds.length,
  hours: path.courseIds.reduce((sum, id) => sum + findCourse(id).durationHours, 0),
  firstCourseId: path.courseIds[0],
}));


export function findCourse(id: string): Course {
  const course = courses.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`Unknown course ${id}`);
  return course;
}

export function courseCategoryTitle(id: CourseCategoryId): Text {
  const category = courseCategories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown course category ${id}`);
  return category.title;
}

/** Course and learner counts, computed from the listed courses (facts.ts says why). */
const learning = learningFacts(courses);

/** The Learning Center page (spec §2.9). */
export const learningCenterPage = {
  meta: {
    title: { en: 'Learning Center', ar: 'مركز التعلم' },
    description: {
      en: `${learning.courses} free courses and three learning paths that take facility teams from the basics to AI-driven maintenance.`,
      ar: `${learning.courses} دورات مجانية وثلاثة مسارات تعليمية تنقل فرق المرافق من الأساسيات إلى الصيانة المدعومة بالذكاء الاصطناعي.`,
    },
  },
  hero: {
    eyebrow: { en: 'Learning Center', ar: 'مركز التعلم' },
    title: { en: 'Skills that keep your buildings running', ar: 'مهارات تُبقي مبانيك تعمل دون توقف' },
    lead: {
      en: 'Short, practical courses written by facility engineers for the realities of Gulf sites: extreme heat, mixed contractor teams and demanding audits. Learn at your own pace, in English or Arabic, free.',
      ar: 'دورات قصيرة وعملية أعدّها مهندسو مرافق لواقع المواقع في الخليج: حرارة شديدة، وفرق مقاولين متعددة، وتدقيق صارم. تعلّم بالسرعة التي تناسبك، بالعربية أو الإنجليزية، ومجاناً.',
    },
    primary: { en: 'Browse All Courses', ar: 'تصفح جميع الدورات' },
    secondary: { en: 'Compare Learning Paths', ar: 'قارن المسارات التعليمية' },
  },
  stats: [
    { value: { en: String(learning.courses), ar: String(learning.courses) }, label: { en: 'Free courses', ar: 'دورات مجانية' } },
    { value: learning.learners.figure, label: { en: 'Students', ar: 'متدرب' } },
    { value: { en: '3', ar: '3' }, label: { en: 'Learning paths', ar: 'مسارات تعليمية' } },
    { value: { en: 'Free', ar: 'مجاناً' }, label: { en: 'Every course', ar: 'جميع الدورات' } },
  ] satisfies StatFigure[],
  featured: {
    eyebrow: { en: 'Featured courses', ar: 'دورات مختارة' },
    title: { en: 'Where most facility teams start', ar: 'من هنا تبدأ معظم فرق المرافق' },
    lead: {
      en: 'Four of the most popular courses in the catalogue, each finished in an afternoon or two.',
      ar: 'أربع من أكثر الدورات إقبالاً في الكتالوج، تُنجز كل منها في جلسة أو جلستين.',
    },
  },
  approach: {
    title: { en: 'Built for busy facility teams', ar: 'مصممة لفرق المرافق المشغولة' },
    items: [
      {
        title: { en: 'Learn on the job', ar: 'تعلّم أثناء العمل' },
        body: {
          en: 'Lessons of ten to fifteen minutes that fit between site rounds, on a phone or a desktop.',
          ar: 'دروس مدتها بين عشر دقائق وخمس عشرة دقيقة تناسب الفترات بين الجولات الميدانية، على الجوال أو الحاسوب.',
        },
      },
      {
        title: { en: 'Take the tools with you', ar: 'خذ الأدوات معك' },
        body: {
          en: 'Every course comes with checklists and templates you can use on Monday morning.',
          ar: 'ترافق كل دورة قوائم فحص ونماذج جاهزة يمكنك استخدامها في أول يوم عمل.',
        },
      },
      {
        title: { en: 'In your language', ar: 'بلغتك' },
        body: {
          en: 'Every course is available in Arabic and English, so the whole team can learn together.',
          ar: 'كل الدورات متاحة بالعربية والإنجليزية، ليتعلم الفريق كله معاً.',
        },
      },
    ],
  },
  paths: {
    eyebrow: { en: 'Learning paths', ar: 'المسارات التعليمية' },
    title: { en: 'Build skills in the right order', ar: 'ابنِ مهاراتك بالترتيب الصحيح' },
    lead: {
      en: 'Three paths, from the first day on the job to leading a smart facilities programme.',
      ar: 'ثلاثة مسارات تبدأ من أول يوم في الوظيفة وتصل بك إلى قيادة برنامج متكامل للمرافق الذكية.',
    },
  },
  cta: {
    title: { en: 'Ready to start learning?', ar: 'هل أنت مستعد لبدء التعلم؟' },
    lead: {
      en: 'Browse the full catalogue of free courses, or see how Siyana turns what your team learns into daily practice.',
      ar: 'تصفح كتالوج الدورات المجانية كاملاً، أو اكتشف كيف تحوّل Siyana ما يتعلمه فريقك إلى ممارسة يومية.',
    },
    primary: { en: 'Browse All Courses', ar: 'تصفح جميع الدورات' },
    secondary: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' },
  },
} satisfies { meta: PageCopy } & Record<string, unknown>;

/** The Free Courses page (spec §2.9). */
export const coursesPage = {
  meta: {
    title: { en: 'Free Courses', ar: 'الدورات المجانية' },
    description: {
      en: `${learning.courses} free, self-paced courses on maintenance, assets, energy, technology and compliance, taken by ${learning.learners.inSentence.en} facility professionals.`,
      ar: `${learning.courses} دورات مجانية ذاتية التعلم في الصيانة والأصول والطاقة والتقنية والامتثال، التحق بها ${learning.learners.inSentence.ar} متخصص في إدارة المرافق.`,
    },
  },
  hero: {
    eyebrow: { en: 'Free Courses', ar: 'الدورات المجانية' },
    title: { en: 'Free courses for facility and maintenance teams', ar: 'دورات مجانية لفرق المرافق والصيانة' },
    lead: {
      en: 'Practical lessons, downloadable checklists and short quizzes, each course finished in an afternoon or two. No fees, no credit card, no catch.',
      ar: 'دروس عملية وقوائم فحص قابلة للتنزيل واختبارات قصيرة، وتُنجز كل دورة في جلسة أو جلستين. بلا رسوم، ولا بطاقة ائتمان، ولا شروط خفية.',
    },
  },
  stats: [
    { value: { en: String(learning.courses), ar: String(learning.courses) }, label: { en: 'Free courses', ar: 'دورات مجانية' } },
    { value: learning.learners.figure, label: { en: 'Students', ar: 'متدرب' } },
    {
      value: { en: `${learning.hours.min}-${learning.hours.max} h`, ar: `${learning.hours.min}-${learning.hours.max} ساعات` },
      label: { en: 'Per course', ar: 'لكل دورة' },
    },
    { value: { en: `${learning.ratings.min}-${learning.ratings.max}`, ar: `${learning.ratings.min}-${learning.ratings.max}` }, label: { en: 'Course ratings', ar: 'تقييم الدورات' } },
  ] satisfies StatFigure[],
  catalogue: {
    eyebrow: { en: 'Course catalogue', ar: 'كتالوج الدورات' },
    title: { en: 'Find your next course', ar: 'اختر دورتك التالية' },
    lead: {
      en: 'The whole catalogue, free. Choose a topic to narrow the list; the link in your address bar shares the filtered view.',
      ar: 'الكتالوج كاملاً ومجاناً. اختر موضوعاً لتضييق القائمة، ويمكنك مشاركة الرابط الظاهر في شريط العنوان لعرض النتيجة نفسها.',
    },
  },
  paths: {
    eyebrow: { en: 'Learning paths', ar: 'المسارات التعليمية' },
    title: { en: 'Follow a path, not a pile of courses', ar: 'اتبع مساراً واضحاً بدلاً من دورات متفرقة' },
    lead: {
      en: 'Each path puts the courses in the order that builds real skill, from first principles to advanced practice.',
      ar: 'يرتب كل مسار الدورات بالتسلسل الذي يبني مهارة حقيقية، من المبادئ الأولى حتى الممارسة المتقدمة.',
    },
  },
  cta: {
    title: { en: 'Training a whole team?', ar: 'هل تدرّب فريقاً كاملاً؟' },
    lead: {
      en: 'Siyana customers get guided onboarding courses built around their own sites and assets. Book a demo to see how it works.',
      ar: 'يحصل عملاء Siyana على دورات تأهيل موجهة مبنية على مواقعهم وأصولهم. احجز عرضاً توضيحياً لتتعرف على التفاصيل.',
    },
    primary: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' },
    secondary: { en: 'Ask a Question', ar: 'اطرح سؤالاً' },
  },
} satisfies { meta: PageCopy } & Record<string, unknown>;

/** Cards for the learning pages where other pages point to them (Resource Hub "More to explore"). */
export const learningCatalogue: readonly CatalogueItem[] = [
  {
    id: 'learning',
    href: '/resources/learning',
    icon: GraduationCap,
    title: learningCenterPage.meta.title,
    description: {
      en: 'Learning paths from the basics to AI-driven maintenance.',
      ar: 'مسارات تعليمية من الأساسيات حتى الصيانة المدعومة بالذكاء الاصطناعي.',
    },
    stat: { en: `${learning.courses} free courses`, ar: `${learning.courses} دورات مجانية` },
  },
  {
    id: 'courses',
    href: '/resources/courses',
    icon: BookOpenCheck,
    title: coursesPage.meta.title,
    description: {
      en: 'Self-paced courses for technicians, supervisors and managers.',
      ar: 'دورات ذاتية التعلم للفنيين والمشرفين والمديرين.',
    },
    stat: { en: `${learning.learners.inSentence.en} students`, ar: `${learning.learners.inSentence.ar} متدرب` },
  },
];
