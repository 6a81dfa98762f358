import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AiCallToAction } from '@/features/ai/ai-call-to-action';
import { AiHero } from '@/features/ai/ai-hero';
import { AiResults } from '@/features/ai/ai-results';
import { AiToolsSection } from '@/features/ai/ai-tools-section';
import { LiveExperience } from '@/features/ai/live-experience';
import { ScrollToTopOnLoad } from '@/features/ai/scroll-to-top-on-load';
import { SectorShowcase } from '@/features/ai/sector-showcase';
import { resolvePageLocale } from '@/lib/localized-page';
import { pageMetadata } from '@/lib/seo';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { pricesOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export async function generateMetadata({ params }: PageProps<'/[locale]/ai-features'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Ai' });
  return pageMetadata({ locale, path: '/ai-features', title: t('metaTitle'), description: t('metaDescription') });
}

/** The AI features page: static per locale; only the live parts are client islands. */
export default async function AiFeaturesPage({ params }: PageProps<'/[locale]/ai-features'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <ScrollToTopOnLoad />
      <AiHero locale={locale} />
      <LiveExperience locale={locale} />
      <AiToolsSection locale={locale} prices={pricesOf(await publishedFacts())} />
      <SectorShowcase locale={locale} />
      <AiResults locale={locale} />
      <AiCallToAction locale={locale} />
      <PhoneActionBar locale={locale} page={'/ai-features'} />
    </>
  );
}
