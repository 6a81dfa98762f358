/**
 * Pages work under the Content-Security-Policy: no violation, no console error, scripts run. The
 * headers themselves on every kind of answer: tests/http/security-headers.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Console errors and CSP violations while a page loads and runs. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pages work under the policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
  });

  for (const path of ['/', '/ar']) {
    test(`${path}: no console error, the page is interactive`, async ({ page }) => {
      const errors = watch(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The inline scripts and the chunks ran: the page marked itself ready (the fixture waits for it).
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      expect(errors).toEqual([]);
    });
  }

  test('/request-demo: no console error, client-side validation runs', async ({ page }) => {
    const errors = watch(page);
    await page.goto('/request-demo');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/admin/login: no console error with the nonce policy, the form runs', async ({ page }) => {
    const errors = watch(page);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('يرجى إدخال اسم المستخدم وكلمة المرور')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
