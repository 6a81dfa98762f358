import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seedPosts } from '../../../content/seed-posts';

/**
 * The blog's first articles (decisions.md "Resources are real"): each seeded post is inserted once,
 * published, in English and Arabic linked as translations. A migration runs once per database, so a
 * post staff edit keeps their edits and a post they delete never comes back. A database that already
 * holds a post with one of the slugs (staff wrote it first) keeps it and skips that article.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const slugs = seedPosts.flatMap((post) => [post.en.slug, post.ar.slug]);
  const taken = new Set((await db.selectFrom('blog_posts').select('slug').where('slug', 'in', slugs).execute()).map((row: { slug: string }) => row.slug));
  for (const post of seedPosts) {
    if (taken.has(post.en.slug) || taken.has(post.ar.slug)) continue;
    const ids = { en: randomUUID(), ar: randomUUID() };
    const rows = (['en', 'ar'] as const).map((locale) => {
      const text = post[locale];
      return {
        id: ids[locale],
        slug: text.slug,
        locale,
        category: post.category,
        title: text.title,
        excerpt: text.excerpt,
        content: text.content,
        author: text.author,
        published: 1,
        published_at: post.publishedAt,
        translation_id: ids[locale === 'en' ? 'ar' : 'en'],
        created_at: post.publishedAt,
        updated_at: post.publishedAt,
      };
    });
    await db.insertInto('blog_posts').values(rows).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const slugs = seedPosts.flatMap((post) => [post.en.slug, post.ar.slug]);
  await db.deleteFrom('blog_posts').where('slug', 'in', slugs).execute();
}
