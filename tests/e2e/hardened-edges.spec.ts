import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { baseURL } from '../../playwright.config';

type Answer = { status: number; headers: Record<string, string> };

/**
 * A raw request: the path is sent byte for byte (no client re-encodes `%ZZ`) and any method goes.
 */
function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])) }));
    });
    req.on('error', reject);
    req.end();
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

test.describe('methods a path does not take', () => {
  // TRACE and TRACK are not here: Next.js 16 cannot make a fetch Request of them and answers 500 before
  // any code of the site runs. Answering them needs the reverse proxy (deploy/, issue 19) or a patched
  // Node server, which we do not ship (no custom server).
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

test.describe('malformed percent-encoding in the path', () => {
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
