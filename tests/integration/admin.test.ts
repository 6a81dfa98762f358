import { verify } from '@node-rs/argon2';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as me } from '@/app/api/admin/me/route';
import { GET as listPosts, POST as createPost } from '@/app/api/admin/blog/route';
import { DELETE as deletePost, PUT as updatePost } from '@/app/api/admin/blog/[id]/route';
import { GET as listLeads } from '@/app/api/admin/leads/route';
import { PATCH as patchLead } from '@/app/api/admin/leads/[id]/route';
import { upsertAdmin } from '@/server/auth/admins';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '@/server/auth/sessions';
import { csvCell, toCsv } from '@/server/staff/csv-export';
import { saveDemoRequest, shortDemoRequestRow } from '@/server/forms/demo-requests';
import { clockPast } from '../support/clock';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

const PASSWORD = 'correct horse battery staple';

// The real argon2id, counted: a test can see how many password checks a sign-in made.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

function request(path: string, { method = 'GET', body, cookie, ip = '203.0.113.1', origin }: { method?: string; body?: unknown; cookie?: string; ip?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { host: 'localhost:3000', 'x-forwarded-for': ip };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = `${SESSION_COOKIE}=${cookie}`;
  if (origin) headers.origin = origin;
  return new Request(`http://localhost:3000${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

function sessionFrom(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = header.match(new RegExp(`${SESSION_COOKIE}=([^;]*)`));
  return match?.[1] ?? '';
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe.each(databaseKinds)('staff API on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The route handlers use the process-wide database: point it at this test's one.
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'Manager', PASSWORD);
    await upsertAdmin(database.db, 'editor', PASSWORD);
    // These tests count the posts they write: start from an empty blog (the seeded articles have their own tests).
    await database.db.deleteFrom('blog_posts').execute();
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  it('answers 401 JSON to every admin call without a valid session', async () => {
    const calls = [
      () => me(request('/api/admin/me')),
      () => listPosts(request('/api/admin/blog')),
      () => createPost(request('/api/admin/blog', { method: 'POST', body: {} })),
      () => updatePost(request('/api/admin/blog/x', { method: 'PUT', body: {} }), params('x')),
      () => deletePost(request('/api/admin/blog/x', { method: 'DELETE' }), params('x')),
      () => listLeads(request('/api/admin/leads')),
      () => patchLead(request('/api/admin/leads/x', { method: 'PATCH', body: { status: 'lost' } }), params('x')),
      () => listPosts(request('/api/admin/blog', { cookie: 'forged-token' })),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(401);
      expect((await response.json()).success).toBe(false);
    }
  });

  it('signs in with a fresh HttpOnly cookie, knows the admin, and logout really ends the session', async () => {
    const first = await login(request('/api/admin/login', { method: 'POST', body: { username: 'manager', password: PASSWORD } }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, admin: { username: 'manager' } });
    const cookieHeader = first.headers.get('set-cookie') ?? '';
    expect(cookieHeader).toMatch(/HttpOnly/i);
    expect(cookieHeader).toMatch(/SameSite=lax/i);
    const token = sessionFrom(first);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const second = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'MANAGER', password: PASSWORD } })));
    expect(second).not.toBe(token);
    const stored = await database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const who = await me(request('/api/admin/me', { cookie: token }));
    expect(await who.json()).toEqual({ success: true, admin: { username: 'manager' } });

    expect((await logout(request('/api/admin/logout', { method: 'POST', cookie: token }))).status).toBe(200);
    expect((await me(request('/api/admin/me', { cookie: token }))).status).toBe(401);
    expect((await me(request('/api/admin/me', { cookie: second }))).status).toBe(200);
  });

  it('expires the cookie at sign-out even when the database cannot delete the session', async () => {
    const token = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'manager', password: PASSWORD }, ip: '203.0.113.9' })));
    const failing = {
      ...database,
      db: new Proxy(database.db, {
        get: (target, key, receiver) => (key === 'deleteFrom' ? () => { throw new Error('database down'); } : Reflect.get(target, key, receiver)),
      }),
    };
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = failing;
    try {
      const response = await logout(request('/api/admin/logout', { method: 'POST', cookie: token }));
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'));
    } finally {
      (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    }
  });

  it('sends a blog URL in the wrong language to the post, and a missing slug nowhere', async () => {
    const { blogPostRoute } = await import('@/server/blog/published');
    const { createBlogPost } = await import('@/server/blog/posts');
    const { blogPostSchema } = await import('@/schemas/blog-post');
    // Saved without a language, as the spec's API allows: Arabic.
    const arabic = await createBlogPost(database.db, blogPostSchema.parse({ title: 'صيانة المصاعد', slug: 'lifts-route', content: 'فحص.', author: 'سارة', published: true }));
    expect(arabic.locale).toBe('ar');
    const draft = await createBlogPost(database.db, blogPostSchema.parse({ title: 'Draft', slug: 'draft-route', locale: 'en', content: 'x', author: 'Sara' }));
    expect(await blogPostRoute('ar', arabic.slug)).toEqual({ kind: 'post' });
    expect(await blogPostRoute('en', arabic.slug)).toEqual({ kind: 'moved', locale: 'ar', slug: 'lifts-route' });
    expect(await blogPostRoute('en', draft.slug)).toEqual({ kind: 'missing' });
    expect(await blogPostRoute('en', 'no-such-post')).toEqual({ kind: 'missing' });
    await database.db.deleteFrom('blog_posts').where('id', 'in', [arabic.id, draft.id]).execute();
  });

  it('ends sessions idle for 8 hours or older than 7 days', async () => {
    const idle = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'editor', password: PASSWORD }, ip: '203.0.113.7' })));
    const old = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'editor', password: PASSWORD }, ip: '203.0.113.7' })));
    const { hashToken } = await import('@/server/auth/sessions');
    await database.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - IDLE_TIMEOUT_MS - 1000).toISOString() }).where('token_hash', '=', hashToken(idle)).execute();
    await database.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString(), created_at: new Date(Date.now() - ABSOLUTE_TIMEOUT_MS).toISOString() }).where('token_hash', '=', hashToken(old)).execute();
    expect((await me(request('/api/admin/me', { cookie: idle }))).status).toBe(401);
    expect((await me(request('/api/admin/me', { cookie: old }))).status).toBe(401);
  });

  it('locks a username+address pair after five failures, lets other usernames in, and unlocks after the lock expires', async () => {
    const ip = `198.51.100.${kind === 'sqlite' ? 1 : 2}`;
    const attempt = (username: string, password: string) => login(request('/api/admin/login', { method: 'POST', body: { username, password }, ip }));
    for (let index = 0; index < 5; index++) expect((await attempt('manager', 'wrong password')).status).toBe(401);
    const locked = await attempt('manager', PASSWORD);
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toMatch(/دقيقة/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);

    // Another username from the same address still signs in.
    expect((await attempt('editor', PASSWORD)).status).toBe(200);

    // When the lock's time is over, the pair may sign in again (and success clears its count).
    await sql`update rate_limits set expire = ${Date.now() - 1000} where key like 'login-pair:%'`.execute(database.db);
    expect((await attempt('manager', PASSWORD)).status).toBe(200);
    expect((await attempt('manager', 'wrong password')).status).toBe(401);
    expect((await attempt('manager', PASSWORD)).status).toBe(200);
  });

  it('spends one password check on an unknown username, as on a wrong password', async () => {
    // The work is counted, not timed: an unknown name runs the same argon2id check against a dummy hash.
    const checks = async (username: string) => {
      vi.mocked(verify).mockClear();
      const response = await login(request('/api/admin/login', { method: 'POST', body: { username, password: 'nope' }, ip: `192.0.2.${Math.floor(Math.random() * 200)}` }));
      expect(response.status).toBe(401);
      return vi.mocked(verify).mock.calls.length;
    };
    expect(await checks('nobody-at-all')).toBe(1);
    expect(await checks('manager')).toBe(1);
  });

  it('locks an address after 100 failures within the hour, whatever the username', async () => {
    const ip = `198.51.100.${kind === 'sqlite' ? 50 : 51}`;
    await sql`insert into rate_limits (key, points, expire) values (${`login-ip:${ip}`}, ${100}, ${Date.now() + 30 * 60 * 1000})`.execute(database.db);
    const response = await login(request('/api/admin/login', { method: 'POST', body: { username: 'editor', password: PASSWORD }, ip }));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(60 * 25);
  });

  it('refuses a foreign Origin with 403 on mutating calls', async () => {
    const token = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'editor', password: PASSWORD }, ip: '203.0.113.9' })));
    const response = await createPost(request('/api/admin/blog', { method: 'POST', cookie: token, origin: 'https://evil.example', body: { title: 'x', content: 'y', author: 'z' } }));
    expect(response.status).toBe(403);
    expect((await login(request('/api/admin/login', { method: 'POST', origin: 'https://evil.example', body: { username: 'editor', password: PASSWORD } }))).status).toBe(403);
    expect(await database.db.selectFrom('blog_posts').select('id').execute()).toEqual([]);
  });

  it('creates, updates and deletes posts with the publishedDate rule and server-side validation', async () => {
    const token = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'editor', password: PASSWORD }, ip: '203.0.113.10' })));
    const blank = await createPost(request('/api/admin/blog', { method: 'POST', cookie: token, body: { title: '   ', content: 'Body', author: 'Sara' } }));
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe('يرجى ملء جميع الحقول المطلوبة');

    const draftResponse = await createPost(request('/api/admin/blog', { method: 'POST', cookie: token, body: { title: 'Cooling in July', content: '# Plan\nCheck chillers.', author: 'Sara', locale: 'en', category: 'energy', published: false, publishedDate: '2020-01-01T00:00:00Z' } }));
    expect(draftResponse.status).toBe(201);
    const draft = (await draftResponse.json()).data;
    expect(draft).toMatchObject({ slug: 'cooling-in-july', published: false, publishedDate: null, locale: 'en', category: 'energy' });

    const same = (await (await createPost(request('/api/admin/blog', { method: 'POST', cookie: token, body: { title: 'Cooling in July', content: 'Other', author: 'Omar' } }))).json()).data;
    expect(same.slug).toBe('cooling-in-july-2');

    const before = Date.now();
    const published = (await (await updatePost(request(`/api/admin/blog/${draft.id}`, { method: 'PUT', cookie: token, body: { ...draft, excerpt: 'Short', published: true } }), params(draft.id))).json()).data;
    expect(published.published).toBe(true);
    expect(Date.parse(published.publishedDate)).toBeGreaterThanOrEqual(before - 1000);
    await clockPast(published.publishedDate);
    const republished = (await (await updatePost(request(`/api/admin/blog/${draft.id}`, { method: 'PUT', cookie: token, body: { ...published, published: true } }), params(draft.id))).json()).data;
    expect(Date.parse(republished.publishedDate)).toBeGreaterThan(Date.parse(published.publishedDate));
    const unpublished = (await (await updatePost(request(`/api/admin/blog/${draft.id}`, { method: 'PUT', cookie: token, body: { ...republished, published: false } }), params(draft.id))).json()).data;
    expect(unpublished.publishedDate).toBeNull();

    const list = (await (await listPosts(request('/api/admin/blog', { cookie: token }))).json()).data;
    expect(list).toHaveLength(2);
    expect((await deletePost(request(`/api/admin/blog/${draft.id}`, { method: 'DELETE', cookie: token }), params(draft.id))).status).toBe(200);
    expect((await deletePost(request(`/api/admin/blog/${draft.id}`, { method: 'DELETE', cookie: token }), params(draft.id))).status).toBe(404);
  });

  it('lists demo requests in the inbox newest first with filters, updates their status and exports CSV', async () => {
    const token = sessionFrom(await login(request('/api/admin/login', { method: 'POST', body: { username: 'editor', password: PASSWORD }, ip: '203.0.113.11' })));
    const base = { name: 'Nora Saleh', email: 'a@b.sa', phone: '+966551234567', companySize: '1-10' as const, moduleInterest: 'ic' as const, slotStart: '2030-01-01T06:00:00.000Z', locale: 'ar' as const };
    const older = await saveDemoRequest(database.db, shortDemoRequestRow({ ...base, email: '=cmd@evil.sa' }, new Date('2026-01-01T10:00:00Z')));
    const newer = await saveDemoRequest(database.db, shortDemoRequestRow({ ...base, email: 'new@b.sa' }, new Date('2026-02-01T10:00:00Z')));
    const list = async (query: string) => ((await (await listLeads(request(`/api/admin/leads?${query}`, { cookie: token }))).json()).data as { id: string; source_id: string }[]);
    const listed = await list('kind=demo');
    expect(listed.map((lead) => lead.source_id)).toEqual([newer, older]);

    const olderLead = listed[1]!.id;
    expect((await patchLead(request(`/api/admin/leads/${olderLead}`, { method: 'PATCH', cookie: token, body: { status: 'qualified' } }), params(olderLead))).status).toBe(200);
    // The old list's `closed` is no status of the inbox.
    expect((await patchLead(request(`/api/admin/leads/${olderLead}`, { method: 'PATCH', cookie: token, body: { status: 'closed' } }), params(olderLead))).status).toBe(400);
    expect((await list('kind=demo&status=qualified')).map((lead) => lead.source_id)).toEqual([older]);

    const csv = await listLeads(request('/api/admin/leads?format=csv&kind=demo&lang=en', { cookie: token }));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith('\uFEFFReceived,Kind,Status')).toBe(true);
    expect(text).toContain("'=cmd@evil.sa");
    expect(text).toContain('2026-01-01 13:00:00');
  });
});

describe('CSV cells', () => {
  it('escapes commas, quotes and line breaks, keeps Arabic, and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+966')).toBe("'+966");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    // Full-width operators, which some spreadsheet programs read as formulas too.
    for (const operator of ['＝', '＋', '－', '＠']) expect(csvCell(`${operator}1+1`)).toBe(`'${operator}1+1`);
    expect(csvCell('مرحبا، بكم')).toBe('مرحبا، بكم');
    expect(csvCell(null)).toBe('');
    const bytes = Buffer.from(toCsv(['A', 'B'], [['x,y', 'عربي']]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('A,B\r\n"x,y",عربي\r\n');
  });
});
