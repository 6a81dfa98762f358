import { expect, phone, test } from './fixtures';

/**
 * server.mjs: pages paint before their scripts start (server/paint-first.mjs), and answers are
 * compressed. The page still hydrates: its islands work.
 */
const EXECUTABLE_CHUNK = /<script src="\/_next\/static\/[^"]+\.js"[^>]* async=""/;

test.describe('paint first, then scripts', () => {
  for (const path of ['/', '/ar/request-demo', '/resources/blog', '/admin/login']) {
    test(`${path}: no chunk script runs before the first contentful paint`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(EXECUTABLE_CHUNK);
      expect(html).toContain('data-src="/_next/static/chunks/');

      await page.goto(path);
      await page.waitForFunction(() => Boolean((window as { next?: unknown }).next));
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint).not.toBeNull();
      expect(timing.chunks.length).toBeGreaterThan(0);
      for (const start of timing.chunks) expect(start).toBeGreaterThanOrEqual(timing.paint!);
    });
  }

  test('the page still hydrates: the phone menu opens', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...phone, baseURL });
    const page = await context.newPage();
    await page.goto('/ar');
    await page.waitForFunction(() => Boolean((window as { next?: unknown }).next));
    await page.getByRole('button', { name: 'فتح القائمة' }).tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await context.close();
  });

  test('before its scripts run, a form is not sent as a GET with its fields in the address', async ({ browser, baseURL }) => {
    // A raw page (not the fixture's, which waits for hydration) whose chunks never arrive.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/admin/login');
    await page.getByLabel('اسم المستخدم').fill('someone');
    await page.getByLabel('كلمة المرور').fill('a-secret-password');
    await page.getByLabel('كلمة المرور').press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseURL}/admin/login`);
    await context.close();
  });

  test('answers are compressed as the browser accepts', async ({ request }) => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      const response = await request.get('/', { headers: { 'accept-encoding': accept } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(await response.text()).toContain('data-src="/_next/static/chunks/');
    }
    const plain = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });
});
