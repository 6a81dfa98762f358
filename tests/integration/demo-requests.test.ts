import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { riyadhLocalOf } from '@/lib/riyadh-time';
import { POST as submitShort } from '@/app/api/demo-request/route';
import { POST as submitDetailed } from '@/app/api/detailed-demo-request/route';
import { leadCsvHeader, leadCsvRows } from '@/features/admin/lead-csv';
import { DEMO_REQUEST_LIMIT } from '@/server/forms/demo-requests';
import { migrateToLatest } from '@/server/db/migrate';
import { migrations } from '@/server/db/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';
import { prepareBookableSlot } from '../support/demo-calendar';
import { createRouteDatabase } from '../support/route-database';

const validShort = {
  name: 'Nora Saleh',
  email: 'Nora.Saleh@example.sa',
  phone: '055 123 4567',
  company: 'Saleh Properties',
  companySize: '51-200',
  moduleInterest: 'ppm',
  // The first free slot of the demo calendar, set for each database (prepareBookableSlot).
  slotStart: '',
  locale: 'ar',
  utmSource: 'linkedin',
  utmCampaign: 'riyadh-fm-2026',
  referrer: 'https://www.linkedin.com/',
};

const validDetailed = {
  name: 'Abdullah Al-Harbi',
  email: 'abdullah@example.sa',
  phone: '0551234567',
  company: 'Harbi Facilities',
  industry: 'medical',
  facilitySize: 'large',
  currentSoftware: 'Spreadsheets, "old" CMMS, Arabic: نظام قديم',
  interestedSolutions: ['ppm', 'ic', 'app', 'dashboard'],
  budget: '250k-500k',
  timeline: '3months',
  locale: 'en',
};

