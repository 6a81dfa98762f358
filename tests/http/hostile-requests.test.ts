/**
 * A sweep of hostile requests, on its own production server and database. `npm run test:hostile`
 * (HOSTILE_FULL=1) runs the full sweep on four targets: SQLite and PostgreSQL, each straight to the
 * bare app and through the shipped nginx. `npm test` runs one sampled pass per database (SQLite
 * straight to the app, PostgreSQL through nginx): every third case of each group, the third chosen by
 * the day (HOSTILE_SAMPLE_OFFSET fixes it; the `[hostile]` line names it), so a week of runs covers every
 * case. What only nginx refuses (TRACE, `*` targets, lines over 4 KB) is sent only through nginx: the
 * public reaches the app no other way, and the bare framework answers TRACE with a 500. Malformed and mistyped JSON bodies, oversized and injected values, wrong content types
 * and encodings for every JSON endpoint; malformed URLs; methods a route does not take; forged and
 * malformed session cookies; over-long addresses and User-Agents, TRACE and `*` targets, invalid ids
 * (NUL and other control characters) in every route's path, cross-origin and undecodable server-action
 * calls. Directly and through the shipped nginx. Never a 5xx, nothing stored or changed, and every
 * answer is JSON (API) or a page / short text answer with the security headers. Figures: `[hostile] ...` lines.
 */
import { expect, test, vi } from 'vitest';
import { request as httpRequest } from 'node:http';
import { freePort, postgresStore, signIn, sqliteStore, startApp, stopApp, waitHealthy, type App } from '../e2e/support/app';
import {
  createPostAndLead,
  endpoint,
  endpoints,
  fingerprint,
  hostileActionCalls,
  hostileCases,
  injections,
  invalidIds,
  longUserAgents,
  nextAddress,
  overLongTargets,
  pathIdMethods,
  pathIdRoutes,
  pool,
  resolvePath,
  send,
  type Endpoint,
} from '../e2e/support/hostile';
import { nginxAvailable, startNginx, type Proxy } from '../e2e/support/nginx';

const log = (line: string) => console.log(`[hostile] ${line}`);

/** Pages and API paths the URL variants are made from. */
const pagePaths = ['/', '/ar', '/about', '/resources/blog', '/ar/resources/blog', '/resources/guides/preventive-maintenance-plan', '/resources/events', '/request-demo', '/admin', '/admin/login'];
const apiPaths = ['/api/health', '/api/newsletter', '/api/admin/blog', '/api/admin/me'];

function urlVariants(path: string): string[] {
  const base = path === '/' ? '' : path;
  return [
    `${base}/%ZZ`,
    `${base}/%`,
    `${base}/%E0%A4%A`,
    `${base}/%C0%AE%C0%AE/`,
    `${base}/%00`,
    `${base}/..%2F..%2F..%2Fetc%2Fpasswd`,
    `${base}/${'a'.repeat(2000)}`,
    `${base}?q=%ZZ&x=%`,
    `${base}?${'p=1&'.repeat(300)}`,
    `${base}/<script>alert(1)</script>`,
    `${base}/'%20OR%20'1'='1`,
    `${base}/%F0%9F%92%A9%ED%A0%80`,
    `${base}/.env`,
    `${base}/index.php`,
  ];
}

/** Session cookies no sign-in ever made. */
const forgedCookies = [
  'siyana_admin_session=%ZZ',
  'siyana_admin_session=',
  `siyana_admin_session=${'A'.repeat(43)}`,
  `siyana_admin_session=${'x'.repeat(4000)}`,
  'siyana_admin_session="quoted"',
  'siyana_admin_session=a; siyana_admin_session=b',
  "siyana_admin_session=' OR '1'='1",
  'siyana_admin_session=%00',
];

