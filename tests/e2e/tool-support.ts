import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onPhone, test } from './fixtures';

export type Locale = 'en' | 'ar';
export const locales: Locale[] = ['en', 'ar'];
export const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

/** Rows of the e2e server's database (see playwright.config.ts), read directly to prove what was stored. */
export function storedRows<T = Record<string, string | number | null>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database('data/e2e.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sa`;

/** One <h1>, the page's language and direction, a localized title and description. */
export async function expectPageBasics(page: Page, locale: Locale, title: string) {
  await expect(page).toHaveTitle(`${title} | Siyana`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('h1')).toHaveCount(1);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
  if (locale === 'ar') expect(description).toMatch(/[\u0600-\u06FF]/);
}

/** Every link of the page's main content goes somewhere: no empty href, no "#", anchors exist. */
export async function expectRealLinks(page: Page) {
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href, 'link without a target').not.toBe('');
    expect(href, 'link to #').not.toBe('#');
    if (href.startsWith('#')) await expect(page.locator(href), `anchor ${href}`).toHaveCount(1);
  }
}

/** No NaN, Infinity or Arabic-Indic digits anywhere in the visible text. */
export async function expectCleanFigures(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/NaN|Infinity|∞/);
  expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
}

/** Replaces window.print with a counter, so "Download" can be checked without a print dialog. */
export async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
}

export const printCount = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** What prints: the print sheet alone, the site's header and footer hidden. */
export async function expectPrintSheetOnly(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-sheet]')).toBeVisible();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('main')).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
}

export async function pdfPageCount(page: Page): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

export async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * The page as it is (a page just opened), on a phone (the `phone` layout, without loading it again): no
 * sideways scroll, and no axe violation in that layout; then `more`, still on the phone; then back to the
 * desktop layout.
 */
export async function expectFitsPhone(page: Page, more?: () => Promise<void>) {
  await test.step('on a phone: fits the screen', () =>
    onPhone(page, async () => {
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);
      await more?.();
    }),
  );
}
