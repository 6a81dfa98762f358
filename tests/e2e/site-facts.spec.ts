import { expect, expectNoAxeViolations, phone, test } from './fixtures';
import { freePort, sqliteStore, STAFF, startApp, stopApp, waitHealthy, type App, type Store } from './support/app';

/**
 * The staff editor of the business's facts, on a server of its own (a publish changes every page's
 * footer, which the other specs' server must not see): fields drawn from the schema, a refused VAT
 * number named at its field, a saved draft previewed on a phone, then published to the pages.
 */
let app: App;
let store: Store;
test.beforeAll(async () => {
  store = sqliteStore();
  app = startApp(await freePort(), store.url);
  await waitHealthy(app);
});
test.afterAll(async () => {
  await stopApp(app);
  await store.close();
});

test('staff enter the company in both languages, see a bad VAT number refused, preview on a phone and publish', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.base });
  const page = await context.newPage();
  await page.goto('/admin/login?next=/admin/site');
  await page.getByLabel('اسم المستخدم').fill(STAFF.username);
  await page.getByLabel('كلمة المرور').fill(STAFF.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL('**/admin/site');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيانات الموقع');
  await expect(page.getByText('لم يُنشر شيء بعد')).toBeVisible();

  const company = page.locator('[data-group="company"]');
  await company.locator('#field-company-legalName-en').fill('Siyana Facility Technologies Co.');
  await company.locator('#field-company-legalName-ar').fill('شركة صيانة لتقنيات المرافق');
  await company.getByLabel('رقم السجل التجاري').fill('1010987654');
  await company.getByLabel('الرقم الضريبي').fill('123');
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(company.locator('#field-company-vatNumber-error')).toHaveText('الرقم الضريبي السعودي من 15 رقماً، يبدأ بالرقم 3 وينتهي به.');
  await expect(company.getByLabel('الرقم الضريبي')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await company.getByLabel('الرقم الضريبي').fill('310987654300003');
  await page.getByRole('button', { name: 'حفظ المسودة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'حُفظت المسودة' })).toBeVisible();

  // The saved draft, previewed at phone width before anyone publishes it.
  const preview = await browser.newContext({ ...phone, baseURL: app.base, storageState: await context.storageState() });
  const phonePage = await preview.newPage();
  await phonePage.goto('/api/admin/site-facts/preview?path=/ar/about');
  await expect(phonePage.locator('[data-preview]')).toBeVisible();
  await expect(phonePage.locator('[data-facts="company"]')).toContainText('310987654300003');
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Visitors see nothing yet.
  const visitor = await (await browser.newContext({ baseURL: app.base })).newPage();
  await visitor.goto('/about');
  await expect(visitor.locator('[data-facts="company"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'نُشر الإصدار 1' })).toBeVisible();
  await expect(page.locator('[data-version="1"]')).toBeVisible();
  await expect(async () => {
    await visitor.goto('/about');
    await expect(visitor.locator('[data-facts="company"]')).toContainText('CR', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(visitor.locator('footer [data-company-identity]')).toContainText('VAT 310987654300003');
  await context.close();
  await preview.close();
});
