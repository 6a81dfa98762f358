import type { Page } from '@playwright/test';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { aiChatSamples, aiRecommendations, aiSectors } from '../../src/content/ai';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';

const locales = [
  { locale: 'en', path: '/ai-features', home: '/', t: en.Ai, title: 'AI Features | Siyana' },
  { locale: 'ar', path: '/ar/ai-features', home: '/ar', t: ar.Ai, title: 'مزايا الذكاء الاصطناعي | Siyana' },
] as const;

const caps = { energySavings: 95, costReduction: 85, efficiencyGain: 90, predictionAccuracy: 98 } as const;
const maxSteps = { energySavings: 2, costReduction: 1.5, efficiencyGain: 1.8, predictionAccuracy: 1.2 } as const;
const metricIds = Object.keys(caps) as (keyof typeof caps)[];

/**
 * Opens the page with Playwright's clock paused, so that no timer fires until the test moves time on,
 * and waits until React has hydrated the page's islands (the page then owns scroll restoration).
 */
async function openPaused(page: Page, url: string) {
  await page.clock.install({ time: new Date('2026-03-01T08:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-01T08:00:01Z'));
  await page.goto(url);
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
}

async function metricValue(page: Page, label: string): Promise<number> {
  const text = await page.getByRole('group', { name: label, exact: true }).innerText();
  return Number(/(\d+\.\d)%/.exec(text)?.[1]);
}

async function metricValues(page: Page, labels: Record<string, string>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const id of metricIds) out[id] = await metricValue(page, labels[id]!);
  return out;
}

/**
 * Behaviour that does not depend on the language (timers, shuffling, dismissal, deep links) is tested
 * in one language each, alternating; texts, right-to-left layout, keyboard, the carousel and axe in both.
 */
const oneLanguage = (locale: 'en' | 'ar', runsIn: 'en' | 'ar') => locale === runsIn;

