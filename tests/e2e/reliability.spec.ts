/**
 * Reliability of the JSON API, each test on its own production server and database (so other
 * tests running in parallel cannot change the rows it counts):
 * - 200 concurrent newsletter subscriptions: every 2xx stored once (hostile input: hostile-requests.spec.ts);
 * - the server killed (SIGKILL) during a burst of demo requests: every 2xx survives the restart,
 *   on SQLite and on PostgreSQL;
 * - PostgreSQL unreachable: the API answers 503 JSON, pages still serve (a page that needs the
 *   database shows the error screen with 500), all recovers without a restart.
 * Figures are printed as `[reliability] ...` lines.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freePort, postgresRelay, postgresStore, signIn, sqliteStore, startApp, stopApp, waitHealthy, type App, type Store } from './support/app';
import { errorScreen } from '../../src/content/error-screen';
import { createPostAndLead, endpoints, nextAddress, pool, resolvePath, send, shortDemo, type Json } from './support/hostile';

const log = (line: string) => console.log(`[reliability] ${line}`);

test.describe('concurrency', () => {
  test('200 concurrent newsletter subscriptions: every 2xx stored exactly once', async () => {
    test.setTimeout(120_000);
    const store = sqliteStore();
    let app: App | undefined;
    try {
      app = startApp(await freePort(), store.url);
      await waitHealthy(app);
      const run = randomBytes(3).toString('hex');
      // 180 addresses, 20 of them sent twice in another letter case: a second subscription is not a second row.
      const emails = Array.from({ length: 200 }, (_, n) => (n < 180 ? `news-${run}-${n}@example.sa` : `NEWS-${run}-${n - 180}@Example.sa`));
      const answers = await Promise.all(emails.map((email) => send(app!.base, 'POST', '/api/newsletter', { email, subscriptionType: 'events', locale: 'en' }).then((answer) => ({ email, ...answer }))));
      const statuses: Record<number, number> = {};
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const accepted = new Set(answers.filter((answer) => answer.status >= 200 && answer.status < 300).map((answer) => answer.email.toLowerCase()));
      const rows = await store.query<{ email_normalized: string }>('select email_normalized from newsletter_subscriptions where email_normalized like ?', [`news-${run}-%`]);
      log(`newsletter: 200 concurrent requests; statuses ${JSON.stringify(statuses)}; ${accepted.size} distinct addresses accepted; ${rows.length} rows`);
      expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
      // The answer is the same for a new and a known address (spec §7): every distinct address is accepted.
      expect(accepted.size).toBe(180);
      expect(rows.map((row) => row.email_normalized).sort()).toEqual([...accepted].sort());
    } finally {
      await stopApp(app);
      await store.close();
    }
  });
});

/**
 * Sends `total` demo requests, 10 at a time, and kills the server (SIGKILL, the whole process
 * group) once `killAfter` of them were answered 2xx; then restarts it on the same database.
 */
async function burstKillRestart(store: Store, label: string) {
  const total = 150;
  const killAfter = 30;
  const run = randomBytes(3).toString('hex');
  let app: App | undefined = startApp(await freePort(), store.url);
  try {
    await waitHealthy(app);
    const outcomes: { email: string; status: number; id?: string }[] = [];
    let accepted = 0;
    let killed = false;
    const victim: App = app;
    const kill = () => {
      if (killed) return;
      killed = true;
      process.kill(-victim.process.pid!, 'SIGKILL');
    };
    await pool(Array.from({ length: total }, (_, n) => n), 10, async (n) => {
      const email = `burst-${run}-${n}@example.sa`;
      try {
        const answer = await send(victim.base, 'POST', '/api/demo-request', { ...shortDemo, email });
        outcomes.push({ email, status: answer.status, id: (answer.json as { id?: string } | undefined)?.id });
        if (answer.status >= 200 && answer.status < 300 && ++accepted >= killAfter) kill();
      } catch {
        outcomes.push({ email, status: 0 });
      }
    });
    kill();
    await stopApp(victim, 'SIGKILL');

    app = startApp(await freePort(), store.url);
    await waitHealthy(app);
    const rows = await store.query<{ id: string; email: string }>('select id, email from demo_requests where email like ?', [`burst-${run}-%`]);
    const stored = new Map(rows.map((row) => [row.id, row.email]));
    const ok = outcomes.filter((outcome) => outcome.status >= 200 && outcome.status < 300);
    const statuses: Record<number, number> = {};
    for (const outcome of outcomes) statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
    log(`${label} SIGKILL during a burst: ${total} requests, statuses ${JSON.stringify(statuses)} (0 = no answer); ${rows.length} rows after restart, of which ${rows.length - ok.length} were stored but never answered`);
    expect(ok.length).toBeGreaterThanOrEqual(killAfter);
    expect(outcomes.filter((outcome) => outcome.status >= 300 && outcome.status !== 0)).toEqual([]);
    for (const outcome of ok) expect(stored.get(outcome.id!), outcome.email).toBe(outcome.email);
    expect(rows.length).toBeLessThanOrEqual(total);

    // The restarted server takes new requests.
    const after = await send(app.base, 'POST', '/api/demo-request', { ...shortDemo, email: `burst-${run}-after@example.sa` });
    expect(after.status).toBe(201);
  } finally {
    await stopApp(app);
  }
}

test.describe('a crash during a burst of demo requests', () => {
  test('SQLite: every 2xx survives SIGKILL and restart, the file is intact', async () => {
    test.setTimeout(180_000);
    const store = sqliteStore();
    try {
      await burstKillRestart(store, 'SQLite');
      expect(await store.query('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    } finally {
      await store.close();
    }
  });

  test('PostgreSQL: every 2xx survives SIGKILL and restart', async () => {
    test.setTimeout(180_000);
    const store = await postgresStore();
    try {
      await burstKillRestart(store, 'PostgreSQL');
    } finally {
      await store.close();
    }
  });
});

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
      ['GET', '/api/admin/demo-requests', undefined],
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
    const again = await send(app.base, 'POST', '/api/demo-request', { ...shortDemo, email });
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
