import 'server-only';
import { PostgresAdapter, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type UpdateObject } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';

/**
 * How long a claim holds its row: a run that dies between claiming a row and sending its message (the
 * process killed) leaves the row to be claimed again after this, so the message is sent late, not never.
 */
export const LEASE_MS = 10 * 60 * 1000;

/** The tables background jobs take rows from; each has a text `id`. */
type ClaimTable = 'demo_requests' | 'resource_leads' | 'event_registrations' | 'leads' | 'demo_booking_mail' | 'newsletter_subscriptions' | 'webhook_deliveries';

type Column<T extends ClaimTable> = keyof Database[T] & string;

export interface Claim<T extends ClaimTable> {
  /** Which rows may be taken now: the mark not set yet (or a hold run out), due. Checked again by the claim itself. */
  claimable: (eb: ExpressionBuilder<Database, T>) => Expression<SqlBool>;
  /** Marks a row taken, so that `claimable` no longer holds for it. */
  set: UpdateObject<Database, T, T> | ((eb: ExpressionBuilder<Database, T>) => UpdateObject<Database, T, T>);
  /** The order rows are taken in (oldest first), and the order they are returned in. */
  orderBy: Column<T>;
  limit: number;
  /**
   * The column `set` marks and a sent message leaves marked. Given, each claimed row is held under a lease
   * (`job_leases`) until its message is settled (`settleRows`) or given back (`releaseRows`); a lease
   * that runs out unsettled clears the mark, so the next run sends the message.
   */
  mark?: Column<T>;
}

const leaseJob = (table: string, mark: string) => `${table}.${mark}`;

/**
 * Takes back the rows whose claim ran out unsettled: the mark is cleared only while the row still
 * carries the value that claim set (a newer claim's mark is left alone), then the lease goes.
 */
async function takeBackExpired(db: Kysely<Database>, table: string, mark: string, now: Date): Promise<void> {
  const job = leaseJob(table, mark);
  const expired = await db.selectFrom('job_leases').selectAll().where('job', '=', job).where('until', '<', now.toISOString()).limit(100).execute();
  // Two statements, each atomic: a run that stops between them leaves a lease whose mark the row no
  // longer carries, which the next pass deletes.
  for (const lease of expired) {
    await (db as unknown as Kysely<Record<string, { id: string }>>)
      .updateTable(table)
      .set({ [mark]: null } as never)
      .where('id', '=', lease.row_id)
      .where(mark as 'id', '=', lease.mark)
      .execute();
    await db.deleteFrom('job_leases').where('job', '=', job).where('row_id', '=', lease.row_id).where('mark', '=', lease.mark).where('until', '<', now.toISOString()).execute();
  }
}

/**
 * Takes up to `limit` claimable rows for this run and returns them marked; of two instances racing for a
 * row, exactly one gets it.
 * - Without a `mark` (the webhook's own lease): one UPDATE of the rows a sub-select picks; on PostgreSQL the
 *   sub-select locks what it picks and skips rows another claim holds (`FOR UPDATE SKIP LOCKED`), and the
 *   claimable test is evaluated again on the row as committed; SQLite has one writer, so the statement runs
 *   alone.
 * - With a `mark`: the rows picked (`FOR UPDATE SKIP LOCKED` in a transaction on PostgreSQL) are leased
 *   first, one upsert that only a lease run out may replace, so only one claim wins a row; then the won
 *   rows are marked. Each step is one statement, so a run that dies between them leaves a lease that
 *   runs out, never a row marked and unsent for good. (SQLite runs them without a transaction: its
 *   statements are atomic, and a transaction held across awaits would block another instance's writes.)
 * A claimed row is this run's to send: settle it (`settleRows`) once sent, or give it back (`releaseRows`).
 */
