import { ArrowRight, Clock3, Languages, Wrench } from '@/components/icons';
import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { IconBadge } from '@/components/ui/card';
import { featuredCourseIds, findCourse, learningCenterPage } from '@/content/courses';
import { CourseCard } from '@/features/resources/course-card';
import { HeroStats } from '@/features/resources/hero-stats';
import { LearningIllustration } from '@/features/resources/illustrations';
import { LearningPaths } from '@/features/resources/learning-paths';
import { Link } from '@/i18n/navigation';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { shownEnrolments } from '@/server/forms/course-enrolments';

const approachIcons = [Clock3, Wrench, Languages];

export function generateMetadata({ params }: PageProps<'/[locale]/resources/learning'>): Promise<Metadata> {
  return localizedMetadata(params, learningCenterPage.meta, '/resources/learning');
}

export default async function LearningCenterPage({ params }: PageProps<'/[locale]/resources/learning'>) {
  const locale = await resolvePageLocale(params);
  const enrolled = await shownEnrolments();
  const { hero, stats, featured, approach, paths, cta } = learningCenterPage;
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<LearningIllustration />}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/resources/courses" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {hero.primary[locale]}
            <ArrowRight aria-hidden className="rtl-mirror" />
          </Link>
          <a href="#paths" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {hero.secondary[locale]}
          </a>
        </div>
        <HeroStats stats={stats} locale={locale} className="mt-10 max-w-xl" />
      </PageHero>

      <Section id="featured" labelledBy="learning-featured-title">
        <SectionHeading id="learning-featured-title" eyebrow={featured.eyebrow[locale]} title={featured.title[locale]} lead={featured.lead[locale]} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {featuredCourseIds.map((id) => (
            <li key={id}>
              <CourseCard course={findCourse(id)} locale={locale} enrolled={enrolled[id]} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="approach" tone="canvas" labelledBy="learning-approach-title" className="py-14 sm:py-16 lg:py-16">
        <h2 id="learning-approach-title" className="text-center text-2xl font-bold text-navy-900">
          {approach.title[locale]}
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {approach.items.map((item, index) => {
            const Icon = approachIcons[index]!;
            return (
              <li key={item.title.en} className="flex gap-4">
                <IconBadge>
                  <Icon />
                </IconBadge>
                <div>
                  <h3 className="font-semibold text-navy-900">{item.title[locale]}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{item.body[locale]}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="paths" labelledBy="learning-paths-title">
        <SectionHeading id="learning-paths-title" eyebrow={paths.eyebrow[locale]} title={paths.title[locale]} lead={paths.lead[locale]} />
        <div className="mt-12">
          <LearningPaths locale={locale} />
        </div>
      </Section>

      <ContentCtaBand id="learning-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/learning'} />
    </>
  );
}
