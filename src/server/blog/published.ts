import 'server-only';
import type { Locale } from '@/i18n/routing';
import { findPublishedPost, listPublishedPosts, type BlogPost } from './posts';
import { getDatabase } from '../db';
import { logger } from '../logger';

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

/**
 * Where a blog post URL of `locale` leads: the post; its own language's URL when it is written in the
 * other language (slugs are unique across both, and a post saved without a language is Arabic); or
 * nowhere. Decided before rendering, so a missing post gets the server-rendered 404 document.
 */
export type BlogPostRoute = { kind: 'post' } | { kind: 'missing' } | { kind: 'moved'; locale: Locale; slug: string };

export async function blogPostRoute(locale: Locale, slug: string): Promise<BlogPostRoute> {
  const post = await publishedPost(slug);
  if (!post) return { kind: 'missing' };
  if (post.locale !== locale) return { kind: 'moved', locale: post.locale, slug: post.slug };
  return { kind: 'post' };
}
