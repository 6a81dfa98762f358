import { expect, expectNoAxeViolations, phone, shareStaffSession, signIn, staffAccount, test, waitForReady } from './fixtures';
import { sendDetailedDemoInArabic } from './support/demo-form';

const { username: USERNAME, password: PASSWORD } = staffAccount;


test.describe('staff area', () => {
  test('sends a visitor to sign-in and back to the page asked for; no credential hint anywhere', async ({ page }) => {
    const response = await page.goto('/admin/blog');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('body')).not.toContainText(PASSWORD);
    await expect(page.locator('body')).not.toContainText(/admin123|password:|كلمة المرور الافتراضية/i);
    await expectNoAxeViolations(page);

    await page.getByLabel('اسم المستخدم').fill(USERNAME);
    await page.getByLabel('كلمة المرور').fill('wrong password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'غير صحيحة' })).toHaveText('اسم المستخدم أو كلمة المرور غير صحيحة');

    await page.getByLabel('كلمة المرور').fill(PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إدارة المقالات');
  });

  test('dashboard: greeting, real counts, working and disabled sections, logout ends the session', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`مرحباً، ${USERNAME}`);
    await expect(page.getByRole('link', { name: /العملاء المحتملون/ }).first()).toBeVisible();
    await expect(page.getByText('قريباً').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  });

  test('sign-out that cannot reach the server says so in Arabic and stays signed in; the next try ends the session', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/admin$/);
    await page.route('**/api/admin/logout', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    const failure = page.getByRole('status').filter({ hasText: 'لم يتم تسجيل الخروج' });
    await expect(failure).toContainText('تحقّق من اتصالك');
    // Screen readers hear the toast as an Arabic notification, not Radix's English "Notification".
    await expect(page.locator('[aria-live]').filter({ hasText: /^إشعار/ }).first()).toBeAttached();
    await expect(page.locator('body')).not.toContainText('Notification');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('button', { name: 'تسجيل الخروج' })).toBeEnabled();

    await page.unroute('**/api/admin/logout');
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  });

  test.describe('on a phone', () => {
    test.use(phone);
    test('sign-in and dashboard fit the screen', async ({ page }) => {
      await signIn(page);
      await expect(page).toHaveURL(/\/admin$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });
  });
});

