import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NextResponse } from 'next/server';
import { env } from '@/env';
import { GUIDE_ACCESS_COOKIE, GUIDE_ACCESS_MAX_AGE_SECONDS, guideAccessCookie, type CookieSource } from '@/lib/guide-access';
import type { Database } from '@/server/db/database';
import type { DatabaseHandle } from '@/server/db';

const SECRET_NAME = 'guide-access';
const keys = new WeakMap<DatabaseHandle, Promise<Buffer>>();

/** The key kept in the database: made by the first instance that needs it (insert if absent), read by all. */
async function storedKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('site_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('site_secrets').select('value').where('name', '=', SECRET_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** The cookie's HMAC key: derived from COOKIE_SECRET when it is set, else the database's own (same on every instance). */
function guideKey(handle: DatabaseHandle): Promise<Buffer> {
  if (env.COOKIE_SECRET) return Promise.resolve(createHmac('sha256', env.COOKIE_SECRET).update(SECRET_NAME).digest());
  let key = keys.get(handle);
  if (!key) {
    key = storedKey(handle.db);
    key.catch(() => keys.delete(handle));
    keys.set(handle, key);
  }
  return key;
}

const tag = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest('base64url');

/** Opens the guides' PDFs in this browser for a year: a random id and its HMAC; Secure whenever the site is served over HTTPS. */
export async function grantGuideAccess(response: NextResponse, request: Request, handle: DatabaseHandle): Promise<void> {
  const id = randomBytes(16).toString('base64url');
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.cookies.set(GUIDE_ACCESS_COOKIE, `${id}.${tag(await guideKey(handle), id)}`, { httpOnly: true, sameSite: 'lax', secure: https, path: '/', maxAge: GUIDE_ACCESS_MAX_AGE_SECONDS });
}

/** True when the request carries a guides cookie this site signed. */
export async function hasGuideAccess(handle: DatabaseHandle, cookies: CookieSource): Promise<boolean> {
  const [id, mac, ...rest] = (guideAccessCookie(cookies) ?? '').split('.');
  if (!id || !mac || rest.length > 0 || id.length > 64) return false;
  const expected = Buffer.from(tag(await guideKey(handle), id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
