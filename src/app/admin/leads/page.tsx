import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { AdminShell } from '@/features/admin/admin-shell';
import { LeadKindBadge, LeadStatusBadge } from '@/features/admin/lead-badges';
import { LeadFilters } from '@/features/admin/lead-filters';
import { LEAD_PAGE_SIZE, leadFilterFromParams, leadFilterParams, leadPageSchema } from '@/schemas/lead';
import { sourceLabel } from '@/features/admin/lead-submission';
import { CsvExportLink } from '@/features/admin/list-controls';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { countLeadsBy, leadOwners } from '@/server/leads/inbox';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { listLeadsDueFirst } from '@/server/leads/queue';
import { leadWaits } from '@/server/leads/response-clock';
import { responseText } from '@/server/leads/response-text';
import { leadSummary, PhoneLinks, ResponseClock } from '@/features/admin/lead-response-parts';
import { LeadDemoSlot } from '@/features/admin/lead-demo-booking';
import { currentDemosOf } from '@/server/demo-booking/lead-slots';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('leads.title') };
}

const pageLink = 'inline-flex min-h-11 items-center gap-1 rounded-[var(--radius-control)] border border-line bg-white px-3 text-sm font-medium text-navy-900 hover:bg-navy-50';

export default async function AdminLeadsPage({ searchParams }: PageProps<'/admin/leads'>) {
  const adminText = await staffText();
  const locale = await staffLocale();
  const leadDateTime = staffFormats(locale).dateTime;
  const query = await searchParams;
  const filter = leadFilterFromParams(query);
  const requested = leadPageSchema.parse(Array.isArray(query.page) ? query.page[0] : query.page);
  const params = leadFilterParams(filter, { page: requested > 1 ? String(requested) : undefined });
  const here = `/admin/leads${params.size ? `?${params}` : ''}`;
  // The filter form sends its empty fields too: answer with the clean URL of the same view, the one to share.
  const asked = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value ?? '']).map((item) => [key, item])));
  if (asked.toString() !== params.toString()) redirect(here);
  const admin = await requireAdminPage(here);
  const db = getDatabase().db;
  const [page, owners, sources] = await Promise.all([
    listLeadsDueFirst(db, filter, { page: requested, pageSize: LEAD_PAGE_SIZE }),
    leadOwners(db),
    countLeadsBy(db, {}, ['source']),
  ]);
  const ownerName = new Map(owners.map((owner) => [owner.id, owner.username]));
  // The short form books a demo: its current slot (after any move or cancellation), for the whole page in one query.
  const [waits, demos] = await Promise.all([leadWaits(db, page.rows), currentDemosOf(db, page.rows.filter((lead) => lead.kind === 'demo-short').map((lead) => lead.id))]);
  const words = responseText(locale);
  const filtered = Object.values(filter).some(Boolean);
  const linkTo = (target: number) => `/admin/leads?${leadFilterParams(filter, { page: target > 1 ? String(target) : undefined })}`;

  return (
    <AdminShell
      username={admin.username}
      current="/admin/leads"
      title={adminText('leads.title')}
      actions={<CsvExportLink href={`/api/admin/leads?${leadFilterParams(filter, { format: 'csv' })}`} label={adminText('leads.exportCsv')} />}
    >
      <p className="-mt-3 mb-5 text-muted">{adminText('leads.lead')}</p>
      <LeadFilters filter={filter} owners={owners} sources={sources.sort((a, b) => b.count - a.count).slice(0, 30).map((row) => row.source)} />
      <p className="mb-3 text-sm text-muted" role="status">
        {adminText(filtered ? 'leads.countFiltered' : 'leads.count', { count: page.total })}
      </p>
      {page.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-white p-10 text-center">
          <p className="font-medium text-navy-900">{filtered ? adminText('leads.empty') : adminText('leads.emptyAll')}</p>
          {filtered && (
            <p className="mt-2 text-sm text-muted">
              {adminText('leads.emptyHint')}{' '}
              <Link href="/admin/leads" className="font-medium text-teal-700 underline">
                {adminText('leads.clear')}
              </Link>
            </p>
          )}
        </div>
      ) : (
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
              {page.rows.map((lead) => (
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
      )}
      {page.pages > 1 && (
        <nav aria-label={adminText('leads.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link href={linkTo(page.page - 1)} rel="prev" className={pageLink}>
              <ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
              {adminText('leads.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{adminText('leads.pageOf', { page: page.page, pages: page.pages })}</span>
          {page.page < page.pages ? (
            <Link href={linkTo(page.page + 1)} rel="next" className={cn(pageLink)}>
              {adminText('leads.next')}
              <ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AdminShell>
  );
}
