import 'server-only';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, WebhookDelivery } from '../db/database';
import { webhookSettingsFromEnv, type WebhookSettings } from './outbox';
import { claimRows } from '../jobs/claim';
import type { Job } from '../jobs/runner';
import { logger } from '../logger';
import { outcomeOfStatus, retryDelayMs, signWebhookBody } from './policy';

/** Rows one sender claims and sends together. */
const BATCH = 10;
const USER_AGENT = 'Siyana-Webhook/1';
const MIN_WAIT_MS = 100;

type Claimed = Pick<WebhookDelivery, 'id' | 'payload' | 'attempts'> & { lease: string };

/** How long a claim holds: the request's time limit and a margin; a crashed sender's rows are free again after it. */
function leaseMs(settings: WebhookSettings): number {
  return settings.timeoutMs * 2 + 5000;
}

/** Claimable: pending, due, and held by no sender (or by one whose claim ran out). */
const claimable = (at: string) => (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
  eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at), eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)])]);

/**
 * Claims up to BATCH due rows for this sender (claimRows: of two instances racing for a row exactly one
 * gets it). The claim holds the row for a lease and counts the attempt, so a sender that dies
 * mid-request still leaves the attempt counted and the row free again once the lease runs out.
 */
async function claimDue(db: Kysely<Database>, settings: WebhookSettings, now: Date): Promise<{ claimed: Claimed[]; more: boolean }> {
  const lease = new Date(now.getTime() + leaseMs(settings)).toISOString();
  const rows = await claimRows(db, 'webhook_deliveries', { claimable: claimable(now.toISOString()), set: (eb) => ({ locked_until: lease, attempts: eb('attempts', '+', 1) }), orderBy: 'next_attempt_at', limit: BATCH });
  const claimed = rows.map((row) => ({ id: row.id, payload: row.payload, attempts: Number(row.attempts), lease }));
  // A full batch: there may be more.
  return { claimed, more: claimed.length === BATCH };
}

function describeError(error: unknown, settings: WebhookSettings): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${settings.timeoutMs} ms`;
  // fetch() says only "fetch failed"; the socket's own error (ECONNREFUSED, other side closed...) is its cause.
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  const text = cause?.code && !message.includes(cause.code) ? `${cause.code}: ${message}` : message;
  return text.slice(0, 500);
}

/** POSTs one claimed row and records the outcome, if this sender still holds the claim. */
async function attempt(db: Kysely<Database>, settings: WebhookSettings, row: Claimed): Promise<boolean> {
  const timestamp = Math.floor(Date.now() / 1000);
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'x-siyana-timestamp': String(timestamp),
        'x-siyana-signature': signWebhookBody(settings.secret, timestamp, row.payload),
        'x-siyana-delivery': row.id,
      },
      body: row.payload,
      // A redirect is answered as what it is (a 3xx), never followed with the lead's data.
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    status = response.status;
    const text = await response.text();
    if (outcomeOfStatus(status) !== 'delivered') error = `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`;
  } catch (caught) {
    // A 2xx whose body could not be read to the end is still a 2xx: the receiver accepted it.
    if (status === null || outcomeOfStatus(status) !== 'delivered') error = describeError(caught, settings);
  }
  const now = new Date();
  const outcome = status !== null && !error ? 'delivered' : status !== null ? outcomeOfStatus(status) : 'retry';
  const update =
    outcome === 'delivered'
      ? { status: 'delivered' as const, delivered_at: now.toISOString(), last_error: null }
      : outcome === 'give-up' || row.attempts >= settings.maxAttempts
        ? { status: 'failed' as const, last_error: error }
        : { status: 'pending' as const, last_error: error, next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts, settings.retryBaseMs)).toISOString() };
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ ...update, last_status_code: status, locked_until: null })
    .where('id', '=', row.id)
    .where('locked_until', '=', row.lease)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) logger.warn({ delivery: row.id }, 'webhook delivery claim lost before its outcome was stored');
  if (outcome !== 'delivered') logger.warn({ delivery: row.id, attempts: row.attempts, status: update.status, error }, 'webhook delivery failed');
  return outcome === 'delivered';
}

/** Sends every due delivery, a batch at a time, until none is due. */
export async function deliverDueWebhooks(db: Kysely<Database>, settings: WebhookSettings): Promise<{ attempted: number; delivered: number }> {
  let attempted = 0;
  let delivered = 0;
  for (;;) {
    const { claimed, more } = await claimDue(db, settings, new Date());
    const results = await Promise.all(claimed.map((row) => attempt(db, settings, row)));
    attempted += claimed.length;
    delivered += results.filter(Boolean).length;
    if (!more) return { attempted, delivered };
  }
}

/**
 * When a pending row can next be claimed (ISO), if any: its next attempt, or for a row another sender
 * holds, the end of that claim (waking at its next attempt would only find it taken, again and again).
 */
export async function nextClaimableAt(db: Kysely<Database>, now = new Date()): Promise<string | null> {
  const at = now.toISOString();
  const [free, held] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.min('next_attempt_at').as('next'))
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
      .executeTakeFirst(),
    db.selectFrom('webhook_deliveries').select((eb) => eb.fn.min('locked_until').as('next')).where('status', '=', 'pending').where('locked_until', '>', at).executeTakeFirst(),
  ]);
  const times = [free?.next, held?.next].filter((value): value is string => typeof value === 'string');
  return times.length ? times.sort()[0]! : null;
}

/**
 * The CRM webhook's deliveries: every due row, then the next run when the next row can be claimed (a
 * retry falling due, another sender's claim running out), and at least every `pollMs` for rows another
 * instance stored or left behind. The state is in the database, so a restart loses nothing.
 */
export function webhookDeliveryJob(settings: () => WebhookSettings | null = () => webhookSettingsFromEnv()): Job {
  return {
    name: 'webhooks',
    enabled: () => settings() !== null,
    everyMs: 60_000,
    run: async (db, context) => {
      const current = settings();
      if (!current) return 0;
      // Failed attempts are logged one by one (attempt); the runner logs how many were made.
      const { attempted } = await deliverDueWebhooks(db, current);
      const pollMs = Math.min(60_000, Math.max(1000, current.retryBaseMs));
      const next = await nextClaimableAt(db);
      // At least a moment between runs, whatever races between instances left due.
      context.runAgainIn(next ? Math.min(pollMs, Math.max(MIN_WAIT_MS, Date.parse(next) - Date.now())) : pollMs);
      return attempted;
    },
  };
}
