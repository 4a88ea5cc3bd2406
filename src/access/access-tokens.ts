import { randomUUID, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { compactVerify, decodeProtectedHeader, errors, type ProtectedHeaderParameters, SignJWT } from 'jose';
import type { UnauthorizedReason } from '../common/errors/unauthorized';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';
import { Transaction } from '../database/transaction-runner';
import { KeyRing, Signer } from './key-ring';

/** What a token stands for (CONTRACT §11.1, §11.2): a person, a person at a till, a till, a PIN approval. */
export const TOKEN_KINDS = ['user', 'staff', 'till', 'approval'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** What a token to be signed says; `iss`, `iat`, `exp` and `jti` are added by the signer. */
export interface TokenSubject {
  kind: TokenKind;
  sub: string;
  /** The session behind it (a person's, a staff session, a till's credential); none for approvals. */
  sid?: string;
  till?: string;
  org?: string;
  /** The permission an approval grants. */
  perm?: string;
  /** What an approval is for, as the till said (CONTRACT §12.4). */
  ref?: string;
}

/** The claims of a verified access token. Tokens signed with JWT_SECRET before §11.2 are `user` tokens with no `jti`. */
export interface AccessClaims {
  kind: TokenKind;
  sub: string;
  sid: string;
  /** The key that signed it: the guard's statement refuses a revoked one. */
  kid: string;
  iss?: string;
  jti?: string;
  iat?: number;
  exp: number;
  till?: string;
  org?: string;
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

/** Approvals live two minutes (CONTRACT §11.1). */
export const APPROVAL_TTL_SECONDS = 120;

/** An RFC 7638 thumbprint: 32 bytes of SHA-256 in base64url. */
const THUMBPRINT = /^[A-Za-z0-9_-]{43}$/;

/** The protected header of a compact JWS (jose), or null when it is none. */
function headerOf(token: string): ProtectedHeaderParameters | null {
  try {
    return decodeProtectedHeader(token);
  } catch {
    return null;
  }
}

/** A JWS payload that is a JSON object (the claims), or null. */
function claimsOf(payload: Uint8Array): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload).toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Why jose refused a JWS: its form is `malformed`; anything about the key, algorithm or signature `signature`. */
function refusalOf(error: unknown): TokenRefusal {
  if (error instanceof errors.JWSInvalid) return 'malformed';
  if (error instanceof errors.JOSEError) return 'signature';
  throw error;
}

/**
 * An Ed25519 signature (64 bytes) written as base64url the one way it can be: 86 characters,
 * the last carrying 2 bits and 4 zero bits. A decoder ignores those 4 bits, so without this
 * one token would have four spellings that all verify (and be kept apart by the cache).
 */
function isCanonicalEd25519Signature(signature: string): boolean {
  return signature.length === 86 && 'AQgw'.includes(signature[85]) && /^[A-Za-z0-9_-]+$/.test(signature);
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Tokens signed with Ed25519 (`alg: EdDSA`, CONTRACT §11.2) under the key ring's current key,
 * named by its thumbprint (`kid`); access tokens say `typ: at+jwt`, approvals `typ: JWT`.
 * Verification takes EdDSA with a published kid, or HS256 with JWT_SECRET or one of
 * JWT_PREVIOUS_SECRETS (tokens from before the upgrade, until they expire); `alg: none` or
 * anything else is refused. `jose` signs and checks the JWS (its form, the algorithm the key
 * allows, the signature); the claims' rules are ours. Keys are node:crypto KeyObjects built once.
 *
 * A client presents the same token for its whole life (15 minutes by default), so a token
 * whose signature was checked once is kept with its claims: later requests compare strings
 * instead of decoding, verifying and parsing again. Expiry is checked on every use; whether
 * the session is live and the key not revoked is the guard's statement's business, on every
 * request. Only tokens that passed the full check are kept.
 *
 * A refused token is answered by its reason (a string constant: no allocation), so the
 * guard can say why (CONTRACT §9, `details.reason`).
 */
@Injectable()
export class AccessTokens {
  private readonly verified = new Map<string, AccessClaims>();

  constructor(
    private readonly secrets: SecretsService,
    private readonly ring: KeyRing,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.accessTokenTtlSeconds;
  }

  /** A person's access token for a session; `tx`: the transaction the caller is in, if any. */
  sign(userId: string, sessionId: string, nowMs: number, tx?: Transaction): Promise<string> {
    return this.signToken({ kind: 'user', sub: userId, sid: sessionId }, nowMs, tx);
  }

  /** Any kind of token, signed with the current key; approvals live 120 s, the rest ACCESS_TOKEN_TTL_SECONDS. */
  async signToken(subject: TokenSubject, nowMs: number, tx?: Transaction): Promise<string> {
    return this.signWith(await this.ring.signer(tx), subject, nowMs);
  }

  /** As `signToken`, with the key set's version a statement of the caller's just read (KEY_SET_VERSION). */
  async signTokenAt(subject: TokenSubject, nowMs: number, keySetVersion: number): Promise<string> {
    return this.signWith(await this.ring.signerAt(keySetVersion), subject, nowMs);
  }

  private signWith({ kid, privateKey }: Signer, subject: TokenSubject, nowMs: number): Promise<string> {
    const typ = subject.kind === 'approval' ? 'JWT' : 'at+jwt';
    const iat = Math.floor(nowMs / 1000);
    const ttl = subject.kind === 'approval' ? APPROVAL_TTL_SECONDS : this.config.accessTokenTtlSeconds;
    const { kind, sub, sid, till, org, perm, ref } = subject;
    const payload = {
      iss: this.config.publicUrl,
      // An approval is for other services only (CONTRACT §12.4): never an access token here.
      aud: kind === 'approval' ? 'approval' : undefined,
      sub,
      sid,
      kind,
      till,
      org,
      perm,
      ref,
      iat,
      exp: iat + ttl,
      jti: randomUUID(),
    };
    return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ, kid }).sign(privateKey);
  }

  /** The claims of a valid, unexpired access token; for anything else, why it is refused. */
  async verify(token: string, nowMs: number): Promise<AccessClaims | TokenRefusal> {
    const now = Math.floor(nowMs / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > now) return known;
      this.verified.delete(token);
      return 'expired';
    }
    const checked = await this.check(token, now, nowMs);
    if (typeof checked === 'string') return checked;
    // The oldest kept token leaves first (a Map iterates in insertion order).
    if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, checked);
    return checked;
  }

  /**
   * `verify`, and when the token names a key this instance does not hold yet (another
   * instance made it a moment ago), the key set read again first (at most once a second).
   */
  async verifyFresh(token: string, nowMs: number): Promise<AccessClaims | TokenRefusal> {
    const result = await this.verify(token, nowMs);
    if (result !== 'signature') return result;
    const kid = this.unknownKid(token, nowMs);
    if (!kid || !(await this.ring.reloadForKid(kid))) return result;
    return this.verify(token, nowMs);
  }

  private unknownKid(token: string, nowMs: number): string | null {
    const header = token.length <= MAX_TOKEN_LENGTH ? headerOf(token) : null;
    const kid = header?.alg === 'EdDSA' ? header.kid : undefined;
    return typeof kid === 'string' && THUMBPRINT.test(kid) && !this.ring.verificationKey(kid, nowMs) ? kid : null;
  }

  /**
   * An HS256 token from before the upgrade (CONTRACT §12.4) is accepted only when issued
   * before the first Ed25519 key was made and living no longer than ACCESS_TOKEN_TTL_SECONDS:
   * one signed later with a leaked JWT_SECRET is no token of ours. Answers the first key's
   * kid, which the token's claims then carry as their `kid`: the guard's statement refuses it once that
   * key is revoked, as every immediate rotation does, on every instance.
   */
  private legacyVoucher(claims: Record<string, unknown>): { kid: string } | TokenRefusal {
    const { iat, exp } = claims as { iat?: unknown; exp: number };
    if (typeof iat !== 'number') return 'malformed';
    const first = this.ring.firstKey;
    if (!first || iat * 1000 >= first.createdAtMs || exp - iat > this.config.accessTokenTtlSeconds) return 'signature';
    return { kid: first.kid };
  }

  /** The key that verifies a token with this header, and whether it is a legacy (HS256) one; null: none of ours. */
  private keyFor(header: ProtectedHeaderParameters, nowMs: number): { key: KeyObject; legacy: boolean } | null {
    const { alg, typ, kid } = header;
    if (typeof kid !== 'string') return null;
    if (alg === 'EdDSA' && typ === 'at+jwt') {
      const key = this.ring.verificationKey(kid, nowMs);
      return key ? { key, legacy: false } : null;
    }
    if (alg === 'HS256') {
      const key = this.secrets.legacyVerificationKeys.get(kid);
      return key ? { key, legacy: true } : null;
    }
    return null;
  }

  private async check(token: string, now: number, nowMs: number): Promise<AccessClaims | TokenRefusal> {
    if (token.length > MAX_TOKEN_LENGTH || token.split('.').length !== 3) return 'malformed';
    const header = headerOf(token);
    if (!header) return 'malformed';
    const found = this.keyFor(header, nowMs);
    if (!found) return 'signature';
    const { key, legacy } = found;
    if (!legacy && !isCanonicalEd25519Signature(token.slice(token.lastIndexOf('.') + 1))) return 'signature';
    let payload: Uint8Array;
    try {
      ({ payload } = await compactVerify(token, key, { algorithms: [legacy ? 'HS256' : 'EdDSA'] }));
    } catch (error) {
      return refusalOf(error);
    }
    const claims = claimsOf(payload);
    if (!claims || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return 'malformed';
    const kind = legacy ? 'user' : claims.kind;
    if (!TOKEN_KINDS.includes(kind as TokenKind) || kind === 'approval') return 'malformed';
    const { iss, jti, till, org } = claims;
    if (![iss, jti, till, org].every(optionalString)) return 'malformed';
    const refusal = timeClaimsRefusal(claims, now);
    if (refusal) return refusal;
    let kid = header.kid!;
    if (legacy) {
      const voucher = this.legacyVoucher(claims);
      if (typeof voucher === 'string') return voucher;
      kid = voucher.kid;
    }
    return Object.freeze({
      kind: kind as TokenKind,
      sub: claims.sub,
      sid: claims.sid,
      kid,
      iss: iss as string | undefined,
      jti: jti as string | undefined,
      iat: claims.iat as number | undefined,
      exp: claims.exp as number,
      till: till as string | undefined,
      org: org as string | undefined,
    });
  }
}
