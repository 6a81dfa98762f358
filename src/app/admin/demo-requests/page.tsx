import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { CsvExportLink, filterChipClass } from '@/features/admin/list-controls';
import { demoRequestsCopy as copy, fill } from '@/features/admin/copy';
import { legacySystemInterestLabel, moduleInterestLabel, optionLabel, solutionsLabel } from '@/features/admin/demo-request-labels';
import { EraseLeadButton } from '@/features/admin/erase-button';
import { demoRequestStatuses } from '@/features/admin/schema';
import { StatusSelect } from '@/features/admin/status-select';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listDemoRequests } from '@/server/demo-requests';

export const metadata: Metadata = { title: copy.title };

const forms = ['short', 'detailed'] as const;
const dateTime = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });

function pick<T extends string>(value: string | string[] | undefined, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export default async function AdminDemoRequestsPage({ searchParams }: PageProps<'/admin/demo-requests'>) {
  const query = await searchParams;
  const form = pick(query.form, forms);
  const status = pick(query.status, demoRequestStatuses);
  const here = `/admin/demo-requests${form || status ? `?${new URLSearchParams({ ...(form && { form }), ...(status && { status }) })}` : ''}`;
  const admin = await requireAdminPage(here);
  const requests = await listDemoRequests(getDatabase().db, { form, status });
  const link = (next: { form?: string; status?: string }) => {
    const params = new URLSearchParams({ ...(next.form && { form: next.form }), ...(next.status && { status: next.status }) });
    return `/admin/demo-requests${params.size ? `?${params}` : ''}`;
  };
  const exportHref = `/api/admin/demo-requests?${new URLSearchParams({ format: 'csv', ...(form && { form }), ...(status && { status }) })}`;

  return (
    <AdminShell
      username={admin.username}
      current="/admin/demo-requests"
      title={copy.title}
      actions={
        <CsvExportLink href={exportHref} label={copy.exportCsv} />
      }
    >
      <div className="mb-5 grid gap-3">
        <nav aria-label={copy.filterForm} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-muted">{copy.filterForm}:</span>
          <Link href={link({ status })} className={filterChipClass(!form)} aria-current={!form ? 'true' : undefined}>
            {copy.all}
          </Link>
          {forms.map((value) => (
            <Link key={value} href={link({ form: value, status })} className={filterChipClass(form === value)} aria-current={form === value ? 'true' : undefined}>
              {copy.forms[value]}
            </Link>
          ))}
        </nav>
        <nav aria-label={copy.filterStatus} className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-muted">{copy.filterStatus}:</span>
          <Link href={link({ form })} className={filterChipClass(!status)} aria-current={!status ? 'true' : undefined}>
            {copy.all}
          </Link>
          {demoRequestStatuses.map((value) => (
            <Link key={value} href={link({ form, status: value })} className={filterChipClass(status === value)} aria-current={status === value ? 'true' : undefined}>
              {copy.statuses[value]}
            </Link>
          ))}
        </nav>
      </div>
      <p className="mb-3 text-sm text-muted">{fill(copy.count, { count: requests.length })}</p>
      {requests.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{copy.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {requests.map((request) => {
            const details: [string, string | null][] = [
              [copy.fields.phone, request.phone],
              [copy.fields.company, request.company],
              [copy.fields.companySize, request.company_size && optionLabel.companySize(request.company_size)],
              [copy.fields.moduleInterest, request.module_interest && moduleInterestLabel(request.module_interest)],
              [copy.fields.systemInterest, request.system_interest && legacySystemInterestLabel(request.system_interest)],
              [copy.fields.preferred, request.preferred_date ? `${request.preferred_date} ${request.preferred_time ? optionLabel.time(request.preferred_time) : ''}` : null],
              [copy.fields.industry, request.industry && optionLabel.industry(request.industry)],
              [copy.fields.facilitySize, request.facility_size && optionLabel.facilitySize(request.facility_size)],
              [copy.fields.currentSoftware, request.current_software],
              [copy.fields.solutions, request.interested_solutions && solutionsLabel(request.interested_solutions)],
              [copy.fields.budget, request.budget && optionLabel.budget(request.budget)],
              [copy.fields.timeline, request.timeline && optionLabel.timeline(request.timeline)],
              [copy.fields.language, request.locale === 'ar' ? 'العربية' : 'English'],
              [copy.fields.source, [request.utm_source, request.utm_medium, request.utm_campaign, request.referrer].filter(Boolean).join(' · ') || null],
            ];
            return (
              <li key={request.id} className="rounded-2xl border border-line bg-white p-4 sm:p-5" data-request-id={request.id}>
                <div className="flex flex-wrap items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-navy-900" dir="auto">
                      {request.name ?? request.email}
                    </p>
                    <p className="text-sm text-muted">
                      <span dir="ltr">{request.email}</span> · {copy.forms[request.form]} · <time dateTime={request.created_at}>{dateTime.format(new Date(request.created_at))}</time>
                    </p>
                  </div>
                  <StatusSelect id={request.id} initial={request.status} label={`${copy.statusLabel}: ${request.email}`} />
                  <EraseLeadButton kind="demo-request" id={request.id} subject={request.email} />
                </div>
                <details className="mt-3">
                  <summary className="cursor-pointer text-sm font-medium text-teal-700">{copy.details}</summary>
                  <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                    {details
                      .filter(([, value]) => value)
                      .map(([label, value]) => (
                        <div key={label} className="flex gap-2">
                          <dt className="shrink-0 text-muted">{label}:</dt>
                          {/* A phone written with spaces has no letter to set its direction: always left to right. */}
                          <dd className="break-words text-navy-900" dir={label === copy.fields.phone ? 'ltr' : 'auto'}>
                            {value}
                          </dd>
                        </div>
                      ))}
                  </dl>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </AdminShell>
  );
}
