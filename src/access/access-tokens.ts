import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { UnauthorizedReason } from '../common/errors/unauthorized';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';

export interface AccessClaims {
  sub: string;
  sid: string;
}

/** Why a presented token is refused; `verify` answers one of these instead of claims. */
export type TokenRefusal = Extract<UnauthorizedReason, 'malformed' | 'expired' | 'signature'>;

/** How far ahead of our clock an issuer's `iat` may be (its clock runs a little fast). */
const IAT_LEEWAY_SECONDS = 60;

/**
 * The time claims of a token whose signature holds, whatever its algorithm: `exp` is
 * required and must be ahead of `now`; `nbf`, when present, must have come; `iat`, when
 * present, may be at most a minute ahead. A token not valid yet is `signature` (no issuer
 * of ours makes one: it is not a token we accept), a wrong type of claim `malformed`.
 * Answers null when the token may be used now.
 */
export function timeClaimsRefusal(claims: Record<string, unknown>, now: number): TokenRefusal | null {
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number') return 'malformed';
  if ((nbf !== undefined && typeof nbf !== 'number') || (iat !== undefined && typeof iat !== 'number')) {
    return 'malformed';
  }
  if (exp <= now) return 'expired';
  if ((nbf !== undefined && nbf > now) || (iat !== undefined && iat > now + IAT_LEEWAY_SECONDS)) return 'signature';
  return null;
}

/** Longer than any token we issue: refused before any work. */
const MAX_TOKEN_LENGTH = 1024;

/** Tokens whose signature was checked, kept by this process (~4 MB at most). */
const VERIFIED_KEPT = 10_000;

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens: JWTs signed with HS256 under the current key and naming it by `kid`
 * (CONTRACT §10.2). Verification accepts HS256 alone (`alg: none` or any other algorithm is
 * refused), a known `kid` (the signing key or one of JWT_PREVIOUS_SECRETS) and an unexpired
 * `exp`, an `nbf` that has come and an `iat` not ahead (timeClaimsRefusal). Written on node:crypto with keys built once: this runs on every request, and a
 * general JWT library re-examined the key (trying it as a public key) on each call.
 *
 * A client presents the same token for its whole life (15 minutes by default), so a token
 * whose signature was checked once is kept with its claims: later requests compare strings
 * instead of decoding, hashing and parsing again (3 % of a request's samples). Expiry is
 * checked on every use; whether the session is live is the guard's statement's business,
 * on every request, as before. Only tokens that passed the full check are kept.
 *
 * A refused token is answered by its reason (a string constant: no allocation), so the
 * guard can say why (CONTRACT §9, `details.reason`).
 */
@Injectable()
export class AccessTokens {
  private readonly header: string;
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    private readonly secrets: SecretsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const header = { alg: 'HS256', typ: 'JWT', kid: secrets.signingKey.kid };
    this.header = Buffer.from(JSON.stringify(header)).toString('base64url');
  }

  get ttlSeconds(): number {
    return this.config.accessTokenTtlSeconds;
  }

  sign(userId: string, sessionId: string, nowMs: number): string {
    const iat = Math.floor(nowMs / 1000);
    const payload = { sub: userId, sid: sessionId, iat, exp: iat + this.config.accessTokenTtlSeconds };
    const signed = `${this.header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signed}.${createHmac('sha256', this.secrets.signingKey.key).update(signed).digest('base64url')}`;
  }

  /** The claims of a valid, unexpired token of ours; for anything else, why it is refused. */
  verify(token: string, nowMs: number): AccessClaims | TokenRefusal {
    const now = Math.floor(nowMs / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > now) return known.claims;
      this.verified.delete(token);
      return 'expired';
    }
    const checked = this.check(token, now);
    if (typeof checked === 'string') return checked;
    // The oldest kept token leaves first (a Map iterates in insertion order).
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, checked);
    return checked.claims;
  }

  private check(token: string, now: number): { claims: AccessClaims; exp: number } | TokenRefusal {
    if (token.length > MAX_TOKEN_LENGTH) return 'malformed';
    const headerEnd = token.indexOf('.');
    const payloadEnd = token.indexOf('.', headerEnd + 1);
    if (headerEnd < 0 || payloadEnd < 0 || token.indexOf('.', payloadEnd + 1) >= 0) return 'malformed';
    const header = decodeJson(token.slice(0, headerEnd));
    if (!header) return 'malformed';
    if (header.alg !== 'HS256' || typeof header.kid !== 'string') return 'signature';
    const key = this.secrets.verificationKeys.get(header.kid);
    if (!key) return 'signature';
    const expected = Buffer.from(createHmac('sha256', key).update(token.slice(0, payloadEnd)).digest('base64url'));
    const given = Buffer.from(token.slice(payloadEnd + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'signature';
    const claims = decodeJson(token.slice(headerEnd + 1, payloadEnd));
    if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return 'malformed';
    const refusal = timeClaimsRefusal(claims, now);
    if (refusal) return refusal;
    return { claims: Object.freeze({ sub: claims.sub, sid: claims.sid }), exp: claims.exp as number };
  }
}
