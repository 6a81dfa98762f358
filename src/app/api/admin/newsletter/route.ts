import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { ok } from '@/server/http/json-api';
import { recordAudit } from '@/server/staff/audit-log';
import { csvDate, csvResponse, toCsv } from '@/server/staff/csv-export';
import { getDatabase } from '@/server/db';
import type { SubscriptionStatus } from '@/server/db/database';
import { expireStaleConfirmations, listSubscriptions, subscriptionCsvHeader, subscriptionCsvRow, subscriptionStatuses } from '@/server/newsletter/subscriptions';

export const dynamic = 'force-dynamic';

/**
 * Subscriptions as JSON, or `?format=csv` as newsletter-subscriptions-{date}.csv.
 * `?status=active` keeps only confirmed, active subscribers (what a mailing may go to); `isActive` and
 * the CSV's Status are false / "Pending confirmation" for a subscription still waiting for its link.
 */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const params = new URL(request.url).searchParams;
  const csv = params.get('format') === 'csv';
  const requested = params.get('status');
  const status = (subscriptionStatuses as readonly string[]).includes(requested ?? '') ? (requested as SubscriptionStatus) : undefined;
  return guarded(async () => {
    const db = getDatabase().db;
    await expireStaleConfirmations(db);
    const rows = await listSubscriptions(db, { status });
    if (!csv) {
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
    await recordAudit(db, { actor: auth.admin, action: 'newsletter.export', targetKind: 'subscriber', details: { status: status ?? 'all', rows: rows.length } });
    const date = csvDate(new Date().toISOString()).slice(0, 10);
    return csvResponse(toCsv(subscriptionCsvHeader, rows.map((row) => subscriptionCsvRow(row, csvDate))), `newsletter-subscriptions-${date}.csv`);
  }, auth.admin.locale);
}
