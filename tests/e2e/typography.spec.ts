import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface HeadingMetrics {
  tag: string;
  text: string;
  ratio: number;
  tracking: number;
}

/** Line height over font size and letter spacing of every h1-h3 of the page. */
async function headingMetrics(page: Page): Promise<HeadingMetrics[]> {
  return page.locator('h1, h2, h3').evaluateAll((headings) =>
    headings.map((heading) => {
      const style = getComputedStyle(heading);
      return {
        tag: heading.tagName,
        text: (heading.textContent ?? '').trim().slice(0, 40),
        ratio: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
        tracking: style.letterSpacing === 'normal' ? 0 : parseFloat(style.letterSpacing),
      };
    }),
  );
}

test.describe('Arabic headings', () => {
  test('every h1-h3 has room between lines and no negative tracking, on each kind of Arabic page', async ({ page }) => {
    for (const path of ['/ar', '/ar/sector/commercial', '/ar/feature/ppc', '/ar/resources/blog', '/ar/resources/learning', '/ar/no-such-page', '/admin/login']) {
      await page.goto(path);
      const metrics = await headingMetrics(page);
      expect(metrics.length, path).toBeGreaterThan(0);
      for (const heading of metrics) {
        expect.soft(heading.ratio, `${path}: ${heading.tag} "${heading.text}" line height`).toBeGreaterThanOrEqual(1.35);
        expect.soft(heading.tracking, `${path}: ${heading.tag} "${heading.text}" letter spacing`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test('on /ar/sector/commercial, the lines of a wrapped heading do not touch', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/sector/commercial');
    const h1 = page.getByRole('heading', { level: 1 });
    const { lineHeight, fontSize } = await h1.evaluate((element) => {
      const style = getComputedStyle(element);
      return { lineHeight: parseFloat(style.lineHeight), fontSize: parseFloat(style.fontSize) };
    });
    expect(lineHeight).toBeGreaterThanOrEqual(fontSize * 1.35);
  });
});

test('English headings keep the English type scale', async ({ page }) => {
  await page.goto('/sector/commercial');
  const [h1] = await headingMetrics(page);
  // text-4xl / sm:text-5xl with tracking-tight: tight lines and a slightly negative tracking.
  expect(h1!.ratio).toBeLessThan(1.35);
  expect(h1!.tracking).toBeLessThan(0);
});
