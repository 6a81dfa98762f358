import { roiCase } from '@/content/seed-posts/roi-case';
import { expect, test } from './fixtures';
import { reversedFigures } from './support/figures';

test.describe('Arabic figures in reading order', () => {
  test('a figure isolated as a unit reads in order; the same figure left bare would not (the check works)', async ({ page }) => {
    await page.goto('/ar/pricing');
    const reversedWhenBare = await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.dir = 'rtl';
      probe.textContent = 'خفض 30-40% خلال 2-24 ساعة';
      document.querySelector('main')!.append(probe);
      return true;
    });
    expect(reversedWhenBare).toBe(true);
    expect(await reversedFigures(page)).toEqual(['30-40% in "…خفض 30-40% خلال 2-24 ساعة…"', '2-24 in "…خفض 30-40% خلال 2-24 ساعة…"']);
  });

  // Every public Arabic page is measured by the Arabic crawl of language-scan.spec.ts; the article
  // (a database record) here.
  test('the CFO article’s ranges, percentages and formulas read left to right', async ({ page }) => {
    const path = `/ar/resources/blog/${encodeURIComponent(roiCase.ar.slug)}`;
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await reversedFigures(page)).toEqual([]);
  });
});
