import type { Text } from '../types';

export const courseCategoryIds = ['fundamentals', 'asset-management', 'maintenance', 'energy', 'technology', 'compliance'] as const;
export type CourseCategoryId = (typeof courseCategoryIds)[number];

/** The category row of the Free Courses page, after "All". */
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

export interface CourseLesson {
  title: Text;
  minutes: number;
}

/** A module of a course's syllabus, its lessons in order. */
export interface CourseModule {
  title: Text;
  lessons: readonly CourseLesson[];
}

/** A free course: every figure is the same in both languages. */
export interface Course {
  id: string;
  category: CourseCategoryId;
  level: CourseLevel;
  title: Text;
  description: Text;
  /** What a student can do after the course, shown under "What you'll learn". */
  outcomes: readonly Text[];
  /** Who the course is written for. */
  audience: Text;
  /** What a student should know or have done before starting. */
  prerequisites: Text;
  syllabus: readonly CourseModule[];
  /** Computed from the syllabus, so the card, the course page and the learning paths show one figure. */
  durationHours: number;
  modules: number;
  lessonCount: number;
  price: 'free';
}

export type CourseDraft = Omit<Course, 'durationHours' | 'modules' | 'lessonCount'>;

/** A syllabus written compactly: a module's title, then its lessons as [English, Arabic, minutes]. */
export function courseModule(en: string, ar: string, lessons: readonly (readonly [en: string, ar: string, minutes: number])[]): CourseModule {
  return { title: { en, ar }, lessons: lessons.map(([lessonEn, lessonAr, minutes]) => ({ title: { en: lessonEn, ar: lessonAr }, minutes })) };
}

export function moduleMinutes(unit: CourseModule): number {
  return unit.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);
}
