import { expect, test } from './fixtures';

test.describe('language menu', () => {
  test('switches to Arabic on the same page, closes, and remembers the choice', async ({ page, context }) => {
    await page.goto('/no-such-page?from=test');
    await page.getByRole('button', { name: 'Language' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveText(['English', 'العربية']);
    await menu.getByRole('menuitemradio', { name: 'العربية' }).click();

    await expect(page).toHaveURL(/\/ar\/no-such-page\?from=test$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\u2066?404\u2069? الصفحة غير موجودة$/); // the figure isolated so it reads in order
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('ar');

    // The server now sends an unprefixed URL to its Arabic page, before any HTML.
    const response = await page.request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/ar$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('switching back to English sticks too', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'ar', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/$`));
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Language' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar$/);
  });
});
