import { expect, expectNoAxeViolations, test, waitForReady } from './fixtures';
import { expectFitsPhone, expectPageBasics, expectRealLinks, locales, prefix, storedRows, uniqueEmail } from './tool-support';

type Subscription = { email: string; email_normalized: string; subscription_type: string; is_active: number; unsubscribed_at: string | null; consent_locale: string; consent_source: string; unsubscribe_token: string; subscribed_at: string };

const subscriptionsOf = (email: string) => storedRows<Subscription>('select * from newsletter_subscriptions where email_normalized = ?', email.toLowerCase());

const words = {
  en: {
    title: 'Events', subscribe: 'Subscribe', success: 'Successfully subscribed to newsletter!', failure: 'Subscription failed', invalid: 'Please enter a valid email address', required: 'Please enter your e-mail address',
types: ['Webinars', 'Workshops', 'Industry Meetups'], request: 'Request the Recording', label: 'E-mail address',
    unsubscribe: 'Unsubscribe', done: 'You are unsubscribed', already: 'Already unsubscribed', invalidLink: 'This unsubscribe link is not valid', recordingTitle: 'Request the recording', recordingName: 'Full name', recordingEmail: 'Work email', recordingSubmit: 'Send me the recording', recordingDone: 'Request received',
  },
  ar: {
    title: 'الفعاليات', subscribe: 'اشترك', success: 'تم الاشتراك في النشرة البريدية بنجاح!', failure: 'تعذر الاشتراك', invalid: 'يرجى إدخال بريد إلكتروني صحيح', required: 'يرجى إدخال بريدك الإلكتروني',
types: ['ندوات عبر الإنترنت', 'ورش العمل', 'لقاءات مهنية'], request: 'اطلب رابط التسجيل المرئي', label: 'البريد الإلكتروني',
    unsubscribe: 'إلغاء الاشتراك', done: 'تم إلغاء اشتراكك', already: 'الاشتراك ملغى مسبقاً', invalidLink: 'رابط إلغاء الاشتراك غير صالح', recordingTitle: 'اطلب رابط التسجيل المرئي', recordingName: 'الاسم الكامل', recordingEmail: 'البريد الإلكتروني للعمل', recordingSubmit: 'أرسلوا لي التسجيل', recordingDone: 'تم استلام طلبك',
  },
} as const;

