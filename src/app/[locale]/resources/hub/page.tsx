import { ArrowDown, NamedIcon } from '@/components/icons';
import { entityHref } from '@/content/hrefs';
import { platformFeatures } from '@/content/platform-features';
import { Link } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { learningCatalogue } from '@/content/courses';
import { hubMore, hubPage, hubTools } from '@/content/hub';
import { CatalogueCards } from '@/features/resources/catalogue-cards';
import { HeroStats } from '@/features/resources/hero-stats';
import { FeaturedResources, GuideList } from '@/features/resources/hub-sections';
import { HubIllustration } from '@/features/resources/illustrations';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/hub'>): Promise<Metadata> {
  return localizedMetadata(params, hubPage.meta, '/resources/hub');
}

export default async function ResourceHubPage({ params }: PageProps<'/[locale]/resources/hub'>) {
  const locale = await resolvePageLocale(params);
  const { hero, featured, guides, tools, more, cta } = hubPage;
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<HubIllustration />}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={hero.primary.href} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {hero.primary.label[locale]}
            <ArrowDown aria-hidden />
          </a>
          <a href={hero.secondary.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {hero.secondary.label[locale]}
          </a>
        </div>
      </PageHero>

      <Section id="featured" labelledBy="hub-featured-title">
        <SectionHeading id="hub-featured-title" eyebrow={featured.eyebrow[locale]} title={featured.title[locale]} />
        <div className="mt-12">
          <FeaturedResources locale={locale} />
        </div>
      </Section>

      <Section id="numbers" tone="navy" labelledBy="hub-stats-title" className="py-14 sm:py-16 lg:py-16">
        <h2 id="hub-stats-title" className="text-center text-sm font-semibold tracking-wide text-teal-100 uppercase">
          {hubPage.statsTitle[locale]}
        </h2>
        <HeroStats stats={hubPage.stats} locale={locale} inverted className="mt-8 text-center" />
      </Section>

      <Section id="guides" tone="canvas" labelledBy="hub-guides-title">
        <SectionHeading id="hub-guides-title" eyebrow={guides.eyebrow[locale]} title={guides.title[locale]} lead={guides.lead[locale]} />
        <div className="mt-12">
          <GuideList locale={locale} />
        </div>
      </Section>

      <Section id="tools" labelledBy="hub-tools-title">
        <SectionHeading id="hub-tools-title" eyebrow={tools.eyebrow[locale]} title={tools.title[locale]} lead={tools.lead[locale]} />
        <CatalogueCards items={hubTools} locale={locale} className="mt-12 lg:grid-cols-4" />
      </Section>

      <Section id="more" tone="canvas" labelledBy="hub-more-title">
        <SectionHeading id="hub-more-title" eyebrow={more.eyebrow[locale]} title={more.title[locale]} />
        <CatalogueCards items={[...learningCatalogue, ...hubMore]} locale={locale} className="mt-12" />
      </Section>

      <Section id="platform-features" labelledBy="hub-features-title">
        <SectionHeading id="hub-features-title" eyebrow={hubPage.features.eyebrow[locale]} title={hubPage.features.title[locale]} />
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {platformFeatures.map((feature) => (
            <li key={feature.id}>
              <Link
                href={entityHref('platformFeature', feature.id)}
                className="flex min-h-14 items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 font-semibold text-navy-900 transition-colors hover:border-teal-600 hover:text-teal-700"
              >
                <NamedIcon name={feature.icon} aria-hidden className="size-5 shrink-0 text-teal-700" />
                {feature.name[locale]}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ContentCtaBand id="hub-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/hub'} />
    </>
  );
}
