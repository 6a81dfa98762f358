import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { recordAudit } from '../staff/audit-log';
import { createSession, deleteSession, readSession, type SessionAdmin } from './sessions';

/** Opens a session for `admin` and records the sign-in, in one transaction. */
export function signInSession(db: Kysely<Database>, admin: Pick<SessionAdmin, 'id' | 'username'>): Promise<{ token: string; expiresAt: Date }> {
  return inTransaction(db, async (trx) => {
    const session = await createSession(trx, admin.id);
    await recordAudit(trx, { actor: admin, action: 'session.sign-in' });
    return session;
  });
}

/** Ends the session of `token` and records the sign-out, in one transaction; answers who it was (null: no session). */
export function signOutSession(db: Kysely<Database>, token: string | undefined): Promise<SessionAdmin | null> {
  return inTransaction(db, async (trx) => {
    const admin = await readSession(trx, token);
    await deleteSession(trx, token);
    if (admin) await recordAudit(trx, { actor: admin, action: 'session.sign-out' });
    return admin;
  });
}

/**
 * Records a refused sign-in: the name as typed (staff data, shortened; a run of failures for one name is
 * what staff look for), or the disabled account it named.
 */
export function recordRefusedSignIn(db: Kysely<Database>, refusal: { username: string; reason: 'invalid' } | { account: { id: string; username: string }; reason: 'disabled' }): Promise<void> {
  return refusal.reason === 'invalid'
    ? recordAudit(db, { actor: null, action: 'session.sign-in-failed', details: { username: refusal.username.slice(0, 64), reason: 'invalid' } })
    : recordAudit(db, { actor: null, action: 'session.sign-in-failed', targetKind: 'staff', targetId: refusal.account.id, details: { username: refusal.account.username, reason: 'disabled' } });
}
