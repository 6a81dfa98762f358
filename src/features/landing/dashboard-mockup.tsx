import { getTranslations } from 'next-intl/server';
import { dashboardFigures as f } from '@/content/landing';
import type { Locale } from '@/i18n/routing';

function Tile({ value, label, tone = 'navy' }: { value: string; label: string; tone?: 'navy' | 'teal' | 'amber' }) {
  const color = { navy: 'text-navy-900', teal: 'text-teal-700', amber: 'text-amber-700' }[tone];
  return (
    <div className="rounded-xl border border-line bg-white p-3">
      <p className={`text-xl font-bold whitespace-nowrap sm:text-2xl ${color}`}>
        <bdi>{value}</bdi>
      </p>
      <p className="mt-0.5 text-xs leading-snug text-muted">{label}</p>
    </div>
  );
}

function Meter({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <div className="flex justify-between text-xs text-muted">
        <span>{label}</span>
        <span dir="ltr" className="font-semibold text-navy-900">
          {value}%
        </span>
      </div>
      <div className="mt-1 h-2 overflow-hidden rounded-full bg-navy-100">
        <div className="h-full rounded-full bg-gradient-to-r from-teal-600 to-teal-500 rtl:bg-gradient-to-l" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** The hero's decorative dashboard: fixed sample figures, labelled as a sample, never live data. */
export async function DashboardMockup({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing.dashboard' });
  return (
    <figure aria-label={t('label')} className="relative rounded-3xl border border-line bg-canvas/90 p-4 shadow-[var(--shadow-panel)] sm:p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-navy-900">{t('title')}</p>
        <span data-sample-label className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-navy-900">
          {t('live')}
        </span>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Tile value={f.activeRequests} label={t('activeRequests')} />
        <Tile value={f.averageResponse[locale]} label={t('averageResponse')} tone="teal" />
        <Tile value={f.aiAccuracy} label={t('aiAccuracy')} tone="teal" />
      </div>
      <div className="mt-3 rounded-xl border border-line bg-white p-3">
        <svg viewBox="0 0 300 70" aria-hidden className="h-16 w-full rtl:-scale-x-100" preserveAspectRatio="none">
          <defs>
            <linearGradient id="dash-area" x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="#14b3ae" stopOpacity="0.35" />
              <stop offset="1" stopColor="#14b3ae" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d="M0 55 C30 50 45 30 75 34 S120 52 150 38 S205 12 235 20 S280 10 300 6 V70 H0Z" fill="url(#dash-area)" />
          <path d="M0 55 C30 50 45 30 75 34 S120 52 150 38 S205 12 235 20 S280 10 300 6" fill="none" stroke="#0a6f6d" strokeWidth="2.5" />
        </svg>
      </div>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        <Tile value={f.cameras} label={t('cameras')} />
        <Tile value={f.sensors} label={t('sensors')} />
        <Tile value={f.energySaved} label={t('energySaved')} tone="amber" />
      </div>
      <div className="mt-3 grid grid-cols-[1fr_auto] items-center gap-4 rounded-xl border border-line bg-white p-3">
        <div className="grid gap-2">
          <Meter label={t('learning')} value={f.learning} />
          <Meter label={t('predicting')} value={f.predicting} />
        </div>
        <div className="text-center">
          <p className="text-xl font-bold text-navy-900">
            <bdi>{f.load[locale]}</bdi>
          </p>
          <p className="text-xs text-muted">{t('load')}</p>
        </div>
      </div>
    </figure>
  );
}
