import { createHmac, createSecretKey } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { SecretsService } from '../config/secrets.service';
import { AccessTokens, timeClaimsRefusal } from './access-tokens';

const key = createSecretKey(Buffer.from('k'.repeat(32)));
const secrets = {
  signingKey: { kid: 'k1', key },
  verificationKeys: new Map([['k1', key]]),
} as unknown as SecretsService;
const config = { accessTokenTtlSeconds: 900 } as AppConfig;

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('AccessTokens', () => {
  it('accepts its own token until it expires, also once the token is kept as verified', () => {
    const tokens = new AccessTokens(secrets, config);
    const token = tokens.sign('user-1', 'session-1', T0);
    expect(tokens.verify(token, T0)).toEqual({ sub: 'user-1', sid: 'session-1' });
    // The second time comes from what the first check kept: still the same answer.
    expect(tokens.verify(token, T0 + 899_000)).toEqual({ sub: 'user-1', sid: 'session-1' });
    expect(tokens.verify(token, T0 + 900_000)).toBe('expired');
    // Once expired, checked in full again: still expired.
    expect(tokens.verify(token, T0 + 901_000)).toBe('expired');
  });

  it('never takes a token for one it kept: one changed character is checked in full and refused', () => {
    const tokens = new AccessTokens(secrets, config);
    const token = tokens.sign('user-1', 'session-1', T0);
    expect(tokens.verify(token, T0)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1', iat: 0, exp: 4e9 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`, T0)).toBe('signature');
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    expect(tokens.verify(`${header}.${payload}.${signature.slice(0, -1)}${last}`, T0)).toBe('signature');
  });

  it('keeps a bounded number of tokens: the oldest leaves first and is checked again when it comes back', () => {
    const tokens = new AccessTokens(secrets, config);
    const first = tokens.sign('user-0', 'session-0', T0);
    expect(tokens.verify(first, T0)).not.toBeNull();
    for (let i = 1; i <= 10_000; i++) tokens.verify(tokens.sign(`user-${i}`, `session-${i}`, T0), T0);
    const kept = (tokens as unknown as { verified: Map<string, unknown> }).verified;
    expect(kept.size).toBe(10_000);
    expect(kept.has(first)).toBe(false);
    expect(tokens.verify(first, T0)).toEqual({ sub: 'user-0', sid: 'session-0' });
  });
});

/** A token signed with the test key over any header and payload. */
function mint(payload: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', kid: 'k1' }): string {
  const signed = [header, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.');
  return `${signed}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

describe('AccessTokens refusals', () => {
  const now = T0 / 1000;
  const claims = { sub: 'user-1', sid: 'session-1', iat: now, exp: now + 900 };

  it.each([
    ['not three segments', 'abc'],
    ['a header that is no JSON', 'bm90LWpzb24.e30.c2ln'],
    ['too long', `${'a'.repeat(600)}.${'b'.repeat(600)}.c`],
    ['signed, but no sub', mint({ sid: 's', exp: now + 900 })],
    ['signed, but no exp', mint({ sub: 'u', sid: 's' })],
    ['signed, but nbf is text', mint({ ...claims, nbf: 'soon' })],
  ])('malformed: %s', (_, token) => {
    expect(new AccessTokens(secrets, config).verify(token, T0)).toBe('malformed');
  });

  it.each([
    ['another algorithm', mint(claims, { alg: 'HS384', kid: 'k1' })],
    ['an unknown kid', mint(claims, { alg: 'HS256', kid: 'k2' })],
    ['nbf a second ahead', mint({ ...claims, nbf: now + 1 })],
    ['iat 61 s ahead', mint({ ...claims, iat: now + 61 })],
  ])('signature: %s', (_, token) => {
    expect(new AccessTokens(secrets, config).verify(token, T0)).toBe('signature');
  });

  it('accepts nbf that has come and iat up to 60 s ahead (a fast issuer clock)', () => {
    const tokens = new AccessTokens(secrets, config);
    expect(tokens.verify(mint({ ...claims, nbf: now }), T0)).toEqual({ sub: 'user-1', sid: 'session-1' });
    expect(tokens.verify(mint({ ...claims, iat: now + 60 }), T0)).toEqual({ sub: 'user-1', sid: 'session-1' });
  });

  it('never keeps a refused token: the same one is refused again, and accepted once its nbf comes', () => {
    const tokens = new AccessTokens(secrets, config);
    const early = mint({ ...claims, nbf: now + 10 });
    expect(tokens.verify(early, T0)).toBe('signature');
    expect(tokens.verify(early, T0)).toBe('signature');
    expect(tokens.verify(early, T0 + 10_000)).toEqual({ sub: 'user-1', sid: 'session-1' });
  });

  it('checks the time claims the same way for any algorithm (timeClaimsRefusal)', () => {
    expect(timeClaimsRefusal({ exp: now + 1 }, now)).toBeNull();
    expect(timeClaimsRefusal({ exp: now }, now)).toBe('expired');
    expect(timeClaimsRefusal({ exp: now + 1, nbf: now + 1 }, now)).toBe('signature');
    expect(timeClaimsRefusal({ exp: now + 1, iat: now + 61 }, now)).toBe('signature');
    expect(timeClaimsRefusal({ exp: String(now + 1) }, now)).toBe('malformed');
  });
});
