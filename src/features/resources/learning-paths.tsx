import { ArrowRight, BookOpen, Check, Clock } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { findCourse, learningPaths } from '@/content/courses';
import { entityHref } from '@/content/hrefs';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { LevelBadge, levelBarClass } from './level-badge';
import { formatDecimal } from '@/lib/numbers';

/**
 * The three learning paths (beginner, professional, expert), with course counts and hours computed from
 * their courses, each course linked. A path's card answers to `#path-{id}` (course pages link there).
 */
export async function LearningPaths({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {learningPaths.map((path) => {
        const first = findCourse(path.firstCourseId);
        const titleId = `path-${path.id}-title`;
        return (
          <li key={path.id}>
            <article
              id={`path-${path.id}`}
              aria-labelledby={titleId}
              data-path={path.id}
              className="relative scroll-mt-24 flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-7"
            >
              <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1.5', levelBarClass[path.level])} />
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-teal-700">{path.name[locale]}</p>
                <LevelBadge level={path.level} label={t(`levels.${path.level}`)} />
              </div>
              <h3 id={titleId} className="mt-3 text-xl font-bold text-navy-900">
                {path.title[locale]}
              </h3>
              <ul className="mt-5 grid grid-cols-2 gap-3 font-semibold text-navy-900">
                <li className="flex items-center gap-2 rounded-xl bg-navy-50 px-4 py-3">
                  <BookOpen aria-hidden className="size-4 shrink-0 text-teal-700" />
                  {t('path.courses', { count: path.courseCount, n: formatDecimal(path.courseCount, locale) })}
                </li>
                <li className="flex items-center gap-2 rounded-xl bg-navy-50 px-4 py-3">
                  <Clock aria-hidden className="size-4 shrink-0 text-teal-700" />
                  {t('path.hours', { count: path.hours, n: formatDecimal(path.hours, locale) })}
                </li>
              </ul>
              <h4 className="mt-6 text-sm font-semibold text-navy-900">{t('path.audience')}</h4>
              <p className="mt-1 text-sm leading-relaxed text-muted">{path.audience[locale]}</p>
              <h4 className="mt-5 text-sm font-semibold text-navy-900">{t('path.topics')}</h4>
              <ul className="mt-2 grid gap-2 text-sm text-ink">
                {path.topics.map((topic) => (
                  <li key={topic.en} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                    {topic[locale]}
                  </li>
                ))}
              </ul>
              <h4 className="mt-5 text-sm font-semibold text-navy-900">{t('path.coursesInPath')}</h4>
              <ol className="mt-2 grid gap-1 text-sm">
                {path.courseIds.map((id, index) => {
                  const course = findCourse(id);
                  return (
                    <li key={id}>
                      <Link
                        href={entityHref('course', id)}
                        className="-mx-2 flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 font-medium text-navy-900 transition-colors hover:bg-navy-50 hover:text-teal-700"
                      >
                        <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-navy-50 text-xs font-bold text-navy-900">
                          {formatDecimal(index + 1, locale)}
                        </span>
                        {course.title[locale]}
                      </Link>
                    </li>
                  );
                })}
              </ol>
              <Link
                href={entityHref('course', first.id)}
                className="mt-auto inline-flex min-h-11 items-center gap-2 pt-6 text-sm font-semibold text-teal-700 hover:text-teal-600"
              >
                {t('path.start', { course: first.title[locale] })}
                <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0" />
              </Link>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
