import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailedDemoRequestPayloadSchema, earliestAllowedDate, shortDemoRequestPayloadSchema } from '@/features/demo/schema';
import { DEMO_REQUEST_LIMIT, handleDemoSubmission } from '@/server/demo-request-handler';
import { detailedDemoRequestRow, shortDemoRequestRow } from '@/server/demo-requests';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);

const validShort = {
  email: 'Nora.Saleh@example.sa',
  phone: '+966 55 123 4567',
  companySize: '51-200',
  systemInterest: 'inventory',
  preferredDate: tomorrow,
  preferredTime: '10:30',
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
  interestedSolutions: ['pm', 'app', 'dashboard'],
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
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.drop());

  const submitShort = (request: Request) => handleDemoSubmission(request, shortDemoRequestPayloadSchema, (p) => shortDemoRequestRow(p), database);
  const submitDetailed = (request: Request) => handleDemoSubmission(request, detailedDemoRequestPayloadSchema, (p) => detailedDemoRequestRow(p), database);
  const count = async () => Number((await database.db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a valid short request exactly, with language and attribution', async () => {
    const response = await submitShort(post(validShort));
    expect(response.status).toBe(201);
    const { success, id } = await response.json();
    expect(success).toBe(true);
    const row = await database.db.selectFrom('demo_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form: 'short', status: 'new', email: 'Nora.Saleh@example.sa', phone: '+966 55 123 4567', company_size: '51-200',
      system_interest: 'inventory', preferred_date: tomorrow, preferred_time: '10:30', locale: 'ar', utm_source: 'linkedin',
      utm_campaign: 'riyadh-fm-2026', utm_medium: null, referrer: 'https://www.linkedin.com/', name: null, notified_at: null,
    });
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a valid detailed request exactly', async () => {
    const response = await submitDetailed(post(validDetailed));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const row = await database.db.selectFrom('demo_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      form: 'detailed', name: 'Abdullah Al-Harbi', company: 'Harbi Facilities', industry: 'medical', facility_size: 'large',
      current_software: validDetailed.currentSoftware, interested_solutions: 'pm,app,dashboard', budget: '250k-500k',
      timeline: '3months', locale: 'en', company_size: null,
    });
  });

  const shortCases: [string, Record<string, unknown>, string][] = [
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['phone', { phone: '12345' }, 'Please enter a valid phone number'],
    ['companySize', { companySize: '' }, 'Please select company size'],
    ['systemInterest', { systemInterest: 'spaceship' }, 'Please select system of interest'],
    ['preferredDate', { preferredDate: '2020-01-01' }, 'Please select a preferred date'],
    ['preferredTime', { preferredTime: '08:30' }, 'Please select a preferred time'],
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
    ['phone', { phone: '0551' }, 'Please enter a valid phone number'],
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
    for (let index = 0; index < DEMO_REQUEST_LIMIT.points + 2; index++) statuses.push((await submitShort(post(validShort, { ip }))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEMO_REQUEST_LIMIT.points);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = await submitShort(post({ ...validShort, locale: 'en' }, { ip }));
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/Too many requests/);
    const stored = await database.db.selectFrom('demo_requests').select('id').where('email', '=', validShort.email).execute();
    expect(stored.length).toBeGreaterThanOrEqual(DEMO_REQUEST_LIMIT.points);
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

describe('earliestAllowedDate', () => {
  it('is yesterday or today in UTC, never later than any visitor’s today', () => {
    expect(earliestAllowedDate(new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-20');
    expect(earliestAllowedDate(new Date('2026-11-21T13:00:00Z'))).toBe('2026-11-21');
  });
});
