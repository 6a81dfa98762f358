import { expect, expectNoAxeViolations, phone, test } from './fixtures';
import { locales, prefix, storedRows, uniqueEmail } from './tool-support';

const words = {
  en: { demo: 'Request a demo', whatsapp: 'WhatsApp', submit: 'Send application', received: 'Application received', next: 'What happens next' },
  ar: { demo: 'اطلب عرضاً توضيحياً', whatsapp: 'واتساب', submit: 'أرسل الطلب', received: 'تم استلام طلبك', next: 'الخطوات التالية' },
} as const;

for (const locale of locales) {
  const p = prefix(locale);
  const w = words[locale];

  test.describe(`a buyer on a phone (${locale})`, () => {
    test.use(phone);

    test('the action bar stays in sight, never covers the footer, and its WhatsApp link is counted for the page', async ({ page }) => {
      await page.goto(`${p}/about`);
      const bar = page.getByRole('navigation', { name: locale === 'ar' ? 'تواصل سريع' : 'Quick contact' });
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: w.demo })).toHaveAttribute('href', `${p}/request-demo`);
      const whatsapp = bar.getByRole('link', { name: w.whatsapp });
      const href = await whatsapp.getAttribute('href');
      expect(href).toBe(`/go/whatsapp?from=${encodeURIComponent(`${p}/about`)}`);
      // The header keeps a compact demo button on phones.
      await expect(page.locator('header [data-compact-demo]')).toBeVisible();

      // At the very bottom, the footer's last link sits above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2);
      const lastLink = page.locator('footer a').last();
      const linkBox = (await lastLink.boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox.y);
      await expect(lastLink).toBeInViewport();

      // The link goes through the site's own redirect: 302 to WhatsApp with the page named, counted for /about.
      const before = storedRows<{ clicks: number }>('select coalesce(sum(clicks), 0) as clicks from whatsapp_clicks where path = ?', `${p}/about`)[0]!.clicks;
      const answer = await page.request.get(href!, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers()['location']).toMatch(/^https:\/\/wa\.me\/966115204400\?text=/);
      expect(answer.headers()['set-cookie']).toBeUndefined();
      expect(storedRows<{ clicks: number }>('select coalesce(sum(clicks), 0) as clicks from whatsapp_clicks where path = ?', `${p}/about`)[0]!.clicks).toBe(before + 1);
    });

    test('the demo form itself has no bar', async ({ page }) => {
      await page.goto(`${p}/request-demo`);
      await expect(page.locator('[data-phone-bar]')).toHaveCount(0);
    });

    test('a partner application from a level button submits and shows what happens next', async ({ page }) => {
      await page.goto(`${p}/resources/partnerships`);
      await page.locator('#levels a[href*="level=gold"]').click();
      await expect(page).toHaveURL(new RegExp(`${p}/partners/apply\\?level=gold$`));
      const level = page.locator('#partner-level');
      await expect(level).toHaveValue('gold');
      const email = uniqueEmail(`partner-${locale}`);
      await page.locator('#partner-company').fill('Gulf Facility Partners');
      await page.locator('#partner-name').fill('Faisal Al-Harbi');
      await page.locator('#partner-email').fill(email);
      await page.locator('#partner-phone').fill('0551234567');
      await page.locator('#partner-type').selectOption('implementation');
      await page.locator('#partner-regions').fill('Riyadh, Jeddah');
      await page.getByRole('button', { name: w.submit }).click();
      const success = page.locator('[data-partner-success]');
      await expect(success.getByRole('heading', { name: w.received })).toBeVisible();
      await expect(success.getByRole('heading', { name: w.next })).toBeVisible();
      await expect(success).toContainText(email);
      await expect(success).toBeFocused();
      const rows = storedRows('select level, locale, phone from partner_applications where email = ?', email);
      expect(rows).toEqual([{ level: 'gold', locale, phone: '+966551234567' }]);
      expect(storedRows("select kind from leads where email = ?", email)).toEqual([{ kind: 'partner' }]);
      await expectNoAxeViolations(page);
    });
  });
}

test('on a desktop the bar is hidden and the header keeps its own demo button', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('[data-phone-bar]')).toBeHidden();
  await expect(page.locator('header [data-compact-demo]')).toBeHidden();
});
