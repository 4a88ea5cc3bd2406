import { createHmac, createSecretKey, generateKeyPairSync, KeyObject, sign } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { SecretsService } from '../config/secrets.service';
import { AccessTokens, timeClaimsRefusal } from './access-tokens';
import { thumbprint } from './ed25519';
import type { KeyRing } from './key-ring';

const key = createSecretKey(Buffer.from('k'.repeat(32)));
const secrets = { legacyVerificationKeys: new Map([['k1', key]]) } as unknown as SecretsService;
const config = { accessTokenTtlSeconds: 900, publicUrl: 'https://id.example.uz' } as AppConfig;

function edKey(): { kid: string; privateKey: KeyObject; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { kid: thumbprint(publicKey.export({ format: 'jwk' }).x!), privateKey, publicKey };
}
const current = edKey();
const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
/** The first Ed25519 key, made an hour after T0: HS256 tokens issued at T0 come from before it. */
const firstKey = { kid: current.kid, createdAtMs: T0 + 3_600_000 };
const ring = {
  firstKey,
  signer: () => Promise.resolve(current),
  verificationKey: (kid: string) => (kid === current.kid ? current.publicKey : undefined),
  reloadForKid: () => Promise.resolve(false),
} as unknown as KeyRing;
const newTokens = () => new AccessTokens(secrets, ring, config);

const person = { kind: 'user', sub: 'user-1', sid: 'session-1' };

