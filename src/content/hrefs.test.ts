import { describe, expect, it } from 'vitest';
import { coreSystemIds, coreSystemItems } from './core-systems';
import { courses } from './courses';
import { entityHref } from './hrefs';
import { navigationGroups } from './navigation';
import { platformFeatureIds, platformFeatureItem, platformFeatures } from './platform-features';
import { publicRoutes } from './routes';
import { resources } from './resources';
import { sectorItems } from './sectors';

/**
 * Hrefs are derived from ids (`entityHref`), never written by hand: what matters is that each one is a
 * page the site builds, i.e. a route of content/routes.ts (the sitemap, and the pages the browser tests open).
 */
describe('derived hrefs', () => {
  const routes = new Set(publicRoutes());

  it('resolve every menu card, catalogue card and course to a route of the site', () => {
    const hrefs = [
      ...coreSystemItems.map((item) => item.href),
      ...platformFeatures.map((feature) => platformFeatureItem(feature).href),
      ...sectorItems.map((item) => item.href),
      ...resources.map((item) => item.href),
      ...courses.map((course) => entityHref('course', course.id)),
      ...navigationGroups.flatMap((group) => group.items.map((item) => item.href)),
    ];
    for (const href of hrefs) expect(routes, href).toContain(href);
  });

  it('give core systems and platform features, which share /feature/, distinct ids', () => {
    expect(coreSystemIds.filter((id) => (platformFeatureIds as readonly string[]).includes(id))).toEqual([]);
  });
});
