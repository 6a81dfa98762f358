import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EVENT_SLUG, type AdminEvent, type EventInput } from '@/schemas/event';
import { riyadhLocalToUtc } from '@/lib/riyadh-time';
import { slugify } from '@/lib/slug';
import type { Database, EventRow } from '../db/database';
import { isUniqueViolation, withFreeSlug } from '../db/errors';
import { inTransaction, withSavepoint } from '../db/transaction';

export type { AdminEvent };

/** A URL slug from an English title: lower-case a-z, 0-9 and single dashes (at most 80 characters). */
export function eventSlugify(title: string): string {
  const slug = slugify(title, { maxLength: 80 });
  return EVENT_SLUG.test(slug) ? slug : 'event';
}

async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('events').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The first free slug from `wanted`, `wanted-2`, `wanted-3`… */
async function freeSlug(db: Kysely<Database>, wanted: string, exceptId?: string): Promise<string> {
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? wanted : `${wanted}-${suffix}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}

export function toAdminEvent(row: EventRow & { registrations?: number | string | bigint | null }): AdminEvent {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    titleEn: row.title_en,
    titleAr: row.title_ar,
    summaryEn: row.summary_en,
    summaryAr: row.summary_ar,
    descriptionEn: row.description_en,
    descriptionAr: row.description_ar,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    mode: row.mode,
    cityEn: row.city_en,
    cityAr: row.city_ar,
    venueEn: row.venue_en,
    venueAr: row.venue_ar,
    language: row.language,
    joinUrl: row.join_url,
    capacity: row.capacity,
    seatsTaken: Number(row.seats_taken),
    registrationOpen: Boolean(row.registration_open),
    recordingUrl: row.recording_url,
    published: Boolean(row.published),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    registrations: Number(row.registrations ?? 0),
  };
}

/** The columns an input sets; the schema has checked it (times are real Riyadh wall times). */
function columns(input: EventInput, now: string) {
  const inPerson = input.mode === 'in-person';
  return {
    kind: input.kind,
    title_en: input.titleEn,
    title_ar: input.titleAr,
    summary_en: input.summaryEn,
    summary_ar: input.summaryAr,
    description_en: input.descriptionEn,
    description_ar: input.descriptionAr,
    starts_at: riyadhLocalToUtc(input.startsAt)!,
    ends_at: riyadhLocalToUtc(input.endsAt)!,
    mode: input.mode,
    city_en: inPerson ? input.cityEn : null,
    city_ar: inPerson ? input.cityAr : null,
    venue_en: inPerson ? input.venueEn : null,
    venue_ar: inPerson ? input.venueAr : null,
    language: input.language,
    join_url: inPerson ? null : input.joinUrl || null,
    capacity: input.capacity,
    registration_open: input.registrationOpen ? 1 : 0,
    recording_url: input.recordingUrl || null,
    published: input.published ? 1 : 0,
    updated_at: now,
  };
}

export type SaveEventResult = { ok: true; event: AdminEvent } | { ok: false; reason: 'slug-taken' | 'not-found' } | { ok: false; reason: 'below-seats'; seatsTaken: number };

export async function createEvent(db: Kysely<Database>, input: EventInput, now = new Date()): Promise<SaveEventResult> {
  if (input.slug && (await slugTaken(db, input.slug))) return { ok: false, reason: 'slug-taken' };
  const stamp = now.toISOString();
  const id = randomUUID();
  const insert = (slug: string) => withSavepoint(db, () => db.insertInto('events').values({ id, slug, created_at: stamp, ...columns(input, stamp) }).execute());
  try {
    // A typed slug is the staff member's choice: taken meanwhile, it is refused. An automatic one moves on to the next suffix.
    await (input.slug ? insert(input.slug) : withFreeSlug(() => freeSlug(db, eventSlugify(input.titleEn)), insert));
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
    throw error;
  }
  return { ok: true, event: (await findEventById(db, id))! };
}

export async function updateEvent(db: Kysely<Database>, id: string, input: EventInput, now = new Date()): Promise<SaveEventResult> {
  const existing = await db.selectFrom('events').select(['id', 'slug', 'seats_taken']).where('id', '=', id).executeTakeFirst();
  if (!existing) return { ok: false, reason: 'not-found' };
  if (input.slug && (await slugTaken(db, input.slug, id))) return { ok: false, reason: 'slug-taken' };
  const seatsTaken = Number(existing.seats_taken);
  if (input.capacity !== null && input.capacity < seatsTaken) return { ok: false, reason: 'below-seats', seatsTaken };
  // The capacity check is repeated in the UPDATE: a registration arriving meanwhile cannot be overbooked.
  let update = db
    .updateTable('events')
    .set({ slug: input.slug || existing.slug, ...columns(input, now.toISOString()) })
    .where('id', '=', id);
  if (input.capacity !== null) update = update.where('seats_taken', '<=', input.capacity);
  let result;
  try {
    result = await withSavepoint(db, () => update.executeTakeFirst());
  } catch (error) {
    // The typed slug was taken by another save since it was checked.
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug-taken' };
    throw error;
  }
  if (Number(result.numUpdatedRows) === 0) {
    const current = await db.selectFrom('events').select('seats_taken').where('id', '=', id).executeTakeFirst();
    return current ? { ok: false, reason: 'below-seats', seatsTaken: Number(current.seats_taken) } : { ok: false, reason: 'not-found' };
  }
  return { ok: true, event: (await findEventById(db, id))! };
}

export async function setEventPublished(db: Kysely<Database>, id: string, published: boolean, now = new Date()): Promise<AdminEvent | null> {
  const result = await db
    .updateTable('events')
    .set({ published: published ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? findEventById(db, id) : null;
}

/** Deletes the event and its registrations; the number of registrations removed, or null when it did not exist. */
export async function deleteEvent(db: Kysely<Database>, id: string): Promise<{ registrations: number } | null> {
  return inTransaction(db, async (trx) => {
    const removed = await trx.deleteFrom('event_registrations').where('event_id', '=', id).executeTakeFirst();
    const result = await trx.deleteFrom('events').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? { registrations: Number(removed.numDeletedRows) } : null;
  });
}

/** Events with the number of registrations of each: one query for the whole list. */
function eventsWithCounts(db: Kysely<Database>) {
  return db
    .selectFrom('events')
    .selectAll('events')
    .select((eb) => eb.selectFrom('event_registrations').select(eb.fn.countAll().as('n')).whereRef('event_registrations.event_id', '=', 'events.id').as('registrations'));
}

export async function findEventById(db: Kysely<Database>, id: string): Promise<AdminEvent | null> {
  const row = await eventsWithCounts(db).where('events.id', '=', id).executeTakeFirst();
  return row ? toAdminEvent(row) : null;
}

/** Every event for the staff list: the latest start first, with its registrations. */
export async function listEventsForStaff(db: Kysely<Database>): Promise<AdminEvent[]> {
  const rows = await eventsWithCounts(db).orderBy('events.starts_at', 'desc').execute();
  return rows.map(toAdminEvent);
}

/** Published events not yet over, soonest first. */
export async function listUpcomingEvents(db: Kysely<Database>, now = new Date()): Promise<AdminEvent[]> {
  const rows = await db.selectFrom('events').selectAll().where('published', '=', 1).where('ends_at', '>', now.toISOString()).orderBy('starts_at', 'asc').execute();
  return rows.map(toAdminEvent);
}

/** Published events that are over: those with a recording first, then the newest. */
export async function listPastEvents(db: Kysely<Database>, now = new Date()): Promise<AdminEvent[]> {
  const rows = await db
    .selectFrom('events')
    .selectAll()
    .where('published', '=', 1)
    .where('ends_at', '<=', now.toISOString())
    .orderBy(sql`case when recording_url is null then 1 else 0 end`)
    .orderBy('starts_at', 'desc')
    .execute();
  return rows.map(toAdminEvent);
}

/** A published event's row by its slug; drafts are as good as missing to the public. */
export async function findPublishedEventBySlug(db: Kysely<Database>, slug: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('slug', '=', slug).where('published', '=', 1).executeTakeFirst();
}

/** The same event as the pages show it. */
export async function findPublishedEvent(db: Kysely<Database>, slug: string): Promise<AdminEvent | null> {
  const row = await findPublishedEventBySlug(db, slug);
  return row ? toAdminEvent(row) : null;
}

export type RegistrationState = 'open' | 'closed' | 'full' | 'started' | 'past';

/**
 * Whether a visitor can register now: `past` once it has ended, `started` while it runs, `closed` by
 * staff, `full` when every seat is taken, else `open`.
 */
export function registrationState(event: Pick<AdminEvent, 'startsAt' | 'endsAt' | 'registrationOpen' | 'capacity' | 'seatsTaken'>, now = new Date()): RegistrationState {
  const at = now.toISOString();
  if (event.endsAt <= at) return 'past';
  if (event.startsAt <= at) return 'started';
  if (!event.registrationOpen) return 'closed';
  if (event.capacity !== null && event.seatsTaken >= event.capacity) return 'full';
  return 'open';
}

/** Seats still free, or null when the event has no limit. */
export function seatsLeft(event: Pick<AdminEvent, 'capacity' | 'seatsTaken'>): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - event.seatsTaken);
}
