import type { Metadata } from 'next';
import { roiMethodLead, roiPage } from '@/content/tools';
import { RoiIllustration } from '@/features/tools/illustrations';
import { RoiCalculator } from '@/features/tools/roi-calculator';
import { IslandMessages } from '@/components/site/island-messages';
import { MethodSection, ToolCta, ToolHero, ToolSection } from '@/features/tools/tool-sections';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { pricesOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/roi-calculator'>): Promise<Metadata> {
  return localizedMetadata(params, roiPage.meta, '/resources/roi-calculator');
}

export default async function RoiCalculatorPage({ params }: PageProps<'/[locale]/resources/roi-calculator'>) {
  const locale = await resolvePageLocale(params);
  const prices = pricesOf(await publishedFacts());
  const page = { ...roiPage, method: { ...roiPage.method, lead: roiMethodLead(prices) } };
  return (
    <>
      <ToolHero locale={locale} page={roiPage} aside={<RoiIllustration />} />
      <ToolSection id="calculator" locale={locale} page={roiPage}>
        <IslandMessages locale={locale} namespaces={['Tools.common', 'Tools.roi']}>
          <RoiCalculator prices={prices} />
        </IslandMessages>
      </ToolSection>
      <MethodSection id="method" locale={locale} page={page} />
      <ToolCta id="roi-cta" locale={locale} page={roiPage} />
      <PhoneActionBar locale={locale} page={'/resources/roi-calculator'} />
    </>
  );
}
