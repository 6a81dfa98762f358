import { expect, test } from './fixtures';
import { heldPage } from './support/held-page';
import { storedRows, uniqueEmail } from './tool-support';

/**
 * A form sent before the page's scripts have started is sent once they have, not lost. (Pages sent
 * as Next.js writes them, compressed by it, and `next start` on the same build:
 * tests/http/stock-serving.test.ts.)
 */

test.describe('stock serving', () => {
  test('a newsletter address sent before the scripts start is stored once they have', async ({ browser, baseURL }) => {
    const { page, context, release } = await heldPage(browser, baseURL!);
    await page.goto('/resources/events', { waitUntil: 'domcontentloaded' });
    const box = page.locator('#newsletter');
    const email = uniqueEmail('before-ready');
    await box.getByLabel('E-mail address').fill(email);
    await box.getByLabel('E-mail address').press('Enter');
    // Not sent natively: no GET with the address in the URL, and the page is not ready yet.
    await expect(page).toHaveURL(`${baseURL}/resources/events`);
    await expect(page.locator('html')).not.toHaveAttribute('data-ready');
    release();
    await expect(box.getByRole('status')).toHaveText('Successfully subscribed to newsletter!');
    expect(storedRows('select email from newsletter_subscriptions where email_normalized = ?', email)).toHaveLength(1);
    await context.close();
  });

  test('a demo request typed and sent before the scripts start is validated and stored once they have', async ({ browser, baseURL }) => {
    const { page, context, release } = await heldPage(browser, baseURL!);
    await page.goto('/ar/detailed-demo-request', { waitUntil: 'domcontentloaded' });
    const email = uniqueEmail('early-demo');
    await page.locator('#name').fill('هند القحطاني');
    await page.locator('#email').fill(email);
    await page.locator('#phone').fill('0551234567');
    await page.locator('#company').fill('شركة المرافق المتقدمة');
    await page.locator('#industry').selectOption({ index: 1 });
    await page.locator('#facilitySize').selectOption({ index: 1 });
    await page.locator('#currentSoftware').fill('جداول إكسل');
    await page.locator('input[name="interestedSolutions"]').first().check();
    await page.locator('#budget').selectOption({ index: 1 });
    await page.locator('#timeline').selectOption({ index: 1 });
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${baseURL}/ar/detailed-demo-request`);
    release();
    await expect(page.locator('#demo-request-status')).toBeVisible();
    await expect.poll(() => storedRows("select name from demo_requests where form = 'detailed' and email = ?", email)).toEqual([{ name: 'هند القحطاني' }]);
    await context.close();
  });

});
