import { NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/site/island-messages';
import { Section, SectionHeading } from '@/components/site/section';
import { aiSectors } from '@/content/ai';
import type { Locale } from '@/i18n/routing';
import { SectorCarousel } from './sector-carousel';

/** The sector carousel: medical (titled Healthcare), commercial, residential and industrial, four AI features each. */
export async function SectorShowcase({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ai.sectors' });
  const sectors = aiSectors.map(({ id, title, tagline, icon: sectorIcon, features }) => ({
    id,
    title: title[locale],
    tagline: tagline[locale],
    icon: <NamedIcon name={sectorIcon} aria-hidden />,
    features: features.map(({ title: featureTitle, description, icon: featureIcon }) => ({
      title: featureTitle[locale],
      description: description[locale],
      icon: <NamedIcon name={featureIcon} aria-hidden />,
    })),
  }));
  return (
    <Section id="sectors" labelledBy="sectors-title">
      <SectionHeading id="sectors-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {/* The carousel's words reach it as messages (with ICU arguments), like every island's. */}
      <IslandMessages locale={locale} namespaces={['Ai.sectors']}>
        <SectorCarousel sectors={sectors} />
      </IslandMessages>
    </Section>
  );
}
