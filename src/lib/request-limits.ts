/**
 * Limits on what a request may carry, checked by the proxy (src/proxy/request-refusals.ts) before any redirect, rewrite or page:
 * the app copies the path and query into answer headers (`Location`, `x-middleware-rewrite`,
 * `?next=`), so an unbounded one would make an unbounded header block (deploy/nginx sizes its
 * buffers for these limits), and Next.js runs its bot regex over the User-Agent of every page.
 */

/** Path plus query, in bytes as sent (percent-encoded): the longest URL the site makes is far shorter. */
export const MAX_TARGET_BYTES = 2048;
/** Real browsers and crawlers send 100-300 characters; deploy/nginx truncates to the same length. */
export const MAX_USER_AGENT_LENGTH = 512;

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The one check of the ids and slugs in every route's path (pages and API alike), made here before
 * any route runs: a segment that decodes to a control character is no id (a NUL makes PostgreSQL
 * refuse the query outright). A URL can carry one only percent-encoded, and the proxy sees every
 * path with a `%`.
 */
export function isPathSegment(decoded: string): boolean {
  return !CONTROL_CHARACTER.test(decoded);
}

export type Refusal = { status: 400 | 403 | 414 | 431; text: string };

/**
 * Why a request is refused, or null. `target` is the path and query as sent; `pathname` the path,
 * percent-encoded (it is decoded here); the User-Agent is measured, never matched.
 */
export function requestRefusal(target: string, pathname: string, userAgent: string | null): Refusal | null {
  if (Buffer.byteLength(target) > MAX_TARGET_BYTES) return { status: 414, text: 'URI Too Long' };
  if (userAgent && userAgent.length > MAX_USER_AGENT_LENGTH) return { status: 431, text: 'Request Header Fields Too Large' };
  let segments: string[];
  try {
    segments = decodeURIComponent(pathname).split('/');
  } catch {
    return { status: 400, text: 'Bad Request' };
  }
  if (!segments.every(isPathSegment)) return { status: 400, text: 'Bad Request' };
  return null;
}
