import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, shareStaffSession, test, waitForReady } from './fixtures';
import type { EventRow } from '@/server/db/database';
import { insertEventIntoFile } from '../support/events';

// The API's answers and the races for the last seats (SQLite and PostgreSQL) need no browser:
// tests/http/event-registration.test.ts.
/** Inserts into the e2e server's own SQLite file, as staff tooling would. */
const insertEvent = (changes: Partial<EventRow> = {}) => insertEventIntoFile('data/e2e.db', changes);

function readE2e<T>(text: string, values: unknown[] = []): T[] {
  const db = new Database('data/e2e.db', { readonly: true, fileMustExist: true });
  try {
    return db.prepare(text).all(...values) as T[];
  } finally {
    db.close();
  }
}

let ipCounter = 0;
/** Each request its own client address (TRUSTED_PROXIES=1: the tests play the proxy), so no rate limit interferes. */
const clientAddress = () => `10.77.${Math.floor(ipCounter / 250) % 250}.${ipCounter++ % 250}`;

const visitor = { name: 'Faisal Al-Otaibi', company: 'Otaibi Facility Services', locale: 'en' };

async function registerOverHttp(request: APIRequestContext, base: string, slug: string, body: Record<string, unknown>) {
  return request.post(`${base}/api/events/${slug}/registrations`, { data: body, headers: { 'x-forwarded-for': clientAddress() }, failOnStatusCode: false });
}



