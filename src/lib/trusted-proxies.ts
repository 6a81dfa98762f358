import { BlockList, isIP } from 'node:net';

/**
 * Who may add entries to X-Forwarded-For: nobody (the default), the nearest `hops` proxies, or the
 * proxies at the listed addresses/CIDRs. Parsed from the TRUSTED_PROXIES setting.
 */
export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

/** `::ffff:192.0.2.1` is the IPv4 address 192.0.2.1 arriving on an IPv6 socket. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1]! : address.toLowerCase();
}

/** One X-Forwarded-For entry as a bare address: brackets and ports some proxies add are dropped. */
export function normalizeAddress(entry: string): string {
  const text = entry.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return unmapped(bracketed[1]!);
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text);
  if (withPort) return withPort[1]!;
  return unmapped(text);
}

/** Parses TRUSTED_PROXIES: empty for none, a hop count (`1`), or a comma-separated list of addresses/CIDRs. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies | Error {
  const value = text?.trim() ?? '';
  if (value === '' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) };
  const list = new BlockList();
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [rawAddress, prefix, ...rest] = item.split('/');
    const address = normalizeAddress(rawAddress ?? '');
    const family = isIP(address);
    if (!family || rest.length > 0) return new Error(`"${item}" is not an address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = /^\d+$/.test(prefix) ? Number(prefix) : NaN;
    if (!(bits >= 0 && bits <= (family === 4 ? 32 : 128))) return new Error(`"${item}" has an invalid prefix length`);
    list.addSubnet(address, bits, type);
  }
  return { kind: 'list', list };
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The header the server writes the connection's address into before Next.js reads the request
 * (src/server/http/peer-address.ts), replacing any a client sent: route handlers get a Fetch `Request`,
 * which has no socket.
 */
export const PEER_ADDRESS_HEADER = 'x-siyana-peer-address';

/** Loopback, private (RFC 1918, RFC 4193) and link-local networks: where a proxy counted by hops connects from. */
const privateNetworks = new BlockList();
for (const [network, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['169.254.0.0', 16]] as const) privateNetworks.addSubnet(network, bits, 'ipv4');
for (const [network, bits] of [['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) privateNetworks.addSubnet(network, bits, 'ipv6');

/**
 * The client's address. The chain is the X-Forwarded-For entries followed by the connection's own
 * address (`peer`): each proxy appends the address of its peer, so the right-most entry is always the
 * one that connected to us, and the entries before it are believed only as far as they were written by
 * trusted proxies. With none, the connection's address, whatever the client wrote. With `hops`, the
 * `hops`-th entry left of the connection when the connection comes from a loopback or private address
 * (the proxy on this machine or network), else the connection's address. With a list, the right-most
 * entry that is not a listed proxy's (the left-most when all are). A request that did not come through
 * a socket (a route called as a function in tests) has no peer: its right-most X-Forwarded-For entry
 * stands for the connection, as Next.js itself sets the header to the socket's address when it is missing.
 */
export function chooseClientAddress(forwardedFor: string | null | undefined, peer: string | null | undefined, trusted: TrustedProxies): string {
  const forwarded = (forwardedFor ?? '').split(',').map(normalizeAddress).filter(Boolean);
  const chain = peer ? [...forwarded, normalizeAddress(peer)] : forwarded;
  if (chain.length === 0) return 'unknown';
  const last = chain.length - 1;
  const connection = chain[last]!;
  if (trusted.kind === 'none') return connection;
  if (trusted.kind === 'hops') return isTrusted(privateNetworks, connection) ? chain[Math.max(0, last - trusted.hops)]! : connection;
  for (let index = last; index >= 0; index--) if (!isTrusted(trusted.list, chain[index]!)) return chain[index]!;
  return chain[0]!;
}
