import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { customerSuccessPage } from '@/content/customer-success';
import { HeroStats } from '@/features/resources/hero-stats';
import { SuccessIllustration } from '@/features/resources/illustrations';
import { SuccessPhases, SuccessServices } from '@/features/resources/success-sections';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { NamedReferences } from '@/features/site-facts/named-references';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/customer-success'>): Promise<Metadata> {
  return localizedMetadata(params, customerSuccessPage.meta, '/resources/customer-success');
}

export default async function CustomerSuccessPage({ params }: PageProps<'/[locale]/resources/customer-success'>) {
  const locale = await resolvePageLocale(params);
  const { hero, stats, phases, services, cta } = customerSuccessPage;
  const facts = await publishedFacts();
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<SuccessIllustration />}>
        <HeroStats stats={stats} locale={locale} className="mt-10 max-w-lg" />
      </PageHero>

      <Section id="phases" labelledBy="success-phases-title">
        <SectionHeading id="success-phases-title" eyebrow={phases.eyebrow[locale]} title={phases.title[locale]} lead={phases.lead[locale]} />
        <div className="mt-12">
          <SuccessPhases locale={locale} />
        </div>
      </Section>

      <Section id="services" tone="canvas" labelledBy="success-services-title">
        <SectionHeading id="success-services-title" eyebrow={services.eyebrow[locale]} title={services.title[locale]} />
        <div className="mt-12">
          <SuccessServices locale={locale} />
        </div>
      </Section>

      <NamedReferences facts={facts} locale={locale} />
      <ContentCtaBand id="success-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/customer-success'} />
    </>
  );
}
