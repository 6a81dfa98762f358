import type { Browser } from '@playwright/test';

/** A page whose script chunks wait until `release()`: the visitor sees and uses the painted page before any script runs. */
export async function heldPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { page, context, release };
}
