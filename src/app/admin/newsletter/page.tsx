import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { CsvExportLink, filterChipClass } from '@/features/admin/list-controls';
import { SubscriptionsTable } from '@/features/admin/subscriptions-table';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import type { SubscriptionStatus } from '@/server/db/database';
import { consentHistories, expireStaleConfirmations, listSubscriptions, subscriptionStatuses } from '@/server/newsletter/subscriptions';
import { newsletterMailSettingsFromEnv } from '@/server/newsletter/confirmation-mail';
import { staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('newsletter.title') };
}

function pickStatus(value: string | string[] | undefined): SubscriptionStatus | undefined {
  return typeof value === 'string' && (subscriptionStatuses as readonly string[]).includes(value) ? (value as SubscriptionStatus) : undefined;
}

export default async function AdminNewsletterPage({ searchParams }: PageProps<'/admin/newsletter'>) {
  const adminText = await staffText();
  const words = await staffText('StaffLanguage');
  const status = pickStatus((await searchParams).status);
  const here = status ? `/admin/newsletter?status=${status}` : '/admin/newsletter';
  const admin = await requireAdminPage(here);
  const db = getDatabase().db;
  // Links that ran out since the last look are ended first, so the figures are today's.
  await expireStaleConfirmations(db);
  const all = await listSubscriptions(db);
  const subscriptions = status ? all.filter((row) => row.status === status) : all;
  const histories = await consentHistories(
    db,
    subscriptions.map((row) => row.id),
  );
  const count = (wanted: SubscriptionStatus[]) => all.filter((row) => wanted.includes(row.status)).length;
  const figures = [
    { label: adminText('newsletter.total'), value: all.length },
    { label: adminText('newsletter.active'), value: count(['active']) },
    { label: adminText('newsletter.pending'), value: count(['pending']) },
    { label: adminText('newsletter.ended'), value: count(['unsubscribed', 'expired']) },
  ];
  const exportHref = `/api/admin/newsletter?${new URLSearchParams({ format: 'csv', ...(status && { status }) })}`;

  return (
    <AdminShell
      username={admin.username}
      current="/admin/newsletter"
      title={adminText('newsletter.title')}
      actions={
        <>
          <CsvExportLink href="/api/admin/newsletter?format=csv&status=active" label={adminText('newsletter.exportActive')} />
          <CsvExportLink href={exportHref} label={adminText('newsletter.exportCsv')} />
        </>
      }
    >
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col rounded-2xl border border-line bg-white p-4">
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-navy-900" data-figure={figure.label}>
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mb-5 rounded-xl bg-navy-50 px-4 py-3 text-sm text-navy-800">{newsletterMailSettingsFromEnv() ? adminText('newsletter.doubleOptIn') : words('settings.mailOff')}</p>
      <nav aria-label={adminText('newsletter.filterStatus')} className="mb-5 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted">{adminText('newsletter.filterStatus')}:</span>
        <Link href="/admin/newsletter" className={filterChipClass(!status)} aria-current={!status ? 'true' : undefined}>
          {adminText('newsletter.all')}
        </Link>
        {subscriptionStatuses.map((value) => (
          <Link key={value} href={`/admin/newsletter?status=${value}`} className={filterChipClass(status === value)} aria-current={status === value ? 'true' : undefined}>
            {adminText(`newsletter.statuses.${value}`)}
          </Link>
        ))}
      </nav>
      {subscriptions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{all.length === 0 ? adminText('newsletter.empty') : adminText('newsletter.emptyFiltered')}</p>
      ) : (
        <SubscriptionsTable subscriptions={subscriptions} histories={histories} />
      )}
    </AdminShell>
  );
}
