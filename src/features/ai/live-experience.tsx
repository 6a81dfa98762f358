import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/site/island-messages';
import { Section, SectionHeading } from '@/components/site/section';
import type { Locale } from '@/i18n/routing';
import { LiveSimulation } from './live-simulation';

/** "Live AI Experience": the four metric cards and the Start/Stop Live Simulation button. */
export async function LiveExperience({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ai.live' });
  return (
    <Section id="live" labelledBy="live-title">
      <SectionHeading id="live-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <IslandMessages locale={locale} namespaces={['Ai.live']}>
        <LiveSimulation locale={locale} />
      </IslandMessages>
    </Section>
  );
}
