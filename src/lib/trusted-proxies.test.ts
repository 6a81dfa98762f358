import { describe, expect, it } from 'vitest';
import { chooseClientAddress, normalizeAddress, parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

function trust(text: string): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if (parsed instanceof Error) throw parsed;
  return parsed;
}

const none = trust('');

describe('parseTrustedProxies', () => {
  it('reads nothing, 0 and blanks as no trusted proxy', () => {
    expect(parseTrustedProxies(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('')).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('  ')).toEqual({ kind: 'none' });
    expect(parseTrustedProxies('0')).toEqual({ kind: 'none' });
  });

  it('reads a whole number as a hop count', () => {
    expect(parseTrustedProxies('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustedProxies(' 3 ')).toEqual({ kind: 'hops', hops: 3 });
  });

  it('reads addresses and CIDRs of both families', () => {
    expect(trust('10.0.0.0/8, 192.0.2.7,fd00::/8, ::1, ::ffff:198.51.100.4').kind).toBe('list');
  });

  it('refuses what is not an address or a CIDR', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.0/', 'fd00::/129', '10.0.0.1/8/2', '-1', '1.5', '10.0.0.256', '10.0.0.0/x']) {
      expect(parseTrustedProxies(bad), bad).toBeInstanceOf(Error);
    }
  });
});

