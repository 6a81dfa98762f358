import Link from 'next/link';
import type { LeadCharts, LeadWeek } from '@/server/leads/charts';
import { leadFilterParams, type LeadFilter } from '@/schemas/lead';
import { filterChipClass } from './list-controls';
import { sourceLabel } from './lead-submission';
import { staffLocale, staffText } from '@/server/staff/language';
import { formatDayMonth } from '@/lib/riyadh-time';

const inbox = (filter: LeadFilter) => `/admin/leads?${leadFilterParams(filter)}`;
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '0%');

const kindColors: Record<string, string> = {
  'demo-short': '#0a6f6d',
  'demo-detailed': '#14b3ae',
  question: '#f4a51c',
  guide: '#1d3a63',
  course: '#7c8db5',
  event: '#b4541a',
  partner: '#5b3fa6',
  recording: '#8a6d1f',
};
const sourceColors = ['#0b1f3a', '#0a6f6d', '#14b3ae', '#f4a51c', '#7c8db5'];
const otherColor = '#c9d2e0';

export interface WeekSeries {
  key: string;
  label: string;
  color: string;
  counts: number[];
  /** The inbox filter of this series (the week's dates are added); none for "other sources". */
  filter?: LeadFilter;
}

/** A rounded-up axis maximum with two even steps: 0, half, max. */
function axisMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate * 2 >= value)!;
  return step * 2;
}

const W = 480;
const H = 240;
const PAD = { top: 12, bottom: 32, start: 38, end: 8 };

/**
 * Weekly stacked bars, drawn in the reading direction of the page: the newest week on the left
 * edge of an Arabic page, the axis numbers on its right. The SVG is a picture for the eye (its
 * segments link to the inbox for mouse users); the same numbers, as links, are in the table under it.
 */
