import { DomainException } from './domain.exception';

/**
 * Why a Bearer request is `401 unauthorized` (`details.reason`, CONTRACT §9): no token;
 * not `Bearer <token>` or not a token's shape; past its `exp`; its session, user, till or
 * signing key ended; not a token we accept (signature, `alg`, `kid`, and `nbf`/`iat` in the
 * future).
 */
export const UNAUTHORIZED_REASONS = ['missing', 'malformed', 'expired', 'revoked', 'signature'] as const;
export type UnauthorizedReason = (typeof UNAUTHORIZED_REASONS)[number];

/** RFC 6750 §3: a request that brought no token gets the bare challenge, any other the error. */
const CHALLENGE_MISSING = { 'WWW-Authenticate': 'Bearer' };
const CHALLENGE_INVALID = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };

/** The 401 of a route that expects a Bearer token: reason, challenge and a message of its own. */
export function bearerRefused(reason: UnauthorizedReason): DomainException {
  return new DomainException(
    'unauthorized',
    { reason },
    {
      messageKey: `unauthorized.${reason}`,
      headers: reason === 'missing' ? CHALLENGE_MISSING : CHALLENGE_INVALID,
    },
  );
}
