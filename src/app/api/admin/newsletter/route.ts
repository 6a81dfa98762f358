import { recordAudit } from '@/server/audit';
import { authenticate } from '@/server/auth/request';
import { guarded, ok } from '@/server/admin-api';
import { csvDate, csvResponse, toCsv } from '@/server/csv';
import { getDatabase } from '@/server/db';
import { listSubscriptions, subscriptionCsvHeader, subscriptionCsvRow } from '@/server/newsletter';

export const dynamic = 'force-dynamic';

/** Subscriptions as JSON (spec §7), or `?format=csv` as newsletter-subscriptions-{date}.csv (spec §9). */
export async function GET(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const csv = new URL(request.url).searchParams.get('format') === 'csv';
  return guarded(async () => {
    const db = getDatabase().db;
    const rows = await listSubscriptions(db);
    if (!csv) {
      return ok({
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          subscriptionType: row.subscription_type,
          isActive: Boolean(row.is_active),
          subscribedAt: row.subscribed_at,
          unsubscribedAt: row.unsubscribed_at,
        })),
      });
    }
    await recordAudit(db, { actor: auth.admin, action: 'newsletter.export', details: { rows: rows.length } });
    const date = csvDate(new Date().toISOString()).slice(0, 10);
    return csvResponse(toCsv(subscriptionCsvHeader, rows.map((row) => subscriptionCsvRow(row, csvDate))), `newsletter-subscriptions-${date}.csv`);
  });
}
