import { describe, expect, it } from 'vitest';
import { env } from '@/env';
import { isForeignOrigin } from './json-api';

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: 'POST', headers });
}

describe('isForeignOrigin', () => {
  const site = new URL(env.SITE_URL);

  it('accepts a request without an Origin header, as server-to-server tools send', () => {
    expect(isForeignOrigin(post('http://shop.example:8080/api/questions', { host: 'shop.example:8080' }))).toBe(false);
  });

  it("accepts SITE_URL's origin even when the request reached the server under another host", () => {
    expect(isForeignOrigin(post('http://10.0.0.5:3000/api/questions', { host: '10.0.0.5:3000', origin: site.origin }))).toBe(false);
  });

  it('accepts the origin the request was sent to: scheme from x-forwarded-proto, host from Host', () => {
    expect(isForeignOrigin(post('http://preview.siyana.test/api/x', { host: 'preview.siyana.test', origin: 'http://preview.siyana.test' }))).toBe(false);
    expect(isForeignOrigin(post('http://127.0.0.1:3000/api/x', { host: 'preview.siyana.test', 'x-forwarded-proto': 'https', origin: 'https://preview.siyana.test' }))).toBe(false);
    expect(isForeignOrigin(post('http://127.0.0.1:3000/api/x', { host: '127.0.0.1:3000', 'x-forwarded-host': 'preview.siyana.test', 'x-forwarded-proto': 'https', origin: 'https://preview.siyana.test' }))).toBe(false);
  });

  it('refuses the same host under another scheme', () => {
    expect(isForeignOrigin(post('http://preview.siyana.test/api/x', { host: 'preview.siyana.test', 'x-forwarded-proto': 'https', origin: 'http://preview.siyana.test' }))).toBe(true);
    expect(isForeignOrigin(post('http://preview.siyana.test/api/x', { host: 'preview.siyana.test', origin: 'https://preview.siyana.test' }))).toBe(true);
    const otherScheme = site.protocol === 'https:' ? 'http:' : 'https:';
    expect(isForeignOrigin(post('http://10.0.0.5:3000/api/x', { host: '10.0.0.5:3000', origin: `${otherScheme}//${site.host}` }))).toBe(true);
  });

  it('refuses the same host on another port', () => {
    expect(isForeignOrigin(post('http://preview.siyana.test:3000/api/x', { host: 'preview.siyana.test:3000', origin: 'http://preview.siyana.test:4000' }))).toBe(true);
    expect(isForeignOrigin(post('http://10.0.0.5:3000/api/x', { host: '10.0.0.5:3000', origin: `${site.protocol}//${site.hostname}:1` }))).toBe(true);
  });

  it('refuses another host, a look-alike host, `null` and a value that is no URL', () => {
    for (const origin of ['https://evil.example', `${site.protocol}//${site.hostname}.evil.example`, 'null', 'not a url']) {
      expect(isForeignOrigin(post('http://10.0.0.5:3000/api/x', { host: '10.0.0.5:3000', origin }))).toBe(true);
    }
  });
});
