import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextResponse } from 'next/server';
import { adminCopy } from '@/features/admin/copy';
import { getDatabase, type DatabaseHandle } from '@/server/db';
import type { StaffRole } from '@/server/db/database';
import { isForeignOrigin, jsonError } from '@/server/http';
import { readSession, SESSION_COOKIE, type SessionAdmin } from './sessions';

export function sessionTokenOf(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  if (!match) return undefined;
  // A hand-made cookie such as `%ZZ` cannot be decoded: that is no session (401), not a failure (503).
  try {
    return decodeURIComponent(match.slice(SESSION_COOKIE.length + 1));
  } catch {
    return undefined;
  }
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
  if (request.method !== 'GET' && isForeignOrigin(request)) return { response: jsonError(403, adminCopy.api.foreignOrigin) };
  try {
    const admin = await readSession(handle.db, sessionTokenOf(request));
    if (!admin) return { response: jsonError(401, adminCopy.api.unauthorized) };
    if (!mayAct(admin.role, role)) return { response: jsonError(403, adminCopy.api.forbidden) };
    return { admin };
  } catch {
    return { response: jsonError(503, adminCopy.api.unavailable) };
  }
}

/** The staff member signed in on this page's request, or null. */
export async function readPageStaff(): Promise<SessionAdmin | null> {
  return readSession(getDatabase().db, (await cookies()).get(SESSION_COOKIE)?.value);
}

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
