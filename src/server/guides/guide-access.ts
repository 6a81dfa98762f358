import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextResponse } from 'next/server';
import { GUIDE_ACCESS_COOKIE, GUIDE_ACCESS_MAX_AGE_SECONDS, guideAccessCookie, type CookieSource } from '@/lib/guide-access';
import type { DatabaseHandle } from '@/server/db';
import { siteKey } from '@/server/db/site-keys';

const SECRET_NAME = 'guide-access';

/** The cookie's HMAC key (site-keys.ts). */
const guideKey = (handle: DatabaseHandle) => siteKey(handle, SECRET_NAME);

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
