import { guides } from '@/content/guides';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The lead forms on the real pages: a guide's PDF asked for once, a course's enrolment. */
test.describe('guide download', () => {
  test('asks a name and work e-mail once, then every guide downloads a real PDF in either language', async ({ page }) => {
    const guide = guides[2]!;
    // Straight to the PDF without a lead: back to the form on the guide's page.
    const direct = await page.request.get(`/resources/guides/${guide.id}/pdf`, { maxRedirects: 0 });
    expect(direct.status()).toBe(303);
    expect(direct.headers()['location']).toMatch(new RegExp(`/resources/guides/${guide.id}#download$`));
    // A typed cookie opens nothing: the site signs the one it sets.
    expect((await page.request.get(`/resources/guides/${guide.id}/pdf`, { maxRedirects: 0, headers: { cookie: 'siyana_guides=1' } })).status()).toBe(303);

    await page.goto(`/resources/guides/${guide.id}`);
    await page.getByRole('link', { name: 'Download PDF' }).first().click();
    const form = page.locator('#download form');
    await expect(form).toBeInViewport();
    await form.getByRole('button', { name: 'Get the PDF' }).click();
    await expect(form.getByText('Please enter your full name')).toBeVisible();
    await expect(form.getByText('Please tick the box to give your consent')).toBeVisible();

    await form.getByRole('textbox', { name: /^Full name/ }).fill('Reem Al-Dosari');
    await form.getByRole('textbox', { name: /^Work email/ }).fill(`reem-${Date.now()}@example.sa`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get the PDF' }).click();
    await expect(page.getByText('Your PDF is ready')).toBeVisible();
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF (Arabic)' }).click()]);
    expect(download.suggestedFilename()).toBe(`siyana-${guide.id}-ar.pdf`);
    const pdf = await page.request.get(`/ar/resources/guides/${guide.id}/pdf`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Another guide, later: no form, the links are there.
    await page.goto(`/ar/resources/guides/${guides[4]!.id}`);
    await expect(page.locator('#download form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /PDF/ }).last()).toHaveAttribute('href', /\/pdf$/);
  });
});

test.describe('course enrolment', () => {
  test('enrols with name, work e-mail and company, confirms on the page, and staff see the lead', async ({ page, browser }) => {
    const email = `enrol-${Date.now()}@example.sa`;
    await page.goto('/ar/resources/courses/preventive-maintenance');
    await page.getByRole('link', { name: 'سجّل مجاناً' }).first().click();
    const form = page.locator('#enrol form');
    await form.getByRole('button').last().click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await form.getByRole('textbox', { name: /^الاسم الكامل/ }).fill('خالد الشمري');
    await form.getByRole('textbox', { name: /^البريد الإلكتروني للعمل/ }).fill(email);
    await form.getByRole('textbox', { name: /^الشركة/ }).fill('مجموعة الشمري للمرافق');
    await form.getByRole('checkbox').check();
    await form.getByRole('button').last().click();
    await expect(page.locator('#enrol')).toContainText('تخطيط الصيانة الوقائية');
    await expect(page.locator('#enrol').getByRole('status')).toBeFocused();

    const staff = await browser.newPage();
    await staff.goto('/admin/login?next=/admin/resource-leads');
    await staff.getByLabel('اسم المستخدم').fill('e2e-admin');
    await staff.getByLabel('كلمة المرور').fill('e2e-admin-password-1');
    await staff.getByRole('button', { name: 'تسجيل الدخول' }).click();
    const row = staff.locator('tr', { hasText: email });
    await expect(row).toContainText('تسجيل في دورة');
    await row.getByRole('link', { name: 'خالد الشمري' }).click();
    await expect(staff.getByRole('main')).toContainText('تخطيط الصيانة الوقائية');
    await staff.close();
  });
});
