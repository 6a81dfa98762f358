/**
 * Access to the guides' PDFs: a guide lead sets this cookie (HttpOnly, for a year) and the PDF route
 * checks it. The browser also keeps a marker of the same name in localStorage, so the form island can
 * show the download links directly on a later visit without the page reading cookies (which would
 * make it dynamic).
 */
export const GUIDE_ACCESS_COOKIE = 'siyana_guides';
export const GUIDE_ACCESS_STORAGE_KEY = 'siyana_guides';
export const GUIDE_ACCESS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What holds the request's cookies: the Cookie header, or a cookie store (`await cookies()`, `request.cookies`). */
export type CookieSource = string | null | undefined | { get(name: string): { value: string } | undefined };

/** True when the request carries the guides cookie set by a guide lead. */
export function hasGuideAccess(cookies: CookieSource): boolean {
  if (!cookies) return false;
  if (typeof cookies !== 'string') return cookies.get(GUIDE_ACCESS_COOKIE)?.value === '1';
  return cookies.split(';').some((part) => {
    const [name, ...value] = part.split('=');
    return name?.trim() === GUIDE_ACCESS_COOKIE && value.join('=').trim() === '1';
  });
}
