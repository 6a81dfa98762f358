import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { courseCategories, courses, coursesPage } from '@/content/courses';
import { CourseCard } from '@/features/resources/course-card';
import { CourseFilter, type CategoryChip } from '@/features/resources/course-filter';
import { HeroStats } from '@/features/resources/hero-stats';
import { CoursesIllustration } from '@/features/resources/illustrations';
import { LearningPaths } from '@/features/resources/learning-paths';
import { localizeHref } from '@/i18n/navigation';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { formatDecimal } from '@/lib/numbers';
import { shownEnrolments } from '@/server/forms/course-enrolments';

const PATH = '/resources/courses';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/courses'>): Promise<Metadata> {
  return localizedMetadata(params, coursesPage.meta, PATH);
}

export default async function FreeCoursesPage({ params }: PageProps<'/[locale]/resources/courses'>) {
  const locale = await resolvePageLocale(params);
  const enrolled = await shownEnrolments();
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const { hero, stats, catalogue, paths, cta } = coursesPage;

  const chips: CategoryChip[] = [
    { category: null, label: t('filter.all'), href: localizeHref(PATH, locale) },
    ...courseCategories.map((category) => ({
      category: category.id,
      label: category.title[locale],
      href: localizeHref({ pathname: PATH, query: { category: category.id } }, locale),
    })),
  ];
  const total = formatDecimal(courses.length, locale);
  const status = chips.map((chip) => {
    const shown = courses.filter((course) => chip.category === null || course.category === chip.category).length;
    return t('filter.showing', { count: formatDecimal(shown, locale), total });
  });

  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<CoursesIllustration />}>
        <HeroStats stats={stats} locale={locale} className="mt-10 max-w-xl" />
      </PageHero>

      <Section id="catalogue" labelledBy="courses-catalogue-title" className="pt-8 sm:pt-10 lg:pt-12">
        <SectionHeading id="courses-catalogue-title" align="start" eyebrow={catalogue.eyebrow[locale]} title={catalogue.title[locale]} lead={catalogue.lead[locale]} />
        <div className="mt-8">
          <CourseFilter
            label={t('filter.label')}
            chips={chips}
            status={status}
            courses={courses.map((course) => ({
              id: course.id,
              category: course.category,
              card: <CourseCard course={course} locale={locale} enrolled={enrolled[course.id]} />,
            }))}
          />
        </div>
      </Section>

      <Section id="paths" tone="canvas" labelledBy="courses-paths-title">
        <SectionHeading id="courses-paths-title" eyebrow={paths.eyebrow[locale]} title={paths.title[locale]} lead={paths.lead[locale]} />
        <div className="mt-12">
          <LearningPaths locale={locale} />
        </div>
      </Section>

      <ContentCtaBand id="courses-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/courses'} />
    </>
  );
}
