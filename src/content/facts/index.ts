/**
 * Every figure the site claims, stated once so no two pages disagree, one import entry for
 * three concerns: the claim policy and its helpers (policy.ts), the site-wide claims (data.ts) and
 * the figure sets of each product page and story (page-figures.ts).
 */
export * from './policy';
export * from './data';
export * from './page-figures';
