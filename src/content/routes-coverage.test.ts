import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRoutes, staticRoutes } from './routes';

/**
 * Pages deliberately left out of src/content/routes.ts (so out of the sitemap and of the scans that
 * open every listed page), each with its reason. A route ending in `/**` covers everything under it.
 * Any other page must be listed there: this test fails when one is not.
 */
const unlisted: Record<string, string> = {
  '/admin/**': 'the staff area: behind sign-in, never in the sitemap',
  '/feature': "the default feature under a short address; its canonical address, /feature/<id>, is listed",
  '/sector': "the default sector under a short address; its canonical address, /sector/<id>, is listed",
  '/resources/guides': 'a redirect to the Resource Hub, which lists the guides',
  '/resources/blog/[slug]': 'posts are database records: the sitemap lists the published ones itself (src/app/sitemap.ts)',
  '/resources/events/[slug]': 'events are database records: the sitemap lists the published ones itself (src/app/sitemap.ts)',
  '/resources/events/[slug]/recording': "a past event's recording request form, reached from the event's page; not indexed",
  '/resources/events/[slug]/registered': 'a personal page after registering (its token in the address); not indexed',
  '/request-demo/booked': "a personal page after booking a demo (the booking's token in the address); not indexed",
  '/integrations': 'built from the integrations staff publish: the sitemap lists it once there is one (src/app/sitemap.ts)',
  '/newsletter/confirm': 'the link of the confirmation e-mail (its token in the address); not indexed',
  '/newsletter/unsubscribe': 'the link in every newsletter (its token in the address); not indexed',
};

const APP = join(process.cwd(), 'src/app');

/** Folders that are not part of the address: the locale, route groups `(name)` and parallel slots `@name`. */
const outsideAddress = (segment: string) => segment === '[locale]' || /^\(.*\)$/.test(segment) || segment.startsWith('@');

/** Every page route of src/app, as its address pattern: `/resources/courses/[course]`. */
function pageRoutes(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // `_name` folders are private: never a route.
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : pageRoutes(join(dir, entry.name));
    if (!/^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name)) return [];
    const segments = relative(APP, dir).split(sep).filter((segment) => segment && !outsideAddress(segment));
    return [`/${segments.join('/')}`];
  });
}

/** The addresses a route pattern stands for: a dynamic segment is any one segment, a catch-all any rest. */
function patternOf(route: string): RegExp {
  const source = route
    .split('/')
    .map((segment) => (/^\[\[\.\.\..+\]\]$/.test(segment) ? '(?:/.*)?' : /^\[\.\.\..+\]$/.test(segment) ? '/.+' : /^\[.+\]$/.test(segment) ? '/[^/]+' : segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : ''))
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

const isUnlisted = (route: string) =>
  Object.keys(unlisted).some((entry) => (entry.endsWith('/**') ? route === entry.slice(0, -3) || route.startsWith(entry.slice(0, -2)) : route === entry));

describe('content/routes.ts', () => {
  const pages = pageRoutes();
  const listed = publicRoutes();

  it('finds the pages of src/app', () => {
    expect(pages).toContain('/');
    expect(pages).toContain('/sector/[sector]');
  });

  it('lists every page route (a dynamic one by its records), unless it is left out with a reason', () => {
    const missing = pages.filter((route) => !isUnlisted(route) && !listed.some((path) => patternOf(route).test(path)));
    expect(missing, 'pages neither in src/content/routes.ts nor in the unlisted list of this test').toEqual([]);
  });

  it('lists only addresses a page answers, and leaves out only pages that exist', () => {
    const patterns = pages.map(patternOf);
    expect(listed.filter((path) => !patterns.some((pattern) => pattern.test(path)))).toEqual([]);
    expect(staticRoutes.filter((path) => !pages.includes(path))).toEqual([]);
    expect(Object.keys(unlisted).filter((entry) => !pages.some((route) => (entry.endsWith('/**') ? route.startsWith(entry.slice(0, -2)) : route === entry)))).toEqual([]);
    // A page that is listed needs no reason to be left out.
    expect(pages.filter((route) => isUnlisted(route) && listed.some((path) => patternOf(route).test(path)))).toEqual([]);
  });
});
