import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import type { SecretsService } from '../config/secrets.service';
import { AccessTokens } from './access-tokens';

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
    expect(tokens.verify(token, T0 + 900_000)).toBeNull();
    // Once expired, checked in full again: still expired.
    expect(tokens.verify(token, T0 + 901_000)).toBeNull();
  });

  it('never takes a token for one it kept: one changed character is checked in full and refused', () => {
    const tokens = new AccessTokens(secrets, config);
    const token = tokens.sign('user-1', 'session-1', T0);
    expect(tokens.verify(token, T0)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1', iat: 0, exp: 4e9 })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${otherPayload}.${signature}`, T0)).toBeNull();
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    expect(tokens.verify(`${header}.${payload}.${signature.slice(0, -1)}${last}`, T0)).toBeNull();
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
