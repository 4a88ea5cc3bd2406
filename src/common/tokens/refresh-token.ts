import { createHash, randomBytes } from 'node:crypto';

/**
 * Opaque refresh tokens (a session's, a till credential's, as issued before the families of
 * refresh-family.ts): 256 random bits, URL-safe, stored only as their SHA-256.
 */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the tables keep of a refresh token (opaque or a family's): its SHA-256, hex. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
