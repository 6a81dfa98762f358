import Database from 'better-sqlite3';
import { isolateFigures } from '../../src/i18n/bidi';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, signIn, test } from './fixtures';
import { phoneOf } from './support/hostile';

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

/** The booking's row, read from the e2e server's database. */
function storedBooking(email: string) {
  const db = new Database('data/e2e.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select * from demo_bookings where email = ?').get(email) as Record<string, string | null> | undefined;
  } finally {
    db.close();
  }
}

/**
 * Opens the day picker, chooses the first day with a free slot (the days without one are disabled),
 * then that day's first free time (or its last: tests running side by side book different slots).
 * Returns the chosen slot's start (ISO UTC).
 */
async function pickSlot(page: Page, which: 'first' | 'last' = 'first') {
  await page.locator('#slotStart-day').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const day = dialog.locator('td[data-day] button:not([disabled])').first();
  await expect(day).toBeVisible();
  await day.click();
  await expect(dialog).toHaveCount(0);
  const slot = page.locator('#slotStart input[type="radio"]')[which]();
  await expect(slot).toBeAttached();
  const start = (await slot.getAttribute('value'))!;
  await page.locator('#slotStart label')[which]().click();
  await expect(slot).toBeChecked();
  return start;
}

// Arabic messages reach the page with their figures isolated (src/i18n/request.ts).
const arabicPhoneMessage = isolateFigures('يرجى إدخال رقم هاتف صحيح: جوال سعودي من 10 أرقام يبدأ بـ 05، أو رقم دولي يبدأ بعلامة + ثم مفتاح الدولة');

