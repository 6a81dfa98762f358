import { policies } from '../support/policies';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';

for (const locale of ['en', 'ar'] as const) {
  test.describe(`legal pages (${locale})`, () => {
    // Every policy's heading, sections and links as rendered: tests/http/legal-pages.test.ts; here the
    // template once per language, in the browser.
    for (const policy of policies[locale].slice(0, 1)) {
      test(`${policy.path}: one heading, its sections, links to the other policies, no axe violations`, async ({ page }) => {
        await page.goto(policy.path);
        await expect(page).toHaveTitle(`${policy.title} | Siyana`);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(policy.title);
        await expect(page.getByRole('heading', { level: 2, name: policy.section })).toBeVisible();
        await expect(page.getByText(locale === 'en' ? /Last updated: November 15, 2026/ : /آخر تحديث: 15 نوفمبر 2026/)).toBeVisible();

        const others = policies[locale].filter((other) => other.path !== policy.path);
        const related = page.getByRole('navigation', { name: locale === 'en' ? 'Related policies' : 'سياسات ذات صلة' });
        for (const other of others) await expect(related.getByRole('link', { name: other.title })).toHaveAttribute('href', other.path);
        await expect(page.locator('main a[href="mailto:privacy@siyana.sa"]').first()).toBeVisible();
        for (const href of await page.locator('main a[href^="#"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
          await expect(page.locator(href)).toHaveCount(1);
        }
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the privacy policy says what the forms collect, for how long, and how to unsubscribe or ask for deletion', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const text of ['Demo requests', 'Questions', 'Newsletter', 'up to 24 months', 'unsubscribe link', 'PDPL']) await expect(main).toContainText(text);
  await expect(main.getByRole('link', { name: 'privacy@siyana.sa' }).first()).toHaveAttribute('href', 'mailto:privacy@siyana.sa');
});

test('the cookie policy lists only the language cookie, the staff session and the first visit', async ({ page }) => {
  await page.goto('/cookies');
  const table = page.locator('[data-cookie-table] > li');
  await expect(table).toHaveCount(3);
  await expect(table.first()).toContainText('language');
  await expect(table.nth(1)).toContainText('Staff session');
  await expect(table.nth(2)).toContainText('siyana_first_touch');
  await expect(table.nth(2)).toContainText('90 days');
  await expect(page.getByRole('main')).toContainText('No analytics');
});

test('the footer leads to the three policies in both languages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.locator('h1')).toHaveText('Cookie Policy');
  await page.goto('/ar');
  await page.getByRole('contentinfo').getByRole('link', { name: 'سياسة الخصوصية' }).click();
  await expect(page).toHaveURL(/\/ar\/privacy$/);
  await expect(page.locator('h1')).toHaveText('سياسة الخصوصية');
});

test.describe('legal pages on a phone', () => {
  test.use(phone);

  test('fit a 360 px screen in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const policy of [...policies.en, ...policies.ar]) {
      await page.goto(policy.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, policy.path).toBeLessThanOrEqual(0);
    }
  });
});
