import type { Kysely } from 'kysely';
import { roiCase } from '../../../content/seed-posts/roi-case';

/**
 * The CFO article's worked example now comes from the one savings model (issue 33), so it agrees with
 * the ROI calculator and the AI page. Databases seeded before get the new text in both languages, but
 * only where staff never edited the post (its `updated_at` is still the seed's publication time): a
 * post staff changed or deleted stays as they left it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  for (const locale of ['en', 'ar'] as const) {
    const text = roiCase[locale];
    await db
      .updateTable('blog_posts')
      .set({ title: text.title, excerpt: text.excerpt, content: text.content })
      .where('slug', '=', text.slug)
      .where('locale', '=', locale)
      .where('updated_at', '=', roiCase.publishedAt)
      .execute();
  }
}

/** The previous text is not kept: going down leaves the article as it is. */
export async function down(): Promise<void> {}