const shortCopy = {
  en: {
    path: '/request-demo',
    errors: ['Please enter your full name', 'Please enter a valid email address', 'Please enter a valid phone number: a Saudi mobile (05XXXXXXXX) or the full number with its country code, e.g. +971 50 123 4567', 'Please select company size', 'Please select a module of interest', 'Please select a preferred date', 'Please select a preferred time'],
    submit: 'Request Demo',
    booked: 'Demo Request Submitted!',
    when: 'Riyadh time (UTC+3)',
    failure: ['Error', 'Failed to submit demo request. Please try again.'],
    module: 'Incident Control (IC)',
    addToCalendar: 'Add to calendar (.ics)',
  },
  ar: {
    path: '/ar/request-demo',
    errors: ['يرجى إدخال اسمك الكامل', 'يرجى إدخال بريد إلكتروني صحيح', arabicPhoneMessage, 'يرجى اختيار حجم الشركة', 'يرجى اختيار الحل الذي يهمك', 'يرجى اختيار التاريخ المفضل', 'يرجى اختيار الوقت المفضل'],
    submit: 'اطلب العرض',
    booked: 'تم إرسال طلب العرض التوضيحي!',
    when: 'توقيت الرياض',
    failure: ['خطأ', 'تعذر إرسال طلب العرض التوضيحي. يرجى المحاولة مرة أخرى.'],
    module: 'التحكم في البلاغات والحوادث (IC)',
    addToCalendar: 'أضِف إلى التقويم',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const copy = shortCopy[locale];
  test.describe(`short demo form (${locale})`, () => {
    test.use(phone);
    test('on a phone: every message, then a free slot booked, the confirmation page, the stored booking and the staff agenda', async ({ page, browser }) => {
      await page.goto(`${copy.path}?utm_source=newsletter&utm_campaign=winter`);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.getByRole('button', { name: copy.submit }).click();
      for (const message of copy.errors) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
      // The date's message stands at the day control, the time's at the times.
      await expect(page.locator('#slotStart-day-error')).toHaveText(copy.errors.at(-2)!);
      await expect(page.locator('#slotStart-error')).toHaveText(copy.errors.at(-1)!);
      await expectNoAxeViolations(page);

      await expect(page.locator('#moduleInterest option:not([value=""])')).toHaveCount(8);
      await expect(page.locator('#moduleInterest option[value="ic"]')).toHaveText(copy.module);

      const email = unique(`short-${locale}`);
      await page.locator('#name').fill('Nora Al-Saleh');
      await page.locator('#email').fill(email);
      // A number of each language's visitor's own: one phone number holds one upcoming demo.
      const phone = locale === 'en' ? '055 123 4567' : '056 123 4567';
      await page.locator('#phone').fill(phone);
      await page.locator('#company').fill('Saleh Properties');
      await page.locator('#companySize').selectOption('51-200');
      await page.locator('#moduleInterest').selectOption('ic');
      const start = await pickSlot(page, locale === 'en' ? 'first' : 'last');
      await expectNoAxeViolations(page, { include: 'main form' });

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

      await page.waitForURL(/\/request-demo\/booked\?t=[A-Za-z0-9_-]{43}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.booked);
      await expect(page.getByTestId('booked-slot')).toContainText(copy.when);
      await expect(page.getByRole('link', { name: copy.addToCalendar })).toHaveAttribute('href', /^\/api\/demo-bookings\/calendar\.ics\?t=/);
      await expectNoAxeViolations(page);

      const row = storedRequest(email);
      expect(row).toMatchObject({ form: 'short', name: 'Nora Al-Saleh', company: 'Saleh Properties', phone: `+966${phone.replace(/\D/g, '').slice(1)}`, company_size: '51-200', module_interest: 'ic', locale, utm_source: 'newsletter', utm_campaign: 'winter' });
      expect(storedBooking(email)).toMatchObject({ start_at: start, status: 'booked', locale });
      // The reference the visitor quotes: shown on the page and carried by its WhatsApp link.
      const reference = String(row!.id).replace(/-/g, '').slice(0, 8).toUpperCase();
      await expect(page.getByTestId('booking-reference')).toHaveText(reference);
      await expect(page.locator('main a[href^="/go/whatsapp"]')).toHaveAttribute('href', new RegExp(`&ref=${reference}$`));

      const staffPage = await browser.newPage();
      await signIn(staffPage, '/admin/demos');
      await expect(staffPage.getByTestId('demo-agenda')).toContainText(email);
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
      await pickSlot(page);
      await page.getByRole('button', { name: copy.submit }).click();
      const toast = page.locator('[data-variant="destructive"]');
      await expect(toast).toContainText(copy.failure[0]);
      await expect(toast).toContainText(copy.failure[1]);
      await expect(page.locator('#email')).toHaveValue(email);
      expect(storedRequest(email)).toBeUndefined();
    });
  });
}

test.describe('day picker of the demo calendar', () => {
  test('opaque popover; only days with a free slot can be chosen (no Friday or Saturday); times in Riyadh', async ({ page }) => {
    await page.goto('/request-demo');
    await page.locator('#slotStart-day').click();
    const dialog = page.getByRole('dialog', { name: 'Choose a preferred date' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    await expect(dialog).toHaveCSS('opacity', '1');
    const shown = await dialog.locator('td[data-day]:has(button)').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day')!));
    const friday = shown.find((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 5)!;
    await expect(dialog.locator(`td[data-day="${friday}"] button`)).toBeDisabled();
    await expect(dialog.locator('td[data-day] button:not([disabled])').first()).toBeVisible();
    await dialog.locator('td[data-day] button:not([disabled])').first().click();
    // A working-hour start (9:00 AM to 4:30 PM Riyadh time), whichever the day's first free one is.
    await expect(page.locator('#slotStart label').first()).toContainText(/^(9:[03]0 AM|1[01]:[03]0 AM|12:[03]0 PM|[1-4]:[03]0 PM)/);
  });

  test('in Arabic: right-to-left, Arabic names, Western digits, Sunday first', async ({ page }) => {
    await page.goto('/ar/request-demo');
    await page.locator('#slotStart-day').click();
    const dialog = page.getByRole('dialog', { name: 'اختر التاريخ المفضل' });
    await expect(dialog.locator('[dir="rtl"]').first()).toBeVisible();
    await expect(dialog.locator('th').first()).toHaveAttribute('aria-label', 'الأحد');
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

test.describe('a burst of demos on the staff agenda', () => {
  test('two demos of one e-mail domain are listed with a release button; one confirmed click frees both slots and e-mails no one', async ({ page, request, baseURL }) => {
    const domain = `burst-${Date.now()}.example`;
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const { slots } = (await (await request.get(`/api/demo-slots?from=${today}&days=62`)).json()) as { slots: { start: string }[] };
    // Far ahead in the calendar, where the other specs' bookings do not reach.
    const starts = [slots.at(-3)!.start, slots.at(-7)!.start];
    for (const [index, slotStart] of starts.entries()) {
      const email = `buyer${index}@${domain}`;
      const answer = await request.post('/api/demo-request', {
        headers: { origin: baseURL! },
        data: { name: 'Burst Visitor', email, phone: phoneOf(email), companySize: '1-10', moduleInterest: 'ppm', slotStart, locale: 'en' },
      });
      expect(answer.status()).toBe(201);
    }

    await signIn(page, '/admin/demos');
    const row = page.getByTestId('demo-burst').locator('li').filter({ hasText: domain });
    await expect(row).toContainText('نطاق البريد');
    await expect(row).toContainText('2');
    await expectNoAxeViolations(page);
    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: `تحرير: @${domain}` }).click();
    await expect(page.getByRole('status').filter({ hasText: domain })).toBeVisible();
    await expect(page.getByTestId('demo-burst').locator('li').filter({ hasText: domain })).toHaveCount(0);
    for (const index of [0, 1]) expect(storedBooking(`buyer${index}@${domain}`)).toMatchObject({ status: 'cancelled' });
    // Released slots are free again for the next buyer.
    const after = (await (await request.get(`/api/demo-slots?from=${today}&days=62`)).json()) as { slots: { start: string }[] };
    for (const start of starts) expect(after.slots.map((slot) => slot.start)).toContain(start);
  });
});
