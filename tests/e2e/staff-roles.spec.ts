import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForReady } from './fixtures';

const ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-1' };

async function signIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('اسم المستخدم').fill(username);
  await page.getByLabel('كلمة المرور').fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL((url) => url.pathname !== '/admin/login');
  await waitForReady(page);
}

/** A page of its own browser context: its own cookies, so two staff members can be signed in at once. */
async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'أقسام الإدارة' }).getByRole('link');

test.describe('staff roles', () => {
  test('an admin adds an editor, who sees only content, is refused leads, and is signed out when disabled; the audit log shows it all', async ({ page, browser, baseURL }) => {
    // Two signed-in browsers and four accessibility scans: longer than one page's budget.
    test.setTimeout(150_000);
    const editor = { username: `editor-${Date.now()}`, password: 'editor-password-123' };
    await signIn(page, ADMIN);
    await page.goto('/admin/staff');
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('فريق العمل');
    await expectNoAxeViolations(page);

    // A short password is refused with the reason, and nothing is added.
    await page.getByLabel('اسم المستخدم').fill(editor.username);
    await page.getByLabel('الدور').selectOption('editor');
    await page.getByLabel('كلمة المرور الأولى').fill('short');
    await page.getByRole('button', { name: 'إضافة الحساب' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '12 حرفاً' })).toBeVisible();
    await page.getByLabel('كلمة المرور الأولى').fill(editor.password);
    await page.getByRole('button', { name: 'إضافة الحساب' }).click();
    const row = page.locator(`tr[data-staff="${editor.username}"]`);
    await expect(row).toContainText('محرر');
    await expect(row).toContainText('نشط');
    await expect(row).toContainText('لم يدخل بعد');

    const editorPage = await newPage(browser, baseURL);
    await signIn(editorPage, editor);
    await expect(editorPage).toHaveURL(/\/admin$/);
    await expect(menu(editorPage)).toHaveText(['الرئيسية', 'المقالات', 'الفعاليات', 'بيانات الموقع', 'حسابي']);
    await expect(editorPage.locator('main')).not.toContainText('طلبات عروض جديدة');
    await expect(editorPage.locator('main')).not.toContainText('مشتركون نشطون');
    await expect(editorPage.locator('main')).toContainText('مقالات منشورة');

    await editorPage.goto('/admin/demo-requests');
    await expect(editorPage).toHaveURL(/\/admin\?denied=1$/);
    await expect(editorPage.getByRole('alert').filter({ hasText: 'مخصصة لمديري النظام' })).toBeVisible();
    await expectNoAxeViolations(editorPage);
    const leads = await editorPage.request.get('/api/admin/leads');
    expect(leads.status()).toBe(403);
    expect((await leads.json()).message).toBe('صلاحيات حسابك لا تسمح بهذا الإجراء. تواصل مع مدير النظام.');
    expect((await editorPage.request.get('/api/admin/blog')).status()).toBe(200);

    await editorPage.goto('/admin/account');
    await waitForReady(editorPage);
    await expect(editorPage.getByRole('heading', { level: 1 })).toHaveText('حسابي');
    await expectNoAxeViolations(editorPage);

    // The admin disables the editor, after confirming.
    await page.reload();
    await waitForReady(page);
    await row.getByRole('button', { name: `تعطيل ${editor.username}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(`تعطيل حساب ${editor.username}؟`);
    await dialog.getByRole('button', { name: 'تعطيل', exact: true }).click();
    await expect(row).toContainText('معطّل');
    await expect(row).not.toContainText('لم يدخل بعد');

    await editorPage.goto('/admin/blog');
    await expect(editorPage).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fblog$/);
    await editorPage.getByLabel('اسم المستخدم').fill(editor.username);
    await editorPage.getByLabel('كلمة المرور').fill(editor.password);
    await editorPage.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(editorPage.getByRole('alert').filter({ hasText: 'معطّل' })).toBeVisible();
    await editorPage.context().close();

    await page.goto('/admin/audit');
    await waitForReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سجل النشاط');
    const log = page.locator('tbody');
    await expect(log.locator('tr[data-action="staff.create"]').filter({ hasText: editor.username }).first()).toBeVisible();
    await expect(log.locator('tr[data-action="staff.disable"]').filter({ hasText: editor.username }).first()).toBeVisible();
    await expect(log.locator('tr[data-action="session.sign-in"]').filter({ hasText: editor.username }).first()).toBeVisible();
    await expect(log.locator('tr[data-action="session.sign-in-failed"]').filter({ hasText: editor.username }).first()).toContainText('الحساب معطّل');
    await expectNoAxeViolations(page);

    await page.getByLabel('الإجراء').selectOption('staff.disable');
    await page.getByLabel('المستخدم', { exact: true }).selectOption(ADMIN.username);
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page).toHaveURL(/action=staff.disable/);
    await expect(log.locator('tr')).not.toHaveCount(0);
    for (const action of await log.locator('tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')))) expect(action).toBe('staff.disable');
  });

  test('a staff member changes their own password: the current one is checked, other sessions end', async ({ page, browser, baseURL }) => {
    const member = { username: `writer-${Date.now()}`, password: 'writer-password-123' };
    const next = 'writer-new-password-456';
    await signIn(page, ADMIN);
    const created = await page.request.post('/api/admin/staff', { data: { username: member.username, role: 'editor', password: member.password } });
    expect(created.status()).toBe(201);

    const elsewhere = await newPage(browser, baseURL);
    await signIn(elsewhere, member);
    const here = await newPage(browser, baseURL);
    await signIn(here, member);
    await here.goto('/admin/account');
    await waitForReady(here);

    await here.getByLabel('كلمة المرور الحالية').fill('not-my-password-1');
    await here.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(next);
    await here.getByLabel('تأكيد كلمة المرور الجديدة').fill(next);
    await here.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(here.getByLabel('كلمة المرور الحالية')).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة.');

    await here.getByLabel('كلمة المرور الحالية').fill(member.password);
    await here.getByLabel('تأكيد كلمة المرور الجديدة').fill(`${next}x`);
    await here.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(here.getByLabel('تأكيد كلمة المرور الجديدة')).toHaveAccessibleDescription('كلمة المرور الجديدة وتأكيدها غير متطابقين.');

    await here.getByLabel('تأكيد كلمة المرور الجديدة').fill(next);
    await here.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(here.getByRole('status').filter({ hasText: 'تم تغيير كلمة المرور' }).first()).toBeVisible();
    await here.goto('/admin');
    await expect(here).toHaveURL(/\/admin$/);
    await elsewhere.goto('/admin');
    await expect(elsewhere).toHaveURL(/\/admin\/login/);
    await signIn(elsewhere, { username: member.username, password: next });
    await expect(elsewhere).toHaveURL(/\/admin$/);
    await here.context().close();
    await elsewhere.context().close();
  });
});
