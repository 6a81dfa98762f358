import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminShell } from '@/features/admin/admin-shell';
import { EraseButton } from '@/features/admin/erase-button';
import { CsvExportLink, filterChipClass } from '@/features/admin/list-controls';
import { cn } from '@/lib/cn';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import type { SubscriptionStatus } from '@/server/db/database';
import { consentHistories, expireStaleConfirmations, listSubscriptions, subscriptionStatuses } from '@/server/newsletter/subscriptions';
import { newsletterMailSettingsFromEnv } from '@/server/newsletter/confirmation-mail';
import { StaffTable } from '@/features/admin/staff-table';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';

const columns = ['email', 'type', 'status', 'subscribed', 'unsubscribed', 'actions'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText())('newsletter.title') };
}


const badge: Record<SubscriptionStatus, string> = {
  active: 'bg-teal-100 text-teal-700',
  pending: 'bg-amber-100 text-navy-900',
  unsubscribed: 'bg-navy-100 text-navy-800',
  expired: 'bg-navy-100 text-navy-800',
};

function pickStatus(value: string | string[] | undefined): SubscriptionStatus | undefined {
  return typeof value === 'string' && (subscriptionStatuses as readonly string[]).includes(value) ? (value as SubscriptionStatus) : undefined;
}

export default async function AdminNewsletterPage({ searchParams }: PageProps<'/admin/newsletter'>) {
  const adminText = await staffText();
  const words = await staffText('StaffLanguage');
  const { dateTime } = staffFormats(await staffLocale());
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
        <StaffTable caption={adminText('newsletter.table')} columns={columns.map((column) => adminText(`newsletter.columns.${column}`))} width="min-w-[48rem]">
            {subscriptions.map((row) => {
              const history = histories.get(row.id) ?? [];
              return (
                <tbody key={row.id} data-subscription-id={row.id} className="border-t border-line">
                  <tr>
                    <td className="px-4 pt-3" dir="ltr">
                      <span className="block text-start">{row.email}</span>
                    </td>
                    <td className="px-4 pt-3">{adminText(`newsletter.types.${row.subscription_type}`)}</td>
                    <td className="px-4 pt-3">
                      <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', badge[row.status])} data-status={row.status}>
                        {adminText(`newsletter.statuses.${row.status}`)}
                      </span>
                    </td>
                    <td className="px-4 pt-3">{dateTime.format(new Date(row.subscribed_at))}</td>
                    <td className="px-4 pt-3">{row.unsubscribed_at ? dateTime.format(new Date(row.unsubscribed_at)) : '—'}</td>
                    <td className="px-4 pt-3">
                      <EraseButton kind="subscriber" id={row.id} subject={row.email} />
                    </td>
                  </tr>
                  <tr>
                    <td colSpan={6} className="px-4 pt-1 pb-3">
                      {/* Held in view while the wide table scrolls sideways on a phone. */}
                      <details className="sticky start-4 max-w-[calc(100vw-4rem)]">
                        <summary className="inline-flex min-h-8 cursor-pointer items-center text-sm font-medium text-teal-700">
                          {adminText('newsletter.history')} ({history.length})
                        </summary>
                        {history.length === 0 ? (
                          <p className="mt-2 text-muted">{adminText('newsletter.historyEmpty')}</p>
                        ) : (
                          <ol className="mt-2 grid gap-2 border-s-2 border-line ps-4">
                            {history.map((step) => (
                              <li key={step.id} data-consent-event={step.event}>
                                <p className="font-medium text-navy-900">
                                  {adminText(`newsletter.events.${step.event}`)} · <time dateTime={step.created_at}>{dateTime.format(new Date(step.created_at))}</time>
                                </p>
                                <p className="text-muted">
                                  {adminText('newsletter.language')}: {adminText(`newsletter.languages.${step.locale}`)}
                                  {step.page && (
                                    <>
                                      {' '}
                                      · {adminText('newsletter.page')}: <bdi dir="ltr">{step.page}</bdi>
                                    </>
                                  )}
                                </p>
                                {step.consent_text && (
                                  <figure className="mt-1">
                                    <figcaption className="text-xs text-muted">{adminText('newsletter.shownText')}:</figcaption>
                                    <blockquote dir="auto" className="mt-0.5 rounded-lg bg-canvas px-3 py-1.5 text-start text-navy-900">
                                      {step.consent_text}
                                    </blockquote>
                                  </figure>
                                )}
                              </li>
                            ))}
                          </ol>
                        )}
                      </details>
                    </td>
                  </tr>
                </tbody>
              );
            })}
        </StaffTable>
      )}
    </AdminShell>
  );
}
