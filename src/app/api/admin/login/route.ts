import { NextResponse } from 'next/server';
import { asStaffLocale, requestStaffLocale, STAFF_LANGUAGE_COOKIE, staffTranslator } from '@/server/staff/language';
import { loginSchema } from '@/schemas/login';
import { findAdminByUsername } from '@/server/auth/admins';
import { recordFailure, recordSuccess, reserveSignIn } from '@/server/auth/login-throttle';
import { rememberDevice, trustedDevice } from '@/server/auth/device-cookie';
import { alertAccountOwnerLater } from '@/server/auth/sign-in-alert';
import { verifyAgainstNothing, verifyPassword } from '@/server/auth/passwords';
import { sessionCookieOptions, staffLanguageCookieOptions } from '@/server/auth/request';
import { recordRefusedSignIn, signInSession } from '@/server/auth/session-events';
import { SESSION_COOKIE } from '@/server/auth/sessions';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { clientIp, isForeignOrigin, jsonError, readJsonBody } from '@/server/http/json-api';

export async function POST(request: Request) {
  const locale = requestStaffLocale(request);
  const adminText = staffTranslator(locale);
  if (isForeignOrigin(request)) return jsonError(403, adminText('api.foreignOrigin'));
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = loginSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('login.required'), { admin: null });
  const { username, password } = parsed.data;
  const ip = clientIp(request);
  const handle = getDatabase();

  return guarded(async () => {
    // One attempt reserved (atomically) before the password is checked: concurrent guesses cannot pass the limit together.
    // A browser this account has signed in with before is not held to the account's hourly limit.
    const device = await trustedDevice(handle, request, username);
    const wait = await reserveSignIn(handle, username, ip, device);
    if (wait) {
      if (wait.reason === 'account') alertAccountOwnerLater(handle, username, wait.seconds);
      const minutes = Math.ceil(wait.seconds / 60);
      const message = wait.reason === 'locked' ? adminText('login.locked', { minutes }) : wait.reason === 'account' ? adminText('login.accountLocked', { minutes }) : adminText('login.slowed', { seconds: wait.seconds });
      return jsonError(429, message, { admin: null }, { 'retry-after': String(wait.seconds) });
    }
    const admin = await findAdminByUsername(handle.db, username);
    const valid = admin ? await verifyPassword(admin.password_hash, password) : await verifyAgainstNothing(password);
    if (!admin || !valid) {
      await recordFailure(handle, username, ip);
      await recordRefusedSignIn(handle.db, { username, reason: 'invalid' });
      return jsonError(401, adminText('login.invalid'), { admin: null });
    }
    await recordSuccess(handle, username, ip, device);
    // Said only to someone who knows the password: a guesser learns nothing about disabled accounts.
    if (admin.disabled_at) {
      await recordRefusedSignIn(handle.db, { account: admin, reason: 'disabled' });
      return jsonError(403, adminText('login.disabled'), { admin: null });
    }
    const session = await signInSession(handle.db, admin);
    const accountLocale = asStaffLocale(admin.locale);
    const response = NextResponse.json(
      { success: true, admin: { username: admin.username }, message: staffTranslator(accountLocale)('login.success') },
      { headers: { 'cache-control': 'no-store' } },
    );
    response.cookies.set(SESSION_COOKIE, session.token, sessionCookieOptions(request, session.expiresAt));
    await rememberDevice(handle, request, response, admin.username);
    // The sign-in page of this browser follows the account's language after sign-out.
    response.cookies.set(STAFF_LANGUAGE_COOKIE, accountLocale, staffLanguageCookieOptions(request));
    return response;
  }, locale);
}
