import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffRole } from '@/server/db/database';
import { hashPassword } from './passwords';

export const MIN_PASSWORD_LENGTH = 12;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

export async function findAdminByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst();
}

/** Creates the account (an `admin` unless told), or sets a new password when the username exists. */
export async function upsertAdmin(db: Kysely<Database>, username: string, password: string, role: StaffRole = 'admin'): Promise<'created' | 'updated'> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  const name = normalizeUsername(username);
  if (!/^[a-z0-9._-]{3,64}$/.test(name)) throw new Error('The username may use 3-64 letters, digits, dots, dashes and underscores.');
  const now = new Date().toISOString();
  const password_hash = await hashPassword(password);
  const existing = await findAdminByUsername(db, name);
  if (existing) {
    await db.updateTable('admins').set({ password_hash, updated_at: now }).where('id', '=', existing.id).execute();
    // A new password ends every open session of that admin.
    await db.deleteFrom('sessions').where('admin_id', '=', existing.id).execute();
    return 'updated';
  }
  await db.insertInto('admins').values({ id: randomUUID(), username: name, password_hash, role, disabled_at: null, created_at: now, updated_at: now }).execute();
  return 'created';
}

/**
 * First start: the admin of ADMIN_USERNAME/ADMIN_PASSWORD, else a generated password that is
 * returned once for the log. Does nothing when an admin exists.
 */
export async function ensureFirstAdmin(db: Kysely<Database>, settings: { username?: string; password?: string }): Promise<{ username: string; generatedPassword?: string } | null> {
  const any = await db.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const username = normalizeUsername(settings.username || 'admin');
  const generatedPassword = settings.password ? undefined : randomBytes(18).toString('base64url');
  await upsertAdmin(db, username, settings.password || generatedPassword!);
  return { username, generatedPassword };
}
