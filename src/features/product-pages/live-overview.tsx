import type { CoreSystem } from '@/content/core-systems';
import type { Locale } from '@/i18n/routing';
import { FigureList } from '@/components/site/figure-list';
import { tintClasses } from '@/components/site/tints';

/** The trend line under the tiles: the record's points scaled into a 300 x 72 box. */
function trendPath(trend: readonly number[]) {
  const min = Math.min(...trend);
  const span = Math.max(...trend) - min || 1;
  const step = 300 / (trend.length - 1);
  return trend.map((value, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)} ${(64 - ((value - min) / span) * 56).toFixed(1)}`).join(' ');
}

/**
 * The "live overview" panel of a core-system page: four tiles of sample figures from a demo
 * portfolio and a trend line, labelled as samples so nobody mistakes them for a client's data.
 */
export function LiveOverview({
  locale,
  system,
  labels,
}: {
  locale: Locale;
  system: CoreSystem;
  labels: { title: string; badge: string; note: string };
}) {
  const t = tintClasses[system.tint];
  const line = trendPath(system.live.trend);
  return (
    <figure className="relative rounded-3xl bg-white p-5 text-ink shadow-[var(--shadow-panel)] sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <p className="font-semibold text-navy-900">{labels.title}</p>
        <span className="flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1 text-xs font-semibold text-teal-700">
          <span aria-hidden className="relative flex size-2">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-teal-500 opacity-60" />
            <span className="relative inline-flex size-2 rounded-full bg-teal-500" />
          </span>
          {labels.badge}
        </span>
      </div>
      <FigureList
        locale={locale}
        figures={system.live.tiles}
        className="mt-5 grid grid-cols-2 gap-3"
        itemClassName="flex flex-col gap-1 rounded-2xl bg-navy-50 p-4"
        labelClassName="text-xs leading-snug text-muted sm:text-sm"
        valueClassName="text-2xl font-bold tracking-tight text-navy-900"
      />
      <svg aria-hidden viewBox="0 0 300 72" preserveAspectRatio="none" className="mt-5 block h-16 w-full">
        <path d={`${line} L300 72 L0 72 Z`} className={t.soft} opacity={0.8} />
        <path d={line} className={`fill-none ${t.stroke}`} strokeWidth={2.5} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
      </svg>
      <figcaption className="mt-3 text-xs text-muted">{labels.note}</figcaption>
    </figure>
  );
}
