import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * IPv4 ranges that are not public unicast (IANA's special-purpose registry): this network,
 * private, shared (CGN), loopback, link-local, IETF protocol assignments, documentation,
 * the 6to4 relay anycast, benchmarking, multicast, reserved and broadcast.
 */
const IPV4_REFUSED = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map((range) => ipaddr.IPv4.parseCIDR(range));

/** IPv6 allowed: global unicast, 2000::/3 only (no loopback, mapped, compatible, link- or site-local, ULA, multicast). */
const IPV6_GLOBAL = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Within 2000::/3, what is still not a public host: IETF protocol assignments (Teredo,
 * benchmarking, ORCHID, …), documentation (old and new), 6to4 (an IPv4 address inside,
 * perhaps a private one) and the deprecated 6bone.
 */
const IPV6_REFUSED = ['2001::/23', '2001:db8::/32', '2002::/16', '3fff::/20', '3ffe::/16'].map((range) =>
  ipaddr.IPv6.parseCIDR(range),
);

/**
 * Whether an address is one a webhook may be delivered to (CONTRACT §12.4): public unicast
 * IPv4, or IPv6 in 2000::/3 outside the special ranges. An IPv4 address written as IPv6
 * (`::ffff:1.2.3.4`, `::1.2.3.4`) is refused like any address outside 2000::/3.
 */
export function isPublicAddress(address: string): boolean {
  // Node's strict form only: ipaddr.js also reads `1.2.3` and other classful shorthands.
  if (isIP(address) === 0 || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') {
    const v4 = parsed as ipaddr.IPv4;
    return !IPV4_REFUSED.some((range) => v4.match(range));
  }
  const v6 = parsed as ipaddr.IPv6;
  if (v6.zoneId) return false;
  return v6.match(IPV6_GLOBAL) && !IPV6_REFUSED.some((range) => v6.match(range));
}

/** The URL's host as an address literal (brackets of IPv6 removed), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? bare : null;
}

/** Every address a name resolves to. */
export function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/**
 * Whether a URL's host may receive deliveries now: an address literal that is public, or a
 * name that resolves, only to public addresses. A name that does not resolve is refused like
 * a private one (it may resolve to anything later; the delivery checks again anyway).
 */
export async function hostAllowed(hostname: string): Promise<boolean> {
  const literal = literalAddress(hostname);
  if (literal) return isPublicAddress(literal);
  const addresses = await resolveAll(hostname).then(
    (found) => found.map((entry) => entry.address),
    () => [],
  );
  return addresses.length > 0 && addresses.every(isPublicAddress);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the HTTP agent that refuses a name resolving to a forbidden address at
 * connect time: the address checked is the one connected to, so a name that resolved to a
 * public address when the endpoint was saved and to a private one now (DNS rebinding) fails.
 * The error names no address (it ends in the delivery's `lastError`).
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  resolveAll(hostname).then(
    (addresses) => {
      const refused = addresses.some((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        const error: NodeJS.ErrnoException = new Error('address not allowed');
        error.code = 'EADDRNOTALLOWED';
        callback(error, '', 0);
      } else if (options.all) {
        callback(null, addresses);
      } else {
        callback(null, addresses[0].address, addresses[0].family);
      }
    },
    (error: NodeJS.ErrnoException) => callback(error, '', 0),
  );
}

const IPV4_IN_TEXT = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g;
const IPV6_IN_TEXT = /\[?(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?:%\w+)?\]?(?::\d+)?/gi;

/** A text with every IPv4 and IPv6 address in it replaced (CONTRACT §12.4: `lastError` names no address). */
export function withoutAddresses(text: string): string {
  return text
    .replace(IPV4_IN_TEXT, '(address)')
    .replace(IPV6_IN_TEXT, (found) => (/[0-9a-f]|::/i.test(found) && found.includes(':') ? '(address)' : found));
}
