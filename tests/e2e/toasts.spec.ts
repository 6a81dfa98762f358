import { expect, test } from './fixtures';

test.describe('notification region', () => {
  test('exists from the first paint: F8 focuses it on a fresh page, before any toast', async ({ page }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toHaveCount(1);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toBe('Notifications (F8)');
  });

  test('in Arabic: the region and each toast are named in Arabic', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.getByRole('region', { name: 'الإشعارات (F8)' })).toHaveCount(1);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toBe('الإشعارات (F8)');
  });

  test('with JavaScript off, the region is already in the page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/ar/resources/blog');
    await expect(page.getByRole('region', { name: 'الإشعارات (F8)' })).toHaveCount(1);
    await context.close();
  });
});