describe('AccessTokens', () => {
  it('signs EdDSA at+jwt tokens with the claims of §11.2 and accepts them until they expire, also once kept', async () => {
    const tokens = newTokens();
    const token = await tokens.sign('user-1', 'session-1', T0);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: current.kid });
    expect(payload).toEqual({
      iss: 'https://id.example.uz',
      sub: 'user-1',
      sid: 'session-1',
      kind: 'user',
      iat: T0 / 1000,
      exp: T0 / 1000 + 900,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await tokens.verify(token, T0)).toMatchObject({ ...person, kid: current.kid, jti: payload.jti });
    // The second time comes from what the first check kept: still the same answer.
    expect(await tokens.verify(token, T0 + 899_000)).toMatchObject(person);
    expect(await tokens.verify(token, T0 + 900_000)).toBe('expired');
    // Once expired, checked in full again: still expired.
    expect(await tokens.verify(token, T0 + 901_000)).toBe('expired');
  });

  it('signs any kind: staff and till tokens with till and org, approvals with perm for 120 s as typ JWT', async () => {
    const tokens = newTokens();
    const staff = await tokens.signToken({ kind: 'staff', sub: 'u', sid: 's', till: 't', org: 'o' }, T0);
    expect(await tokens.verify(staff, T0)).toMatchObject({ kind: 'staff', till: 't', org: 'o' });
    const approval = await tokens.signToken({ kind: 'approval', sub: 'u', till: 't', org: 'o', perm: 'pos.void' }, T0);
    const [header, payload] = approval
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header.typ).toBe('JWT');
    expect(payload).toMatchObject({ kind: 'approval', perm: 'pos.void', exp: T0 / 1000 + 120 });
    // An approval is no access token.
    expect(await tokens.verify(approval, T0)).toBe('signature');
  });

  it('never takes a token for one it kept: one changed character is checked in full and refused', async () => {
    const tokens = newTokens();
    const token = await tokens.sign('user-1', 'session-1', T0);
    expect(await tokens.verify(token, T0)).toMatchObject(person);
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1', iat: 0, exp: 4e9 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`, T0)).toBe('signature');
    // The first character: the last one of a 64-byte signature carries 2 bits and 4 unused
    // ones, so 'A' and 'B' there decode to the same signature (a 1-in-4 flaky failure).
    const first = signature[0] === 'A' ? 'B' : 'A';
    expect(await tokens.verify(`${header}.${payload}.${first}${signature.slice(1)}`, T0)).toBe('signature');
  });

  it('refuses another spelling of the same signature (the last character’s unused bits set)', async () => {
    const token = await newTokens().sign('user-1', 'session-1', T0);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1)!);
    // Same two significant bits, other filler bits: a decoder reads the same 64 bytes.
    for (const filler of [1, 2, 15]) {
      expect(await newTokens().verify(`${token.slice(0, -1)}${alphabet[last + filler]}`, T0)).toBe('signature');
    }
    expect(await newTokens().verify(token, T0)).toMatchObject(person);
  });

  it('refuses an EdDSA token signed by a key it does not publish, though it names a published kid', async () => {
    const other = edKey();
    const head = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'at+jwt', kid: current.kid })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...person, exp: T0 / 1000 + 900 })).toString('base64url');
    const forged = `${head}.${body}.${sign(null, Buffer.from(`${head}.${body}`), other.privateKey).toString('base64url')}`;
    expect(await newTokens().verify(forged, T0)).toBe('signature');
    const unknownHead = Buffer.from(JSON.stringify({ alg: 'EdDSA', typ: 'at+jwt', kid: other.kid })).toString(
      'base64url',
    );
    const signedByUnknown = `${unknownHead}.${body}.${sign(null, Buffer.from(`${unknownHead}.${body}`), other.privateKey).toString('base64url')}`;
    expect(await newTokens().verifyFresh(signedByUnknown, T0)).toBe('signature');
  });

  it('keeps a bounded number of tokens: the oldest leaves first and is checked again when it comes back', async () => {
    const tokens = newTokens();
    const first = await tokens.sign('user-0', 'session-0', T0);
    expect(await tokens.verify(first, T0)).toMatchObject({ sub: 'user-0' });
    for (let i = 1; i <= 10_000; i++) await tokens.verify(await tokens.sign(`user-${i}`, `session-${i}`, T0), T0);
    const kept = (tokens as unknown as { verified: Map<string, unknown> }).verified;
    expect(kept.size).toBe(10_000);
    expect(kept.has(first)).toBe(false);
    expect(await tokens.verify(first, T0)).toMatchObject({ sub: 'user-0', sid: 'session-0' });
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
  ])('malformed: %s', async (_, token) => {
    expect(await newTokens().verify(token, T0)).toBe('malformed');
  });

  it.each([
    ['another algorithm', mint(claims, { alg: 'HS384', kid: 'k1' })],
    ['alg none', mint(claims, { alg: 'none', kid: 'k1' })],
    ['an unknown kid', mint(claims, { alg: 'HS256', kid: 'k2' })],
    ['nbf a second ahead', mint({ ...claims, nbf: now + 1 })],
    ['iat 61 s ahead', mint({ ...claims, iat: now + 61 })],
  ])('signature: %s', async (_, token) => {
    expect(await newTokens().verify(token, T0)).toBe('signature');
  });

  it('accepts nbf that has come and iat up to 60 s ahead (a fast issuer clock)', async () => {
    const tokens = newTokens();
    expect(await tokens.verify(mint({ ...claims, nbf: now }), T0)).toMatchObject({
      kind: 'user',
      sub: 'user-1',
      sid: 'session-1',
      kid: firstKey.kid,
    });
    expect(await tokens.verify(mint({ ...claims, iat: now + 60 }), T0)).toMatchObject({
      kind: 'user',
      sub: 'user-1',
      sid: 'session-1',
      kid: firstKey.kid,
    });
  });

  it('never keeps a refused token: the same one is refused again, and accepted once its nbf comes', async () => {
    const tokens = newTokens();
    const early = mint({ ...claims, nbf: now + 10 });
    expect(await tokens.verify(early, T0)).toBe('signature');
    expect(await tokens.verify(early, T0)).toBe('signature');
    expect(await tokens.verify(early, T0 + 10_000)).toMatchObject({
      kind: 'user',
      sub: 'user-1',
      sid: 'session-1',
      kid: firstKey.kid,
    });
  });

  it('takes an HS256 token only when issued before the first Ed25519 key and living at most the TTL (CONTRACT §12.4)', async () => {
    const firstAt = firstKey.createdAtMs / 1000;
    const tokens = newTokens();
    const later = firstKey.createdAtMs + 1000;
    expect(await tokens.verify(mint({ ...claims, iat: firstAt - 1, exp: firstAt + 899 }), later)).toMatchObject({
      kind: 'user',
      kid: firstKey.kid,
    });
    // Issued at the first key's creation or after: signed with a leaked secret, not before the upgrade.
    expect(await tokens.verify(mint({ ...claims, iat: firstAt, exp: firstAt + 900 }), later)).toBe('signature');
    // Living longer than ACCESS_TOKEN_TTL_SECONDS (900).
    expect(await tokens.verify(mint({ ...claims, iat: now, exp: now + 901 }), T0)).toBe('signature');
    expect(await tokens.verify(mint({ sub: 'user-1', sid: 'session-1', exp: now + 900 }), T0)).toBe('malformed');
    // No Ed25519 key known yet: nothing bounds the token, so it is not taken.
    const ringless = new AccessTokens(secrets, { ...ring, firstKey: undefined } as unknown as KeyRing, config);
    expect(await ringless.verify(mint(claims), T0)).toBe('signature');
  });

  it('checks the time claims the same way for any algorithm (timeClaimsRefusal)', () => {
    expect(timeClaimsRefusal({ exp: now + 1 }, now)).toBeNull();
    expect(timeClaimsRefusal({ exp: now }, now)).toBe('expired');
    expect(timeClaimsRefusal({ exp: now + 1, nbf: now + 1 }, now)).toBe('signature');
    expect(timeClaimsRefusal({ exp: now + 1, iat: now + 61 }, now)).toBe('signature');
    expect(timeClaimsRefusal({ exp: String(now + 1) }, now)).toBe('malformed');
  });
});
