import Link from 'next/link';
import type { listLeadsDueFirst } from '@/server/leads/queue';
import type { leadWaits } from '@/server/leads/response-clock';
import { responseText } from '@/server/leads/response-text';
import type { currentDemosOf } from '@/server/demo-booking/lead-slots';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { LeadKindBadge, LeadStatusBadge } from './lead-badges';
import { LeadDemoSlot } from './lead-demo-booking';
import { leadSummary, PhoneLinks, ResponseClock } from './lead-response-parts';
import { sourceLabel } from './lead-submission';

interface LeadsTableProps {
  rows: Awaited<ReturnType<typeof listLeadsDueFirst>>['rows'];
  waits: Awaited<ReturnType<typeof leadWaits>>;
  demos: Awaited<ReturnType<typeof currentDemosOf>>;
  /** Staff usernames by account id. */
  ownerName: Map<string, string>;
}

/**
 * The inbox's rows, due first: who (with what they asked, a booked demo, phone, kind and language), how
 * to reach them, where they came from, who owns them, their status on the response clock, and when.
 * Narrow screens keep the first and status columns; the rest fold into the first.
 */
export async function LeadsTable({ rows, waits, demos, ownerName }: LeadsTableProps) {
  const adminText = await staffText();
  const locale = await staffLocale();
  const leadDateTime = staffFormats(locale).dateTime;
  const words = responseText(locale);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{adminText('leads.table')}</caption>
        <thead className="bg-canvas text-muted">
          <tr>
            <th scope="col" className="px-3 py-3 text-start font-medium sm:px-4">{adminText('leads.columns.name')}</th>
            <th scope="col" className="hidden px-4 py-3 text-start font-medium md:table-cell">
              {words('columns.phone')} / {adminText('leads.columns.email')}
            </th>
            <th scope="col" className="hidden px-4 py-3 text-start font-medium lg:table-cell">{adminText('leads.columns.source')}</th>
            <th scope="col" className="hidden px-4 py-3 text-start font-medium lg:table-cell">{adminText('leads.columns.owner')}</th>
            <th scope="col" className="px-3 py-3 text-start font-medium sm:px-4">{adminText('leads.columns.status')}</th>
            <th scope="col" className="hidden px-4 py-3 text-start font-medium sm:table-cell">{adminText('leads.columns.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((lead) => (
            <tr key={lead.id} data-lead-id={lead.id} className="border-t border-line align-top hover:bg-navy-50/60">
              <td className="px-3 py-3 sm:px-4">
                <Link href={`/admin/leads/${lead.id}`} className="font-semibold text-navy-900 underline-offset-2 hover:text-teal-700 hover:underline" dir="auto">
                  {lead.name ?? lead.email ?? adminText('leads.noName')}
                </Link>
                {lead.company && (
                  <span className="block text-muted" dir="auto">
                    {lead.company}
                  </span>
                )}
                {leadSummary(lead, locale) && (
                  <span className="mt-0.5 line-clamp-2 max-w-[22rem] break-words text-navy-800" dir="auto" title={leadSummary(lead, locale) ?? undefined} data-lead-summary>
                    {leadSummary(lead, locale)}
                  </span>
                )}
                <LeadDemoSlot demo={demos.get(lead.id)} locale={locale} />
                {lead.phone && <PhoneLinks locale={locale} phone={lead.phone} className="mt-1 md:hidden" />}
                <span className="mt-1 flex flex-wrap items-center gap-1.5">
                  <LeadKindBadge kind={lead.kind} />
                  <span className="text-xs text-muted">{adminText(`leads.languages.${lead.locale}`)}</span>
                </span>
                <time dateTime={lead.created_at} className="mt-1 block text-xs text-muted sm:hidden">
                  {leadDateTime.format(new Date(lead.created_at))}
                </time>
              </td>
              <td className="hidden px-4 py-3 md:table-cell">
                {lead.phone && <PhoneLinks locale={locale} phone={lead.phone} className="mb-1" />}
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} dir="ltr" className="block text-start break-all text-teal-700 underline">
                    {lead.email}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td className="hidden px-4 py-3 lg:table-cell" dir="auto">
                {sourceLabel(lead.source, locale)}
                {lead.utm_campaign && <span className="block text-xs text-muted">{lead.utm_campaign}</span>}
              </td>
              <td className="hidden px-4 py-3 lg:table-cell">{lead.owner_id ? (ownerName.get(lead.owner_id) ?? '—') : <span className="text-muted">{adminText('leads.nobody')}</span>}</td>
              <td className="px-3 py-3 sm:px-4">
                <LeadStatusBadge status={lead.status} />
                <span className="mt-1 block" data-lead-clock>
                  <ResponseClock lead={lead} wait={waits.get(lead.id)} locale={locale} />
                </span>
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap text-muted sm:table-cell">
                <time dateTime={lead.created_at}>{leadDateTime.format(new Date(lead.created_at))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