for (const { locale, path, home, t, title } of locales) {
  test.describe(`AI features page (${locale})`, () => {
    test('is one static page with one h1, its own title, the results and the calls to action', async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toContainText(t.hero.titleHighlight);
      const results = page.locator('#results');
      for (const figure of ['25%', '45%', '20%', '40%']) await expect(results).toContainText(figure);
      await expect(results).not.toContainText('98.3');
      const cta = page.getByRole('region', { name: t.cta.title });
      await expect(cta.getByRole('link', { name: t.cta.primary })).toHaveAttribute('href', locale === 'en' ? '/request-demo' : '/ar/request-demo');
      await expect(cta.getByRole('link', { name: t.cta.secondary })).toHaveAttribute('href', home);
    });

    if (oneLanguage(locale, 'en'))
    test('opens at the top even when reloaded further down', async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      await page.locator('#results').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.reload();
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    if (oneLanguage(locale, 'en'))
    test('live simulation: start resets to zero, rises each second within its caps, stop keeps the values', async ({ page }) => {
      await openPaused(page, path);
      const labels = t.live.metrics;
      const start = page.getByRole('button', { name: t.live.start });
      const stop = page.getByRole('button', { name: t.live.stop });

      const zero = { energySavings: 0, costReduction: 0, efficiencyGain: 0, predictionAccuracy: 0 };
      await start.click();
      await expect(stop).toBeVisible();
      await expect.poll(() => metricValues(page, labels)).toEqual(zero);

      // One tick: each rises by at most its step (2, 1.5, 1.8, 1.2).
      await page.clock.runFor(1000);
      await expect.poll(async () => Object.values(await metricValues(page, labels)).some((v) => v > 0)).toBe(true);
      const afterOne = await metricValues(page, labels);
      for (const id of metricIds) expect(afterOne[id], id).toBeLessThanOrEqual(maxSteps[id] + 0.05);

      await page.clock.runFor(4000);
      await expect.poll(async () => (await metricValues(page, labels)).energySavings).not.toBe(afterOne.energySavings);
      const afterFive = await metricValues(page, labels);
      for (const id of metricIds) {
        expect(afterFive[id], id).toBeGreaterThan(0);
        expect(afterFive[id], id).toBeGreaterThanOrEqual(afterOne[id]!);
        expect(afterFive[id], id).toBeLessThanOrEqual(5 * maxSteps[id] + 0.05);
      }

      // Stop keeps the values however long we wait.
      await stop.click();
      await expect(start).toBeVisible();
      await page.clock.runFor(10_000);
      expect(await metricValues(page, labels)).toEqual(afterFive);

      // Start again from zero and run long enough for every metric to reach its cap, and no further.
      await start.click();
      await expect.poll(() => metricValues(page, labels)).toEqual(zero);
      await page.clock.runFor(300_000);
      await expect.poll(() => metricValues(page, labels)).toEqual(caps);
      await page.clock.runFor(5000);
      expect(await metricValues(page, labels)).toEqual(caps);
    });

    if (oneLanguage(locale, 'ar'))
    test('assistant chat: starts once on screen; question after 1 s, answer 2.5 s later, next sample 4 s later, restart after the tenth', async ({ page }) => {
      await openPaused(page, path);
      const log = page.getByRole('log', { name: t.assistant.conversation });
      const first = aiChatSamples[0]!;
      const second = aiChatSamples[1]!;
      const last = aiChatSamples[9]!;
      await expect(page.getByRole('tab', { name: t.tools.tabs.automation })).toHaveAttribute('aria-selected', 'true');
      // Below the first screen (the page opens at its top), the conversation waits for the visitor.
      await expect(log).not.toBeInViewport();
      await page.clock.runFor(10_000);
      await expect(log).not.toContainText(first.question[locale]);

      // On screen it starts: 1 s later the first question (the moment found a millisecond at a time,
      // since the start follows the scroll by however long the page takes to notice it).
      await log.scrollIntoViewIfNeeded();
      await expect(log).toBeInViewport();
      await page.clock.runFor(900);
      await expect(log).not.toContainText(first.question[locale]);
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1);
            return log.textContent();
          },
          { intervals: [0], timeout: 30_000 },
        )
        .toContain(first.question[locale]);
      await expect(log).toContainText(t.assistant.typing);
      await expect(log).not.toContainText(first.answer[locale]);

      await page.clock.runFor(2499);
      await expect(log).not.toContainText(first.answer[locale]);
      await page.clock.runFor(1);
      await expect(log).toContainText(first.answer[locale]);
      await expect(log).not.toContainText(t.assistant.typing);

      await page.clock.runFor(4000);
      await expect(log).not.toContainText(second.question[locale]);
      await page.clock.runFor(1000);
      await expect(log).toContainText(second.question[locale]);
      await expect(log).toContainText(first.answer[locale]);

      // The tenth sample starts at 67.5 s and its answer shows from 71 s to 75 s; then the chat clears and starts again.
      await page.clock.runFor(70_999 - 8_500);
      await expect(log).not.toContainText(last.answer[locale]);
      await page.clock.runFor(1);
      await expect(log).toContainText(last.answer[locale]);
      await expect(log.getByText(first.question[locale], { exact: true })).toHaveCount(1);
      await page.clock.runFor(3_999);
      await expect(log).toContainText(last.answer[locale]);
      await page.clock.runFor(1);
      await expect(log).not.toContainText(last.answer[locale]);
      await expect(log).not.toContainText(first.question[locale]);
      await page.clock.runFor(1000);
      await expect(log).toContainText(first.question[locale]);
      await expect(log).not.toContainText(second.question[locale]);

      // The conversation can be paused (it moves on by itself) and resumed.
      await page.getByRole('button', { name: t.assistant.pause }).click();
      await page.clock.runFor(20_000);
      await expect(log).not.toContainText(first.answer[locale]);
      await page.getByRole('button', { name: t.assistant.resume }).click();
      await page.clock.runFor(2500);
      await expect(log).toContainText(first.answer[locale]);
    });

    for (const value of oneLanguage(locale, 'en') ? (['automation', 'roi', 'recommendations'] as const) : []) {
      test(`?tab=${value} opens the ${value} tab`, async ({ page }) => {
        await page.goto(`${path}?tab=${value}`);
        const tab = page.getByRole('tab', { name: t.tools.tabs[value] });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name: t.tools.tabs[value] })).toBeVisible();
        await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
      });
    }

    if (oneLanguage(locale, 'ar'))
    test('?tab= also works after a client-side navigation from another page', async ({ page }) => {
      await page.goto(home);
      await page.waitForFunction(() => typeof (window as { next?: { router?: unknown } }).next?.router === 'object');
      // The App Router's own navigation (what a <Link> does), exposed by Next as window.next.router.
      await page.evaluate((url) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(url), `${path}?tab=recommendations`);
      await expect(page).toHaveURL(new RegExp(`${path}\\?tab=recommendations$`));
      await expect(page.getByRole('tab', { name: t.tools.tabs.recommendations })).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });

    test('an unknown ?tab= falls back to the assistant, and the tabs work by keyboard', async ({ page }) => {
      await page.goto(`${path}?tab=nothing`);
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      const assistant = page.getByRole('tab', { name: t.tools.tabs.automation });
      await expect(assistant).toHaveAttribute('aria-selected', 'true');
      await assistant.focus();
      await page.keyboard.press(locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(page.getByRole('tab', { name: t.tools.tabs.roi })).toBeFocused();
      await expect(page.getByRole('tab', { name: t.tools.tabs.roi })).toHaveAttribute('aria-selected', 'true');
    });

    test('ROI tab: the ROI calculator’s portfolio and answer, net of the price, in Saudi riyals', async ({ page }) => {
      await page.goto(`${path}?tab=roi`);
      const panel = page.getByRole('tabpanel', { name: t.tools.tabs.roi });
      const field = (key: keyof typeof t.roi.fields) => panel.getByLabel(t.roi.fields[key].replace('{users}', '25'));
      // It opens on the ROI calculator's example portfolio, entered: a real answer, not a loss on empty fields.
      await expect(field('labour')).toHaveValue('1,200,000');
      await expect(field('users')).toHaveValue('25');
      await expect(panel.getByTestId('ai-roi-net')).toHaveText(t.roi.amount.replace('{amount}', '329,300'));
      for (const key of ['labour', 'maintenance', 'energy', 'downtime'] as const) await field(key).fill('');
      await expect(panel.getByTestId('ai-roi-payback')).toHaveText('—');

      await field('labour').fill('1200000');
      await field('maintenance').fill('800000');
      await field('energy').fill(locale === 'ar' ? '١٥٠٠٠٠٠' : '1500000');
      await field('downtime').fill('300000');
      const sar = (amount: string) => t.roi.amount.replace('{amount}', amount);
      // The same answer as the ROI calculator and the CFO article: net 329,300, payback 2.1 months.
      await expect(panel.getByTestId('ai-roi-net')).toHaveText(sar('329,300'));
      await expect(panel.getByTestId('ai-roi-gross')).toHaveText(sar('386,000'));
      await expect(panel.getByTestId('ai-roi-platform')).toHaveText(sar('56,700'));
      await expect(panel.getByTestId('ai-roi-payback')).toHaveText(t.roi.months.replace('{value}', '2.1'));
      await expect(panel).not.toContainText(/USD|\$|دولار/);

      await field('labour').fill('-5');
      await expect(panel.getByText(t.roi.numbersOnly)).toBeVisible();
      await field('users').fill('400');
      await expect(panel.getByTestId('ai-roi-payback')).toHaveText(t.roi.noPayback);
    });

    if (oneLanguage(locale, 'en'))
    test('recommendations: six of twenty, each dismissal brings the next unseen one, then "Excellent!"', async ({ page }) => {
      await page.goto(`${path}?tab=recommendations`);
      const panel = page.getByRole('tabpanel', { name: t.tools.tabs.recommendations });
      const list = panel.getByRole('list', { name: t.recommendations.listLabel });
      const counter = panel.getByRole('status');
      const showing = (shown: number, total: number) => t.recommendations.showing.replace('{shown}', String(shown)).replace('{total}', String(total));
      await expect(counter).toHaveText(showing(6, 20));
      await expect(list.getByRole('listitem')).toHaveCount(6);

      const titles = new Set(aiRecommendations.map((r) => r.title[locale]));
      const seen = new Set<string>();
      const remember = async () => {
        for (const heading of await list.getByRole('heading').allInnerTexts()) {
          expect(titles.has(heading), heading).toBe(true);
          seen.add(heading);
        }
      };
      await remember();
      for (let dismissed = 1; dismissed <= 20; dismissed++) {
        const button = list.getByRole('button', { name: t.recommendations.implement }).first();
        await button.click();
        const open = 20 - dismissed;
        await expect(counter).toHaveText(showing(Math.min(6, open), open));
        if (open > 0) {
          await expect(list.getByRole('listitem')).toHaveCount(Math.min(6, open));
          await expect(list.getByRole('button', { name: t.recommendations.implement }).first()).toBeFocused();
          await remember();
        }
      }
      expect(seen.size).toBe(20);
      const done = panel.getByRole('heading', { name: t.recommendations.doneTitle });
      await expect(done).toBeVisible();
      await expect(done).toBeFocused();
      await expect(panel).toContainText(t.recommendations.doneBody);

      await panel.getByRole('button', { name: t.recommendations.again }).click();
      await expect(counter).toHaveText(showing(6, 20));
    });

    if (oneLanguage(locale, 'en'))
    test('a closed tab loads when opened: its heading and a loading line at once, and its heading over a plain message when its code cannot arrive', async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      // From now on, scripts wait for the test (recommendations) or fail (the ROI calculator, opened later).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let failing = false;
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        if (failing) return route.abort('internetdisconnected');
        await held;
        return route.continue();
      });

      await page.getByRole('tab', { name: t.tools.tabs.recommendations }).click();
      const recommendations = page.getByRole('tabpanel', { name: t.tools.tabs.recommendations });
      await expect(recommendations.getByRole('heading', { name: t.recommendations.title })).toBeVisible();
      await expect(recommendations.getByRole('status')).toHaveText(t.panel.loading);
      release();
      await expect(recommendations.getByRole('list', { name: t.recommendations.listLabel }).getByRole('listitem')).toHaveCount(6);

      failing = true;
      await page.getByRole('tab', { name: t.tools.tabs.roi }).click();
      const roi = page.getByRole('tabpanel', { name: t.tools.tabs.roi });
      await expect(roi.getByRole('alert')).toHaveText(t.panel.loadFailed);
      await expect(roi.getByRole('heading', { name: t.roi.title })).toBeVisible();
      // The rest of the page still works.
      await page.getByRole('tab', { name: t.tools.tabs.automation }).click();
      await expect(page.getByRole('tabpanel', { name: t.tools.tabs.automation })).toBeVisible();
    });

    if (oneLanguage(locale, 'ar'))
    test('recommendations are shuffled on load', async ({ page }) => {
      const firstSix = async () => {
        await page.goto(`${path}?tab=recommendations`);
        const list = page.getByRole('list', { name: t.recommendations.listLabel });
        await expect(list.getByRole('listitem')).toHaveCount(6);
        return (await list.getByRole('heading').allInnerTexts()).join('|');
      };
      // Two loads in the same order: about one chance in 28 million (six of twenty, in order).
      const orders = new Set<string>();
      for (let i = 0; i < 2; i++) orders.add(await firstSix());
      expect(orders.size).toBeGreaterThan(1);
    });

    test('sector carousel: previous and next wrap both ways, dots jump', async ({ page }) => {
      await page.goto(path);
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      const carousel = page.getByRole('region', { name: t.sectors.carouselLabel });
      const names = aiSectors.map((s) => s.title[locale]);
      const slide = (index: number) => carousel.getByRole('group', { name: `${names[index]}, ${t.sectors.slide.replace('{index}', String(index + 1)).replace('{count}', '4')}` });
      const previous = carousel.getByRole('button', { name: t.sectors.previous });
      const next = carousel.getByRole('button', { name: t.sectors.next });

      await expect(slide(0)).toBeVisible();
      await expect(slide(0)).toContainText(aiSectors[0]!.features[0]!.title[locale]);
      await expect(slide(0)).toContainText(t.sectors.featured);
      await expect(slide(0)).toContainText('24/7');
      await expect(slide(0)).toContainText(t.sectors.monitoring);
      await expect(slide(0)).toContainText(t.sectors.solutions);
      for (const feature of aiSectors[0]!.features.slice(1)) await expect(slide(0)).toContainText(feature.title[locale]);

      await previous.click();
      await expect(slide(3)).toBeVisible();
      await next.click();
      await expect(slide(0)).toBeVisible();
      for (const index of [1, 2, 3, 0]) {
        await next.click();
        await expect(slide(index)).toBeVisible();
      }

      const dots = carousel.getByRole('group', { name: t.sectors.choose }).getByRole('button');
      await expect(dots).toHaveCount(4);
      await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
      await dots.nth(2).click();
      await expect(slide(2)).toBeVisible();
      await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
      await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');
      await expect(carousel.locator('[aria-live="polite"]')).toHaveText(`${names[2]}, 3 ${locale === 'en' ? 'of' : 'من'} 4`);

      // Arrows point the reading direction: "previous" sits at the start side.
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
      if (locale === 'en') expect(previousBox!.x).toBeLessThan(nextBox!.x);
      else expect(previousBox!.x).toBeGreaterThan(nextBox!.x);
    });

    test('has no axe violations with the assistant open and the simulation running, then with each tool tab opened', async ({ page }) => {
      test.setTimeout(120_000);
      await openPaused(page, path);
      await page.getByRole('button', { name: t.live.start }).click();
      // The chat plays once on screen: bring it there and let its first answer come.
      const log = page.getByRole('log');
      await log.scrollIntoViewIfNeeded();
      await expect(log).toBeInViewport();
      await expect
        .poll(
          async () => {
            await page.clock.runFor(500);
            return log.textContent();
          },
          { intervals: [0] },
        )
        .toContain(aiChatSamples[0]!.answer[locale]);
      // axe schedules its own timers: let time flow again.
      await page.clock.resume();
      await expectNoAxeViolations(page);
      for (const value of ['roi', 'recommendations'] as const) {
        await page.getByRole('tab', { name: t.tools.tabs[value] }).click();
        await expect(page.getByRole('tabpanel', { name: t.tools.tabs[value] })).toBeVisible();
        // The rest of the page was checked above; the tab's panel is what changed.
        await expectNoAxeViolations(page, { include: '[role="tabpanel"]:not([hidden])' });
      }
    });
  });
}

test.describe('AI features page on a phone', () => {
  test.use(phone);

  for (const { locale, path, t } of locales) {
    test(`fits a 360 px screen and the carousel follows a swipe (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      for (const value of ['roi', 'recommendations'] as const) {
        await page.getByRole('tab', { name: t.tools.tabs[value] }).click();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      }

      const carousel = page.getByRole('region', { name: t.sectors.carouselLabel });
      const slide = carousel.getByRole('group').first();
      await slide.scrollIntoViewIfNeeded();
      // A swipe to the left: the next sector in English, the previous one in Arabic (right to left).
      await slide.evaluate((element) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 });
        element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }));
        element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(120)] }));
      });
      const expected = locale === 'en' ? aiSectors[1]! : aiSectors[3]!;
      await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(expected.title[locale]);
    });
  }
});
