import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, test, waitForReady } from './fixtures';
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

async function signIn(page: Page) {
  await page.goto('/admin/login?next=/admin/site');
  await page.getByLabel('اسم المستخدم').fill(STAFF.username);
  await page.getByLabel('كلمة المرور').fill(STAFF.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL('**/admin/site');
  // The editor's buttons work once the page has hydrated.
  await waitForReady(page);
}

test('staff enter the company in both languages, see a bad VAT number refused, preview on a phone and publish', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.base });
  const page = await context.newPage();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيانات الموقع');
  await expect(page.getByText('لم يُنشر شيء بعد')).toBeVisible();

  const company = page.locator('[data-group="company"]');
  await company.locator('#field-company-legalName-en').fill('Siyana Facility Technologies Co.');
  await company.locator('#field-company-legalName-ar').fill('شركة صيانة لتقنيات المرافق');
  // The staff member's language first: in the Arabic staff area the Arabic field starts the line (on the right).
  const [arabicBox, englishBox] = await Promise.all(['ar', 'en'].map((language) => company.locator(`#field-company-legalName-${language}`).boundingBox()));
  expect(arabicBox!.x).toBeGreaterThan(englishBox!.x);
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

test('a screenshot, a plan price and an onboarding fee published by staff reach the feature, pricing and ROI pages', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.base });
  const page = await context.newPage();
  await signIn(page);

  const product = page.locator('[data-group="product"]');
  await product.getByRole('button', { name: 'إضافة: لقطات الشاشة' }).click();
  await product.locator('#field-product-screenshots-0-page').selectOption('work-order');
  const screen = await sharp({ create: { width: 1280, height: 800, channels: 3, background: '#e6ecf5' } }).png().toBuffer();
  await product.locator('#field-product-screenshots-0-image').setInputFiles({ name: 'work-orders.png', mimeType: 'image/png', buffer: screen });
  await expect(product.locator('img')).toBeVisible();
  await product.locator('#field-product-screenshots-0-alt-en').fill('The work order list, by priority');
  await product.locator('#field-product-screenshots-0-alt-ar').fill('قائمة أوامر العمل حسب الأولوية');
  await product.locator('#field-product-screenshots-0-interface').selectOption('ar');
  await product.locator('#field-product-appStore').fill('https://apps.apple.com/sa/app/siyana/id1234567890');

  const plans = page.locator('[data-group="plans"]');
  await plans.locator('#field-plans-professional-monthly').fill('239');
  await plans.locator('#field-plans-professional-annual').fill('199');
  await plans.locator('#field-plans-professional-minUsers').fill('10');
  await plans.locator('#field-plans-onboardingFee').fill('12000');
  await page.getByRole('button', { name: 'نشر', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /نُشر الإصدار \d/ })).toBeVisible();

  const visitor = await (await browser.newContext({ ...phone, baseURL: app.base })).newPage();
  await expect(async () => {
    await visitor.goto('/ar/feature/work-order');
    await expect(visitor.locator('[data-screenshot="work-order"] img')).toHaveAttribute('alt', 'قائمة أوامر العمل حسب الأولوية', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(visitor.locator('[data-screenshot="work-order"] figcaption')).toHaveText('Siyana بواجهة عربية');
  await visitor.locator('[data-screenshot="work-order"] img').scrollIntoViewIfNeeded();
  await expect.poll(() => visitor.locator('[data-screenshot="work-order"] img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Another feature keeps its labelled sample.
  await visitor.goto('/ar/feature/asset');
  await expect(visitor.locator('[data-screenshot]')).toHaveCount(0);

  await visitor.goto('/feature/mobile');
  await expect(visitor.locator('[data-app-stores] a')).toHaveAttribute('href', 'https://apps.apple.com/sa/app/siyana/id1234567890');
  await expect(visitor.locator('[data-app-stores] a')).toHaveCount(1);

  await visitor.goto('/pricing');
  await expect(visitor.locator('[data-plan="professional"] [data-price]')).toHaveText('SAR 199');
  await expect(visitor.locator('[data-onboarding-fee]')).toContainText('SAR 12,000');
  await visitor.goto('/resources/roi-calculator');
  await expect(visitor.locator('#method')).toContainText('SAR 199 a month × 12, Professional plan billed annually, plus the one-off onboarding fee of SAR 12,000');
  await context.close();
});
