import type { APIRequestContext } from '@playwright/test';
import { publicRoutes } from '@/content/routes';
import { expect, test } from './fixtures';

/**
 * Every card, button and link of every resources page leads somewhere real (decisions: "Resources are
 * real"): starting from the resources pages of the route list, the walk opens each page in the browser,
 * follows every link of its main content that stays under /resources (blog posts, guides, courses,
 * filtered lists...) and checks every other link's destination answers without an error. It fails on a
 * link without a destination, a link to the page it is on, an anchor the page lacks, or an error answer.
 */
type Locale = 'en' | 'ar';
const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

/** The answer of a same-site URL, fetched once per walk: its status and, for HTML, the ids it holds. */
async function fetchTarget(request: APIRequestContext, url: string): Promise<{ status: number; ids: Set<string> | null }> {
  const response = await request.get(url, { maxRedirects: 5 });
  const html = response.headers()['content-type']?.startsWith('text/html') ? await response.text() : null;
  const ids = html ? new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)) : null;
  return { status: response.status(), ids };
}

for (const locale of ['en', 'ar'] as const) {
  test(`every link of every resources page leads somewhere real (${locale})`, async ({ page, request }) => {
    test.setTimeout(10 * 60_000);
    const inResources = (path: string) => path.startsWith(`${prefix(locale)}/resources/`);
    const queue = publicRoutes()
      .filter((path) => path.startsWith('/resources/'))
      .map((path) => `${prefix(locale)}${path}`);
    const queued = new Set(queue);
    const targets = new Map<string, Promise<{ status: number; ids: Set<string> | null }>>();
    const problems: string[] = [];
    let pages = 0;
    let links = 0;

    while (queue.length) {
      const path = queue.shift()!;
      const response = await page.goto(path);
      pages += 1;
      if (!response || response.status() >= 400) {
        problems.push(`${path}: answered ${response?.status()}`);
        continue;
      }
      const here = new URL(page.url());
      const found = await page.locator('main a').evaluateAll((anchors) =>
        anchors.map((anchor) => ({
          href: anchor.getAttribute('href'),
          label: (anchor.textContent || anchor.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 60),
          current: (anchor.getAttribute('aria-current') ?? 'false') !== 'false',
        })),
      );
      const ids = new Set(await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id)));

      for (const { href, label, current } of found) {
        links += 1;
        const where = `${path} → "${label}" (${href})`;
        if (!href || href === '#' || href.startsWith('javascript:')) {
          problems.push(`${where}: no destination`);
          continue;
        }
        const url = new URL(href, here);
        if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.host !== here.host) continue;
        const hash = decodeURIComponent(url.hash.slice(1));
        if (url.pathname === here.pathname && url.search === here.search) {
          // A filter showing its current state (aria-current) is not a dead end; any other link must move.
          if (!hash && !current) problems.push(`${where}: lands on the same page`);
          if (hash && !ids.has(hash)) problems.push(`${where}: the page has no #${hash}`);
          continue;
        }
        const key = url.pathname + url.search;
        if (!targets.has(key)) targets.set(key, fetchTarget(request, key));
        const target = await targets.get(key)!;
        if (target.status >= 400) problems.push(`${where}: answered ${target.status}`);
        else if (hash && target.ids && !target.ids.has(hash)) problems.push(`${where}: ${url.pathname} has no #${hash}`);
        if (inResources(url.pathname) && target.ids && !queued.has(key)) {
          queued.add(key);
          queue.push(key);
        }
      }
    }

    expect(problems).toEqual([]);
    // The walk reached the articles, guides and courses, not only the list pages.
    const visited = [...queued];
    expect(visited.filter((path) => path.includes('/resources/blog/')).length, 'articles').toBeGreaterThanOrEqual(7);
    expect(visited.filter((path) => path.includes('/resources/guides/')).length, 'guides').toBeGreaterThanOrEqual(6);
    expect(visited.filter((path) => path.includes('/resources/courses/')).length, 'courses').toBeGreaterThanOrEqual(6);
    test.info().annotations.push({ type: 'walk', description: `${pages} pages, ${links} links` });
  });
}
