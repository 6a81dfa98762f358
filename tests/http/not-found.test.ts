/**
 * The 404 screens as the server renders them (no script runs): status, language, the site's chrome,
 * title, heading and the way home. The browser tests (tests/e2e/not-found.spec.ts) run axe on two of them.
 */
import { describe, expect, test } from 'vitest';
import { coreSystemItems } from '@/content/core-systems';
import { sectorItems } from '@/content/sectors';
import { hrefOf, page, request, text, texts, title } from './site';

const screens = [
  { path: '/no-such-page', lang: 'en', title: 'Page Not Found', heading: '404 Page Not Found', home: 'Go back home' },
  { path: '/ar/no-such-page', lang: 'ar', title: 'الصفحة غير موجودة', heading: '404 الصفحة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/ar/nothing-here/at/all', lang: 'ar', title: 'الصفحة غير موجودة', heading: '404 الصفحة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/sector/unknown', lang: 'en', title: 'Sector not found', heading: 'Sector not found', home: 'Go back home' },
  { path: '/ar/sector/unknown', lang: 'ar', title: 'القطاع غير موجود', heading: 'القطاع غير موجود', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/feature/x', lang: 'en', title: 'Feature not found', heading: 'Feature not found', home: 'Go back home' },
  { path: '/ar/feature/x', lang: 'ar', title: 'الميزة غير موجودة', heading: 'الميزة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/resources/blog/nope', lang: 'en', title: 'Article not found', heading: 'Article not found', home: 'Go back home' },
  { path: '/ar/resources/blog/nope', lang: 'ar', title: 'المقال غير موجود', heading: 'المقال غير موجود', home: 'العودة إلى الصفحة الرئيسية' },
  { path: '/resources/courses/nope', lang: 'en', title: 'Course not found', heading: 'Course not found', home: 'Go back home' },
  { path: '/ar/resources/courses/nope', lang: 'ar', title: 'الدورة غير موجودة', heading: 'الدورة غير موجودة', home: 'العودة إلى الصفحة الرئيسية' },
] as const;

describe('404 screens, rendered on the server', () => {
  test.each(screens.map((screen) => [screen.path, screen] as const))('%s', async (path, screen) => {
    const { status, document } = await page(path);
    expect(status).toBe(404);
    const html = document.querySelector('html')!;
    expect([html.getAttribute('lang'), html.getAttribute('dir')]).toEqual([screen.lang, screen.lang === 'ar' ? 'rtl' : 'ltr']);
    expect(title(document)).toBe(`${screen.title} | Siyana`);
    expect(texts(document.querySelectorAll('h1'))).toEqual([screen.heading]);
    expect(hrefOf(document.querySelector('main')!, screen.home)).toBe(screen.lang === 'ar' ? '/ar' : '/');
    expect(document.querySelectorAll('header')).not.toHaveLength(0);
    expect(document.querySelectorAll('footer')).not.toHaveLength(0);
  });

  test('an unknown sector offers the six sectors; an unknown article the blog; an unknown course the courses', async () => {
    expect(hrefOf((await page('/ar/sector/unknown')).document.querySelector('main')!, 'المنشآت الصحية')).toBe('/ar/sector/medical');
    expect(hrefOf((await page('/resources/blog/nope')).document.querySelector('main')!, 'Browse the blog')).toBe('/resources/blog');
    const main = (await page('/ar/resources/courses/nope')).document.querySelector('main')!;
    expect(main.querySelectorAll('a[href^="/ar/resources/courses/"]')).toHaveLength(6);
    expect(hrefOf(main, 'إدارة الطاقة في المناخ الحار')).toBe('/ar/resources/courses/energy-hot-climates');
  });

  // An unknown record of a template leads to every record of it (these were browser tests before).
  test.each([
    ['/feature/teleportation', 'en'],
    ['/ar/feature/teleportation', 'ar'],
    ['/sector/space-station', 'en'],
    ['/ar/sector/space-station', 'ar'],
  ] as const)('%s leads to every record of its kind', async (path, locale) => {
    const { status, document } = await page(path);
    expect(status).toBe(404);
    const records = path.includes('/feature/') ? coreSystemItems : sectorItems;
    const main = document.querySelector('main')!;
    for (const record of records) expect(hrefOf(main, record.title[locale]), record.title[locale]).toBe(`${locale === 'ar' ? '/ar' : ''}${record.href}`);
  });

  test('the page-not-found screen shows "404" once', async () => {
    for (const path of ['/no-such-page', '/ar/no-such-page']) expect(text((await page(path)).document.querySelector('main')).match(/404/g), path).toHaveLength(1);
  });

  test('missing files and deeper paths under a page answer 404 too', async () => {
    for (const path of ['/missing-file.txt', '/sector/commercial/extra']) expect((await request(path)).status, path).toBe(404);
  });
});
