import { expect, expectNoAxeViolations, readText, test } from './fixtures';
import { expectFitsPhone, expectPageBasics, expectRealLinks, locales, prefix, storedRows } from './tool-support';

const words = {
  en: {
    ask: {
      title: 'Ask Anything', submit: 'Submit Question', received: 'Question received', another: 'Ask Another Question',
      groups: ['Getting Started', 'Features & Functionality', 'Troubleshooting'], firstQuestion: 'How long does it take to get started?', firstAnswer: 'Most teams are live in 2 to 4 weeks.',
      tiles: ['WhatsApp', 'Help Center', 'Expert Call'], promise: 'Answer within one working hour', typical: 'Sunday-Thursday, 9:00-18:00 Riyadh time, in Arabic or English', stats: ['1', '9:00-18:00', '24/7'],
      invalidEmail: 'Please enter a valid email address', failed: 'Your question was not sent',
    },
    support: {
      title: 'Support Center', call: 'Call Now', channels: ['WhatsApp', 'Phone Support', 'E-mail Support', 'Help Center'], groups: ['Account & Access', 'Work Orders & Mobile App', 'Billing & Plans'],
      hours: 'Sunday-Thursday, 9:00-18:00 Riyadh time', emergency: 'Emergency hotline',
    },
  },
  ar: {
    ask: {
      title: 'اسأل أي سؤال', submit: 'إرسال السؤال', received: 'تم استلام سؤالك', another: 'اطرح سؤالاً آخر',
      groups: ['البداية', 'المزايا والوظائف', 'حل المشكلات'], firstQuestion: 'كم يستغرق البدء باستخدام Siyana؟', firstAnswer: 'تبدأ معظم الفرق العمل خلال 2 إلى 4 أسابيع',
      tiles: ['واتساب', 'مركز المساعدة', 'مكالمة مع خبير'], promise: 'رد خلال ساعة عمل واحدة', typical: 'من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض، بالعربية أو الإنجليزية', stats: ['1', '9:00-18:00', '24/7'],
      invalidEmail: 'يرجى إدخال بريد إلكتروني صحيح', failed: 'لم يُرسل سؤالك',
    },
    support: {
      title: 'مركز الدعم', call: 'اتصل الآن', channels: ['واتساب', 'الدعم الهاتفي', 'الدعم عبر البريد الإلكتروني', 'مركز المساعدة'], groups: ['الحساب والوصول', 'أوامر العمل وتطبيق الجوال', 'الفوترة والباقات'],
      hours: 'من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض', emergency: 'خط الطوارئ',
    },
  },
} as const;

