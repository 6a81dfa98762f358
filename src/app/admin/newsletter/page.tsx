import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { CsvExportLink } from '@/features/admin/list-controls';
import { newsletterCopy as copy } from '@/features/admin/copy';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { listSubscriptions } from '@/server/newsletter';

export const metadata: Metadata = { title: copy.title };

const dateTime = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' });

export default async function AdminNewsletterPage() {
  const admin = await requireAdminPage('/admin/newsletter');
  const subscriptions = await listSubscriptions(getDatabase().db);
  const active = subscriptions.filter((row) => row.is_active).length;
  const figures = [
    { label: copy.total, value: subscriptions.length },
    { label: copy.active, value: active },
    { label: copy.inactive, value: subscriptions.length - active },
  ];
  return (
    <AdminShell
      username={admin.username}
      current="/admin/newsletter"
      title={copy.title}
      actions={
        <CsvExportLink href="/api/admin/newsletter?format=csv" label={copy.exportCsv} />
      }
    >
      <dl className="mb-6 grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-2xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-navy-900" data-figure={figure.label}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {subscriptions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{copy.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-white">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{copy.table}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                {Object.values(copy.columns).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 text-start font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subscriptions.map((row) => (
                <tr key={row.id} className="border-t border-line">
                  <td className="px-4 py-3" dir="ltr">
                    <span className="block text-start">{row.email}</span>
                  </td>
                  <td className="px-4 py-3">{copy.types[row.subscription_type]}</td>
                  <td className="px-4 py-3">
                    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', row.is_active ? 'bg-teal-100 text-teal-700' : 'bg-navy-100 text-navy-800')}>
                      {row.is_active ? copy.active : copy.inactive}
                    </span>
                  </td>
                  <td className="px-4 py-3">{dateTime.format(new Date(row.subscribed_at))}</td>
                  <td className="px-4 py-3">{row.unsubscribed_at ? dateTime.format(new Date(row.unsubscribed_at)) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminShell>
  );
}
