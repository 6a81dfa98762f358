/**
 * Reliability, on its own production server and database:
 * - PostgreSQL unreachable: the API answers 503 JSON, pages still serve (a page that needs the
 *   database shows the error screen with 500), all recovers without a restart.
 * Figures are printed as `[reliability] ...` lines. Concurrent subscriptions and a crash during a
 * burst (no browser needed): tests/http/reliability.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freePort, postgresRelay, postgresStore, signIn, startApp, stopApp, waitHealthy, type App } from './support/app';
import { errorScreen } from '../../src/content/error-screen';
import { defaultFreeSlots } from '../support/default-slots';
import { createPostAndLead, endpoints, nextAddress, phoneOf, resolvePath, send, shortDemo, type Json } from './support/hostile';

const log = (line: string) => console.log(`[reliability] ${line}`);

test('PostgreSQL unreachable: the API answers 503 JSON, pages serve, all recovers without a restart', async ({ browser }) => {
  test.setTimeout(180_000);
  const relay = postgresRelay();
  const relayPort = await relay.open();
  const store = await postgresStore(relayPort);
  let app: App | undefined;
  try {
    app = startApp(await freePort(), store.url);
    await waitHealthy(app);
    const cookie = await signIn(app);
    const ids = await createPostAndLead(app.base, cookie);
    const html = await (await fetch(`${app.base}/`)).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)![0];

    await relay.cut();
    const started = Date.now();
    const calls: [string, string, Json | undefined][] = [
      ...endpoints.map((endpoint) => [endpoint.method ?? 'POST', resolvePath(endpoint.path, ids), endpoint.valid] as [string, string, Json]),
      ['GET', '/api/health', undefined],
      ['GET', '/api/admin/me', undefined],
      ['GET', '/api/admin/leads', undefined],
      ['GET', '/api/admin/blog', undefined],
      ['DELETE', `/api/admin/blog/${ids.post}`, undefined],
    ];
    const answers: string[] = [];
    for (const [method, path, body] of calls) {
      const headers: Record<string, string> = { cookie, 'x-forwarded-for': nextAddress() };
      if (body) headers['content-type'] = 'application/json';
      const response = await fetch(`${app.base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const text = await response.text();
      answers.push(`${method} ${path} ${response.status}`);
      expect(response.status, `${method} ${path}: ${text.slice(0, 200)}`).toBe(503);
      expect(response.headers.get('content-type'), `${method} ${path}`).toContain('application/json');
      expect(JSON.parse(text), `${method} ${path}`).toMatchObject(path === '/api/health' ? { status: 'error' } : { success: false });
    }
    // Sign-out ends the session in the browser even now (spec §4): the cookie is expired; the row times out.
    const logout = await fetch(`${app.base}/api/admin/logout`, { method: 'POST', headers: { cookie } });
    answers.push(`POST /api/admin/logout ${logout.status}`);
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/Max-Age=0/i);
    for (const path of ['/', '/ar', '/request-demo', '/ar/privacy', '/resources/blog', '/admin/login', asset]) {
      const response = await fetch(`${app.base}${path}`);
      await response.arrayBuffer();
      answers.push(`GET ${path} ${response.status}`);
      expect(response.status, path).toBe(200);
    }
    // A page that must read the database fails with the site's error screen in its language: 500, the
    // header and footer around it, a way to try again, and no error text. (Next.js sends the frame and
    // the error; the error screen is drawn when the page's scripts start.)
    const visitor = await browser.newPage();
    for (const [path, screen] of [['/resources/events/no-event/registered?r=x', 'en'], ['/ar/resources/events/no-event/registered?r=x', 'ar']] as const) {
      const response = await visitor.goto(`${app.base}${path}`);
      answers.push(`GET ${path} ${response?.status()}`);
      expect(response?.status(), path).toBe(500);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(errorScreen.title[screen]);
      await expect(visitor.getByRole('button', { name: errorScreen.retry[screen] })).toBeVisible();
      await expect(visitor.getByRole('link', { name: errorScreen.home[screen] })).toHaveAttribute('href', screen === 'ar' ? '/ar' : '/');
      await expect(visitor.getByRole('link', { name: errorScreen.support[screen] })).toHaveAttribute('href', screen === 'ar' ? '/ar/resources/support' : '/resources/support');
      await expect(visitor.getByRole('banner')).toBeVisible();
      await expect(visitor.getByRole('contentinfo')).toBeVisible();
      expect(await visitor.locator('body').innerText(), path).not.toMatch(/ECONNREFUSED|Connection terminated|digest|Error:|at [\w.]+ \(/);
    }
    await visitor.close();
    log(`PostgreSQL cut: ${answers.length} requests in ${Date.now() - started} ms: ${answers.join('; ')}`);

    await relay.open(relayPort);
    await waitHealthy(app, 30_000);
    expect((await fetch(`${app.base}/api/admin/me`, { headers: { cookie } })).status).toBe(200);
    const email = `recovered-${randomBytes(3).toString('hex')}@example.sa`;
    // A slot of its own: the sweep's requests before the cut may hold the first free slots.
    const again = await send(app.base, 'POST', '/api/demo-request', { ...shortDemo, email, phone: phoneOf(email), slotStart: defaultFreeSlots(5)[4] });
    expect(again.status).toBe(201);
    expect(await store.query('select email from demo_requests where email = ?', [email])).toEqual([{ email }]);
    expect(app.process.exitCode).toBeNull();
    log('PostgreSQL back: health 200, the old session still valid, a new demo request stored, same process');
  } finally {
    await stopApp(app);
    await relay.cut();
    await store.close();
  }
});
