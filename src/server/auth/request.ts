import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextRequest, NextResponse } from 'next/server';
import { cache } from 'react';
import { getDatabase, type DatabaseHandle } from '@/server/db';
import type { StaffRole } from '@/server/db/database';
import { isForeignOrigin, jsonError } from '@/server/http/json-api';
import { readSession, SESSION_COOKIE, type SessionAdmin } from './sessions';
import { requestStaffLocale, staffTranslator } from '@/server/staff/language';
import { DAY_MS } from '@/lib/riyadh-time';

/**
 * The session token a route handler's request carries. Read with Next's own cookie parser (NextRequest's
 * `cookies`), not `cookies()` from next/headers: route functions also run outside a request scope (the
 * integration tests call them with a plain Request), where `cookies()` throws. A value that cannot be
 * decoded (`%ZZ`) is no cookie there: no session (401), not a failure (503). Made from the headers only:
 * a NextRequest made from the request itself would lock the body the handler still has to read.
 */
export function sessionTokenOf(request: Request): string | undefined {
  return new NextRequest(request.url, { headers: request.headers }).cookies.get(SESSION_COOKIE)?.value;
}

/** Whether a staff member of `role` may do what needs `needed`: an admin may do everything, an editor content only. */
export function mayAct(role: StaffRole, needed: StaffRole): boolean {
  return role === 'admin' || needed === 'editor';
}

export interface AuthenticateOptions {
  /**
   * The least role the route needs. `admin` (the default: anything not marked as content is closed to
   * editors) for leads, subscribers, staff and the audit log; `editor` for content (blog, events, resources).
   */
  role?: StaffRole;
  handle?: DatabaseHandle;
}

/** For /api/admin/* handlers: the staff member, or the 401/403 answer to return. */
export async function authenticate(
  request: Request,
  { role = 'admin', handle = getDatabase() }: AuthenticateOptions = {},
): Promise<{ admin: SessionAdmin; response?: undefined } | { admin?: undefined; response: NextResponse }> {
  // Nobody known yet: the sign-in page's language; once the session is read, the account's.
  const anonymous = staffTranslator(requestStaffLocale(request));
  if (request.method !== 'GET' && isForeignOrigin(request)) return { response: jsonError(403, anonymous('api.foreignOrigin')) };
  try {
    const admin = await readSession(handle.db, sessionTokenOf(request));
    if (!admin) return { response: jsonError(401, anonymous('api.unauthorized')) };
    if (!mayAct(admin.role, role)) return { response: jsonError(403, staffTranslator(admin.locale)('api.forbidden')) };
    return { admin };
  } catch {
    return { response: jsonError(503, anonymous('api.unavailable')) };
  }
}

/** The staff member signed in on this page's request, or null (read once per request). */
export const readPageStaff = cache(async (): Promise<SessionAdmin | null> => readSession(getDatabase().db, (await cookies()).get(SESSION_COOKIE)?.value));

/**
 * For /admin pages: the signed-in staff member, else a redirect to the sign-in page that comes back
 * here. An editor on an admin-only page is sent to the dashboard, which shows what editors may use.
 */
export async function requireAdminPage(path: string, role: StaffRole = 'admin'): Promise<SessionAdmin> {
  const admin = await readPageStaff();
  if (!admin) redirect(`/admin/login?next=${encodeURIComponent(path)}`);
  if (!mayAct(admin.role, role)) redirect('/admin?denied=1');
  return admin;
}

/** Cookie attributes of the session: HttpOnly, SameSite=Lax, Secure whenever the site is served over HTTPS. */
export function sessionCookieOptions(request: Request, expires: Date) {
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/', expires };
}

/** The sign-in page's language cookie (src/server/staff/language.ts): a year, readable by the server only. */
export function staffLanguageCookieOptions(request: Request) {
  return { ...sessionCookieOptions(request, new Date(Date.now() + 365 * DAY_MS)) };
}
