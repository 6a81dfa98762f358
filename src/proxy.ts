import { hasLocale } from 'next-intl';
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { getPathname } from './i18n/navigation';
import { LANGUAGE_COOKIE, routing, type Locale } from './i18n/routing';
import { REQUEST_PATH_HEADER } from './lib/request-path';
import { requestRefusal } from './lib/request-limits';
import { serverActionRefusal } from './lib/server-action-request';
import { contentSecurityPolicy } from './lib/security-headers';

const intl = createMiddleware(routing);
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function hasArabicPrefix(pathname: string): boolean {
  return pathname === '/ar' || pathname.startsWith('/ar/');
}

function withoutArabicPrefix(pathname: string): string {
  return hasArabicPrefix(pathname) ? pathname.slice(3) || '/' : pathname;
}

function inLocale(pathname: string, locale: Locale): string {
  return getPathname({ href: withoutArabicPrefix(pathname), locale });
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

const BLOG_POST_PATH = /^(?:\/ar)?\/resources\/blog\/([^/]+)\/?$/;
const EVENT_PATH = /^(?:\/ar)?\/resources\/events\/([^/]+)\/?$/;
const FEED_FILE = '/resources/blog/feed.xml';
/** English addresses of what may have no Arabic version: a blog post (or the feed), a guide's English PDF. */
const ONE_LANGUAGE_PATH = /^\/resources\/(?:blog\/[^/]+|guides\/[^/]+\/pdf)\/?$/;

/**
 * A blog post URL is checked before anything renders (Next 16 sends notFound() from a page as an empty
 * shell drawn by JavaScript): a missing post gets the 404 document, rendered on the server, and a
 * post written in the other language is found at its own URL.
 */
async function blogPostAnswer(request: NextRequest, pathname: string, slug: string): Promise<NextResponse | null> {
  const locale = hasArabicPrefix(pathname) ? 'ar' : 'en';
  const { blogPostRoute } = await import('./server/blog/published');
  let wanted = '';
  try {
    wanted = decodeURIComponent(slug);
  } catch {
    // A malformed escape: no post has that slug.
  }
  let route;
  try {
    route = wanted ? await blogPostRoute(locale, wanted) : ({ kind: 'missing' } as const);
  } catch {
    // An unreachable database is left to the page.
    return null;
  }
  if (route.kind === 'moved') {
    const target = request.nextUrl.clone();
    target.pathname = inLocale(`/resources/blog/${encodeURIComponent(route.slug)}`, route.locale);
    return NextResponse.redirect(target, 307);
  }
  if (route.kind === 'missing') {
    // A path no page claims, so Next answers with global-not-found.tsx, told the language and the path.
    const headers = new Headers(request.headers);
    headers.set('x-next-intl-locale', locale);
    headers.set(REQUEST_PATH_HEADER, pathname);
    return NextResponse.rewrite(new URL(`/${locale}/resources/blog/${slug}/missing`, request.url), { request: { headers } });
  }
  return null;
}

/**
 * An event URL is checked the same way: an unknown or unpublished event gets the 404 document. Events
 * are written in both languages, so there is no other language's URL to send the visitor to.
 */
async function eventAnswer(request: NextRequest, pathname: string, slug: string): Promise<NextResponse | null> {
  const locale = hasArabicPrefix(pathname) ? 'ar' : 'en';
  const { publishedEvent } = await import('./server/events/published');
  let wanted = '';
  try {
    wanted = decodeURIComponent(slug);
  } catch {
    // A malformed escape: no event has that slug.
  }
  try {
    if (wanted && (await publishedEvent(wanted))) return null;
  } catch {
    // An unreachable database is left to the page.
    return null;
  }
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  headers.set(REQUEST_PATH_HEADER, pathname);
  return NextResponse.rewrite(new URL(`/${locale}/resources/events/${slug}/missing`, request.url), { request: { headers } });
}

/** The first matcher below: the paths the proxy works on. The others reach it only for the checks above it. */
const HANDLED_PATH = /^\/(?!api|_next|_vercel|\.well-known|media\/|go\/|.*\..*)/;

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * A short text answer made here. next.config.ts adds the other security headers; the policy is set
 * here because next.config.ts leaves it to this file in the staff area.
 */
function plainAnswer(status: number, text: string, headers: Record<string, string> = {}): NextResponse {
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

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // An over-long address or User-Agent, a malformed escape (Next.js would answer a bare 500 decoding
  // it), a control character in a path id: refused before any redirect, rewrite or page, with the
  // security headers next.config.ts adds to any answer (src/lib/request-limits.ts).
  const refusal = requestRefusal(pathname + search, pathname, request.headers.get('user-agent'));
  if (refusal) {
    // Under /api/ every answer is JSON; elsewhere a short text.
    if (pathname.startsWith('/api/')) {
      const answer = plainAnswer(refusal.status, JSON.stringify({ success: false, message: refusal.text }));
      answer.headers.set('content-type', 'application/json');
      return answer;
    }
    return plainAnswer(refusal.status, refusal.text);
  }
  if (!HANDLED_PATH.test(pathname) && !isStaffArea(pathname) && !pathname.endsWith(FEED_FILE)) return NextResponse.next();
  // Pages are read, not written to: Next.js would render one for PUT or DELETE too. A POST is a form's
  // server action (it names one in `next-action`); the JSON API has its own routes under /api.
  if (!PAGE_METHODS.includes(request.method) && !(request.method === 'POST' && request.headers.has('next-action'))) {
    return plainAnswer(405, 'Method Not Allowed', { allow: PAGE_METHODS.join(', ') });
  }
  // A server action from another site, or with a body Next.js cannot decode, would be its 500.
  const actionRefusal = request.method === 'POST' ? await serverActionRefusal(request) : null;
  if (actionRefusal) return plainAnswer(actionRefusal.status, actionRefusal.text);
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

  // A visitor who chose Arabic is sent from an unprefixed URL to its Arabic page before any HTML, unless
  // the address names something that may exist in English only (a post, a guide's PDF, the feed): an
  // explicit URL opens what it names, and a post's Arabic URL would send an English post back (a loop).
  if (request.cookies.get(LANGUAGE_COOKIE)?.value === 'ar' && !hasArabicPrefix(pathname) && !ONE_LANGUAGE_PATH.test(pathname)) {
    const target = request.nextUrl.clone();
    target.pathname = inLocale(pathname, 'ar');
    return NextResponse.redirect(target, 307);
  }

  const blogPost = pathname.endsWith(FEED_FILE) ? null : BLOG_POST_PATH.exec(pathname);
  const blogAnswer = blogPost ? await blogPostAnswer(request, pathname, blogPost[1]!) : null;
  if (blogAnswer) return blogAnswer;
  const eventSlug = EVENT_PATH.exec(pathname);
  const missingEvent = eventSlug ? await eventAnswer(request, pathname, eventSlug[1]!) : null;
  if (missingEvent) return missingEvent;
  // The 404 document (global-not-found.tsx) names what is missing ("Sector not found") from the path;
  // next-intl passes the request's headers on.
  request.headers.set(REQUEST_PATH_HEADER, pathname);
  return intl(request);
}

export const config = {
  // Everything except API routes, Next internals, /.well-known/* (security.txt: one address, never
  // localised or redirected), /media/* (uploaded images, served from the database), /go/* (the WhatsApp
  // redirect: one address in both languages) and files with an
  // extension other than the blog's feeds (one per language).
  // Besides: every path with a percent sign, so a malformed escape is refused here (even under /api),
  // and the whole staff area, whose 404 for a name with a dot needs the proxy's policy too.
  matcher: ['/((?!api|_next|_vercel|\\.well-known|media/|go/|.*\\..*).*)', '/resources/blog/feed.xml', '/ar/resources/blog/feed.xml', '/(.*%.*)', '/admin/:path*'],
};
