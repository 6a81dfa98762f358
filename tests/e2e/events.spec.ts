import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, signIn, test, waitForReady } from './fixtures';



/** The page's Event JSON-LD, parsed (fails when it is not valid JSON). */
async function eventJsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  return data.find((item) => item['@type'] === 'Event');
}

/** The Riyadh day `days` from now, "YYYY-MM-DD". */
function riyadhDay(days: number) {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Sets a 24-hour time in the Arabic staff area's time choice named `label` ("البداية: الساعة", "البداية: الدقيقة"). */
async function chooseTime(page: Page, label: string, time: string) {
  const [hour, minute] = time.split(':');
  await page.getByRole('combobox', { name: `${label}: الساعة`, exact: true }).selectOption(hour!);
  await page.getByRole('combobox', { name: `${label}: الدقيقة`, exact: true }).selectOption(minute!);
}

/** Chooses a day `days` from now on the Arabic staff area's date field named `label` (the site's calendar), then its time. */
async function chooseDateTime(page: Page, label: string, days: number, time: string) {
  await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'اختيار التاريخ' });
  await calendar.getByRole('grid').first().waitFor();
  const name = new Intl.DateTimeFormat('ar-SA-u-nu-latn-ca-gregory', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${riyadhDay(days)}T00:00:00Z`));
  const day = calendar.getByRole('button', { name, exact: true });
  // The calendar opens on this month: the day may be in the next one.
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'الشهر التالي' }).click();
  await day.click();
  await expect(calendar).toHaveCount(0);
  await chooseTime(page, label, time);
}

const seededUpcoming = ['audit-ready-fire-safety-records', 'preventive-maintenance-plan-workshop-riyadh'];
const seededPast = ['facility-leaders-roundtable-riyadh', 'from-paper-to-mobile-hospital-work-orders', 'beat-the-summer-peak-chiller-care'];

test.describe('events', () => {
  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'ar' ? '/ar' : '';
    test(`the list (${locale}): upcoming soonest first with Riyadh time, past after, formats and newsletter kept`, async ({ page }) => {
      await page.goto(`${prefix}/resources/events`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const upcoming = await page.locator('[data-upcoming-event]').evaluateAll((items) => items.map((item) => item.getAttribute('data-upcoming-event')));
      // Other tests add events of their own to the shared database: the seeded ones keep their order.
      expect(upcoming.filter((slug) => seededUpcoming.includes(slug!))).toEqual(seededUpcoming);
      await expect(page.getByTestId('no-upcoming-events')).toHaveCount(0);
      const first = page.locator(`[data-upcoming-event="${seededUpcoming[0]}"]`);
      await expect(first).toContainText(locale === 'ar' ? '10:00 ص – 11:00 ص توقيت الرياض (UTC+3)' : '10:00 AM – 11:00 AM Riyadh time (UTC+3)');
      await expect(first).toContainText(locale === 'ar' ? 'المقاعد المتبقية: 300' : '300 seats left');
      await expect(page.locator(`[data-upcoming-event="${seededUpcoming[1]}"]`)).toContainText(locale === 'ar' ? 'الرياض' : 'Riyadh');
      const past = await page.locator('[data-past-event]').evaluateAll((items) => items.map((item) => item.getAttribute('data-past-event')));
      expect(past.filter((slug) => seededPast.includes(slug!))).toEqual(seededPast);
      // Online sessions were recorded: asked for through the question form; the roundtable was not.
      const seededPastCards = page.locator(seededPast.map((slug) => `[data-past-event="${slug}"]`).join(', '));
      await expect(seededPastCards.getByRole('link', { name: locale === 'ar' ? 'اطلب رابط التسجيل المرئي' : 'Request the Recording' })).toHaveCount(2);
      await expect(page.locator('[data-event-type]')).toHaveCount(3);
      await expect(page.locator('#newsletter input[type="email"]')).toBeVisible();
      await expectNoAxeViolations(page);

      await first.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/resources/events/${seededUpcoming[0]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(locale === 'ar' ? 'سجلات السلامة من الحريق' : 'Audit-Ready Fire Safety Records');
      await expect(page.locator('#register')).toHaveAttribute('data-registration-state', 'open');
      const data = await eventJsonLd(page);
      expect(data).toMatchObject({
        '@type': 'Event',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'VirtualLocation' },
        organizer: { name: 'Siyana' },
        offers: { price: '0', availability: 'https://schema.org/InStock' },
      });
      expect(data?.startDate).toMatch(/T10:00:00\+03:00$/);
      expect(data?.endDate).toMatch(/T11:00:00\+03:00$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/resources/events/${seededUpcoming[0]}$`));
      await expectNoAxeViolations(page);
    });
  }

  test('an unknown event is the 404 document in its language', async ({ page }) => {
    const response = await page.goto('/ar/resources/events/no-such-event');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفعالية غير موجودة');
    expect((await page.goto('/resources/events/no-such-event'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found');
  });

  test('staff create and publish an event in both languages; it shows in EN and AR; unpublished it is gone; deleted', async ({ page, browser }) => {
    // The whole life of an event, staff and visitor side by side, in both languages: three times the usual time.
    test.slow();
    const stamp = Date.now();
    const slug = `lift-safety-clinic-${stamp}`;
    await signIn(page, '/admin/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة الفعاليات');
    await expect(page.getByRole('link', { name: 'الفعاليات', exact: true })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'فعالية جديدة' }).click();
    const dialog = page.getByRole('dialog');
    // Nothing filled in: refused with the field named, and focus on it.
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(dialog.getByRole('alert')).toContainText('هذا الحقل مطلوب');

    await dialog.getByLabel('النوع').selectOption('site-visit');
    await dialog.getByLabel('لغة الفعالية').selectOption('both');
    await dialog.getByLabel('الرابط المختصر').fill(slug);
    await dialog.getByLabel('العنوان بالعربية').fill('زيارة ميدانية: سلامة المصاعد');
    await dialog.getByLabel('الملخص بالعربية').fill('جولة في غرفة محركات المصاعد مع فريق الصيانة.');
    await dialog.getByLabel('الوصف بالعربية (Markdown)').fill('## البرنامج\n\nنفحص **الكوابح** معاً.');
    await dialog.getByLabel('العنوان بالإنجليزية').fill('Site visit: lift safety');
    await dialog.getByLabel('الملخص بالإنجليزية').fill('A walk through a lift machine room with the maintenance team.');
    await dialog.getByLabel('الوصف بالإنجليزية (Markdown)').fill('## Programme\n\nWe check the **brakes** together. <script>window.hacked = true</script>');
    await dialog.getByRole('button', { name: 'معاينة' }).last().click();
    await expect(dialog.getByTestId('event-descriptionEn-preview').locator('strong')).toHaveText('brakes');
    await chooseDateTime(page, 'البداية', 9, '16:00');
    await chooseDateTime(page, 'النهاية', 9, '15:00');
    await dialog.getByLabel('طريقة الحضور').selectOption('in-person');
    await dialog.getByLabel('المدينة بالعربية').fill('جدة');
    await dialog.getByLabel('المدينة بالإنجليزية').fill('Jeddah');
    await dialog.getByLabel('المكان بالعربية').fill('برج الأعمال، حي الروضة');
    await dialog.getByLabel('المكان بالإنجليزية').fill('Business Tower, Al Rawdah');
    await dialog.getByLabel('السعة (عدد المقاعد)').fill('12');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    // The end before the start is refused, and nothing is stored.
    await expect(dialog.getByRole('alert')).toContainText('يجب أن تكون النهاية بعد البداية');
    await expect(dialog.getByRole('button', { name: 'النهاية', exact: true })).toBeFocused();
    await chooseTime(page, 'النهاية', '18:30');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const card = page.locator(`li[data-event="${slug}"]`);
    await expect(card).toContainText('مسودة');
    await expect(card).toContainText('المسجلون: 0 من 12');
    await expectNoAxeViolations(page);

    // A draft is not public.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(`/resources/events/${slug}`))?.status()).toBe(404);

    await card.getByRole('button', { name: /^نشر/ }).click();
    await expect(card).toContainText('منشورة');

    for (const locale of ['en', 'ar'] as const) {
      const prefix = locale === 'ar' ? '/ar' : '';
      await visitor.goto(`${prefix}/resources/events`);
      await waitForReady(visitor);
      const upcoming = await visitor.locator('[data-upcoming-event]').evaluateAll((items) => items.map((item) => item.getAttribute('data-upcoming-event')));
      // Nine days away: before the seeded webinar (three weeks); other tests' events may come sooner.
      expect(upcoming).toContain(slug);
      expect(upcoming.indexOf(slug)).toBeLessThan(upcoming.indexOf(seededUpcoming[0]!));
      const listed = visitor.locator(`[data-upcoming-event="${slug}"]`);
      await expect(listed).toContainText(locale === 'ar' ? 'المقاعد المتبقية: 12' : '12 seats left');
      await expect(listed).toContainText(locale === 'ar' ? '4:00 م – 6:30 م توقيت الرياض (UTC+3)' : '4:00 PM – 6:30 PM Riyadh time (UTC+3)');
      await listed.getByRole('link').first().click();
      await expect(visitor).toHaveURL(new RegExp(`${prefix}/resources/events/${slug}$`));
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(locale === 'ar' ? 'زيارة ميدانية: سلامة المصاعد' : 'Site visit: lift safety');
      await expect(visitor.locator('.prose-site strong')).toHaveText(locale === 'ar' ? 'الكوابح' : 'brakes');
      await expect(visitor.locator('aside')).toContainText(locale === 'ar' ? 'برج الأعمال، حي الروضة، جدة' : 'Business Tower, Al Rawdah, Jeddah');
      const data = await eventJsonLd(visitor);
      expect(data).toMatchObject({ eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode', location: { '@type': 'Place', address: { addressLocality: locale === 'ar' ? 'جدة' : 'Jeddah' } }, inLanguage: ['ar', 'en'] });
      expect(data?.startDate).toMatch(/T16:00:00\+03:00$/);
      await expectNoAxeViolations(visitor);
    }
    expect(await visitor.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    expect(await (await visitor.request.get('/sitemap.xml')).text()).toContain(`/ar/resources/events/${slug}`);

    // Unpublished: gone from the list and its page is a 404.
    await card.getByRole('button', { name: /إلغاء النشر/ }).click();
    await expect(card).toContainText('مسودة');
    expect((await visitor.goto(`/ar/resources/events/${slug}`))?.status()).toBe(404);
    await visitor.goto('/resources/events');
    await expect(visitor.locator(`[data-upcoming-event="${slug}"]`)).toHaveCount(0);

    await card.getByRole('button', { name: /حذف/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('حذف هذه الفعالية؟');
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await expect(card).toHaveCount(0);
    await visitorContext.close();
  });

  test('the event page reads well on a phone', async ({ browser }) => {
    const context = await browser.newContext({ ...phone });
    const page = await context.newPage();
    await page.goto(`/ar/resources/events/${seededUpcoming[1]}`);
    await waitForReady(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('complementary')).toContainText('المقاعد المتبقية: 25');
    await context.close();
  });
});
