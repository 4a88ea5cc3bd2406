import { isPublicAddress, literalAddress, withoutAddresses } from './address-policy';

describe('webhook address policy (CONTRACT §12.4)', () => {
  it.each([
    // IPv4 that is not public unicast
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['100.64.0.1', 'shared (CGN)'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation (TEST-NET-1)'],
    ['192.88.99.1', '6to4 relay anycast'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'documentation (TEST-NET-2)'],
    ['203.0.113.9', 'documentation (TEST-NET-3)'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv6 outside 2000::/3
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::1.2.3.4', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible, public inside'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:10.0.0.1', 'IPv4-mapped'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, public inside'],
    ['64:ff9b::a00:1', 'NAT64'],
    ['100::1', 'discard-only'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast, global scope'],
    // special ranges within 2000::/3
    ['2001::1', 'Teredo'],
    ['2001:0:c000:22a::1', 'Teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:10::1', 'ORCHID'],
    ['2001:db8::1', 'documentation'],
    ['2002:0a00:0001::1', '6to4 of 10.0.0.1'],
    ['2002:7f00:0001::1', '6to4 of 127.0.0.1'],
    ['2002:0808:0808::1', '6to4 (any)'],
    ['3fff::1', 'documentation (RFC 9637)'],
    ['3ffe::1', '6bone'],
    // not addresses
    ['', 'empty'],
    ['localhost', 'a name'],
    ['1.2.3', 'short'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['8.8.8.8', 'public IPv4'],
    ['1.1.1.1', 'public IPv4'],
    ['100.63.255.255', 'just below shared'],
    ['100.128.0.1', 'just above shared'],
    ['172.15.255.255', 'just below private'],
    ['172.32.0.1', 'just above private'],
    ['223.255.255.254', 'just below multicast'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['2001:4860:4860::8888', 'public IPv6 beside Teredo'],
    ['2a00:1450:4001:80b::200e', 'public IPv6'],
    ['3ffd:ffff::1', 'the end of 2000::/3 below 6bone'],
  ])('accepts %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('tells an address literal of a URL host from a name', () => {
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(literalAddress('localhost')).toBeNull();
  });

  it.each([
    ['connect ECONNREFUSED 127.0.0.1:8080', 'connect ECONNREFUSED (address)'],
    ['connect ECONNREFUSED [::1]:8080', 'connect ECONNREFUSED (address)'],
    ['connect EHOSTUNREACH 2001:db8::1:443', 'connect EHOSTUNREACH (address)'],
    ["IP: 10.1.2.3 is not in the cert's list: ", "IP: (address) is not in the cert's list: "],
    ['socket hang up', 'socket hang up'],
    ['Error: a: b', 'Error: a: b'],
  ])('takes the addresses out of an error text: %s', (text, cleaned) => {
    expect(withoutAddresses(text)).toBe(cleaned);
  });
});
