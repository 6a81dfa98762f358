import { guideIds } from './guides';
import { coreSystemIds } from './core-systems';
import { courses } from './courses';
import { entityHref } from './hrefs';
import { platformFeatureIds } from './platform-features';
import { sectorIds } from './sectors';

/**
 * Every public page of the site (unprefixed; each also exists under /ar). The sitemap is made from
 * this list and a browser test opens every entry, so a page joins here when it is built.
 */
export const staticRoutes: readonly string[] = [
  '/',
  '/request-demo',
  '/detailed-demo-request',
  '/ai-features',
  '/resources/hub',
  '/resources/blog',
  '/resources/learning',
  '/resources/courses',
  '/resources/stories',
  '/resources/partnerships',
  '/partners/apply',
  '/resources/customer-success',
  '/resources/roi-calculator',
  '/resources/maintenance-calculator',
  '/resources/qr-generator',
  '/resources/checklist-generator',
  '/resources/ask-anything',
  '/resources/support',
  '/resources/events',
  '/pricing',
  '/about',
  '/trust',
  '/sign-in',
  '/privacy',
  '/terms',
  '/cookies',
];

export function publicRoutes(): string[] {
  return [
    ...staticRoutes,
    ...sectorIds.map((id) => entityHref('sector', id)),
    ...coreSystemIds.map((id) => entityHref('coreSystem', id)),
    ...platformFeatureIds.map((id) => entityHref('platformFeature', id)),
    ...guideIds.map((id) => `/resources/guides/${id}`),
    ...courses.map((course) => entityHref('course', course.id)),
  ];
}
