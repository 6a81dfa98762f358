import type { Text } from '../types';
import { courseCategories, moduleMinutes, type Course, type CourseCategoryId } from './record';
import { courseDrafts } from './records';

/** Each course with its hours, module and lesson counts added up from its syllabus. */
export const courses: readonly Course[] = courseDrafts.map((draft) => {
  const minutes = draft.syllabus.reduce((sum, unit) => sum + moduleMinutes(unit), 0);
  return {
    ...draft,
    durationHours: minutes / 60,
    modules: draft.syllabus.length,
    lessonCount: draft.syllabus.reduce((sum, unit) => sum + unit.lessons.length, 0),
  };
});

export function findCourse(id: string): Course {
  const course = courses.find((candidate) => candidate.id === id);
  if (!course) throw new Error(`Unknown course ${id}`);
  return course;
}

/** The shortest and longest lesson of the catalogue, quoted by the Learning Center. */
const lessonMinutes = courses.flatMap((course) => course.syllabus.flatMap((unit) => unit.lessons.map((lesson) => lesson.minutes)));
export const lessonLength = { min: Math.min(...lessonMinutes), max: Math.max(...lessonMinutes) };

export function courseCategoryTitle(id: CourseCategoryId): Text {
  const category = courseCategories.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown course category ${id}`);
  return category.title;
}
