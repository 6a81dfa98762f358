import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { GET as listEvents, POST as createEvent } from '@/app/api/admin/events/route';
import { DELETE as deleteEvent, PATCH as publishEvent, PUT as updateEvent } from '@/app/api/admin/events/[id]/route';
import { eventSchema, type AdminEvent } from '@/schemas/event';
import { upsertAdmin } from '@/server/auth/admins';
import { SESSION_COOKIE } from '@/server/auth/sessions';
import { eventSlugify, listEventsForStaff, listPastEvents, listUpcomingEvents, findPublishedEvent, registrationState, seatsLeft } from '@/server/events/events';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const PASSWORD = 'correct horse battery staple';

function request(path: string, { method = 'GET', body, cookie }: { method?: string; body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.40' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  return new Request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** A valid online event a few days from now, in Riyadh wall time. */
function payload(overrides: Record<string, unknown> = {}) {
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  return {
    kind: 'webinar',
    titleEn: 'Chiller readiness clinic',
    titleAr: 'عيادة جاهزية المبردات',
    summaryEn: 'One hour on chillers.',
    summaryAr: 'ساعة عن المبردات.',
    descriptionEn: 'We **cover** chillers.',
    descriptionAr: 'نتحدث عن **المبردات**.',
    startsAt: `${day}T10:00`,
    endsAt: `${day}T11:00`,
    mode: 'online',
    language: 'ar',
    capacity: 100,
    published: true,
    ...overrides,
  };
}

async function json(response: Response) {
  return (await response.json()) as { success: boolean; message?: string; field?: string; data?: AdminEvent & AdminEvent[] };
}

describe('the event schema', () => {
  const refused = (overrides: Record<string, unknown>) => {
    const result = eventSchema.safeParse(payload(overrides));
    return result.success ? null : { field: result.error.issues[0]!.path[0], message: result.error.issues[0]!.message };
  };

  it('accepts a valid online event and a valid in-person one', () => {
    expect(eventSchema.safeParse(payload()).success).toBe(true);
    expect(eventSchema.safeParse(payload({ mode: 'in-person', cityEn: 'Riyadh', cityAr: 'الرياض', venueEn: 'Office', venueAr: 'المكتب', capacity: null })).success).toBe(true);
  });

  it('refuses an end before the start, a missing place in person, a place online, a bad capacity, URLs other than http(s) and bad slugs', () => {
    const day = payload().startsAt.slice(0, 10);
    expect(refused({ endsAt: `${day}T09:59` })).toEqual({ field: 'endsAt', message: 'endBeforeStart' });
    expect(refused({ endsAt: `${day}T10:00` })).toEqual({ field: 'endsAt', message: 'endBeforeStart' });
    expect(refused({ startsAt: '2026-02-30T10:00' })).toEqual({ field: 'startsAt', message: 'time' });
    expect(refused({ mode: 'in-person', cityEn: 'Riyadh', cityAr: 'الرياض', venueEn: 'Office' })).toEqual({ field: 'venueAr', message: 'placeNeeded' });
    expect(refused({ cityEn: 'Riyadh' })).toEqual({ field: 'cityEn', message: 'placeOnline' });
    for (const capacity of [0, -3, 2.5, '12']) expect(refused({ capacity })?.field, String(capacity)).toBe('capacity');
    for (const url of ['javascript:alert(1)', 'ftp://example.com/x', 'example.com', 'https://']) expect(refused({ recordingUrl: url }), url).toEqual({ field: 'recordingUrl', message: 'url' });
    expect(refused({ joinUrl: 'data:text/html,hi' })).toEqual({ field: 'joinUrl', message: 'url' });
    for (const slug of ['Has-Capitals', 'with space', 'عربي', '-dash', 'a--b']) expect(refused({ slug })?.message, slug).toBe('slug');
    expect(refused({ titleAr: '   ' })).toEqual({ field: 'titleAr', message: 'blank' });
    expect(refused({ kind: 'party' })).toEqual({ field: 'kind', message: 'choice' });
    expect(refused({ descriptionEn: 'bad \u0000 text' })?.message).toBe('invalidText');
  });

  it('makes slugs of lower-case Latin letters, digits and dashes', () => {
    expect(eventSlugify('Chiller Care: Before May 2027!')).toBe('chiller-care-before-may-2027');
    expect(eventSlugify('ورشة عمل')).toBe('event');
  });
});

describe.each(databaseKinds)('events on %s', (kind) => {
  let database: TestDatabase;
  let admin = '';
  let editor = '';

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'manager', PASSWORD);
    await upsertAdmin(database.db, 'writer', PASSWORD, 'editor');
    const session = async (username: string) => {
      const response = await login(request('/api/admin/login', { method: 'POST', body: { username, password: PASSWORD } }));
      return (response.headers.get('set-cookie') ?? '').match(new RegExp(`${SESSION_COOKIE}=([^;]*)`))![1]!;
    };
    admin = await session('manager');
    editor = await session('writer');
  });
  beforeEach(async () => {
    // Each test starts from no events (the seeded ones have their own tests).
    await database.db.deleteFrom('event_registrations').execute();
    await database.db.deleteFrom('events').execute();
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  it('answers 401 without a session, and lets an editor manage events', async () => {
    const calls = [
      () => listEvents(request('/api/admin/events')),
      () => createEvent(request('/api/admin/events', { method: 'POST', body: payload() })),
      () => updateEvent(request('/api/admin/events/x', { method: 'PUT', body: payload() }), params('x')),
      () => publishEvent(request('/api/admin/events/x', { method: 'PATCH', body: { published: true } }), params('x')),
      () => deleteEvent(request('/api/admin/events/x', { method: 'DELETE' }), params('x')),
      () => listEvents(request('/api/admin/events', { cookie: 'forged' })),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
    expect(await database.db.selectFrom('events').select('id').execute()).toEqual([]);

    const created = await createEvent(request('/api/admin/events', { method: 'POST', body: payload(), cookie: editor }));
    expect(created.status).toBe(201);
    const event = (await json(created)).data!;
    expect(event).toMatchObject({ slug: 'chiller-readiness-clinic', published: true, capacity: 100, registrationOpen: true, mode: 'online' });
    // Stored in UTC, three hours before the Riyadh wall time.
    expect(event.startsAt).toBe(`${payload().startsAt.slice(0, 10)}T07:00:00.000Z`);
    expect((await updateEvent(request(`/api/admin/events/${event.id}`, { method: 'PUT', body: payload({ titleEn: 'Renamed' }), cookie: editor }), params(event.id))).status).toBe(200);
    expect((await publishEvent(request(`/api/admin/events/${event.id}`, { method: 'PATCH', body: { published: false }, cookie: editor }), params(event.id))).status).toBe(200);
    expect((await deleteEvent(request(`/api/admin/events/${event.id}`, { method: 'DELETE', cookie: editor }), params(event.id))).status).toBe(200);

    const audit = await database.db.selectFrom('audit_log').select(['action', 'actor_name', 'target_id']).where('target_kind', '=', 'event').orderBy('created_at').execute();
    expect(audit.map((entry) => entry.action).sort()).toEqual(['event.create', 'event.delete', 'event.unpublish', 'event.update']);
    expect(new Set(audit.map((entry) => entry.actor_name))).toEqual(new Set(['writer']));
    expect(new Set(audit.map((entry) => entry.target_id))).toEqual(new Set([event.id]));
  });

  it('refuses bad input with a clear Arabic message naming the field, storing nothing', async () => {
    const bad = [
      { body: payload({ endsAt: payload().startsAt }), field: 'endsAt', text: 'يجب أن تكون النهاية بعد البداية' },
      { body: payload({ mode: 'in-person' }), field: 'cityEn', text: 'الفعالية الحضورية تحتاج إلى المدينة والمكان باللغتين' },
      { body: payload({ venueAr: 'قاعة' }), field: 'venueAr', text: 'لا تحتاج إلى مدينة أو مكان' },
      { body: payload({ capacity: 0 }), field: 'capacity', text: 'السعة عدد صحيح موجب' },
      { body: payload({ recordingUrl: 'javascript:alert(1)' }), field: 'recordingUrl', text: 'https://' },
      { body: { ...payload(), titleEn: undefined }, field: 'titleEn', text: 'العنوان بالإنجليزية: هذا الحقل مطلوب' },
    ];
    for (const { body, field, text } of bad) {
      const response = await createEvent(request('/api/admin/events', { method: 'POST', body, cookie: admin }));
      expect(response.status, field).toBe(400);
      const answer = await json(response);
      expect(answer.field, field).toBe(field);
      expect(answer.message, field).toContain(text);
    }
    const raw = new Request('http://localhost:3000/api/admin/events', { method: 'POST', headers: { host: 'localhost:3000', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${admin}` }, body: '{"kind":' });
    expect((await createEvent(raw)).status).toBe(400);
    expect(await database.db.selectFrom('events').select('id').execute()).toEqual([]);
  });

  it('keeps slugs unique: a chosen slug in use is refused, a generated one gets a suffix', async () => {
    const first = (await json(await createEvent(request('/api/admin/events', { method: 'POST', body: payload(), cookie: admin })))).data!;
    const second = (await json(await createEvent(request('/api/admin/events', { method: 'POST', body: payload(), cookie: admin })))).data!;
    expect([first.slug, second.slug]).toEqual(['chiller-readiness-clinic', 'chiller-readiness-clinic-2']);
    const taken = await updateEvent(request(`/api/admin/events/${second.id}`, { method: 'PUT', body: payload({ slug: first.slug }), cookie: admin }), params(second.id));
    expect(taken.status).toBe(409);
    expect((await json(taken)).field).toBe('slug');
    expect((await findPublishedEvent(database.db, 'chiller-readiness-clinic-2'))?.id).toBe(second.id);
    expect((await updateEvent(request('/api/admin/events/nope', { method: 'PUT', body: payload(), cookie: admin }), params('nope'))).status).toBe(404);
  });

  it('lists upcoming soonest first, past with recordings first then newest, and hides drafts', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const make = async (slug: string, offset: number, extra: Record<string, unknown> = {}) => {
      const response = await createEvent(request('/api/admin/events', { method: 'POST', body: payload({ slug, startsAt: `${day(offset)}T10:00`, endsAt: `${day(offset)}T11:00`, ...extra }), cookie: admin }));
      expect(response.status, slug).toBe(201);
    };
    await make('later', 30);
    await make('soon', 3);
    await make('draft', 5, { published: false });
    await make('old-recorded', -90, { recordingUrl: 'https://video.example.com/old' });
    await make('recent', -5);
    await make('older', -40);
    await make('newer-recorded', -20, { recordingUrl: 'https://video.example.com/new' });
    expect((await listUpcomingEvents(database.db)).map((event) => event.slug)).toEqual(['soon', 'later']);
    expect((await listPastEvents(database.db)).map((event) => event.slug)).toEqual(['newer-recorded', 'old-recorded', 'recent', 'older']);
    expect(await findPublishedEvent(database.db, 'draft')).toBeNull();
    expect((await listEventsForStaff(database.db)).map((event) => event.slug)).toContain('draft');
  });

  it('counts registrations for staff, refuses a capacity below the seats taken, and deletes registrations with the event', async () => {
    const event = (await json(await createEvent(request('/api/admin/events', { method: 'POST', body: payload({ capacity: 3 }), cookie: admin })))).data!;
    const now = new Date().toISOString();
    for (const email of ['a@example.com', 'b@example.com']) {
      await database.db
        .insertInto('event_registrations')
        .values({ id: randomUUID(), event_id: event.id, name: 'N', email, email_normalized: email, company: 'C', phone: null, newsletter_consent: 0, consent_text: null, locale: 'en', utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, referrer: null, page: null, created_at: now, notified_at: null, confirmation_sent_at: null })
        .execute();
    }
    await database.db.updateTable('events').set({ seats_taken: 2 }).where('id', '=', event.id).execute();
    const listed = (await json(await listEvents(request('/api/admin/events', { cookie: admin })))).data!;
    expect(listed.find((item) => item.id === event.id)).toMatchObject({ registrations: 2, seatsTaken: 2, capacity: 3 });
    const found = (await findPublishedEvent(database.db, event.slug))!;
    expect(seatsLeft(found)).toBe(1);
    expect(registrationState(found)).toBe('open');
    expect(registrationState({ ...found, seatsTaken: 3 })).toBe('full');
    expect(registrationState({ ...found, registrationOpen: false })).toBe('closed');
    expect(registrationState(found, new Date(found.startsAt))).toBe('started');
    expect(registrationState(found, new Date(found.endsAt))).toBe('past');

    const below = await updateEvent(request(`/api/admin/events/${event.id}`, { method: 'PUT', body: payload({ capacity: 1 }), cookie: admin }), params(event.id));
    expect(below.status).toBe(409);
    expect((await json(below)).message).toContain('(2)');
    expect((await findPublishedEvent(database.db, event.slug))?.capacity).toBe(3);

    const removed = await deleteEvent(request(`/api/admin/events/${event.id}`, { method: 'DELETE', cookie: admin }), params(event.id));
    expect(removed.status).toBe(200);
    expect(await database.db.selectFrom('event_registrations').select('id').execute()).toEqual([]);
    const audit = await database.db.selectFrom('audit_log').select('details').where('action', '=', 'event.delete').where('target_id', '=', event.id).executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toEqual({ registrations: 2 });
    expect((await deleteEvent(request(`/api/admin/events/${event.id}`, { method: 'DELETE', cookie: admin }), params(event.id))).status).toBe(404);
  });

  it('publishes and unpublishes; the public lookup follows', async () => {
    const event = (await json(await createEvent(request('/api/admin/events', { method: 'POST', body: payload({ published: false }), cookie: admin })))).data!;
    expect(await findPublishedEvent(database.db, event.slug)).toBeNull();
    const published = await publishEvent(request(`/api/admin/events/${event.id}`, { method: 'PATCH', body: { published: true }, cookie: admin }), params(event.id));
    expect((await json(published)).data?.published).toBe(true);
    expect((await findPublishedEvent(database.db, event.slug))?.id).toBe(event.id);
    expect((await publishEvent(request(`/api/admin/events/${event.id}`, { method: 'PATCH', body: { published: 'yes' }, cookie: admin }), params(event.id))).status).toBe(400);
    expect((await publishEvent(request('/api/admin/events/nope', { method: 'PATCH', body: { published: true }, cookie: admin }), params('nope'))).status).toBe(404);
  });
});
