/**
 * The staff API without a browser (moved from tests/e2e/admin.spec.ts, issue 48): the sign-out answer
 * expires the session cookie, a post's address in the other language leads to the post, and the API
 * refuses calls without a session. (Signing in and out in the browser: tests/e2e/admin.spec.ts.)
 */
import { describe, expect, test } from 'vitest';
import { STAFF } from '../e2e/support/app';
import { request } from './site';

/** Signs the staff account in through the login API; resolves to the session cookie (`name=value`). */
async function signIn(): Promise<string> {
  const login = await request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  expect(login.ok).toBe(true);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const json = (body: unknown, cookie: string): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('staff area', () => {
  test('the sign-out answer expires the session cookie', async () => {
    const cookie = await signIn();
    expect((await request('/api/admin/me', { headers: { cookie } })).status).toBe(200);
    const logout = await request('/api/admin/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/siyana_admin_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect((await request('/api/admin/me', { headers: { cookie } })).status).toBe(401);
  });

  test("a post's URL in the other language leads to the post; one saved without a language is Arabic", async () => {
    const cookie = await signIn();
    const stamp = Date.now();
    // The spec's API has no language field: such a post is Arabic.
    const arabic = await request('/api/admin/blog', json({ title: `صيانة المصاعد ${stamp}`, slug: `lifts-${stamp}`, content: 'فحص دوري.', author: 'سارة', published: true }, cookie));
    expect(arabic.status).toBe(201);
    const arabicPost = ((await arabic.json()) as { data: { slug: string; locale: string } }).data;
    expect(arabicPost.locale).toBe('ar');
    const english = await request('/api/admin/blog', json({ title: `Lift care ${stamp}`, slug: `lift-care-${stamp}`, locale: 'en', content: 'Check monthly.', author: 'Sara', published: true }, cookie));
    const englishPost = ((await english.json()) as { data: { slug: string } }).data;

    const toArabic = await request(`/resources/blog/${arabicPost.slug}`);
    expect([307, 308]).toContain(toArabic.status);
    expect(toArabic.headers.get('location')).toMatch(new RegExp(`/ar/resources/blog/${arabicPost.slug}$`));
    const toEnglish = await request(`/ar/resources/blog/${englishPost.slug}`);
    expect([307, 308]).toContain(toEnglish.status);
    expect(toEnglish.headers.get('location')).toMatch(new RegExp(`^(https?://[^/]+)?/resources/blog/${englishPost.slug}$`));

    // Followed, the English address lands on the Arabic post.
    const landed = await request(`/resources/blog/${arabicPost.slug}`, { redirect: 'follow' });
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain(`صيانة المصاعد ${stamp}`);
  });

  test('the API refuses calls without a session', async () => {
    for (const path of ['/api/admin/me', '/api/admin/blog', '/api/admin/newsletter', '/api/admin/leads', '/api/admin/leads?format=csv']) {
      const response = await request(path);
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as { success: boolean }).success).toBe(false);
    }
  });
});
