import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
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

test.describe('security headers', () => {
  test('on an English page, an Arabic page, an API answer, 404s and static files', async ({ request }) => {
    const page = await request.get('/');
    expect(page.status()).toBe(200);
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
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expectSecurityHeaders(response, path);
    }
    const api = await request.post('/api/demo-request', { data: '{', headers: { 'content-type': 'application/json' } });
    expect(api.status()).toBe(400);
    expectSecurityHeaders(api, 'POST /api/demo-request');
  });

  test('the staff area gets a fresh nonce per request and no inline scripts without it', async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await request.get('/admin/login');
      expect(response.status()).toBe(200);
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

/** Console errors and CSP violations while a page loads and runs. */
function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('pages work under the policy', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
  });

  for (const path of ['/', '/ar']) {
    test(`${path}: no console error, the page is interactive`, async ({ page }) => {
      const errors = watch(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The inline scripts and the chunks ran: the page marked itself ready (the fixture waits for it).
      await expect(page.locator('html')).toHaveAttribute('data-ready', '');
      expect(errors).toEqual([]);
    });
  }

  test('/request-demo: no console error, client-side validation runs', async ({ page }) => {
    const errors = watch(page);
    await page.goto('/request-demo');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/admin/login: no console error with the nonce policy, the form runs', async ({ page }) => {
    const errors = watch(page);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('يرجى إدخال اسم المستخدم وكلمة المرور')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
