import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATCH as setRegistration } from '@/app/api/admin/events/[id]/registration/route';
import { GET as listRegistrations } from '@/app/api/admin/events/[id]/registrations/route';
import { GET as calendarRoute } from '@/app/api/events/[slug]/calendar.ics/route';
import { POST as registrationRoute } from '@/app/api/events/[slug]/registrations/route';
import { upsertAdmin, findAdminByUsername } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import type { EventRow } from '@/server/db/database';
import { eventRegistrationPayloadSchema } from '@/schemas/event-registration';
import { EVENT_REGISTRATION_LIMIT, eventRegistrationCsvHeader, registerForEvent } from '@/server/events/registrations';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { insertEvent } from '../support/events';
import { createRouteDatabase } from '../support/route-database';

const submit = (request: Request, slug: string) => registrationRoute(request, { params: Promise.resolve({ slug }) });
const calendar = (request: Request, slug: string) => calendarRoute(request, { params: Promise.resolve({ slug }) });

let ipCounter = 0;
function post(slug: string, body: unknown, { ip, raw, contentType = 'application/json', query = '' }: { ip?: string; raw?: string; contentType?: string; query?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': contentType, host: 'localhost:3000', 'x-forwarded-for': ip ?? `10.21.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  return new Request(`http://localhost:3000/api/events/${slug}/registrations${query}`, { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

const visitor = {
  name: '  Faisal Al-Otaibi ',
  email: ' Faisal@Example.sa ',
  company: 'Otaibi Facility Services',
  phone: '٠٥٥ ١٢٣ ٤٥٦٧',
  locale: 'en',
  page: '/resources/events/ppm-webinar',
  utmSource: 'linkedin',
  utmCampaign: 'events-q4',
  referrer: 'https://www.linkedin.com/',
};

const NEWSLETTER_EN = 'Yes, send me the Siyana newsletter with upcoming events, guides and product news. I can unsubscribe at any time.';

describe.each(databaseKinds)('event registration on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
  });
  afterAll(async () => database.drop());

  const register = (event: EventRow, body: Record<string, unknown> | null, options?: Parameters<typeof post>[2]) => submit(post(event.slug, body, options), event.slug);
  const rows = async (eventId: string) => database.db.selectFrom('event_registrations').selectAll().where('event_id', '=', eventId).execute();
  const seats = async (eventId: string) => (await database.db.selectFrom('events').select('seats_taken').where('id', '=', eventId).executeTakeFirstOrThrow()).seats_taken;
  const idOf = async (eventId: string, email: string) => (await database.db.selectFrom('event_registrations').select('id').where('event_id', '=', eventId).where('email_normalized', '=', email).executeTakeFirstOrThrow()).id;
  /** Everything a client sees of an answer: status, headers and body. */
  const seen = async (response: Response) => ({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.json() });
  const total = async () => Number((await database.db.selectFrom('event_registrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a registration with a seat before answering 202 "check your e-mail", without its id or link', async () => {
    const event = await insertEvent(database.db, { capacity: 20 });
    const response = await register(event, visitor);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Thank you. Check your email for your confirmation link: we’ve sent it for “PPM Planning, Step by Step” to the address you entered.',
    });
    const [row] = await rows(event.id);
    expect(row).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Faisal Al-Otaibi', email: 'Faisal@Example.sa', email_normalized: 'faisal@example.sa', company: 'Otaibi Facility Services',
      phone: '+966551234567', newsletter_consent: 0, consent_text: null, locale: 'en', utm_source: 'linkedin', utm_campaign: 'events-q4', utm_medium: null,
      referrer: 'https://www.linkedin.com/', page: '/resources/events/ppm-webinar', notified_at: null, confirmation_sent_at: null,
    });
    expect(await seats(event.id)).toBe(1);
    // The newsletter box was not ticked: no subscription.
    expect(await database.db.selectFrom('newsletter_subscriptions').select('id').where('email_normalized', '=', 'faisal@example.sa').executeTakeFirst()).toBeUndefined();
  });

  it('stores the CRM hand-off with the registration, in the same transaction, when a webhook is set', async () => {
    const event = await insertEvent(database.db);
    const webhook = { url: 'http://127.0.0.1:9/leads', secret: 'a-secret-of-sixteen-chars', retryBaseMs: 1000, timeoutMs: 1000, maxAttempts: 3 };
    const payload = eventRegistrationPayloadSchema.parse({ ...visitor, email: 'crm@example.sa', locale: 'en' });
    const outcome = await registerForEvent(database.db, event.slug, { payload, consentText: 'I agree' }, { webhook });
    expect(outcome.kind).toBe('registered');
    const deliveries = await database.db.selectFrom('webhook_deliveries').selectAll().where('lead_kind', '=', 'event-registration').execute();
    const delivery = deliveries.find((row) => JSON.parse(row.payload).lead.email === 'crm@example.sa');
    expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });
    expect(JSON.parse(delivery!.payload).lead).toMatchObject({ kind: 'event-registration', company: visitor.company, fields: { event_slug: event.slug } });
    // Registering the same address again adds no second registration and no second delivery.
    await registerForEvent(database.db, event.slug, { payload, consentText: 'I agree' }, { webhook });
    const again = await database.db.selectFrom('webhook_deliveries').select('id').where('lead_kind', '=', 'event-registration').execute();
    expect(again).toHaveLength(deliveries.length);
  });

  it('answers an Arabic page in Arabic and takes the phone as optional', async () => {
    const event = await insertEvent(database.db);
    const response = await register(event, { ...visitor, email: 'reem@example.sa', phone: '', locale: 'ar' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ success: true, message: 'شكراً لك. تفقّد بريدك الإلكتروني لتجد رابط التأكيد، فقد أرسلناه إلى العنوان الذي أدخلته للتسجيل في «تخطيط الصيانة الوقائية خطوة بخطوة».' });
    expect((await rows(event.id))[0]).toMatchObject({ phone: null, locale: 'ar' });
  });

  it('subscribes the address to the newsletter only when the box is ticked, keeping the sentence agreed to', async () => {
    const event = await insertEvent(database.db);
    const response = await register(event, { ...visitor, email: 'Newsletter.Fan@example.sa', newsletter: true });
    expect(response.status).toBe(202);
    expect((await rows(event.id))[0]).toMatchObject({ newsletter_consent: 1, consent_text: NEWSLETTER_EN });
    const subscription = await database.db.selectFrom('newsletter_subscriptions').selectAll().where('email_normalized', '=', 'newsletter.fan@example.sa').executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ subscription_type: 'events', is_active: 1, consent_locale: 'en', consent_source: '/resources/events/ppm-webinar' });
  });

  it('answers an address registering twice (any letter case) exactly as a new one, keeping one registration and one seat', async () => {
    const event = await insertEvent(database.db, { capacity: 5 });
    const first = await seen(await register(event, { ...visitor, email: 'twice@example.sa' }));
    const again = await seen(await register(event, { ...visitor, name: 'Someone Else', email: 'TWICE@example.sa ' }));
    const stranger = await seen(await register(event, { ...visitor, email: 'stranger@example.sa' }));
    expect(again).toEqual(first);
    expect(stranger).toEqual(first);
    expect(JSON.stringify(again)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|registered\?r=|already/i);
    await database.db.deleteFrom('event_registrations').where('email_normalized', '=', 'stranger@example.sa').execute();
    await database.db.updateTable('events').set({ seats_taken: 1 }).where('id', '=', event.id).execute();
    const stored = await rows(event.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.name).toBe('Faisal Al-Otaibi');
    expect(await seats(event.id)).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string>][] = [
    ['no name', { ...visitor, name: undefined }, { name: 'Please enter your full name' }],
    ['a one-letter name', { ...visitor, name: 'F' }, { name: 'Please enter your full name' }],
    ['a bad e-mail', { ...visitor, email: 'faisal@' }, { email: 'Please enter a valid email address' }],
    ['no e-mail', { ...visitor, email: undefined }, { email: 'Please enter a valid email address' }],
    ['no company', { ...visitor, company: ' ' }, { company: 'Please enter your company name' }],
    ['a landline without country code', { ...visitor, phone: '011 234 5678' }, { phone: 'Please enter a Saudi mobile (05XXXXXXXX) or a number with its country code, or leave it empty' }],
    ['a phone of letters', { ...visitor, phone: 'call me' }, { phone: 'Please enter a Saudi mobile (05XXXXXXXX) or a number with its country code, or leave it empty' }],
    ['newsletter as text', { ...visitor, newsletter: 'yes' }, { newsletter: 'This form could not be read. Please reload the page and try again.' }],
    ['a NUL in the name', { ...visitor, name: 'Fai\u0000sal' }, { name: 'This field contains characters that cannot be stored. Please retype it.' }],
  ];
  it.each(invalid)('%s: 400 with the field’s message, nothing stored', async (_, payload, errors) => {
    const event = await insertEvent(database.db);
    const response = await register(event, payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Some fields need your attention.', errors });
    expect(await rows(event.id)).toHaveLength(0);
    expect(await seats(event.id)).toBe(0);
  });

  it('names every bad field at once, in Arabic for an Arabic page', async () => {
    const event = await insertEvent(database.db);
    const response = await register(event, { locale: 'ar', name: '', email: 'x', company: '', phone: '12' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'بعض الحقول تحتاج إلى مراجعة.',
      errors: {
        name: 'يرجى إدخال اسمك الكامل',
        email: 'يرجى إدخال بريد إلكتروني صحيح',
        company: 'يرجى إدخال اسم شركتك',
        phone: 'يرجى إدخال رقم جوال سعودي (05XXXXXXXX) أو رقم مع مفتاح الدولة، أو ترك الحقل فارغاً',
      },
    });
  });

  it('refuses a closed or full event to an address already registered exactly as to a new one', async () => {
    const closing = await insertEvent(database.db, { capacity: 1 });
    expect((await register(closing, { ...visitor, email: 'known@example.sa' })).status).toBe(202);
    // Full now (its one seat is the known address's): the known address hears what a new one does.
    const fullForNew = await seen(await register(closing, { ...visitor, email: 'new@example.sa' }));
    expect(fullForNew.status).toBe(409);
    expect(await seen(await register(closing, { ...visitor, email: 'known@example.sa' }))).toEqual(fullForNew);
    await database.db.updateTable('events').set({ registration_open: 0, capacity: 10 }).where('id', '=', closing.id).execute();
    const closedForNew = await seen(await register(closing, { ...visitor, email: 'new@example.sa' }));
    expect(closedForNew.body).toEqual({ success: false, closed: true, message: 'Registration for this event is closed.' });
    expect(await seen(await register(closing, { ...visitor, email: 'KNOWN@example.sa' }))).toEqual(closedForNew);
    expect(await rows(closing.id)).toHaveLength(1);
  });

  it('refuses an unknown or unpublished event (404), a started one (410), a closed one (409) and a full one (409), in the page’s language, storing nothing', async () => {
    const before = await total();
    const unknown = await submit(post('no-such-event', visitor), 'no-such-event');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('This event does not exist or is no longer published.');

    const draft = await insertEvent(database.db, { published: 0 });
    const unpublished = await register(draft, { ...visitor, locale: 'ar' });
    expect(unpublished.status).toBe(404);
    expect((await unpublished.json()).message).toBe('هذه الفعالية غير موجودة أو لم تعد منشورة.');

    const started = await insertEvent(database.db, { starts_at: new Date(Date.now() - 60_000).toISOString(), ends_at: new Date(Date.now() + 3_600_000).toISOString() });
    const past = await register(started, visitor);
    expect(past.status).toBe(410);
    expect((await past.json()).message).toMatch(/^This event has already taken place/);

    const closedEvent = await insertEvent(database.db, { registration_open: 0 });
    const closed = await register(closedEvent, visitor);
    expect(closed.status).toBe(409);
    expect(await closed.json()).toEqual({ success: false, closed: true, message: 'Registration for this event is closed.' });

    const fullEvent = await insertEvent(database.db, { capacity: 2, seats_taken: 2 });
    const full = await register(fullEvent, visitor);
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ success: false, full: true, message: 'This event is full. Subscribe to our newsletter to hear about the next one first.' });
    const fullArabic = await register(fullEvent, { ...visitor, locale: 'ar' });
    expect((await fullArabic.json()).message).toBe('اكتمل عدد المقاعد في هذه الفعالية. اشترك في نشرتنا البريدية لتعرف بالفعالية القادمة أولاً.');

    expect(await total()).toBe(before);
    expect(await seats(fullEvent.id)).toBe(2);
    expect(await seats(closedEvent.id)).toBe(0);
    // A refused registration subscribes nobody, even with the box ticked.
    await register(fullEvent, { ...visitor, email: 'refused@example.sa', newsletter: true });
    expect(await database.db.selectFrom('newsletter_subscriptions').select('id').where('email_normalized', '=', 'refused@example.sa').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a body over 32 KB (413), not declared as JSON (415) or malformed (400), in the language the form posts with', async () => {
    const event = await insertEvent(database.db);
    const huge = await register(event, { ...visitor, referrer: 'x'.repeat(40_000) }, { query: '?locale=ar' });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBe('حجم الطلب كبير جداً.');
    const hugeEnglish = await register(event, { ...visitor, referrer: 'x'.repeat(40_000) });
    expect((await hugeEnglish.json()).message).toBe('The request is too large.');
    expect((await register(event, visitor, { contentType: 'text/plain' })).status).toBe(415);
    expect((await register(event, null, { raw: '{"name":' })).status).toBe(400);
    expect(await rows(event.id)).toHaveLength(0);
  });

  it('answers a filled honeypot exactly as a person, with nothing to follow, and stores nothing', async () => {
    const event = await insertEvent(database.db);
    const trapped = await seen(await register(event, { ...visitor, website: 'http://spam.example' }));
    expect(await rows(event.id)).toHaveLength(0);
    expect(await seats(event.id)).toBe(0);
    const real = await seen(await register(event, visitor));
    expect(real.status).toBe(202);
    expect(trapped).toEqual(real);
    // Nothing in the answer leads anywhere: no id, no confirmation address.
    expect(Object.keys(trapped.body).sort()).toEqual(['message', 'success']);
    // Registering again, or at a closed or full event, it hears what a person would.
    expect(await seen(await register(event, { ...visitor, website: 'http://spam.example' }))).toEqual(await seen(await register(event, visitor)));
    const closed = await insertEvent(database.db, { registration_open: 0 });
    expect(await seen(await register(closed, { ...visitor, website: 'x' }))).toEqual(await seen(await register(closed, visitor)));
    const full = await insertEvent(database.db, { capacity: 1, seats_taken: 1 });
    expect(await seen(await register(full, { ...visitor, website: 'x' }))).toEqual(await seen(await register(full, visitor)));
    expect(await rows(event.id)).toHaveLength(1);
  });

  it('limits registrations per address with 429', async () => {
    const event = await insertEvent(database.db);
    const ip = `192.0.2.${kind === 'sqlite' ? 80 : 81}`;
    const statuses: number[] = [];
    for (let index = 0; index <= EVENT_REGISTRATION_LIMIT.points; index++) statuses.push((await register(event, { ...visitor, email: `limit-${index}@example.sa` }, { ip })).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(EVENT_REGISTRATION_LIMIT.points);
    expect(statuses.at(-1)).toBe(429);
    expect(await rows(event.id)).toHaveLength(EVENT_REGISTRATION_LIMIT.points);
  });

  it.each([
    [1, 10],
    [5, 30],
  ])('gives capacity %i to exactly that many of %i concurrent visitors; the others hear it is full', async (capacity, racers) => {
    const event = await insertEvent(database.db, { capacity });
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: racers }, (_, index) => register(event, { ...visitor, email: `racer-${index}@example.sa` })));
    const elapsed = performance.now() - started;
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(capacity);
    expect(statuses.filter((status) => status === 409)).toHaveLength(racers - capacity);
    for (const response of responses.filter((r) => r.status === 409)) expect((await response.json()).full).toBe(true);
    expect(await rows(event.id)).toHaveLength(capacity);
    expect(await seats(event.id)).toBe(capacity);
    console.info(`[race ${kind}] capacity ${capacity}, ${racers} racers: ${capacity} winners, ${racers - capacity} full, ${elapsed.toFixed(0)} ms`);
  });

  it('keeps one row and one seat when the same address races itself', async () => {
    const event = await insertEvent(database.db, { capacity: 3 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => register(event, { ...visitor, email: 'same@example.sa' })));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(202));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await rows(event.id)).toHaveLength(1);
    expect(await seats(event.id)).toBe(1);
  });

  it('serves the calendar file: public information without a token, the join link and the registrant’s language with one', async () => {
    const event = await insertEvent(database.db);
    await register(event, { ...visitor, email: 'calendar@example.sa', locale: 'ar' });
    const id = await idOf(event.id, 'calendar@example.sa');
    const get = (query: string) => calendar(new Request(`http://localhost:3000/api/events/${event.slug}/calendar.ics${query}`), event.slug);

    const pub = await get('');
    expect(pub.status).toBe(200);
    expect(pub.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(pub.headers.get('content-disposition')).toBe(`attachment; filename="${event.slug}.ics"`);
    const publicText = await pub.text();
    expect(publicText).toContain('SUMMARY;LANGUAGE=en:PPM Planning\\, Step by Step');
    expect(publicText).toContain('LOCATION;LANGUAGE=en:Online');
    expect(publicText).not.toContain('meet.example.com');

    const arabicPublic = await (await get('?locale=ar')).text();
    expect(arabicPublic).toContain('SUMMARY;LANGUAGE=ar:');

    const own = await get(`?r=${id}`);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const ownText = (await own.text()).replace(/\r\n /g, '');
    expect(ownText).toContain('SUMMARY;LANGUAGE=ar:تخطيط الصيانة الوقائية خطوة بخطوة');
    expect(ownText).toContain('LOCATION;LANGUAGE=ar:https://meet.example.com/siyana-ppm');
    expect(ownText).toContain('رابط الانضمام: https://meet.example.com/siyana-ppm');

    // A token of another event, or a made-up one, opens nothing more than the public file.
    const other = await insertEvent(database.db);
    const foreign = await calendar(new Request(`http://localhost:3000/api/events/${other.slug}/calendar.ics?r=${id}`), other.slug);
    expect(await foreign.text()).not.toContain('meet.example.com');
    expect((await get('?r=not-a-token')).headers.get('cache-control')).toBe('public, max-age=300');

    const draft = await insertEvent(database.db, { published: 0 });
    expect((await calendar(new Request(`http://localhost:3000/api/events/${draft.slug}/calendar.ics`), draft.slug)).status).toBe(404);
  });
});

