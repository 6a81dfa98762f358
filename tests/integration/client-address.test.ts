import { afterAll, describe, expect, it, vi } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/lib/trusted-proxies';

/** The address rate limits count for a request with this X-Forwarded-For, from a connection at `peer`, under TRUSTED_PROXIES=`setting`. */
async function clientAddress(setting: string | undefined, forwardedFor: string | null, peer: string | null): Promise<string> {
  vi.resetModules();
  if (setting === undefined) delete process.env.TRUSTED_PROXIES;
  else vi.stubEnv('TRUSTED_PROXIES', setting);
  const { clientIp } = await import('@/server/http/json-api');
  const headers: Record<string, string> = {};
  if (forwardedFor !== null) headers['x-forwarded-for'] = forwardedFor;
  if (peer !== null) headers[PEER_ADDRESS_HEADER] = peer;
  return clientIp(new Request('http://localhost:3000/api/questions', { method: 'POST', headers }));
}

afterAll(() => vi.unstubAllEnvs());

describe('the client address every rate limit counts', () => {
  it('reached directly with TRUSTED_PROXIES unset: the connection, whatever the client writes', async () => {
    expect(await clientAddress(undefined, '10.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress('', '10.0.0.1, 203.0.113.9', '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(undefined, null, '198.51.100.7')).toBe('198.51.100.7');
  });

  it('TRUSTED_PROXIES=1: behind a proxy on this machine, the entry it appended; reached directly from outside, the connection', async () => {
    expect(await clientAddress('1', '6.6.6.6, 203.0.113.9', '127.0.0.1')).toBe('203.0.113.9');
    expect(await clientAddress('1', '203.0.113.9', '::ffff:127.0.0.1')).toBe('203.0.113.9');
    expect(await clientAddress('1', '6.6.6.6', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('a CIDR list: entries are believed only as far as listed proxies wrote them', async () => {
    const list = '127.0.0.1, 10.0.0.0/8';
    expect(await clientAddress(list, '6.6.6.6, 203.0.113.9, 10.1.2.3', '127.0.0.1')).toBe('203.0.113.9');
    expect(await clientAddress(list, '6.6.6.6', '198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(list, '6.6.6.6', '10.9.9.9')).toBe('6.6.6.6');
  });
});
