import { ArrowRight } from '@/components/icons';
import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { partnershipEnquiryHref, partnershipsPage } from '@/content/partnerships';
import { PartnersIllustration } from '@/features/resources/illustrations';
import { PartnerLevels, PartnershipTypes, PartnerSteps } from '@/features/resources/partnership-sections';
import { Link } from '@/i18n/navigation';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/partnerships'>): Promise<Metadata> {
  return localizedMetadata(params, partnershipsPage.meta, '/resources/partnerships');
}

export default async function PartnershipsPage({ params }: PageProps<'/[locale]/resources/partnerships'>) {
  const locale = await resolvePageLocale(params);
  const { hero, types, levels, steps, cta } = partnershipsPage;
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<PartnersIllustration />}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href={partnershipEnquiryHref} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {hero.primary[locale]}
            <ArrowRight aria-hidden className="rtl-mirror" />
          </Link>
          <a href="#levels" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {hero.secondary[locale]}
          </a>
        </div>
      </PageHero>

      <Section id="types" labelledBy="partner-types-title">
        <SectionHeading id="partner-types-title" eyebrow={types.eyebrow[locale]} title={types.title[locale]} />
        <div className="mt-12">
          <PartnershipTypes locale={locale} />
        </div>
      </Section>

      <Section id="levels" tone="canvas" labelledBy="partner-levels-title">
        <SectionHeading id="partner-levels-title" eyebrow={levels.eyebrow[locale]} title={levels.title[locale]} lead={levels.lead[locale]} />
        <div className="mt-12">
          <PartnerLevels locale={locale} />
        </div>
      </Section>

      <Section id="join" tone="navy" labelledBy="partner-steps-title">
        <SectionHeading id="partner-steps-title" inverted eyebrow={steps.eyebrow[locale]} title={steps.title[locale]} />
        <div className="mt-12">
          <PartnerSteps locale={locale} />
        </div>
      </Section>

      <ContentCtaBand id="partnerships-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/partnerships'} />
    </>
  );
}