describe.each(databaseKinds)('staff registrations of an event on %s', (kind) => {
  let database: TestDatabase;
  let adminToken: string;
  let editorToken: string;
  let event: EventRow;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'events-admin', 'correct horse battery staple');
    await upsertAdmin(database.db, 'events-editor', 'correct horse battery staple', 'editor');
    adminToken = (await createSession(database.db, (await findAdminByUsername(database.db, 'events-admin'))!.id)).token;
    editorToken = (await createSession(database.db, (await findAdminByUsername(database.db, 'events-editor'))!.id)).token;
    event = await insertEvent(database.db, { slug: 'ppm-webinar', capacity: 40 });
    const register = (body: Record<string, unknown>) => submit(post(event.slug, body), event.slug);
    await register({ ...visitor, name: '=HYPERLINK("http://evil.example")', email: 'first@example.sa', company: 'Dosari, Sons & Co' });
    await register({ ...visitor, name: 'نورة الدوسري', email: 'noura@example.sa', company: 'الدوسري', phone: '', locale: 'ar', newsletter: true, utmSource: undefined, utmCampaign: '+cmd', referrer: undefined });
  });
  afterAll(async () => database.drop());

  const request = (path: string, token: string | null, init: RequestInit = {}) =>
    new Request(`http://localhost:3000${path}`, { ...init, headers: { host: 'localhost:3000', 'content-type': 'application/json', ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}) } });
  const list = (query: string, token: string | null) => listRegistrations(request(`/api/admin/events/${event.id}/registrations${query}`, token), { params: Promise.resolve({ id: event.id }) });
  const patch = (id: string, body: string, token: string | null) => setRegistration(request(`/api/admin/events/${id}/registration`, token, { method: 'PATCH', body }), { params: Promise.resolve({ id }) });
  const audit = (action: string) => database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

  it('lists registrations to admins only: 401 without a session, 403 for an editor', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('?format=csv', editorToken)).status).toBe(403);
    const body = await (await list('', adminToken)).json();
    expect(body.event).toEqual({ id: event.id, slug: 'ppm-webinar', capacity: 40, seatsTaken: 2, registrationOpen: true });
    expect(body.data.map((row: { email: string }) => row.email)).toEqual(['first@example.sa', 'noura@example.sa']);
    expect((await listRegistrations(request('/api/admin/events/nope/registrations', adminToken), { params: Promise.resolve({ id: 'nope' }) })).status).toBe(404);
  });

  it('exports CSV with the site’s escaping and records the export in the audit log without personal data', async () => {
    const response = await list('?format=csv', adminToken);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="event-registrations-ppm-webinar-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(`\uFEFF${eventRegistrationCsvHeader.join(',')}`);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},ppm-webinar,"'=HYPERLINK\(""http:\/\/evil\.example""\)","Dosari, Sons & Co",first@example\.sa,'\+966551234567,en,No,,\/resources\/events\/ppm-webinar,linkedin,,events-q4,,,https:\/\/www\.linkedin\.com\/$/);
    expect(lines[2]).toContain(',ppm-webinar,نورة الدوسري,الدوسري,noura@example.sa,,ar,Yes,نعم، أرسلوا لي النشرة البريدية');
    expect(lines[2]).toContain(",'+cmd,");
    expect(lines).toHaveLength(4);
    const [entry] = await audit('event-registrations.export');
    expect(entry).toMatchObject({ actor_name: 'events-admin', target_kind: 'event', target_id: event.id, details: JSON.stringify({ count: 2 }) });
    expect(JSON.stringify(entry)).not.toContain('example.sa');
  });

  it('lets an editor close and reopen registration, recorded in the audit log; a closed event refuses visitors', async () => {
    expect((await patch(event.id, JSON.stringify({ open: false }), null)).status).toBe(401);
    const closed = await patch(event.id, JSON.stringify({ open: false }), editorToken);
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ success: true, open: false, message: 'تم إغلاق التسجيل' });
    const refused = await submit(post(event.slug, { ...visitor, email: 'late@example.sa' }), event.slug);
    expect(refused.status).toBe(409);

    expect((await patch(event.id, JSON.stringify({ open: true }), adminToken)).status).toBe(200);
    const accepted = await submit(post(event.slug, { ...visitor, email: 'late@example.sa' }), event.slug);
    expect(accepted.status).toBe(202);

    expect((await patch(event.id, JSON.stringify({ open: 'no' }), adminToken)).status).toBe(400);
    expect((await patch('missing-event', JSON.stringify({ open: false }), adminToken)).status).toBe(404);
    expect((await audit('event.registration-close')).map((entry) => entry.actor_name)).toEqual(['events-editor']);
    expect((await audit('event.registration-open')).map((entry) => entry.actor_name)).toEqual(['events-admin']);
  });
});
