import { guideIds } from './guides';
import { courseHref, courses } from './courses';
import { platformFeatureIds } from './landing';
import { sectorIds } from './sectors';
import { solutionIds } from './solutions';

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
    ...sectorIds.map((id) => `/sector/${id}`),
    ...solutionIds.map((id) => `/feature/${id}`),
    ...platformFeatureIds.map((id) => `/feature/${id}`),
    ...guideIds.map((id) => `/resources/guides/${id}`),
    ...courses.map((course) => courseHref(course.id)),
  ];
}