/** Staff at work: one sign-in for the file (shareStaffSession), each test opens the page it needs. */
test.describe('staff area, signed in', () => {
  shareStaffSession();

  test('blog: create a draft, publish it, see it on the public blog and its page, edit, delete with confirmation', async ({ page }) => {
    const title = `Chiller care ${Date.now()}`;
    await page.goto('/admin/blog');
    await expect(page).toHaveURL(/\/admin\/blog$/);

    await page.getByRole('button', { name: 'مقال جديد' }).click();
    const dialog = page.getByRole('dialog');
    // Blank required fields are refused with the spec's toast.
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'خطأ في البيانات' })).toContainText('يرجى ملء جميع الحقول المطلوبة');

    await dialog.getByLabel('العنوان').fill(title);
    await dialog.getByLabel('الكاتب').fill('Sara');
    // The language is shown with where the post will appear (a post left in Arabic lives under /ar).
    await expect(dialog.getByLabel('اللغة', { exact: true })).toHaveAccessibleDescription(/نسخة الموقع العربية: \/ar\/resources\/blog\//);
    await dialog.getByLabel('اللغة', { exact: true }).selectOption('en');
    await expect(dialog.getByLabel('اللغة', { exact: true })).toHaveAccessibleDescription(/نسخة الموقع الإنجليزية: \/resources\/blog\//);
    await dialog.getByLabel('التصنيف').selectOption('energy');
    await dialog.getByLabel('المقتطف').fill('Keep chillers efficient through the summer.');
    await dialog.getByLabel('المحتوى (Markdown)').fill('## Before summer\n\nClean the **condenser coils**. <script>window.hacked = true</script>');
    await dialog.getByRole('button', { name: 'معاينة' }).click();
    await expect(dialog.locator('.prose-site h2')).toHaveText('Before summer');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const card = page.locator('li').filter({ hasText: title });
    await expect(card).toContainText('مسودة');
    await expectNoAxeViolations(page);

    // A draft is not public.
    const blog = await page.context().newPage();
    await blog.goto('/resources/blog');
    await expect(blog.getByText(title)).toHaveCount(0);

    await card.getByRole('button', { name: /تعديل/ }).click();
    await page.getByRole('dialog').getByRole('switch').check();
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
    await expect(card).toContainText('منشور');

    await blog.reload();
    const link = blog.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await link.click();
    await expect(blog.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(blog.locator('.prose-site strong')).toHaveText('condenser coils');
    expect(await blog.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
    const postUrl = new URL(blog.url()).pathname;
    const sitemap = await (await blog.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(postUrl);

    await card.getByRole('button', { name: /تعديل/ }).click();
    await page.getByRole('dialog').getByLabel('العنوان').fill(`${title} (updated)`);
    await page.getByRole('dialog').getByRole('button', { name: 'حفظ' }).click();
    await blog.goto(postUrl);
    await expect(blog.getByRole('heading', { level: 1 })).toHaveText(`${title} (updated)`);

    await page.locator('li').filter({ hasText: title }).getByRole('button', { name: /حذف/ }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('هل أنت متأكد من حذف هذا المقال؟');
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await expect(page.locator('li').filter({ hasText: title })).toHaveCount(0);
    expect((await blog.goto(postUrl))?.status()).toBe(404);
  });

  test('a demo request made on the public form appears in the list, with filters, status and CSV', async ({ page, browser }) => {
    const visitor = await browser.newPage();
    const email = `lead-${Date.now()}@example.sa`;
    await sendDetailedDemoInArabic(visitor, '/ar/detailed-demo-request', { name: 'Huda Al-Zahrani', email, company: 'Zahrani Malls' });
    await visitor.close();

    // The old list is now the inbox filtered to both demo forms.
    await page.goto('/admin/demo-requests');
    await expect(page).toHaveURL(/\/admin\/leads\?kind=demo$/);
    const item = page.locator('tr[data-lead-id]').filter({ hasText: email });
    await expect(item).toContainText('Huda Al-Zahrani');
    await expect(item).toContainText('Zahrani Malls');
    await expect(item).toContainText('طلب عرض مفصل');
    await expectNoAxeViolations(page);

    await item.getByRole('link', { name: 'Huda Al-Zahrani' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huda Al-Zahrani');
    await waitForReady(page);
    await page.getByLabel('حالة العميل').selectOption('contacted');
    await expect(page.getByTestId('lead-history')).toContainText('تغيير الحالة من «جديد» إلى «تم التواصل»');
    await page.goto('/admin/leads?kind=demo&status=contacted');
    await expect(page.locator('tr[data-lead-id]').filter({ hasText: email })).toHaveCount(1);
    await page.goto('/admin/leads?kind=demo-short&status=contacted');
    await expect(page.locator('tr[data-lead-id]').filter({ hasText: email })).toHaveCount(0);

    const download = await page.request.get('/api/admin/leads?format=csv&kind=demo');
    expect(download.headers()['content-type']).toContain('text/csv');
    expect(await download.text()).toContain(email);
  });

  test('newsletter: the blog box subscribes, staff see the counts and download the CSV', async ({ page, browser }) => {
    const email = `Reader-${Date.now()}@Example.sa`;
    const visitor = await browser.newPage();
    await visitor.goto('/resources/blog');
    await waitForReady(visitor);
    const box = visitor.locator('section[aria-labelledby="blog-newsletter"]');
    await box.getByRole('textbox').fill(email);
    await box.getByRole('button').click();
    await expect(visitor.getByText('Successfully subscribed to newsletter!')).toBeVisible();
    await visitor.close();

    await page.goto('/admin/newsletter');
    await expect(page).toHaveURL(/\/admin\/newsletter$/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('المدونة');
    await expect(row).toContainText('نشط');
    const total = Number(await page.locator('dd').first().textContent());
    expect(total).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'تصدير CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await page.request.get('/api/admin/newsletter?format=csv')).text();
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Email,Subscription Type,Status,Subscribed Date,Unsubscribed Date');
    expect(text).toMatch(new RegExp(`${email.replace(/[.]/g, '\\.')},blog,Active,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},`));
  });

  test('questions: a visitor question is in the inbox, with its text in the detail, and can be marked contacted', async ({ page, request, baseURL }) => {
    const text = `How do PPM plans handle Ramadan hours? ${Date.now()}`;
    const email = `ops-${Date.now()}@example.sa`;
    const stored = await request.post('/api/questions', { data: { category: 'features', question: text, email, locale: 'en' }, headers: { origin: baseURL! } });
    expect(stored.status()).toBe(201);
    await page.goto('/admin/questions');
    await expect(page).toHaveURL(/\/admin\/leads\?kind=question$/);
    const item = page.locator('tr[data-lead-id]').filter({ hasText: email });
    await expect(item).toContainText('جديد');
    await expectNoAxeViolations(page);
    await item.getByRole('link', { name: email }).first().click();
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('main')).toContainText('المزايا');
    await waitForReady(page);
    await page.getByLabel('حالة العميل').selectOption('contacted');
    await expect(page.getByTestId('lead-history')).toContainText('«تم التواصل»');
  });
});
