import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE, routing } from './i18n/routing';

const intl = createMiddleware(routing);

function hasArabicPrefix(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A visitor who chose Arabic is sent from an unprefixed URL to its Arabic page before any HTML.
  if (request.cookies.get(LANGUAGE_COOKIE)?.value === 'ar' && !hasArabicPrefix(pathname)) {
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
