import Database from 'better-sqlite3';
import { isolateFigures } from '../../src/i18n/bidi';
import type { Page } from '@playwright/test';
import { addDays, firstBookableDate, isBookableDate } from '../../src/lib/booking-dates';
import { expect, expectNoAxeViolations, phone, signIn, test } from './fixtures';

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

/** The booking rule of the form itself (Sunday to Thursday, tomorrow to 90 days ahead, in Riyadh). */
const bookable = (date: string) => isBookableDate(date);
function nextBookable(date: string) {
  let next = addDays(date, 1);
  while (!bookable(next)) next = addDays(next, 1);
  return next;
}


/**
 * Opens the calendar from the keyboard, moves one bookable day forward with the arrow key of the
 * reading direction and chooses it with Enter. Returns the chosen day.
 */
async function pickDateByKeyboard(page: Page, locale: 'en' | 'ar') {
  await page.locator('#preferredDate').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const first = firstBookableDate();
  await expect(dialog.locator(`td[data-day="${first}"] button`)).toBeFocused();
  const target = nextBookable(first);
  // Forward in time is to the right in English and to the left in Arabic.
  await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
  // The next bookable day may be in the next month (PageDown shows it) or after a closed weekend (the arrow skips it).
  if (target.slice(0, 7) !== first.slice(0, 7) && !(await dialog.locator(`td[data-day="${target}"] button`).isVisible())) await page.keyboard.press('PageDown');
  await expect(dialog.locator(`td[data-day="${target}"] button`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('#preferredDate')).toBeFocused();
  return target;
}

// Arabic messages reach the page with their figures isolated (src/i18n/request.ts).
const arabicPhoneMessage = isolateFigures('يرجى إدخال رقم هاتف صحيح: جوال سعودي من 10 أرقام يبدأ بـ 05، أو رقم دولي يبدأ بعلامة + ثم مفتاح الدولة');

const shortCopy = {
  en: {
    path: '/request-demo',
    errors: ['Please enter your full name', 'Please enter a valid email address', 'Please enter a valid phone number: a Saudi mobile (05XXXXXXXX) or the full number with its country code, e.g. +971 50 123 4567', 'Please select company size', 'Please select a module of interest', 'Please select a preferred date', 'Please select a preferred time'],
    submit: 'Request Demo',
    success: ['Demo Request Submitted!', "We'll contact you soon to schedule your demo."],
    failure: ['Error', 'Failed to submit demo request. Please try again.'],
    slot: '14:30 (Riyadh time)',
    module: 'Incident Control (IC)',
    pickDate: 'Pick a date',
  },
  ar: {
    path: '/ar/request-demo',
    errors: ['يرجى إدخال اسمك الكامل', 'يرجى إدخال بريد إلكتروني صحيح', arabicPhoneMessage, 'يرجى اختيار حجم الشركة', 'يرجى اختيار الحل الذي يهمك', 'يرجى اختيار التاريخ المفضل', 'يرجى اختيار الوقت المفضل'],
    submit: 'اطلب العرض',
    success: ['تم إرسال طلب العرض التوضيحي!', 'سنتواصل معك قريباً لتحديد موعد العرض.'],
    failure: ['خطأ', 'تعذر إرسال طلب العرض التوضيحي. يرجى المحاولة مرة أخرى.'],
    slot: '14:30 (بتوقيت الرياض)',
    module: 'التحكم في البلاغات والحوادث (IC)',
    pickDate: 'اختر تاريخاً',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const copy = shortCopy[locale];
  test.describe(`short demo form (${locale})`, () => {
    test('every message, then a keyboard-picked date, submit, reset, toast, stored row and the staff list', async ({ page, browser }) => {
      await page.goto(`${copy.path}?utm_source=newsletter&utm_campaign=winter`);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.getByRole('button', { name: copy.submit }).click();
      for (const message of copy.errors) await expect(page.getByText(message, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      // The module list is our own: six core systems, AI features, the whole platform.
      await expect(page.locator('#moduleInterest option:not([value=""])')).toHaveCount(8);
      await expect(page.locator('#moduleInterest option[value="ic"]')).toHaveText(copy.module);
      await expect(page.locator('#preferredTime option:not([value=""])')).toHaveCount(17);
      await expect(page.locator('#preferredTime option[value="14:30"]')).toHaveText(copy.slot);

      const email = unique(`short-${locale}`);
      await page.locator('#name').fill('Nora Al-Saleh');
      await page.locator('#email').fill(email);
      await page.locator('#phone').fill('055 123 4567');
      await page.locator('#company').fill('Saleh Properties');
      await page.locator('#companySize').selectOption('51-200');
      await page.locator('#moduleInterest').selectOption('ic');
      const date = await pickDateByKeyboard(page, locale);
      await page.locator('#preferredTime').selectOption('14:30');
      for (const message of copy.errors) await expect(page.getByText(message, { exact: true })).toHaveCount(0);

      // The request is held until the busy state has been seen.
      let release!: () => void;
      const busySeen = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/demo-request', async (route) => {
        await busySeen;
        await route.continue();
      });
      await page.getByRole('button', { name: copy.submit }).click();
      await expect(page.getByRole('button', { name: locale === 'en' ? 'Submitting...' : 'جارٍ الإرسال...' })).toBeDisabled();
      release();
      const toast = page.getByRole('status').filter({ hasText: copy.success[0] });
      await expect(toast).toContainText(copy.success[1]);
      await expect(page.locator('#email')).toHaveValue('');
      await expect(page.locator('#moduleInterest')).toHaveValue('');
      await expect(page.locator('#preferredDate')).toContainText(copy.pickDate);

      const row = storedRequest(email);
      expect(row).toMatchObject({
        form: 'short', name: 'Nora Al-Saleh', company: 'Saleh Properties', phone: '+966551234567', company_size: '51-200', module_interest: 'ic',
        system_interest: null, preferred_date: date, preferred_time: '14:30', locale, utm_source: 'newsletter', utm_campaign: 'winter', status: 'new',
      });

      const staffPage = await browser.newPage();
      await signIn(staffPage, '/admin/demo-requests');
      const listed = staffPage.locator('tr[data-lead-id]').filter({ hasText: email });
      await expect(listed).toContainText('Nora Al-Saleh');
      await listed.getByRole('link', { name: 'Nora Al-Saleh' }).click();
      const item = staffPage.getByRole('main');
      await expect(item).toContainText('طلب عرض مختصر');
      await expect(item).toContainText('التحكم في البلاغات والحوادث (IC)');
      await expect(item).toContainText('Saleh Properties');
      await expect(item).toContainText('+966551234567');
      await expect(item).toContainText(`${date} 14:30 (بتوقيت الرياض)`);
      await expect(item).toContainText('newsletter');
      await staffPage.close();
    });

    test('the phone: a clear message for a number we cannot call, none for Saudi or international numbers', async ({ page }) => {
      await page.goto(copy.path);
      const phoneError = page.getByText(copy.errors[2], { exact: true });
      for (const wrong of ['0112345678', '966551234567', '12345', '+44 20']) {
        await page.locator('#phone').fill(wrong);
        await page.locator('#phone').blur();
        await expect(phoneError, wrong).toBeVisible();
        await expect(page.locator('#phone')).toHaveAttribute('aria-invalid', 'true');
      }
      for (const right of ['0551234567', '+966 55 123 4567', '+971 50 123 4567', '+44 20 7946 0958']) {
        await page.locator('#phone').fill(right);
        await page.locator('#phone').blur();
        await expect(phoneError, right).toHaveCount(0);
      }
    });

    test('a failed submission keeps the values and shows the destructive toast', async ({ page }) => {
      await page.goto(copy.path);
      await page.route('**/api/demo-request', (route) => route.fulfill({ status: 500, body: 'boom' }));
      const email = unique('fail');
      await page.locator('#name').fill('Fahad');
      await page.locator('#email').fill(email);
      await page.locator('#phone').fill('0551234567');
      await page.locator('#companySize').selectOption('1-10');
      await page.locator('#moduleInterest').selectOption('platform');
      await pickDateByKeyboard(page, locale);
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
  test('opaque popover; today, Fridays, Saturdays and days past 90 are disabled; choosing the chosen day again clears it', async ({ page }) => {
    await page.goto('/request-demo');
    await page.locator('#preferredDate').click();
    const dialog = page.getByRole('dialog', { name: 'Choose a preferred date' });
    await expect(dialog).toBeVisible();
    // Opaque: a solid background, so the form's button and labels cannot show through.
    const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    // Fully opaque once its opening animation has run.
    await expect(dialog).toHaveCSS('opacity', '1');
    await expect(dialog).toContainText('Sunday to Thursday');

    const first = firstBookableDate();
    await expect(dialog.locator(`td[data-day="${first}"] button`)).toBeEnabled();
    const today = addDays(first, -1);
    const days = dialog.locator('td[data-day]:has(button)');
    const shown = await days.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')!));
    for (const day of shown) {
      const button = dialog.locator(`td[data-day="${day}"] button`);
      if (bookable(day)) await expect(button, day).toBeEnabled();
      else await expect(button, day).toBeDisabled();
    }
    const friday = shown.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)!;
    await expect(dialog.locator(`td[data-day="${friday}"] button`)).toBeDisabled();
    await expect(dialog.locator(`td[data-day="${friday}"] button`)).toHaveCSS('text-decoration-line', 'line-through');
    if (shown.includes(today)) await expect(dialog.locator(`td[data-day="${today}"] button`)).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    // Three months on, the 90-day limit: no further month.
    for (let step = 0; step < 3; step++) await dialog.getByRole('button', { name: 'Next month' }).click();
    await expect(dialog.getByRole('button', { name: 'Next month' })).toBeDisabled();
    const last = addDays(today, 90);
    if (await dialog.locator(`td[data-day="${addDays(last, 1)}"]`).count()) await expect(dialog.locator(`td[data-day="${addDays(last, 1)}"] button`)).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.locator('#preferredDate').click();
    await dialog.locator(`td[data-day="${first}"] button`).click();
    await expect(page.locator('#preferredDate')).not.toContainText('Pick a date');
    await page.locator('#preferredDate').click();
    await expect(dialog.locator(`td[data-day="${first}"] button`)).toHaveAccessibleName(/selected$/);
    await dialog.locator(`td[data-day="${first}"] button`).click();
    await expect(page.locator('#preferredDate')).toContainText('Pick a date');
  });

  test('in Arabic: right-to-left, Arabic names, Western digits, Sunday first', async ({ page }) => {
    await page.goto('/ar/request-demo');
    await page.locator('#preferredDate').click();
    const dialog = page.getByRole('dialog', { name: 'اختر التاريخ المفضل' });
    await expect(dialog.locator('[dir="rtl"]').first()).toBeVisible();
    await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', 'الأحد');
    const first = firstBookableDate();
    const button = dialog.locator(`td[data-day="${first}"] button`);
    await expect(button).toHaveText(String(Number(first.slice(8))));
    await expect(button).toHaveAccessibleName(new RegExp(`^(الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس)، ${Number(first.slice(8))} `));
    await expect(dialog).not.toContainText(/[٠-٩]/);
    await expectNoAxeViolations(page);
  });
});

const detailedCopy = {
  en: {
    path: '/detailed-demo-request',
    errors: ['Please enter your full name', 'Please enter a valid email address', 'Please enter a valid phone number: a Saudi mobile (05XXXXXXXX) or the full number with its country code, e.g. +971 50 123 4567', 'Please enter your company name', 'Please select an industry', 'Please select facility size', 'Please enter current software', 'Please select at least one solution', 'Please select a budget range', 'Please select a timeline'],
    submit: 'Submit Request',
    success: 'Request Submitted Successfully',
    cards: ['Custom Demo', 'Quick Response', 'Free Consultation'],
    buttons: ['Back to Home', 'Explore AI Power'],
    failure: ['Submission Error', 'An error occurred while submitting your request. Please try again.'],
  },
  ar: {
    path: '/ar/detailed-demo-request',
    errors: ['يرجى إدخال اسمك الكامل', 'يرجى إدخال بريد إلكتروني صحيح', arabicPhoneMessage, 'يرجى إدخال اسم شركتك', 'يرجى اختيار القطاع', 'يرجى اختيار حجم المنشأة', 'يرجى إدخال البرنامج المستخدم حالياً', 'يرجى اختيار حل واحد على الأقل', 'يرجى اختيار نطاق الميزانية', 'يرجى اختيار الجدول الزمني'],
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
  await page.locator('input[value="ppm"]').check();
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
      // Interested solutions in the product's own names, one vocabulary with the menus.
      await expect(page.locator('input[name="interestedSolutions"]')).toHaveCount(10);
      await expect(page.getByLabel(locale === 'en' ? 'Incident Control (IC)' : 'التحكم في البلاغات والحوادث (IC)')).toBeVisible();
      await expect(page.locator('form')).not.toContainText(locale === 'en' ? /cleaning models/i : 'نماذج التنظيف');
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

      expect(storedRequest(email)).toMatchObject({ form: 'detailed', name: 'Sara Al-Qahtani', company: 'Qahtani Towers', industry: 'hospitality', facility_size: 'enterprise', interested_solutions: 'ppm,dashboard', budget: '500k-1m', timeline: '6months', locale });
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
