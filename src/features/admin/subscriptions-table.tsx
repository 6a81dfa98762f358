import type { SubscriptionStatus } from '@/server/db/database';
import type { consentHistories, listSubscriptions } from '@/server/newsletter/subscriptions';
import { staffFormats, staffLocale, staffText } from '@/server/staff/language';
import { cn } from '@/lib/cn';
import { EraseButton } from './erase-button';
import { StaffTable } from './staff-table';

const columns = ['email', 'type', 'status', 'subscribed', 'unsubscribed', 'actions'] as const;

const badge: Record<SubscriptionStatus, string> = {
  active: 'bg-teal-100 text-teal-700',
  pending: 'bg-amber-100 text-navy-900',
  unsubscribed: 'bg-navy-100 text-navy-800',
  expired: 'bg-navy-100 text-navy-800',
};

interface SubscriptionsTableProps {
  subscriptions: Awaited<ReturnType<typeof listSubscriptions>>;
  histories: Awaited<ReturnType<typeof consentHistories>>;
}

/**
 * The newsletter's subscribers: address, list, status, when they subscribed and left, erasure, and
 * under each the consent history (every event, with the page and the sentence the visitor was shown).
 */
export async function SubscriptionsTable({ subscriptions, histories }: SubscriptionsTableProps) {
  const adminText = await staffText();
  const { dateTime } = staffFormats(await staffLocale());
  return (
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
  );
}
