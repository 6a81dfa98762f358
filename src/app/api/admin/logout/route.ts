import { NextResponse } from 'next/server';
import { requestStaffLocale, staffTranslator, type StaffLocale } from '@/server/staff/language';
import { sessionCookieOptions, sessionTokenOf } from '@/server/auth/request';
import { signOutSession } from '@/server/auth/session-events';
import { SESSION_COOKIE } from '@/server/auth/sessions';
import { getDatabase } from '@/server/db';
import { isForeignOrigin, jsonError } from '@/server/http/json-api';
import { logger } from '@/server/logger';

/**
 * Ends the session. The answer expires the cookie in every case (sign-out always ends the session
 * locally): if the database cannot delete the row, this browser has still lost its token,
 * and the row expires on its own (idle timeout).
 */
export async function POST(request: Request) {
  let locale: StaffLocale = requestStaffLocale(request);
  if (isForeignOrigin(request)) return jsonError(403, staffTranslator(locale)('api.foreignOrigin'));
  try {
    const admin = await signOutSession(getDatabase().db, sessionTokenOf(request));
    if (admin) locale = admin.locale;
  } catch (error) {
    logger.error({ err: error }, 'session row not deleted at sign-out; the cookie is expired anyway');
  }
  const response = NextResponse.json({ success: true, message: staffTranslator(locale)('api.loggedOut') }, { headers: { 'cache-control': 'no-store' } });
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(request, new Date(0)), maxAge: 0 });
  return response;
}
