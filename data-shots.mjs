// Screenshots for review (not committed).
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3201';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = [
  ['/resources/events', 'list-en'], ['/ar/resources/events', 'list-ar'],
  ['/resources/events/preventive-maintenance-plan-workshop-riyadh', 'event-en'], ['/ar/resources/events/preventive-maintenance-plan-workshop-riyadh', 'event-ar'],
  ['/resources/events/beat-the-summer-peak-chiller-care', 'past-en'], ['/ar/resources/events/audit-ready-fire-safety-records', 'webinar-ar'],
];
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 500, hasTouch: width < 500 });
  const page = await context.newPage();
  for (const [path, name] of shots) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/events-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.goto(base + '/admin/login?next=/admin/events');
  await page.getByLabel('اسم المستخدم').fill('shots-admin');
  await page.getByLabel('كلمة المرور').fill('shots-admin-password-1');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/events');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.screenshot({ path: `/tmp/events-shots/admin-list-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: /تعديل/ }).nth(1).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/events-shots/admin-form-${width}.png` });
  await page.getByRole('dialog').evaluate((el) => el.scrollTo(0, 2000));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/events-shots/admin-form-bottom-${width}.png` });
  await context.close();
}
await browser.close();
