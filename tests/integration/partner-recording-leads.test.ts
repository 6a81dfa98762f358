import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as applyAsPartner } from '@/app/api/partner-applications/route';
import { POST as requestRecording } from '@/app/api/recording-requests/route';
import { eraseRecord } from '@/server/staff/erasure';
import { leadCsvRows } from '@/features/admin/lead-csv';
import { findLeadDetail, listLeads } from '@/server/leads/inbox';
import { PARTNER_APPLICATION_LIMIT } from '@/server/forms/partner-applications';
import { recordingRequestsOf } from '@/server/events/recording-requests';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

let ipCounter = 0;
function post(path: string, body: unknown, { ip, raw }: { ip?: string; raw?: string } = {}) {
  const headers = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': ip ?? `10.7.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  return new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}
const apply = (body: unknown, options?: { ip?: string; raw?: string }) => applyAsPartner(post('/api/partner-applications', body, options));
const ask = (body: unknown, options?: { ip?: string; raw?: string }) => requestRecording(post('/api/recording-requests', body, options));

const application = {
  company: 'Al Noor Facility Services',
  name: 'Huda Al-Qahtani',
  email: 'huda@alnoor.example.sa',
  phone: '0551234567',
  partnershipType: 'implementation',
  level: 'silver',
  regions: 'Riyadh, Eastern Province',
  message: 'We run 40 buildings for 6 clients.',
  locale: 'en',
  page: '/partners/apply',
  utmSource: 'LinkedIn',
};

describe.each(databaseKinds)('partner applications and recording requests on %s', (kind) => {
  let database: TestDatabase;
  const past = { id: randomUUID(), slug: `past-webinar-${kind}` };
  const pastRecorded = { id: randomUUID(), slug: `past-recorded-${kind}` };
  const upcoming = { id: randomUUID(), slug: `upcoming-webinar-${kind}` };

  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    const base = {
      kind: 'webinar' as const, title_en: 'Chiller season', title_ar: 'موسم المبردات', summary_en: 's', summary_ar: 's', description_en: 'd', description_ar: 'd',
      mode: 'online' as const, city_en: null, city_ar: null, venue_en: null, venue_ar: null, language: 'both' as const, join_url: null, capacity: null,
      registration_open: 1, published: 1, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    };
    await database.db
      .insertInto('events')
      .values([
        { ...base, ...past, starts_at: '2026-03-01T07:00:00.000Z', ends_at: '2026-03-01T08:00:00.000Z', recording_url: null },
        { ...base, ...pastRecorded, starts_at: '2026-03-02T07:00:00.000Z', ends_at: '2026-03-02T08:00:00.000Z', recording_url: 'https://video.example/rec' },
        { ...base, ...upcoming, starts_at: '2099-03-01T07:00:00.000Z', ends_at: '2099-03-01T08:00:00.000Z', recording_url: null },
      ])
      .execute();
  });
  afterAll(async () => database.drop());

  const count = async (table: 'partner_applications' | 'recording_requests' | 'leads') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a partner application and its inbox lead of kind "partner"', async () => {
    const response = await apply(application);
    expect(response.status).toBe(201);
    const { success, id } = await response.json();
    expect(success).toBe(true);
    const row = await database.db.selectFrom('partner_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company: 'Al Noor Facility Services', name: 'Huda Al-Qahtani', email: 'huda@alnoor.example.sa', phone: '+966551234567',
      partnership_type: 'implementation', level: 'silver', regions: 'Riyadh, Eastern Province', locale: 'en', page: '/partners/apply', utm_source: 'LinkedIn',
    });
    const inbox = await listLeads(database.db, { kind: 'partner' });
    expect(inbox.total).toBe(1);
    expect(inbox.rows[0]).toMatchObject({ kind: 'partner', source_id: id, name: 'Huda Al-Qahtani', company: 'Al Noor Facility Services', source: 'linkedin', landing_page: '/partners/apply', status: 'new' });
    const detail = await findLeadDetail(database.db, inbox.rows[0]!.id);
    expect(detail?.submission).toMatchObject({ level: 'silver', regions: 'Riyadh, Eastern Province' });
    expect((await listLeads(database.db, { q: 'noor' })).rows.map((lead) => lead.kind)).toEqual(['partner']);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['company', { company: ' ' }, "Please enter your company's name"],
    ['name', { name: 'H' }, 'Please enter your full name'],
    ['email', { email: 'huda@' }, 'Please enter a valid email address'],
    ['phone', { phone: '12345' }, 'Please enter a phone number we can call: a Saudi mobile (05XXXXXXXX) or a number with its country code'],
    ['partnershipType', { partnershipType: 'reseller' }, 'Please choose a partnership type'],
    ['level', { level: 'platinum' }, 'Please choose a partner level'],
    ['regions', { regions: '' }, 'Please tell us which regions you serve'],
    ['message', { message: 'x'.repeat(2001) }, 'This entry is too long'],
  ];
  it.each(invalid)('refuses an application with a bad %s: 400 with its message, nothing stored', async (field, change, message) => {
    const before = [await count('partner_applications'), await count('leads')];
    const response = await apply({ ...application, ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ [field]: message });
    expect([await count('partner_applications'), await count('leads')]).toEqual(before);
  });

  it('answers in Arabic for an Arabic page and refuses non-JSON, oversized bodies and honeypots without storing', async () => {
    const arabic = await apply({ ...application, level: 'diamond', locale: 'ar' });
    expect(arabic.status).toBe(400);
    expect((await arabic.json()).errors).toEqual({ level: 'يرجى اختيار مستوى الشراكة' });
    const before = [await count('partner_applications'), await count('leads')];
    expect((await apply(null, { raw: '{"company":' })).status).toBe(400);
    expect((await apply({ ...application, message: 'x'.repeat(40_000) })).status).toBe(413);
    const bot = await apply({ ...application, website: 'http://spam.example' });
    expect(bot.status).toBe(201);
    expect([await count('partner_applications'), await count('leads')]).toEqual(before);
  });

  it('limits applications per address with 429', async () => {
    const ip = `192.0.2.${kind === 'sqlite' ? 60 : 61}`;
    const statuses: number[] = [];
    for (let index = 0; index < PARTNER_APPLICATION_LIMIT.points + 1; index++) statuses.push((await apply({ ...application, company: `Co ${index}` }, { ip })).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PARTNER_APPLICATION_LIMIT.points);
    expect(statuses.at(-1)).toBe(429);
  });

  it('stores a recording request tied to its past event, as a lead of kind "recording" shown on the event', async () => {
    const response = await ask({ name: 'Omar Saleh', email: 'omar@example.sa', event: past.slug, locale: 'ar', page: `/ar/resources/events/${past.slug}/recording` });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    expect(await database.db.selectFrom('recording_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({
      event_id: past.id, name: 'Omar Saleh', email: 'omar@example.sa', locale: 'ar',
    });
    const inbox = await listLeads(database.db, { kind: 'recording' });
    expect(inbox.rows.map((lead) => [lead.kind, lead.source_id, lead.email])).toEqual([['recording', id, 'omar@example.sa']]);
    const detail = await findLeadDetail(database.db, inbox.rows[0]!.id);
    expect(detail?.submission).toMatchObject({ event_title_en: 'Chiller season', event_title_ar: 'موسم المبردات' });
    expect(await recordingRequestsOf(database.db, past.id)).toEqual([expect.objectContaining({ id, name: 'Omar Saleh', lead_id: inbox.rows[0]!.id })]);
  });

  it.each([
    ['no e-mail', { email: '' }, 400, 'email'],
    ['no name', { name: '' }, 400, 'name'],
    ['an unknown event', { event: 'no-such-event' }, 404, 'event'],
    ['an event not held yet', { event: upcoming.slug }, 404, 'event'],
    ['an event whose recording is public', { event: pastRecorded.slug }, 404, 'event'],
  ])('refuses a recording request with %s, storing nothing', async (_, change, status, field) => {
    const before = [await count('recording_requests'), await count('leads')];
    const response = await ask({ name: 'Omar Saleh', email: 'omar@example.sa', event: past.slug, locale: 'en', ...change });
    expect(response.status).toBe(status);
    expect(Object.keys((await response.json()).errors)).toEqual([field]);
    expect([await count('recording_requests'), await count('leads')]).toEqual(before);
  });

  it('exports partner applications and recording requests with their answers, the event named in the export\'s language', async () => {
    const { id: applicationId } = await (await apply({ ...application, email: 'csv@alnoor.example.sa' })).json();
    const { id: requestId } = await (await ask({ name: 'Lina Haddad', email: 'lina@example.sa', event: past.slug, locale: 'en' })).json();
    const leads = await database.db.selectFrom('leads').selectAll().where('source_id', 'in', [applicationId, requestId]).execute();
    const rowOf = async (locale: 'en' | 'ar', sourceId: string) => (await leadCsvRows(database.db, leads, () => undefined, locale))[leads.findIndex((lead) => lead.source_id === sourceId)]!.join('\n');
    for (const locale of ['en', 'ar'] as const) {
      const partnerRow = await rowOf(locale, applicationId);
      expect(partnerRow).toContain('Riyadh, Eastern Province');
      expect(partnerRow).toContain('We run 40 buildings for 6 clients.');
      const recordingRow = await rowOf(locale, requestId);
      expect(recordingRow).toContain(locale === 'en' ? 'Chiller season' : 'موسم المبردات');
      expect(recordingRow).not.toContain(locale === 'en' ? 'موسم المبردات' : 'Chiller season');
    }
  });

  it('erases a partner application with its inbox lead (PDPL)', async () => {
    const { id } = await (await apply({ ...application, email: 'erase@example.sa' })).json();
    const lead = await database.db.selectFrom('leads').select('id').where('source_id', '=', id).executeTakeFirstOrThrow();
    const rows = await eraseRecord(database.db, { kind: 'partner-application', id }, { id: randomUUID(), username: 'admin' });
    expect(rows).toBeGreaterThan(2); // the application, its inbox row and its search words
    expect(await database.db.selectFrom('lead_search_terms').select('term').where('lead_id', '=', lead.id).execute()).toEqual([]);
    expect(await database.db.selectFrom('partner_applications').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await database.db.selectFrom('leads').select('id').where('source_id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});
