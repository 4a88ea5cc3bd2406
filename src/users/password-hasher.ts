import { createHash, createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** The marker of the current scheme: bcrypt over the base64 HMAC-SHA256 of the password. */
const CURRENT = 'hs256:';
/**
 * The HMAC key: not a secret (rotating HASH_KEY must leave passwords working), it only
 * keeps the pre-hash from being a plain SHA-256 that lists from other breaches could match.
 */
const PRE_HASH_KEY = 'svc-identity/password/v2';

/**
 * Password hashes (CONTRACT §10.3). bcrypt reads only 72 bytes, so it never sees the
 * password itself but a 44-byte digest of all of it: every character up to the 128-character
 * limit counts, multi-byte ones too.
 *
 * - `hs256:$2b$…`: the current scheme, bcrypt over base64(HMAC-SHA256(PRE_HASH_KEY, password)).
 * - `$2b$…` (no marker): the first scheme, bcrypt over base64(SHA-256(password)). Still
 *   verified; replaced at the next login.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async hash(password: string): Promise<string> {
    return CURRENT + (await bcrypt.hash(preHash(password), this.config.bcryptCost));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return stored.startsWith(CURRENT)
      ? bcrypt.compare(preHash(password), stored.slice(CURRENT.length))
      : bcrypt.compare(firstPreHash(password), stored);
  }

  /** Whether a verified password's hash should be replaced: an earlier scheme or a lower cost. */
  needsRehash(stored: string): boolean {
    if (!stored.startsWith(CURRENT)) return true;
    return bcrypt.getRounds(stored.slice(CURRENT.length)) < this.config.bcryptCost;
  }

  /** Costs what a real check costs, for accounts that do not exist (no enumeration by timing). */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-password-of-anyone');
    await this.verify(password, await this.dummyHash);
    return false;
  }
}

function preHash(password: string): string {
  return createHmac('sha256', PRE_HASH_KEY).update(password, 'utf8').digest('base64');
}

function firstPreHash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('base64');
}
