import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/** Where a course's enrolment form goes (decisions.md: each course has an enrolment form, a lead). */
export async function CourseEnrolmentSlot({ courseId, locale }: { courseId: string; locale: Locale }) {
  return <p data-enrolment={courseId} className="text-muted">{(await getTranslations({ locale, namespace: 'Resources.coursePage' }))('enrolSlot')}</p>;
}
