import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, onPhone, phoneWidth, readText, test } from './fixtures';
import { heldPage } from './support/held-page';

type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

/** Words the tests look for, in each language. */
const words = {
  en: {
    hubTitle: 'Resource Hub | Siyana',
    learningTitle: 'Learning Center | Siyana',
    coursesTitle: 'Free Courses | Siyana',
    storiesTitle: 'Customer Stories | Siyana',
    partnershipsTitle: 'Partnerships | Siyana',
    successTitle: 'Customer Success | Siyana',
    all: 'All',
    energy: 'Energy',
    compliance: 'Compliance',
    browseAll: 'Browse All Courses',
    requestDemo: 'Request a Demo',
    free: 'Free',
    levels: ['Beginner', 'Intermediate', 'Advanced'],
    pathFigures: [
      ['2 courses', '7 hours'],
      ['3 courses', '13 hours'],
      ['3 courses', '15 hours'],
    ],
    showingAll: 'Showing 6 of 6 courses',
    showingOne: 'Showing 1 of 6 courses',
    requirements: 'Requirements',
    benefits: 'Benefits',
    phases: ['Onboarding', 'Implementation', 'Optimization', 'Growth'],
  },
  ar: {
    hubTitle: 'مركز الموارد | Siyana',
    learningTitle: 'مركز التعلم | Siyana',
    coursesTitle: 'الدورات المجانية | Siyana',
    storiesTitle: 'قصص العملاء | Siyana',
    partnershipsTitle: 'الشراكات | Siyana',
    successTitle: 'نجاح العملاء | Siyana',
    all: 'الكل',
    energy: 'الطاقة',
    compliance: 'الامتثال',
    browseAll: 'تصفح جميع الدورات',
    requestDemo: 'اطلب عرضاً توضيحياً',
    free: 'مجاناً',
    levels: ['مبتدئ', 'متوسط', 'متقدم'],
    pathFigures: [
      ['دورتان', '7 ساعات'],
      ['3 دورات', '13 ساعة'],
      ['3 دورات', '15 ساعة'],
    ],
    showingAll: 'عرض 6 من أصل 6 دورات',
    showingOne: 'عرض 1 من أصل 6 دورات',
    requirements: 'المتطلبات',
    benefits: 'المزايا',
    phases: ['التهيئة', 'التنفيذ', 'التحسين', 'النمو'],
  },
} as const;

/** One <h1>, a localized description, the language and direction of the locale. */
async function expectPageBasics(page: Page, locale: Locale, title: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.locator('h1')).toHaveCount(1);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(40);
  if (locale === 'ar') expect(description).toMatch(/[\u0600-\u06FF]/);
}

/** No link that goes nowhere: every href is set, none is "#", and every in-page anchor has its target. */
/** Figures written with Arabic words ("11 ألف+", "3-6 ساعات") must not be forced left to right (issue 24). */
async function expectFiguresReadInPageDirection(page: Page) {
  const reversed = await page
    .locator('main section')
    .first()
    .locator('dd, dd *')
    .evaluateAll((nodes) => nodes.filter((node) => /[\u0600-\u06FF]/.test(node.textContent ?? '') && getComputedStyle(node).direction === 'ltr').map((node) => node.textContent));
  expect(reversed).toEqual([]);
}

async function expectRealLinks(page: Page) {
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  for (const href of hrefs) {
    expect(href, 'link without a target').not.toBe('');
    expect(href, 'link to #').not.toBe('#');
    if (href.startsWith('#')) await expect(page.locator(href), `anchor ${href}`).toHaveCount(1);
  }
  await expect(page.locator('main button:not([type="submit"])')).toHaveCount(0);
}

/** The hue (0-360) of an element's background, whatever colour syntax the stylesheet used. */
async function backgroundHue(locator: Locator): Promise<number> {
  const [r, g, b] = await locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  const max = Math.max(r!, g!, b!);
  const min = Math.min(r!, g!, b!);
  expect(max - min, 'a tinted, not grey, background').toBeGreaterThan(20);
  const hue = max === r ? ((g! - b!) / (max - min)) * 60 : max === g ? (2 + (b! - r!) / (max - min)) * 60 : (4 + (r! - g!) / (max - min)) * 60;
  return (hue + 360) % 360;
}

