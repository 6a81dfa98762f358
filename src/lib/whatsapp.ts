/** The first-party redirect every "Chat on WhatsApp" link goes through (it counts the click). */
export const WHATSAPP_REDIRECT_PATH = '/go/whatsapp';

/** Longest `from` path the redirect accepts; longer ones count under "other". */
export const WHATSAPP_FROM_MAX_LENGTH = 200;

/** A chat link's href: the redirect, told the path of the page the link is on (and a booking's reference). */
export function whatsappHref(fromPath: string, reference?: string): string {
  const query = `from=${encodeURIComponent(fromPath)}`;
  return `${WHATSAPP_REDIRECT_PATH}?${reference ? `${query}&ref=${encodeURIComponent(reference)}` : query}`;
}

/** A booking's reference: eight capital hex characters, the same through every reschedule. */
const REFERENCE_SHAPE = /^[0-9A-F]{8}$/;

/** The reference a visitor quotes for a demo, from its request's id (a UUID). */
export function bookingReference(demoRequestId: string): string {
  return demoRequestId.replace(/-/g, '').slice(0, 8).toUpperCase();
}

/** A `ref` parameter as a reference, or null for anything of another shape. */
export function referenceOf(raw: string | null | undefined): string | null {
  return raw && REFERENCE_SHAPE.test(raw) ? raw : null;
}

/** A path's plain characters: letters, digits, `-._~/` and percent escapes (no query, fragment, backslash). */
const PATH_SHAPE = /^\/(?:[A-Za-z0-9\-._~/]|%[0-9A-Fa-f]{2})*$/;

/**
 * The `from` parameter as a path of this site's shape (`/ar/about`, trailing slash dropped), or null
 * for anything else: an absolute URL, `//host`, a backslash, a query, an over-long or empty value.
 * Whether a page lives at the path is decided by the caller.
 */
export function fromPathOf(raw: string | null | undefined): string | null {
  if (!raw || raw.length > WHATSAPP_FROM_MAX_LENGTH) return null;
  if (!PATH_SHAPE.test(raw) || raw.startsWith('//') || raw.includes('/./') || raw.includes('/../')) return null;
  const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
  return path === '' ? '/' : path;
}

/** The chat link of a number (E.164, any spaces), with a prefilled message when given. */
export function waMeUrl(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
