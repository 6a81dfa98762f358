import { expect, expectNoAxeViolations, signIn, test } from './fixtures';



test.describe('staff: guide and course leads', () => {
  test('leads sent to the API are listed newest first, filtered by kind and exported as CSV', async ({ page, request, baseURL }) => {
    const stamp = Date.now();
    const guideEmail = `guide-${stamp}@example.sa`;
    const courseEmail = `course-${stamp}@example.sa`;
    const guide = await request.post('/api/resource-leads', {
      headers: { origin: baseURL! },
      data: { kind: 'guide', resourceId: 'civil-defense-fire-safety', name: 'Majed Al-Harthi', email: guideEmail, consent: true, locale: 'en', page: '/resources/guides/civil-defense-fire-safety' },
    });
    expect(guide.status()).toBe(201);
    // A guide lead opens the PDFs with the cookie the PDF route checks.
    expect(guide.headers()['set-cookie']).toMatch(/^siyana_guides=[\w-]+\.[\w-]+;.*HttpOnly/i);
    const course = await request.post('/api/resource-leads', {
      headers: { origin: baseURL! },
      data: { kind: 'course', resourceId: 'safety-compliance', name: 'هند العتيبي', email: courseEmail, company: '=Otaibi, "Gulf" FM', consent: true, locale: 'ar' },
    });
    expect(course.status()).toBe(201);
    expect(course.headers()['set-cookie']).toBeUndefined();
    // Without mail settings the answer promises no confirmation e-mail.
    expect((await course.json()).message).not.toContain(courseEmail);

    // The old list is now the inbox filtered to guides and courses.
    await page.goto('/admin/resource-leads');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fleads%3Fkind%3Dresources$/);
    await signIn(page, '/admin/resource-leads');
    await expect(page).toHaveURL(/\/admin\/leads\?kind=resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('العملاء المحتملون');
    await expect(page.getByRole('navigation', { name: 'أقسام الإدارة' }).getByRole('link', { name: 'العملاء المحتملون' })).toHaveAttribute('aria-current', 'page');

    const rows = page.locator('tr[data-lead-id]');
    const courseRow = rows.filter({ hasText: courseEmail });
    const guideRow = rows.filter({ hasText: guideEmail });
    await expect(courseRow).toContainText('تسجيل في دورة');
    await expect(courseRow).toContainText('هند العتيبي');
    await expect(courseRow).toContainText('=Otaibi, "Gulf" FM');
    await expect(courseRow).toContainText('العربية');
    await expect(guideRow).toContainText('تنزيل دليل');
    await expect(guideRow).toContainText('الإنجليزية');
    await expect(guideRow.getByRole('link', { name: guideEmail })).toHaveAttribute('href', `mailto:${guideEmail}`);
    // Newest first when asked (the default is overdue first): the enrolment, sent second, comes before the download.
    await page.goto('/admin/leads?kind=resources&sort=newest');
    const emails = await rows.locator('a[href^="mailto:"]').allTextContents();
    expect(emails.indexOf(courseEmail)).toBeLessThan(emails.indexOf(guideEmail));
    await expectNoAxeViolations(page);
    await guideRow.getByRole('link', { name: 'Majed Al-Harthi' }).click();
    await expect(page.getByRole('main')).toContainText('الجاهزية لاشتراطات الدفاع المدني للسلامة من الحريق');
    // Back to the inbox: the history entry with or without the order (the client router may have kept either).
    await page.goBack();

    // The form carries the view's filters; the default order first, so only the kind is set.
    await page.locator('#lead-sort').selectOption('');
    await page.getByLabel('النوع', { exact: true }).selectOption('course');
    await page.getByRole('button', { name: 'تطبيق' }).click();
    await expect(page).toHaveURL(/\?kind=course$/);
    await expect(rows.filter({ hasText: courseEmail })).toHaveCount(1);
    await expect(rows.filter({ hasText: guideEmail })).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'تصدير CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await download.path().then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')));
    expect(exported).toContain(courseEmail);
    expect(exported).not.toContain(guideEmail);
    const all = await (await page.request.get('/api/admin/leads?format=csv&kind=resources&lang=en')).text();
    expect(all.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Received,Kind,Status,Owner,Name,Company,E-mail/);
    // Quotes and commas escaped, and the cell that starts like a formula neutralised; each resource by its title.
    expect(all).toContain(`,هند العتيبي,"'=Otaibi, ""Gulf"" FM",${courseEmail},`);
    expect(all).toContain(`,Majed Al-Harthi,,${guideEmail},`);
    expect(all).toContain('Safety & Compliance for Gulf Facilities');
    expect(all).toContain('Civil Defense Fire-Safety Readiness');
  });

  test('the dashboard links to the section; the API refuses calls without a session', async ({ page, request }) => {
    expect((await request.get('/api/admin/leads?kind=resources')).status()).toBe(401);
    expect((await request.get('/api/admin/leads?kind=resources&format=csv')).status()).toBe(401);
    await signIn(page, '/admin');
    await page.getByRole('main').getByRole('link', { name: /العملاء المحتملون/ }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('العملاء المحتملون');
  });
});
