/**
 * The visitor's first touch: the page of their first visit (with its query), the outside page that
 * sent them and its UTM tags. Kept 90 days in a first-party cookie that the site's own script writes on
 * the first page view (so cached static pages keep working) and the browser sends with every form post;
 * nothing leaves the site. Pure: the browser writes it, the server reads it.
 */
export const FIRST_TOUCH_COOKIE = 'siyana_first_touch';
export const FIRST_TOUCH_DAYS = 90;

export interface FirstTouchRecord {
  /** The path and query of the first page. */
  page: string;
  /** An outside referrer, if any. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

const clip = (value: string | null | undefined, length: number) => (value ? value.slice(0, length) : undefined);

/** The first touch of a page view at `url`, sent from `referrer` (only an outside one is kept). */
export function firstTouchOf(url: URL, referrer: string): FirstTouchRecord {
  const record: FirstTouchRecord = { page: `${url.pathname}${url.search}`.slice(0, 200) };
  try {
    if (referrer && new URL(referrer).origin !== url.origin) record.referrer = clip(referrer, 500);
  } catch {
    // Not an address: no referrer.
  }
  record.utmSource = clip(url.searchParams.get('utm_source'), 200);
  record.utmMedium = clip(url.searchParams.get('utm_medium'), 200);
  record.utmCampaign = clip(url.searchParams.get('utm_campaign'), 200);
  return record;
}

/** The cookie's value: the record as URI-encoded JSON. */
export function encodeFirstTouch(record: FirstTouchRecord): string {
  return encodeURIComponent(JSON.stringify(record));
}

/** A NUL or other control character: no page, referrer or campaign name has one (PostgreSQL refuses a NUL outright). */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The record of a cookie value, or null when it is missing or not ours (every field is checked and
 * clipped; a value with a control character is not ours and is ignored whole).
 */
export function decodeFirstTouch(value: string | undefined): FirstTouchRecord | null {
  if (!value || value.length > 3000) return null;
  try {
    const raw: unknown = JSON.parse(decodeURIComponent(value));
    if (!raw || typeof raw !== 'object') return null;
    const fields = raw as Record<string, unknown>;
    const text = (key: string, length: number) => (typeof fields[key] === 'string' && fields[key] ? (fields[key] as string).slice(0, length) : undefined);
    const page = text('page', 200);
    if (!page?.startsWith('/')) return null;
    const record = { page, referrer: text('referrer', 500), utmSource: text('utmSource', 200), utmMedium: text('utmMedium', 200), utmCampaign: text('utmCampaign', 200) };
    return Object.values(record).some((field) => field !== undefined && CONTROL_CHARACTER.test(field)) ? null : record;
  } catch {
    return null;
  }
}
