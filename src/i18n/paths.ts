import type { Locale } from './routing';

export type Href = string | { pathname: string; query?: Record<string, string> };

/** `/x` in the given language: English paths are unprefixed, Arabic ones live under /ar. */
export function localizeHref(href: Href, locale: Locale): string {
  const path = typeof href === 'string' ? href : withQuery(href.pathname, href.query);
  if (locale === 'en' || !path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `/ar${path.slice(1)}` : `/ar${path}`;
}

function withQuery(pathname: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}
