import { expect, test } from '@playwright/test';

/*
 * Next.js 16 keeps a client-sent X-Forwarded-For as it is (it adds the socket's address only when the
 * header is missing), so the address is trustworthy only behind a proxy that appends it (nginx's
 * $proxy_add_x_forwarded_for) and TRUSTED_PROXIES set to match. The shared e2e server plays that setup.
 */
import { baseURL } from '../../playwright.config';

const question = { category: 'integration', question: 'Can Siyana read our BMS alarms and open work orders from them?', email: 'khalid@example.sa', locale: 'en' };

function post(base: string, path: string, body: unknown, forwardedFor: string) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(body) });
}

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
