import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { CsvExportLink, filterChipClass } from '@/features/admin/list-controls';
import { erasureCopy, fill, resourceLeadsCopy as copy } from '@/features/admin/copy';
import { EraseLeadButton } from '@/features/admin/erase-button';
import { resourceTitle } from '@/features/resource-leads/resource-title';
import { resourceLeadKinds, type ResourceLeadKind } from '@/features/resource-leads/schema';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listResourceLeads } from '@/server/resource-leads';

export const metadata: Metadata = { title: copy.title };

const dateTime = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });

function pickKind(value: string | string[] | undefined): ResourceLeadKind | undefined {
  return typeof value === 'string' && (resourceLeadKinds as readonly string[]).includes(value) ? (value as ResourceLeadKind) : undefined;
}

export default async function AdminResourceLeadsPage({ searchParams }: PageProps<'/admin/resource-leads'>) {
  const kind = pickKind((await searchParams).kind);
  const here = kind ? `/admin/resource-leads?kind=${kind}` : '/admin/resource-leads';
  const admin = await requireAdminPage(here);
  const leads = await listResourceLeads(getDatabase().db, { kind });
  const exportHref = `/api/admin/resource-leads?${new URLSearchParams({ format: 'csv', ...(kind && { kind }) })}`;

  return (
    <AdminShell
      username={admin.username}
      current="/admin/resource-leads"
      title={copy.title}
      actions={
        <CsvExportLink href={exportHref} label={copy.exportCsv} />
      }
    >
      <nav aria-label={copy.filterKind} className="mb-5 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted">{copy.filterKind}:</span>
        <Link href="/admin/resource-leads" className={filterChipClass(!kind)} aria-current={!kind ? 'true' : undefined}>
          {copy.all}
        </Link>
        {resourceLeadKinds.map((value) => (
          <Link key={value} href={`/admin/resource-leads?kind=${value}`} className={filterChipClass(kind === value)} aria-current={kind === value ? 'true' : undefined}>
            {copy.kinds[value]}
          </Link>
        ))}
      </nav>
      <p className="mb-3 text-sm text-muted">{fill(copy.count, { count: leads.length })}</p>
      {leads.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[64rem] text-sm">
            <caption className="sr-only">{copy.table}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                {Object.values(copy.columns).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                    {column}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-start font-medium">
                  <span className="sr-only">{erasureCopy.button}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id} data-lead-id={lead.id} className="border-t border-line align-top">
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={lead.created_at}>{dateTime.format(new Date(lead.created_at))}</time>
                  </td>
                  <td className="px-4 py-3">
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', lead.kind === 'course' ? 'bg-teal-100 text-teal-700' : 'bg-navy-100 text-navy-800')}>
                      {copy.kinds[lead.kind]}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-navy-900" dir="auto">
                    {resourceTitle(lead.kind, lead.resource_id, 'ar')}
                  </td>
                  <td className="px-4 py-3 font-medium text-navy-900" dir="auto">
                    {lead.name}
                  </td>
                  <td className="px-4 py-3">
                    <a href={`mailto:${lead.email}`} dir="ltr" className="block text-start font-medium text-teal-700 underline">
                      {lead.email}
                    </a>
                  </td>
                  <td className="px-4 py-3" dir="auto">
                    {lead.company ?? '—'}
                  </td>
                  <td className="px-4 py-3">{copy.languages[lead.locale]}</td>
                  <td className="px-4 py-3">
                    <EraseLeadButton kind="resource-lead" id={lead.id} subject={lead.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminShell>
  );
}
