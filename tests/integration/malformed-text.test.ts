import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createPost } from '@/app/api/admin/blog/route';
import { PUT as updatePost } from '@/app/api/admin/blog/[id]/route';
import { POST as submitShortDemo } from '@/app/api/demo-request/route';
import { POST as submitDetailedDemo } from '@/app/api/detailed-demo-request/route';
import { POST as subscribe } from '@/app/api/newsletter/route';
import { POST as submitQuestion } from '@/app/api/questions/route';
import { POST as submitResourceLead } from '@/app/api/resource-leads/route';
import { prepareBookableSlot } from '../support/demo-calendar';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

/** NUL, a lone high surrogate and a lone low surrogate: JSON can carry all three, no keyboard types them. */
const malformed = { nul: 'Nora\u0000Saleh', high: 'Nora \uD83D Saleh', low: 'Nora \uDE00 Saleh' };
const MESSAGE_EN = 'This field contains characters that cannot be stored. Please retype it.';

let ipCounter = 0;
function post(path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` };
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  return new Request(`http://localhost:3000${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

const shortDemo = { name: 'Nora Saleh', email: 'nora@example.sa', phone: '0551234567', companySize: '51-200', moduleInterest: 'ppm', slotStart: '', locale: 'en' };
const detailedDemo = {
  name: 'Abdullah Al-Harbi', email: 'abdullah@example.sa', phone: '0551234567', company: 'Harbi Facilities', industry: 'medical', facilitySize: 'large',
  currentSoftware: 'Spreadsheets', interestedSolutions: ['ppm'], budget: '250k-500k', timeline: '3months', locale: 'en',
};
const question = { category: 'integration', question: 'Can Siyana read our BMS alarms?', locale: 'en' };
const guideLead = { kind: 'guide', resourceId: 'hvac-summer-readiness', name: 'Faisal Al-Otaibi', email: 'faisal@example.sa', consent: true, locale: 'en' };
const blogPost = { title: 'Chiller checks before summer', content: 'Check the condenser coils.', author: 'Sara', locale: 'en' };

describe.each(databaseKinds)('text with NUL or a lone surrogate on %s', (kind) => {
  let database: TestDatabase;
  let cookie: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    shortDemo.slotStart = await prepareBookableSlot(database.db);
    await upsertAdmin(database.db, 'textcheck', 'correct horse battery staple');
    const admin = await findAdminByUsername(database.db, 'textcheck');
    cookie = (await createSession(database.db, admin!.id)).token;
  });
  afterAll(async () => database.drop());

  const count = async (table: 'demo_requests' | 'newsletter_subscriptions' | 'questions' | 'resource_leads' | 'blog_posts') =>
    Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  async function expectRefused(response: Response) {
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.success).toBe(false);
    return body as { errors?: Record<string, string> };
  }

  it.each(Object.entries(malformed))('refuses a demo request whose name has a %s (400, the field named, nothing stored)', async (_, name) => {
    const before = await count('demo_requests');
    const short = await submitShortDemo(post('/api/demo-request', { ...shortDemo, name }));
    expect((await expectRefused(short)).errors).toEqual({ name: MESSAGE_EN });
    const detailed = await submitDetailedDemo(post('/api/detailed-demo-request', { ...detailedDemo, currentSoftware: `CMMS ${name}` }));
    expect((await expectRefused(detailed)).errors).toEqual({ currentSoftware: MESSAGE_EN });
    expect(await count('demo_requests')).toBe(before);
  });

  it('refuses NUL in an attribution field too, in Arabic for an Arabic page', async () => {
    const before = await count('demo_requests');
    const response = await submitShortDemo(post('/api/demo-request', { ...shortDemo, locale: 'ar', utmSource: 'x\u0000' }));
    expect((await expectRefused(response)).errors).toEqual({ utmSource: 'يحتوي هذا الحقل على رموز لا يمكن حفظها. يرجى إعادة كتابته.' });
    expect(await count('demo_requests')).toBe(before);
  });

  it.each(Object.entries(malformed))('refuses a newsletter address with a %s', async (_, name) => {
    const before = await count('newsletter_subscriptions');
    const response = await subscribe(post('/api/newsletter', { email: `${name.replace(/ /g, '')}@example.sa`, subscriptionType: 'events' }));
    expect((await expectRefused(response)).errors).toEqual({ email: MESSAGE_EN });
    expect(await count('newsletter_subscriptions')).toBe(before);
  });

  it.each(Object.entries(malformed))('refuses a question with a %s', async (_, name) => {
    const before = await count('questions');
    const response = await submitQuestion(post('/api/questions', { ...question, question: `Who is ${name}?` }));
    expect((await expectRefused(response)).errors).toEqual({ question: MESSAGE_EN });
    expect(await count('questions')).toBe(before);
  });

  it.each(Object.entries(malformed))('refuses a resource lead whose name has a %s', async (_, name) => {
    const before = await count('resource_leads');
    const response = await submitResourceLead(post('/api/resource-leads', { ...guideLead, name }));
    expect((await expectRefused(response)).errors).toEqual({ name: MESSAGE_EN });
    expect(await count('resource_leads')).toBe(before);
  });

  it.each(Object.entries(malformed))('refuses a staff blog post with a %s, on create and on update', async (_, name) => {
    const before = await count('blog_posts');
    expect((await createPost(post('/api/admin/blog', { ...blogPost, content: `Coils. ${name}` }, cookie))).status).toBe(400);
    expect((await createPost(post('/api/admin/blog', { ...blogPost, title: name }, cookie))).status).toBe(400);
    expect(await count('blog_posts')).toBe(before);
    const created = await createPost(post('/api/admin/blog', { ...blogPost, slug: `coils-${kind}-${name.length}-${ipCounter}` }, cookie));
    expect(created.status).toBe(201);
    const { data } = await created.json();
    const update = new Request(`http://localhost:3000/api/admin/blog/${data.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${cookie}` },
      body: JSON.stringify({ ...blogPost, author: name }),
    });
    expect((await updatePost(update, { params: Promise.resolve({ id: data.id }) })).status).toBe(400);
    const row = await database.db.selectFrom('blog_posts').select('author').where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.author).toBe('Sara');
  });

  it('still stores well-formed text with emoji (a proper surrogate pair) and Arabic', async () => {
    const response = await submitQuestion(post('/api/questions', { ...question, question: 'هل تدعم Siyana تنبيهات المبرد؟ 🔧' }));
    expect(response.status).toBe(201);
  });
});
