import { afterEach, describe, expect, it } from 'vitest';
import type { BlogCategoryId } from '@/content/blog';
import { seedPosts } from '@/content/seed-posts';
import { roiCase } from '@/content/seed-posts/roi-case';
import { wordCount } from '@/features/blog/reading';
import { deleteBlogPost, listPublishedPosts, updateBlogPost } from '@/server/blog/posts';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const SEED = '2026_11_25_0007_seed_blog_posts';

describe('the seeded articles', () => {
  it('are the featured article and six more, each 600-1,200 words in both languages, in the spec\'s categories', () => {
    expect(seedPosts).toHaveLength(7);
    const slugs = seedPosts.flatMap((post) => [post.en.slug, post.ar.slug]);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of seedPosts) {
      for (const locale of ['en', 'ar'] as const) {
        const words = wordCount(post[locale].content);
        expect(words, `${post.key} ${locale}`).toBeGreaterThanOrEqual(600);
        expect(words, `${post.key} ${locale}`).toBeLessThanOrEqual(1200);
        expect(post[locale].excerpt.length, `${post.key} ${locale}`).toBeLessThanOrEqual(300);
        expect(post[locale].content, `${post.key} ${locale}`).not.toMatch(/^# /m);
      }
      expect(post.ar.content).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe.each(databaseKinds)('seeding the blog on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('inserts every article once, published in both languages and linked as translations', async () => {
    database = await createTestDatabase(kind);
    for (const locale of ['en', 'ar'] as const) {
      const posts = await listPublishedPosts(database.db, locale);
      expect(posts.map((post) => post.slug).sort()).toEqual(seedPosts.map((post) => post[locale].slug).sort());
      for (const post of posts) {
        const seed = seedPosts.find((candidate) => candidate[locale].slug === post.slug)!;
        expect(post).toMatchObject({ locale, category: seed.category, title: seed[locale].title, publishedDate: seed.publishedAt, published: true });
        const other = (await listPublishedPosts(database.db, locale === 'en' ? 'ar' : 'en')).find((candidate) => candidate.id === post.translationId);
        expect(other?.translationId).toBe(post.id);
      }
    }
  });

  it('brings the CFO article’s worked example to the savings model where staff never edited it (issue 33)', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    // A database seeded before: the old text, never edited (updated_at is still the seed's), in English;
    // the Arabic edited by staff since.
    await db.updateTable('blog_posts').set({ content: 'the old worked example' }).where('slug', '=', roiCase.en.slug).execute();
    await db.updateTable('blog_posts').set({ content: 'edited by staff', updated_at: '2026-11-20T10:00:00.000Z' }).where('slug', '=', roiCase.ar.slug).execute();
    await migrations['2026_11_26_0016_roi_article_one_model']!.up(db);
    const content = async (slug: string) => (await db.selectFrom('blog_posts').select('content').where('slug', '=', slug).executeTakeFirstOrThrow()).content;
    expect(await content(roiCase.en.slug)).toBe(roiCase.en.content);
    expect(await content(roiCase.en.slug)).toContain('Payback    = 56,700 / (329,300 / 12) = 2.1 months');
    expect(await content(roiCase.ar.slug)).toBe('edited by staff');
  });

  it('never overwrites staff edits nor brings back a post staff deleted', async () => {
    database = await createTestDatabase(kind);
    const [first, second] = await listPublishedPosts(database.db, 'en');
    await updateBlogPost(database.db, first!.id, { title: 'Edited by staff', locale: 'en', category: first!.category as BlogCategoryId, content: first!.content, author: first!.author, excerpt: first!.excerpt ?? '', slug: first!.slug, translationId: first!.translationId ?? '', published: true });
    await deleteBlogPost(database.db, second!.id);
    expect(await migrateToLatest(database.db)).toEqual([]);
    const after = await listPublishedPosts(database.db, 'en');
    expect(after).toHaveLength(seedPosts.length - 1);
    expect(after.find((post) => post.id === first!.id)?.title).toBe('Edited by staff');
    expect(after.find((post) => post.slug === second!.slug)).toBeUndefined();
  });

  it('keeps a post staff wrote first with one of the slugs, and seeds the others', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    // The product's own migrator (its tables kept in this test's schema), stopped before the seed.
    await migrateToLatest(database.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < SEED)));
    const taken = seedPosts[0]!.en.slug;
    const now = new Date().toISOString();
    await database.db
      .insertInto('blog_posts')
      .values({ id: 'staff-post', slug: taken, locale: 'en', category: 'energy', title: 'Staff wrote this', excerpt: null, content: 'Text', author: 'Staff', published: 1, published_at: now, translation_id: null, created_at: now, updated_at: now })
      .execute();
    await migrateToLatest(database.db);
    const english = await listPublishedPosts(database.db, 'en');
    expect(english).toHaveLength(seedPosts.length);
    expect(english.find((post) => post.slug === taken)?.title).toBe('Staff wrote this');
    expect((await listPublishedPosts(database.db, 'ar')).map((post) => post.slug)).not.toContain(seedPosts[0]!.ar.slug);
  });
});
