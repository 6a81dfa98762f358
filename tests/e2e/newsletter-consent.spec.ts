import type { Page } from '@playwright/test';
import { linkIn, startSmtpServer } from '../support/smtp';
import { expect, expectNoAxeViolations, test, waitForReady } from './fixtures';
import { sqliteStore, startApp, stopApp, waitHealthy, type App, type Store } from './support/app';
import { locales, prefix, storedRows, uniqueEmail } from './tool-support';

const words = {
  en: {
    label: 'E-mail address',
    subscribe: 'Subscribe',
    success: 'Successfully subscribed to newsletter!',
    checkInbox: 'Almost done! Check your inbox and open the link we sent to confirm your subscription.',
    consent: 'At most one e-mail a month, plus event invitations. Unsubscribe with one click.',
    confirm: 'Confirm My Subscription',
    confirmTitle: 'One last step',
    done: 'You are subscribed',
    invalid: 'This confirmation link is not valid',
    again: 'Subscribe Again',
  },
  ar: {
    label: 'البريد الإلكتروني',
    subscribe: 'اشترك',
    success: 'تم الاشتراك في النشرة البريدية بنجاح!',
    checkInbox: 'اقتربت من الانتهاء! افتح بريدك الوارد واضغط الرابط الذي أرسلناه لتأكيد اشتراكك.',
    consent: 'رسالة واحدة شهرياً على الأكثر، إضافة إلى دعوات الفعاليات. يمكنك إلغاء الاشتراك بنقرة واحدة.',
    confirm: 'تأكيد اشتراكي',
    confirmTitle: 'خطوة أخيرة',
    done: 'تم تأكيد اشتراكك',
    invalid: 'رابط التأكيد غير صالح',
    again: 'اشترك مجدداً',
  },
} as const;

async function subscribeOnEventsPage(page: Page, locale: 'en' | 'ar', email: string) {
  await page.goto(`${prefix(locale)}/resources/events`);
  await waitForReady(page);
  const box = page.locator('#newsletter');
  await box.getByLabel(words[locale].label).fill(email);
  await box.getByRole('button', { name: words[locale].subscribe }).click();
  return box;
}

