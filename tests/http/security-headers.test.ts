/**
 * The security headers and the Content-Security-Policy on every kind of answer of the shared server
 * (pages in both languages, API, 404s, static files), and the staff area's per-request nonce. That
 * pages still work under the policy (no violation, scripts run): tests/e2e/security-headers.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { request } from './site';

/** `{ directive: [sources] }` of a Content-Security-Policy header. */
function directives(policy: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed[name.toLowerCase()] = sources;
  }
  return parsed;
}

/** The headers every answer carries (the e2e server is a production build, so HSTS too). */
function expectSecurityHeaders(response: Response, what: string) {
  const headers = Object.fromEntries(response.headers);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains');
  expect(headers['x-powered-by'], what).toBeUndefined();
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, what).toContain(`${feature}=()`);

  const policy = headers['content-security-policy'];
  expect(policy, `${what}: CSP`).toBeTruthy();
  const csp = directives(policy!);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(policy, what).not.toContain('unsafe-eval');
  // Only the site itself: no host, scheme wildcard or other origin anywhere in the policy.
  const sources = Object.values(csp).flat();
  expect(sources.filter((source) => !/^('[a-z-]+'|'nonce-[A-Za-z0-9+/=]+'|data:|blob:)$/.test(source)), what).toEqual([]);
  return csp;
}

describe('security headers', () => {
  test('on an English page, an Arabic page, an API answer, 404s and static files', async () => {
    const page = await request('/');
    expect(page.status).toBe(200);
    const csp = expectSecurityHeaders(page, '/');
    // Public pages are static: inline scripts are allowed (Next's RSC payload), eval never.
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"]);

    const html = await page.text();
    const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    const stylesheet = html.match(/\/_next\/static\/[^"]+\.css/)?.[0];
    expect(script).toBeTruthy();
    expect(stylesheet).toBeTruthy();

    const targets: [string, number][] = [
      ['/ar/privacy', 200],
      ['/api/health', 200],
      ['/this-page-does-not-exist', 404],
      ['/ar/this-page-does-not-exist', 404],
      ['/missing-file.png', 404],
      ['/api/does-not-exist', 404],
      [script!, 200],
      [stylesheet!, 200],
      ['/icon.svg', 200],
      ['/robots.txt', 200],
    ];
    for (const [path, status] of targets) {
      const response = await request(path);
      expect(response.status, path).toBe(status);
      await response.arrayBuffer();
      expectSecurityHeaders(response, path);
    }
    const api = await request('/api/demo-request', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(api.status).toBe(400);
    expectSecurityHeaders(api, 'POST /api/demo-request');
  });

  test('the staff area gets a fresh nonce per request and no inline scripts without it', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await request('/admin/login');
      expect(response.status).toBe(200);
      const scriptSrc = expectSecurityHeaders(response, '/admin/login')['script-src']!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).toContain("'strict-dynamic'");
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))!.slice(7, -1);
      nonces.add(nonce);
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });
});

