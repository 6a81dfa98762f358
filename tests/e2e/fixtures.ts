import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Every test fails if the page asks another host for anything (fonts, images, scripts):
 * the site must serve all of itself.
 */
export const test = base.extend<{ offHostRequests: string[] }>({
  // Every navigation by `page.goto` or `page.reload` ends on a hydrated page (see waitForHydration).
  page: async ({ page, javaScriptEnabled }, provide) => {
    for (const method of javaScriptEnabled === false ? [] : (['goto', 'reload'] as const)) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
          return response;
        },
      });
    }
    await provide(page);
  },
  offHostRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).host;
      const seen: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== origin) seen.push(request.url());
      });
      await use(seen);
      expect(seen, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves once React has hydrated the page (its <body> carries React's fiber). server.mjs starts a
 * page's scripts after its first paint (server/paint-first.mjs), which can come after the `load`
 * event that `page.goto` waits for; a test that clicks a button must wait for the page's scripts, as
 * a visitor's first tap, a few hundred milliseconds later, does.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!document.querySelector('script[type="text/x-after-paint"]')) return true; // not one of our pages
    return Object.keys(document.body).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * axe-core over the whole page: no violations of any rule. Radix's navigation menu places an
 * invisible, aria-hidden focus proxy after an open trigger that only forwards Tab into the panel;
 * axe cannot know that, so that one element is left out.
 */
export async function expectNoAxeViolations(page: Page) {
  // Next.js streams a page's metadata after its body: after a client-side navigation (a server
  // action's redirect, say) the new <title> can land a moment after the new content.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).exclude('span[aria-hidden="true"][tabindex="0"]').analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
