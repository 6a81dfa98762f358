/**
 * What the proxy's rules share: the rule's shape, the path's language, and the answers a rule gives
 * itself (a short text, the 404 document).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { contentSecurityPolicy } from '@/lib/security-headers';

/** A rule answers the request itself, or returns null to let the next rule (and finally the page) answer. */
export type ProxyRule = (request: NextRequest) => NextResponse | null | Promise<NextResponse | null>;

export function hasArabicPrefix(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

/** The language a page's address names: Arabic under /ar, else English. */
export function localeOfPath(pathname: string): Locale {
  return hasArabicPrefix(pathname) ? 'ar' : 'en';
}

/** The same page's address in `locale`. */
export function inLocale(pathname: string, locale: Locale): string {
  const bare = hasArabicPrefix(pathname) ? pathname.slice(3) || '/' : pathname;
  return getPathname({ href: bare, locale });
}

/**
 * A short text answer made here. next.config.ts adds the other security headers; the policy is set
 * here because next.config.ts leaves it to the proxy in the staff area.
 */
export function plainAnswer(status: number, text: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': contentSecurityPolicy({ development: env.NODE_ENV === 'development' }),
      ...headers,
    },
  });
}

/**
 * The 404 document for a page whose record is missing: a rewrite to `missingPath`, a path no page
 * claims, so Next answers with global-not-found.tsx, told the language and the path asked for.
 */
export function notFoundDocument(request: NextRequest, missingPath: string): NextResponse {
  const { pathname } = request.nextUrl;
  const locale = localeOfPath(pathname);
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  headers.set(REQUEST_PATH_HEADER, pathname);
  return NextResponse.rewrite(new URL(`/${locale}${missingPath}`, request.url), { request: { headers } });
}