export async function claimRows<T extends ClaimTable>(db: Kysely<Database>, table: T, claim: Claim<T>, now = new Date()): Promise<Selectable<Database[T]>[]> {
  const name: string = table;
  const { mark } = claim;
  // Kysely cannot type a table chosen by a parameter; `Claim<T>` types what the callers write.
  const claimable = claim.claimable as unknown as (eb: ExpressionBuilder<Record<string, { id: string }>, string>) => Expression<SqlBool>;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let rows: { id: string }[];
  if (!mark) {
    const loose = db as unknown as Kysely<Record<string, { id: string }>>;
    rows = await loose
      .updateTable(name)
      .set(claim.set as never)
      .where('id', 'in', (eb) => {
        const picked = eb.selectFrom(name).select('id').where(claimable).orderBy(claim.orderBy as 'id').limit(claim.limit);
        return postgres ? picked.forUpdate().skipLocked() : picked;
      })
      .where(claimable)
      .returningAll()
      .execute();
  } else {
    if (typeof claim.set === 'function') throw new Error('a claim with a mark sets it to a value');
    const markValue = String((claim.set as Record<string, unknown>)[mark]);
    const job = leaseJob(name, mark);
    await takeBackExpired(db, name, mark, now);
    const leaseAndMark = async (trx: Kysely<Database>) => {
      const loose = trx as unknown as Kysely<Record<string, { id: string }>>;
      const picked = loose.selectFrom(name).select('id').where(claimable).orderBy(claim.orderBy as 'id').limit(claim.limit);
      const candidates = await (postgres ? picked.forUpdate().skipLocked() : picked).execute();
      if (!candidates.length) return [];
      const until = new Date(now.getTime() + LEASE_MS).toISOString();
      const won = await trx
        .insertInto('job_leases')
        .values(candidates.map((row) => ({ job, row_id: row.id, mark: markValue, until })))
        .onConflict((conflict) =>
          conflict
            .columns(['job', 'row_id'])
            .doUpdateSet((eb) => ({ mark: eb.ref('excluded.mark'), until: eb.ref('excluded.until') }))
            .where('job_leases.until', '<', now.toISOString()),
        )
        .returning('row_id')
        .execute();
      if (!won.length) return [];
      const wonIds = won.map((lease) => lease.row_id);
      const marked = await loose
        .updateTable(name)
        .set(claim.set as never)
        .where('id', 'in', wonIds)
        .where(claimable)
        .returningAll()
        .execute();
      // A row marked by someone else since it was picked: its lease goes.
      const lost = wonIds.filter((id) => !marked.some((row) => row.id === id));
      if (lost.length) await trx.deleteFrom('job_leases').where('job', '=', job).where('row_id', 'in', lost).where('mark', '=', markValue).execute();
      return marked;
    };
    rows = postgres ? await inTransaction(db, leaseAndMark) : await leaseAndMark(db);
  }
  const key = (row: unknown) => String((row as Record<string, unknown>)[claim.orderBy]);
  return (rows as unknown as Selectable<Database[T]>[]).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Gives claimed rows back after a failed send: their mark is cleared and their leases go, so a later run takes them again. */
export async function releaseRows<T extends ClaimTable>(db: Kysely<Database>, table: T, mark: Column<T>, rows: readonly { id: string }[]): Promise<void> {
  if (!rows.length) return;
  const name: string = table;
  const ids = rows.map((row) => row.id);
  await (db as unknown as Kysely<Record<string, { id: string }>>)
    .updateTable(name)
    .set({ [mark]: null } as never)
    .where('id', 'in', ids)
    .execute();
  await db.deleteFrom('job_leases').where('job', '=', leaseJob(name, mark)).where('row_id', 'in', ids).execute();
}

/** After a claimed row's message went out: its lease goes, and the row stays marked for good. */
export async function settleRows<T extends ClaimTable>(db: Kysely<Database>, table: T, mark: Column<T>, rows: readonly { id: string }[]): Promise<void> {
  if (!rows.length) return;
  await db
    .deleteFrom('job_leases')
    .where('job', '=', leaseJob(table, mark))
    .where(
      'row_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
}
