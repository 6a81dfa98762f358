import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';

/** The e2e server's database (see playwright.config.ts), read directly to prove a row was stored. */
function storedRequest(email: string) {
  const db = new Database('data/e2e.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select * from demo_requests where email = ?').get(email) as Record<string, string | null> | undefined;
  } finally {
    db.close();
  }
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sa`;

async function pickTomorrow(page: Page) {
  await page.locator('#preferredDate').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const today = new Date();
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  if (tomorrow.getMonth() !== today.getMonth()) await dialog.getByRole('button').nth(1).click();
  await dialog.locator(`[data-day="${iso}"]`).click();
  return iso;
}

const shortCopy = {
  en: {
    path: '/request-demo',
    errors: ['Please enter a valid email address', 'Please enter a valid phone number', 'Please select company size', 'Please select system of interest', 'Please select a preferred date', 'Please select a preferred time'],
    submit: 'Request Demo',
    success: ['Demo Request Submitted!', "We'll contact you soon to schedule your demo."],
    failure: ['Error', 'Failed to submit demo request. Please try again.'],
  },
  ar: {
    path: '/ar/request-demo',
    errors: ['يرجى إدخال بريد إلكتروني صحيح', 'يرجى إدخال رقم هاتف صحيح', 'يرجى اختيار حجم الشركة', 'يرجى اختيار النظام الذي يهمك', 'يرجى اختيار التاريخ المفضل', 'يرجى اختيار الوقت المفضل'],
    submit: 'اطلب العرض',
    success: ['تم إرسال طلب العرض التوضيحي!', 'سنتواصل معك قريباً لتحديد موعد العرض.'],
    failure: ['خطأ', 'تعذر إرسال طلب العرض التوضيحي. يرجى المحاولة مرة أخرى.'],
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const copy = shortCopy[locale];
  test.describe(`short demo form (${locale})`, () => {
    test('shows every validation message, then submits, resets, confirms and stores', async ({ page }) => {
      await page.goto(`${copy.path}?utm_source=newsletter&utm_campaign=winter`);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.getByRole('button', { name: copy.submit }).click();
      for (const message of copy.errors) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      const email = unique(`short-${locale}`);
      await page.locator('#email').fill(email);
      await page.locator('#phone').fill('+966 55 123 4567');
      await page.locator('#companySize').selectOption('51-200');
      await page.locator('#systemInterest').selectOption('crm');
      const date = await pickTomorrow(page);
      await page.locator('#preferredTime').selectOption('14:30');
      for (const message of copy.errors) await expect(page.getByText(message, { exact: true })).toHaveCount(0);

      // Hold the answer a moment to see the busy state.
      await page.route('**/api/demo-request', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Submitting...' : 'جارٍ الإرسال...' })).toBeDisabled();
      const toast = page.getByRole('status').filter({ hasText: copy.success[0] });
      await expect(toast).toContainText(copy.success[1]);
      await expect(page.locator('#email')).toHaveValue('');
      await expect(page.locator('#companySize')).toHaveValue('');

      const row = storedRequest(email);
      expect(row).toMatchObject({ form: 'short', phone: '+966 55 123 4567', company_size: '51-200', system_interest: 'crm', preferred_date: date, preferred_time: '14:30', locale, utm_source: 'newsletter', utm_campaign: 'winter', status: 'new' });
    });

    test('a failed submission keeps the values and shows the destructive toast', async ({ page }) => {
      await page.goto(copy.path);
      await page.route('**/api/demo-request', (route) => route.fulfill({ status: 500, body: 'boom' }));
      const email = unique('fail');
      await page.locator('#email').fill(email);
      await page.locator('#phone').fill('0551234567');
      await page.locator('#companySize').selectOption('1-10');
      await page.locator('#systemInterest').selectOption('other');
      await pickTomorrow(page);
      await page.locator('#preferredTime').selectOption('09:00');
      await page.getByRole('button', { name: copy.submit }).click();
      const toast = page.locator('[data-variant="destructive"]');
      await expect(toast).toContainText(copy.failure[0]);
      await expect(toast).toContainText(copy.failure[1]);
      await expect(page.locator('#email')).toHaveValue(email);
      await expect(page.locator('#preferredTime')).toHaveValue('09:00');
      expect(storedRequest(email)).toBeUndefined();
    });
  });
}

test.describe('date picker', () => {
  test('disables days before today, and choosing the chosen day again clears it', async ({ page }) => {
    await page.goto('/request-demo');
    await page.locator('#preferredDate').click();
    const dialog = page.getByRole('dialog');
    const today = new Date();
    if (today.getDate() > 1) {
      const yesterday = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate() - 1).padStart(2, '0')}`;
      await expect(dialog.locator(`[data-day="${yesterday}"]`)).toBeDisabled();
    }
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await page.keyboard.press('Escape');
    const iso = await pickTomorrow(page);
    await expect(page.locator('#preferredDate')).not.toContainText('Pick a date');
    await page.locator('#preferredDate').click();
    await expect(page.locator(`[data-day="${iso}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.locator(`[data-day="${iso}"]`).click();
    await expect(page.locator('#preferredDate')).toContainText('Pick a date');
  });

  test('works from the keyboard in Arabic, right-to-left', async ({ page }) => {
    await page.goto('/ar/request-demo');
    await page.locator('#preferredDate').focus();
    await page.keyboard.press('Enter');
    const start = await page.locator('[data-day]:focus').getAttribute('data-day');
    const next = new Date(Date.parse(`${start}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10);
    // In right-to-left the left arrow moves forward in time.
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator(`[data-day="${next}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#preferredDate')).not.toContainText('اختر تاريخاً');
  });
});

const detailedCopy = {
  en: {
    path: '/detailed-demo-request',
    errors: ['Please enter your full name', 'Please enter a valid email address', 'Please enter a valid phone number', 'Please enter your company name', 'Please select an industry', 'Please select facility size', 'Please enter current software', 'Please select at least one solution', 'Please select a budget range', 'Please select a timeline'],
    submit: 'Submit Request',
    success: 'Request Submitted Successfully',
    cards: ['Custom Demo', 'Quick Response', 'Free Consultation'],
    buttons: ['Back to Home', 'Explore AI Power'],
    failure: ['Submission Error', 'An error occurred while submitting your request. Please try again.'],
  },
  ar: {
    path: '/ar/detailed-demo-request',
    errors: ['يرجى إدخال اسمك الكامل', 'يرجى إدخال بريد إلكتروني صحيح', 'يرجى إدخال رقم هاتف صحيح', 'يرجى إدخال اسم شركتك', 'يرجى اختيار القطاع', 'يرجى اختيار حجم المنشأة', 'يرجى إدخال البرنامج المستخدم حالياً', 'يرجى اختيار حل واحد على الأقل', 'يرجى اختيار نطاق الميزانية', 'يرجى اختيار الجدول الزمني'],
    submit: 'إرسال الطلب',
    success: 'تم إرسال طلبك بنجاح',
    cards: ['عرض مخصص', 'استجابة سريعة', 'استشارة مجانية'],
    buttons: ['العودة إلى الرئيسية', 'استكشف قوة الذكاء الاصطناعي'],
    failure: ['خطأ في الإرسال', 'حدث خطأ أثناء إرسال طلبك. يرجى المحاولة مرة أخرى.'],
  },
} as const;

async function fillDetailed(page: Page, email: string) {
  await page.locator('#name').fill('Sara Al-Qahtani');
  await page.locator('#email').fill(email);
  await page.locator('#phone').fill('0551234567');
  await page.locator('#company').fill('Qahtani Towers');
  await page.locator('#industry').selectOption('hospitality');
  await page.locator('#facilitySize').selectOption('enterprise');
  await page.locator('#currentSoftware').fill('Excel and e-mail');
  await page.locator('input[value="pm"]').check();
  await page.locator('input[value="dashboard"]').check();
  await page.locator('#budget').selectOption('500k-1m');
  await page.locator('#timeline').selectOption('6months');
}

for (const locale of ['en', 'ar'] as const) {
  const copy = detailedCopy[locale];
  test.describe(`detailed demo form (${locale})`, () => {
    test('four groups, every message, then the success view and a stored row', async ({ page }) => {
      await page.goto(copy.path);
      await expect(page.locator('form fieldset > legend')).toHaveCount(5);
      await expect(page.locator('label .text-danger, legend .text-danger')).toHaveCount(10);
      await page.getByRole('button', { name: copy.submit }).click();
      for (const message of copy.errors) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      const email = unique(`detailed-${locale}`);
      await fillDetailed(page, email);
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByRole('heading', { name: copy.success })).toBeVisible();
      for (const card of copy.cards) await expect(page.getByRole('heading', { name: card })).toBeVisible();
      await expect(page.getByRole('link', { name: copy.buttons[0] }).last()).toHaveAttribute('href', locale === 'en' ? '/' : '/ar');
      await expect(page.getByRole('link', { name: copy.buttons[1] })).toHaveAttribute('href', locale === 'en' ? '/ai-features' : '/ar/ai-features');
      await expectNoAxeViolations(page);

      expect(storedRequest(email)).toMatchObject({ form: 'detailed', name: 'Sara Al-Qahtani', company: 'Qahtani Towers', industry: 'hospitality', facility_size: 'enterprise', interested_solutions: 'pm,dashboard', budget: '500k-1m', timeline: '6months', locale });
    });

    test('a failure shows the Submission Error notice and keeps every value', async ({ page }) => {
      await page.goto(copy.path);
      await page.route('**/api/detailed-demo-request', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }));
      const email = unique('detailed-fail');
      await fillDetailed(page, email);
      await page.getByRole('button', { name: copy.submit }).click();
      const notice = page.getByRole('alert').filter({ hasText: copy.failure[0] });
      await expect(notice).toContainText(copy.failure[1]);
      await expect(page.locator('#email')).toHaveValue(email);
      await expect(page.locator('input[value="dashboard"]')).toBeChecked();
      await expect(page.locator('#timeline')).toHaveValue('6months');
    });
  });
}

test.describe('demo forms on a phone', () => {
  test.use(phone);
  test('the rate-limit message reaches the visitor', async ({ page }) => {
    await page.goto('/ar/detailed-demo-request');
    await page.route('**/api/detailed-demo-request', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'عدد كبير من الطلبات من شبكتك. يرجى المحاولة مرة أخرى بعد 5 دقيقة.' }) }),
    );
    await fillDetailed(page, unique('limited'));
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'خطأ في الإرسال' })).toContainText('عدد كبير من الطلبات');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