for (const locale of locales) {
  const p = prefix(locale);
  const w = words[locale];

  test.describe(`ask a question (${locale})`, () => {
    test('FAQ, tiles and promises; Submit waits for text, then stores the question and confirms; a failed submission keeps the question and says so', async ({ page }) => {
      await test.step('FAQ, tiles and promises; Submit waits for text, then stores the question and confirms', async () => {
        await page.goto(`${p}/resources/ask-anything`);
        await expectPageBasics(page, locale, w.ask.title);
        await expectRealLinks(page);
        const main = await readText(page.locator('main'));
        expect(main).toContain(w.ask.promise);
        expect(main).toContain(w.ask.typical);
        const numbers = await readText(page.locator('#numbers'));
        for (const figure of w.ask.stats) expect(numbers).toContain(figure);
        for (const tile of w.ask.tiles) await expect(page.locator('#help').getByRole('heading', { name: tile })).toBeVisible();
        const groups = page.locator('[data-faq-group]');
        await expect(groups).toHaveCount(3);
        await expect(groups.locator('h3')).toHaveText([...w.ask.groups]);
        for (let index = 0; index < 3; index++) await expect(groups.nth(index).locator('details')).toHaveCount(4);
        const answer = page.getByText(w.ask.firstAnswer);
        await expect(answer).toBeHidden();
        await page.getByText(w.ask.firstQuestion).click();
        await expect(answer).toBeVisible();

        await expect(page.locator('#category')).toHaveValue('general');
        expect(await page.locator('#category option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['general', 'technical', 'features', 'integration', 'billing', 'training']);
        const submit = page.getByRole('button', { name: w.ask.submit });
        await expect(submit).toBeDisabled();
        await page.locator('#question').fill('   \n  ');
        await expect(submit).toBeDisabled();
        await expectNoAxeViolations(page);

        const question = `Can Siyana plan PPM for 400 split units across 3 compounds? (${locale} ${Date.now()})`;
        await page.locator('#category').selectOption('technical');
        await page.locator('#question').fill(question);
        await page.locator('#email').fill('not-an-email');
        await submit.click();
        await expect(page.getByText(w.ask.invalidEmail)).toBeVisible();
        await expectNoAxeViolations(page, { include: 'main form' });
        expect(storedRows('select id from questions where question = ?', question)).toEqual([]);

        const email = `asker-${Date.now()}@example.sa`;
        await page.locator('#email').fill(email);
        await submit.click();
        await expect(page.getByRole('status').filter({ hasText: w.ask.received })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: w.ask.received })).toBeFocused();
        // Unanswered: its inbox lead is new.
        const rows = storedRows("select q.category, q.question, q.email, q.locale, l.status from questions q join leads l on l.kind = 'question' and l.source_id = q.id where q.question = ?", question);
        expect(rows).toEqual([{ category: 'technical', question, email, locale, status: 'new' }]);
        await expectNoAxeViolations(page);

        await page.getByRole('button', { name: w.ask.another }).click();
        await expect(page.locator('#question')).toHaveValue('');
        await expect(page.locator('#category')).toHaveValue('general');
      });

      await test.step('a failed submission keeps the question and says so', async () => {
        await page.goto(`${p}/resources/ask-anything`);
        // The page as first opened, on a phone (Arabic, as before).
        if (locale === 'ar') await expectFitsPhone(page);
        await page.route('**/api/questions', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }));
        await page.locator('#question').fill('What does a chiller overhaul cost?');
        await page.getByRole('button', { name: w.ask.submit }).click();
        await expect(page.locator('[data-variant="destructive"]')).toContainText(w.ask.failed);
        await expect(page.locator('#question')).toHaveValue('What does a chiller overhaul cost?');
      });
    });
  });

  test.describe(`support centre (${locale})`, () => {
    test('four channels, Call Now dials the support number, three FAQ groups, contact, hours and the emergency line', async ({ page }) => {
      await page.goto(`${p}/resources/support`);
      // The page as first opened, on a phone.
      await expectFitsPhone(page);
      await expectPageBasics(page, locale, w.support.title);
      await expectRealLinks(page);
      const channels = page.locator('[data-channel]');
      await expect(channels.locator('h3')).toHaveText([...w.support.channels]);
      await expect(page.getByRole('link', { name: w.support.call })).toHaveAttribute('href', 'tel:+966115204400');
      await expect(page.locator('[data-channel="email"] a')).toHaveAttribute('href', 'mailto:support@siyana.sa');
      expect(await page.locator('[data-channel="help-center"] a').getAttribute('href')).toMatch(new RegExp(`^${p}/resources/`));
      await expect(page.locator('[data-channel="whatsapp"] a')).toHaveAttribute('href', `/go/whatsapp?from=${encodeURIComponent(`${p}/resources/support`)}`);
      await expect(page.locator('[data-faq-group] h3')).toHaveText([...w.support.groups]);
      expect(await readText(page.locator('main'))).toContain(w.support.hours);
      await expect(page.locator('main')).toContainText('+966 11 520 4400');
      await expect(page.getByRole('heading', { name: w.support.emergency })).toBeVisible();
      await expect(page.locator('#emergency a')).toHaveAttribute('href', 'tel:+966115204400');
      await page.locator('[data-faq-group] summary').first().click();
      await expectNoAxeViolations(page);
    });
  });
}
