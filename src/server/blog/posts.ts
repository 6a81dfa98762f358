import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { slugify } from '@/lib/slug';
import type { BlogPost, BlogPostInput } from '@/schemas/blog-post';
import { coverColumns, coverOf, type CoverColumns } from './covers';
import type { BlogPostRow, Database } from '../db/database';
import { withFreeSlug } from '../db/errors';
import { withSavepoint } from '../db/transaction';

async function uniqueSlug(db: Kysely<Database>, wanted: string, exceptId?: string): Promise<string> {
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? wanted : `${wanted}-${suffix}`;
    let query = db.selectFrom('blog_posts').select('id').where('slug', '=', candidate);
    if (exceptId) query = query.where('id', '!=', exceptId);
    if (!(await query.executeTakeFirst())) return candidate;
  }
}

export type { BlogPost };

/** Posts with their cover, if any: one query for a whole list, never one more per post. */
function postsWithCovers(db: Kysely<Database>) {
  return db.selectFrom('blog_posts').leftJoin('blog_post_covers', 'blog_post_covers.post_id', 'blog_posts.id').selectAll('blog_posts').select(coverColumns);
}

export function toBlogPost(row: BlogPostRow & CoverColumns): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    locale: row.locale,
    category: row.category,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    published: Boolean(row.published),
    publishedDate: row.published_at,
    translationId: row.translation_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    cover: coverOf(row),
  };
}

function columns(input: BlogPostInput, now: string) {
  return {
    locale: input.locale,
    category: input.category,
    title: input.title,
    excerpt: input.excerpt || null,
    content: input.content,
    author: input.author,
    published: input.published ? 1 : 0,
    // The publication time: set to now on every save while published, otherwise null.
    published_at: input.published ? now : null,
    translation_id: input.translationId || null,
    updated_at: now,
  };
}

export async function listBlogPosts(db: Kysely<Database>): Promise<BlogPost[]> {
  const rows = await postsWithCovers(db).orderBy('blog_posts.created_at', 'desc').execute();
  return rows.map(toBlogPost);
}

export async function createBlogPost(db: Kysely<Database>, input: BlogPostInput, now = new Date()): Promise<BlogPost> {
  const stamp = now.toISOString();
  const id = randomUUID();
  // A post saved at the same moment may take the slug first: the next one is taken then.
  await withFreeSlug(
    () => uniqueSlug(db, input.slug || slugify(input.title, { arabic: true, maxLength: 100 }) || 'post'),
    (slug) => withSavepoint(db, () => db.insertInto('blog_posts').values({ id, slug, created_at: stamp, ...columns(input, stamp) }).execute()),
  );
  return toBlogPost(await postsWithCovers(db).where('blog_posts.id', '=', id).executeTakeFirstOrThrow());
}

export async function updateBlogPost(db: Kysely<Database>, id: string, input: BlogPostInput, now = new Date()): Promise<BlogPost | null> {
  const existing = await db.selectFrom('blog_posts').select(['id', 'slug']).where('id', '=', id).executeTakeFirst();
  if (!existing) return null;
  const stamp = now.toISOString();
  await withFreeSlug(
    async () => (input.slug ? uniqueSlug(db, input.slug, id) : existing.slug),
    (slug) => withSavepoint(db, () => db.updateTable('blog_posts').set({ slug, ...columns(input, stamp) }).where('id', '=', id).execute()),
  );
  return toBlogPost(await postsWithCovers(db).where('blog_posts.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteBlogPost(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  await db.updateTable('blog_posts').set({ translation_id: null }).where('translation_id', '=', id).execute();
  return Number(result.numDeletedRows) > 0;
}

/** Published posts of a language, newest first. */
export async function listPublishedPosts(db: Kysely<Database>, locale: 'en' | 'ar'): Promise<BlogPost[]> {
  const rows = await postsWithCovers(db).where('blog_posts.locale', '=', locale).where('blog_posts.published', '=', 1).orderBy('blog_posts.published_at', 'desc').execute();
  return rows.map(toBlogPost);
}

export async function findPublishedPost(db: Kysely<Database>, slug: string): Promise<BlogPost | null> {
  const row = await postsWithCovers(db).where('blog_posts.slug', '=', slug).where('blog_posts.published', '=', 1).executeTakeFirst();
  return row ? toBlogPost(row) : null;
}

export async function findPostById(db: Kysely<Database>, id: string): Promise<BlogPost | null> {
  const row = await postsWithCovers(db).where('blog_posts.id', '=', id).executeTakeFirst();
  return row ? toBlogPost(row) : null;
}
