
/*
 * Next.js 16 keeps a client-sent X-Forwarded-For as it is (it adds the socket's address only when the
 * header is missing), so the server writes the connection's address into its own header before Next.js
 * reads the request (src/server/http/peer-address.ts), and X-Forwarded-For is believed only from a trusted
 * proxy (TRUSTED_PROXIES). The shared server of tests/http (TRUSTED_PROXIES=1, reached from 127.0.0.1)
 * plays the proxy on this machine; the direct server below trusts nobody.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort, sqliteStore, startApp, stopApp, waitHealthy, type App, type Store } from '../e2e/support/app';
import { baseURL } from './site';

const question = { category: 'integration', question: 'Can Siyana read our BMS alarms and open work orders from them?', email: 'khalid@example.sa', locale: 'en' };

function post(base: string, path: string, body: unknown, headers: Record<string, string>) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

describe('behind one trusted proxy (the shared server: TRUSTED_PROXIES=1)', () => {
  test('the entry the proxy appended counts: forged entries before it do not escape the limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await post(baseURL, '/api/questions', question, { 'x-forwarded-for': `10.${n}.0.1, 203.0.113.77` })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  test('a username failing from many addresses slows the failing addresses, never a new one', async () => {
    const attempt = (n: number) => post(baseURL, '/api/admin/login', { username: 'ghost-staff', password: `guess ${n}` }, { 'x-forwarded-for': `198.18.${n}.1` });
    for (let n = 0; n < 11; n++) expect((await attempt(n)).status).toBe(401);
    const slowed = await attempt(10);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    expect((await attempt(99)).status).toBe(401);
  });
});

describe('reached directly, TRUSTED_PROXIES unset', () => {
  let store: Store;
  let app: App;
  beforeAll(async () => {
    store = sqliteStore();
    app = startApp(await freePort(), store.url, undefined, { TRUSTED_PROXIES: '' });
    await waitHealthy(app);
  }, 90_000);
  afterAll(async () => {
    await stopApp(app);
    await store.close();
  });

  test('the connection’s address counts: neither X-Forwarded-For nor the server’s own header can be forged', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      statuses.push((await post(app.base, '/api/questions', question, { 'x-forwarded-for': `203.0.113.${n}`, 'x-siyana-peer-address': `198.51.100.${n}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });
});
