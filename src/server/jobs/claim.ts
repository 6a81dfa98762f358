import 'server-only';
import { PostgresAdapter, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type UpdateObject } from 'kysely';
import type { Database } from '../db/database';

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
}

/**
 * Takes up to `limit` claimable rows for this run and returns them marked; of two instances racing for a
 * row, exactly one gets it. It is one UPDATE of the rows a sub-select picks, a transaction of its own: on
 * PostgreSQL the sub-select locks what it picks and skips rows another claim holds (`FOR UPDATE SKIP
 * LOCKED`), and the claimable test is evaluated again on the row as committed; SQLite has one writer, so
 * the statement runs alone. A claimed row is this run's to send; give it back (`releaseRows`) if the send fails.
 */
export async function claimRows<T extends ClaimTable>(db: Kysely<Database>, table: T, claim: Claim<T>): Promise<Selectable<Database[T]>[]> {
  // Kysely cannot type a table chosen by a parameter; `Claim<T>` types what the callers write.
  const loose = db as unknown as Kysely<Record<string, { id: string }>>;
  const name: string = table;
  const claimable = claim.claimable as unknown as (eb: ExpressionBuilder<Record<string, { id: string }>, string>) => Expression<SqlBool>;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const rows = await loose
    .updateTable(name)
    .set(claim.set as never)
    .where('id', 'in', (eb) => {
      const picked = eb.selectFrom(name).select('id').where(claimable).orderBy(claim.orderBy as 'id').limit(claim.limit);
      return postgres ? picked.forUpdate().skipLocked() : picked;
    })
    .where(claimable)
    .returningAll()
    .execute();
  const key = (row: unknown) => String((row as Record<string, unknown>)[claim.orderBy]);
  return (rows as unknown as Selectable<Database[T]>[]).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Gives claimed rows back after a failed send: their mark is cleared, so a later run takes them again. */
export async function releaseRows<T extends ClaimTable>(db: Kysely<Database>, table: T, mark: Column<T>, rows: readonly { id: string }[]): Promise<void> {
  if (!rows.length) return;
  const loose = db as unknown as Kysely<Record<string, { id: string }>>;
  const name: string = table;
  await loose
    .updateTable(name)
    .set({ [mark]: null } as never)
    .where('id', 'in', rows.map((row) => row.id))
    .execute();
}
