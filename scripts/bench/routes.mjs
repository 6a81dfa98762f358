/**
 * Which routes the bench measures, and what each is compared with.
 * A page template is one page file of src/app: the routes of src/content/routes.ts that share a file
 * (every sector, every feature, every guide, every course, the three policies) are one template.
 */

/** Route prefixes whose pages are one template each (the first route listed stands for it). */
const SHARED_TEMPLATES = [
  ['/sector/', 'sector page'],
  ['/feature/', 'feature page'],
  ['/resources/guides/', 'guide page'],
  ['/resources/courses/', 'course page'],
  ['/resources/blog/', 'blog post'],
];

/** Long-form templates: their HTML is the article, counted apart from the first-visit budget. */
const LONG_FORM = new Set(['guide page', 'blog post']);

/** @param {string} route */
export const isLongForm = (route) => LONG_FORM.has(templateOf(route));
/** The policies share one page component (LegalPage); /privacy is also the floor. */
const POLICIES = new Set(['/privacy', '/terms', '/cookies']);

/** The floor: a content page with no client island of its own (ARCHITECTURE.md "Budgets"). */
export const FLOOR = '/privacy';

/** @param {string} route */
export const isArabic = (route) => route === '/ar' || route.startsWith('/ar/');

/**
 * True when a first visit reads the route in Arabic: the Arabic pages, and the staff area, whose
 * language is Arabic until a staff member chooses English (spec §2.10), so its sign-in page is measured
 * against the Arabic floor and the Arabic transfer limit.
 * @param {string} route
 */
const readInArabic = (route) => isArabic(route) || route.startsWith('/admin');

/** @param {string} route an English (unprefixed) route */
const arabic = (route) => (route === '/' ? '/ar' : `/ar${route}`);

/** @param {string} route */
const unprefixed = (route) => (route === '/ar' ? '/' : isArabic(route) ? route.slice(3) : route);

/**
 * The template a route is rendered by: the shared ones by name, any other route is its own.
 * @param {string} route
 */
export function templateOf(route) {
  const path = unprefixed(route);
  if (POLICIES.has(path)) return 'policy page';
  if (path === '/admin/login') return 'staff sign-in';
  // The blog's feed is a file, not a post.
  for (const [prefix, name] of SHARED_TEMPLATES) if (path.startsWith(/** @type {string} */ (prefix)) && path !== prefix.slice(0, -1) && !path.endsWith('.xml')) return /** @type {string} */ (name);
  return path;
}

/**
 * The floor page in the route's language (`/privacy` or `/ar/privacy`).
 * @param {string} route
 */
export function floorOf(route) {
  return readInArabic(route) ? arabic(FLOOR) : FLOOR;
}

/**
 * The routes a run measures: with `every`, each public route in English then Arabic and the staff
 * sign-in page; otherwise the first route of each template in both languages (the floor always
 * among them).
 * @param {string[]} publicRoutes unprefixed, as src/content/routes.ts lists them
 * @param {{ every: boolean }} options
 */
export function benchRoutes(publicRoutes, { every }) {
  const english = [...publicRoutes, '/admin/login'];
  /** @type {string[]} */
  const chosen = [];
  const seen = new Set();
  for (const route of english) {
    const template = templateOf(route);
    if (!every && seen.has(template)) continue;
    seen.add(template);
    chosen.push(route);
  }
  // The floor stands for the policies even when another policy were listed first.
  if (!every && !chosen.includes(FLOOR)) chosen.push(FLOOR);
  return chosen.flatMap((route) => (route.startsWith('/admin') ? [route] : [route, arabic(route)]));
}

/**
 * The first-visit limit for the language a first visit reads: 220 KB in English, 250 KB in Arabic (its
 * font), for scripts, styles, fonts and images, and the HTML of any page that is not long-form.
 * @param {string} route
 */
export function transferLimitKb(route) {
  return readInArabic(route) ? 250 : 220;
}
