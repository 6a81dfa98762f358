import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NextRequest, type NextResponse } from 'next/server';
import type { DatabaseHandle } from '@/server/db';
import { siteKey } from '@/server/db/site-keys';
import { sessionCookieOptions } from './request';
import { DAY_MS } from '@/lib/riyadh-time';

/**
 * The browser a staff member has signed in with before: a signed cookie naming the account (OWASP's
 * "device cookie"). An attacker guessing one account's password from many addresses reaches the
 * account's hourly limit and is refused; a browser with this cookie for that account still signs in,
 * so nobody can lock the owner out. The cookie goes only to the sign-in route, for a year; each
 * device has its own small limit of failures, past which it is trusted no more than any browser.
 */
export const DEVICE_COOKIE = 'siyana_staff_device';
const SECRET_NAME = 'staff-device';
const MAX_AGE_MS = 365 * DAY_MS;

/** The signing key (site-keys.ts). */
const deviceKey = (handle: DatabaseHandle) => siteKey(handle, SECRET_NAME);

const accountKey = (username: string) => username.trim().toLowerCase();
const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** The device this request's cookie names for `username` (its id), or null: no cookie, another account, forged or expired. */
export async function trustedDevice(handle: DatabaseHandle, request: Request, username: string): Promise<string | null> {
  const value = new NextRequest(request.url, { headers: request.headers }).cookies.get(DEVICE_COOKIE)?.value;
  if (!value || value.length > 300) return null;
  const [body, tag] = value.split('.');
  if (!body || !tag) return null;
  const expected = Buffer.from(sign(await deviceKey(handle), body));
  const given = Buffer.from(tag);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, d, x } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; d?: unknown; x?: unknown };
    if (u !== accountKey(username) || typeof d !== 'string' || typeof x !== 'number' || x < Date.now()) return null;
    return d;
  } catch {
    return null;
  }
}

/** After a successful sign-in: this browser is one the account has used (a new device id, a year). */
export async function rememberDevice(handle: DatabaseHandle, request: Request, response: NextResponse, username: string): Promise<void> {
  const expires = Date.now() + MAX_AGE_MS;
  const body = Buffer.from(JSON.stringify({ u: accountKey(username), d: randomBytes(12).toString('base64url'), x: expires })).toString('base64url');
  response.cookies.set(DEVICE_COOKIE, `${body}.${sign(await deviceKey(handle), body)}`, { ...sessionCookieOptions(request, new Date(expires)), sameSite: 'strict', path: '/api/admin/login' });
}
