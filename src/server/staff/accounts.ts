import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { NewStaffInput, StaffChange } from '@/schemas/staff';
import { hashToken, type SessionAdmin } from '../auth/sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { DatabaseHandle } from '../db';
import type { Database, StaffRole } from '../db/database';
import { inTransaction } from '../db/transaction';

export interface StaffMember {
  id: string;
  username: string;
  role: StaffRole;
  disabledAt: string | null;
  createdAt: string;
  /** The latest `session.sign-in` of the audit log; null when it has none. */
  lastSignInAt: string | null;
}

/** Every staff account, oldest first, with its last sign-in from the audit log. */
export async function listStaff(db: Kysely<Database>): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('admins')
    .leftJoin(
      (eb) => eb.selectFrom('audit_log').select(['actor_id', (inner) => inner.fn.max('created_at').as('last_sign_in')]).where('action', '=', 'session.sign-in').groupBy('actor_id').as('signins'),
      (join) => join.onRef('signins.actor_id', '=', 'admins.id'),
    )
    .select(['admins.id', 'admins.username', 'admins.role', 'admins.disabled_at', 'admins.created_at', 'signins.last_sign_in'])
    .orderBy('admins.created_at')
    .orderBy('admins.username')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    role: row.role,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in ?? null,
  }));
}

export type CreateStaffOutcome = { ok: true; member: StaffMember; generatedPassword?: string } | { ok: false; reason: 'taken' };

/** A new account; without a password one is generated and returned once. */
export async function createStaff(db: Kysely<Database>, input: NewStaffInput, now = new Date()): Promise<CreateStaffOutcome> {
  const existing = await db.selectFrom('admins').select('id').where('username', '=', input.username).executeTakeFirst();
  if (existing) return { ok: false, reason: 'taken' };
  const generatedPassword = input.password ? undefined : randomBytes(18).toString('base64url');
  const id = randomUUID();
  const at = now.toISOString();
  const password_hash = await hashPassword(input.password || generatedPassword!);
  try {
    await db.insertInto('admins').values({ id, username: input.username, password_hash, role: input.role, disabled_at: null, created_at: at, updated_at: at }).execute();
  } catch (error) {
    // Two admins creating the same name at once: the unique index decides.
    if (await db.selectFrom('admins').select('id').where('username', '=', input.username).executeTakeFirst()) return { ok: false, reason: 'taken' };
    throw error;
  }
  return { ok: true, member: { id, username: input.username, role: input.role, disabledAt: null, createdAt: at, lastSignInAt: null }, generatedPassword };
}

export type ChangeStaffOutcome =
  | { ok: true; member: Pick<StaffMember, 'id' | 'username' | 'role' | 'disabledAt'>; changed: { role?: StaffRole; disabled?: boolean } }
  | { ok: false; reason: 'not-found' | 'self' | 'last-admin' };

/**
 * Changes another account's role and/or disables or enables it. An admin can neither disable nor demote
 * themself, and the last active admin stays one: the check and the change are one transaction, and on
 * PostgreSQL the active admins' rows are locked first so two admins demoting each other cannot both win.
 * Disabling deletes the account's sessions in the same transaction.
 */
export async function changeStaff(handle: DatabaseHandle, actor: SessionAdmin, id: string, change: StaffChange, now = new Date()): Promise<ChangeStaffOutcome> {
  return inTransaction(handle.db, async (trx) => {
    if (handle.kind === 'postgres') {
      await sql`select id from admins where role = 'admin' and disabled_at is null for update`.execute(trx);
    }
    const target = await trx.selectFrom('admins').select(['id', 'username', 'role', 'disabled_at']).where('id', '=', id).executeTakeFirst();
    if (!target) return { ok: false, reason: 'not-found' } as const;
    const role = change.role ?? target.role;
    const disabled = change.disabled ?? target.disabled_at !== null;
    const losesAdmin = target.role === 'admin' && target.disabled_at === null && (role !== 'admin' || disabled);
    if (losesAdmin && target.id === actor.id) return { ok: false, reason: 'self' } as const;
    if (losesAdmin) {
      const others = await trx
        .selectFrom('admins')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .where('id', '!=', target.id)
        .executeTakeFirstOrThrow();
      if (Number(others.count) === 0) return { ok: false, reason: 'last-admin' } as const;
    }
    const disabledAt = disabled ? (target.disabled_at ?? now.toISOString()) : null;
    await trx.updateTable('admins').set({ role, disabled_at: disabledAt, updated_at: now.toISOString() }).where('id', '=', id).execute();
    if (disabled) await trx.deleteFrom('sessions').where('admin_id', '=', id).execute();
    const changed: { role?: StaffRole; disabled?: boolean } = {};
    if (role !== target.role) changed.role = role;
    if (disabled !== (target.disabled_at !== null)) changed.disabled = disabled;
    return { ok: true, member: { id, username: target.username, role, disabledAt }, changed } as const;
  });
}

export type PasswordChangeOutcome = 'changed' | 'wrong-current';

/**
 * Sets a staff member's own password after checking the current one, and ends every other session of
 * the account; the session of `currentToken` (the one asking) stays open.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  adminId: string,
  currentToken: string,
  input: { current: string; next: string },
  now = new Date(),
): Promise<PasswordChangeOutcome> {
  const account = await db.selectFrom('admins').select(['password_hash']).where('id', '=', adminId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(account.password_hash, input.current))) return 'wrong-current';
  const password_hash = await hashPassword(input.next);
  await inTransaction(db, async (trx) => {
    await trx.updateTable('admins').set({ password_hash, updated_at: now.toISOString() }).where('id', '=', adminId).execute();
    await trx.deleteFrom('sessions').where('admin_id', '=', adminId).where('token_hash', '!=', hashToken(currentToken)).execute();
  });
  return 'changed';
}
