import { courses, learningPathsOf } from '../../src/content/courses';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';

type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

for (const locale of locales) {
  const p = prefix(locale);

  test.describe(`course pages (${locale})`, () => {
    for (const course of courses) {
      test(`${course.id}: title, facts, syllabus, paths, related courses and the enrolment section`, async ({ page }) => {
        const response = await page.goto(`${p}/resources/courses/${course.id}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(`${course.title[locale]} | Siyana`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).toHaveText(course.title[locale]);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description).toBe(course.description[locale]);

        // Every module and lesson of the syllabus, in order; the first module is open.
        const modules = page.locator('#syllabus [data-module]');
        await expect(modules).toHaveCount(course.modules);
        await expect(page.locator('#syllabus [data-lesson]')).toHaveCount(course.lessonCount);
        for (const [index, unit] of course.syllabus.entries()) await expect(modules.nth(index).locator('summary')).toContainText(unit.title[locale]);
        await expect(modules.first().locator('[data-lesson]').first()).toBeVisible();
        await expect(modules.first().locator('[data-lesson]').first()).toContainText(course.syllabus[0]!.lessons[0]!.title[locale]);

        // Its learning paths, each linking to the path on the Learning Center.
        const paths = learningPathsOf(course.id);
        await expect(page.locator('#course-paths [data-path]')).toHaveCount(paths.length);
        for (const path of paths) {
          await expect(page.locator(`#course-paths [data-path="${path.id}"] a[href="${p}/resources/learning#path-${path.id}"]`)).toHaveCount(1);
        }
        await expect(page.locator('#related [data-course]')).toHaveCount(3);
        await expect(page.locator(`#related [data-course="${course.id}"]`)).toHaveCount(0);
        await expect(page.locator('#enrol form')).toBeVisible();

        // No dead links: every in-page anchor has its target, every other link a real address.
        for (const href of await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
          expect(href).not.toBe('');
          expect(href).not.toBe('#');
          if (href.startsWith('#')) await expect(page.locator(href), href).toHaveCount(1);
        }
      });
    }

    test('a closed module opens to show its lessons; the page has no accessibility violation', async ({ page }) => {
      await page.goto(`${p}/resources/courses/ai-predictive`);
      const second = page.locator('#syllabus [data-module]').nth(1);
      await expect(second.locator('[data-lesson]').first()).toBeHidden();
      await second.locator('summary').click();
      await expect(second.locator('[data-lesson]')).toHaveCount(3);
      for (const lesson of await second.locator('[data-lesson]').all()) await expect(lesson).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('every course card of the catalogue leads to its course page', async ({ page }) => {
      await page.goto(`${p}/resources/courses`);
      const cards = page.locator('#catalogue [data-course]');
      await expect(cards).toHaveCount(courses.length);
      for (const card of await cards.all()) {
        const id = await card.getAttribute('data-course');
        await expect(card.getByRole('link')).toHaveAttribute('href', `${p}/resources/courses/${id}`);
      }
      await page.locator('#catalogue [data-course="safety-compliance"] a').click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/courses/safety-compliance$`));
      await expect(page.locator('h1')).toHaveText(courses.find((course) => course.id === 'safety-compliance')!.title[locale]);
    });

    test('a course page leads to its learning path and to the catalogue', async ({ page }) => {
      await page.goto(`${p}/resources/courses/fm-fundamentals`);
      await page.locator(`#course-paths a[href="${p}/resources/learning#path-beginner"]`).click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/learning#path-beginner$`));
      await expect(page.locator('#path-beginner')).toBeInViewport();
      await page.goto(`${p}/resources/courses/fm-fundamentals`);
      await page.getByRole('link', { name: locale === 'en' ? 'All free courses' : 'جميع الدورات المجانية' }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/resources/courses$`));
    });
  });

  test.describe(`course pages on a phone (${locale})`, () => {
    test.use(phone);

    test('no course page scrolls sideways at 360 px', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      for (const course of courses) {
        await page.goto(`${p}/resources/courses/${course.id}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, course.id).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('an unknown course answers 404', async ({ request }) => {
  for (const path of ['/resources/courses/nope', '/ar/resources/courses/nope']) expect((await request.get(path)).status(), path).toBe(404);
});
