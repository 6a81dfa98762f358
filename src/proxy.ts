/**
 * The proxy: what runs before a page, composed from named rules in src/proxy/ (each says which page it
 * serves, and that page's folder points back to it). In order:
 * 1. refusals (src/proxy/request-refusals.ts): a malformed request anywhere it runs, then a method pages do not take;
 * 2. the staff area (src/proxy/staff-area.ts): its per-request script nonce;
 * 3. public pages: the visitor's language choice (src/proxy/language-choice.ts), then the 404s and
 *    redirects of pages whose records live in the database (src/proxy/blog-post.ts, src/proxy/event.ts);
 * 4. next-intl's locale routing.
 */
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { REQUEST_PATH_HEADER } from './lib/request-path';
import type { ProxyRule } from './proxy/answers';
import { blogPostRule, isBlogFeed } from './proxy/blog-post';
import { eventRule } from './proxy/event';
import { arabicChoiceRedirect, languageSwitch } from './proxy/language-choice';
import { malformedRequest, pageMethodRefusal } from './proxy/request-refusals';
import { isStaffArea, staffPageWithNonce } from './proxy/staff-area';

const intl = createMiddleware(routing);

/** The first matcher below: the paths the proxy works on. The others reach it only for the refusal of a malformed request. */
const HANDLED_PATH = /^\/(?!api|_next|_vercel|\.well-known|media\/|go\/|.*\..*)/;

/** The rules of public pages, in order: the first that answers wins. */
const pageRules: readonly ProxyRule[] = [languageSwitch, arabicChoiceRedirect, blogPostRule, eventRule];

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const malformed = malformedRequest(request);
  if (malformed) return malformed;
  if (!HANDLED_PATH.test(pathname) && !isStaffArea(pathname) && !isBlogFeed(pathname)) return NextResponse.next();
  const refused = await pageMethodRefusal(request);
  if (refused) return refused;
  if (isStaffArea(pathname)) return staffPageWithNonce(request);

  for (const rule of pageRules) {
    const answer = await rule(request);
    if (answer) return answer;
  }
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
