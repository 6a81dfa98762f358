/**
 * The edges of the request path on the shared server (tests/http/server.ts), the bare stock server:
 * what the app answers itself: methods a path does not take, malformed escapes, over-long addresses
 * and User-Agents, control characters in ids, hostile server-action calls; every answer with the
 * security headers. What only the reverse proxy refuses (TRACE, `*` targets, requests Node cannot
 * parse, the framework's own redirects): tests/http/edge-refusals.test.ts, through nginx.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import { LONG_USER_AGENT, longUserAgentCost } from './long-user-agent';
import { baseURL } from './site';

type Answer = { status: number; headers: Record<string, string> };

/**
 * A raw request: the path is sent byte for byte (no client re-encodes `%ZZ`) and any method goes.
 */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The headers next.config.ts and the proxy put on every answer, a CSP without eval among them. */
function expectSecurityHeaders(answer: Answer, what: string) {
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers['x-frame-options'], what).toBe('DENY');
  expect(answer.headers['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains');
  const policy = answer.headers['content-security-policy'] ?? '';
  expect(policy, `${what}: CSP`).toContain("default-src 'self'");
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).not.toContain('unsafe-eval');
}

describe('methods a path does not take', () => {
  for (const [method, path] of [['PUT', '/'], ['DELETE', '/about'], ['PATCH', '/ar/solutions'], ['POST', '/pricing'], ['DELETE', '/admin']] as const) {
    test(`${method} ${path} (a page) answers 405 with Allow`, async () => {
      const answer = await send(method, path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      expectSecurityHeaders(answer, `${method} ${path}`);
    });
  }

  // Next.js answers 405 itself for a method a route handler does not export (without an Allow header).
  test('a route handler answers 405 for a method it does not export, and pages still serve GET and HEAD', async () => {
    const put = await send('PUT', '/api/health');
    expect(put.status).toBe(405);
    expectSecurityHeaders(put, 'PUT /api/health');
    expect((await send('GET', '/about')).status).toBe(200);
    expect((await send('HEAD', '/ar')).status).toBe(200);
  });
});

describe('malformed percent-encoding in the path', () => {
  for (const [method, path] of [
    ['GET', '/%ZZ'],
    ['GET', '/%E0%A4%A'],
    ['GET', '/ar/resources/blog/%ZZ'],
    ['GET', '/admin/%ZZ'],
    ['GET', '/api/%ZZ'],
    ['DELETE', '/api/admin/blog/%ZZ'],
    ['PUT', '/api/admin/blog/%ZZ'],
  ] as const) {
    test(`${method} ${path} answers 400 with the security headers, never 500`, async () => {
      const answer = await send(method, path);
      expect(answer.status).toBe(400);
      expectSecurityHeaders(answer, `${method} ${path}`);
    });
  }

  test('well-formed escapes still reach their pages', async () => {
    expect((await send('GET', `/ar/resources/blog/${encodeURIComponent('لا-يوجد')}`)).status).toBe(404);
    expect((await send('GET', '/about%2F')).status).toBeLessThan(500);
  });
});

test('a staff path with a dot answers 404 with a CSP', async () => {
  for (const path of ['/admin/x.y', '/admin/blog/report.csv']) {
    const answer = await send('GET', path);
    expect(answer.status).toBe(404);
    expectSecurityHeaders(answer, path);
  }
});

describe('no answer header carries an unbounded copy of the request', () => {
  const long = 'a'.repeat(5000);
  // Where the app's proxy runs, it refuses the address; under /api/ the answer copies nothing of it.
  // (A `//` path is redirected by the framework before the proxy runs: through nginx, which refuses a
  // request line this long, in edge-refusals.test.ts.)
  for (const path of [`/${long}`, `/ar/${long}`, `/about?q=${long}`, `/admin?next=${long}`, `/resources/blog/${long}`]) {
    test(`a ${path.length}-byte address (${path.slice(0, 12)}...) answers 414 with a small header block`, async () => {
      const answer = await send('GET', path);
      expect(answer.status).toBe(414);
      expectSecurityHeaders(answer, path.slice(0, 12));
      expect(Object.entries(answer.headers).flat().join('').length).toBeLessThan(2000);
    });
  }
  for (const path of [`/api/${long}`, `/api/health?${long}`]) {
    test(`a ${path.length}-byte API address (${path.slice(0, 12)}...) answers without copying it`, async () => {
      const answer = await send('GET', path);
      expect(answer.status).toBeLessThan(500);
      expectSecurityHeaders(answer, path.slice(0, 12));
      expect(Object.entries(answer.headers).flat().join('').length).toBeLessThan(2000);
    });
  }
});

test('a 15,000-character User-Agent costs nothing: pages refuse it (431), the API answers as fast as for a browser', async () => {
  for (const path of ['/', '/about', '/ar/resources/blog', '/no-such-page']) {
    const answer = await send('GET', path, { 'user-agent': LONG_USER_AGENT });
    expect(answer.status, path).toBe(431);
    expectSecurityHeaders(answer, path);
  }
  expect((await send('GET', '/about', { 'user-agent': 'u'.repeat(512) })).status).toBe(200);

  const { baseline, beside, statuses } = await longUserAgentCost(baseURL, 'npm start');
  expect([...statuses]).toEqual([200]);
  // Within twice the same load's p50 with a browser's User-Agent (plus 20 ms of scheduling slack on a
  // busy two-core machine; the quadratic pattern cost seconds): the long header costs only its bytes.
  expect(beside).toBeLessThan(2 * baseline + 20);
});

test('a NUL or other control character in a path id answers 400 before any query', async () => {
  for (const [method, path] of [
    ['PUT', '/api/admin/blog/%00'],
    ['DELETE', '/api/admin/events/%00'],
    ['PATCH', '/api/admin/leads/%00'],
    ['GET', '/api/events/%00/calendar.ics'],
    ['POST', '/api/events/a%00b/registrations'],
    ['GET', '/resources/events/%00/registered'],
    ['GET', '/resources/blog/%00'],
    ['GET', '/ar/resources/blog/x%0Ay'],
    ['GET', '/media/blog/%00/1/cover.webp'],
    ['GET', '/admin/leads/%00'],
  ] as const) {
    const answer = await send(method, path);
    expect(answer.status, `${method} ${path}`).toBe(400);
    expectSecurityHeaders(answer, `${method} ${path}`);
  }
});

describe('server actions', () => {
  /** A call to the confirmation page; the checks come before Next.js looks its action id up. */
  async function actionCall(headers: Record<string, string>, body: string | Buffer) {
    return send('POST', '/newsletter/confirm?token=x', { 'next-action': '0'.repeat(42), accept: 'text/x-component', ...headers }, body);
  }
  const form = async (root: string) => {
    const data = new FormData();
    data.append('1_token', 'x');
    data.append('0', root);
    const encoded = new Response(data);
    return { type: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
  };

  test('a call from another site answers 403; a malformed body 400; never 500', async () => {
    const valid = await form('["$K1"]');
    for (const origin of ['https://evil.example', 'null', '::::']) {
      const answer = await actionCall({ origin, 'content-type': valid.type }, valid.body);
      expect(answer.status, origin).toBe(403);
      expectSecurityHeaders(answer, origin);
    }
    for (const [name, type, body] of [
      ['text', 'text/plain', '{{{not json'],
      ['json', 'application/json', '{"a":1}'],
      ['broken multipart', 'multipart/form-data; boundary=zz', '--zz\r\nbroken'],
      ['no body', 'text/plain', ''],
    ] as const) {
      const answer = await actionCall({ 'content-type': type }, body);
      expect(answer.status, name).toBe(400);
    }
    const garbage = await form('{{{');
    expect((await actionCall({ 'content-type': garbage.type }, garbage.body)).status).toBe(400);
    // A well-formed call naming no action of the site: Next.js's own 4xx.
    const unknown = await actionCall({ 'content-type': valid.type, origin: baseURL }, valid.body);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.status).toBeLessThan(500);
  });
});
