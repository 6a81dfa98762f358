import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, routing } from './i18n/routing';

const intl = createMiddleware(routing);
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function hasArabicPrefix(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

function withoutArabicPrefix(pathname: string): string {
  return hasArabicPrefix(pathname) ? pathname.slice(3) || '/' : pathname;
}

function inLocale(pathname: string, locale: string): string {
  const bare = withoutArabicPrefix(pathname);
  if (locale !== 'ar') return bare;
  return bare === '/' ? '/ar' : `/ar${bare}`;
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // A link that switches language carries ?lang=: remember the choice, then show the clean URL.
  // Prefetches only look ahead; they must not change the visitor's choice.
  const chosen = request.nextUrl.searchParams.get('lang');
  if (chosen && hasLocale(routing.locales, chosen) && !request.headers.get('next-router-prefetch')) {
    const target = request.nextUrl.clone();
    target.searchParams.delete('lang');
    target.pathname = inLocale(pathname, chosen);
    const response = NextResponse.redirect(target, 307);
    response.cookies.set(LANGUAGE_COOKIE, chosen, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
    return response;
  }

  // A visitor who chose Arabic is sent from an unprefixed URL to its Arabic page before any HTML.
  if (request.cookies.get(LANGUAGE_COOKIE)?.value === 'ar' && !hasArabicPrefix(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = inLocale(pathname, 'ar');
    return NextResponse.redirect(target, 307);
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, the staff area and files with an extension.
  matcher: '/((?!api|_next|_vercel|admin|.*\\..*).*)',
};
