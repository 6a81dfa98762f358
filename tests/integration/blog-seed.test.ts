import { afterEach, describe, expect, it } from 'vitest';
import type { BlogCategoryId } from '@/content/blog';
import { seedPosts } from '@/content/seed-posts';
import { roiCase } from '@/content/seed-posts/roi-case';
import { wordCount } from '@/features/blog/reading';
import { deleteBlogPost, listPublishedPosts, updateBlogPost } from '@/server/blog/posts';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { seedContent } from '@/server/db/seed';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const SEEDS_RECORDED = '2026_12_06_0027_content_seeds';

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

  it('seeds the CFO article with the savings model\'s worked example', async () => {
    database = await createTestDatabase(kind);
    const content = (await database.db.selectFrom('blog_posts').select('content').where('slug', '=', roiCase.en.slug).executeTakeFirstOrThrow()).content;
    expect(content).toBe(roiCase.en.content);
    expect(content).toContain('Payback    = 56,700 / (329,300 / 12) = 2.1 months');
  });

  it('never overwrites staff edits nor brings back a post staff deleted', async () => {
    database = await createTestDatabase(kind);
    const [first, second] = await listPublishedPosts(database.db, 'en');
    await updateBlogPost(database.db, first!.id, { title: 'Edited by staff', locale: 'en', category: first!.category as BlogCategoryId, content: first!.content, author: first!.author, excerpt: first!.excerpt ?? '', slug: first!.slug, translationId: first!.translationId ?? '', published: true });
    await deleteBlogPost(database.db, second!.id);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await seedContent(database.db)).toEqual([]);
    const after = await listPublishedPosts(database.db, 'en');
    expect(after).toHaveLength(seedPosts.length - 1);
    expect(after.find((post) => post.id === first!.id)?.title).toBe('Edited by staff');
    expect(after.find((post) => post.slug === second!.slug)).toBeUndefined();
  });

  it('keeps a post staff wrote first with one of the slugs, and seeds the others', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    // The product's own migrator (its tables kept in this test's schema); the seed step has not run yet.
    await migrateToLatest(database.db);
    const taken = seedPosts[0]!.en.slug;
    const now = new Date().toISOString();
    await database.db
      .insertInto('blog_posts')
      .values({ id: 'staff-post', slug: taken, locale: 'en', category: 'energy', title: 'Staff wrote this', excerpt: null, content: 'Text', author: 'Staff', published: 1, published_at: now, translation_id: null, created_at: now, updated_at: now })
      .execute();
    expect(await seedContent(database.db)).toEqual(['blog-posts', 'events']);
    const english = await listPublishedPosts(database.db, 'en');
    expect(english).toHaveLength(seedPosts.length);
    expect(english.find((post) => post.slug === taken)?.title).toBe('Staff wrote this');
    expect((await listPublishedPosts(database.db, 'ar')).map((post) => post.slug)).not.toContain(seedPosts[0]!.ar.slug);
  });

  it('counts posts a database got from the seed migrations of their day as loaded, so a deleted one stays deleted', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    await migrateToLatest(database.db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < SEEDS_RECORDED)));
    const now = new Date().toISOString();
    await database.db
      .insertInto('blog_posts')
      .values({ id: 'left-of-the-seed', slug: 'left-of-the-seed', locale: 'en', category: 'energy', title: 'The one seeded post staff kept', excerpt: null, content: 'Text', author: 'Staff', published: 1, published_at: now, translation_id: null, created_at: now, updated_at: now })
      .execute();
    await migrateToLatest(database.db);
    expect(await seedContent(database.db)).toEqual(['events']);
    expect((await listPublishedPosts(database.db, 'en')).map((post) => post.slug)).toEqual(['left-of-the-seed']);
  });

  it('loads once when two instances start together', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    await migrateToLatest(database.db);
    const runs = await Promise.all([seedContent(database.db), seedContent(database.db)]);
    expect(runs.flat().sort()).toEqual(['blog-posts', 'events']);
    expect(await listPublishedPosts(database.db, 'en')).toHaveLength(seedPosts.length);
  });
});
