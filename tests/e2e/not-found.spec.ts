import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('404 screens', () => {
  test('an unknown English path answers 404 with the English screen and chrome', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown Arabic path answers 404 in Arabic, right-to-left', async ({ page }) => {
    const response = await page.goto('/ar/nothing-here/at/all');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 الصفحة غير موجودة');
    await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
    await expectNoAxeViolations(page);
  });

  test('a missing file answers 404 too', async ({ request }) => {
    expect((await request.get('/missing-file.txt')).status()).toBe(404);
  });
});