let ipCounter = 0;
function post(body: unknown, { ip, origin, raw }: { ip?: string; origin?: string; raw?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  if (origin) headers.origin = origin;
  return new Request('http://localhost:3000/api/demo-request', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

describe.each(databaseKinds)('demo requests on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    validShort.slotStart = await prepareBookableSlot(database.db);
  });
  afterAll(async () => database.drop());

  const count = async () => Number((await database.db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a valid short request exactly, with language and attribution', async () => {
    const response = await submitShort(post(validShort));
    expect(response.status).toBe(201);
    const { success, id, booking } = await response.json();
    expect(success).toBe(true);
    expect(booking.start).toBe(validShort.slotStart);
    const row = await database.db.selectFrom('demo_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form: 'short', name: 'Nora Saleh', email: 'Nora.Saleh@example.sa', phone: '+966551234567', company: 'Saleh Properties',
      company_size: '51-200', module_interest: 'ppm', system_interest: null, preferred_date: riyadhLocalOf(validShort.slotStart).slice(0, 10), preferred_time: riyadhLocalOf(validShort.slotStart).slice(11, 16), locale: 'ar',
      utm_source: 'linkedin', utm_campaign: 'riyadh-fm-2026', utm_medium: null, referrer: 'https://www.linkedin.com/', notified_at: null,
    });
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores an international phone in E.164 and an empty company as null', async () => {
    const response = await submitShort(post({ ...validShort, email: `intl-${kind}@example.sa`, phone: '+44 20 7946 0958', company: '', moduleInterest: 'platform' }));
    expect(response.status).toBe(201);
    const row = await database.db.selectFrom('demo_requests').selectAll().where('id', '=', (await response.json()).id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: '+442079460958', company: null, module_interest: 'platform' });
  });

  it('stores a valid detailed request exactly', async () => {
    const response = await submitDetailed(post(validDetailed));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await database.db.selectFrom('demo_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form: 'detailed', name: 'Abdullah Al-Harbi', company: 'Harbi Facilities', industry: 'medical', facility_size: 'large',
      current_software: validDetailed.currentSoftware, interested_solutions: 'ppm,ic,app,dashboard', budget: '250k-500k',
      timeline: '3months', locale: 'en', company_size: null,
    });
  });

  const shortCases: [string, Record<string, unknown>, string][] = [
    ['name', { name: '' }, 'Please enter your full name'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['phone', { phone: '0112345678' }, 'Please enter a valid phone number: a Saudi mobile (05XXXXXXXX) or the full number with its country code, e.g. +971 50 123 4567'],
    ['companySize', { companySize: '' }, 'Please select company size'],
    ['moduleInterest', { moduleInterest: 'crm' }, 'Please select a module of interest'],
    ['slotStart', { slotStart: '' }, 'Please select a preferred time'],
    ['slotStart', { slotStart: '2026-12-01 10:30' }, 'Please choose one of the free times shown'],
  ];
  it.each(shortCases)('short form: an invalid %s gives its message and stores nothing', async (field, change, message) => {
    const before = await count();
    const response = await submitShort(post({ ...validShort, locale: 'en', ...change }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ [field]: message });
    expect(await count()).toBe(before);
  });

  const detailedCases: [string, Record<string, unknown>, string][] = [
    ['name', { name: 'A' }, 'Please enter your full name'],
    ['email', { email: 'abdullah@' }, 'Please enter a valid email address'],
    ['phone', { phone: '0551' }, 'Please enter a valid phone number: a Saudi mobile (05XXXXXXXX) or the full number with its country code, e.g. +971 50 123 4567'],
    ['company', { company: ' ' }, 'Please enter your company name'],
    ['industry', { industry: '' }, 'Please select an industry'],
    ['facilitySize', { facilitySize: 'huge' }, 'Please select facility size'],
    ['currentSoftware', { currentSoftware: '   ' }, 'Please enter current software'],
    ['interestedSolutions', { interestedSolutions: [] }, 'Please select at least one solution'],
    ['budget', { budget: undefined }, 'Please select a budget range'],
    ['timeline', { timeline: 'someday' }, 'Please select a timeline'],
  ];
  it.each(detailedCases)('detailed form: an invalid %s gives its message and stores nothing', async (field, change, message) => {
    const before = await count();
    const response = await submitDetailed(post({ ...validDetailed, ...change }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ [field]: message });
    expect(await count()).toBe(before);
  });

  it('refuses a Friday slot with the calendar’s message, in Arabic for an Arabic page', async () => {
    let friday = new Date(Date.parse(validShort.slotStart));
    while (new Date(friday.getTime() + 3 * 3_600_000).getUTCDay() !== 5) friday = new Date(friday.getTime() + 86_400_000);
    const response = await submitShort(post({ ...validShort, slotStart: friday.toISOString() }));
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ slotStart: 'هذا ليس من مواعيد العروض لدينا. يرجى اختيار أحد الأوقات المتاحة المعروضة.' });
  });

  it('answers in Arabic when the page was Arabic', async () => {
    const response = await submitDetailed(post({ ...validDetailed, locale: 'ar', name: '' }));
    expect((await response.json()).errors).toEqual({ name: 'يرجى إدخال اسمك الكامل' });
  });

  it('refuses malformed JSON (400), a body over 32 KB (413) and a foreign Origin (403), storing nothing', async () => {
    const before = await count();
    expect((await submitShort(post(null, { raw: '{"email": "a@b.sa",' }))).status).toBe(400);
    expect((await submitShort(post(null, { raw: 'null' }))).status).toBe(400);
    expect((await submitShort(post({ ...validShort, referrer: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await submitShort(post(validShort, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const response = await submitShort(post({ ...validShort, website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    expect(await count()).toBe(before);
  });

  it('limits submissions per address with 429 and a message, without storing the refused ones', async () => {
    const ip = `192.0.2.${kind === 'sqlite' ? 10 : 11}`;
    const statuses: number[] = [];
    // Each a visitor of their own (one e-mail address and one phone number hold one upcoming demo).
    const visitor = (index: number) => ({ ...validShort, email: `limit-${kind}-${index}@example.sa`, phone: `0559${String(index).padStart(6, '0')}` });
    for (let index = 0; index < DEMO_REQUEST_LIMIT.points + 2; index++) statuses.push((await submitShort(post(visitor(index), { ip }))).status);
    // One address is one network: its first three bookings hold the network's share (BOOKING_NETWORK_LIMIT),
    // the rest are refused 429 until the per-address limit refuses them before any booking is tried.
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.slice(3)).toEqual(Array(DEMO_REQUEST_LIMIT.points - 1).fill(429));
    const refused = await submitShort(post({ ...validShort, locale: 'en' }, { ip }));
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/Too many requests/);
    const stored = await database.db.selectFrom('demo_requests').select('id').where('email', 'like', `limit-${kind}-%`).execute();
    expect(stored).toHaveLength(3);
  });

  it('takes 50 concurrent submissions: every 2xx has its row, no 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => submitDetailed(post({ ...validDetailed, email: `load-${kind}-${index}@example.sa` }))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const ids = await Promise.all(responses.filter((r) => r.status === 201).map(async (r) => (await r.json()).id as string));
    expect(ids).toHaveLength(50);
    const rows = await database.db.selectFrom('demo_requests').select('id').where('id', 'in', ids).execute();
    expect(rows).toHaveLength(50);
  });
});

describe.each(databaseKinds)('migration 0004 on %s', (kind) => {
  let database: TestDatabase;
  afterAll(async () => database?.drop());

  it('keeps the rows made before it: old short rows keep their system of interest, old solution ids get their own keys', async () => {
    database = await createTestDatabase(kind, { migrate: false });
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026_11_24_0004'));
    await migrateToLatest(database.db, before);

    const common = { status: 'new', locale: 'en', created_at: '2026-11-01T08:00:00.000Z' };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the schema of their day had them
    const old = database.db as any;
    await old.insertInto('demo_requests').values([
      { ...common, id: 'old-short', form: 'short', email: 'old@example.sa', phone: '+966 55 123 4567', company_size: '11-50', system_interest: 'crm', preferred_date: '2026-11-02', preferred_time: '10:00' },
      { ...common, id: 'old-detailed', form: 'detailed', email: 'd@example.sa', phone: '0551234567', name: 'Old Lead', company: 'Old Co', interested_solutions: 'cm,cc,app,dashboard,support' },
    ]).execute();

    await migrateToLatest(database.db);
    const rows = await database.db.selectFrom('demo_requests').selectAll().orderBy('id', 'desc').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 'old-short', system_interest: 'crm', module_interest: null, phone: '+966 55 123 4567', preferred_date: '2026-11-02', name: null });
    expect(rows[1]).toMatchObject({ id: 'old-detailed', interested_solutions: 'old-cm,old-cc,app,dashboard,old-support', name: 'Old Lead' });

    // The inbox's export shows the old form's answer in words, and no module the old form never asked.
    const leads = await database.db.selectFrom('leads').selectAll().where('source_id', '=', 'old-short').execute();
    const [csv] = await leadCsvRows(database.db, leads, () => undefined, 'en');
    const answers = String(csv![leadCsvHeader('en').indexOf('Answers')]);
    expect(answers).toContain('System requested (earlier form): Customer relationship management');
    expect(answers).not.toContain('Solution of interest');
  });
});
