import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as createPost } from '@/app/api/admin/blog/route';
import { POST as createEvent } from '@/app/api/admin/events/route';
import { upsertAdmin, findAdminByUsername } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

function request(path: string, token: string, body: unknown) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${token}` },
    body: JSON.stringify(body),
  });
}

const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const event = {
  kind: 'webinar', titleEn: 'Chiller readiness clinic', titleAr: 'عيادة جاهزية المبردات', summaryEn: 'One hour on chillers.', summaryAr: 'ساعة عن المبردات.',
  descriptionEn: 'We cover chillers.', descriptionAr: 'نتحدث عن المبردات.', startsAt: `${day}T10:00`, endsAt: `${day}T11:00`, mode: 'online', language: 'ar', capacity: 100, published: true,
};
const post = { title: 'Ten editors, one title', content: 'Body', author: 'Sara', locale: 'en', category: 'maintenance' };

describe.each(databaseKinds)('automatic slugs under concurrency on %s', (kind) => {
  let database: TestDatabase;
  let token: string;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
    await upsertAdmin(database.db, 'editor', 'correct horse battery staple', 'editor');
    token = (await createSession(database.db, (await findAdminByUsername(database.db, 'editor'))!.id)).token;
  });
  afterAll(async () => database.drop());

  it('creates 10 posts with the same title at once, each with its own slug', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => createPost(request('/api/admin/blog', token, post))));
    const statuses = responses.map((response) => response.status);
    console.info(`[slugs ${kind}] 10 concurrent posts: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual(Array(10).fill(201));
    const slugs = (await Promise.all(responses.map((response) => response.json()))).map((body) => body.data.slug as string);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs.sort()).toEqual(['ten-editors-one-title', ...Array.from({ length: 9 }, (_, n) => `ten-editors-one-title-${n + 2}`)].sort());
  });

  it('creates 10 events with the same title at once, each with its own slug', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => createEvent(request('/api/admin/events', token, event))));
    const statuses = responses.map((response) => response.status);
    console.info(`[slugs ${kind}] 10 concurrent events: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual(Array(10).fill(201));
    const slugs = (await Promise.all(responses.map((response) => response.json()))).map((body) => body.data.slug as string);
    expect(new Set(slugs).size).toBe(10);
    expect(await database.db.selectFrom('events').select('slug').where('slug', 'like', 'chiller-readiness-clinic%').execute()).toHaveLength(10);
  });

  it('still refuses a slug staff typed that another request took at the same moment (409), storing one', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => createEvent(request('/api/admin/events', token, { ...event, slug: 'typed-slug' }))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});
