import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as me } from '@/app/api/admin/me/route';
import { GET as listPosts } from '@/app/api/admin/blog/route';
import { DELETE as deletePost } from '@/app/api/admin/blog/[id]/route';
import { findAdminByUsername, upsertAdmin } from '@/server/auth/admins';
import { createSession, SESSION_COOKIE } from '@/server/auth/sessions';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/databases';

/** Cookies no sign-in ever set: undecodable, garbage, the wrong length, far too long, percent-encoded Arabic. */
const malformedCookies = ['%ZZ', '%E0%A4%A', 'garbage', 'a'.repeat(42), 'a'.repeat(44), 'x'.repeat(4000), encodeURIComponent('جلسة'), '"quoted"'];

function request(path: string, cookie: string, method = 'GET') {
  return new Request(`http://localhost:3000${path}`, { method, headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${cookie}` } });
}

describe.each(databaseKinds)('a malformed session cookie on %s', (kind) => {
  let database: TestDatabase;
  let valid: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = database;
    await upsertAdmin(database.db, 'cookiecheck', 'correct horse battery staple');
    valid = (await createSession(database.db, (await findAdminByUsername(database.db, 'cookiecheck'))!.id)).token;
  });
  afterAll(async () => {
    (globalThis as { siyanaDatabase?: unknown }).siyanaDatabase = undefined;
    await database.drop();
  });

  it.each(malformedCookies)('%s is no session: the staff API answers 401, not 503', async (cookie) => {
    for (const response of [
      await me(request('/api/admin/me', cookie)),
      await listPosts(request('/api/admin/blog', cookie)),
      await deletePost(request('/api/admin/blog/x', cookie, 'DELETE'), { params: Promise.resolve({ id: 'x' }) }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it.each(malformedCookies)('logout with %s answers 200 and expires the cookie', async (cookie) => {
    const response = await logout(request('/api/admin/logout', cookie, 'POST'));
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));
  });

  it('a real token still works, and a cookie header with the session among others is read', async () => {
    expect((await me(request('/api/admin/me', valid))).status).toBe(200);
    const mixed = new Request('http://localhost:3000/api/admin/me', { headers: { host: 'localhost:3000', cookie: `theme=%ZZ; ${SESSION_COOKIE}=${valid}` } });
    expect((await me(mixed)).status).toBe(200);
  });
});
