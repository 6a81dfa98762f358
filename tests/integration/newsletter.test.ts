import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { findSubscriptionByToken, maskEmail, NEWSLETTER_LIMIT, subscribeToNewsletter, unsubscribeFromNewsletter, unsubscribeUrl } from '@/server/newsletter/subscriptions';
import { clockPast } from '../support/clock';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

let ipCounter = 0;
function post(body: unknown, { ip, origin, raw, type = 'application/json' }: { ip?: string; origin?: string; raw?: string; type?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': type, host: 'localhost:3000', 'x-forwarded-for': ip ?? `10.1.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  if (origin) headers.origin = origin;
  return new Request('http://localhost:3000/api/newsletter', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

describe.each(databaseKinds)('newsletter on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
  });
  afterAll(async () => database.drop());

  const rowsFor = (email: string) => database.db.selectFrom('newsletter_subscriptions').selectAll().where('email_normalized', '=', email.toLowerCase()).execute();
  const count = async () => Number((await database.db.selectFrom('newsletter_subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a subscription exactly, with its consent, and answers the §8 message', async () => {
    const before = Date.now();
    const response = await subscribe(post({ email: '  Maha.Otaibi@Example.SA ', subscriptionType: 'events', locale: 'ar', source: '/ar/resources/events' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'تم الاشتراك في النشرة البريدية بنجاح!' });
    const [row, ...others] = await rowsFor('maha.otaibi@example.sa');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'Maha.Otaibi@Example.SA', email_normalized: 'maha.otaibi@example.sa', subscription_type: 'events', is_active: 1,
      unsubscribed_at: null, consent_locale: 'ar', consent_source: '/ar/resources/events',
    });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row!.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(row!.subscribed_at)).toBeGreaterThanOrEqual(before - 5);
    expect(row!.consent_at).toBe(row!.subscribed_at);
  });

  it('answers in English by default and records the blog box with its default source', async () => {
    const response = await subscribe(post({ email: 'reader@example.sa', subscriptionType: 'blog' }));
    expect(await response.json()).toEqual({ success: true, message: 'Successfully subscribed to newsletter!' });
    expect((await rowsFor('reader@example.sa'))[0]).toMatchObject({ subscription_type: 'blog', consent_locale: 'en', consent_source: '/resources/blog' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx'])(
    'a body sent as %s answers 415 and stores nothing, even when it holds valid JSON',
    async (type) => {
      const before = await count();
      const response = await subscribe(post({ email: 'typed@example.sa', subscriptionType: 'events' }, { type }));
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ success: false, message: 'Requests must be sent as uncompressed UTF-8 JSON (Content-Type: application/json).' });
      expect(await count()).toBe(before);
    },
  );

  it('accepts JSON declared with a charset', async () => {
    const response = await subscribe(post({ email: 'charset@example.sa', subscriptionType: 'events' }, { type: 'Application/JSON; charset=utf-8' }));
    expect(response.status).toBe(200);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['email', { email: '' }, 'Please enter your e-mail address'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: `${'a'.repeat(250)}@example.sa` }, 'This entry is too long'],
    ['email', { email: 42 }, 'Please enter your e-mail address'],
    ['subscriptionType', { subscriptionType: 'sms' }, 'Please choose a newsletter'],
    ['subscriptionType', { subscriptionType: undefined }, 'Please choose a newsletter'],
  ];
  it.each(invalid)('an invalid %s (%o) answers 400 with its message and stores nothing', async (field, change, message) => {
    const before = await count();
    const response = await subscribe(post({ email: 'valid@example.sa', subscriptionType: 'events', ...change }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, message, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('answers validation errors in Arabic for an Arabic page', async () => {
    const response = await subscribe(post({ email: 'nope', subscriptionType: 'events', locale: 'ar' }));
    expect((await response.json()).message).toBe('يرجى إدخال بريد إلكتروني صحيح');
  });

  it('refuses malformed JSON (400), a body over 32 KB (413) and a foreign Origin (403), storing nothing', async () => {
    const before = await count();
    expect((await subscribe(post(null, { raw: '{"email":' }))).status).toBe(400);
    expect((await subscribe(post(null, { raw: '"just a string"' }))).status).toBe(400);
    expect((await subscribe(post({ email: 'big@example.sa', subscriptionType: 'events', website: '', pad: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await subscribe(post({ email: 'evil@example.sa', subscriptionType: 'events' }, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await subscribe(post({ email: 'bot@example.sa', subscriptionType: 'events', website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
    expect(await rowsFor('bot@example.sa')).toEqual([]);
  });

  it('limits subscriptions per address with 429 and a localized message', async () => {
    const ip = `192.0.2.${kind === 'sqlite' ? 20 : 21}`;
    const statuses: number[] = [];
    for (let index = 0; index < NEWSLETTER_LIMIT.points + 2; index++) {
      statuses.push((await subscribe(post({ email: `limit-${index}@example.sa`, subscriptionType: 'events', locale: 'ar' }, { ip }))).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(NEWSLETTER_LIMIT.points);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const refused = await subscribe(post({ email: 'late@example.sa', subscriptionType: 'events' }, { ip }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).message).toMatch(/Too many requests/);
    expect(await rowsFor('late@example.sa')).toEqual([]);
  });

  it('re-subscribing in another letter case keeps one row, re-activates it and refreshes the consent', async () => {
    await subscribe(post({ email: 'faisal@example.sa', subscriptionType: 'events', locale: 'en' }));
    const [first] = await rowsFor('faisal@example.sa');
    expect(await unsubscribeFromNewsletter(database.db, first!.unsubscribe_token)).toBe('unsubscribed');
    const [inactive] = await rowsFor('faisal@example.sa');
    expect(inactive).toMatchObject({ is_active: 0 });
    expect(inactive!.unsubscribed_at).not.toBeNull();

    await clockPast(first!.subscribed_at);
    const response = await subscribe(post({ email: 'FAISAL@Example.sa', subscriptionType: 'blog', locale: 'ar' }));
    expect(response.status).toBe(200);
    const rows = await rowsFor('faisal@example.sa');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first!.id, email: 'FAISAL@Example.sa', is_active: 1, unsubscribed_at: null, subscription_type: 'blog', consent_locale: 'ar', unsubscribe_token: first!.unsubscribe_token });
    expect(rows[0]!.subscribed_at > first!.subscribed_at).toBe(true);

    // Subscribing again while active keeps the original start date.
    await subscribe(post({ email: 'faisal@example.sa', subscriptionType: 'events' }));
    const [again] = await rowsFor('faisal@example.sa');
    expect(again!.subscribed_at).toBe(rows[0]!.subscribed_at);
    expect(again!.consent_at > rows[0]!.consent_at).toBe(true);
  });

  it('unsubscribes by token, idempotently, and refuses unknown or malformed tokens', async () => {
    const outcome = await subscribeToNewsletter(database.db, { email: 'Huda@example.sa', subscriptionType: 'events', locale: 'ar' });
    expect(await unsubscribeFromNewsletter(database.db, outcome.unsubscribeToken)).toBe('unsubscribed');
    expect(await unsubscribeFromNewsletter(database.db, outcome.unsubscribeToken)).toBe('already-inactive');
    expect(await unsubscribeFromNewsletter(database.db, 'A'.repeat(43))).toBe('unknown-token');
    expect(await unsubscribeFromNewsletter(database.db, "' or 1=1 --")).toBe('unknown-token');
    expect(await findSubscriptionByToken(database.db, outcome.unsubscribeToken)).toMatchObject({ is_active: 0, email: 'Huda@example.sa' });
    // Re-subscribing returns the same subscription and link.
    expect(await subscribeToNewsletter(database.db, { email: 'huda@example.sa', subscriptionType: 'events', locale: 'ar' })).toEqual({ ...outcome, event: 'resubscribed' });
    expect(await findSubscriptionByToken(database.db, outcome.unsubscribeToken)).toMatchObject({ is_active: 1, unsubscribed_at: null });
  });

  it('takes 50 concurrent subscriptions of distinct addresses: no 5xx, one row each', async () => {
    const emails = Array.from({ length: 50 }, (_, index) => `load-${kind}-${index}@example.sa`);
    const responses = await Promise.all(emails.map((email) => subscribe(post({ email, subscriptionType: 'events' }))));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const rows = await database.db.selectFrom('newsletter_subscriptions').select('email_normalized').where('email_normalized', 'in', emails).execute();
    expect(rows).toHaveLength(50);
  });

  it.each([50, 200])('takes %i concurrent subscriptions of one address in mixed case: no 5xx, one active row', async (total) => {
    const responses = await Promise.all(
      Array.from({ length: total }, (_, index) => subscribe(post({ email: index % 2 ? `Same.${total}@Example.sa` : `same.${total}@example.SA`, subscriptionType: index % 3 ? 'events' : 'blog' }))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const rows = await rowsFor(`same.${total}@example.sa`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.is_active).toBe(1);
  });

  it('builds unsubscribe links in the subscriber’s language, and masks addresses', () => {
    expect(unsubscribeUrl('abc_-123', 'en')).toBe('http://localhost:3000/newsletter/unsubscribe?token=abc_-123');
    expect(unsubscribeUrl('abc_-123', 'ar')).toBe('http://localhost:3000/ar/newsletter/unsubscribe?token=abc_-123');
    expect(maskEmail('nora.saleh@example.sa')).toBe('no***@example.sa');
    expect(maskEmail('a@example.sa')).toBe('a***@example.sa');
  });
});
