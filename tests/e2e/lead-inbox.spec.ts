import { expect, expectNoAxeViolations, phone, shareStaffSession, staffAccount, test, waitForReady } from './fixtures';
import { sendDetailedDemoInArabic } from './support/demo-form';

const { username: USERNAME } = staffAccount;

// One sign-in for the file; every test opens the staff page it works on.
shareStaffSession();


test.describe('lead inbox', () => {
  test('a demo request and a question sent on the site are worked from one inbox: filter, detail, status, note, CSV', async ({ page, browser }) => {
    const stamp = Date.now();
    const campaign = `inbox-${stamp}`;
    const demoEmail = `inbox-demo-${stamp}@example.sa`;
    const questionEmail = `inbox-question-${stamp}@example.sa`;

    // A visitor from a campaign asks for a demo on the long form, in Arabic.
    const visitor = await browser.newPage();
    await sendDetailedDemoInArabic(visitor, `/ar/detailed-demo-request?utm_source=${campaign}&utm_medium=email&utm_campaign=autumn`, { name: 'ليلى القحطاني', email: demoEmail, company: 'مجموعة القحطاني, "الخليج"' });

    // The same tab's visitor asks a question (English page).
    await visitor.goto('/resources/ask-anything');
    await waitForReady(visitor);
    const question = `Can the inbox test find this question? ${stamp}`;
    await visitor.locator('#category').selectOption('integration');
    await visitor.locator('#question').fill(question);
    await visitor.locator('#email').fill(questionEmail);
    await visitor.getByRole('button', { name: 'Submit Question' }).click();
    await expect(visitor.getByRole('status').first()).toBeVisible();
    await visitor.close();

    // Newest first: the default (overdue first) puts the other specs' older open leads on page 1.
    await page.goto('/admin/leads?sort=newest');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('العملاء المحتملون');
    const rows = page.locator('tr[data-lead-id]');
    await expect(rows.filter({ hasText: demoEmail })).toContainText('طلب عرض مفصل');
    await expect(rows.filter({ hasText: questionEmail })).toContainText('سؤال');
    // A question row reads with its own words, so two questions never look alike.
    await expect(rows.filter({ hasText: questionEmail }).locator('[data-lead-summary]')).toHaveText(question);
    // Both are owned at once (nobody has switched "takes leads" on: the first admin) and on the clock.
    await expect(rows.filter({ hasText: demoEmail })).toContainText(USERNAME);
    await expect(rows.filter({ hasText: demoEmail }).locator('[data-lead-clock]')).toHaveText(/متبقٍ|متأخر/);
    // The phone: call and WhatsApp.
    await expect(rows.filter({ hasText: demoEmail }).getByRole('link', { name: 'اتصال بالرقم +966551234567' }).first()).toHaveAttribute('href', 'tel:+966551234567');
    await expect(rows.filter({ hasText: demoEmail }).getByRole('link', { name: 'راسل +966551234567 عبر واتساب' }).first()).toHaveAttribute('href', 'https://wa.me/966551234567');
    await expectNoAxeViolations(page);

    // Search, then filters through the GET form: the URL holds them and can be shared.
    await page.getByLabel('بحث بالاسم أو الشركة أو البريد').fill('القحطاني');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(rows.filter({ hasText: demoEmail })).toHaveCount(1);
    await expect(rows.filter({ hasText: questionEmail })).toHaveCount(0);
    await page.goto(`/admin/leads?source=${campaign}`);
    await expect(rows).toHaveCount(1);
    await expect(page.getByRole('link', { name: `إزالة التصفية: المصدر: ${campaign}` })).toBeVisible();
    await page.goto('/admin/leads?kind=question&locale=en');
    await expect(rows.filter({ hasText: questionEmail })).toHaveCount(1);
    await expect(rows.filter({ hasText: demoEmail })).toHaveCount(0);
    await page.getByRole('link', { name: /إزالة التصفية: اللغة/ }).click();
    await expect(page).toHaveURL(/\/admin\/leads\?kind=question$/);

    // The detail: the full submission, status, owner, a note; each change in the history with who.
    await page.goto(`/admin/leads?q=${encodeURIComponent(demoEmail)}`);
    await rows.first().getByRole('link', { name: 'ليلى القحطاني' }).click();
    await waitForReady(page);
    const main = page.getByRole('main');
    await expect(main).toContainText('مجموعة القحطاني, "الخليج"');
    await expect(main).toContainText('+966551234567');
    await expect(main).toContainText(campaign);
    await expect(main).toContainText('/ar/detailed-demo-request');
    // The first touch: the page the visitor arrived on, with its campaign tags.
    await expect(main).toContainText(`/ar/detailed-demo-request?utm_source=${campaign}`);
    await expect(main.getByRole('link', { name: 'اتصال بالرقم +966551234567' }).first()).toHaveAttribute('href', 'tel:+966551234567');
    await expect(page.getByLabel('المسؤول عنه')).toHaveValue(/.+/);
    // A note marked as a call is the first response.
    const history = page.getByTestId('lead-history');
    await page.getByRole('button', { name: 'إضافة الملاحظة' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'اكتب نص الملاحظة.' })).toBeVisible();
    await page.getByLabel('ملاحظة جديدة').fill('اتصلت بها، العرض يوم الأحد.');
    await page.getByLabel('هذه الملاحظة توثّق').selectOption('call');
    await page.getByRole('button', { name: 'إضافة الملاحظة' }).click();
    await expect(history.getByRole('listitem').first()).toContainText('اتصلت بها، العرض يوم الأحد.');
    await expect(history.getByRole('listitem').first()).toContainText(USERNAME);
    await expect(history.getByRole('listitem').first()).toContainText('تواصل: مكالمة');
    await expect(page.getByLabel('ملاحظة جديدة')).toHaveValue('');
    await expect(main).toContainText('رُدّ عليه خلال');
    await page.getByLabel('حالة العميل').selectOption('qualified');
    await expect(history).toContainText(`${USERNAME}: تغيير الحالة من «جديد» إلى «مؤهل»`);
    await page.reload();
    await expect(page.getByLabel('حالة العميل')).toHaveValue('qualified');
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);

    // CSV of the filtered list, escaped.
    await page.goto(`/admin/leads?status=qualified&source=${campaign}`);
    await expect(rows).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'تصدير CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await page.request.get(`/api/admin/leads?format=csv&status=qualified&source=${campaign}`)).text();
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    // Labels, not codes; the phone; the first touch; the first response in working minutes.
    expect(lines[1]).toContain(`,طلب عرض مفصل,مؤهل,${USERNAME},ليلى القحطاني,"مجموعة القحطاني, ""الخليج""",${demoEmail},'+966551234567,العربية,`);
    expect(lines[1]).toContain(`,${campaign},${campaign},email,autumn,`);
    expect(lines[1]).toContain(`/ar/detailed-demo-request?utm_source=${campaign}`);
    expect(lines[1]).not.toContain('demo-detailed');

    // The question was asked later in the same browser: its first touch is still the first visit.
    await page.goto(`/admin/leads?q=${encodeURIComponent(questionEmail)}`);
    await rows.first().getByRole('link').first().click();
    await expect(page.getByRole('main')).toContainText(`/ar/detailed-demo-request?utm_source=${campaign}`);
  });

  test('the old lists redirect to the inbox filtered by kind; their APIs are gone, even for an admin', async ({ page }) => {
    await page.goto('/admin');
    for (const [old, target] of [
      ['/admin/demo-requests', '/admin/leads?kind=demo'],
      ['/admin/demo-requests?status=closed', '/admin/leads?kind=demo&status=lost'],
      ['/admin/questions', '/admin/leads?kind=question'],
      ['/admin/resource-leads', '/admin/leads?kind=resources'],
      ['/admin/resource-leads?kind=guide', '/admin/leads?kind=guide'],
    ]) {
      await page.goto(old!);
      expect(new URL(page.url()).pathname + new URL(page.url()).search, old).toBe(target);
    }
    await expect(page.getByRole('navigation', { name: 'أقسام الإدارة' }).getByRole('link', { name: 'العملاء المحتملون' })).toHaveAttribute('aria-current', 'page');
    // A lead's status is the inbox's alone (issue 37): the old lists' JSON and CSV routes no longer answer.
    for (const [method, path] of [
      ['GET', '/api/admin/demo-requests'],
      ['GET', '/api/admin/demo-requests?format=csv'],
      ['PATCH', '/api/admin/demo-requests/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/questions'],
      ['PATCH', '/api/admin/questions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/resource-leads?format=csv'],
    ]) {
      const response = await page.request.fetch(path!, { method, data: method === 'PATCH' ? { status: 'contacted' } : undefined });
      expect([404, 405], `${method} ${path}`).toContain(response.status());
    }
  });

  test('dashboard charts: readable in RTL, each links to the inbox with the same count', async ({ page, request, baseURL }) => {
    const stamp = Date.now();
    for (let index = 0; index < 3; index++) {
      const response = await request.post('/api/questions', {
        headers: { origin: baseURL!, 'x-forwarded-for': `198.51.100.${index + 10}` },
        data: { category: 'general', question: `Chart check ${stamp} ${index}`, email: `chart-${stamp}-${index}@example.sa`, locale: index ? 'ar' : 'en' },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/admin');
    const charts = page.locator('section[aria-labelledby="charts-title"]');
    await expect(charts.getByRole('heading', { name: 'مصادر العملاء في لمحة' })).toBeVisible();
    await expect(charts.getByRole('figure')).toHaveCount(4);
    await expect(charts.locator('svg[data-chart="weekly-kind"] rect').first()).toBeAttached();
    // The response dashboard: figures and the three breakdowns.
    const speed = page.locator('[data-response-dashboard]');
    await expect(speed.getByRole('heading', { name: 'سرعة الرد على العملاء المحتملين' })).toBeVisible();
    await expect(speed.locator('[data-figure="hour"] dd')).toHaveText(/^(\d+%|—)$/);
    await expect(speed.getByRole('table')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // The legend's "question" link: its number is the inbox's count for that link. Other specs post
    // questions to the same server meanwhile, so the pair is read again until no question arrived between.
    const legend = charts.getByRole('figure', { name: 'العملاء المحتملون أسبوعياً حسب النوع' }).getByRole('listitem').filter({ hasText: 'سؤال' });
    await expect(async () => {
      await page.goto('/admin');
      const shown = Number((await legend.textContent())!.match(/\((\d+)\)/)![1]);
      expect(shown).toBeGreaterThanOrEqual(3);
      await legend.getByRole('link').click();
      await expect(page).toHaveURL(/\/admin\/leads\?kind=question&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole('status')).toContainText(`${shown} عميل محتمل`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // The language split links likewise.
    const arabic = charts.getByRole('figure', { name: 'التوزيع حسب اللغة' }).getByRole('listitem').filter({ hasText: 'العربية' });
    await expect(async () => {
      await page.goto('/admin');
      const arabicCount = Number(await arabic.locator('span.font-semibold').textContent());
      await arabic.getByRole('link').click();
      await expect(page.getByRole('status')).toContainText(`${arabicCount} عميل محتمل`, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });

    // Sources and landing pages read from the first visit instead: the chosen chip is marked, and a source's link keeps the choice.
    await page.goto('/admin');
    const touches = charts.getByRole('navigation', { name: 'المصادر وصفحات الوصول حسب' });
    await expect(touches.getByRole('link', { name: 'الزيارة التي أُرسل فيها النموذج' })).toHaveAttribute('aria-current', 'true');
    await touches.getByRole('link', { name: 'الزيارة الأولى' }).click();
    await expect(page).toHaveURL(/\/admin\?touch=first#charts-title$/);
    await expect(touches.getByRole('link', { name: 'الزيارة الأولى' })).toHaveAttribute('aria-current', 'true');
    const source = charts.getByRole('figure', { name: 'العملاء المحتملون أسبوعياً حسب المصدر' }).getByRole('listitem').first().getByRole('link');
    await expect(source).toHaveAttribute('href', /[?&]touch=first(&|$)/);
  });
});

test.describe('lead inbox on a phone', () => {
  test.use(phone);
  test('inbox, detail and dashboard fit 390 px', async ({ page, request, baseURL }) => {
    const response = await request.post('/api/questions', {
      headers: { origin: baseURL!, 'x-forwarded-for': '198.51.100.77' },
      data: { category: 'billing', question: `Phone check ${Date.now()}`, email: `phone-${Date.now()}@example.sa`, locale: 'ar' },
    });
    expect(response.status()).toBe(201);
    // A long landing page path in the dashboard's conversion chart must not widen the page.
    const course = await request.post('/api/resource-leads', {
      headers: { origin: baseURL!, 'x-forwarded-for': '198.51.100.78' },
      data: { kind: 'course', resourceId: 'preventive-maintenance', name: 'خالد الشمري', email: `phone-course-${Date.now()}@example.sa`, company: 'مجموعة الشمري', consent: true, locale: 'ar', page: '/ar/resources/courses/preventive-maintenance' },
    });
    expect(course.status()).toBe(201);
    await page.goto('/admin/leads');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await page.locator('tr[data-lead-id]').first().getByRole('link').first().click();
    await expect(page.getByLabel('حالة العميل')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/admin');
    await expect(page.getByRole('link', { name: '/ar/resources/courses/preventive-maintenance' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
