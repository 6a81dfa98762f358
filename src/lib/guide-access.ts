/**
 * Access to the guides' PDFs: a guide lead sets this cookie (HttpOnly, for a year) and the PDF route
 * checks it. Its value is a random id and the server's HMAC of it (src/server/guides/guide-access.ts), so it
 * cannot be typed. The browser also keeps a marker of the same name in localStorage, so the form island
 * can show the download links directly on a later visit without the page reading cookies (which would
 * make it dynamic).
 */
export const GUIDE_ACCESS_COOKIE = 'siyana_guides';
export const GUIDE_ACCESS_STORAGE_KEY = 'siyana_guides';
export const GUIDE_ACCESS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What holds the request's cookies: the Cookie header, or a cookie store (`await cookies()`, `request.cookies`). */
export type CookieSource = string | null | undefined | { get(name: string): { value: string } | undefined };

/** The guides cookie's value as the request carries it, or null. */
export function guideAccessCookie(cookies: CookieSource): string | null {
  if (!cookies) return null;
  if (typeof cookies !== 'string') return cookies.get(GUIDE_ACCESS_COOKIE)?.value || null;
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === GUIDE_ACCESS_COOKIE) return value.join('=').trim() || null;
  }
  return null;
}
