import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, StaffLocale, StaffRole } from '@/server/db/database';
import { DAY_MS } from '@/lib/riyadh-time';

export const SESSION_COOKIE = 'siyana_admin_session';
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * DAY_MS;
/** Activity is written at most this often, so reads stay cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh random 256-bit token; only its hash is stored. */
export async function createSession(db: Kysely<Database>, adminId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS);
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), admin_id: adminId, created_at: now.toISOString(), last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute();
  return { token, expiresAt };
}

export interface SessionAdmin {
  id: string;
  username: string;
  role: StaffRole;
  /** The staff area's language the account chose (src/server/staff/language.ts). */
  locale: StaffLocale;
}

/** What createSession hands out: 32 random bytes in base64url. Anything else in the cookie is no session, without a query. */
export function isSessionTokenShape(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The staff member of a valid session, or null; an idle, expired or disabled account's session is deleted on sight. */
export async function readSession(db: Kysely<Database>, token: string | undefined, now = new Date()): Promise<SessionAdmin | null> {
  if (!isSessionTokenShape(token)) return null;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['admins.id', 'admins.username', 'admins.role', 'admins.locale', 'admins.disabled_at', 'sessions.last_seen_at', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleSince = now.getTime() - Date.parse(row.last_seen_at);
  // A disabled account's sessions end at once, whatever their age.
  if (row.disabled_at || idleSince > IDLE_TIMEOUT_MS || now.getTime() >= Date.parse(row.expires_at)) {
    await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('token_hash', '=', tokenHash).execute();
  }
  return { id: row.id, username: row.username, role: row.role, locale: row.locale === 'en' ? 'en' : 'ar' };
}

export async function deleteSession(db: Kysely<Database>, token: string | undefined): Promise<void> {
  if (!isSessionTokenShape(token)) return;
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}
