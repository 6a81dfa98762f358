import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as erase } from '@/app/api/admin/erasure/route';
import { GET as listNewsletter } from '@/app/api/admin/newsletter/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { adminStats } from '@/server/staff/dashboard-stats';
import { upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { saveDemoRequest, shortDemoRequestRow } from '@/server/forms/demo-requests';
import {
  CONFIRMATION_TTL_MS,
  confirmNewsletterSubscription,
  consentHistories,
  findSubscriptionByConfirmationToken,
  hashToken,
  listSubscriptions,
  RESEND_AFTER_MS,
  subscribeToNewsletter,
  subscriptionCsvRow,
  unsubscribeFromNewsletter,
} from '@/server/newsletter/subscriptions';
import { confirmationEmail, newsletterMailSettingsFromEnv, sendPendingConfirmations } from '@/server/newsletter/confirmation-mail';
import { questionRow, saveQuestion } from '@/server/forms/questions';
import { resourceLeadRow, saveResourceLead } from '@/server/forms/resource-leads';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';
import { linkIn, startSmtpServer } from '../support/smtp';

// The mail settings come from the environment (none in tests): the double opt-in tests set them.
vi.mock('@/server/newsletter/confirmation-mail', { spy: true });

let ipCounter = 0;
function post(body: unknown) {
  const headers = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.7.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  return new Request('http://localhost:3000/api/newsletter', { method: 'POST', headers, body: JSON.stringify(body) });
}

function staffRequest(path: string, { method = 'GET', body, cookie, origin }: { method?: string; body?: unknown; cookie?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' };
  if (origin) headers.origin = origin;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  return new Request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
const minutes = (count: number) => count * 60_000;

describe.each(databaseKinds)('newsletter consent on %s', (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let adminCookie = '';
  let editorCookie = '';
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    smtp = await startSmtpServer();
    await upsertAdmin(database.db, 'privacy-admin', 'a long enough password 1');
    await upsertAdmin(database.db, 'content-editor', 'a long enough password 2', 'editor');
    const idOf = async (username: string) => (await database.db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    adminCookie = (await createSession(database.db, await idOf('privacy-admin'))).token;
    editorCookie = (await createSession(database.db, await idOf('content-editor'))).token;
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  const mail = () => ({ smtpUrl: smtp.url, from: 'news@siyana.sa' });
  /** POST /api/newsletter with these mail settings in the environment (null: none). */
  const subscribeWith = (settings: ReturnType<typeof mail> | null, body: unknown) => {
    vi.mocked(newsletterMailSettingsFromEnv).mockReturnValueOnce(settings);
    return subscribe(post(body));
  };
  const rowFor = (email: string) => database.db.selectFrom('newsletter_subscriptions').selectAll().where('email_normalized', '=', email.toLowerCase()).executeTakeFirst();
  const historyOf = async (id: string) => (await consentHistories(database.db, [id])).get(id) ?? [];
  const mailsTo = (email: string) => smtp.received.filter((message) => message.to.some((to) => to.toLowerCase() === email.toLowerCase()));

  it('without mail: single opt-in, active at once, with the consent sentence, page and language recorded', async () => {
    const response = await subscribeWith(null, { email: 'Single@Example.sa', subscriptionType: 'events', locale: 'ar', source: '/ar/resources/events' });
    expect(await response.json()).toEqual({ success: true, message: 'تم الاشتراك في النشرة البريدية بنجاح!' });
    const row = await rowFor('single@example.sa');
    expect(row).toMatchObject({ status: 'active', is_active: 1, confirmation_token_hash: null });
    const history = await historyOf(row!.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      event: 'requested',
      page: '/ar/resources/events',
      locale: 'ar',
      consent_text: 'رسالة واحدة شهرياً على الأكثر، إضافة إلى دعوات الفعاليات. يمكنك إلغاء الاشتراك بنقرة واحدة.',
    });
  });

  it('with mail: pending until the link is confirmed; the e-mail is in the visitor’s language and only the token’s hash is stored', async () => {
    const email = `double-${kind}@example.sa`;
    const response = await subscribeWith(mail(), { email, subscriptionType: 'blog', locale: 'ar', source: '/ar/resources/blog' });
    expect(await response.json()).toEqual({ success: true, message: 'اقتربت من الانتهاء! افتح بريدك الوارد واضغط الرابط الذي أرسلناه لتأكيد اشتراكك.' });
    // Stored before any mail, pending and not active.
    expect(await rowFor(email)).toMatchObject({ status: 'pending', is_active: 0 });

    await expect.poll(() => mailsTo(email).length, { timeout: 5000 }).toBe(1);
    const [message] = mailsTo(email);
    expect(message!.headers.subject).toBe('أكّد اشتراكك في نشرة Siyana البريدية');
    expect(message!.body).toContain(`على العنوان ${email}`);
    const link = linkIn(message, 'http://localhost:3000/ar/newsletter/confirm?token=');
    const token = tokenOf(link);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(async () => (await rowFor(email))?.confirmation_sent_at ?? null).not.toBeNull();
    const pending = await rowFor(email);
    expect(pending!.confirmation_token_hash).toBe(hashToken(token));
    expect(JSON.stringify(pending)).not.toContain(token);
    // Not counted or exported as active while pending.
    expect((await listSubscriptions(database.db, { status: 'active' })).map((row) => row.email)).not.toContain(email);

    expect(await confirmNewsletterSubscription(database.db, token, { locale: 'ar', page: '/ar/newsletter/confirm', consentText: 'أكّد رغبتك.' })).toBe('confirmed');
    expect(await rowFor(email)).toMatchObject({ status: 'active', is_active: 1 });
    expect(await confirmNewsletterSubscription(database.db, token, { locale: 'ar' })).toBe('already-active');
    expect((await historyOf(pending!.id)).map((step) => [step.event, step.page, step.consent_text])).toEqual([
      ['requested', '/ar/resources/blog', 'رسالة واحدة شهرياً على الأكثر، إضافة إلى دعوات الفعاليات. يمكنك إلغاء الاشتراك بنقرة واحدة.'],
      ['confirmed', '/ar/newsletter/confirm', 'أكّد رغبتك.'],
    ]);
    expect(await confirmNewsletterSubscription(database.db, 'A'.repeat(43), { locale: 'en' })).toBe('unknown-token');
    expect(await confirmNewsletterSubscription(database.db, 'not a token', { locale: 'en' })).toBe('unknown-token');
  });

  it('answers the same for new, pending and active addresses, and re-sends to a pending one at most once per 10 minutes', async () => {
    const email = `again-${kind}@example.sa`;
    const t0 = new Date('2026-11-20T08:00:00.000Z');
    const answers = [];
    answers.push(await (await subscribeWith(null, { email, subscriptionType: 'events' })).json());
    await database.db.deleteFrom('newsletter_consent_events').execute();
    await database.db.deleteFrom('newsletter_subscriptions').where('email_normalized', '=', email).execute();

    await subscribeToNewsletter(database.db, { email, subscriptionType: 'events', locale: 'en' }, { doubleOptIn: true, now: t0 });
    await sendPendingConfirmations(database.db, mail(), t0);
    expect(mailsTo(email)).toHaveLength(1);
    const firstToken = tokenOf(linkIn(mailsTo(email)[0], 'http://localhost:3000/newsletter/confirm?token='));
    expect((await findSubscriptionByConfirmationToken(database.db, firstToken))?.email).toBe(email);

    // Asked again within 10 minutes: no new e-mail.
    await subscribeToNewsletter(database.db, { email, subscriptionType: 'events', locale: 'en' }, { doubleOptIn: true, now: new Date(t0.getTime() + minutes(3)) });
    await sendPendingConfirmations(database.db, mail(), new Date(t0.getTime() + minutes(3)));
    expect(mailsTo(email)).toHaveLength(1);
    // After 10 minutes: a new e-mail with a new link; the old link no longer works.
    const later = new Date(t0.getTime() + RESEND_AFTER_MS + minutes(1));
    await subscribeToNewsletter(database.db, { email, subscriptionType: 'events', locale: 'en' }, { doubleOptIn: true, now: later });
    await sendPendingConfirmations(database.db, mail(), later);
    expect(mailsTo(email)).toHaveLength(2);
    const secondToken = tokenOf(linkIn(mailsTo(email)[1], 'http://localhost:3000/newsletter/confirm?token='));
    expect(secondToken).not.toBe(firstToken);
    expect(await findSubscriptionByConfirmationToken(database.db, firstToken)).toBeUndefined();
    expect(await confirmNewsletterSubscription(database.db, secondToken, { locale: 'en', now: later })).toBe('confirmed');

    // The visitor cannot tell a new, a pending or an active address apart.
    for (const address of [`fresh-${kind}@example.sa`, email, email]) {
      answers.push(await (await subscribeWith(mail(), { email: address, subscriptionType: 'events' })).json());
    }
    expect(new Set(answers.slice(1).map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await rowFor(email)).toMatchObject({ status: 'active' });
  });

  it('expires a link after 7 days, records the expiry, and a new subscription starts again with a new e-mail', async () => {
    const email = `late-${kind}@example.sa`;
    const t0 = new Date('2026-11-01T09:00:00.000Z');
    const { id } = await subscribeToNewsletter(database.db, { email, subscriptionType: 'blog', locale: 'en', consentText: 'I agree.' }, { doubleOptIn: true, now: t0 });
    await sendPendingConfirmations(database.db, mail(), t0);
    expect(mailsTo(email)).toHaveLength(1);
    const token = tokenOf(linkIn(mailsTo(email)[0], 'http://localhost:3000/newsletter/confirm?token='));
    const expiry = new Date(t0.getTime() + CONFIRMATION_TTL_MS);

    expect(await confirmNewsletterSubscription(database.db, token, { locale: 'en', now: new Date(expiry.getTime() + 1000) })).toBe('expired');
    expect(await rowFor(email)).toMatchObject({ status: 'expired', is_active: 0 });
    expect((await historyOf(id)).map((step) => [step.event, step.created_at])).toEqual([
      ['requested', t0.toISOString()],
      ['expired', expiry.toISOString()],
    ]);
    // Still expired when opened again; the history is not written twice.
    expect(await confirmNewsletterSubscription(database.db, token, { locale: 'en' })).toBe('expired');

    const again = await subscribeToNewsletter(database.db, { email, subscriptionType: 'blog', locale: 'en' }, { doubleOptIn: true });
    expect(again).toMatchObject({ id, status: 'pending', event: 'resubscribed' });
    await sendPendingConfirmations(database.db, mail());
    expect(mailsTo(email)).toHaveLength(2);
    expect((await historyOf(id)).map((step) => step.event)).toEqual(['requested', 'expired', 'resubscribed']);
  });

  it('expires pending subscriptions nobody confirmed when the mail runs, without touching others', async () => {
    const email = `never-${kind}@example.sa`;
    const t0 = new Date(Date.now() - CONFIRMATION_TTL_MS - minutes(5));
    const { id } = await subscribeToNewsletter(database.db, { email, subscriptionType: 'events', locale: 'ar' }, { doubleOptIn: true, now: t0 });
    // Two days after the request an e-mail is no longer sent: it would arrive out of the blue.
    await sendPendingConfirmations(database.db, mail());
    expect(mailsTo(email)).toHaveLength(0);
    expect(await rowFor(email)).toMatchObject({ status: 'expired' });
    expect((await historyOf(id)).map((step) => [step.event, step.locale])).toEqual([
      ['requested', 'ar'],
      ['expired', 'ar'],
    ]);
    expect(await rowFor('single@example.sa')).toMatchObject({ status: 'active' });
  });

  it('unsubscribes active and pending subscriptions, recording where; a re-subscription is marked as such', async () => {
    const active = await subscribeToNewsletter(database.db, { email: `leaver-${kind}@example.sa`, subscriptionType: 'events', locale: 'en' });
    expect(await unsubscribeFromNewsletter(database.db, active.unsubscribeToken, { locale: 'ar', page: '/ar/newsletter/unsubscribe', consentText: 'هل تريد الإيقاف؟' })).toBe('unsubscribed');
    expect(await unsubscribeFromNewsletter(database.db, active.unsubscribeToken)).toBe('already-inactive');
    expect((await historyOf(active.id)).map((step) => [step.event, step.page, step.locale, step.consent_text])).toEqual([
      ['requested', '/resources/events', 'en', null],
      ['unsubscribed', '/ar/newsletter/unsubscribe', 'ar', 'هل تريد الإيقاف؟'],
    ]);
    const back = await subscribeToNewsletter(database.db, { email: `LEAVER-${kind}@example.sa`, subscriptionType: 'blog', locale: 'en' });
    expect(back).toMatchObject({ id: active.id, status: 'active', event: 'resubscribed', unsubscribeToken: active.unsubscribeToken });

    const pending = await subscribeToNewsletter(database.db, { email: `unsure-${kind}@example.sa`, subscriptionType: 'events', locale: 'en' }, { doubleOptIn: true });
    expect(await unsubscribeFromNewsletter(database.db, pending.unsubscribeToken)).toBe('unsubscribed');
    expect(await rowFor(`unsure-${kind}@example.sa`)).toMatchObject({ status: 'unsubscribed', is_active: 0 });
  });

  it('keeps pending subscriptions out of the active export, the active count and isActive; the CSV status says what they are', async () => {
    const email = `waiting-${kind}@example.sa`;
    await subscribeToNewsletter(database.db, { email, subscriptionType: 'events', locale: 'en' }, { doubleOptIn: true });
    const stats = await adminStats(database.db);
    const activeRows = await listSubscriptions(database.db, { status: 'active' });
    expect(stats.activeSubscribers).toBe(activeRows.length);
    expect(activeRows.every((row) => row.status === 'active' && row.is_active === 1)).toBe(true);

    const csv = await (await listNewsletter(staffRequest('/api/admin/newsletter?format=csv&status=active', { cookie: adminCookie }))).text();
    expect(csv).not.toContain(email);
    expect(csv).toContain(`single@example.sa`.replace('single', 'Single').replace('example', 'Example'));
    const everything = await (await listNewsletter(staffRequest('/api/admin/newsletter?format=csv', { cookie: adminCookie }))).text();
    expect(everything).toMatch(new RegExp(`${email.replace(/[.]/g, '\\.')},events,Pending confirmation,`));
    expect(everything).not.toMatch(new RegExp(`${email.replace(/[.]/g, '\\.')},events,Active`));
    const json = await (await listNewsletter(staffRequest('/api/admin/newsletter', { cookie: adminCookie }))).json();
    expect(json.data.find((row: { email: string }) => row.email === email)).toMatchObject({ status: 'pending', isActive: false });
    // Exports are audited, with counts only.
    const audit = await database.db.selectFrom('audit_log').selectAll().where('action', '=', 'newsletter.export').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain('@');

    const row = (await rowFor(email))!;
    expect(subscriptionCsvRow(row, (iso) => iso ?? '')[2]).toBe('Pending confirmation');
  });

  it('writes the confirmation e-mail in English for an English page', () => {
    const { subject, text } = confirmationEmail({ email: 'nora@example.sa', consent_locale: 'en' }, 'T'.repeat(43));
    expect(subject).toBe('Confirm your subscription to the Siyana newsletter');
    expect(text).toContain(`http://localhost:3000/newsletter/confirm?token=${'T'.repeat(43)}`);
    expect(text).toContain('The link works for 7 days.');
    expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });

  /** Every text cell of every table, to prove an address is gone from the whole database. */
  async function databaseText(): Promise<string> {
    const tables =
      kind === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(database.db)).rows.map((row) => row.name)
        : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(database.db)).rows.map((row) => row.name);
    let text = '';
    for (const table of tables) {
      const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db)).rows;
      text += JSON.stringify(rows, (_, value) => (value && typeof value === 'object' && value.type === 'Buffer' ? undefined : value));
    }
    expect(tables).toContain('newsletter_consent_events');
    return text.toLowerCase();
  }

  it('erases a subscriber and each kind of lead entirely: no trace of the address, one audit entry each without personal data', async () => {
    const email = `erase-me-${kind}@example.sa`;
    // A CRM hand-off is queued for two of the leads: its payload holds the same personal data.
    const webhook = { url: 'http://127.0.0.1:9/leads', secret: 'a-secret-of-sixteen-chars', retryBaseMs: 60_000, timeoutMs: 1000, maxAttempts: 3 };
    const subscriber = await subscribeToNewsletter(database.db, { email, subscriptionType: 'events', locale: 'en', consentText: 'I agree.' });
    await unsubscribeFromNewsletter(database.db, subscriber.unsubscribeToken, { locale: 'en' });
    await subscribeToNewsletter(database.db, { email, subscriptionType: 'blog', locale: 'ar' });
    const demo = await saveDemoRequest(
      database.db,
      shortDemoRequestRow({ email, phone: '+966 50 123 4567', name: 'Erase Me', companySize: '1-10', moduleInterest: 'ppm', slotStart: '2026-12-01T07:00:00.000Z', locale: 'en' } as never),
      webhook,
    );
    const question = await saveQuestion(database.db, questionRow({ category: 'general', question: 'Please call me', email, locale: 'en' } as never), webhook);
    const lead = await saveResourceLead(
      database.db,
      resourceLeadRow({ kind: 'guide', resourceId: 'cmms-selection', name: 'Erase Me', email, consent: true, locale: 'en' } as never, 'I agree.'),
    );
    const now = new Date().toISOString();
    const eventId = randomUUID();
    await database.db
      .insertInto('events')
      .values({
        id: eventId, slug: `erasure-${kind}`, kind: 'webinar', title_en: 'Webinar', title_ar: 'ندوة', summary_en: 'S', summary_ar: 'م', description_en: 'D', description_ar: 'و',
        starts_at: now, ends_at: now, mode: 'online', city_en: null, city_ar: null, venue_en: null, venue_ar: null, language: 'en', join_url: null, capacity: 10,
        seats_taken: 1, registration_open: 1, recording_url: null, published: 1, created_at: now, updated_at: now,
      })
      .execute();
    const registration = randomUUID();
    await database.db
      .insertInto('event_registrations')
      .values({
        id: registration, event_id: eventId, name: 'Erase Me', email, email_normalized: email, company: 'Erase Co', phone: null, newsletter_consent: 0, consent_text: null, locale: 'en',
        utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null, referrer: null, page: null, created_at: now, notified_at: null, confirmation_sent_at: null,
      })
      .execute();
    expect(await databaseText()).toContain(email);

    const targets = [
      { kind: 'subscriber', id: subscriber.id, rows: 4 },
      { kind: 'demo-request', id: demo, rows: 1 + 1 + 1 },
      { kind: 'question', id: question, rows: 1 + 1 + 1 },
      { kind: 'resource-lead', id: lead, rows: 1 + 1 },
      { kind: 'event-registration', id: registration, rows: 1 },
    ];
    const erased: number[] = [];
    for (const target of targets) {
      const response = await erase(staffRequest('/api/admin/erasure', { method: 'POST', body: { kind: target.kind, id: target.id }, cookie: adminCookie }));
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ success: true });
      // Its own row(s), plus (for a lead) its CRM deliveries and its inbox row with search words.
      expect(body.rows).toBeGreaterThanOrEqual(target.rows);
      erased.push(body.rows);
    }
    expect(await databaseText()).not.toContain(email);
    expect(await databaseText()).not.toContain('erase me');
    // The seat is free again.
    expect((await database.db.selectFrom('events').select('seats_taken').where('id', '=', eventId).executeTakeFirstOrThrow()).seats_taken).toBe(0);

    const entries = await database.db.selectFrom('audit_log').selectAll().where('action', 'in', ['subscriber.erase', 'lead.erase']).orderBy('created_at').execute();
    expect(entries.map((entry) => [entry.action, entry.target_kind, entry.target_id, entry.actor_name, JSON.parse(entry.details ?? '{}')])).toEqual(
      targets.map((target, index) => [target.kind === 'subscriber' ? 'subscriber.erase' : 'lead.erase', target.kind, target.id, 'privacy-admin', { rows: erased[index] }]),
    );

    // Erasing again: 404 with a clear message, and nothing more in the audit log.
    const repeat = await erase(staffRequest('/api/admin/erasure', { method: 'POST', body: { kind: 'question', id: question }, cookie: adminCookie }));
    expect(repeat.status).toBe(404);
    expect((await repeat.json()).message).toBe('لم نجد هذا السجل؛ ربما مُسح من قبل.');
    expect(await database.db.selectFrom('audit_log').select('id').where('action', 'in', ['subscriber.erase', 'lead.erase']).execute()).toHaveLength(targets.length);
  });

  it('lets only admins erase, and refuses a bad request with 400 and nothing removed', async () => {
    const { id } = await subscribeToNewsletter(database.db, { email: `kept-${kind}@example.sa`, subscriptionType: 'events', locale: 'en' });
    const body = { kind: 'subscriber', id };
    expect((await erase(staffRequest('/api/admin/erasure', { method: 'POST', body }))).status).toBe(401);
    expect((await erase(staffRequest('/api/admin/erasure', { method: 'POST', body, cookie: editorCookie }))).status).toBe(403);
    for (const bad of [{ kind: 'everyone', id }, { kind: 'subscriber', id: 'not-an-id' }, { kind: 'subscriber' }, []]) {
      const response = await erase(staffRequest('/api/admin/erasure', { method: 'POST', body: bad, cookie: adminCookie }));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe('طلب المسح غير صالح: حدّد نوع السجل ورقمه.');
    }
    expect((await erase(staffRequest('/api/admin/erasure', { method: 'POST', body, cookie: adminCookie, origin: 'https://evil.example' }))).status).toBe(403);
    expect(await rowFor(`kept-${kind}@example.sa`)).toBeDefined();
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('takes 100 concurrent double opt-in requests for one address: one pending row, one e-mail, every request in the history', async () => {
    const email = `crowd-${kind}@example.sa`;
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) => subscribeToNewsletter(database.db, { email: index % 2 ? email.toUpperCase() : email, subscriptionType: 'events', locale: 'en' }, { doubleOptIn: true })),
    );
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(1);
    await sendPendingConfirmations(database.db, mail());
    await sendPendingConfirmations(database.db, mail());
    expect(mailsTo(email)).toHaveLength(1);
    expect(await historyOf(outcomes[0]!.id)).toHaveLength(100);
  });
});
