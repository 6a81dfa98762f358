import { standards } from '../../src/content/facts';
import { coreSystems, plannedCareVsMaintenance } from '../../src/content/core-systems';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';

const sectors = ['commercial', 'residential', 'office', 'industrial', 'medical', 'tourism'];
const features = ['work-order', 'preventive', 'asset', 'analytics', 'mobile', 'ai', 'team', 'scheduling', 'energy', 'compliance'];
const mockupOf: Record<string, string> = {
  'work-order': 'list', preventive: 'calendar', asset: 'donut', analytics: 'bar', mobile: 'list',
  ai: 'line', team: 'column', scheduling: 'progress', energy: 'wave', compliance: 'gauge',
};

for (const { locale, prefix, dir } of [
  { locale: 'en', prefix: '', dir: 'ltr' },
  { locale: 'ar', prefix: '/ar', dir: 'rtl' },
] as const) {
  test.describe(`landing page (${locale})`, () => {
    // One visit per language for what the page shows; the explorer, which is clicked, has its own.
    test('the page: sections in the spec order, hero, industries, core systems, closing call to action, search-engine tags, no accessibility violations', async ({ page, baseURL }) => {
      await page.goto(prefix || '/');
      await test.step('sections in the spec order, one h1, hero figures and links', async () => {
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('h1')).toHaveCount(1);
        const order = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
        expect(order).toEqual(['hero-title', 'industries', 'platform', 'solutions', 'closing-cta-title']);
        const hero = page.locator('main > section').first();
        // The dashboard shows sample data and says so; nothing is labelled "Live".
        const units = locale === 'en' ? ['2.3 h', '1.2 MW'] : ['2.3 ساعة', '1.2 ميجاواط'];
        for (const figure of ['24', '91%', '247', '847', '12%', '92%', '98%', ...units]) await expect(hero).toContainText(figure);
        await expect(hero.locator('[data-sample-label]')).toHaveText(locale === 'en' ? 'Sample data' : 'بيانات نموذجية');
        await expect(hero).not.toContainText(locale === 'en' ? 'Live' : 'مباشر');
        await expect(hero.getByRole('link').nth(0)).toHaveAttribute('href', `${prefix}/request-demo`);
        await expect(hero.getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/ai-features`);
        // The strip: the standards and regulations the platform is built around, plain text, no partner, no logo.
        const strip = hero.locator('[data-standards]');
        await expect(strip.locator('li')).toHaveCount(8);
        for (const [index, standard] of standards.entries()) {
          await expect(strip.locator('li').nth(index)).toContainText(standard.mark[locale]);
          await expect(strip.locator('li').nth(index)).toContainText(standard.does[locale]);
        }
        await expect(strip.locator('svg')).toHaveCount(0);
      });
      await test.step('six industry cards link to their sector pages', async () => {
        const links = page.locator('#industries li a');
        await expect(links).toHaveCount(6);
        for (const [index, id] of sectors.entries()) await expect(links.nth(index)).toHaveAttribute('href', `${prefix}/sector/${id}`);
      });
      await test.step('core systems and the closing call to action', async () => {
        const cards = page.locator('#solutions li');
        await expect(cards).toHaveCount(6);
        for (const card of await cards.all()) await expect(card.getByRole('img')).toHaveCount(2);
        await expect(cards.nth(2)).toContainText(coreSystems[2]!.name[locale]);
        await expect(page.locator('#solutions')).toContainText(plannedCareVsMaintenance[locale]);
        const cta = page.locator('main > section').last();
        await expect(cta.getByRole('link').nth(0)).toHaveAttribute('href', `${prefix}/detailed-demo-request`);
        await expect(cta.getByRole('link').nth(1)).toHaveAttribute('href', `${prefix}/ai-features?tab=recommendations`);
      });
      await test.step('search-engine tags and structured data', async () => {
        const origin = 'http://localhost:3000';
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', locale === 'en' ? /^http:\/\/localhost:3000\/?$/ : `${origin}/ar`);
        await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${origin}/ar`);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${prefix}/opengraph-image`));
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
        expect(jsonLd['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'SoftwareApplication']);
        const image = await page.request.get(`${baseURL}${prefix}/opengraph-image`);
        expect(image.headers()['content-type']).toBe('image/png');
      });
      await test.step('no accessibility violations', async () => {
        await expectNoAxeViolations(page);
      });
    });

    test('feature explorer: ten tiles, preventive first, click and keyboard selection, every mockup type', async ({ page }) => {
      await page.goto(prefix || '/');
      const tabs = page.locator('#platform [role="tab"]');
      await expect(tabs).toHaveCount(10);
      expect(await tabs.evaluateAll((nodes) => nodes.map((n) => n.id.replace('feature-tab-', '')))).toEqual(features);
      await expect(page.locator('#feature-tab-preventive')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#feature-panel-preventive')).toBeVisible();
      await expect(page.locator('#feature-panel-preventive figure')).toHaveAttribute('data-mockup-type', 'calendar');

      for (const id of features) {
        await page.locator(`#feature-tab-${id}`).click();
        await expect(page.locator(`#feature-tab-${id}`)).toHaveAttribute('aria-selected', 'true');
        const panel = page.locator(`#feature-panel-${id}`);
        await expect(panel).toBeVisible();
        await expect(panel.locator('figure')).toHaveAttribute('data-mockup-type', mockupOf[id]!);
        await expect(panel.getByRole('link')).toHaveAttribute('href', `${prefix}/feature/${id}`);
        await expect(page.locator('#platform [role="tabpanel"]')).toHaveCount(1);
      }

      // Keyboard: arrows move focus along the reading direction, Enter or Space selects.
      await page.locator('#feature-tab-compliance').focus();
      await page.keyboard.press('Home');
      await expect(page.locator('#feature-tab-work-order')).toBeFocused();
      await page.keyboard.press(dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight');
      await expect(page.locator('#feature-tab-preventive')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#feature-tab-preventive')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await page.keyboard.press(' ');
      await expect(page.locator('#feature-tab-compliance')).toHaveAttribute('aria-selected', 'true');
    });
  });
}

test.describe('landing page on a phone', () => {
  test.use(phone);
  test('fits the screen and the explorer tiles scroll sideways', async ({ page }) => {
    await page.goto('/ar');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.locator('#feature-tab-energy').tap();
    await expect(page.locator('#feature-panel-energy figure')).toHaveAttribute('data-mockup-type', 'wave');
    await expectNoAxeViolations(page);
  });
});
