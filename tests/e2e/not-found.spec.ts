import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The whole 404 document: status, language, chrome, title, heading and the way home. */
async function expect404(page: Page, path: string, screen: { lang: 'en' | 'ar'; title: string; heading: string; home: string }) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', screen.lang);
  await expect(page.locator('html')).toHaveAttribute('dir', screen.lang === 'ar' ? 'rtl' : 'ltr');
  await expect(page).toHaveTitle(`${screen.title} | Siyana`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
  await expect(page.getByRole('main').getByRole('link', { name: screen.home })).toHaveAttribute('href', screen.lang === 'ar' ? '/ar' : '/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

// Every 404 screen's status, language, chrome and links as the server renders them: tests/http/not-found.test.ts.
const screens = [
  { path: '/no-such-page', lang: 'en', title: 'Page Not Found', heading: '404 Page Not Found', home: 'Go back home' },
  { path: '/ar/sector/unknown', lang: 'ar', title: 'القطاع غير موجود', heading: 'القطاع غير موجود', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/feature/teleportation', lang: 'en', title: 'Feature not found', heading: 'Feature not found', home: 'Go back home' },
] as const;

test.describe('404 screens in the browser', () => {
  test('an unknown English path: no accessibility violation', async ({ page }) => {
    await expect404(page, '/no-such-page', screens[0]);
    await expectNoAxeViolations(page);
  });

  test('an unknown Arabic sector: no accessibility violation', async ({ page }) => {
    await expect404(page, '/ar/sector/unknown', screens[1]);
    await expectNoAxeViolations(page);
  });

  // The record-not-found screen in English too (its links to every feature: tests/http/not-found.test.ts).
  test('an unknown English feature: no accessibility violation', async ({ page }) => {
    await expect404(page, '/feature/teleportation', screens[2]);
    await expectNoAxeViolations(page);
  });
});