/**
 * The page on a phone (the `phone` layout, once the test has checked it at desktop width): laid out again
 * at 360 and 390 px, no page scrolls sideways; then back to the desktop for the rest of the test.
 */
async function expectFitsPhones(page: Page, name: string) {
  await test.step('on a phone: no sideways scroll at 360-390 px', () =>
    onPhone(page, async () => {
      for (const width of [360, 390]) {
        await phoneWidth(page, width, 800);
        // Measured once the page has laid itself out at the new width (a resize takes a frame or two to settle).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${name} at ${width}px`, timeout: 2000 })
          .toBeLessThanOrEqual(0);
      }
    }),
  );
}

const visibleCourses = (page: Page) => page.locator('#catalogue li:not([hidden]) [data-course]');

for (const locale of locales) {
  const w = words[locale];
  const p = prefix(locale);

  test.describe(`resource pages (${locale})`, () => {
    test('Resource Hub: featured, guides, tools, stats and demo call to action', async ({ page }) => {
      await page.goto(`${p}/resources/hub`);
      await expectPageBasics(page, locale, w.hubTitle);
      await expect(page.locator('[data-featured]')).toHaveCount(3);
      await expect(page.locator('#guides ol > li')).toHaveCount(5);
      await expect(page.locator('#guides ol > li').first().getByRole('link').first()).toHaveAttribute('href', `${p}/resources/guides/hvac-summer-readiness`);
      const tools = page.locator('#tools a');
      await expect(tools).toHaveCount(4);
      expect(await tools.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        ['roi-calculator', 'maintenance-calculator', 'qr-generator', 'checklist-generator'].map((tool) => `${p}/resources/${tool}`),
      );
      const stats = page.locator('#numbers');
      // Counted from the guides, courses and tools the site lists (facts.ts), not the spec's 500+.
      for (const figure of ['16', '1']) expect(await readText(stats)).toContain(figure);
      await expect(stats).not.toContainText('500+');
      await expect(stats.locator('dd')).toHaveCount(4);
      // The page's own demo call to action; the phone's action bar (which has one too) is counted apart.
      await expect(page.locator(`main a[href="${p}/request-demo"]:not([data-phone-bar] a)`)).toHaveCount(1);
      await expect(page.locator('main a[href*="energy-calculator"]')).toHaveCount(0);
      await expectRealLinks(page);

      await expectNoAxeViolations(page);
      await expectFitsPhones(page, 'hub');
      // "Read the guide" opens the featured guide's page.
      await page.locator('[data-featured="guide"] a').click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/guides/preventive-maintenance-playbook$`));
    });

    test('Learning Center: four featured courses, three paths, Browse All Courses', async ({ page }) => {
      await page.goto(`${p}/resources/learning`);
      await expectPageBasics(page, locale, w.learningTitle);
      // One course count (the catalogue's six) and one learner count (what the six enrolled) on both pages.
      for (const figure of ['6', '149']) await expect(page.locator('main section').first()).toContainText(figure);
      await expectFiguresReadInPageDirection(page);
      await expect(page.locator('#featured [data-course]')).toHaveCount(4);
      const paths = page.locator('#paths [data-path]');
      await expect(paths).toHaveCount(3);
      for (const [index, [courses, hours]] of w.pathFigures.entries()) {
        await expect(paths.nth(index)).toContainText(courses!);
        await expect(paths.nth(index)).toContainText(hours!);
      }
      const cta = page.getByRole('region', { name: locale === 'en' ? 'Ready to start learning?' : 'هل أنت مستعد لبدء التعلم؟' });
      await expect(cta.getByRole('link', { name: w.browseAll })).toHaveAttribute('href', `${p}/resources/courses`);
      await expect(cta.getByRole('link', { name: w.requestDemo })).toHaveAttribute('href', `${p}/request-demo`);
      await expectRealLinks(page);
      await expectNoAxeViolations(page);
      await expectFitsPhones(page, 'learning');

      // A featured course opens its own page; a path lists its courses and starts with the first one's page.
      await page.locator('#featured [data-course="energy-hot-climates"] a').click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/courses/energy-hot-climates$`));
      await expect(page.locator('h1')).toHaveText(locale === 'en' ? 'Energy Management for Hot Climates' : 'إدارة الطاقة في المناخ الحار');
      await page.goto(`${p}/resources/learning#path-professional`);
      const professional = page.locator('#path-professional');
      await expect(professional).toBeInViewport();
      expect(await professional.locator('ol a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        ['preventive-maintenance', 'asset-lifecycle', 'energy-hot-climates'].map((id) => `${p}/resources/courses/${id}`),
      );
      await professional.getByRole('link', { name: locale === 'en' ? /^Start with/ : /^ابدأ بدورة/ }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/courses/preventive-maintenance$`));
    });

    // One page, its three former tests as steps: the cards, the category row, a shared filtered link.
    test('Free Courses: six cards with their figures, level colours and three paths; the category row filters them and keeps the choice in the URL; a shared filtered link opens filtered', async ({ page }) => {
      await page.goto(`${p}/resources/courses`);
      await test.step('six cards with their figures, level colours and three paths', async () => {
        await expectPageBasics(page, locale, w.coursesTitle);
        const hero = await readText(page.locator('main section').first());
        for (const figure of ['6', '149', locale === 'en' ? '3-6 h' : '3-6 ساعات']) expect(hero).toContain(figure);
        await expectFiguresReadInPageDirection(page);
        const cards = visibleCourses(page);
        await expect(cards).toHaveCount(6);
        for (const card of await cards.all()) {
          await expect(card).toContainText(w.free);
          const text = (await card.textContent()) ?? '';
          const hours = Number(text.match(/(\d) (?:hours|ساعات)/)?.[1]);
          expect(hours).toBeGreaterThanOrEqual(3);
          expect(hours).toBeLessThanOrEqual(6);
          // No seeded rating or learner count: no learner has rated a course, and staff set no count to show.
          expect(text).not.toMatch(/4\.\d|students|متدرب/);
          expect(text).toMatch(/lessons|درس/);
        }

        // Beginner green, Intermediate yellow, Advanced red.
        for (const [index, level] of (['beginner', 'intermediate', 'advanced'] as const).entries()) {
          const badge = page.locator(`#catalogue [data-level="${level}"]`).first();
          await expect(badge).toHaveText(w.levels[index]!);
          const hue = await backgroundHue(badge);
          const [from, to] = ({ beginner: [90, 170], intermediate: [40, 70], advanced: [-15, 15] } as const)[level];
          expect(((hue + 180) % 360) - 180, `${level} hue`).toBeGreaterThanOrEqual(from);
          expect(((hue + 180) % 360) - 180, `${level} hue`).toBeLessThanOrEqual(to);
        }
        await expect(page.locator('#paths [data-path]')).toHaveCount(3);
        await expectRealLinks(page);
        await expectNoAxeViolations(page);
      });
      await expectFitsPhones(page, 'courses');

      await test.step('the category row filters the cards and keeps the choice in the URL', async () => {
        const row = page.getByRole('navigation', { name: locale === 'en' ? 'Course categories' : 'تصنيفات الدورات' });
        await expect(row.getByRole('link')).toHaveCount(7);
        await expect(row.getByRole('link', { name: w.all })).toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('status')).toHaveText(w.showingAll);

        await row.getByRole('link', { name: w.energy }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/resources/courses\\?category=energy$`));
        await expect(visibleCourses(page)).toHaveCount(1);
        await expect(visibleCourses(page)).toHaveAttribute('data-category', 'energy');
        await expect(row.getByRole('link', { name: w.energy })).toHaveAttribute('aria-current', 'true');
        await expect(row.getByRole('link', { name: w.all })).not.toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('status')).toHaveText(w.showingOne);
        await expectNoAxeViolations(page);

        await row.getByRole('link', { name: w.all }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/resources/courses$`));
        await expect(visibleCourses(page)).toHaveCount(6);
      });

      await test.step('a shared filtered link opens filtered', async () => {
        await page.goto(`${p}/resources/courses?category=compliance`);
        await expect(visibleCourses(page)).toHaveCount(1);
        await expect(visibleCourses(page)).toHaveAttribute('data-category', 'compliance');
        const row = page.getByRole('navigation', { name: locale === 'en' ? 'Course categories' : 'تصنيفات الدورات' });
        await expect(row.getByRole('link', { name: w.compliance })).toHaveAttribute('aria-current', 'true');

        // An unknown category falls back to All.
        await page.goto(`${p}/resources/courses?category=nonsense`);
        await expect(visibleCourses(page)).toHaveCount(6);
      });
    });

    test('Customer stories: six anonymised stories with results and sector links', async ({ page }) => {
      await page.goto(`${p}/resources/stories`);
      await expectPageBasics(page, locale, w.storiesTitle);
      const stories = page.locator('[data-story]');
      await expect(stories).toHaveCount(6);
      for (const story of await stories.all()) {
        await expect(story.locator('dd')).toHaveCount(3);
        await expect(story.locator('blockquote')).toHaveCount(1);
        await expect(story.locator(`a[href^="${p}/sector/"]`)).toHaveCount(1);
      }
      await expect(page.locator(`main a[href="${p}/detailed-demo-request"]`)).toHaveCount(1);
      await expectRealLinks(page);
      await expectNoAxeViolations(page);
      await expectFitsPhones(page, 'stories');
    });

    test('Partnerships: three types, Bronze/Silver/Gold with requirements and benefits, enquiry links', async ({ page }) => {
      await page.goto(`${p}/resources/partnerships`);
      await expectPageBasics(page, locale, w.partnershipsTitle);
      await expect(page.locator('[data-partnership]')).toHaveCount(3);
      const levels = page.locator('[data-level-tier]');
      await expect(levels).toHaveCount(3);
      expect(await levels.evaluateAll((items) => items.map((item) => item.getAttribute('data-level-tier')))).toEqual(['bronze', 'silver', 'gold']);
      for (const level of await levels.all()) {
        await expect(level.getByRole('heading', { name: w.requirements })).toBeVisible();
        await expect(level.getByRole('heading', { name: w.benefits })).toBeVisible();
        // Each level's Apply opens the partner application with the level chosen (decisions.md), not the demo form.
        await expect(level.getByRole('link')).toHaveAttribute('href', `${p}/partners/apply?level=${await level.getAttribute('data-level-tier')}`);
      }
      await expectRealLinks(page);
      await expectNoAxeViolations(page);
      await expectFitsPhones(page, 'partnerships');
    });

    test('Customer success: four phases in order, links that lead somewhere', async ({ page }) => {
      await page.goto(`${p}/resources/customer-success`);
      await expectPageBasics(page, locale, w.successTitle);
      const phases = page.locator('[data-phase]');
      await expect(phases).toHaveCount(4);
      for (const [index, name] of w.phases.entries()) await expect(phases.nth(index).getByRole('heading', { level: 3 })).toHaveText(name);
      for (const figure of ['9:00-18:00', '1', '24/7']) await expect(page.locator('main section').first()).toContainText(figure);
      await expect(page.locator(`main a[href="${p}/resources/support"]`).first()).toBeVisible();
      await expectRealLinks(page);
      await expectNoAxeViolations(page);
      await expectFitsPhones(page, 'customer-success');
    });
  });
}

test.describe('course filter without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every course and the chips are plain links to the filtered views', async ({ page }) => {
    await page.goto('/resources/courses');
    await expect(page.locator('#catalogue [data-course]')).toHaveCount(6);
    await expect(page.locator('#catalogue li[hidden]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Energy', exact: true })).toHaveAttribute('href', '/resources/courses?category=energy');
  });
});

test('the course cards the server sent are kept when the scripts start: hydrated in place, not built again', async ({ browser, baseURL }) => {
  const { page, context, release } = await heldPage(browser, baseURL!);
  await page.goto('/resources/courses', { waitUntil: 'domcontentloaded' });
  const painted = await page.locator('#catalogue [data-course]').first().elementHandle();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-ready');
  expect(await painted!.evaluate((card) => card.isConnected)).toBe(true);
  await context.close();
});

// Which resource pages ship JavaScript of their own (the HTML only): tests/http/resource-scripts.test.ts.
