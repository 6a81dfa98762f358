import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, routing } from './i18n/routing';

const intl = createMiddleware(routing);

function hasArabicPrefix(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

function cameFromThisSite(request: NextRequest): boolean {
  const referer = request.headers.get('referer');
  try {
    return Boolean(referer) && new URL(referer!).host === request.headers.get('host');
  } catch {
    return false;
  }
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (request.cookies.get(LANGUAGE_COOKIE)?.value === 'ar' && !hasArabicPrefix(pathname)) {
    // A link to an English page followed on this site is a choice of English: remember it.
    if (cameFromThisSite(request)) {
      const response = intl(request);
      response.cookies.set(LANGUAGE_COOKIE, 'en', { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
      return response;
    }
    // Arriving from elsewhere, a visitor who chose Arabic is sent to the Arabic page before any HTML.
    const target = request.nextUrl.clone();
    target.pathname = pathname === '/' ? '/ar' : `/ar${pathname}`;
    target.search = search;
    return NextResponse.redirect(target, 307);
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, the staff area and files with an extension.
  matcher: '/((?!api|_next|_vercel|admin|.*\\..*).*)',
};
