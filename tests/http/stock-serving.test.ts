/**
 * The site runs on the framework's own server, one way on all three start paths: the standalone
 * server through `npm start` (the shared server of these tests), `next start`, and the container's
 * `node server.js`, on the same build; pages are sent as Next.js writes them, and a 15,000-character
 * User-Agent costs none of them more than a browser's (the bare npm start: hardened-edges.test.ts).
 * (A form sent before the scripts start: tests/e2e/stock-serving.spec.ts.)
 */
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { freePort, sqliteStore, startApp, stopApp, waitHealthy } from '../e2e/support/app';
import { longUserAgentCost } from './long-user-agent';
import { request } from './site';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.sa`;

test('pages are compressed by the framework (gzip) and sent as Next.js writes them', async () => {
  const gzip = await request('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  const html = await gzip.text();
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/);
  const plain = await request('/', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
  await plain.arrayBuffer();
});

test('`next start` serves the same build: pages, files and a form', { timeout: 90_000 }, async () => {
  const port = await freePort();
  const store = sqliteStore();
  const app = startApp(port, store.url, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)]);
  try {
    await waitHealthy(app);
    const home = await fetch(`${app.base}/ar`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const chunk = html.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    expect((await fetch(`${app.base}${chunk}`)).status).toBe(200);
    const email = uniqueEmail('next-start');
    const answer = await fetch(`${app.base}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.base },
      body: JSON.stringify({ email, subscriptionType: 'blog', locale: 'ar' }),
    });
    expect(answer.status).toBe(200);
    expect(await store.query('select email from newsletter_subscriptions where email = ?', [email])).toHaveLength(1);
    const cost = await longUserAgentCost(app.base, 'next start');
    expect([...cost.statuses]).toEqual([200]);
    expect(cost.beside).toBeLessThan(2 * cost.baseline + 20);
  } finally {
    await stopApp(app);
    await store.close();
  }
});

test("the container's `node server.js` serves the same build, a long User-Agent as fast as a browser's", { timeout: 90_000 }, async () => {
  const port = await freePort();
  const store = sqliteStore();
  // As the image runs it (Dockerfile): the standalone folder's own server.js, its settings from the
  // environment; the server changes into its folder, so the database path is absolute.
  const app = startApp(port, `file:${resolve(store.url.replace(/^file:/, ''))}`, ['.next/standalone/server.js'], { PORT: String(port), HOSTNAME: 'localhost', KEEP_ALIVE_TIMEOUT: '65000' });
  try {
    await waitHealthy(app);
    const about = await fetch(`${app.base}/about`);
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('<html lang="en" dir="ltr"');
    const cost = await longUserAgentCost(app.base, 'node server.js');
    expect([...cost.statuses]).toEqual([200]);
    expect(cost.beside).toBeLessThan(2 * cost.baseline + 20);
  } finally {
    await stopApp(app);
    await store.close();
  }
});
