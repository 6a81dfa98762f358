import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, request, type CDPSession, type Page } from '@playwright/test';

export const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Every test fails if the page asks another host for anything (fonts, images, scripts):
 * the site must serve all of itself.
 */
export const test = base.extend<{ offHostRequests: string[] }>({
  // Every navigation by `page.goto` or `page.reload` ends on a page that is ready to use (see waitForReady).
  page: async ({ page, javaScriptEnabled }, provide) => {
    for (const method of javaScriptEnabled === false ? [] : (['goto', 'reload'] as const)) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await navigate(...args);
          if (response?.headers()['content-type']?.startsWith('text/html')) await waitForReady(page);
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
 * Resolves once the page says it is ready: every page of the site sets `<html data-ready>` when its
 * scripts have started (src/components/site/page-ready.tsx). A test that clicks a button waits for
 * that, as a visitor's first tap, a moment after the first paint, does.
 */
export async function waitForReady(page: Page) {
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** The staff account the test server is started with (playwright.config.ts). */
export const staffAccount = { username: 'e2e-admin', password: 'e2e-admin-password-1' } as const;

/** Signs in on the staff login page, then on to `next` (or the staff home), and waits for that page. */
export async function signIn(page: Page, next?: string) {
  await page.goto(next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login');
  await page.getByLabel('اسم المستخدم').fill(staffAccount.username);
  await page.getByLabel('كلمة المرور').fill(staffAccount.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  // Signing in ends with a full page load: its buttons work once that page has hydrated.
  await page.waitForURL((url) => url.pathname !== '/admin/login');
  await waitForReady(page);
}

const cdpSessions = new WeakMap<Page, CDPSession>();

/**
 * The page already open, laid out as on a phone `width` px wide (the `phone` context: a mobile viewport,
 * so overlay scrollbars and the page's viewport meta, and touch), without loading it again; `step` runs
 * there, then the page is laid out as before. One test per page then checks both widths (issue 48).
 */
export async function onPhone(page: Page, step: () => Promise<void>, { width = phone.viewport.width, height = phone.viewport.height }: { width?: number; height?: number } = {}) {
  let cdp = cdpSessions.get(page);
  if (!cdp) cdpSessions.set(page, (cdp = await page.context().newCDPSession(page)));
  const viewport = page.viewportSize()!;
  const screen = await page.evaluate(() => ({ width: window.screen.width, height: window.screen.height }));
  const layout = (width: number, height: number) =>
    cdp.send('Emulation.setDeviceMetricsOverride', { mobile: true, width, height, deviceScaleFactor: 1, screenWidth: width, screenHeight: height, screenOrientation: { angle: 0, type: 'portraitPrimary' } });
  await layout(width, height);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  try {
    await step();
  } finally {
    await cdp.send('Emulation.setDeviceMetricsOverride', { mobile: false, width: viewport.width, height: viewport.height, deviceScaleFactor: 1, screenWidth: screen.width, screenHeight: screen.height, screenOrientation: { angle: 0, type: 'landscapePrimary' } });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  }
}

/** Within `onPhone`: lays the page out again `width` px wide, as a phone of that width. */
export async function phoneWidth(page: Page, width: number, height: number = phone.viewport.height) {
  const cdp = cdpSessions.get(page);
  if (!cdp) throw new Error('phoneWidth outside onPhone');
  await cdp.send('Emulation.setDeviceMetricsOverride', { mobile: true, width, height, deviceScaleFactor: 1, screenWidth: width, screenHeight: height, screenOrientation: { angle: 0, type: 'portraitPrimary' } });
}

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

/**
 * One staff session for a whole spec file, as issue 48 decided: the file's `test.beforeAll` signs the
 * staff account in once through the login API (the form's own endpoint: `POST /api/admin/login`), and
 * every test of the file opens its browser context with that session's cookie (`storageState`), on the
 * page it asks for. Tests about signing in, sessions ending, roles or lock-outs sign in with `signIn` in
 * a context of their own instead; a test that signs the shared session out would end it for the others.
 */
export function shareStaffSession() {
  let state: StorageState | undefined;
  test.beforeAll(async ({ baseURL }) => {
    const api = await request.newContext({ baseURL });
    const login = await api.post('/api/admin/login', { data: staffAccount });
    expect(login.status(), 'staff sign-in through the API').toBe(200);
    state = await api.storageState();
    await api.dispose();
  });
  test.use({ storageState: async ({}, provide) => provide(state!) });
}

/**
 * axe-core, every rule: no violations over the whole page, or within `include` (a CSS selector) when a
 * test checks again after changing one part of a page it has already checked whole.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Next.js streams a page's metadata after its body: after a client-side navigation (a server
  // action's redirect, say) the new <title> can land a moment after the new content.
  await expect(page).toHaveTitle(/\S/);
  // Violations only: axe then keeps no details of the checks that pass, which is most of its work.
  // Legacy mode runs axe once in the page itself; the default opens a blank page in the context to merge
  // the results of cross-origin frames, which the site has none of (nothing loads from another host). Same
  // violations found (checked on a page with a planted image without alt text, a faint paragraph, an empty
  // button and a skipped heading level), in a third of the time alone; in the whole suite the 155 scans took
  // 135 s instead of 218 s (0.87 s a scan against 1.41).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  if (include) {
    await expect(page.locator(include).first(), `axe scope ${include}`).toBeVisible();
    builder.include(include);
  }
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * The text of an element as a reader reads it: the bidi isolates that keep Arabic figures in reading
 * order (src/i18n/bidi.ts) are formatting, not text.
 */
export async function readText(locator: import('@playwright/test').Locator): Promise<string> {
  return (await locator.innerText()).replace(/[\u2066-\u2069]/g, '');
}