for (const locale of locales) {
  const p = prefix(locale);
  const w = words[locale];

  test.describe(`events and newsletter (${locale})`, () => {
    test('the page: the seeded upcoming events (no empty placeholder), three formats, three past events with two recordings', async ({ page }) => {
      await page.goto(`${p}/resources/events`);
      await expectPageBasics(page, locale, w.title);
      await expectRealLinks(page);
      await expect(page.locator('[data-upcoming-event]').first()).toBeVisible();
      await expect(page.getByTestId('no-upcoming-events')).toHaveCount(0);
      await expect(page.locator('[data-event-type] h3')).toHaveText([...w.types]);
      await expect(page.locator('[data-past-event]')).toHaveCount(3);
      const requests = page.getByRole('link', { name: w.request });
      await expect(requests).toHaveCount(2);
      await expectNoAxeViolations(page);
      // The page as first opened, on a phone (Arabic, as before).
      if (locale === 'ar') await expectFitsPhone(page);

      // A recording request opens the event's recording form: name and work e-mail, both required.
      await requests.first().click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/events/[^/]+/recording$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.recordingTitle);
      await page.getByRole('button', { name: w.recordingSubmit }).click();
      await expect(page.getByLabel(w.recordingName)).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel(w.recordingName).fill('Reem Al-Qahtani');
      await page.getByLabel(w.recordingEmail).fill(`recording-${locale}-${Date.now()}@example.sa`);
      await page.getByRole('button', { name: w.recordingSubmit }).click();
      await expect(page.getByRole('heading', { name: w.recordingDone })).toBeVisible();
    });

    test('subscribes (stored with consent), re-subscribes in another case without a duplicate, and validates', async ({ page }) => {
      await page.goto(`${p}/resources/events`);
      const box = page.locator('#newsletter');
      const input = box.getByLabel(w.label);
      const submit = box.getByRole('button', { name: w.subscribe });

      await submit.click();
      await expect(box.getByText(w.required)).toBeVisible();
      await input.fill('nora@');
      await submit.click();
      await expect(box.getByText(w.invalid)).toBeVisible();
      // The page is checked whole by the test above; the box is what changes.
      await expectNoAxeViolations(page, { include: '#newsletter' });

      const email = uniqueEmail(`events-${locale}`);
      await input.fill(email);
      await submit.click();
      await expect(box.getByRole('status')).toHaveText(w.success);
      await expect(input).toHaveValue('');
      const [first, ...others] = subscriptionsOf(email);
      expect(others).toEqual([]);
      expect(first).toMatchObject({ email, subscription_type: 'events', is_active: 1, unsubscribed_at: null, consent_locale: locale, consent_source: `${p}/resources/events` });
      await expectNoAxeViolations(page, { include: '#newsletter' });

      await input.fill(email.toUpperCase());
      await submit.click();
      await expect(box.getByRole('status')).toHaveText(w.success);
      const again = subscriptionsOf(email);
      expect(again).toHaveLength(1);
      expect(again[0]).toMatchObject({ email: email.toUpperCase(), is_active: 1, unsubscribe_token: first!.unsubscribe_token, subscribed_at: first!.subscribed_at });
    });

    test('an address typed before the page has its scripts is the one subscribed', async ({ browser }) => {
      const visitor = await browser.newPage();
      let release = () => {};
      const typed = new Promise<void>((resolve) => (release = resolve));
      await visitor.route('**/_next/static/chunks/*.js', async (route) => {
        await typed;
        await route.continue();
      });
      await visitor.goto(`${p}/resources/events`, { waitUntil: 'domcontentloaded' });
      const box = visitor.locator('#newsletter');
      const email = uniqueEmail(`early-${locale}`);
      await box.getByLabel(w.label).fill(email);
      release();
      await waitForReady(visitor);
      await expect(box.getByLabel(w.label)).toHaveValue(email);
      await box.getByRole('button', { name: w.subscribe }).click();
      await expect(box.getByRole('status')).toHaveText(w.success);
      expect(subscriptionsOf(email)).toHaveLength(1);
      await visitor.close();
    });

    test('shows the server message on failure, or "Subscription failed"', async ({ page }) => {
      await page.goto(`${p}/resources/events`);
      const box = page.locator('#newsletter');
      await page.route('**/api/newsletter', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Too many requests from your network.' }) }));
      await box.getByLabel(w.label).fill('limited@example.sa');
      await box.getByRole('button', { name: w.subscribe }).click();
      await expect(box.getByRole('alert')).toHaveText('Too many requests from your network.');
      await expect(box.getByLabel(w.label)).toHaveValue('limited@example.sa');
      await page.unroute('**/api/newsletter');
      await page.route('**/api/newsletter', (route) => route.abort());
      await box.getByRole('button', { name: w.subscribe }).click();
      await expect(box.getByRole('alert')).toHaveText(w.failure);
    });

    test('the unsubscribe link of a subscription works, once, and a later subscription re-activates it', async ({ page }) => {
      await page.goto(`${p}/resources/events`);
      const box = page.locator('#newsletter');
      const email = uniqueEmail(`leaving-${locale}`);
      await box.getByLabel(w.label).fill(email);
      await box.getByRole('button', { name: w.subscribe }).click();
      await expect(box.getByRole('status')).toHaveText(w.success);
      const [subscription] = subscriptionsOf(email);

      await page.goto(`${p}/newsletter/unsubscribe?token=${subscription!.unsubscribe_token}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toContainText(`${email.slice(0, 2)}***@example.sa`);
      await expect(page.locator('main')).not.toContainText(email);
      await expectNoAxeViolations(page);
      expect(subscriptionsOf(email)[0]!.is_active).toBe(1);

      await page.getByRole('button', { name: w.unsubscribe }).click();
      await expect(page.locator('h1')).toHaveText(w.done);
      const [ended] = subscriptionsOf(email);
      expect(ended!.is_active).toBe(0);
      expect(Date.parse(ended!.unsubscribed_at!)).toBeGreaterThan(Date.now() - 60_000);
      await expectNoAxeViolations(page);

      // The same link later: already unsubscribed. A wrong link: not valid.
      await page.goto(`${p}/newsletter/unsubscribe?token=${subscription!.unsubscribe_token}`);
      await expect(page.locator('h1')).toHaveText(w.already);
      await page.goto(`${p}/newsletter/unsubscribe?token=${'x'.repeat(43)}`);
      await expect(page.locator('h1')).toHaveText(w.invalidLink);
      await page.goto(`${p}/newsletter/unsubscribe`);
      await expect(page.locator('h1')).toHaveText(w.invalidLink);
      await expectNoAxeViolations(page);

      await page.goto(`${p}/resources/events`);
      await page.locator('#newsletter').getByLabel(w.label).fill(email);
      await page.locator('#newsletter').getByRole('button', { name: w.subscribe }).click();
      await expect(page.locator('#newsletter').getByRole('status')).toHaveText(w.success);
      const rows = subscriptionsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ is_active: 1, unsubscribed_at: null, unsubscribe_token: subscription!.unsubscribe_token });
    });
  });
}
