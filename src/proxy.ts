import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { LANGUAGE_COOKIE, routing } from './i18n/routing';
import { contentSecurityPolicy } from './lib/security-headers';

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

function isStaffArea(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The staff area's pages are rendered per request (they read the session), so they can carry a
 * nonce: Next.js reads it from the request's CSP header and puts it on every script it writes.
 */
function withNonce(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const policy = contentSecurityPolicy({ development: env.NODE_ENV === 'development', nonce });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isStaffArea(pathname)) return withNonce(request);

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
  // Everything except API routes, Next internals, /.well-known/* (security.txt: one address, never
  // localised or redirected) and files with an extension.
  matcher: '/((?!api|_next|_vercel|\\.well-known|.*\\..*).*)',
};
