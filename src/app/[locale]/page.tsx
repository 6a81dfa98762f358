import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClosingCta } from '@/features/landing/closing-cta';
import { FeatureExplorer } from '@/features/landing/feature-explorer';
import { Hero } from '@/features/landing/hero';
import { IndustriesGrid } from '@/features/landing/industries-grid';
import { SystemsGrid } from '@/features/landing/systems-grid';
import { resolvePageLocale } from '@/lib/localized-page';
import { pageMetadata } from '@/lib/seo';
import { OrganizationJsonLd } from '@/features/landing/structured-data';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { NamedReferences } from '@/features/site-facts/named-references';
import { contactsOf, pricesOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, path: '/', description: t('siteDescription') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const facts = await publishedFacts();
  return (
    <>
      <OrganizationJsonLd locale={locale} company={facts.company} prices={pricesOf(facts)} telephone={contactsOf(facts).phone} />
      <Hero locale={locale} />
      <IndustriesGrid locale={locale} />
      <FeatureExplorer locale={locale} />
      <SystemsGrid locale={locale} />
      <NamedReferences facts={facts} locale={locale} />
      <ClosingCta locale={locale} />
      <PhoneActionBar locale={locale} page={'/'} />
    </>
  );
}
