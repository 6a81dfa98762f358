import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { courses } from '@/content/courses';
import { CourseEnrolment } from '@/features/resource-leads/course-enrolment';
import { CoursePage, courseMetadata } from '@/features/resources/course-page';
import { resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { shownEnrolments } from '@/server/forms/course-enrolments';

// Only these slugs: any other answers 404 with the server-rendered "Course not found" (features/not-found/missing-kind.ts).
export const dynamicParams = false;

/** The six courses, in each language of the parent layout. */
export function generateStaticParams() {
  return courses.map(({ id }) => ({ course: id }));
}

const findListedCourse = (id: string) => courses.find((course) => course.id === id);

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/courses/[course]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const { course: id } = await params;
  const course = findListedCourse(id);
  return course ? courseMetadata(course, locale) : {};
}

export default async function CourseRoute({ params }: PageProps<'/[locale]/resources/courses/[course]'>) {
  const locale = await resolvePageLocale(params);
  const course = findListedCourse((await params).course);
  if (!course) notFound();
  return (
    <>
      <CoursePage course={course} locale={locale} enrolled={await shownEnrolments()} enrolment={<CourseEnrolment courseId={course.id} courseTitle={course.title[locale]} locale={locale} />} />
      <PhoneActionBar locale={locale} page={`/resources/courses/${course.id}`} />
    </>
  );
}
