import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/site/island-messages';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { CourseEnrolmentIsland } from './course-enrolment-island';

/** A course page's enrolment section: name, work e-mail, company and consent, stored as a lead. */
export async function CourseEnrolment({ courseId, courseTitle, locale }: { courseId: string; courseTitle: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ResourceLeads.course' });
  const headingId = `course-enrolment-${courseId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-5 sm:p-7">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-navy-900">
        {t('heading')}
      </h2>
      <IslandMessages locale={locale} namespaces={['ResourceLeads.common', 'ResourceLeads.errors', 'ResourceLeads.course']}>
        <CourseEnrolmentIsland courseId={courseId} courseTitle={courseTitle} locale={locale} privacyHref={localizeHref('/privacy', locale)} />
      </IslandMessages>
    </section>
  );
}
