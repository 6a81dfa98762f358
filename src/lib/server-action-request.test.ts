import { describe, expect, it } from 'vitest';
import { serverActionRefusal } from './server-action-request';

const site = 'https://siyana.sa';

function form(root = '["$K1"]'): FormData {
  const data = new FormData();
  data.append('1_token', 'abc');
  data.append('1_locale', 'en');
  data.append('0', root);
  return data;
}

function call(body: BodyInit, headers: Record<string, string> = {}) {
  return serverActionRefusal(new Request(`${site}/newsletter/confirm`, { method: 'POST', headers: { host: 'siyana.sa', 'next-action': '40ab', origin: site, ...headers }, body }));
}

describe('serverActionRefusal', () => {
  it("lets a form button's call from the site through, and one without Origin", async () => {
    expect(await call(form())).toBeNull();
    expect(await call(form(), { origin: '' })).toEqual({ status: 403, text: 'Forbidden' });
    const noOrigin = new Request(`${site}/x`, { method: 'POST', headers: { host: 'siyana.sa' }, body: form() });
    expect(await serverActionRefusal(noOrigin)).toBeNull();
    expect(await call(form(), { host: 'localhost:3000', 'x-forwarded-host': 'siyana.sa' })).toBeNull();
  });

  it('refuses a call from another origin, a null or malformed Origin with 403', async () => {
    for (const origin of ['https://evil.example', 'null', '::::', 'https://siyana.sa.evil.example']) {
      expect(await call(form(), { origin }), origin).toEqual({ status: 403, text: 'Forbidden' });
    }
  });

  it('refuses a body that is not form data, malformed multipart and a root field that is not form references with 400', async () => {
    expect((await call('{{{not json', { 'content-type': 'text/plain' }))?.status).toBe(400);
    expect((await call('{"a":1}', { 'content-type': 'application/json' }))?.status).toBe(400);
    expect((await call('--zz\r\nbroken', { 'content-type': 'multipart/form-data; boundary=zz' }))?.status).toBe(400);
    for (const root of ['{{{', '["$@1"]', '42', '[]', '["$K1","x"]']) expect((await call(form(root)))?.status, root).toBe(400);
    const noRoot = new FormData();
    noRoot.append('1_token', 'abc');
    expect((await call(noRoot))?.status).toBe(400);
  });
});