test.describe('newsletter consent', () => {
  for (const locale of locales) {
    test(`without mail, single opt-in: active at once, with the consent record (${locale})`, async ({ page }) => {
      const email = uniqueEmail(`single-${locale}`);
      const box = await subscribeOnEventsPage(page, locale, email);
      await expect(box.getByRole('status')).toHaveText(words[locale].success);
      const [row] = storedRows<{ id: string; status: string; is_active: number }>('select id, status, is_active from newsletter_subscriptions where email_normalized = ?', email);
      expect(row).toMatchObject({ status: 'active', is_active: 1 });
      const history = storedRows('select event, consent_text, page, locale from newsletter_consent_events where subscription_id = ?', row!.id);
      expect(history).toEqual([{ event: 'requested', consent_text: words[locale].consent, page: `${prefix(locale)}/resources/events`, locale }]);
    });
  }

  test.describe('with mail configured', () => {
    // A second server of the build with its own port, which the pages of these tests stay on.
    const port = Number(process.env.E2E_PORT ?? 3100) + 1000;
    test.use({ baseURL: `http://127.0.0.1:${port}` });
    // One worker, one server.
    test.describe.configure({ mode: 'serial' });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let store: Store;
    let app: App | undefined;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      smtp = await startSmtpServer();
      store = sqliteStore();
      // This server only: the SMTP server above makes its subscriptions double opt-in.
      const saved = process.env.SMTP_URL;
      process.env.SMTP_URL = smtp.url;
      app = startApp(port, store.url);
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
      await waitHealthy(app);
    });
    test.afterAll(async () => {
      await stopApp(app);
      await smtp?.close();
      await store?.close();
    });

    for (const locale of locales) {
      test(`double opt-in: pending until the button of the e-mail's link is pressed (${locale})`, async ({ page }) => {
        const w = words[locale];
        const email = uniqueEmail(`double-${locale}`);
        const box = await subscribeOnEventsPage(page, locale, email);
        await expect(box.getByRole('status')).toHaveText(w.checkInbox);
        const rows = () => store.query<{ status: string }>('select status from newsletter_subscriptions where email_normalized = ?', [email]);
        expect(await rows()).toEqual([{ status: 'pending' }]);

        await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
        const link = linkIn(
          smtp.received.find((mail) => mail.to.includes(email)),
          `http://localhost:3000${prefix(locale)}/newsletter/confirm?token=`,
        );
        expect(link).toBeDefined();
        // Opening the link (as a mail scanner would) changes nothing.
        await page.goto(link!.replace('http://localhost:3000', ''));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.confirmTitle);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        expect(await rows()).toEqual([{ status: 'pending' }]);
        await expectNoAxeViolations(page);

        await page.getByRole('button', { name: w.confirm }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.done);
        expect(await rows()).toEqual([{ status: 'active' }]);
        const events = await store.query<{ event: string; locale: string }>(
          'select event, locale from newsletter_consent_events where subscription_id = (select id from newsletter_subscriptions where email_normalized = ?) order by created_at',
          [email],
        );
        expect(events).toEqual([
          { event: 'requested', locale },
          { event: 'confirmed', locale },
        ]);
      });
    }

    test('an unknown link says so and offers to subscribe again', async ({ page }) => {
      await page.goto(`/ar/newsletter/confirm?token=${'x'.repeat(43)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.ar.invalid);
      await expect(page.getByRole('link', { name: words.ar.again })).toHaveAttribute('href', '/ar/resources/events#newsletter');
      await page.goto('/newsletter/confirm');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.en.invalid);
      await expectNoAxeViolations(page);
    });
  });

  test('staff erase a subscriber and a question after typing the confirmation word', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('erase');
    expect((await request.post('/api/newsletter', { data: { email, subscriptionType: 'events', locale: 'en' }, headers: { origin: baseURL! } })).status()).toBe(200);
    const question = `Please delete my data ${Date.now()}`;
    expect((await request.post('/api/questions', { data: { category: 'general', question, email, locale: 'en' }, headers: { origin: baseURL! } })).status()).toBe(201);

    await page.goto('/admin/login?next=%2Fadmin%2Fnewsletter');
    await page.getByLabel('اسم المستخدم').fill('e2e-admin');
    await page.getByLabel('كلمة المرور').fill('e2e-admin-password-1');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL(/\/admin\/newsletter$/);
    await waitForReady(page);

    const entry = page.locator('tbody[data-subscription-id]').filter({ hasText: email });
    await entry.getByText('سجل الموافقة (1)').click();
    await expect(entry.locator('[data-consent-event="requested"]')).toContainText('طلب الاشتراك');
    await entry.getByRole('button', { name: `مسح نهائي: ${email}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(email);
    const confirm = dialog.getByRole('button', { name: 'امسح نهائياً' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('للتأكيد اكتب كلمة «امسح»').fill('امسح');
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolations(page);
    await confirm.click();
    await expect(page.getByText('تم مسح البيانات نهائياً (2 سجل).', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(entry).toHaveCount(0);
    expect(storedRows('select id from newsletter_subscriptions where email_normalized = ?', email)).toEqual([]);

    // A lead is erased from its page in the inbox.
    await page.goto(`/admin/leads?kind=question&q=${encodeURIComponent(email)}`);
    await waitForReady(page);
    await page.locator('tr[data-lead-id]').getByRole('link', { name: email }).first().click();
    await page.waitForURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
    await waitForReady(page);
    await page.getByRole('button', { name: `مسح نهائي: ${email}` }).click();
    await page.getByRole('alertdialog').getByRole('textbox').fill('ERASE');
    await page.getByRole('alertdialog').getByRole('button', { name: 'امسح نهائياً' }).click();
    await page.waitForURL(/\/admin\/leads$/);
    expect(storedRows('select id from leads where email = ?', email)).toEqual([]);
    expect(storedRows('select id from questions where email = ?', email)).toEqual([]);
    const audit = storedRows<{ action: string; details: string }>("select action, details from audit_log where action in ('subscriber.erase', 'lead.erase') order by created_at desc limit 2");
    expect(audit.map((entry) => entry.action).sort()).toEqual(['lead.erase', 'subscriber.erase']);
    expect(JSON.stringify(audit)).not.toContain('@');
  });
});
