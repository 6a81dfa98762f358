import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test, waitForReady } from './fixtures';

/**
 * The staff area in the account's language: an admin switches to English, and the dashboard, inbox,
 * lead page and audit log read left to right in English (data aside), then back to Arabic. Each run
 * uses an account of its own: the shared e2e admin keeps Arabic for the other specs.
 */

const ARABIC = /[\u0600-\u06FF]/;

/** The page's interface text without its data (names, companies, questions: marked dir="auto", lang or bdi). */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[dir="auto"], [lang]:not([lang="en"]), bdi, script, style, template, option').forEach((node) => node.remove());
    return copy.textContent ?? '';
  });
}

async function expectEnglishPage(page: Page, heading: string | RegExp) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect((await interfaceText(page)).match(new RegExp(ARABIC.source, 'g')) ?? [], page.url()).toEqual([]);
}

test.describe('staff language', () => {
  test('an admin switches the staff area to English and back; pages, history and the audit log follow', async ({ page, browser, baseURL, request }) => {
    // Six pages with axe in two languages and two browsers.
    test.setTimeout(150_000);
    const stamp = Date.now();
    const member = { username: `lang-${stamp}`, password: 'language-password-123' };
    const question = await request.post('/api/questions', {
      headers: { origin: baseURL!, 'x-forwarded-for': '198.51.100.140' },
      data: { category: 'general', question: `Language check ${stamp}`, email: `lang-${stamp}@example.sa`, locale: 'en' },
    });
    expect(question.status()).toBe(201);
    await signIn(page);
    expect((await page.request.post('/api/admin/staff', { data: { username: member.username, role: 'admin', password: member.password } })).status()).toBe(201);

    const context = await browser.newContext({ baseURL });
    const staff = await context.newPage();
    await staff.goto('/admin/login?next=%2Fadmin%2Faccount');
    await staff.getByLabel('اسم المستخدم').fill(member.username);
    await staff.getByLabel('كلمة المرور').fill(member.password);
    await staff.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await staff.waitForURL(/\/admin\/account$/);
    await waitForReady(staff);
    // Arabic is every account's first language.
    await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(staff.getByRole('radio', { name: /العربية/ })).toBeChecked();

    await staff.getByRole('radio', { name: /English/ }).check();
    await staff.getByRole('button', { name: 'حفظ اللغة' }).click();
    await staff.waitForURL(/\/admin\/account\?saved=language$/);
    await waitForReady(staff);
    await expectEnglishPage(staff, 'My account');
    await expect(staff.getByRole('status').filter({ hasText: 'Language saved' })).toBeVisible();
    await expect(staff.getByRole('radio', { name: /English/ })).toBeChecked();
    await expectNoAxeViolations(staff);

    await staff.goto('/admin');
    await waitForReady(staff);
    await expectEnglishPage(staff, `Hello, ${member.username}`);
    await expect(staff.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Leads' })).toBeVisible();
    await expectNoAxeViolations(staff);

    await staff.goto(`/admin/leads?q=${stamp}`);
    await waitForReady(staff);
    await expectEnglishPage(staff, 'Leads');
    await expect(staff.locator('tr[data-lead-id]')).toHaveCount(1);
    await expect(staff.locator('tr[data-lead-id]')).toContainText('Question');
    await expectNoAxeViolations(staff);

    await staff.locator('tr[data-lead-id]').getByRole('link').first().click();
    await waitForReady(staff);
    await expect(staff.getByLabel('Lead status')).toBeVisible();
    await expectEnglishPage(staff, /\S/);
    await staff.getByLabel('Lead status').selectOption('contacted');
    const history = staff.getByTestId('lead-history');
    await expect(history).toContainText(`${member.username} changed the status from New to Contacted`);
    await expectNoAxeViolations(staff);

    await staff.goto(`/admin/audit?actor=${member.username}`);
    await waitForReady(staff);
    await expectEnglishPage(staff, 'Activity log');
    const log = staff.locator('tbody');
    await expect(log.locator('tr[data-action="lead.status"]')).toContainText(`${member.username} changed a lead’s status to Contacted`);
    await expect(log.locator('tr[data-action="account.language"]')).toContainText(`${member.username} switched their staff area to English`);
    await expect(log.locator('tr[data-action="lead.status"]').getByRole('link', { name: 'Open the lead' })).toBeVisible();
    await expectNoAxeViolations(staff);

    // The shared admin, still in Arabic, reads the same entry in Arabic.
    await page.goto(`/admin/audit?actor=${member.username}`);
    await waitForReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('tbody tr[data-action="lead.status"]')).toContainText(`${member.username}: تغيير حالة عميل محتمل إلى «تم التواصل»`);

    // And back to Arabic.
    await staff.goto('/admin/account');
    await waitForReady(staff);
    await staff.getByRole('radio', { name: /العربية/ }).check();
    await staff.getByRole('button', { name: 'Save language' }).click();
    await staff.waitForURL(/\/admin\/account\?saved=language$/);
    await waitForReady(staff);
    await expect(staff.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(staff.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('حسابي');
    await staff.goto(`/admin/audit?actor=${member.username}`);
    await expect(staff.locator('tbody tr[data-action="lead.status"]')).toContainText(`${member.username}: تغيير حالة عميل محتمل إلى «تم التواصل»`);
    await context.close();
  });

  test('the sign-in page is Arabic with a link to English, kept by a cookie only', async ({ page }) => {
    await page.goto('/admin/login?next=%2Fadmin%2Fleads');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads$/);
    await waitForReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong' })).toHaveText('Wrong username or password');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel('اسم المستخدم')).toBeVisible();
  });
});
