import { afterEach, describe, expect, it } from 'vitest';
import { seedEvents } from '@/content/seed-events';
import { wordCount } from '@/features/blog/reading';
import { migrateToLatest } from '@/server/db/migrate';
import { seedContent, seedStart } from '@/server/db/seed';
import { listEventsForStaff, listPastEvents, listUpcomingEvents } from '@/server/events/events';
import { riyadhLocalOf } from '@/lib/riyadh-time';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

describe('the seeded events', () => {
  it('are the three past events and two upcoming ones, each described in 150-300 words in both languages', () => {
    expect(seedEvents).toHaveLength(5);
    expect(new Set(seedEvents.map((event) => event.slug)).size).toBe(5);
    for (const event of seedEvents) {
      for (const locale of ['en', 'ar'] as const) {
        const words = wordCount(event.description[locale]);
        expect(words, `${event.slug} ${locale}`).toBeGreaterThanOrEqual(150);
        expect(words, `${event.slug} ${locale}`).toBeLessThanOrEqual(300);
      }
    }
    const upcoming = seedEvents.filter((event) => 'daysFromNow' in event.when);
    expect(upcoming.map((event) => event.place === null)).toEqual([true, false]);
  });

  it('dates upcoming events from the day the seed step runs, at their Riyadh time', () => {
    const now = new Date('2026-11-26T22:30:00.000Z'); // already the 27th in Riyadh
    const webinar = seedEvents.find((event) => 'daysFromNow' in event.when && event.place === null)!;
    // 21 days later is Friday 18 December, the Saudi weekend: moved to Sunday.
    expect(riyadhLocalOf(seedStart(webinar, now))).toBe('2026-12-20T10:00');
    // A working day stays as it is: from Tuesday 24 November, 21 days is Tuesday 15 December.
    expect(riyadhLocalOf(seedStart(webinar, new Date('2026-11-24T09:00:00.000Z')))).toBe('2026-12-15T10:00');
    const past = seedEvents.find((event) => 'date' in event.when)!;
    expect(seedStart(past, now)).toBe(new Date(`${(past.when as { date: string }).date}T${past.startTime}:00+03:00`).toISOString());
  });
});

describe.each(databaseKinds)('seeding events on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('inserts them once, published: two upcoming soonest first, three past, with no recording link', async () => {
    database = await createTestDatabase(kind);
    const upcoming = await listUpcomingEvents(database.db);
    expect(upcoming.map((event) => event.slug)).toEqual(['audit-ready-fire-safety-records', 'preventive-maintenance-plan-workshop-riyadh']);
    expect(upcoming.map((event) => [event.mode, event.capacity])).toEqual([['online', 300], ['in-person', 25]]);
    expect(upcoming[1]).toMatchObject({ cityEn: 'Riyadh', cityAr: 'الرياض', registrationOpen: true, published: true });
    const past = await listPastEvents(database.db);
    expect(past.map((event) => event.slug)).toEqual(['facility-leaders-roundtable-riyadh', 'from-paper-to-mobile-hospital-work-orders', 'beat-the-summer-peak-chiller-care']);
    expect(past.every((event) => event.recordingUrl === null)).toBe(true);
    expect(riyadhLocalOf(past[2]!.startsAt)).toBe('2026-04-15T11:00');
  });

  it('never overwrites staff edits nor brings back an event staff deleted', async () => {
    database = await createTestDatabase(kind);
    const [first, second] = await listEventsForStaff(database.db);
    await database.db.updateTable('events').set({ title_en: 'Edited by staff' }).where('id', '=', first!.id).execute();
    await database.db.deleteFrom('events').where('id', '=', second!.id).execute();
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await seedContent(database.db)).toEqual([]);
    const after = await listEventsForStaff(database.db);
    expect(after).toHaveLength(seedEvents.length - 1);
    expect(after.find((event) => event.id === first!.id)?.titleEn).toBe('Edited by staff');
    expect(after.find((event) => event.slug === second!.slug)).toBeUndefined();
  });

  it('keeps an event staff created first with one of the slugs', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    await migrateToLatest(database.db);
    const now = new Date().toISOString();
    const slug = seedEvents[0]!.slug;
    await database.db
      .insertInto('events')
      .values({ id: 'staff-event', slug, kind: 'workshop', title_en: 'Staff wrote this', title_ar: 'كتبه الفريق', summary_en: 's', summary_ar: 's', description_en: 'd', description_ar: 'd', starts_at: now, ends_at: now, mode: 'online', city_en: null, city_ar: null, venue_en: null, venue_ar: null, language: 'en', join_url: null, capacity: null, registration_open: 1, recording_url: null, published: 0, created_at: now, updated_at: now })
      .execute();
    await seedContent(database.db);
    const events = await listEventsForStaff(database.db);
    expect(events).toHaveLength(seedEvents.length);
    expect(events.find((event) => event.slug === slug)?.titleEn).toBe('Staff wrote this');
  });
});
