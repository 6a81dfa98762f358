/**
 * Two instances of the site on one database: two job runners, each on a Kysely handle of its own (as two
 * processes would be), both woken again and again while leads arrive. Every e-mail reaches the SMTP server
 * once and every webhook delivery the receiver once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as submitShortDemo } from '@/app/api/demo-request/route';
import { POST as submitDetailedDemo } from '@/app/api/detailed-demo-request/route';
import { POST as registerForEvent } from '@/app/api/events/[slug]/registrations/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { POST as submitQuestion } from '@/app/api/questions/route';
import { POST as submitResourceLead } from '@/app/api/resource-leads/route';
import { env } from '@/env';
import { openDatabase, type DatabaseHandle } from '@/server/db';
import { detailedDemoRequestRow, saveDemoRequest } from '@/server/forms/demo-requests';
import { afterLeadStored } from '@/server/jobs/after-lead';
import { claimRows } from '@/server/jobs/claim';
import { stopJobs } from '@/server/jobs/runner';
import { startSiteJobs, wakeJob } from '@/server/jobs/site-jobs';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { prepareBookableSlot } from '../support/demo-calendar';
import { insertEvent } from '../support/events';
import { createRouteDatabase } from '../support/route-database';
import { startSmtpServer } from '../support/smtp';
import { startReceiver, type Receiver } from '../support/webhook-receiver';

const SECRET = 'two-instances-secret-0123456789';
const STAFF = 'leads@siyana.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let ip = 0;
function post(path: string, body: unknown) {
  // Each request from a network of its own: the forms' rate limits and the booking's network share stay out of the way.
  ip += 1;
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.${40 + Math.floor(ip / 200)}.${ip % 200}.7` },
    body: JSON.stringify(body),
  });
}

const count = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);

describe.each(databaseKinds)('two job runners on one %s database', (kind) => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let receiver: Receiver;
  const saved = { SMTP_URL: env.SMTP_URL, LEADS_NOTIFY_EMAIL: env.LEADS_NOTIFY_EMAIL, LEADS_WEBHOOK_URL: env.LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET: env.LEADS_WEBHOOK_SECRET, LEADS_WEBHOOK_RETRY_BASE_MS: env.LEADS_WEBHOOK_RETRY_BASE_MS };

  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    second = openDatabase(database.url);
    smtp = await startSmtpServer();
    receiver = await startReceiver(SECRET);
    Object.assign(env, { SMTP_URL: smtp.url, LEADS_NOTIFY_EMAIL: STAFF, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, LEADS_WEBHOOK_RETRY_BASE_MS: 50 });
  });
  afterAll(async () => {
    await stopJobs(database.db);
    await stopJobs(second.db);
    Object.assign(env, saved);
    await smtp.close();
    await receiver.stop();
    await second.close();
    await database.drop();
  });

  it('sends each e-mail and each webhook delivery exactly once', async () => {
    const db = database.db;
    const slot = await prepareBookableSlot(db);
    const event = await insertEvent(db, { capacity: 50 });
    startSiteJobs(db);
    startSiteJobs(second.db);
    // Both instances are woken all the time, as a busy site's requests would.
    let waking = true;
    const wakeBoth = (async () => {
      while (waking) {
        for (const handle of [db, second.db]) {
          afterLeadStored(handle, { mail: true, webhook: true, demo: true, newsletter: true });
          wakeJob(handle, 'lead-response-mail');
        }
        await sleep(3);
      }
    })();

    const answers: Response[] = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push(
        await submitShortDemo(post('/api/demo-request', {
          name: `Short Demo ${index}`, email: `short-${index}@example.sa`, phone: `05512300${10 + index}`, company: `Short Co ${index}`, companySize: '51-200', moduleInterest: 'ppm', slotStart: slot, locale: index % 2 ? 'ar' : 'en',
        })),
        await submitDetailedDemo(post('/api/detailed-demo-request', {
          name: `Detailed Demo ${index}`, email: `detailed-${index}@example.sa`, phone: `05523400${10 + index}`, company: `Detailed Co ${index}`, industry: 'medical', facilitySize: 'large',
          currentSoftware: 'Spreadsheets', interestedSolutions: ['ppm'], budget: '250k-500k', timeline: '3months', locale: 'en',
        })),
        await submitResourceLead(post('/api/resource-leads', { kind: 'guide', resourceId: 'hvac-summer-readiness', name: `Guide Reader ${index}`, email: `guide-${index}@example.sa`, consent: true, locale: 'en' })),
        await submitResourceLead(post('/api/resource-leads', { kind: 'course', resourceId: 'preventive-maintenance', name: `Course Taker ${index}`, email: `course-${index}@example.sa`, company: 'Otaibi FM', consent: true, locale: 'ar' })),
        await registerForEvent(post(`/api/events/${event.slug}/registrations`, { name: `Registrant ${index}`, email: `registrant-${index}@example.sa`, company: `Events Co ${index}`, locale: 'en', newsletter: index % 2 === 0 }), { params: Promise.resolve({ slug: event.slug }) }),
        await submitQuestion(post('/api/questions', { category: 'integration', question: `Question number ${index} about Zoho?`, email: `question-${index}@example.sa`, locale: 'en' })),
        await subscribe(post('/api/newsletter', { email: `reader-${index}@example.sa`, subscriptionType: 'blog', locale: 'en' })),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill([201, 201, 201, 201, 202, 201, 200]).flat());
    // Two leads four working hours overdue: one escalation e-mail each.
    const overdue = await db.selectFrom('leads').select('id').orderBy('created_at').limit(2).execute();
    await db.updateTable('leads').set({ escalate_at: new Date(Date.now() - 60_000).toISOString() }).where('id', 'in', overdue.map((lead) => lead.id)).execute();

    const left = async () =>
      (await count(db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n')).where('notified_at', 'is', null).executeTakeFirst())) +
      (await count(db.selectFrom('resource_leads').select((eb) => eb.fn.countAll().as('n')).where((eb) => eb.or([eb('notified_at', 'is', null), eb.and([eb('kind', '=', 'course'), eb('confirmation_sent_at', 'is', null)])])).executeTakeFirst())) +
      (await count(db.selectFrom('event_registrations').select((eb) => eb.fn.countAll().as('n')).where((eb) => eb.or([eb('notified_at', 'is', null), eb('confirmation_sent_at', 'is', null)])).executeTakeFirst())) +
      (await count(db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'pending').where('confirmation_sent_at', 'is', null).executeTakeFirst())) +
      (await count(db.selectFrom('demo_booking_mail').select((eb) => eb.fn.countAll().as('n')).where('sent_at', 'is', null).where('due_at', '<=', new Date().toISOString()).executeTakeFirst())) +
      (await count(db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).where((eb) => eb.or([eb.and([eb('owner_id', 'is not', null), eb('owner_notified_at', 'is', null)]), eb('escalated_at', 'is', null).and('escalate_at', '<=', new Date().toISOString())])).executeTakeFirst())) +
      (await count(db.selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll().as('n')).where('status', '!=', 'delivered').executeTakeFirst()));
    await expect.poll(left, { timeout: 15_000, interval: 50 }).toBe(0);
    // Still woken for a while: nothing more goes out.
    await sleep(300);
    waking = false;
    await wakeBoth;
    await stopJobs(db);
    await stopJobs(second.db);

    // Every message once: as many as the rows marked sent, and no recipient has one subject twice.
    const marked =
      (await count(db.selectFrom('demo_requests').select((eb) => eb.fn.countAll().as('n')).where('notified_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('resource_leads').select((eb) => eb.fn.countAll().as('n')).where('notified_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('resource_leads').select((eb) => eb.fn.countAll().as('n')).where('confirmation_sent_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('event_registrations').select((eb) => eb.fn.countAll().as('n')).where('notified_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('event_registrations').select((eb) => eb.fn.countAll().as('n')).where('confirmation_sent_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll().as('n')).where('confirmation_sent_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('demo_booking_mail').select((eb) => eb.fn.countAll().as('n')).where('sent_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).where('owner_notified_at', 'is not', null).executeTakeFirst())) +
      (await count(db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).where('escalated_at', 'is not', null).executeTakeFirst()));
    // 8 demo requests, 8 resource leads + 4 course confirmations, 4 registrations + 4 confirmations, 6 newsletter
    // confirmations (4 subscribers, 2 ticked boxes), 2 booking e-mails for each of 4 demos (and a reminder if the slot
    // is near), 24 owner notices, 2 escalations.
    expect(marked).toBeGreaterThanOrEqual(8 + 12 + 8 + 6 + 8 + 24 + 2);
    expect(smtp.received).toHaveLength(marked);
    const keys = smtp.received.map((mail) => `${mail.to.join(',')} | ${mail.headers.subject}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(smtp.received.filter((mail) => mail.to.includes(STAFF)).length).toBeGreaterThanOrEqual(8 + 8 + 4 + 24 + 2);

    // Every lead's webhook delivery once, signed.
    const deliveries = await db.selectFrom('webhook_deliveries').select(['id', 'status', 'attempts']).execute();
    expect(deliveries).toHaveLength(24);
    expect(deliveries.every((row) => row.status === 'delivered' && Number(row.attempts) === 1)).toBe(true);
    expect(receiver.received).toHaveLength(24);
    expect(receiver.received.every((request) => request.signatureValid)).toBe(true);
    expect(new Set(receiver.received.map((request) => request.delivery))).toEqual(new Set(deliveries.map((row) => row.id)));
  });

  it('hands each row to exactly one of two claims racing for it', async () => {
    const ids = new Set<string>();
    for (let index = 0; index < 60; index += 1) {
      const row = detailedDemoRequestRow({
        name: `Race ${index}`, email: `race-${index}@example.sa`, phone: '0551234567', company: 'Race Co', industry: 'medical', facilitySize: 'large',
        currentSoftware: 'Spreadsheets', interestedSolutions: ['ppm'], budget: '250k-500k', timeline: '3months', locale: 'en',
      } as never);
      ids.add(await saveDemoRequest(database.db, row, null));
    }
    const claimAll = async (handle: DatabaseHandle) => {
      const taken: string[] = [];
      for (;;) {
        const rows = await claimRows(handle.db, 'demo_requests', {
          claimable: (eb) => eb.and([eb('notified_at', 'is', null), eb('id', 'in', [...ids])]),
          set: { notified_at: new Date().toISOString() },
          orderBy: 'created_at',
          limit: 7,
        });
        if (!rows.length) return taken;
        taken.push(...rows.map((row) => row.id));
      }
    };
    const [first, other] = await Promise.all([claimAll(database), claimAll(second)]);
    expect(first.length + other.length).toBe(60);
    expect(new Set([...first, ...other])).toEqual(ids);
  });
});