/** Bodies a JSON endpoint must refuse for their type or encoding, whatever they hold. */
const wrongTypes: { name: string; headers: Record<string, string> }[] = [
  { name: 'text/plain', headers: { 'content-type': 'text/plain' } },
  { name: 'form-encoded', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { name: 'multipart', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
  { name: 'no content type', headers: {} },
  { name: 'claimed gzip', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } },
  { name: 'utf-16 charset', headers: { 'content-type': 'application/json; charset=utf-16' } },
];

type Tally = { requests: number; statuses: Record<number, number>; failures: string[] };

function count(tally: Tally, what: string, status: number) {
  tally.requests += 1;
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (status >= 500 || status === 0) tally.failures.push(`${what}: ${status}`);
}

async function raw(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | FormData) {
  try {
    const response = await fetch(`${base}${path}`, { method, headers: { 'x-forwarded-for': nextAddress(), ...headers }, body, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', csp: response.headers.get('content-security-policy'), text };
  } catch (error) {
    return { status: 0, type: '', csp: null, text: String(error) };
  }
}

/** A request fetch cannot send: any method (TRACE), any target (`*`), the path byte for byte. */
function rawHttp(base: string, method: string, path: string) {
  const url = new URL(base);
  return new Promise<{ status: number; csp: string | null }>((resolve) => {
    const sent = httpRequest({ host: url.hostname, port: url.port, method, path, headers: { 'x-forwarded-for': nextAddress() } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, csp: (answer.headers['content-security-policy'] as string | undefined) ?? null }));
    });
    sent.on('error', () => resolve({ status: 0, csp: null }));
    sent.end();
  });
}

/** nginx's own short answer (deploy/nginx: a malformed escape, an over-long line), text with the headers. */
const fromNginx = (text: string) => text.startsWith('Request refused or not served');

const full = process.env.HOSTILE_FULL === '1';
const nginxVia = nginxAvailable() ? 'nginx' : 'direct';
const sweeps: { kind: 'sqlite' | 'postgres'; via: 'direct' | 'nginx' }[] = full
  ? [
      { kind: 'sqlite', via: 'direct' },
      { kind: 'postgres', via: 'direct' },
      ...(nginxAvailable() ? ([{ kind: 'sqlite', via: 'nginx' }, { kind: 'postgres', via: 'nginx' }] as const) : []),
    ]
  : [
      { kind: 'sqlite', via: 'direct' },
      { kind: 'postgres', via: nginxVia },
    ];

/** Every case in the full sweep; every SAMPLE-th (from `offset`) in the sampled one. */
const SAMPLE = full ? 1 : 3;
const offset = Number(process.env.HOSTILE_SAMPLE_OFFSET ?? Math.floor(Date.now() / 86_400_000)) % SAMPLE;
const sampled = <T>(list: readonly T[]): T[] => list.filter((_, index) => index % SAMPLE === offset);

