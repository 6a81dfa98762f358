import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading } from '@/components/site/section';
import type { Locale } from '@/i18n/routing';
import { LiveSimulation } from './live-simulation';
import { simulationMetrics } from './simulation';

/** "Live AI Experience": the four metric cards and the Start/Stop Live Simulation button. */
export async function LiveExperience({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Ai.live' });
  const metrics = simulationMetrics.map(({ id, cap }) => ({
    id,
    label: t(`metrics.${id}`),
    note: t(`notes.${id}`),
    capLabel: t('cap', { value: cap }),
  }));
  return (
    <Section id="live" labelledBy="live-title">
      <SectionHeading id="live-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <LiveSimulation
        locale={locale}
        metrics={metrics}
        labels={{
          panelTitle: t('panelTitle'),
          start: t('start'),
          stop: t('stop'),
          statusIdle: t('statusIdle'),
          statusRunning: t('statusRunning'),
          statusStopped: t('statusStopped'),
          announceRunning: t('announceRunning'),
          announceStopped: t('announceStopped'),
        }}
      />
    </Section>
  );
}
