import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seedEvents, type SeedEvent } from '@/content/seed-events';
import { seedPosts } from '@/content/seed-posts';
import { addDays, riyadhDateOf } from '@/lib/riyadh-time';
import type { Database } from './database';
import { inTransaction } from './transaction';

/**
 * The site's first content (the blog's articles and the first events), loaded once per database by the
 * start-up after the migrations. Each set is recorded in `content_seeds` in the same transaction as its
 * rows, so it loads once even when two instances start together: a post or event staff edit keeps their
 * edits, one they delete never comes back, and a slug staff used first keeps their record.
 */
const seeds: Record<string, (trx: Kysely<Database>, now: Date) => Promise<void>> = {
  'blog-posts': insertSeedPosts,
  events: insertSeedEvents,
};

/** Loads every seed set this database has not had yet; answers the names loaded now. */
export async function seedContent(db: Kysely<Database>, now = new Date()): Promise<string[]> {
  const loaded: string[] = [];
  for (const [name, load] of Object.entries(seeds)) {
    const claimed = await inTransaction(db, async (trx) => {
      const mark = await trx
        .insertInto('content_seeds')
        .values({ name, seeded_at: now.toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (mark) await load(trx, now);
      return Boolean(mark);
    });
    if (claimed) loaded.push(name);
  }
  return loaded;
}

async function insertSeedPosts(trx: Kysely<Database>): Promise<void> {
  const slugs = seedPosts.flatMap((post) => [post.en.slug, post.ar.slug]);
  const taken = new Set((await trx.selectFrom('blog_posts').select('slug').where('slug', 'in', slugs).execute()).map((row) => row.slug));
  for (const post of seedPosts) {
    if (taken.has(post.en.slug) || taken.has(post.ar.slug)) continue;
    const ids = { en: randomUUID(), ar: randomUUID() };
    await trx
      .insertInto('blog_posts')
      .values(
        (['en', 'ar'] as const).map((locale) => ({
          id: ids[locale],
          slug: post[locale].slug,
          locale,
          category: post.category,
          title: post[locale].title,
          excerpt: post[locale].excerpt,
          content: post[locale].content,
          author: post[locale].author,
          published: 1,
          published_at: post.publishedAt,
          translation_id: ids[locale === 'en' ? 'ar' : 'en'],
          created_at: post.publishedAt,
          updated_at: post.publishedAt,
        })),
      )
      .execute();
  }
}

/** A Riyadh date itself, or the Sunday after when it falls on the Saudi weekend (Friday and Saturday). */
function workingDay(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 5 ? addDays(date, 2) : weekday === 6 ? addDays(date, 1) : date;
}

/** An event's start (ISO UTC): its fixed Riyadh date, or days after `now` moved off the weekend, at its Riyadh time. */
export function seedStart(event: SeedEvent, now: Date): string {
  const date = 'date' in event.when ? event.when.date : workingDay(addDays(riyadhDateOf(now), event.when.daysFromNow));
  return new Date(`${date}T${event.startTime}:00+03:00`).toISOString();
}

async function insertSeedEvents(trx: Kysely<Database>, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const taken = new Set((await trx.selectFrom('events').select('slug').where('slug', 'in', seedEvents.map((event) => event.slug)).execute()).map((row) => row.slug));
  const rows = seedEvents
    .filter((event) => !taken.has(event.slug))
    .map((event) => {
      const starts = seedStart(event, now);
      return {
        id: randomUUID(),
        slug: event.slug,
        kind: event.kind,
        title_en: event.title.en,
        title_ar: event.title.ar,
        summary_en: event.summary.en,
        summary_ar: event.summary.ar,
        description_en: event.description.en,
        description_ar: event.description.ar,
        starts_at: starts,
        ends_at: new Date(Date.parse(starts) + event.minutes * 60_000).toISOString(),
        mode: event.place ? ('in-person' as const) : ('online' as const),
        city_en: event.place?.city.en ?? null,
        city_ar: event.place?.city.ar ?? null,
        venue_en: event.place?.venue.en ?? null,
        venue_ar: event.place?.venue.ar ?? null,
        language: event.language,
        join_url: null,
        capacity: event.capacity,
        seats_taken: 0,
        registration_open: 1,
        recording_url: null,
        published: 1,
        created_at: stamp,
        updated_at: stamp,
      };
    });
  if (rows.length) await trx.insertInto('events').values(rows).execute();
}
