import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextResponse } from 'next/server';
import { adminCopy } from '@/features/admin/copy';
import { getDatabase, type DatabaseHandle } from '@/server/db';
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

/** For /api/admin/* handlers: the admin, or the 401/403 answer to return. */
export async function authenticate(
  request: Request,
  handle: DatabaseHandle = getDatabase(),
): Promise<{ admin: SessionAdmin; response?: undefined } | { admin?: undefined; response: NextResponse }> {
  if (request.method !== 'GET' && isForeignOrigin(request)) return { response: jsonError(403, adminCopy.api.foreignOrigin) };
  try {
    const admin = await readSession(handle.db, sessionTokenOf(request));
    return admin ? { admin } : { response: jsonError(401, adminCopy.api.unauthorized) };
  } catch {
    return { response: jsonError(503, adminCopy.api.unavailable) };
  }
}

/** For /admin pages: the signed-in admin, else a redirect to the sign-in page that comes back here. */
export async function requireAdminPage(path: string): Promise<SessionAdmin> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const admin = await readSession(getDatabase().db, token);
  if (!admin) redirect(`/admin/login?next=${encodeURIComponent(path)}`);
  return admin;
}

/** Cookie attributes of the session: HttpOnly, SameSite=Lax, Secure whenever the site is served over HTTPS. */
export function sessionCookieOptions(request: Request, expires: Date) {
  const https = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  return { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/', expires };
}
