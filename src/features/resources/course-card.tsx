import { ArrowRight, ChevronDown, Clock, Layers, ListChecks, Users } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { courseCategoryTitle, type Course } from '@/content/courses';
import { entityHref } from '@/content/hrefs';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { CourseArt } from '@/components/site/course-art';
import { LevelBadge } from './level-badge';
import { formatDecimal } from '@/lib/numbers';

/**
 * One course: cover, category, level, title, description, duration, modules, lessons, Free, the
 * learners who enrolled through this site (only once staff let the count show), and what the student
 * will learn, with a link to the course's page.
 */
export async function CourseCard({ course, locale, enrolled }: { course: Course; locale: Locale; enrolled?: number }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const titleId = `course-${course.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-course={course.id}
      data-category={course.category}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
    >
      <CourseArt category={course.category}>
        <span className="absolute end-3 top-3 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-teal-700 shadow-sm">{t('course.free')}</span>
      </CourseArt>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-semibold tracking-wide text-teal-700 uppercase">{courseCategoryTitle(course.category)[locale]}</span>
          <LevelBadge level={course.level} label={t(`levels.${course.level}`)} />
        </div>
        <h3 id={titleId} className="mt-3 text-lg leading-snug font-semibold text-navy-900">
          {course.title[locale]}
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-muted">{course.description[locale]}</p>
        <ul className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] gap-x-5 gap-y-2 text-sm text-ink">
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-teal-700" />
            {t('course.hours', { count: formatDecimal(course.durationHours, locale) })}
          </li>
          <li className="flex items-center gap-2">
            <Layers aria-hidden className="size-4 shrink-0 text-teal-700" />
            {t('course.modules', { count: formatDecimal(course.modules, locale) })}
          </li>
          <li className="flex items-center gap-2">
            <ListChecks aria-hidden className="size-4 shrink-0 text-teal-700" />
            {t('course.lessons', { count: course.lessonCount, n: formatDecimal(course.lessonCount, locale) })}
          </li>
          {enrolled ? (
            <li className="flex items-center gap-2" data-enrolled>
              <Users aria-hidden className="size-4 shrink-0 text-teal-700" />
              {t('course.enrolled', { count: enrolled, n: formatDecimal(enrolled, locale) })}
            </li>
          ) : null}
        </ul>
        <details className="group mt-5 rounded-xl border border-line bg-canvas open:bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 text-sm font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            {t('course.outcomes')}
            <ChevronDown aria-hidden className="size-4 shrink-0 text-teal-700 transition-transform group-open:rotate-180" />
          </summary>
          <ul className="grid gap-2 px-4 pb-4 text-sm text-muted">
            {course.outcomes.map((outcome) => (
              <li key={outcome.en} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-teal-500" />
                {outcome[locale]}
              </li>
            ))}
          </ul>
        </details>
        <Link
          href={entityHref('course', course.id)}
          aria-describedby={titleId}
          className="mt-auto inline-flex min-h-11 items-center gap-2 pt-5 text-sm font-semibold text-teal-700 hover:text-teal-600"
        >
          {t('course.view')}
          <ArrowRight aria-hidden className="rtl-mirror size-4" />
        </Link>
      </div>
    </article>
  );
}
