import { isolateFigures } from '@/i18n/bidi';
import { learningFacts } from '../facts';
import type { CatalogueItem, PageCopy, StatFigure, Text } from '../types';
import { courses, lessonLength } from './derive';

/** The four courses the Learning Center features. */
export const featuredCourseIds = ['fm-fundamentals', 'preventive-maintenance', 'energy-hot-climates', 'ai-predictive'] as const;

/** What every course hands over besides its lessons (the Learning Center and each course page say it). */
export const courseToolkit: Text = {
  en: 'Every course comes with checklists and templates you can use on Monday morning.',
  ar: 'ترافق كل دورة قوائم فحص ونماذج جاهزة يمكنك استخدامها في أول يوم عمل.',
};

/** Course and learner counts, computed from the listed courses (facts/data.ts says why). */
const learning = learningFacts(courses);

/** The Learning Center page. */
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
    { value: { en: String(learning.lessons), ar: String(learning.lessons) }, label: { en: 'Lessons', ar: 'درساً' } },
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
          en: `Lessons of ${lessonLength.min} to ${lessonLength.max} minutes that fit between site rounds, on a phone or a desktop.`,
          ar: `دروس مدتها بين ${lessonLength.min} و${lessonLength.max} دقيقة تناسب الفترات بين الجولات الميدانية، على الجوال أو الحاسوب.`,
        },
      },
      {
        title: { en: 'Take the tools with you', ar: 'خذ الأدوات معك' },
        body: courseToolkit,
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
    primary: { href: '/resources/courses', label: { en: 'Browse All Courses', ar: 'تصفح جميع الدورات' } },
    secondary: { href: '/request-demo', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
  },
} satisfies { meta: PageCopy } & Record<string, unknown>;

/** The Free Courses page. */
export const coursesPage = {
  meta: {
    title: { en: 'Free Courses', ar: 'الدورات المجانية' },
    description: {
      en: `${learning.courses} free, self-paced courses on maintenance, assets, energy, technology and compliance, in Arabic and English.`,
      ar: `${learning.courses} دورات مجانية ذاتية التعلم في الصيانة والأصول والطاقة والتقنية والامتثال، بالعربية والإنجليزية.`,
    },
  },
  hero: {
    eyebrow: { en: 'Free Courses', ar: 'الدورات المجانية' },
    title: { en: 'Free courses for facility and maintenance teams', ar: 'دورات مجانية لفرق المرافق والصيانة' },
    lead: {
      en: 'Practical lessons, downloadable checklists and short quizzes, each course finished in an afternoon or two. No fees and no catch.',
      ar: 'دروس عملية وقوائم فحص قابلة للتنزيل واختبارات قصيرة، وتُنجز كل دورة في جلسة أو جلستين. بلا رسوم ولا شروط خفية.',
    },
  },
  stats: [
    { value: { en: String(learning.courses), ar: String(learning.courses) }, label: { en: 'Free courses', ar: 'دورات مجانية' } },
    { value: { en: String(learning.lessons), ar: String(learning.lessons) }, label: { en: 'Lessons', ar: 'درساً' } },
    {
      value: { en: `${learning.hours.min}-${learning.hours.max} h`, ar: isolateFigures(`${learning.hours.min}-${learning.hours.max} ساعات`) },
      label: { en: 'Per course', ar: 'لكل دورة' },
    },
    { value: { en: '2', ar: '2' }, label: { en: 'Languages: Arabic and English', ar: 'لغتان: العربية والإنجليزية' } },
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
    primary: { href: '/request-demo', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
    secondary: { href: '/resources/ask-anything', label: { en: 'Ask a Question', ar: 'اطرح سؤالاً' } },
  },
} satisfies { meta: PageCopy } & Record<string, unknown>;

/** Cards for the learning pages where other pages point to them (Resource Hub "More to explore"). */
export const learningCatalogue: readonly CatalogueItem[] = [
  {
    id: 'learning',
    href: '/resources/learning',
    icon: 'GraduationCap',
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
    icon: 'BookOpenCheck',
    title: coursesPage.meta.title,
    description: {
      en: 'Self-paced courses for technicians, supervisors and managers.',
      ar: 'دورات ذاتية التعلم للفنيين والمشرفين والمديرين.',
    },
    stat: { en: `${learning.lessons} lessons`, ar: `${learning.lessons} درساً` },
  },
];
