/** First-touch attribution of a visit (utm_* and an outside referrer), kept for the tab's session. */
import { encodeFirstTouch, FIRST_TOUCH_COOKIE, FIRST_TOUCH_DAYS, firstTouchOf } from './first-touch';

const STORAGE_KEY = 'siyana.attribution';
const UTM = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export interface Attribution {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  referrer?: string;
}

function fromLocation(): Attribution {
  const params = new URLSearchParams(window.location.search);
  const found: Attribution = {};
  for (const name of UTM) {
    const value = params.get(`utm_${name}`);
    if (value) found[`utm${name[0]!.toUpperCase()}${name.slice(1)}` as keyof Attribution] = value.slice(0, 200);
  }
  if (document.referrer && new URL(document.referrer).origin !== window.location.origin) found.referrer = document.referrer.slice(0, 500);
  return found;
}

/** The visitor's first page (and where from) in a first-party cookie for 90 days; later visits leave it. */
function recordFirstTouch(): void {
  if (document.cookie.split('; ').some((pair) => pair.startsWith(`${FIRST_TOUCH_COOKIE}=`))) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const value = encodeFirstTouch(firstTouchOf(new URL(window.location.href), document.referrer));
  document.cookie = `${FIRST_TOUCH_COOKIE}=${value}; path=/; max-age=${FIRST_TOUCH_DAYS * 86_400}; samesite=lax${secure}`;
}

/** Called on every page view: the first view that carries attribution wins. */
export function recordAttribution(): void {
  try {
    recordFirstTouch();
    if (window.sessionStorage.getItem(STORAGE_KEY)) return;
    const found = fromLocation();
    if (Object.keys(found).length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(found));
  } catch {
    // Storage may be disabled; attribution is a nicety.
  }
}

export function readAttribution(): Attribution {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Attribution) : fromLocation();
  } catch {
    return {};
  }
}
