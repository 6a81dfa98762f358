import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AdminShell } from '@/features/admin/admin-shell';
import { LeadFilters } from '@/features/admin/lead-filters';
import { LeadsTable } from '@/features/admin/leads-table';
import { StaffPager } from '@/features/admin/staff-pager';
import { LEAD_PAGE_SIZE, leadFilterFromParams, leadFilterParams, leadPageSchema } from '@/schemas/lead';
import { CsvExportLink } from '@/features/admin/list-controls';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { countLeadsBy, leadOwners } from '@/server/leads/inbox';
import { staffText } from '@/server/staff/language';
import { listLeadsDueFirst } from '@/server/leads/queue';
import { leadWaits } from '@/server/leads/response-clock';
import { currentDemosOf } from '@/server/demo-booking/lead-slots';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('leads.title') };
}

export default async function AdminLeadsPage({ searchParams }: PageProps<'/admin/leads'>) {
  const adminText = await staffText();
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
        <LeadsTable rows={page.rows} waits={waits} demos={demos} ownerName={ownerName} />
      )}
      <StaffPager
        label={adminText('leads.pagination')}
        page={page.page}
        pages={page.pages}
        href={linkTo}
        previous={adminText('leads.previous')}
        next={adminText('leads.next')}
        position={adminText('leads.pageOf', { page: page.page, pages: page.pages })}
      />
    </AdminShell>
  );
}