export async function WeeklyStackedChart({ id, title, weeks, series }: { id: string; title: string; weeks: LeadWeek[]; series: WeekSeries[] }) {
  const adminText = await staffText();
  // Western digits and the Gregorian calendar in both staff languages.
  const locale = await staffLocale();
  const totals = weeks.map((_, index) => series.reduce((sum, entry) => sum + entry.counts[index]!, 0));
  const max = axisMax(Math.max(0, ...totals));
  const plotW = W - PAD.start - PAD.end;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / weeks.length;
  const barW = Math.min(28, step * 0.62);
  // Right to left: week 0 (oldest) sits next to the axis on the right.
  const x = (index: number) => W - PAD.start - (index + 0.5) * step;
  const y = (value: number) => PAD.top + plotH - (value / max) * plotH;
  const grand = totals.reduce((sum, value) => sum + value, 0);

  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <figcaption className="mb-3">
        <h3 id={`${id}-title`} className="font-semibold text-navy-900">
          {title}
        </h3>
        <p className="text-sm text-muted">
          {adminText('leads.charts.total')}: <span className="font-semibold text-navy-900">{grand}</span>
        </p>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true" focusable="false" data-chart={id}>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.end} x2={W - PAD.start} y1={y(tick)} y2={y(tick)} stroke="#dfe5ee" strokeDasharray={tick === 0 ? undefined : '3 4'} />
            <text x={W - PAD.start + 6} y={y(tick) + 4} fontSize="14" fill="#51607a" textAnchor="start">
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          let base = 0;
          return (
            <g key={week.from}>
              {series.map((entry) => {
                const value = entry.counts[index]!;
                if (!value) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                const rect = <rect x={x(index) - barW / 2} y={top} width={barW} height={Math.max(height, 1)} fill={entry.color} rx={2} />;
                return entry.filter ? (
                  <a key={entry.key} href={inbox({ ...entry.filter, from: week.from, to: week.to })} tabIndex={-1}>
                    <title>{adminText('leads.charts.barLabel', { label: entry.label, count: value, week: formatDayMonth(week.from, locale, 'long') })}</title>
                    {rect}
                  </a>
                ) : (
                  <g key={entry.key}>
                    <title>{adminText('leads.charts.barLabel', { label: entry.label, count: value, week: formatDayMonth(week.from, locale, 'long') })}</title>
                    {rect}
                  </g>
                );
              })}
              {/* Every other week, ending on the current one. */}
              {((weeks.length - 1 - index) % 2 === 0 || weeks.length <= 6) && (
                <text x={x(index)} y={H - 10} fontSize="14" fill="#51607a" textAnchor="middle">
                  {formatDayMonth(week.from, locale, 'numeric')}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
        {series.map((entry) => (
          <li key={entry.key} className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-sm" style={{ background: entry.color }} />
            {entry.filter ? (
              <Link href={inbox({ ...entry.filter, from: weeks[0]!.from, to: weeks.at(-1)!.to })} className="text-navy-900 underline-offset-2 hover:underline" dir="auto">
                {entry.label}
              </Link>
            ) : (
              <span dir="auto">{entry.label}</span>
            )}
            <span className="text-muted">({entry.counts.reduce((sum, value) => sum + value, 0)})</span>
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-teal-700">{adminText('leads.charts.dataTable')}</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-center">
            <caption className="sr-only">{title}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="px-2 py-1.5 text-start font-medium">
                  {adminText('leads.charts.weekOf')}
                </th>
                {series.map((entry) => (
                  <th key={entry.key} scope="col" className="px-2 py-1.5 font-medium" dir="auto">
                    {entry.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1.5 font-medium">
                  {adminText('leads.charts.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={week.from} className="border-t border-line">
                  <th scope="row" className="px-2 py-1.5 text-start font-normal whitespace-nowrap">
                    {formatDayMonth(week.from, locale, 'long')}
                  </th>
                  {series.map((entry) => (
                    <td key={entry.key} className="px-2 py-1.5">
                      {entry.filter && entry.counts[index] ? (
                        <Link href={inbox({ ...entry.filter, from: week.from, to: week.to })} className="text-teal-700 underline">
                          {entry.counts[index]}
                        </Link>
                      ) : (
                        entry.counts[index]
                      )}
                    </td>
                  ))}
                  <td className="px-2 py-1.5 font-semibold">
                    {totals[index] ? (
                      <Link href={inbox({ from: week.from, to: week.to })} className="text-teal-700 underline">
                        {totals[index]}
                      </Link>
                    ) : (
                      0
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Leads per landing page with the share that became qualified or won, as bars growing from the start edge. */
export async function LandingChart({ rows, range }: { rows: LeadCharts['landing']; range: LeadFilter }) {
  const adminText = await staffText();
  const max = Math.max(1, ...rows.map((row) => row.total));
  return (
    <figure aria-labelledby="landing-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <figcaption className="mb-4">
        <h3 id="landing-title" className="font-semibold text-navy-900">
          {adminText('leads.charts.landing')}
        </h3>
        <p className="text-sm text-muted">{adminText('leads.charts.landingLead')}</p>
      </figcaption>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{adminText('leads.charts.none')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">{adminText('leads.charts.landing')}</caption>
          {/* Fixed widths: a long path is cut short (its full text is its title), never widening the page. */}
          <colgroup>
            <col className="w-[45%]" />
            <col />
            <col className="w-10" />
            <col className="w-22" />
          </colgroup>
          <thead className="sr-only">
            <tr>
              <th scope="col">{adminText('leads.charts.page')}</th>
              <th scope="col">{adminText('leads.charts.leads')}</th>
              <th scope="col">{adminText('leads.charts.converted')}</th>
              <th scope="col">{adminText('leads.charts.share')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.page ?? '-'} className="align-middle">
                <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                  {row.page ? (
                    <Link href={inbox({ ...range, landing: row.page })} dir="ltr" className="block truncate text-start text-teal-700 underline" title={row.page}>
                      {row.page}
                    </Link>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </th>
                <td className="py-1.5">
                  <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-3 w-full rtl:-scale-x-100" aria-hidden="true" focusable="false">
                    <rect x="0" y="0" width={(row.total / max) * 100} height="10" rx="1.5" fill="#d5f3f1" />
                    <rect x="0" y="0" width={(row.converted / max) * 100} height="10" rx="1.5" fill="#0a6f6d" />
                  </svg>
                </td>
                <td className="py-1.5 ps-2 text-end font-semibold text-navy-900">{row.total}</td>
                <td className="py-1.5 ps-2 text-end text-xs whitespace-nowrap text-muted sm:text-sm">
                  <span className="sr-only">{adminText('leads.charts.converted')}: </span>
                  {row.converted} · {percent(row.converted, row.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-teal-100" />
          {adminText('leads.charts.leads')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-teal-700" />
          {adminText('leads.charts.converted')}
        </span>
      </p>
    </figure>
  );
}

/** The split by page language: one bar in two parts, and the numbers as links. */
export async function LanguageChart({ rows, range }: { rows: LeadCharts['languages']; range: LeadFilter }) {
  const adminText = await staffText();
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const colors = { ar: '#0a6f6d', en: '#f4a51c' } as const;
  const parts = rows.map((row, index) => ({
    ...row,
    width: total ? (row.count / total) * 100 : 0,
    x: total ? (rows.slice(0, index).reduce((sum, before) => sum + before.count, 0) / total) * 100 : 0,
  }));
  return (
    <figure aria-labelledby="language-title" className="rounded-2xl border border-line bg-white p-4 sm:p-5">
      <figcaption className="mb-4">
        <h3 id="language-title" className="font-semibold text-navy-900">
          {adminText('leads.charts.language')}
        </h3>
      </figcaption>
      {total === 0 ? (
        <p className="text-sm text-muted">{adminText('leads.charts.none')}</p>
      ) : (
        <>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-4 w-full rounded-full rtl:-scale-x-100" aria-hidden="true" focusable="false">
            {parts.map((part) => (
              <rect key={part.locale} x={part.x} y="0" width={part.width} height="8" fill={colors[part.locale]} />
            ))}
          </svg>
          <ul className="mt-4 grid gap-2 text-sm">
            {rows.map((row) => (
              <li key={row.locale} className="flex items-center gap-2">
                <span aria-hidden className="size-3 rounded-sm" style={{ background: colors[row.locale] }} />
                <Link href={inbox({ ...range, locale: row.locale })} className="text-navy-900 underline-offset-2 hover:underline">
                  {adminText(`leads.languages.${row.locale}`)}
                </Link>
                <span className="ms-auto font-semibold text-navy-900">{row.count}</span>
                <span className="w-12 text-end text-muted">{percent(row.count, total)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

/** The dashboard's "sources at a glance", read from the visit that sent the form or from the first visit (`charts.touch`). */
export async function LeadChartsSection({ charts }: { charts: LeadCharts }) {
  const adminText = await staffText();
  const locale = await staffLocale();
  const kindSeries: WeekSeries[] = charts.byKind.map((entry) => ({
    key: entry.kind,
    label: adminText(`leads.kinds.${entry.kind}`),
    color: kindColors[entry.kind] ?? otherColor,
    counts: entry.counts,
    filter: { kind: entry.kind },
  }));
  const sourceSeries: WeekSeries[] = charts.bySource.map((entry, index) => ({
    key: entry.source ?? '~other',
    label: entry.source === null ? adminText('leads.charts.other') : sourceLabel(entry.source, locale),
    color: entry.source === null ? otherColor : sourceColors[index % sourceColors.length]!,
    counts: entry.counts,
    filter: entry.source === null ? undefined : { source: entry.source, touch: charts.range.touch },
  }));
  return (
    <section aria-labelledby="charts-title" className="mt-10">
      <h2 id="charts-title" className="text-lg font-semibold text-navy-900">
        {adminText('leads.charts.title')}
      </h2>
      <p className="mb-4 text-sm text-muted">{adminText('leads.charts.lead')}</p>
      <nav aria-label={adminText('leads.charts.touchLabel')} className="mb-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted">{adminText('leads.charts.touchLabel')}:</span>
        {(['last', 'first'] as const).map((touch) => (
          <Link key={touch} href={touch === 'first' ? '/admin?touch=first#charts-title' : '/admin#charts-title'} className={filterChipClass(charts.touch === touch)} aria-current={charts.touch === touch ? 'true' : undefined}>
            {adminText(`leads.charts.touches.${touch}`)}
          </Link>
        ))}
      </nav>
      <div className="grid gap-4 lg:grid-cols-2">
        <WeeklyStackedChart id="weekly-kind" title={adminText('leads.charts.weeklyByKind')} weeks={charts.weeks} series={kindSeries} />
        <WeeklyStackedChart id="weekly-source" title={adminText('leads.charts.weeklyBySource')} weeks={charts.weeks} series={sourceSeries} />
        <LandingChart rows={charts.landing} range={charts.range} />
        <LanguageChart rows={charts.languages} range={charts.range} />
      </div>
    </section>
  );
}
