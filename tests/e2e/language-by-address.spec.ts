import { guides } from '@/content/guides';
import { expect, staffAccount, test } from './fixtures';

/**
 * Explicit addresses win over the remembered language (issue 33): with the Arabic choice in the cookie,
 * every kind of page that can exist in one language only opens as its URL says, with no redirect loop.
 */
test.describe('language by address', () => {
  test('with Arabic chosen, an English-only post, the English feed and a guide’s English PDF open in English', async ({ page, context, request, baseURL }) => {
    expect((await request.post('/api/admin/login', { data: staffAccount })).ok()).toBe(true);
    const stamp = Date.now();
    const english = await request.post('/api/admin/blog', { data: { title: `Chiller log ${stamp}`, slug: `chiller-log-${stamp}`, locale: 'en', content: 'Read the log daily.', author: 'Sara', published: true } });
    expect(english.status()).toBe(201);
    const arabic = await request.post('/api/admin/blog', { data: { title: `سجل المبرد ${stamp}`, slug: `chiller-ar-${stamp}`, locale: 'ar', content: 'راجع السجل يومياً.', author: 'سارة', published: true } });
    expect(arabic.status()).toBe(201);

    await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    // The English post: no redirect at all, English page.
    const direct = await page.request.get(`/resources/blog/chiller-log-${stamp}`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    await page.goto(`/resources/blog/chiller-log-${stamp}`);
    await expect(page).toHaveURL(new RegExp(`/resources/blog/chiller-log-${stamp}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Chiller log ${stamp}`);
    // Its Arabic address (a shared or typed link) lands on it too, once.
    const viaArabic = await page.request.get(`/ar/resources/blog/chiller-log-${stamp}`, { maxRedirects: 0 });
    expect(viaArabic.status()).toBe(307);
    const landed = await page.request.get(viaArabic.headers().location!, { maxRedirects: 0 });
    expect(landed.status()).toBe(200);

    // An Arabic-only post at its English address goes to its Arabic page, once.
    const toArabic = await page.request.get(`/resources/blog/chiller-ar-${stamp}`, { maxRedirects: 0 });
    expect(toArabic.status()).toBe(307);
    expect(toArabic.headers().location).toMatch(new RegExp(`/ar/resources/blog/chiller-ar-${stamp}$`));
    expect((await page.request.get(toArabic.headers().location!, { maxRedirects: 0 })).status()).toBe(200);

    // The English feed stays English.
    const feed = await page.request.get('/resources/blog/feed.xml', { maxRedirects: 0 });
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`Chiller log ${stamp}`);

    // A guide's English PDF is English (after the one-time lead that opens the PDFs).
    const lead = await page.request.post('/api/resource-leads', {
      headers: { origin: baseURL! },
      data: { kind: 'guide', resourceId: guides[0]!.id, name: 'Reem Al-Dosari', email: `reem-${stamp}@example.sa`, consent: true, locale: 'ar', page: `/ar/resources/guides/${guides[0]!.id}` },
    });
    expect(lead.status()).toBe(201);
    const pdf = await page.request.get(`/resources/guides/${guides[0]!.id}/pdf`, { maxRedirects: 0 });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toContain(`siyana-${guides[0]!.id}-en.pdf`);

    // A page that exists in both languages still follows the choice.
    const home = await page.request.get('/pricing', { maxRedirects: 0 });
    expect(home.status()).toBe(307);
    expect(home.headers().location).toMatch(/\/ar\/pricing$/);
  });
});