describe('normalizeAddress', () => {
  it('drops ports, brackets, quotes and the IPv4-mapped prefix', () => {
    expect(normalizeAddress(' 203.0.113.5 ')).toBe('203.0.113.5');
    expect(normalizeAddress('203.0.113.5:51234')).toBe('203.0.113.5');
    expect(normalizeAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normalizeAddress('"2001:db8::2"')).toBe('2001:db8::2');
    expect(normalizeAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(normalizeAddress('::FFFF:203.0.113.5')).toBe('203.0.113.5');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});

describe('chooseClientAddress with no trusted proxy', () => {
  it('takes the connection\'s address, whatever X-Forwarded-For the client wrote', () => {
    expect(chooseClientAddress(null, '203.0.113.5', none)).toBe('203.0.113.5');
    expect(chooseClientAddress('6.6.6.6', '203.0.113.5', none)).toBe('203.0.113.5');
    expect(chooseClientAddress('6.6.6.6, 7.7.7.7', '::ffff:203.0.113.5', none)).toBe('203.0.113.5');
    expect(chooseClientAddress('6.6.6.6', '2001:db8::9', none)).toBe('2001:db8::9');
    // A proxy's connection is still just the proxy: nothing it forwards is believed.
    expect(chooseClientAddress('6.6.6.6', '127.0.0.1', none)).toBe('127.0.0.1');
  });

  it('without a connection (a route called as a function) the right-most entry stands for it', () => {
    expect(chooseClientAddress('127.0.0.1', null, none)).toBe('127.0.0.1');
    expect(chooseClientAddress('6.6.6.6, 203.0.113.5', undefined, none)).toBe('203.0.113.5');
    expect(chooseClientAddress('not-an-address, ::ffff:203.0.113.5', null, none)).toBe('203.0.113.5');
  });

  it('answers "unknown" with neither and skips empty entries', () => {
    expect(chooseClientAddress(null, null, none)).toBe('unknown');
    expect(chooseClientAddress(undefined, '', none)).toBe('unknown');
    expect(chooseClientAddress(' , ', null, none)).toBe('unknown');
    expect(chooseClientAddress('203.0.113.5, ,', null, none)).toBe('203.0.113.5');
  });
});

describe('chooseClientAddress with a hop count', () => {
  const one = trust('1');

  it('behind one proxy on this machine takes the entry that proxy appended, not the ones the client sent', () => {
    // client -> nginx ($proxy_add_x_forwarded_for appends the client's address) -> app
    expect(chooseClientAddress('203.0.113.5', '127.0.0.1', one)).toBe('203.0.113.5');
    expect(chooseClientAddress('6.6.6.6, 203.0.113.5', '::ffff:127.0.0.1', one)).toBe('203.0.113.5');
    expect(chooseClientAddress('6.6.6.6, 7.7.7.7, ::ffff:203.0.113.5', '::1', one)).toBe('203.0.113.5');
    // A proxy on the private network (another container, a load balancer).
    expect(chooseClientAddress('203.0.113.5', '172.17.0.1', one)).toBe('203.0.113.5');
    expect(chooseClientAddress('203.0.113.5', 'fd00::2', one)).toBe('203.0.113.5');
  });

  it('believes no header from a connection on a public address: a client reaching the server directly', () => {
    expect(chooseClientAddress('6.6.6.6', '198.51.100.7', one)).toBe('198.51.100.7');
    expect(chooseClientAddress('6.6.6.6', '2001:db8::7', one)).toBe('2001:db8::7');
  });

  it('behind two proxies skips the inner one', () => {
    expect(chooseClientAddress('6.6.6.6, 203.0.113.5, 10.0.0.9', '127.0.0.1', trust('2'))).toBe('203.0.113.5');
  });

  it('with fewer entries than hops takes the left-most one', () => {
    expect(chooseClientAddress('203.0.113.5', '127.0.0.1', trust('5'))).toBe('203.0.113.5');
    expect(chooseClientAddress(null, '127.0.0.1', one)).toBe('127.0.0.1');
  });
});

describe('chooseClientAddress with an address list', () => {
  const list = trust('127.0.0.1, 10.0.0.0/8, fd00::/8');

  it('skips trusted entries from the right and stops at the first untrusted one', () => {
    expect(chooseClientAddress('203.0.113.5', '127.0.0.1', list)).toBe('203.0.113.5');
    expect(chooseClientAddress('6.6.6.6, 203.0.113.5, 10.1.2.3', '127.0.0.1', list)).toBe('203.0.113.5');
    expect(chooseClientAddress('2001:db8::5, fd12:3456::1', '127.0.0.1', list)).toBe('2001:db8::5');
  });

  it('does not believe the header of an untrusted connection', () => {
    // The connection is not in the list: it is the client, whatever it wrote.
    expect(chooseClientAddress('10.0.0.1', '198.51.100.7', list)).toBe('198.51.100.7');
    expect(chooseClientAddress('127.0.0.1', '2001:db8::7', list)).toBe('2001:db8::7');
    expect(chooseClientAddress('6.6.6.6', '::ffff:11.0.0.1', list)).toBe('11.0.0.1');
  });

  it('matches IPv4-mapped IPv6 connections against IPv4 entries', () => {
    expect(chooseClientAddress('203.0.113.5', '::ffff:127.0.0.1', list)).toBe('203.0.113.5');
    expect(chooseClientAddress('203.0.113.5', '::ffff:10.200.0.1', list)).toBe('203.0.113.5');
    expect(chooseClientAddress('203.0.113.5', '::ffff:10.0.0.1', trust('::ffff:10.0.0.1'))).toBe('203.0.113.5');
  });

  it('matches IPv6 CIDRs and single IPv6 addresses', () => {
    expect(chooseClientAddress('203.0.113.5', '::1', trust('::1'))).toBe('203.0.113.5');
    expect(chooseClientAddress('203.0.113.5', '::2', trust('::1'))).toBe('::2');
    expect(chooseClientAddress('203.0.113.5', '2001:db8:1::4', trust('2001:db8::/32'))).toBe('203.0.113.5');
    expect(chooseClientAddress('203.0.113.5', '2001:db9::4', trust('2001:db8::/32'))).toBe('2001:db9::4');
  });

  it('takes an untrusted garbage entry as the client (a trusted proxy wrote it) and the left-most when all are trusted', () => {
    expect(chooseClientAddress('6.6.6.6, unknown', '127.0.0.1', list)).toBe('unknown');
    expect(chooseClientAddress('10.0.0.5, 10.0.0.6', '127.0.0.1', list)).toBe('10.0.0.5');
  });
});
