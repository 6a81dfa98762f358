import {
  ArrowDown,
  ArrowRight,
  BadgeCheck,
  Check,
  ChevronDown,
  CirclePlay,
  ClipboardCheck,
  Clock,
  GraduationCap,
  Languages,
  Layers,
  ListChecks,
  Users,
  Wrench,
} from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { IconBadge } from '@/components/ui/card';
import { courseCategoryTitle, courseToolkit, findCourse, learningPathsOf, moduleMinutes, relatedCourses, type Course } from '@/content/courses';
import { entityHref } from '@/content/hrefs';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { pageMetadata } from '@/lib/seo';
import { CourseArt } from '@/components/site/course-art';
import { CourseCard } from './course-card';
import { LevelBadge, levelBarClass } from './level-badge';
import { formatDecimal } from '@/lib/numbers';

export function courseMetadata(course: Course, locale: Locale): Metadata {
  return pageMetadata({ locale, path: entityHref('course', course.id), title: course.title[locale], description: course.description[locale] });
}

/**
 * A course's page: what it teaches and to whom, its syllabus lesson
 * by lesson, the learning paths it belongs to, related courses and the enrolment section. The route
 * passes the enrolment form in, so this feature does not import the resource-leads feature.
 */
export async function CoursePage({ course, locale, enrolment, enrolled = {} }: { course: Course; locale: Locale; enrolment: ReactNode; enrolled?: Record<string, number> }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const n = (value: number) => formatDecimal(value, locale);
  const lessons = (count: number) => t('coursePage.lessonCount', { count, n: n(count) });
  const minutes = (count: number) => t('coursePage.minutes', { count, n: n(count) });
  const hours = t('course.hours', { count: n(course.durationHours) });
  const paths = learningPathsOf(course.id);

  const facts = [
    { icon: Clock, label: t('coursePage.duration'), value: hours },
    { icon: Layers, label: t('coursePage.modules'), value: n(course.modules) },
    { icon: ListChecks, label: t('coursePage.lessons'), value: n(course.lessonCount) },
    { icon: GraduationCap, label: t('coursePage.level'), value: t(`levels.${course.level}`) },
    { icon: BadgeCheck, label: t('coursePage.price'), value: t('course.free') },
    { icon: Languages, label: t('coursePage.language'), value: t('coursePage.languages') },
  ];

  return (
    <>
      <PageHero
        locale={locale}
        back={{ href: '/resources/courses', label: t('coursePage.back') }}
        eyebrow={courseCategoryTitle(course.category)[locale]}
        title={course.title[locale]}
        lead={course.description[locale]}
        aside={
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
            <CourseArt category={course.category} className="h-36 sm:h-44">
              <span className="absolute end-4 top-4 rounded-full bg-white px-3 py-1 text-sm font-bold text-teal-700 shadow-sm">{t('course.free')}</span>
            </CourseArt>
            <div className="p-6 sm:p-7">
              <h2 className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{t('coursePage.factsTitle')}</h2>
              <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
                {facts.map(({ icon: Icon, label, value }) => (
                  <div key={label} className="flex flex-col gap-1">
                    <dt className="flex items-center gap-1.5 text-xs text-muted">
                      <Icon aria-hidden className="size-4 shrink-0 text-teal-700" />
                      {label}
                    </dt>
                    <dd className="font-semibold text-navy-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        }
      >
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-ink">
          <LevelBadge level={course.level} label={t(`levels.${course.level}`)} />
          {enrolled[course.id] ? (
            <span className="inline-flex items-center gap-1.5" data-enrolled>
              <Users aria-hidden className="size-4 text-teal-700" />
              {t('course.enrolled', { count: enrolled[course.id]!, n: n(enrolled[course.id]!) })}
            </span>
          ) : null}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#enrol" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {t('coursePage.enrol')}
            <ArrowRight aria-hidden className="rtl-mirror" />
          </a>
          <a href="#syllabus" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <ArrowDown aria-hidden />
            {t('coursePage.seeSyllabus')}
          </a>
        </div>
      </PageHero>

      <Section id="overview" labelledBy="course-outcomes-title" className="pt-6 sm:pt-8 lg:pt-10">
        <div className="grid gap-6 lg:grid-cols-[1.25fr_1fr]">
          <div className="relative flex flex-col overflow-hidden rounded-3xl bg-navy-900 p-7 text-white sm:p-9">
            <div aria-hidden className="pointer-events-none absolute -end-16 -top-16 size-48 rounded-full bg-teal-500/25 blur-2xl" />
            <h2 id="course-outcomes-title" className="relative text-2xl font-bold">
              {t('course.outcomes')}
            </h2>
            <ul className="relative mt-6 mb-8 grid gap-4">
              {course.outcomes.map((outcome) => (
                <li key={outcome.en} className="flex gap-3 text-lg leading-snug">
                  <span aria-hidden className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-500 text-navy-950">
                    <Check className="size-4" strokeWidth={3} />
                  </span>
                  {outcome[locale]}
                </li>
              ))}
            </ul>
            <p className="relative mt-auto flex items-start gap-3 border-t border-white/15 pt-6 leading-relaxed text-white/80">
              <Wrench aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-100" />
              {courseToolkit[locale]}
            </p>
          </div>
          <div className="grid gap-6">
            {[
              { id: 'course-audience-title', icon: Users, title: t('coursePage.audience'), body: course.audience[locale] },
              { id: 'course-prerequisites-title', icon: ClipboardCheck, title: t('coursePage.prerequisites'), body: course.prerequisites[locale] },
            ].map(({ id, icon: Icon, title, body }) => (
              <div key={id} className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                <IconBadge>
                  <Icon />
                </IconBadge>
                <div>
                  <h2 id={id} className="text-lg font-semibold text-navy-900">
                    {title}
                  </h2>
                  <p className="mt-1.5 leading-relaxed text-muted">{body}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section id="syllabus" tone="canvas" labelledBy="course-syllabus-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-14">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <SectionHeading
              id="course-syllabus-title"
              align="start"
              eyebrow={t('coursePage.syllabusEyebrow')}
              title={t('coursePage.syllabusTitle')}
              lead={t('coursePage.syllabusLead')}
            />
            <ul className="mt-6 flex flex-wrap gap-2 text-sm font-semibold text-navy-900">
              {[t('course.modules', { count: n(course.modules) }), lessons(course.lessonCount), hours].map((figure) => (
                <li key={figure} className="rounded-full border border-line bg-white px-3 py-1.5">
                  {figure}
                </li>
              ))}
            </ul>
          </div>
          <ol className="grid gap-3" data-syllabus={course.id}>
            {course.syllabus.map((unit, index) => (
              <li key={unit.title.en} data-module>
                <details open={index === 0} className="group rounded-2xl border border-line bg-white shadow-sm open:shadow-[var(--shadow-card)]">
                  <summary className="flex min-h-11 cursor-pointer list-none items-center gap-4 rounded-2xl p-4 sm:p-5 [&::-webkit-details-marker]:hidden">
                    <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-50 font-bold text-teal-700">
                      {n(index + 1)}
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                      <span className="text-xs font-semibold text-muted">{t('coursePage.module', { number: n(index + 1) })}</span>
                      <span className="font-semibold text-navy-900">{unit.title[locale]}</span>
                      <span className="text-sm text-muted sm:hidden">
                        {t('coursePage.moduleLength', { lessons: lessons(unit.lessons.length), minutes: minutes(moduleMinutes(unit)) })}
                      </span>
                    </span>
                    <span className="hidden shrink-0 text-sm text-muted sm:block">
                      {t('coursePage.moduleLength', { lessons: lessons(unit.lessons.length), minutes: minutes(moduleMinutes(unit)) })}
                    </span>
                    <ChevronDown aria-hidden className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180" />
                  </summary>
                  <ol className="mx-4 mb-4 divide-y divide-line border-t border-line sm:mx-5">
                    {unit.lessons.map((lesson) => (
                      <li key={lesson.title.en} data-lesson className="flex items-start gap-3 py-3 text-sm sm:ps-14">
                        <CirclePlay aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                        <span className="min-w-0 flex-1 text-ink">{lesson.title[locale]}</span>
                        <span className="shrink-0 text-muted">{minutes(lesson.minutes)}</span>
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section id="course-paths" labelledBy="course-paths-title">
        <SectionHeading id="course-paths-title" eyebrow={t('coursePage.pathsEyebrow')} title={t('coursePage.pathsTitle')} lead={t('coursePage.pathsLead')} />
        <ul className={cn('mt-12 grid gap-6', paths.length > 1 && 'lg:grid-cols-2')}>
          {paths.map((path) => {
            const step = path.courseIds.indexOf(course.id) + 1;
            return (
              <li key={path.id} className={cn(paths.length === 1 && 'mx-auto w-full max-w-2xl')}>
                <article
                  aria-labelledby={`course-path-${path.id}`}
                  data-path={path.id}
                  className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-7"
                >
                  <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1.5', levelBarClass[path.level])} />
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm font-semibold text-teal-700">{path.name[locale]}</p>
                    <p className="text-sm font-semibold text-muted">{t('coursePage.pathStep', { step: n(step), total: n(path.courseCount) })}</p>
                  </div>
                  <h3 id={`course-path-${path.id}`} className="mt-2 text-xl font-bold text-navy-900">
                    {path.title[locale]}
                  </h3>
                  <ol className="mt-5 grid gap-2">
                    {path.courseIds.map((id, index) => {
                      const member = findCourse(id);
                      const current = id === course.id;
                      const badge = (
                        <span
                          aria-hidden
                          className={cn(
                            'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                            current ? 'bg-teal-700 text-white' : 'bg-navy-50 text-navy-900',
                          )}
                        >
                          {n(index + 1)}
                        </span>
                      );
                      return (
                        <li key={id}>
                          {current ? (
                            <p aria-current="page" className="flex min-h-11 items-center gap-3 rounded-xl bg-teal-50 px-3 py-2 font-semibold text-navy-900 ring-1 ring-teal-500/40">
                              {badge}
                              <span className="flex-1">{member.title[locale]}</span>
                              <span className="text-xs font-semibold text-teal-700">{t('coursePage.current')}</span>
                            </p>
                          ) : (
                            <Link
                              href={entityHref('course', member.id)}
                              className="flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 font-medium text-navy-900 transition-colors hover:bg-navy-50 hover:text-teal-700"
                            >
                              {badge}
                              <span className="flex-1">{member.title[locale]}</span>
                              <span className="text-xs text-muted">{t('course.hours', { count: n(member.durationHours) })}</span>
                            </Link>
                          )}
                        </li>
                      );
                    })}
                  </ol>
                  <Link
                    href={`/resources/learning#path-${path.id}`}
                    className="mt-auto inline-flex min-h-11 items-center gap-2 pt-5 text-sm font-semibold text-teal-700 hover:text-teal-600"
                  >
                    {t('coursePage.viewPath', { path: path.name[locale] })}
                    <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0" />
                  </Link>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="related" tone="canvas" labelledBy="course-related-title">
        <SectionHeading id="course-related-title" eyebrow={t('coursePage.relatedEyebrow')} title={t('coursePage.relatedTitle')} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {relatedCourses(course.id).map((other) => (
            <li key={other.id}>
              <CourseCard course={other} locale={locale} enrolled={enrolled[other.id]} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="enrol" labelledBy="course-enrol-title">
        <div className="grid gap-10 rounded-3xl border border-line bg-gradient-to-br from-navy-50 to-white p-6 sm:p-10 lg:grid-cols-2 lg:items-start lg:gap-14">
          <div>
            <SectionHeading id="course-enrol-title" align="start" eyebrow={t('coursePage.enrolEyebrow')} title={t('coursePage.enrolTitle')} lead={t('coursePage.enrolLead')} />
            <p className="mt-6 flex items-center gap-3 font-semibold text-navy-900">
              <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white">
                <GraduationCap className="size-5" />
              </span>
              {course.title[locale]}
            </p>
          </div>
          {enrolment}
        </div>
      </Section>
    </>
  );
}
