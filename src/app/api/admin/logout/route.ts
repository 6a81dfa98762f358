import { NextResponse } from 'next/server';
import { adminCopy } from '@/features/admin/copy';
import { sessionCookieOptions, sessionTokenOf } from '@/server/auth/request';
import { deleteSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { guarded } from '@/server/admin-api';
import { getDatabase } from '@/server/db';
import { isForeignOrigin, jsonError } from '@/server/http';

/** Ends the session on the server; the cookie is cleared whatever happens. */
export async function POST(request: Request) {
  if (isForeignOrigin(request)) return jsonError(403, adminCopy.api.foreignOrigin);
  return guarded(async () => {
    await deleteSession(getDatabase().db, sessionTokenOf(request));
    const response = NextResponse.json({ success: true, message: adminCopy.api.loggedOut }, { headers: { 'cache-control': 'no-store' } });
    response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(request, new Date(0)), maxAge: 0 });
    return response;
  });
}
