import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { env } from '@/env';
import type { DatabaseHandle } from './index';
import type { Database } from './database';

const keys = new WeakMap<DatabaseHandle, Map<string, Promise<Buffer>>>();

/** A key kept in the database: made by the first instance that needs it (insert if absent), read by all. */
async function storedKey(db: Kysely<Database>, name: string): Promise<Buffer> {
  await db
    .insertInto('site_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('site_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/**
 * The site's HMAC key for one purpose (`name`: the guide cookie, the staff device cookie): derived from
 * COOKIE_SECRET when it is set, else a random key kept in the database, the same on every instance.
 * Read once per database and purpose; a failed read is tried again next time.
 */
export function siteKey(handle: DatabaseHandle, name: string): Promise<Buffer> {
  if (env.COOKIE_SECRET) return Promise.resolve(createHmac('sha256', env.COOKIE_SECRET).update(name).digest());
  let byName = keys.get(handle);
  if (!byName) keys.set(handle, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = storedKey(handle.db, name);
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}
