import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as retryRoute } from '@/app/api/admin/webhooks/[id]/retry/route';
import { POST as submitShortDemo } from '@/app/api/demo-request/route';
import { POST as submitDetailedDemo } from '@/app/api/detailed-demo-request/route';
import { POST as applyAsPartner } from '@/app/api/partner-applications/route';
import { POST as submitQuestion } from '@/app/api/questions/route';
import { POST as requestRecording } from '@/app/api/recording-requests/route';
import { POST as submitResourceLead } from '@/app/api/resource-leads/route';
import { env, envSchema } from '@/env';
import { riyadhLocalOf } from '@/lib/riyadh-time';
import { prepareBookableSlot } from '../support/demo-calendar';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { openDatabase } from '@/server/db';
import { saveDemoRequest, shortDemoRequestRow } from '@/server/forms/demo-requests';
import { partnerApplicationRow, savePartnerApplication } from '@/server/forms/partner-applications';
import { recordingRequestRow, saveRecordingRequest } from '@/server/events/recording-requests';
import { eraseRecord } from '@/server/staff/erasure';
import { enqueueLeadDelivery, eventRegistrationWebhookLead, questionWebhookLead, type WebhookSettings } from '@/server/webhooks/outbox';
import { questionRow } from '@/server/forms/questions';
import { deleteLeadDeliveries, listWebhookDeliveries, retryWebhookDelivery } from '@/server/webhooks/delivery-log';
import { deliverDueWebhooks, nextClaimableAt, webhookDeliveryJob } from '@/server/webhooks/sender';
import { startJobs, stopJobs } from '@/server/jobs/runner';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

const SECRET = 'integration-secret-0123456789abcdef';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const short = {
  name: 'Nora Saleh', email: 'nora@example.sa', phone: '055 123 4567', company: 'Saleh Properties', companySize: '51-200', moduleInterest: 'ppm',
  slotStart: '', locale: 'ar', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'riyadh-fm-2026', referrer: 'https://www.linkedin.com/',
};
const detailed = {
  name: 'Abdullah Al-Harbi', email: 'abdullah@example.sa', phone: '0551234567', company: 'Harbi Facilities', industry: 'medical', facilitySize: 'large',
  currentSoftware: 'Spreadsheets', interestedSolutions: ['ppm', 'ic'], budget: '250k-500k', timeline: '3months', locale: 'en',
};
const question = { category: 'integration', question: 'Can Siyana send leads to Zoho?', email: 'q@example.sa', locale: 'en' };
const partner = {
  company: 'Al Noor Facility Services', name: 'Huda Al-Qahtani', email: 'huda@alnoor.example.sa', phone: '0551234567', partnershipType: 'implementation',
  level: 'silver', regions: 'Riyadh, Eastern Province', message: 'We run 40 buildings for 6 clients.', locale: 'ar', page: '/ar/partners/apply', utmSource: 'linkedin',
};
/** A past online webinar with no public recording: the one event whose recording a visitor may ask for. */
const pastWebinar = {
  id: 'past-webinar-webhook', slug: 'chiller-season-webhook', kind: 'webinar' as const, title_en: 'Chiller season', title_ar: 'موسم المبردات', summary_en: 's', summary_ar: 's',
  description_en: 'd', description_ar: 'd', mode: 'online' as const, city_en: null, city_ar: null, venue_en: null, venue_ar: null, language: 'both' as const, join_url: null,
  capacity: null, registration_open: 1, published: 1, starts_at: '2026-03-01T07:00:00.000Z', ends_at: '2026-03-01T08:00:00.000Z', recording_url: null,
  created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
};
const recording = { event: pastWebinar.slug, name: 'Saad', email: 'saad@example.sa', locale: 'en', page: `/resources/events/${pastWebinar.slug}` };
const guide = { kind: 'guide', resourceId: 'hvac-summer-readiness', name: 'Faisal', email: 'faisal@example.sa', consent: true, locale: 'en', page: '/resources/guides/hvac-summer-readiness', utmSource: 'newsletter' };

