import type { Metadata } from 'next';
import { maintenancePage } from '@/content/tools';
import { MaintenanceIllustration } from '@/features/tools/illustrations';
import { MaintenanceCalculator } from '@/features/tools/maintenance-calculator';
import { IslandMessages } from '@/components/site/island-messages';
import { MethodSection, ToolCta, ToolHero, ToolSection } from '@/features/tools/tool-sections';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/maintenance-calculator'>): Promise<Metadata> {
  return localizedMetadata(params, maintenancePage.meta, '/resources/maintenance-calculator');
}

export default async function MaintenanceCalculatorPage({ params }: PageProps<'/[locale]/resources/maintenance-calculator'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <ToolHero locale={locale} page={maintenancePage} aside={<MaintenanceIllustration />} />
      <ToolSection id="calculator" locale={locale} page={maintenancePage}>
        <IslandMessages locale={locale} namespaces={['Tools.common', 'Tools.maintenance']}>
          <MaintenanceCalculator />
        </IslandMessages>
      </ToolSection>
      <MethodSection id="method" locale={locale} page={maintenancePage} />
      <ToolCta id="maintenance-cta" locale={locale} page={maintenancePage} />
      <PhoneActionBar locale={locale} page={'/resources/maintenance-calculator'} />
    </>
  );
}
