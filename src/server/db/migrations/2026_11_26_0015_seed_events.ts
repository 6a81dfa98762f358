import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { seedEvents, type SeedEvent } from '../../../content/seed-events';

const DAY_MS = 24 * 60 * 60 * 1000;
const RIYADH_MS = 3 * 60 * 60 * 1000;

/** The day itself, or the Sunday after when it falls on the Saudi weekend (Friday and Saturday). */
function workingDay(day: Date): Date {
  const weekday = day.getUTCDay();
  return weekday === 5 ? new Date(day.getTime() + 2 * DAY_MS) : weekday === 6 ? new Date(day.getTime() + DAY_MS) : day;
}

/** The event's start as UTC ISO: its Riyadh date (fixed, or days after `now` in Riyadh, moved off the weekend) at its Riyadh clock time. */
export function seedStart(event: SeedEvent, now: Date): string {
  const date = 'date' in event.when ? event.when.date : workingDay(new Date(now.getTime() + RIYADH_MS + event.when.daysFromNow * DAY_MS)).toISOString().slice(0, 10);
  return new Date(`${date}T${event.startTime}:00+03:00`).toISOString();
}

/**
 * The first events (issue 21): the spec's three past events and two upcoming ones dated from the day
 * this runs. A migration runs once per database, so staff edits stay and a deleted event never comes
 * back; a slug staff already used keeps their event and skips the seeded one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date();
  const stamp = now.toISOString();
  const slugs = seedEvents.map((event) => event.slug);
  const taken = new Set((await db.selectFrom('events').select('slug').where('slug', 'in', slugs).execute()).map((row: { slug: string }) => row.slug));
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
        ends_at: new Date(new Date(starts).getTime() + event.minutes * 60_000).toISOString(),
        mode: event.place ? 'in-person' : 'online',
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
  if (rows.length) await db.insertInto('events').values(rows).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('events').where('slug', 'in', seedEvents.map((event) => event.slug)).execute();
}
