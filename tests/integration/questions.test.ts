import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as submit } from '@/app/api/questions/route';
import { updateLead } from '@/server/leads/inbox';
import { findQuestion, QUESTION_LIMIT } from '@/server/forms/questions';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

let ipCounter = 0;
function post(body: unknown, { ip, origin, raw }: { ip?: string; origin?: string; raw?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': ip ?? `10.2.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  if (origin) headers.origin = origin;
  return new Request('http://localhost:3000/api/questions', { method: 'POST', headers, body: raw ?? JSON.stringify(body) });
}

const valid = {
  category: 'integration',
  question: '  Can Siyana read our Honeywell BMS alarms and open work orders from them?\nWe run 3 towers in Riyadh.  ',
  email: 'khalid@example.sa',
  locale: 'en',
};

describe.each(databaseKinds)('questions on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
  });
  afterAll(async () => database.drop());

  const count = async () => Number((await database.db.selectFrom('questions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('stores a valid question exactly and confirms in the page’s language', async () => {
    const response = await submit(post(valid));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: 'Thank you. Our experts answer you within one working hour (Sunday-Thursday, 9:00-18:00 Riyadh time).' });
    const row = await findQuestion(database.db, body.id);
    expect(row).toMatchObject({
      category: 'integration',
      question: 'Can Siyana read our Honeywell BMS alarms and open work orders from them?\nWe run 3 towers in Riyadh.',
      email: 'khalid@example.sa', locale: 'en',
    });
    expect(Date.parse(row!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    // Unanswered: its inbox lead is new.
    expect(await database.db.selectFrom('leads').select('status').where('kind', '=', 'question').where('source_id', '=', body.id).executeTakeFirst()).toEqual({ status: 'new' });
  });

  it('stores a question without an e-mail, in Arabic', async () => {
    const response = await submit(post({ category: 'general', question: 'ما أفضل وقت لصيانة المبردات؟', email: '', locale: 'ar' }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('شكراً لك. يجيبك خبراؤنا خلال ساعة عمل واحدة (من الأحد إلى الخميس، \u20669:00-18:00\u2069 بتوقيت الرياض).');
    expect(await findQuestion(database.db, body.id)).toMatchObject({ email: null, locale: 'ar', category: 'general' });
    const noField = await submit(post({ category: 'billing', question: 'Do you invoice in SAR?' }));
    expect(await findQuestion(database.db, (await noField.json()).id)).toMatchObject({ email: null, locale: 'en' });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['category', { category: 'gossip' }, 'Please choose a category'],
    ['category', { category: undefined }, 'Please choose a category'],
    ['question', { question: '' }, 'Please write your question'],
    ['question', { question: ' \n\t ' }, 'Please write your question'],
    ['question', { question: 'x'.repeat(2001) }, 'Please keep your question under 2,000 characters'],
    ['question', { question: ['not', 'text'] }, 'Please write your question'],
    ['email', { email: 'khalid@' }, 'Please enter a valid email address'],
  ];
  it.each(invalid)('an invalid %s (%#) answers 400 with its message and stores nothing', async (field, change, message) => {
    const before = await count();
    const response = await submit(post({ ...valid, ...change }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Some fields need your attention.', errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('answers field errors in Arabic for an Arabic page', async () => {
    const response = await submit(post({ ...valid, question: '   ', locale: 'ar' }));
    expect((await response.json()).errors).toEqual({ question: 'يرجى كتابة سؤالك' });
  });

  it('refuses malformed JSON (400), a body over 32 KB (413) and a foreign Origin (403), storing nothing', async () => {
    const before = await count();
    expect((await submit(post(null, { raw: '{"question":' }))).status).toBe(400);
    expect((await submit(post(null, { raw: '[]' }))).status).toBe(400);
    expect((await submit(post({ ...valid, question: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await submit(post(valid, { origin: 'https://evil.example' }))).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const response = await submit(post({ ...valid, website: 'http://spam.example' }));
    expect(response.status).toBe(201);
    expect((await response.json()).success).toBe(true);
    expect(await count()).toBe(before);
  });

  it('limits questions per address with 429, storing none of the refused ones', async () => {
    const ip = `192.0.2.${kind === 'sqlite' ? 30 : 31}`;
    const before = await count();
    const statuses: number[] = [];
    for (let index = 0; index < QUESTION_LIMIT.points + 2; index++) statuses.push((await submit(post(valid, { ip }))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUESTION_LIMIT.points);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(await count()).toBe(before + QUESTION_LIMIT.points);
  });

  it('counts a forged X-Forwarded-For against the right-most entry (the one a proxy appended) when no proxy is trusted', async () => {
    // Behind nginx ($proxy_add_x_forwarded_for) the right-most entry is the connection's address; whatever the client wrote before it is ignored.
    const socket = `192.0.2.${kind === 'sqlite' ? 40 : 41}`;
    const statuses: number[] = [];
    for (let index = 0; index < QUESTION_LIMIT.points + 2; index++) statuses.push((await submit(post(valid, { ip: `10.99.${index}.1, 172.16.${index}.9, ${socket}` }))).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUESTION_LIMIT.points);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('takes 50 concurrent questions: every 201 has its row, no 5xx', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => submit(post({ ...valid, question: `Load ${kind} ${index}` }))));
    expect(responses.map((response) => response.status).filter((status) => status >= 500)).toEqual([]);
    const ids = await Promise.all(responses.map(async (response) => (await response.json()).id as string));
    const rows = await database.db.selectFrom('questions').select('id').where('id', 'in', ids).execute();
    expect(rows).toHaveLength(50);
  });

  it('is answered in the inbox: its lead moves past new, with the first response time', async () => {
    const { id } = await (await submit(post(valid))).json();
    const lead = () => database.db.selectFrom('leads').select(['id', 'status', 'first_response_at']).where('kind', '=', 'question').where('source_id', '=', id).executeTakeFirstOrThrow();
    expect(await updateLead(database.db, (await lead()).id, { status: 'contacted' }, null, new Date('2026-11-22T08:00:00Z'))).toMatchObject({ ok: true, changed: ['status'] });
    expect(await lead()).toMatchObject({ status: 'contacted', first_response_at: '2026-11-22T08:00:00.000Z' });
  });
});
