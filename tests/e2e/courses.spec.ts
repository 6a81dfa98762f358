import { courses } from '../../src/content/courses';
import { expect, expectNoAxeViolations, onPhone, phoneWidth, test } from './fixtures';

type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

for (const locale of locales) {
  const p = prefix(locale);

  test.describe(`course pages (${locale})`, () => {
    // Every course's record and links are checked in the rendered HTML by tests/http/course-pages.test.ts.
    test('a closed module opens to show its lessons; the page has no accessibility violation; it leads to its learning path and to the catalogue; on a phone no course page scrolls sideways', async ({ page }) => {
      await test.step('a closed module opens to show its lessons; the page has no accessibility violation', async () => {
        await page.goto(`${p}/resources/courses/ai-predictive`);
        const second = page.locator('#syllabus [data-module]').nth(1);
        await expect(second.locator('[data-lesson]').first()).toBeHidden();
        await second.locator('summary').click();
        await expect(second.locator('[data-lesson]')).toHaveCount(3);
        for (const lesson of await second.locator('[data-lesson]').all()) await expect(lesson).toBeVisible();
        await expectNoAxeViolations(page);
      });

      await test.step('a course page leads to its learning path and to the catalogue', async () => {
        await page.goto(`${p}/resources/courses/fm-fundamentals`);
        await page.locator(`#course-paths a[href="${p}/resources/learning#path-beginner"]`).click();
        await expect(page).toHaveURL(new RegExp(`${p}/resources/learning#path-beginner$`));
        await expect(page.locator('#path-beginner')).toBeInViewport();
        await page.goto(`${p}/resources/courses/fm-fundamentals`);
        await page.getByRole('link', { name: locale === 'en' ? 'All free courses' : 'جميع الدورات المجانية' }).click();
        await expect(page).toHaveURL(new RegExp(`${p}/resources/courses$`));
      });

      await test.step('on a phone: no course page scrolls sideways at 360 px', async () => {
        await onPhone(page, async () => {
          await phoneWidth(page, 360, 800);
          for (const course of courses) {
            await page.goto(`${p}/resources/courses/${course.id}`);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            expect(overflow, course.id).toBeLessThanOrEqual(0);
          }
        });
      });
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
  });
}
