/**
 * Every card, button and link of every resources page leads somewhere real (decisions: "Resources are
 * real"): starting from the resources pages of the route list, the walk reads each page as the server
 * sends it, follows every link of its main content that stays under /resources (blog posts, guides,
 * courses, filtered lists...) and checks every other link's destination answers without an error. It
 * fails on a link without a destination, a link to the page it is on, an anchor the page lacks, or an
 * error answer.
 */
import { parse } from 'node-html-parser';
import { expect, test } from 'vitest';
import { publicRoutes } from '@/content/routes';
import { baseURL, text } from './site';

type Target = { status: number; url: URL; html: string | null };

/** A same-site address, redirects followed. */
async function load(path: string): Promise<Target> {
  const response = await fetch(new URL(path, baseURL));
  const html = response.headers.get('content-type')?.startsWith('text/html') ? await response.text() : (await response.arrayBuffer(), null);
  return { status: response.status, url: new URL(response.url), html };
}

const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));

test.each(['en', 'ar'] as const)('every link of every resources page leads somewhere real (%s)', async (locale) => {
  const prefix = locale === 'ar' ? '/ar' : '';
  const queue = publicRoutes()
    .filter((path) => path.startsWith('/resources/'))
    .map((path) => `${prefix}${path}`);
  const queued = new Set(queue);
  const targets = new Map<string, Promise<Target>>();
  const problems: string[] = [];

  while (queue.length) {
    const path = queue.shift()!;
    const { status, url: here, html } = await load(path);
    if (status >= 400 || !html) {
      problems.push(`${path}: answered ${status}`);
      continue;
    }
    const document = parse(html);
    const ids = idsOf(html);
    for (const anchor of document.querySelectorAll('main a')) {
      const href = anchor.getAttribute('href');
      const where = `${path} → "${(text(anchor) || anchor.getAttribute('aria-label') || '').slice(0, 60)}" (${href})`;
      if (!href || href === '#' || href.startsWith('javascript:')) {
        problems.push(`${where}: no destination`);
        continue;
      }
      const url = new URL(href, here);
      if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.host !== here.host) continue;
      // The WhatsApp redirect leaves the site (wa.me) and counts the click: tests/http/whatsapp.test.ts checks it.
      if (url.pathname === '/go/whatsapp') continue;
      const hash = decodeURIComponent(url.hash.slice(1));
      if (url.pathname === here.pathname && url.search === here.search) {
        // A filter showing its current state is not a dead end (aria-current, or the very query of this
        // address: the course filter marks a ?category= chip once its island starts); any other link must move.
        const current = (anchor.getAttribute('aria-current') ?? 'false') !== 'false' || url.search !== '';
        if (!hash && !current) problems.push(`${where}: lands on the same page`);
        if (hash && !ids.has(hash)) problems.push(`${where}: the page has no #${hash}`);
        continue;
      }
      const key = url.pathname + url.search;
      if (!targets.has(key)) targets.set(key, load(key));
      const target = await targets.get(key)!;
      if (target.status >= 400) problems.push(`${where}: answered ${target.status}`);
      else if (hash && target.html && !idsOf(target.html).has(hash)) problems.push(`${where}: ${url.pathname} has no #${hash}`);
      if (url.pathname.startsWith(`${prefix}/resources/`) && target.html && !queued.has(key)) {
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
}, 120_000);
