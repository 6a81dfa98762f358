import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { freePort } from './support/app';

const question = { category: 'integration', question: 'Can Siyana read our BMS alarms and open work orders from them?', email: 'khalid@example.sa', locale: 'en' };

function post(base: string, path: string, body: unknown, forwardedFor: string) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(body) });
}

test.describe('with no trusted proxy (the default)', () => {
  test.describe.configure({ mode: 'serial' });
  // Its own server, started as `npm start` starts it, without the TRUSTED_PROXIES the shared e2e server has.
  let base: string;
  let server: ChildProcess;
  let dir: string;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dir = mkdtempSync(join(tmpdir(), 'siyana-e2e-address-'));
    server = spawn('node', ['scripts/start.mjs', '--port', String(port)], {
      env: { ...process.env, TRUSTED_PROXIES: '', DATABASE_URL: `file:${join(dir, 'site.db')}`, LOG_LEVEL: 'silent', NEXT_TELEMETRY_DISABLED: '1', ADMIN_USERNAME: 'address-admin', ADMIN_PASSWORD: 'address-admin-password' },
      stdio: 'ignore',
      detached: true,
    });
    await expect.poll(() => fetch(`${base}/api/health`).then((r) => r.status).catch(() => 0), { timeout: 40_000 }).toBe(200);
  });

  test.afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dir, { recursive: true, force: true });
  });

  test('a different forged X-Forwarded-For on every request does not escape a form’s limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await post(base, '/api/questions', question, `10.${n}.0.1`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  test('nor the username+address sign-in lock', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await post(base, '/api/admin/login', { username: 'address-admin', password: `guess ${n}` }, `172.16.${n}.1, 10.${n}.9.9`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

test.describe('behind one trusted proxy (the shared server: TRUSTED_PROXIES=1)', () => {
  test('the entry the proxy appended counts: forged entries before it do not escape the limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await post(baseURL, '/api/questions', question, `10.${n}.0.1, 203.0.113.77`)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  test('failures for one username from many addresses slow that username down', async () => {
    const attempt = (n: number) => post(baseURL, '/api/admin/login', { username: 'ghost-staff', password: `guess ${n}` }, `198.18.${n}.1`);
    for (let n = 0; n < 11; n++) expect((await attempt(n)).status).toBe(401);
    const slowed = await attempt(99);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(2);
  });
});
