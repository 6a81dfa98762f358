import type { Text } from '../types';
import { courses, findCourse } from './derive';
import { courseLevels, type Course, type CourseLevel } from './record';

export const learningPathIds = ['beginner', 'professional', 'expert'] as const;
export type LearningPathId = (typeof learningPathIds)[number];

/**
 * A learning path. It is made only of courses the site lists, and its course count and hours are
 * computed from them, never stated by hand.
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

/** The learning paths that contain a course, in path order. */
export function learningPathsOf(courseId: string): LearningPath[] {
  return learningPaths.filter((path) => path.courseIds.includes(courseId));
}

/**
 * The courses to suggest after one: those sharing a learning path with it first, then the nearest in
 * level, in catalogue order. Each category holds one course, so the category says nothing here.
 */
export function relatedCourses(courseId: string, count = 3): Course[] {
  const course = findCourse(courseId);
  const pathmates = new Set(learningPathsOf(courseId).flatMap((path) => path.courseIds));
  const levelDistance = (other: Course) => Math.abs(courseLevels.indexOf(other.level) - courseLevels.indexOf(course.level));
  return courses
    .filter((other) => other.id !== courseId)
    .map((other, index) => ({ other, index, rank: [pathmates.has(other.id) ? 0 : 1, levelDistance(other)] as const }))
    .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
