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

const screens = [
  { path: '/no-such-page', lang: 'en', title: 'Page Not Found', heading: '404 Page Not Found', home: 'Go back home' },
  { path: '/ar/no-such-page', lang: 'ar', title: 'الصفحة غير موجودة', heading: '404 الصفحة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/sector/unknown', lang: 'en', title: 'Sector not found', heading: 'Sector not found', home: 'Go back home' },
  { path: '/ar/sector/unknown', lang: 'ar', title: 'القطاع غير موجود', heading: 'القطاع غير موجود', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/feature/x', lang: 'en', title: 'Feature not found', heading: 'Feature not found', home: 'Go back home' },
  { path: '/ar/feature/x', lang: 'ar', title: 'الميزة غير موجودة', heading: 'الميزة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/resources/blog/nope', lang: 'en', title: 'Article not found', heading: 'Article not found', home: 'Go back home' },
  { path: '/ar/resources/blog/nope', lang: 'ar', title: 'المقال غير موجود', heading: 'المقال غير موجود', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/resources/courses/nope', lang: 'en', title: 'Course not found', heading: 'Course not found', home: 'Go back home' },
  { path: '/ar/resources/courses/nope', lang: 'ar', title: 'الدورة غير موجودة', heading: 'الدورة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
] as const;

test.describe('404 screens, rendered on the server (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });
  for (const screen of screens) {
    test(`${screen.path}: "${screen.heading}" with the site's chrome`, async ({ page }) => {
      await expect404(page, screen.path, screen);
    });
  }

  test('an unknown sector offers the six sectors; an unknown article the blog; an unknown course the courses', async ({ page }) => {
    await page.goto('/ar/sector/unknown');
    await expect(page.getByRole('main').getByRole('link', { name: 'المنشآت الصحية' })).toHaveAttribute('href', '/ar/sector/medical');
    await page.goto('/resources/blog/nope');
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the blog' })).toHaveAttribute('href', '/resources/blog');
    await page.goto('/ar/resources/courses/nope');
    const courseLinks = page.getByRole('main').locator('a[href^="/ar/resources/courses/"]');
    await expect(courseLinks).toHaveCount(6);
    await expect(page.getByRole('main').getByRole('link', { name: 'إدارة الطاقة في المناخ الحار' })).toHaveAttribute('href', '/ar/resources/courses/energy-hot-climates');
  });

  test('the page-not-found screen shows "404" once', async ({ page }) => {
    for (const path of ['/no-such-page', '/ar/no-such-page']) {
      await page.goto(path);
      const text = await page.locator('main').innerText();
      expect(text.match(/404/g), path).toHaveLength(1);
    }
  });
});

test.describe('404 screens in the browser', () => {
  test('an unknown English path: no accessibility violation', async ({ page }) => {
    await expect404(page, '/no-such-page', screens[0]);
    await expectNoAxeViolations(page);
  });

  test('an unknown Arabic sector: no accessibility violation', async ({ page }) => {
    await expect404(page, '/ar/sector/unknown', screens[3]);
    await expectNoAxeViolations(page);
  });

  test('deeper unknown paths and missing files answer 404 too', async ({ page, request }) => {
    expect((await page.goto('/ar/nothing-here/at/all'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 الصفحة غير موجودة');
    expect((await request.get('/missing-file.txt')).status()).toBe(404);
    expect((await request.get('/sector/commercial/extra')).status()).toBe(404);
  });
});