let ip = 0;
function post(path: string, body: unknown) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.22.${Math.floor(ip / 250)}.${ip++ % 250}` },
    body: JSON.stringify(body),
  });
}

const settingsFor = (receiver: Receiver, changes: Partial<WebhookSettings> = {}): WebhookSettings => ({ url: receiver.url, secret: SECRET, retryBaseMs: 50, timeoutMs: 5000, maxAttempts: 30, ...changes });

async function storeLeads(database: TestDatabase, settings: WebhookSettings | null, count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = shortDemoRequestRow({ ...short, email: `${tag}-${index}@example.sa` } as never);
    ids.push(await saveDemoRequest(database.db, row, settings));
  }
  return ids;
}

/** Runs the sender until no row is pending (or the time is up), as its timer would. */
async function drain(database: TestDatabase, settings: WebhookSettings, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await deliverDueWebhooks(database.db, settings);
    const pending = await database.db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').execute();
    if (pending.length === 0) return;
    await sleep(25);
  }
  throw new Error('deliveries still pending');
}

describe('the webhook settings', () => {
  const parse = (variables: Record<string, string>) => envSchema.safeParse(variables);
  it('take an http(s) URL with a secret of 16 characters or more', () => {
    expect(parse({ LEADS_WEBHOOK_URL: 'https://relay.example.com/siyana', LEADS_WEBHOOK_SECRET: 'x'.repeat(16) }).success).toBe(true);
    expect(parse({}).success).toBe(true);
    expect(parse({ LEADS_WEBHOOK_URL: '', LEADS_WEBHOOK_SECRET: '' }).success).toBe(true);
  });
  it('refuse another scheme, a missing secret and a short one', () => {
    expect(parse({ LEADS_WEBHOOK_URL: 'ftp://relay.example.com/', LEADS_WEBHOOK_SECRET: 'x'.repeat(16) }).success).toBe(false);
    expect(parse({ LEADS_WEBHOOK_URL: 'not a url', LEADS_WEBHOOK_SECRET: 'x'.repeat(16) }).success).toBe(false);
    const missing = parse({ LEADS_WEBHOOK_URL: 'https://relay.example.com/' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toMatch(/LEADS_WEBHOOK_SECRET is required/);
    expect(parse({ LEADS_WEBHOOK_URL: 'https://relay.example.com/', LEADS_WEBHOOK_SECRET: 'short' }).success).toBe(false);
    expect(parse({ LEADS_WEBHOOK_RETRY_BASE_MS: '0' }).success).toBe(false);
  });
});

describe.each(databaseKinds)('the CRM webhook on %s', (kind) => {
  let database: TestDatabase;
  let receiver: Receiver;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    short.slotStart = await prepareBookableSlot(database.db);
    await database.db.insertInto('events').values(pastWebinar).execute();
    receiver = await startReceiver(SECRET);
  });
  afterEach(async () => {
    receiver.respondWith(() => 200);
    await database.db.deleteFrom('webhook_deliveries').execute();
  });
  afterAll(async () => {
    await receiver.stop();
    await database.drop();
  });
  const deliveries = () => database.db.selectFrom('webhook_deliveries').selectAll().orderBy('created_at').execute();

  it('stores no delivery when no webhook is configured', async () => {
    await storeLeads(database, null, 2, 'unconfigured');
    expect(await deliveries()).toEqual([]);
  });

  it('stores the delivery in the lead\'s transaction: no lead, no delivery', async () => {
    const settings = settingsFor(receiver);
    const row = shortDemoRequestRow(short as never);
    await saveDemoRequest(database.db, row, settings);
    // The same id again: the lead's insert fails, and its delivery is rolled back with it.
    await expect(saveDemoRequest(database.db, row, settings)).rejects.toThrow();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueLeadDelivery(trx, questionWebhookLead(questionRow(question as never)), settings);
        throw new Error('the lead could not be stored');
      }),
    ).rejects.toThrow('the lead could not be stored');
    expect((await deliveries()).map((delivery) => delivery.lead_id)).toEqual([row.id]);
  });

  it('every lead handler queues its lead, and the kick after the answer delivers it, signed', async () => {
    Object.assign(env, { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, LEADS_WEBHOOK_RETRY_BASE_MS: 50 });
    const before = receiver.received.length;
    try {
      const answers = [
        await submitShortDemo(post('/api/demo-request', short)),
        await submitDetailedDemo(post('/api/detailed-demo-request', detailed)),
        await submitQuestion(post('/api/questions', question)),
        await submitResourceLead(post('/api/resource-leads', guide)),
        await submitResourceLead(post('/api/resource-leads', { ...guide, kind: 'course', resourceId: 'preventive-maintenance', company: 'Otaibi FM' })),
        await applyAsPartner(post('/api/partner-applications', partner)),
        await requestRecording(post('/api/recording-requests', recording)),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
      const leadIds = await Promise.all(answers.map(async (answer) => (await answer.json()).id as string));
      const rows = await deliveries();
      expect(rows.map((row) => [row.lead_kind, row.lead_id])).toEqual([
        ['demo-short', leadIds[0]], ['demo-detailed', leadIds[1]], ['question', leadIds[2]], ['guide', leadIds[3]], ['course', leadIds[4]], ['partner', leadIds[5]], ['recording', leadIds[6]],
      ]);
      // A honeypot's fake success stores neither a lead nor a delivery.
      await submitQuestion(post('/api/questions', { ...question, website: 'bot' }));
      await applyAsPartner(post('/api/partner-applications', { ...partner, website: 'bot' }));
      expect(await deliveries()).toHaveLength(7);

      await expect.poll(async () => (await deliveries()).map((row) => row.status), { timeout: 10_000 }).toEqual(Array(7).fill('delivered'));
      const delivered = await deliveries();
      const requests = receiver.received.slice(before);
      expect(requests).toHaveLength(7);
      for (const request of requests) {
        expect(request.signatureValid).toBe(true);
        expect(request.contentType).toBe('application/json');
        expect(Math.abs(request.timestamp - Date.now() / 1000)).toBeLessThan(60);
        expect(request.body).toBe(delivered.find((row) => row.id === request.delivery)!.payload);
      }
      type Body = { id: string; lead: { id: string; kind: string; fields: unknown } };
      const bodies: Record<string, Body> = Object.fromEntries(requests.map((request) => { const body = JSON.parse(request.body) as Body; return [body.lead.kind, body]; }));
      expect(bodies['demo-short']).toEqual({
        id: expect.any(String), event: 'lead.created', occurred_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lead: {
          kind: 'demo-short', id: leadIds[0], name: 'Nora Saleh', email: 'nora@example.sa', company: 'Saleh Properties', phone: '+966551234567', locale: 'ar',
          source: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'riyadh-fm-2026', utm_term: null, utm_content: null, referrer: 'https://www.linkedin.com/', page: null },
          fields: { company_size: '51-200', module_interest: 'ppm', preferred_date: riyadhLocalOf(short.slotStart).slice(0, 10), preferred_time: riyadhLocalOf(short.slotStart).slice(11, 16) },
        },
      });
      expect(bodies['demo-detailed']!.lead.fields).toEqual({ industry: 'medical', facility_size: 'large', current_software: 'Spreadsheets', interested_solutions: ['ppm', 'ic'], budget: '250k-500k', timeline: '3months' });
      expect(bodies.question!.lead).toMatchObject({ name: null, email: 'q@example.sa', fields: { category: 'integration', question: 'Can Siyana send leads to Zoho?' } });
      expect(bodies.guide!.lead).toMatchObject({ name: 'Faisal', source: { utm_source: 'newsletter', page: '/resources/guides/hvac-summer-readiness' }, fields: { resource_id: 'hvac-summer-readiness' } });
      expect(bodies.course!.lead).toMatchObject({ company: 'Otaibi FM', fields: { resource_id: 'preventive-maintenance' } });
      expect(bodies.partner!.lead).toEqual({
        kind: 'partner', id: leadIds[5], name: 'Huda Al-Qahtani', email: 'huda@alnoor.example.sa', company: 'Al Noor Facility Services', phone: '+966551234567', locale: 'ar',
        source: { utm_source: 'linkedin', utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, referrer: null, page: '/ar/partners/apply' },
        fields: { partnership_type: 'implementation', level: 'silver', regions: 'Riyadh, Eastern Province', message: 'We run 40 buildings for 6 clients.' },
      });
      expect(bodies.recording!.lead).toMatchObject({
        kind: 'recording', id: leadIds[6], name: 'Saad', email: 'saad@example.sa', company: null, phone: null, locale: 'en', source: { page: recording.page },
        fields: { event_id: pastWebinar.id, event_slug: pastWebinar.slug, event_title: 'Chiller season', event_starts_at: pastWebinar.starts_at },
      });
      for (const body of Object.values(bodies)) expect(body.id).toBe(delivered.find((row) => row.lead_id === body.lead.id)!.id);
    } finally {
      await stopJobs(database.db);
      Object.assign(env, { LEADS_WEBHOOK_URL: undefined, LEADS_WEBHOOK_SECRET: undefined, LEADS_WEBHOOK_RETRY_BASE_MS: 30_000 });
    }
  });

  it('a failing (500), then slow (past the time limit), then succeeding receiver gets each lead exactly once with a 2xx', async () => {
    // The time limit leaves room for a busy test machine; the slow answer is far beyond it.
    const settings = settingsFor(receiver, { timeoutMs: 1000 });
    receiver.respondWith((_, n) => (n === 1 ? 500 : n === 2 ? { hangMs: 4000 } : 200));
    const before = receiver.received.length;
    const leadIds = await storeLeads(database, settings, 6, `flaky-${kind}`);
    const started = Date.now();
    await drain(database, settings);
    const rows = await deliveries();
    expect(rows.map((row) => row.lead_id).sort()).toEqual([...leadIds].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'delivered', last_status_code: 200, last_error: null, locked_until: null });
      expect(Number(row.attempts)).toBe(3);
      expect(row.delivered_at).not.toBeNull();
    }
    const requests = receiver.received.slice(before);
    expect(requests).toHaveLength(18);
    expect(requests.every((request) => request.signatureValid)).toBe(true);
    const accepted = receiver.accepted();
    for (const row of rows) expect(accepted.get(row.id)).toBe(1);
    const acceptedHere = requests.filter((request) => request.answer === 200).length;
    expect(acceptedHere).toBe(6);
    console.info(`[webhook ${kind}] 6 leads, 500 → slow → 200: ${requests.length} requests, ${acceptedHere} accepted, 0 duplicates, drained in ${Date.now() - started} ms`);

    // Delivered is final: more runs send nothing.
    await deliverDueWebhooks(database.db, settings);
    expect(receiver.received.length).toBe(before + 18);
  });

  it('keeps a lead while the receiver is down, and delivers it once it is back', async () => {
    const settings = settingsFor(receiver);
    await receiver.stop();
    try {
      const [leadId] = await storeLeads(database, settings, 1, `down-${kind}`);
      await deliverDueWebhooks(database.db, settings);
      const [waiting] = await deliveries();
      expect(waiting).toMatchObject({ lead_id: leadId, status: 'pending', last_status_code: null, locked_until: null });
      // Refused, or a kept-alive connection cut by the receiver going down.
      expect(waiting!.last_error).toMatch(/ECONNREFUSED|other side closed/);
      expect(Date.parse(waiting!.next_attempt_at)).toBeGreaterThan(Date.now() - 1000);
    } finally {
      await receiver.start();
    }
    await drain(database, settings);
    const [delivered] = await deliveries();
    expect(delivered).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(Number(delivered!.attempts)).toBeGreaterThanOrEqual(2);
  });

  it('gives up a 4xx at once, retries a 429, fails after the attempt limit; staff retry a failed one', async () => {
    const settings = settingsFor(receiver, { maxAttempts: 3 });
    const [refused, limited, broken] = await storeLeads(database, settings, 3, `codes-${kind}`);
    const byLead = async () => new Map((await deliveries()).map((row) => [row.lead_id, row]));
    const ids = await byLead();
    const deliveryOf = (leadId: string) => ids.get(leadId)!.id;
    receiver.respondWith((request, n) => (request.delivery === deliveryOf(refused!) ? 422 : request.delivery === deliveryOf(limited!) ? (n === 1 ? 429 : 204) : 503));
    await drain(database, settings);
    const after = await byLead();
    expect(after.get(refused!)).toMatchObject({ status: 'failed', last_status_code: 422, last_error: 'HTTP 422: refused with 422', delivered_at: null });
    expect(Number(after.get(refused!)!.attempts)).toBe(1);
    expect(after.get(limited!)).toMatchObject({ status: 'delivered', last_status_code: 204 });
    expect(Number(after.get(limited!)!.attempts)).toBe(2);
    expect(after.get(broken!)).toMatchObject({ status: 'failed', last_status_code: 503 });
    expect(Number(after.get(broken!)!.attempts)).toBe(3);

    // The receiver is fixed; staff retry the refused one: sent once more, delivered.
    receiver.respondWith(() => 200);
    expect(await retryWebhookDelivery(database.db, deliveryOf(refused!))).toEqual({ ok: true, previous: 'failed', attempts: 1 });
    expect(await retryWebhookDelivery(database.db, deliveryOf(limited!))).toEqual({ ok: false, reason: 'delivered' });
    expect(await retryWebhookDelivery(database.db, 'no-such-delivery')).toEqual({ ok: false, reason: 'not-found' });
    await drain(database, settings);
    expect((await byLead()).get(refused!)).toMatchObject({ status: 'delivered', last_status_code: 200 });
    expect(receiver.accepted().get(deliveryOf(refused!))).toBe(1);
    expect(receiver.accepted().get(deliveryOf(limited!))).toBe(1);
  });

  it('two senders on one database (two instances) never send a row twice', async () => {
    const settings = settingsFor(receiver);
    receiver.respondWith(() => 200);
    const before = receiver.received.length;
    await storeLeads(database, settings, 40, `race-${kind}`);
    const other = openDatabase(database.url);
    try {
      const started = Date.now();
      const [first, second] = await Promise.all([deliverDueWebhooks(database.db, settings), deliverDueWebhooks(other.db, settings)]);
      await drain(database, settings);
      const requests = receiver.received.slice(before);
      const perDelivery = new Map<string, number>();
      for (const request of requests) perDelivery.set(request.delivery, (perDelivery.get(request.delivery) ?? 0) + 1);
      expect(requests).toHaveLength(40);
      expect(perDelivery.size).toBe(40);
      expect([...perDelivery.values()].every((count) => count === 1)).toBe(true);
      expect(first.attempted + second.attempted).toBe(40);
      console.info(`[webhook ${kind}] two senders, 40 leads: ${first.attempted} + ${second.attempted} sent, ${requests.length} requests, 0 duplicates, ${Date.now() - started} ms`);
    } finally {
      await other.close();
    }
  });

  it('erasing a lead takes its deliveries (and their personal data) with it', async () => {
    const settings = settingsFor(receiver);
    const [erased, kept] = await storeLeads(database, settings, 2, `erase-${kind}`);
    expect(await deleteLeadDeliveries(database.db, ['demo-short'], erased!)).toBe(1);
    expect(await deleteLeadDeliveries(database.db, ['question'], kept!)).toBe(0);
    expect((await deliveries()).map((row) => row.lead_id)).toEqual([kept]);
  });

  it('erasing a partner application or a recording request takes its delivery with it', async () => {
    const settings = settingsFor(receiver);
    const application = partnerApplicationRow({ ...partner, phone: '+966551234567', email: `erase-${kind}@alnoor.example.sa` } as never);
    const request = recordingRequestRow(recording as never, pastWebinar.id);
    await savePartnerApplication(database.db, application, settings);
    await saveRecordingRequest(database.db, request, pastWebinar, settings);
    expect((await deliveries()).map((row) => row.lead_kind)).toEqual(['partner', 'recording']);
    const staff = { id: randomUUID(), username: 'webhook-eraser' };
    expect(await eraseRecord(database.db, { kind: 'partner-application', id: application.id }, staff)).toBeGreaterThan(1);
    expect(await eraseRecord(database.db, { kind: 'recording-request', id: request.id }, staff)).toBeGreaterThan(1);
    expect(await deliveries()).toEqual([]);
  });

  it('leaves a row another sender holds alone, and frees it when that claim runs out', async () => {
    const settings = settingsFor(receiver);
    await storeLeads(database, settings, 1, `held-${kind}`);
    const held = new Date(Date.now() + 60_000).toISOString();
    await database.db.updateTable('webhook_deliveries').set({ locked_until: held }).execute();
    const before = receiver.received.length;
    expect(await deliverDueWebhooks(database.db, settings)).toEqual({ attempted: 0, delivered: 0 });
    const [row] = await deliveries();
    expect(await retryWebhookDelivery(database.db, row!.id)).toEqual({ ok: false, reason: 'in-flight' });
    // The holder died: its claim ran out.
    await database.db.updateTable('webhook_deliveries').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
    expect(await deliverDueWebhooks(database.db, settings)).toEqual({ attempted: 1, delivered: 1 });
    expect(receiver.received.length).toBe(before + 1);
  });
});

describe('an event registration', () => {
  it('is described with its event, its consent and its source', () => {
    const row = {
      id: 'r1', event_id: 'e1', name: 'Huda', email: 'huda@example.sa', email_normalized: 'huda@example.sa', company: 'Huda FM', phone: null,
      newsletter_consent: 1, consent_text: 'I agree.', locale: 'ar' as const, utm_source: 'x', utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null,
      referrer: null, page: '/ar/events/fm-summit', created_at: '2026-11-26T08:00:00.000Z', notified_at: null, confirmation_sent_at: null,
    };
    const lead = eventRegistrationWebhookLead(row, { slug: 'fm-summit', title: 'FM Summit', starts_at: '2026-12-10T06:00:00.000Z' });
    expect(lead).toMatchObject({ kind: 'event-registration', id: 'r1', name: 'Huda', company: 'Huda FM', phone: null, locale: 'ar', source: { utm_source: 'x', page: '/ar/events/fm-summit' } });
    expect(lead.fields).toEqual({ event_id: 'e1', event_slug: 'fm-summit', event_title: 'FM Summit', event_starts_at: '2026-12-10T06:00:00.000Z', newsletter_consent: true, consent_text: 'I agree.' });
  });
});

describe.each(databaseKinds)('the background sender on %s', (kind) => {
  let database: TestDatabase;
  let receiver: Receiver;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    receiver = await startReceiver(SECRET);
  });
  afterAll(async () => {
    await stopJobs(database.db);
    await receiver.stop();
    await database.drop();
  });

  it('wakes when another sender\'s claim runs out, not before and not by polling', async () => {
    // A one-hour retry base: the timer polls only once a minute, so only the claim's end can wake it in time.
    const settings = settingsFor(receiver, { retryBaseMs: 3_600_000 });
    await storeLeads(database, settings, 1, `held-timer-${kind}`);
    const heldUntil = new Date(Date.now() + 1500).toISOString();
    await database.db.updateTable('webhook_deliveries').set({ locked_until: heldUntil }).execute();
    // Due already, but held: the sender's next chance is the claim's end, not now (no busy loop).
    expect(await nextClaimableAt(database.db)).toBe(heldUntil);
    startJobs(database.db, [webhookDeliveryJob(() => settings)]);
    await expect.poll(() => receiver.received.length, { timeout: 8000 }).toBe(1);
    expect(receiver.received[0]!.arrivedAt).toBeGreaterThanOrEqual(Date.parse(heldUntil));
    // Delivered: the sender is done with the row, so a second request could only have come before this.
    await expect.poll(async () => (await database.db.selectFrom('webhook_deliveries').select('status').executeTakeFirst())?.status).toBe('delivered');
    expect(receiver.received).toHaveLength(1);
  });
});

describe.each(databaseKinds)('staff "retry now" on %s', (kind) => {
  let database: TestDatabase;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    for (const role of ['admin', 'editor'] as const) {
      await upsertAdmin(database.db, `webhook-${role}`, 'correct horse battery staple', role);
      tokens[role] = (await createSession(database.db, (await findAdminByUsername(database.db, `webhook-${role}`))!.id)).token;
    }
  });
  afterAll(async () => database.drop());

  const retry = (id: string, role?: 'admin' | 'editor', origin?: string) =>
    retryRoute(
      new Request(`http://localhost:3000/api/admin/webhooks/${id}/retry`, {
        method: 'POST',
        headers: { host: 'localhost:3000', ...(role ? { cookie: `${SESSION_COOKIE}=${tokens[role]}` } : {}), ...(origin ? { origin } : {}) },
      }),
      { params: Promise.resolve({ id }) },
    );

  it('is for admins only, refuses delivered rows, and is audited without personal data', async () => {
    const settings: WebhookSettings = { url: 'http://127.0.0.1:9/never', secret: SECRET, retryBaseMs: 50, timeoutMs: 400, maxAttempts: 1 };
    const [failedLead, deliveredLead] = await storeLeads(database, settings, 2, `staff-${kind}`);
    const rows = await listWebhookDeliveries(database.db);
    const failed = rows.find((row) => row.lead_id === failedLead)!;
    const delivered = rows.find((row) => row.lead_id === deliveredLead)!;
    await database.db.updateTable('webhook_deliveries').set({ status: 'failed', attempts: 30, last_error: 'ECONNREFUSED' }).where('id', '=', failed.id).execute();
    await database.db.updateTable('webhook_deliveries').set({ status: 'delivered', attempts: 1, delivered_at: new Date().toISOString() }).where('id', '=', delivered.id).execute();

    expect((await retry(failed.id)).status).toBe(401);
    expect((await retry(failed.id, 'editor')).status).toBe(403);
    expect((await retry(failed.id, 'admin', 'https://evil.example')).status).toBe(403);
    expect((await retry('no-such-delivery', 'admin')).status).toBe(404);
    const refused = await retry(delivered.id, 'admin');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/لن يُرسَل مرة أخرى/);
    expect(await database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);

    const answer = await retry(failed.id, 'admin');
    expect(answer.status).toBe(200);
    const row = await database.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', failed.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(Date.parse(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const audit = await database.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({ actor_name: 'webhook-admin', action: 'webhook.retry', target_kind: 'webhook_delivery', target_id: failed.id, details: JSON.stringify({ previous: 'failed', attempts: 30 }) }),
    ]);
    expect(audit[0]!.details).not.toMatch(/@/);
  });
});