/** Unfolded iCalendar lines. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

test.describe('event registration', () => {
  test('a visitor registers from a phone in English, is told to check their e-mail, opens the e-mailed link and downloads the calendar file', async ({ browser, baseURL }) => {
    const event = insertEvent({ capacity: 30 });
    const context = await browser.newContext({ ...phone, baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const page = await context.newPage();
    await page.goto(`/resources/events/${event.slug}?utm_source=newsletter&utm_campaign=e2e`);
    await waitForReady(page);
    const form = page.locator('#register');
    await expect(form.getByRole('heading', { name: 'Register for this event' })).toBeVisible();
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    // Inline errors first, in English, then a fix.
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel(/^Full name/).fill('Faisal Al-Otaibi');
    await form.getByLabel(/^Work email/).fill('faisal.e2e@example.sa');
    await form.getByLabel(/^Company/).fill('Otaibi Facility Services');
    await form.getByLabel(/^Mobile number/).fill('12345');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText(/Please enter a Saudi mobile/)).toBeVisible();
    await form.getByLabel(/^Mobile number/).fill('055 123 4567');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Register' }).click();

    // The page the form leads to says where the link is, and shows nothing of what it opens.
    await page.waitForURL(new RegExp(`/resources/events/${event.slug}/registered$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email for your confirmation link');
    await expect(page.locator('main')).toContainText('We’ve sent the confirmation link for “PPM Planning, Step by Step” to the address you entered.');
    await expect(page.locator('main')).not.toContainText('meet.example.com');
    await expect(page.locator('a[href*="calendar.ics"], a[href*="r="]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The e-mailed link (its address is the registration's token: tests/integration/event-registration-mail.test.ts).
    const [row] = readE2e<Record<string, unknown>>('select * from event_registrations where event_id = ?', [event.id]);
    expect(row).toMatchObject({ email: 'faisal.e2e@example.sa', phone: '+966551234567', locale: 'en', newsletter_consent: 0, utm_source: 'newsletter', utm_campaign: 'e2e', page: `/resources/events/${event.slug}` });
    await page.goto(`/resources/events/${event.slug}/registered?r=${row!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re registered for PPM Planning, Step by Step');
    await expect(page.getByText(/\d{1,2}:\d{2}\s[AP]M\s–\s\d{1,2}:\d{2}\s[AP]M\sRiyadh\stime\s\(UTC\+3\)/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://meet.example.com/siyana-ppm' })).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.slug}.ics`);
    const { readFile } = await import('node:fs/promises');
    const ics = await readFile((await file.path())!, 'utf8');
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('SUMMARY;LANGUAGE=en:PPM Planning\\, Step by Step');
    expect(lines.some((line) => line.startsWith('DTSTART;TZID=Asia/Riyadh:'))).toBe(true);
    expect(lines).toContain('LOCATION;LANGUAGE=en:https://meet.example.com/siyana-ppm');
    await context.close();
  });

  test('an Arabic visitor registers with Arabic digits and the newsletter box, and reads everything in Arabic', async ({ browser, baseURL }) => {
    const event = insertEvent();
    const context = await browser.newContext({ ...phone, baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
    const page = await context.newPage();
    await page.goto(`/ar/resources/events/${event.slug}`);
    await waitForReady(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = page.locator('#register');
    await form.getByLabel(/^الاسم الكامل/).fill('نورة الدوسري');
    await form.getByLabel(/^البريد الإلكتروني للعمل/).fill('noura.e2e@example.sa');
    await form.getByLabel(/^الشركة/).fill('الدوسري للمرافق');
    await form.getByLabel(/^رقم الجوال/).fill('٠٥٥١٢٣٤٥٦٧');
    await form.getByRole('checkbox').check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'سجّل الآن' }).click();
    await page.waitForURL(/\/ar\/resources\/events\/.+\/registered$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تفقّد بريدك الإلكتروني لتجد رابط التأكيد');
    await expect(page.locator('main')).not.toContainText('meet.example.com');
    await expectNoAxeViolations(page);

    const [row] = readE2e<Record<string, unknown>>('select * from event_registrations where event_id = ?', [event.id]);
    expect(row).toMatchObject({ phone: '+966551234567', locale: 'ar', newsletter_consent: 1 });
    await page.goto(`/ar/resources/events/${event.slug}/registered?r=${row!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تم تسجيلك في تخطيط الصيانة الوقائية خطوة بخطوة');
    await expect(page.getByText(/\d{1,2}:\d{2}\s[صم]\s–\s\d{1,2}:\d{2}\s[صم]\sتوقيت\sالرياض\s\(UTC\+3\)/)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/[\u0660-\u0669]/);
    await expectNoAxeViolations(page);

    expect(readE2e('select subscription_type from newsletter_subscriptions where email_normalized = ?', ['noura.e2e@example.sa'])).toEqual([{ subscription_type: 'events' }]);

    const href = await page.getByRole('link', { name: 'أضف إلى التقويم (ملف ICS)' }).getAttribute('href');
    const ics = await (await context.request.get(href!)).text();
    expect(unfold(ics)).toContain('SUMMARY;LANGUAGE=ar:تخطيط الصيانة الوقائية خطوة بخطوة');
    await context.close();
  });

  test('the event page shows why there is no form: full, closed, or already started', async ({ page }) => {
    const full = insertEvent({ capacity: 3, seats_taken: 3 });
    await page.goto(`/resources/events/${full.slug}`);
    await expect(page.locator('#register')).toHaveAttribute('data-registration-state', 'full');
    await expect(page.locator('#register').getByRole('heading')).toHaveText('This event is full');
    await expect(page.locator('#register').getByRole('link', { name: 'Subscribe to the newsletter' })).toHaveAttribute('href', '/resources/events#newsletter');
    await expect(page.locator('#register form')).toHaveCount(0);
    const closed = insertEvent({ registration_open: 0 });
    await page.goto(`/ar/resources/events/${closed.slug}`);
    await expect(page.locator('#register').getByRole('heading')).toHaveText('التسجيل مغلق');
    await expectNoAxeViolations(page);
    const started = insertEvent({ starts_at: new Date(Date.now() - 60_000).toISOString() });
    await page.goto(`/resources/events/${started.slug}`);
    await expect(page.locator('#register').getByRole('heading')).toHaveText('This event has taken place');
    // A confirmation link with a made-up token leads nowhere.
    expect((await page.request.get(`/resources/events/${full.slug}/registered?r=${randomUUID()}`)).status()).toBe(404);
  });

});

/** The staff's list of an event's registrations: one sign-in for the file. */
test.describe('event registration, staff', () => {
  shareStaffSession();

  test('staff see the registrations, export them as CSV, and close and reopen registration', async ({ page, request, baseURL }) => {
    const event = insertEvent({ capacity: 40, title_ar: 'ورشة الصيانة، للمرافق' });
    await registerOverHttp(request, baseURL!, event.slug, { ...visitor, name: '=cmd|calc', email: 'staff-one@example.sa', company: 'Dosari, Sons & Co', phone: '0551234567' });
    await registerOverHttp(request, baseURL!, event.slug, { ...visitor, name: 'ريم الشهري', email: 'staff-two@example.sa', locale: 'ar', newsletter: true });

    await page.goto(`/admin/events/${event.id}/registrations`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('المسجّلون في: ورشة الصيانة، للمرافق');
    await expect(page.getByTestId('seat-count')).toHaveText('2 مسجّل من 40 مقعد');
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('cell', { name: 'staff-two@example.sa' })).toBeVisible();
    await expectNoAxeViolations(page);

    const csvHref = await page.getByRole('link', { name: 'تصدير CSV' }).getAttribute('href');
    const csv = await page.request.get(csvHref!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]!.startsWith('Registered,Event,Name,Company,Email,Phone,Language,Newsletter Consent')).toBe(true);
    expect(lines[1]).toContain(`,${event.slug},'=cmd|calc,"Dosari, Sons & Co",staff-one@example.sa,'+966551234567,en,No,`);
    expect(lines[2]).toContain(`,${event.slug},ريم الشهري,Otaibi Facility Services,staff-two@example.sa,,ar,Yes,`);

    await page.getByRole('button', { name: 'إغلاق التسجيل' }).click();
    await expect(page.getByText('تم إغلاق التسجيل').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'إعادة فتح التسجيل' })).toBeVisible();
    expect((await registerOverHttp(request, baseURL!, event.slug, { ...visitor, email: 'late@example.sa' })).status()).toBe(409);
    await page.getByRole('button', { name: 'إعادة فتح التسجيل' }).click();
    await expect(page.getByRole('button', { name: 'إغلاق التسجيل' })).toBeVisible();
    expect((await registerOverHttp(request, baseURL!, event.slug, { ...visitor, email: 'late@example.sa' })).status()).toBe(202);

    const actions = readE2e<{ action: string }>("select action from audit_log where target_id = ? order by created_at", [event.id]).map((entry) => entry.action);
    expect(actions).toEqual(['event-registrations.export', 'event.registration-close', 'event.registration-open']);
  });
});
