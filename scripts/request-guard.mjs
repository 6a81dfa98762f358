/**
 * What `npm start` refuses before Next.js sees a request (scripts/start.mjs puts it in front of the
 * standalone server's request handler). These are the cases src/proxy.ts cannot answer, because
 * Next.js acts on them before the proxy runs or outside the paths it runs on:
 * - TRACE: Next.js cannot make a fetch Request of it and answers a bare 500;
 * - a request target that is not a path (`OPTIONS *`, `GET *`, an absolute URL): 500 likewise;
 * - a path and query over 2,048 bytes: Next.js redirects a `//` or `\` path (308) with the whole
 *   address in Location and Refresh before the proxy runs (src/lib/request-limits.ts: the same limit);
 * - a User-Agent over 512 characters: Next.js matches its bot patterns against it for every page and
 *   route (quadratic in its length: seconds of CPU for 15,000 characters), also where no proxy runs.
 * The answer is a short text with the security headers next.config.ts gives every answer (read from
 * the build's routes manifest, so they are the same).
 */
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';

/** The same limits as src/lib/request-limits.ts (a unit test checks they agree). */
export const MAX_TARGET_BYTES = 2048;
export const MAX_USER_AGENT_LENGTH = 512;
// (TRACK and other unknown methods never get here: Node's parser refuses them, answered by clientErrorAnswer.)
const REFUSED_METHODS = ['TRACE'];

/**
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: number, text: string, headers?: Record<string, string> } | null}
 */
export function earlyRefusal({ method = 'GET', url = '', headers }) {
  if (REFUSED_METHODS.includes(method)) return { status: 405, text: 'Method Not Allowed', headers: { allow: 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE' } };
  if (!url.startsWith('/')) return { status: 400, text: 'Bad Request' };
  if (Buffer.byteLength(url) > MAX_TARGET_BYTES) return { status: 414, text: 'URI Too Long' };
  const userAgent = headers['user-agent'];
  if (typeof userAgent === 'string' && userAgent.length > MAX_USER_AGENT_LENGTH) return { status: 431, text: 'Request Header Fields Too Large' };
  return null;
}

/** @typedef {{ regex: RegExp, headers: [string, string][] }} HeaderRule */

/**
 * The header rules of next.config.ts (`headers()`), as the build wrote them to its routes manifest.
 * @param {string} manifestFile
 * @returns {HeaderRule[]}
 */
export function headerRules(manifestFile) {
  /** @type {{ headers: { regex: string, headers: { key: string, value: string }[] }[] }} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  return manifest.headers.map((rule) => ({ regex: new RegExp(rule.regex), headers: rule.headers.map((header) => [header.key, header.value]) }));
}

/**
 * The headers the rules give a path.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {[string, string][]}
 */
export function headersFor(rules, pathname) {
  return rules.filter((rule) => rule.regex.test(pathname)).flatMap((rule) => rule.headers);
}

/**
 * The standalone server's request handler `handle` behind the guard. Every answer gets the headers of
 * next.config.ts at once, so the answers Next.js makes before applying them (its 308 for a trailing
 * slash or a `//` path) carry them too; Next.js sets the same ones again later (same values) and the
 * proxy replaces the staff area's policy. Node's own answers to unparsable requests (400, 431) get
 * them as well (`clientError`).
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle
 * @param {HeaderRule[]} rules
 */
export function guarded(handle, rules) {
  /** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
  return (request, response) => {
    const refusal = earlyRefusal(request);
    // Matched as Next.js will once it has folded repeated slashes (`//about` is redirected to `/about`).
    const pathname = refusal ? '/' : (request.url ?? '/').replace(/\?.*/s, '').replace(/[\\/]+/g, '/');
    for (const [key, value] of headersFor(rules, pathname)) response.setHeader(key, value);
    if (!refusal) return handle(request, response);
    // Under /api/ every answer is JSON, as the app's own; elsewhere a short text.
    const json = request.url?.startsWith('/api/');
    const body = json ? JSON.stringify({ success: false, message: refusal.text }) : `${refusal.text}\n`;
    response.writeHead(refusal.status, { ...refusal.headers, 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Node's answer to a request it cannot parse (malformed request line or header, headers over its
 * limit), with the same headers as any other answer.
 * @param {HeaderRule[]} rules
 */
export function clientErrorAnswer(rules) {
  const headers = headersFor(rules, '/').map(([key, value]) => `${key}: ${value}\r\n`).join('');
  /** @param {NodeJS.ErrnoException} error @param {import('node:stream').Duplex} socket */
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}Content-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${STATUS_CODES[status]}\n`);
  };
}
