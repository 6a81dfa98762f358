/**
 * The blog post page's (src/app/[locale]/resources/blog/[slug]/page.tsx) rules, checked before it
 * renders (Next 16 sends notFound() from a page as an empty shell drawn by JavaScript): a missing post
 * gets the 404 document, rendered on the server, and a post written in the other language is found
 * at its own URL.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { inLocale, localeOfPath, notFoundDocument } from './answers';

const BLOG_POST_PATH = /^(?:\/ar)?\/resources\/blog\/([^/]+)\/?$/;
const FEED_FILE = '/resources/blog/feed.xml';

/** The blog's Atom feed (one per language): a file the proxy sees for its language rules only. */
export function isBlogFeed(pathname: string): boolean {
  return pathname.endsWith(FEED_FILE);
}

export async function blogPostRule(request: NextRequest): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  const slug = isBlogFeed(pathname) ? undefined : BLOG_POST_PATH.exec(pathname)?.[1];
  if (!slug) return null;
  const locale = localeOfPath(pathname);
  const { blogPostRoute } = await import('@/server/blog/published');
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
  if (route.kind === 'missing') return notFoundDocument(request, `/resources/blog/${slug}/missing`);
  return null;
}
