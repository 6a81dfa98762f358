import 'server-only';
import type { Kysely } from 'kysely';
import type { Database, WebhookDelivery, WebhookDeliveryStatus } from '../db/database';

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const satisfies readonly WebhookDeliveryStatus[];
/** How many rows the staff log shows; the counts above it cover every row. */
export const WEBHOOK_LOG_LIMIT = 200;

export type WebhookLogRow = Omit<WebhookDelivery, 'payload'>;

export interface WebhookLogFilter {
  status?: WebhookDeliveryStatus;
  leadKind?: string;
}

/** The newest deliveries first (without their payloads, which hold the lead's personal data). */
export async function listWebhookDeliveries(db: Kysely<Database>, filter: WebhookLogFilter = {}, limit = WEBHOOK_LOG_LIMIT): Promise<WebhookLogRow[]> {
  let query = db
    .selectFrom('webhook_deliveries')
    .select(['id', 'lead_kind', 'lead_id', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'last_status_code', 'last_error', 'delivered_at', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.leadKind) query = query.where('lead_kind', '=', filter.leadKind);
  return (await query.execute()).map((row) => ({ ...row, attempts: Number(row.attempts), last_status_code: row.last_status_code === null ? null : Number(row.last_status_code) }));
}

/** Rows per status and the lead kinds present, for the log's filters. */
export async function webhookDeliverySummary(db: Kysely<Database>): Promise<{ counts: Record<WebhookDeliveryStatus, number>; kinds: string[] }> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select(['status', 'lead_kind', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['status', 'lead_kind'])
    .execute();
  const counts: Record<WebhookDeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 };
  for (const row of rows) counts[row.status] += Number(row.n);
  return { counts, kinds: [...new Set(rows.map((row) => row.lead_kind))].sort() };
}

export type RetryOutcome = { ok: true; previous: WebhookDeliveryStatus; attempts: number } | { ok: false; reason: 'not-found' | 'delivered' | 'in-flight' };

/**
 * Staff's "retry now": a pending or failed row becomes due at once. A delivered row is never sent
 * again, and a row a sender holds right now is left alone (clearing its claim could send it twice).
 * Attempts keep counting: a row past the attempt limit gets this one try, then fails again if it fails.
 */
export async function retryWebhookDelivery(db: Kysely<Database>, id: string, now = new Date()): Promise<RetryOutcome> {
  const at = now.toISOString();
  const row = await db.selectFrom('webhook_deliveries').select(['status', 'attempts', 'locked_until']).where('id', '=', id).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.status === 'delivered') return { ok: false, reason: 'delivered' };
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['pending', 'failed'])
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'in-flight' };
  return { ok: true, previous: row.status, attempts: Number(row.attempts) };
}

/**
 * For erasing a lead (PDPL): its deliveries go too, as their payloads hold the lead's personal data.
 * Call it in the erasure's transaction. A delivery being sent at that moment may still arrive.
 */
export async function deleteLeadDeliveries(db: Kysely<Database>, leadKinds: readonly string[], leadId: string): Promise<number> {
  const result = await db.deleteFrom('webhook_deliveries').where('lead_kind', 'in', leadKinds).where('lead_id', '=', leadId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
