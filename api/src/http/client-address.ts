/**
 * The caller's address, for per-client limits. Served directly (TRUST_PROXY unset) it is the
 * socket's address and X-Forwarded-For is ignored: anyone can write that header. Behind a reverse
 * proxy (production needs one for HTTPS) every request comes from the proxy, so TRUST_PROXY says
 * which hops to believe: a number of proxies in front of the app, or their addresses/CIDRs; the
 * client is then the first address from the right that is not a trusted proxy
 * (docs/decisions/0090). Requests made in-process (tests via app.request) have no socket and
 * count as 'local'.
 */
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ClientAddress } from './rate-limit.ts';

export type TrustProxy = { hops: number } | { proxies: string[] } | null;

/** Longest address kept as a limit key (a forged header cannot make a huge one). */
const MAX_ADDRESS_LENGTH = 64;

export function socketAddress(c: Context): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? 'local');
  } catch {
    return 'local';
  }
}

/** '::ffff:10.0.0.1' → '10.0.0.1', '[::1]' → '::1'. */
function normalise(address: string): string {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  return (mapped?.[1] ?? bare).slice(0, MAX_ADDRESS_LENGTH);
}

/** TRUST_PROXY: '' → null; '2' → 2 hops; '10.0.0.1, 10.1.0.0/16, ::1' → those proxies. Throws on nonsense. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) throw new Error('TRUST_PROXY as a number of proxies must be 1 to 10.');
    return { hops };
  }
  const proxies = text.split(',').map((p) => p.trim());
  for (const proxy of proxies) {
    const [address = '', prefix] = proxy.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    if (!family || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))) {
      throw new Error(`TRUST_PROXY: "${proxy}" is not an IP address or CIDR range (or a number of proxies).`);
    }
  }
  return { proxies };
}

function blockListOf(proxies: string[]): BlockList {
  const list = new BlockList();
  for (const proxy of proxies) {
    const [address = '', prefix] = proxy.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The key a per-client limit counts under: an IPv4 address as it is, an IPv6 address as its /64
 * (decision 0112). One subscriber, household or VPS gets a whole /64, so keying on the full address
 * lets one client rotate through 2^64 keys.
 */
export function limitKeyOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 and the like) only ever sits in the low 64 bits.
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (g === '' ? '0' : g.replace(/^0+(?=.)/, '')))
    .join(':')}::/64`;
}

/** The client-address function for a TRUST_PROXY setting; IPv6 clients are keyed by their /64. */
export function clientAddressFor(trust: TrustProxy, socket: ClientAddress = socketAddress): ClientAddress {
  const inner = exactClientAddressFor(trust, socket);
  return (c) => limitKeyOf(inner(c));
}

/**
 * With TRUST_PROXY as a number of hops there are no proxy addresses to check, so a forwarded
 * header is believed only from a peer on a loopback or private network, where a reverse proxy
 * sits; a client reaching the app directly from the internet cannot choose its key (decision 0112).
 */
const PRIVATE_PEERS = blockListOf(['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '::1', 'fc00::/7']);
function isPrivatePeer(address: string): boolean {
  if (address === 'local') return true; // in-process requests (tests)
  const family = isIP(address);
  return family !== 0 && PRIVATE_PEERS.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

function exactClientAddressFor(trust: TrustProxy, socket: ClientAddress): ClientAddress {
  if (!trust) return socket;
  const trusted = 'proxies' in trust ? blockListOf(trust.proxies) : null;
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted !== null && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (c) => {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map(normalise)
      .filter((a) => a !== '');
    // Nearest hop last: what each proxy appended, then the socket's peer (the last proxy).
    const chain = [...forwarded, socket(c)];
    if ('hops' in trust) {
      const peer = chain.at(-1) ?? 'local';
      if (!isPrivatePeer(peer)) return peer;
      return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? 'local';
    }
    for (let i = chain.length - 1; i >= 0; i--) {
      const address = chain[i] ?? '';
      if (!isTrusted(address)) return address;
    }
    return chain[0] ?? 'local';
  };
}
