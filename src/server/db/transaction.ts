import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one. A service written
 * with it can be called on its own, or inside a larger change (a staff action and its audit row) that
 * commits or rolls back as one. Inside a caller's transaction the work is fenced by a savepoint, so a
 * service that throws to undo its own writes still undoes exactly those.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? withSavepoint(db, () => work(db)) : db.transaction().execute(work);
}

let savepoints = 0;

/**
 * Runs a statement that may fail on a unique key, so that a transaction survives the failure: inside
 * one, it is fenced by a savepoint (PostgreSQL aborts the whole transaction on any error otherwise).
 */
export async function withSavepoint<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!db.isTransaction) return work();
  const name = `attempt_${(savepoints = (savepoints + 1) % 1_000_000)}`;
  await sql.raw(`savepoint ${name}`).execute(db);
  try {
    const result = await work();
    await sql.raw(`release savepoint ${name}`).execute(db);
    return result;
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(db);
    throw error;
  }
}
