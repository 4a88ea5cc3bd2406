import { isPublicAddress, literalAddress } from './address-policy';

describe('webhook address policy', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('tells an address literal of a URL host from a name', () => {
    expect(literalAddress('[::1]')).toBe('::1');
    expect(literalAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(literalAddress('localhost')).toBeNull();
  });
});
