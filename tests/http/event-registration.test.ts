/**
 * Event registration over HTTP, no browser (moved from tests/e2e/event-registration.spec.ts, issue 48):
 * the API's answers in both languages, and races for the last seats on the shared server (SQLite) and on
 * a server of its own on PostgreSQL. (A visitor registering in the browser, the event page's states and
 * the staff's list: tests/e2e/event-registration.spec.ts.)
 */
import { describe, expect, inject, test } from 'vitest';
import type { EventRow } from '@/server/db/database';
import { eventInsertSql, eventRow, insertEventIntoFile } from '../support/events';
import { freePort, postgresStore, startApp, stopApp, waitHealthy } from '../e2e/support/app';
import { baseURL, storedRows } from './site';

/** Inserts into the shared server's own SQLite file, as staff tooling would. */
const insertEvent = (changes: Partial<EventRow> = {}) => insertEventIntoFile(inject('databaseUrl').replace(/^file:/, ''), changes);

let ipCounter = 0;
/** Each request its own client address (TRUSTED_PROXIES=1: the tests play the proxy), so no rate limit interferes. */
const clientAddress = () => `10.78.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}`;

const visitor = { name: 'Faisal Al-Otaibi', company: 'Otaibi Facility Services', locale: 'en' };

async function registerOverHttp(base: string, slug: string, body: Record<string, unknown>, query = '') {
  const response = await fetch(`${base}/api/events/${slug}/registrations${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { success?: boolean; message?: string; full?: boolean } };
}

async function race(base: string, slug: string, racers: number) {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: racers }, (_, index) => registerOverHttp(base, slug, { ...visitor, email: `racer-${index}-${slug}@example.sa` })));
  const elapsed = performance.now() - started;
  return { statuses: answers.map((answer) => answer.status), bodies: answers.map((answer) => answer.json), elapsed };
}

describe('event registration', () => {
  test('the API answers in English and Arabic: the same to a new and a known address, unknown, draft, started, closed, full, huge', async () => {
    const event = insertEvent({ capacity: 2 });
    const first = await registerOverHttp(baseURL, event.slug, { ...visitor, email: 'api@example.sa', locale: 'ar' });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ success: true, message: 'شكراً لك. تفقّد بريدك الإلكتروني لتجد رابط التأكيد، فقد أرسلناه إلى العنوان الذي أدخلته للتسجيل في «تخطيط الصيانة الوقائية خطوة بخطوة».' });
    const again = await registerOverHttp(baseURL, event.slug, { ...visitor, email: 'API@example.sa', locale: 'ar' });
    expect([again.status, again.json]).toEqual([202, first.json]);
    expect(storedRows<{ seats_taken: number }>('select seats_taken from events where id = ?', event.id)[0]!.seats_taken).toBe(1);

    const unknown = await registerOverHttp(baseURL, 'no-such-event', { ...visitor, email: 'a@example.sa', locale: 'ar' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('هذه الفعالية غير موجودة أو لم تعد منشورة.');
    const draft = insertEvent({ published: 0 });
    expect((await registerOverHttp(baseURL, draft.slug, { ...visitor, email: 'a@example.sa' })).status).toBe(404);
    const started = insertEvent({ starts_at: new Date(Date.now() - 60_000).toISOString() });
    expect((await registerOverHttp(baseURL, started.slug, { ...visitor, email: 'a@example.sa' })).status).toBe(410);
    const closed = insertEvent({ registration_open: 0 });
    expect((await registerOverHttp(baseURL, closed.slug, { ...visitor, email: 'a@example.sa' })).status).toBe(409);
    const full = insertEvent({ capacity: 1, seats_taken: 1 });
    const fullAnswer = await registerOverHttp(baseURL, full.slug, { ...visitor, email: 'a@example.sa' });
    expect(fullAnswer.status).toBe(409);
    expect(fullAnswer.json.message).toBe('This event is full. Subscribe to our newsletter to hear about the next one first.');

    const huge = await registerOverHttp(baseURL, event.slug, { ...visitor, email: 'huge@example.sa', referrer: 'x'.repeat(40_000) }, '?locale=ar');
    expect(huge.status).toBe(413);
    expect(huge.json.message).toBe('حجم الطلب كبير جداً.');
    expect(storedRows('select id from event_registrations where event_id in (?, ?, ?, ?, ?)', event.id, draft.id, started.id, closed.id, full.id)).toHaveLength(1);
  });

  test('concurrent requests over HTTP for the last seats: exactly the capacity wins (SQLite)', async () => {
    for (const [capacity, racers] of [
      [1, 10],
      [5, 30],
    ] as const) {
      const event = insertEvent({ capacity });
      const { statuses, bodies, elapsed } = await race(baseURL, event.slug, racers);
      expect(statuses.filter((status) => status === 202), JSON.stringify(statuses)).toHaveLength(capacity);
      expect(statuses.filter((status) => status === 409), JSON.stringify(statuses)).toHaveLength(racers - capacity);
      expect(bodies.filter((body) => body.full)).toHaveLength(racers - capacity);
      const [{ n }] = storedRows<{ n: number }>('select count(*) as n from event_registrations where event_id = ?', event.id) as [{ n: number }];
      const [{ seats_taken }] = storedRows<{ seats_taken: number }>('select seats_taken from events where id = ?', event.id) as [{ seats_taken: number }];
      expect([n, seats_taken]).toEqual([capacity, capacity]);
      console.info(`[http race sqlite] capacity ${capacity}, ${racers} racers: ${capacity} winners, ${racers - capacity} full, ${elapsed.toFixed(0)} ms`);
    }
  });
});

describe('event registration on PostgreSQL', () => {
  test('concurrent requests over HTTP for the last seats: exactly the capacity wins', { timeout: 120_000 }, async () => {
    const store = await postgresStore();
    const app = startApp(await freePort(), store.url);
    try {
      await waitHealthy(app);
      for (const [capacity, racers] of [
        [1, 10],
        [5, 30],
      ] as const) {
        const row = eventRow({ capacity });
        const { text, values } = eventInsertSql(row);
        await store.query(text, values);
        const { statuses, elapsed } = await race(app.base, row.slug, racers);
        expect(statuses.filter((status) => status === 202), JSON.stringify(statuses)).toHaveLength(capacity);
        expect(statuses.filter((status) => status === 409), JSON.stringify(statuses)).toHaveLength(racers - capacity);
        const [{ n }] = (await store.query<{ n: string }>('select count(*) as n from event_registrations where event_id = ?', [row.id])) as [{ n: string }];
        const [{ seats_taken }] = (await store.query<{ seats_taken: number }>('select seats_taken from events where id = ?', [row.id])) as [{ seats_taken: number }];
        expect([Number(n), seats_taken]).toEqual([capacity, capacity]);
        console.info(`[http race postgres] capacity ${capacity}, ${racers} racers: ${capacity} winners, ${racers - capacity} full, ${elapsed.toFixed(0)} ms`);
      }
    } finally {
      await stopApp(app);
      await store.close();
    }
  });
});
