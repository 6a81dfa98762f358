/**
 * The event page's (src/app/[locale]/resources/events/[slug]/page.tsx) rule, checked before it renders
 * as the blog post's is (./blog-post.ts): an unknown or unpublished event gets the 404 document. Events
 * are written in both languages, so there is no other language's URL to send the visitor to.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { notFoundDocument } from './answers';

const EVENT_PATH = /^(?:\/ar)?\/resources\/events\/([^/]+)\/?$/;

export async function eventRule(request: NextRequest): Promise<NextResponse | null> {
  const slug = EVENT_PATH.exec(request.nextUrl.pathname)?.[1];
  if (!slug) return null;
  const { publishedEvent } = await import('@/server/events/published');
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
  return notFoundDocument(request, `/resources/events/${slug}/missing`);
}
