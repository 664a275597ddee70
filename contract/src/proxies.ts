/**
 * Which proxies may speak for a client (X-Forwarded-For), shared by the CMS and the web server.
 * TRUSTED_PROXIES is a comma-separated list of addresses and CIDR blocks (IPv4 and IPv6); the
 * default trusts the loopback only, so a request straight from the internet is judged by its own
 * socket address whatever headers it carries (docs/decisions/0012).
 */

export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1/8,::1';

interface Block {
  v6: boolean;
  base: bigint;
  mask: bigint;
}

function parseV4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

function parseV6(text: string): bigint | null {
  let s = text;
  // An IPv4 tail (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (v4) {
    const n = parseV4(v4[1]!);
    if (n === null) return null;
    s = `${s.slice(0, -v4[1]!.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    value = (value << 16n) | BigInt(parseInt(g, 16));
  }
  return value;
}

/**
 * An address as a number and family; IPv4-mapped IPv6 (::ffff:a.b.c.d, what a dual-stack socket
 * reports) counts as the IPv4 address. Brackets and a zone are tolerated; null when not an address.
 */
export function parseIp(text: string): { v6: boolean; value: bigint } | null {
  let s = text.trim().replace(/^\[|\]$/g, '');
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) {
    const v4 = parseV4(s);
    return v4 === null ? null : { v6: false, value: v4 };
  }
  const v6 = parseV6(s);
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { v6: false, value: v6 & 0xffffffffn };
  return { v6: true, value: v6 };
}

/** The address in its plain form (IPv4-mapped IPv6 as dotted IPv4), or the text itself when not an address. */
export function normalizeIp(text: string): string {
  const trimmed = text.trim();
  const parsed = parseIp(trimmed);
  if (parsed && !parsed.v6 && trimmed.includes(':')) {
    const v = parsed.value;
    return [24n, 16n, 8n, 0n].map((shift) => String((v >> shift) & 0xffn)).join('.');
  }
  return trimmed;
}

/** Parses a TRUSTED_PROXIES list; throws naming the entry that is neither an address nor a CIDR block. */
export function parseTrustedProxies(list: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of list.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [addr, bitsText, extra] = entry.split('/');
    const ip = parseIp(addr ?? '');
    const written = (addr ?? '').includes(':') ? 128 : 32;
    const bits = bitsText === undefined ? written : Number(bitsText);
    if (!ip || extra !== undefined || !/^\d+$/.test(bitsText ?? '0') || bits < 0 || bits > written) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR block (e.g. 10.0.0.0/8, ::1)`);
    }
    // An IPv4-mapped IPv6 block (::ffff:10.0.0.0/104) is the IPv4 block it maps.
    const width = ip.v6 ? 128 : 32;
    const effectiveBits = written > width ? Math.max(0, bits - 96) : bits;
    const mask = ((1n << BigInt(width)) - 1n) ^ ((1n << BigInt(width - effectiveBits)) - 1n);
    blocks.push({ v6: ip.v6, base: ip.value & mask, mask });
  }
  return blocks;
}

export type ProxyMatcher = (address: string) => boolean;

/** A predicate answering whether an address is one of the trusted proxies. */
export function trustedProxyMatcher(list: string = DEFAULT_TRUSTED_PROXIES): ProxyMatcher {
  const blocks = parseTrustedProxies(list);
  return (address: string) => {
    const ip = parseIp(address);
    if (!ip) return false;
    return blocks.some((b) => b.v6 === ip.v6 && (ip.value & b.mask) === b.base);
  };
}

/** The entries of an X-Forwarded-For header (or several), in order, as written. */
export function forwardedChain(header: string | string[] | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The client's address: the socket peer, unless the peer is a trusted proxy, in which case the
 * X-Forwarded-For chain is walked from the right past trusted addresses; the first untrusted one
 * is the client (each trusted proxy appended the address it saw, everything to the left of the
 * first untrusted entry may be invented). A chain of trusted addresses only gives its leftmost.
 */
export function clientAddress(
  peer: string | undefined,
  forwarded: string | string[] | undefined,
  isTrusted: ProxyMatcher,
): string {
  const socket = normalizeIp(peer ?? '') || 'unknown';
  if (!isTrusted(socket)) return socket;
  const chain = forwardedChain(forwarded).map(normalizeIp);
  let client = socket;
  for (let i = chain.length - 1; i >= 0; i--) {
    client = chain[i]!;
    if (!isTrusted(client)) break;
  }
  return client;
}

/**
 * Whether a request arrived over HTTPS: its own connection is TLS, or the peer is a trusted proxy
 * whose X-Forwarded-Proto says `https` (the first entry, as Express reads it). A client talking
 * to us directly cannot claim HTTPS with a header. Strict-Transport-Security goes only on such
 * answers: over plain HTTP a browser ignores it, and a proxy in front that serves plain HTTP must
 * not pass it on as if it were promised.
 */
export function arrivedOverHttps(
  encrypted: boolean,
  peer: string | undefined,
  forwardedProto: string | string[] | undefined,
  isTrusted: ProxyMatcher,
): boolean {
  if (encrypted) return true;
  if (!isTrusted(normalizeIp(peer ?? ''))) return false;
  const first = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}
