import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Ranges a webhook never reaches in production: loopback, private, link-local, unique-local and the like. */
const FORBIDDEN_RANGES = new Set([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'reserved',
  'uniqueLocal',
  'ipv4Mapped',
  'rfc6145',
  'rfc6052',
  '6to4',
  'teredo',
]);

/** Whether an address is one a webhook may be delivered to (IPv4-mapped IPv6 judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return !FORBIDDEN_RANGES.has(parsed.range());
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

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the HTTP agent that refuses a name resolving to a forbidden address at
 * connect time: the address checked is the one connected to, so a name that resolved to a
 * public address when the endpoint was saved and to a private one now (DNS rebinding) fails.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  resolveAll(hostname).then(
    (addresses) => {
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        const error: NodeJS.ErrnoException = new Error(`address not allowed: ${refused?.address ?? 'none'}`);
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
