/**
 * The free courses, one import entry for four concerns: the records' shape (record.ts), the course
 * records themselves (records.ts), what is added up from them (derive.ts), the learning paths
 * (paths.ts) and the Learning Center and Free Courses pages' copy (page-copy.ts). A course's page is
 * `entityHref('course', id)` (content/hrefs.ts).
 */
export { courseCategories, courseCategoryIds, courseLevels, moduleMinutes, type Course, type CourseCategoryId, type CourseLevel } from './record';
export { courseCategoryTitle, courses, findCourse, lessonLength } from './derive';
export { learningPaths, learningPathsOf, relatedCourses } from './paths';
export { courseToolkit, coursesPage, featuredCourseIds, learningCatalogue, learningCenterPage } from './page-copy';
