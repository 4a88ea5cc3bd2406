import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * The server's keys: the JWT key (JWT_SECRET, or in development a random key kept in the
 * data directory) and keys derived from it for hashing codes and PINs.
 */
@Injectable()
export class SecretsService {
  readonly jwtSecret: string;
  private readonly codeKey: Buffer;
  private readonly pinKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.jwtSecret = config.jwtSecret ?? SecretsService.developmentSecret(config.dataDir);
    this.codeKey = createHmac('sha256', this.jwtSecret).update('svc:code-hash:v1').digest();
    this.pinKey = createHmac('sha256', this.jwtSecret).update('svc:pin-hash:v1').digest();
  }

  /** Keyed hash of an SMS code: without the server's key, a leaked table reveals nothing. */
  hashCode(challengeId: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${challengeId}:${code}`).digest('hex');
  }

  /**
   * Keyed hash of a till PIN within an organization: equal PINs of one organization hash
   * alike (so a unique index keeps them apart and a till finds the member), and without
   * the server's key the table reveals no PIN.
   */
  hashPin(organizationId: string, pin: string): string {
    return createHmac('sha256', this.pinKey).update(`${organizationId}:${pin}`).digest('hex');
  }

  private static developmentSecret(dataDir: string): string {
    const file = join(dataDir, 'jwt-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    new Logger('Secrets').warn(`JWT_SECRET not set: generated a development key in ${file}`);
    return secret;
  }
}
