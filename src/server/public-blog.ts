import 'server-only';
import type { Locale } from '@/i18n/routing';
import { findPublishedPost, listPublishedPosts, type BlogPost } from './blog';
import { getDatabase } from './db';
import { logger } from './logger';

/** Published posts for a public page; an unreachable database shows the page without them. */
export async function publishedPostsFor(locale: Locale): Promise<BlogPost[]> {
  try {
    return await listPublishedPosts(getDatabase().db, locale);
  } catch (error) {
    logger.error({ err: error }, 'blog posts unavailable');
    return [];
  }
}

export async function publishedPost(slug: string): Promise<BlogPost | null> {
  return findPublishedPost(getDatabase().db, slug);
}
