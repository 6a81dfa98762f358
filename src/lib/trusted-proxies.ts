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
 * The client's address from the X-Forwarded-For chain the app receives: each proxy appends the
 * address of its peer, so behind `hops` proxies the client is the `hops`-th entry from the right,
 * and with a list the right-most entry that is not a trusted proxy's (the left-most when all are).
 * With none, the right-most entry: Next.js sets the header to the socket's address only when the
 * client sent none, so without a proxy in front a client can choose it (docs/deployment.md).
 */
export function chooseClientAddress(forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  const chain = (forwardedFor ?? '').split(',').map(normalizeAddress).filter(Boolean);
  if (chain.length === 0) return 'unknown';
  if (trusted.kind === 'none') return chain[chain.length - 1]!;
  if (trusted.kind === 'hops') return chain[Math.max(0, chain.length - Math.max(1, trusted.hops))]!;
  for (let index = chain.length - 1; index >= 0; index--) if (!isTrusted(trusted.list, chain[index]!)) return chain[index]!;
  return chain[0]!;
}
