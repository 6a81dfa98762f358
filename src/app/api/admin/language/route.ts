import { NextResponse } from 'next/server';
import { staffLanguageCookieOptions } from '@/server/auth/request';
import { asStaffLocale, STAFF_LANGUAGE_COOKIE } from '@/server/staff/language';

/** Only the sign-in page may be returned to: anything else goes to the sign-in page itself. */
function backTo(next: string | null): string {
  return next && /^\/admin\/login(\?[\w\-/?=&%.]*)?$/.test(next) ? next : '/admin/login';
}

/**
 * The sign-in page's language switch (nobody is signed in, so nothing is stored on an account): a plain
 * link, `?to=en|ar&next=/admin/login...`, that sets the staff language cookie and returns to the page.
 * Once signed in, the account's own choice (on /admin/account) decides.
 */
export function GET(request: Request) {
  const url = new URL(request.url);
  const locale = asStaffLocale(url.searchParams.get('to'));
  const response = new NextResponse(null, { status: 303, headers: { location: backTo(url.searchParams.get('next')), 'cache-control': 'no-store' } });
  response.cookies.set(STAFF_LANGUAGE_COOKIE, locale, staffLanguageCookieOptions(request));
  return response;
}
