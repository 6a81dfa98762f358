import type { Page } from '@playwright/test';
import { expect, waitForReady } from '../fixtures';

/**
 * A visitor sends the long demo form on its Arabic page (`path`, with any campaign parameters): a
 * commercial facility on spreadsheets wanting corrective maintenance now. Resolves on the success view.
 */
export async function sendDetailedDemoInArabic(page: Page, path: string, visitor: { name: string; email: string; company: string }) {
  await page.goto(path);
  await waitForReady(page);
  await page.locator('#name').fill(visitor.name);
  await page.locator('#email').fill(visitor.email);
  await page.locator('#phone').fill('0551234567');
  await page.locator('#company').fill(visitor.company);
  await page.locator('#industry').selectOption('commercial');
  await page.locator('#facilitySize').selectOption('large');
  await page.locator('#currentSoftware').fill('Spreadsheets');
  await page.locator('input[value="cm"]').check();
  await page.locator('#budget').selectOption('100k-250k');
  await page.locator('#timeline').selectOption('immediate');
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByRole('heading', { name: 'تم إرسال طلبك بنجاح' })).toBeVisible();
}
