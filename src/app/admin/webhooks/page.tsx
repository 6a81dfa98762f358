import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { adminLabel } from '@/server/messages';
import { filterChipClass } from '@/features/admin/list-controls';
import { DeliveriesTable } from '@/features/admin/webhook-deliveries-table';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { webhookSettingsFromEnv } from '@/server/webhooks/outbox';
import { listWebhookDeliveries, webhookDeliveryStatuses, webhookDeliverySummary } from '@/server/webhooks/delivery-log';
import { staffText } from '@/server/staff/language';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('webhooks.title') };
}

function pick<T extends string>(value: string | string[] | undefined, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

function hrefWith(filter: { status?: string; kind?: string }): string {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return query.size ? `/admin/webhooks?${query}` : '/admin/webhooks';
}

/** The CRM webhook's delivery log: what was handed over, what waits, what gave up, with "retry now". */
export default async function AdminWebhooksPage({ searchParams }: PageProps<'/admin/webhooks'>) {
  const adminText = await staffText();
  const query = await searchParams;
  const db = getDatabase().db;
  const admin = await requireAdminPage(hrefWith({ status: typeof query.status === 'string' ? query.status : undefined, kind: typeof query.kind === 'string' ? query.kind : undefined }));
  const summary = await webhookDeliverySummary(db);
  const status = pick(query.status, webhookDeliveryStatuses);
  const kind = pick(query.kind, summary.kinds);
  const rows = await listWebhookDeliveries(db, { status, leadKind: kind });
  const total = status ? summary.counts[status] : Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  const settings = webhookSettingsFromEnv();
  const now = new Date().toISOString();

  return (
    <AdminShell username={admin.username} current="/admin/webhooks" title={adminText('webhooks.title')}>
      <section aria-labelledby="webhook-settings" className="mb-6 rounded-2xl border border-line bg-white p-5">
        <h2 id="webhook-settings" className="text-sm font-medium text-muted">
          {adminText('webhooks.settings')}
        </h2>
        <p className={cn('mt-1 font-semibold', settings ? 'text-teal-700' : 'text-navy-900')} data-webhook-configured={settings ? 'yes' : 'no'}>
          {settings ? (
            <>
              {adminText('webhooks.configured')} <bdi dir="ltr">{new URL(settings.url).host}</bdi>
            </>
          ) : (
            (await staffText('StaffLanguage'))('settings.crmOff')
          )}
        </p>
        {settings && <p className="mt-1 text-sm text-muted">{adminText('webhooks.secretNote')}</p>}
      </section>

      <nav aria-label={adminText('webhooks.filterStatus')} className="mb-3 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-muted">{adminText('webhooks.filterStatus')}:</span>
        <Link href={hrefWith({ kind })} className={filterChipClass(!status)} aria-current={!status ? 'true' : undefined}>
          {adminText('webhooks.all')}
        </Link>
        {webhookDeliveryStatuses.map((value) => (
          <Link key={value} href={hrefWith({ status: value, kind })} className={filterChipClass(status === value)} aria-current={status === value ? 'true' : undefined}>
            {adminText(`webhooks.statuses.${value}`)} ({summary.counts[value]})
          </Link>
        ))}
      </nav>
      {summary.kinds.length > 1 && (
        <nav aria-label={adminText('webhooks.filterKind')} className="mb-5 flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-muted">{adminText('webhooks.filterKind')}:</span>
          <Link href={hrefWith({ status })} className={filterChipClass(!kind)} aria-current={!kind ? 'true' : undefined}>
            {adminText('webhooks.all')}
          </Link>
          {summary.kinds.map((value) => (
            <Link key={value} href={hrefWith({ status, kind: value })} className={filterChipClass(kind === value)} aria-current={kind === value ? 'true' : undefined}>
              {adminLabel(adminText, 'webhooks.kinds', value)}
            </Link>
          ))}
        </nav>
      )}

      <p className="mb-3 text-sm text-muted">
        {adminText('webhooks.count', summary.counts)}
        {!kind && rows.length < total && <> · {adminText('webhooks.shown', { shown: rows.length, total })}</>}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white p-10 text-center text-muted">{adminText('webhooks.empty')}</p>
      ) : (
        <DeliveriesTable rows={rows} now={now} />
      )}
    </AdminShell>
  );
}
