import Link from 'next/link';
import { Figures } from '@/components/site/figures';
import { leadFilterParams, type LeadFilter } from '@/schemas/lead';
import { getDatabase } from '@/server/db';
import { leadResponseStats, type ResponseFigures, type ResponseShare } from '@/server/leads/response-stats';
import { formatWorkingTime, responseText, type StaffLocale } from '@/server/leads/response-text';
import { staffTranslator } from '@/server/staff/language';
import { sourceLabel } from './lead-submission';

const percent = (share: ResponseShare) => (share.share === null ? '—' : `${Math.round(share.share * 100)}%`);

/** A share as a figure and a thin bar (the figure is the text; the bar is for the eye). */
function ShareCell({ share }: { share: ResponseShare }) {
  return (
    <td className="px-3 py-2 whitespace-nowrap">
      <span className="inline-flex items-center gap-2">
        <span className="w-10 font-medium text-navy-900 tabular-nums">{percent(share)}</span>
        <span aria-hidden className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-navy-50 sm:inline-block">
          <span className="block h-full rounded-full bg-teal-600" style={{ width: `${Math.round((share.share ?? 0) * 100)}%` }} />
        </span>
      </span>
    </td>
  );
}

interface GroupRow {
  key: string;
  label: string;
  figures: ResponseFigures;
  filter?: LeadFilter;
}

function GroupTable({ id, title, rows, locale }: { id: string; title: string; rows: GroupRow[]; locale: StaffLocale }) {
  const t = responseText(locale);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-sm" aria-labelledby={id}>
        <caption id={id} className="px-4 pt-3 pb-2 text-start font-semibold text-navy-900">
          {title}
        </caption>
        <thead className="bg-canvas text-muted">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('dashboard.group')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('dashboard.leads')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('dashboard.median')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('dashboard.withinHour')}</th>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('dashboard.withinDay')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-start font-medium text-navy-900" dir="auto">
                {row.filter ? (
                  <Link href={`/admin/leads?${leadFilterParams(row.filter)}`} className="underline-offset-2 hover:text-teal-700 hover:underline">
                    {row.label}
                  </Link>
                ) : (
                  row.label
                )}
              </th>
              <td className="px-3 py-2 tabular-nums">{row.figures.leads}</td>
              <td className="px-3 py-2 whitespace-nowrap">{row.figures.medianMinutes === null ? t('dashboard.noAnswer') : formatWorkingTime(row.figures.medianMinutes, locale)}</td>
              <ShareCell share={row.figures.withinHour} />
              <ShareCell share={row.figures.withinDay} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The response dashboard of /admin: the last `days` days of leads, how fast they were first answered in
 * working time, overall and by owner, lead kind and source. Server-rendered; reads its own figures.
 */
export async function LeadResponseDashboard({ days = 30, locale }: { days?: number; locale: StaffLocale }) {
  const t = responseText(locale);
  const stats = await leadResponseStats(getDatabase().db, days);
  const { overall } = stats;
  const figures = [
    { key: 'median', label: t('dashboard.median'), value: overall.medianMinutes === null ? '—' : formatWorkingTime(overall.medianMinutes, locale) },
    { key: 'hour', label: t('dashboard.withinHour'), value: percent(overall.withinHour) },
    { key: 'day', label: t('dashboard.withinDay'), value: percent(overall.withinDay) },
    { key: 'waiting', label: t('dashboard.waiting'), value: String(overall.waiting) },
  ];
  return (
    <section aria-labelledby="response-title" className="mt-10" data-response-dashboard>
      <h2 id="response-title" className="text-lg font-semibold text-navy-900">
        {t('dashboard.title')}
      </h2>
      {/* The working hours read "09:00-18:00" in Arabic too: each figure is isolated left to right. */}
      <p className="mb-4 text-sm text-muted">
        <Figures text={t('dashboard.period', { days })} />
      </p>
      {overall.leads === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-6 text-center text-muted">{t('dashboard.none')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.key} className="flex flex-col rounded-2xl border border-line bg-white p-4" data-figure={figure.key}>
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="order-first text-2xl font-bold text-navy-900 tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-muted">{t('dashboard.answeredOf', { answered: overall.answered, total: overall.leads })}</p>
          <div className="mt-4 grid gap-4 2xl:grid-cols-3">
            <GroupTable
              id="response-by-owner"
              title={t('dashboard.byOwner')}
              locale={locale}
              rows={stats.byOwner.map((row) => ({ key: row.ownerId ?? '~none', label: row.owner ?? t('dashboard.nobody'), figures: row, filter: { owner: row.ownerId ?? 'none' } }))}
            />
            <GroupTable
              id="response-by-kind"
              title={t('dashboard.byKind')}
              locale={locale}
              rows={stats.byKind.map((row) => ({ key: row.kind, label: staffTranslator(locale)(`leads.kinds.${row.kind}`), figures: row, filter: { kind: row.kind } }))}
            />
            <GroupTable
              id="response-by-source"
              title={t('dashboard.bySource')}
              locale={locale}
              rows={stats.bySource.slice(0, 12).map((row) => ({ key: row.source, label: sourceLabel(row.source, locale), figures: row, filter: { source: row.source } }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
