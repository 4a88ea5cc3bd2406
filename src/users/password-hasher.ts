import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as bcrypt from 'bcrypt';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * bcrypt over the SHA-256 of the password: bcrypt reads only 72 bytes, the digest keeps
 * every character of a long password significant.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return bcrypt.hash(PasswordHasher.digest(password), this.config.bcryptCost);
  }

  verify(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(PasswordHasher.digest(password), hash);
  }

  /** Costs what a real check costs, for accounts that do not exist (no enumeration by timing). */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('not-a-password-of-anyone');
    await bcrypt.compare(PasswordHasher.digest(password), await this.dummyHash);
    return false;
  }

  private static digest(password: string): string {
    return createHash('sha256').update(password, 'utf8').digest('base64');
  }
}
