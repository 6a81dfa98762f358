/**
 * Explicit addresses win over the remembered language (issue 33): with the Arabic choice in the cookie,
 * every kind of page that can exist in one language only opens as its URL says, with no redirect loop.
 * (The language menu that sets the cookie, in the browser: tests/e2e/language.spec.ts.)
 */
import { expect, test } from 'vitest';
import { guides } from '@/content/guides';
import { STAFF } from '../e2e/support/app';
import { send } from '../e2e/support/hostile';
import { baseURL, page, request, text } from './site';

test('with Arabic chosen, an English-only post, the English feed and a guide’s English PDF open in English', { timeout: 90_000 }, async () => {
  const login = await fetch(`${baseURL}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  expect(login.status).toBe(200);
  const staff = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const stamp = Date.now();
  const english = await send(baseURL, 'POST', '/api/admin/blog', { title: `Chiller log ${stamp}`, slug: `chiller-log-${stamp}`, locale: 'en', content: 'Read the log daily.', author: 'Sara', published: true }, staff);
  expect(english.status).toBe(201);
  const arabic = await send(baseURL, 'POST', '/api/admin/blog', { title: `سجل المبرد ${stamp}`, slug: `chiller-ar-${stamp}`, locale: 'ar', content: 'راجع السجل يومياً.', author: 'سارة', published: true }, staff);
  expect(arabic.status).toBe(201);

  const chosen = { headers: { cookie: 'language=ar' } };
  // The English post: no redirect at all, an English page.
  const direct = await page(`/resources/blog/chiller-log-${stamp}`, chosen);
  expect(direct.status).toBe(200);
  expect(direct.document.querySelector('html')?.getAttribute('lang')).toBe('en');
  expect(text(direct.document.querySelector('h1'))).toBe(`Chiller log ${stamp}`);
  // Its Arabic address (a shared or typed link) lands on it too, once.
  const viaArabic = await request(`/ar/resources/blog/chiller-log-${stamp}`, chosen);
  expect(viaArabic.status).toBe(307);
  expect(new URL(viaArabic.headers.get('location')!, baseURL).pathname).toBe(`/resources/blog/chiller-log-${stamp}`);
  expect((await request(viaArabic.headers.get('location')!, chosen)).status).toBe(200);

  // An Arabic-only post at its English address goes to its Arabic page, once.
  const toArabic = await request(`/resources/blog/chiller-ar-${stamp}`, chosen);
  expect(toArabic.status).toBe(307);
  expect(toArabic.headers.get('location')).toMatch(new RegExp(`/ar/resources/blog/chiller-ar-${stamp}$`));
  expect((await request(toArabic.headers.get('location')!, chosen)).status).toBe(200);

  // The English feed stays English.
  const feed = await request('/resources/blog/feed.xml', chosen);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain(`Chiller log ${stamp}`);

  // A guide's English PDF is English (after the one-time lead that opens the PDFs; its cookie with the choice).
  const lead = await request('/api/resource-leads', {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json', cookie: 'language=ar' },
    body: JSON.stringify({ kind: 'guide', resourceId: guides[0]!.id, name: 'Reem Al-Dosari', email: `reem-${stamp}@example.sa`, consent: true, locale: 'ar', page: `/ar/resources/guides/${guides[0]!.id}` }),
  });
  expect(lead.status).toBe(201);
  const opened = (lead.headers.getSetCookie() ?? []).map((cookie) => cookie.split(';')[0]!);
  const pdf = await request(`/resources/guides/${guides[0]!.id}/pdf`, { headers: { cookie: ['language=ar', ...opened].join('; ') } });
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-disposition')).toContain(`siyana-${guides[0]!.id}-en.pdf`);
  await pdf.arrayBuffer();

  // A page that exists in both languages still follows the choice.
  const pricing = await request('/pricing', chosen);
  expect(pricing.status).toBe(307);
  expect(pricing.headers.get('location')).toMatch(/\/ar\/pricing$/);
});
