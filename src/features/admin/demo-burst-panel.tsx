import { targetText, type BurstSource, type BurstState } from '@/server/demo-booking/bursts';
import { staffText } from '@/server/staff/language';
import { ReleaseDemosButton } from './release-demos-button';

/**
 * The agenda's burst section: a warning when the last hour's bookings passed the alert threshold, and
 * the networks and e-mail domains holding several upcoming demos booked in the last day, each with its
 * release button. Nothing when there is neither.
 */
export async function DemoBurstPanel({ state, sources }: { state: BurstState; sources: BurstSource[] }) {
  if (!state.over && sources.length === 0) return null;
  const t = await staffText('AdminDemos');
  return (
    <section aria-labelledby="burst-title" className="mb-6 grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5" data-testid="demo-burst">
      {state.over ? (
        <p role="alert" className="font-semibold text-navy-900">
          {t('burst.warning', { count: state.lastHour, threshold: state.threshold })}
        </p>
      ) : null}
      <h2 id="burst-title" className="text-base font-semibold text-navy-900">
        {t('burst.sourcesTitle')}
      </h2>
      <p className="text-sm text-muted">{t('burst.sourcesText')}</p>
      <ul className="grid gap-2">
        {sources.map((source) => {
          const label = targetText(source.target);
          return (
            <li key={label} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 text-sm">
              <span>
                <span className="font-medium text-navy-900">{t('network' in source.target ? 'burst.network' : 'burst.domain')} </span>
                <bdi dir="ltr" className="font-mono">
                  {label}
                </bdi>
                <span className="text-muted"> · {t('burst.upcoming', { count: source.upcoming })}</span>
              </span>
              <ReleaseDemosButton target={source.target} label={label} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
