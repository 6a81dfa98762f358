import type { Metadata } from 'next';
import { qrPage } from '@/content/tools';
import { QrIllustration } from '@/features/tools/illustrations';
import { QrGenerator } from '@/features/tools/qr-generator';
import { IslandMessages } from '@/components/site/island-messages';
import { MethodSection, ToolCta, ToolHero, ToolSection } from '@/features/tools/tool-sections';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/qr-generator'>): Promise<Metadata> {
  return localizedMetadata(params, qrPage.meta, '/resources/qr-generator');
}

export default async function QrGeneratorPage({ params }: PageProps<'/[locale]/resources/qr-generator'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <ToolHero locale={locale} page={qrPage} aside={<QrIllustration />} />
      <ToolSection id="generator" locale={locale} page={qrPage}>
        <IslandMessages locale={locale} namespaces={['Tools.common', 'Tools.qr']}>
          <QrGenerator />
        </IslandMessages>
      </ToolSection>
      <MethodSection id="steps" locale={locale} page={qrPage} />
      <ToolCta id="qr-cta" locale={locale} page={qrPage} />
      <PhoneActionBar locale={locale} page={'/resources/qr-generator'} />
    </>
  );
}
