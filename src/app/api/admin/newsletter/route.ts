import type { SubscriptionStatus } from '@/server/db/database';
import { ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { expireStaleConfirmations, listSubscriptions, subscriptionCsvHeader, subscriptionCsvRow, subscriptionStatuses } from '@/server/newsletter/subscriptions';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';

export const dynamic = 'force-dynamic';

/**
 * Subscriptions as JSON, or `?format=csv` as newsletter-subscriptions-{date}.csv (audited).
 * `?status=active` keeps only confirmed, active subscribers (what a mailing may go to); `isActive` and
 * the CSV's Status are false / "Pending confirmation" for a subscription still waiting for its link.
 */
export const GET = staffRoute({ role: 'admin' }, async ({ request, db, audited }) => {
  const params = new URL(request.url).searchParams;
  const csv = params.get('format') === 'csv';
  const requested = params.get('status');
  const status = (subscriptionStatuses as readonly string[]).includes(requested ?? '') ? (requested as SubscriptionStatus) : undefined;
  await expireStaleConfirmations(db);
  if (!csv) {
    const rows = await listSubscriptions(db, { status });
    return ok({
      data: rows.map((row) => ({
        id: row.id,
        email: row.email,
        subscriptionType: row.subscription_type,
        status: row.status,
        isActive: row.status === 'active',
        subscribedAt: row.subscribed_at,
        unsubscribedAt: row.unsubscribed_at,
      })),
    });
  }
  const rows = await audited(async (trx) => {
    const listed = await listSubscriptions(trx, { status });
    return { result: listed, audit: { action: 'newsletter.export', targetKind: 'subscriber', details: { status: status ?? 'all', rows: listed.length } } };
  });
  const date = csvDate(new Date().toISOString()).slice(0, 10);
  return csvResponse(toCsv(subscriptionCsvHeader, rows.map((row) => subscriptionCsvRow(row, csvDate))), `newsletter-subscriptions-${date}.csv`);
});