for (const { kind, via } of sweeps) {
  test(`${kind}, ${via}: every hostile request gets a 4xx (or a page), never a 5xx, and nothing stored changes`, { timeout: 600_000 }, async () => {
    const store = kind === 'sqlite' ? sqliteStore() : await postgresStore();
    let app: App | undefined;
    let proxy: Proxy | undefined;
    try {
      // Behind nginx, which appends the address it sees, the app trusts two hops: the address each
      // request names stays the client's, so per-address limits never hide what validation does.
      app = startApp(await freePort(), store.url, undefined, via === 'nginx' ? { TRUSTED_PROXIES: '2' } : {});
      await waitHealthy(app);
      if (via === 'nginx') proxy = startNginx(await freePort(), [app.port]);
      const base = proxy?.base ?? app.base;
      if (proxy) await vi.waitFor(async () => expect(await fetch(`${base}/api/health`).then((answer) => answer.status).catch(() => 0)).toBe(200), { timeout: 10_000, interval: 200 });
      const cookie = await signIn(app);
      const ids = await createPostAndLead(app.base, cookie);
      const before = await fingerprint(store, kind);
      const tally: Tally = { requests: 0, statuses: {}, failures: [] };
      const staffCookie = (target: Endpoint) => (target.staff ? cookie : undefined);

      // 1. JSON bodies: malformed, mistyped, missing, huge, injected, oversized.
      const jobs = sampled(endpoints.flatMap((target) => hostileCases(target).map((hostile) => ({ target, hostile }))));
      await pool(jobs, 6, async ({ target, hostile }) => {
        const method = target.method ?? 'POST';
        const path = resolvePath(target.path, ids);
        const answer = await send(base, method, path, hostile.body, staffCookie(target));
        const what = `${method} ${path} ${hostile.name}`;
        count(tally, what, answer.status);
        if (answer.status < 400) tally.failures.push(`${what}: accepted (${answer.status})`);
        else if (hostile.expect && answer.status !== hostile.expect) tally.failures.push(`${what}: ${answer.status}, expected ${hostile.expect}`);
        else if (!answer.type.includes('application/json') || (answer.json as { success?: unknown } | undefined)?.success !== false) tally.failures.push(`${what}: not a JSON error: ${answer.type}`);
      });

      // 2. A valid body under another content type or encoding: 4xx JSON.
      await pool(sampled(endpoints.flatMap((target) => wrongTypes.map((wrong) => ({ target, wrong })))), 6, async ({ target, wrong }) => {
        const method = target.method ?? 'POST';
        const path = resolvePath(target.path, ids);
        const headers = { ...wrong.headers, ...(target.staff ? { cookie } : {}) };
        const answer = await raw(base, method, path, headers, JSON.stringify(target.valid));
        const what = `${method} ${path} as ${wrong.name}`;
        count(tally, what, answer.status);
        if (answer.status < 400 || !answer.type.includes('application/json')) tally.failures.push(`${what}: ${answer.status} ${answer.type}`);
      });

      // 3. Identifiers made of injection strings find nothing.
      for (const injection of sampled(injections)) {
        const id = encodeURIComponent(injection);
        for (const [method, path, body] of [
          ['PUT', `/api/admin/blog/${id}`, endpoint('/api/admin/blog/{post}').valid],
          ['DELETE', `/api/admin/blog/${id}`, undefined],
          ['PATCH', `/api/admin/leads/${id}`, { status: 'lost' }],
        ] as const) {
          const answer = await send(base, method, path, body ?? '', cookie);
          count(tally, `${method} ${path}`, answer.status);
          if (answer.status !== 404) tally.failures.push(`${method} ${path}: ${answer.status}, expected 404`);
        }
      }

      // 4. Malformed URLs: a 4xx (or a redirect / the localized 404 page), with the security policy.
      const urls = sampled([...pagePaths, ...apiPaths].flatMap(urlVariants));
      await pool(urls, 6, async (path) => {
        const answer = await raw(base, 'GET', path);
        count(tally, `GET ${path.slice(0, 80)}`, answer.status);
        // A redirect is not rendered; every answer with a body carries the policy.
        if (!answer.csp && (answer.status < 300 || answer.status >= 400)) tally.failures.push(`GET ${path.slice(0, 80)}: ${answer.status} without Content-Security-Policy`);
        // Under /api/: JSON, except the framework's bodiless 405 for a method a route does not take.
        const bodiless405 = answer.status === 405 && answer.text === '';
        if (path.startsWith('/api/') && answer.status >= 400 && !bodiless405 && !fromNginx(answer.text) && !answer.type.includes('application/json')) tally.failures.push(`GET ${path.slice(0, 80)}: ${answer.status} ${answer.type}`);
      });

      // 5. Methods a route does not take: 405 (pages), 405 or 4xx JSON (API).
      const methods = ['PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND', 'CONNECTX'];
      await pool(sampled([...pagePaths, ...apiPaths].flatMap((path) => methods.map((method) => ({ path, method })))), 6, async ({ path, method }) => {
        const answer = await raw(base, method, path, { 'content-type': 'application/json' }, method === 'DELETE' ? undefined : '{}');
        count(tally, `${method} ${path}`, answer.status);
        if (answer.status < 400 && !(path === '/api/newsletter' && method === 'POST')) tally.failures.push(`${method} ${path}: ${answer.status}`);
      });

      // 6. Forged and malformed session cookies on every staff API: 401 JSON, and logout clears the cookie.
      const staffReads = ['/api/admin/me', '/api/admin/blog', '/api/admin/newsletter', '/api/admin/leads'];
      await pool(sampled(staffReads.flatMap((path) => forgedCookies.map((forged) => ({ path, forged })))), 6, async ({ path, forged }) => {
        const answer = await raw(base, 'GET', path, { cookie: forged });
        count(tally, `GET ${path} with ${forged.slice(0, 40)}`, answer.status);
        if (answer.status !== 401 && answer.status !== 404) tally.failures.push(`GET ${path} with ${forged.slice(0, 40)}: ${answer.status}`);
      });
      for (const forged of sampled(forgedCookies)) {
        const answer = await fetch(`${base}/api/admin/logout`, { method: 'POST', headers: { cookie: forged, 'x-forwarded-for': nextAddress() } });
        count(tally, `logout with ${forged.slice(0, 40)}`, answer.status);
        expect(answer.headers.get('set-cookie') ?? '', forged).toMatch(/siyana_admin_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      }

      // 7. Over-long addresses: 414 with the headers (nginx refuses a request line over 4 KB; the app's
      // proxy a path and query over 2,048 bytes where it runs). Shorter than nginx's limit or straight
      // to the app, a `//` path is the framework's own redirect (its header block bounded by nginx's
      // line limit) and an API path is the route's answer: never a 5xx.
      await pool(sampled(overLongTargets([...pagePaths, ...apiPaths])), 6, async (path) => {
        const answer = await raw(base, 'GET', path);
        const what = `GET ${path.slice(0, 40)} (${path.length} bytes)`;
        count(tally, what, answer.status);
        const refused = (via === 'nginx' && path.length > 4000) || (!path.startsWith('//') && !path.startsWith('/api/'));
        if (refused) {
          if (answer.status !== 414 || !answer.csp) tally.failures.push(`${what}: ${answer.status}, csp ${Boolean(answer.csp)}`);
        } else if (answer.status < 300 || answer.status >= 400) {
          if (!answer.csp) tally.failures.push(`${what}: ${answer.status} without Content-Security-Policy`);
        }
      });

      // 8. Long User-Agents: pages refuse them (431) straight to the app, the API answers as for anyone;
      // behind nginx cut to 512 characters, or refused (400) over 4 KB. Never slow.
      await pool(sampled([...pagePaths, ...apiPaths].flatMap((path) => longUserAgents.map((userAgent) => ({ path, userAgent })))), 3, async ({ path, userAgent }) => {
        const started = Date.now();
        const answer = await raw(base, 'GET', path, { 'user-agent': userAgent });
        const what = `GET ${path} with a ${userAgent.length}-character User-Agent`;
        count(tally, what, answer.status);
        if (!answer.csp) tally.failures.push(`${what}: ${answer.status} without Content-Security-Policy`);
        if (via === 'direct' && !path.startsWith('/api/') && answer.status !== 431) tally.failures.push(`${what}: ${answer.status}, expected 431`);
        if (Date.now() - started > 5000) tally.failures.push(`${what}: ${Date.now() - started} ms`);
      });

      // 9. TRACE, TRACK and `*` targets: 405 / 400 with the headers, from nginx (the public's only way in).
      const rawRequests = via === 'nginx' ? sampled([...[...pagePaths, ...apiPaths].flatMap((path) => [['TRACE', path], ['TRACK', path]]), ['OPTIONS', '*'], ['GET', '*'], ['HEAD', '*']]) : [];
      await pool(rawRequests, 6, async ([method, path]) => {
        const answer = await rawHttp(base, method!, path!);
        count(tally, `${method} ${path}`, answer.status);
        if (answer.status < 400 || !answer.csp) tally.failures.push(`${method} ${path}: ${answer.status}, csp ${Boolean(answer.csp)}`);
      });

      // 10. Invalid ids in every route's path, with every method: never a 5xx; a control character is a 400 before any query.
      const idRequests = sampled(pathIdRoutes.flatMap((route) => invalidIds.flatMap((id) => pathIdMethods.map((method) => ({ method, path: route.replace('{id}', id) })))));
      await pool(idRequests, 6, async ({ method, path }) => {
        const staff = path.startsWith('/api/admin/') || path.startsWith('/admin/');
        const headers: Record<string, string> = { 'content-type': 'application/json', ...(staff ? { cookie } : {}) };
        const answer = await raw(base, method, path, headers, method === 'GET' || method === 'DELETE' ? undefined : '{}');
        const what = `${method} ${path.slice(0, 80)}`;
        count(tally, what, answer.status);
        if (/%(?:0[0-9A-F]|1[0-9A-F]|7F)/i.test(path) && answer.status !== 400) tally.failures.push(`${what}: ${answer.status}, expected 400`);
      });

      // 11. Server actions from another origin or with bodies Next.js cannot decode: 403 / 400, never 500.
      await pool(sampled(hostileActionCalls(base)), 6, async (call) => {
        const answer = await raw(base, 'POST', call.path, call.headers, call.body);
        const what = `action ${call.path} ${call.name}`;
        count(tally, what, answer.status);
        if (answer.status < 400) tally.failures.push(`${what}: ${answer.status}`);
      });

      const after = await fingerprint(store, kind);
      log(`${kind}, ${via}${full ? '' : `, sampled (one case in ${SAMPLE}, offset ${offset})`}: ${tally.requests} hostile requests, ${endpoints.length} JSON endpoints, ${urls.length} URLs, ${idRequests.length} invalid ids; statuses ${JSON.stringify(tally.statuses)}; rows ${JSON.stringify(after.rows)}`);
      expect(tally.failures).toEqual([]);
      expect(after).toEqual(before);
      expect(tally.requests).toBeGreaterThanOrEqual(3000 / SAMPLE);
    } finally {
      await proxy?.stop();
      await stopApp(app);
      await store.close();
    }
  });
}
