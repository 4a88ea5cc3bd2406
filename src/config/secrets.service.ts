import { createHash, createHmac, createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { RefreshFamilies } from '../common/tokens/refresh-family';
import { APP_CONFIG, AppConfig } from './app-config';

/** The `kid` of a key: the first 16 hex digits of the SHA-256 of its value as UTF-8. */
export function keyId(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 16);
}

/**
 * The server's keys, each built once: the HS256 keys of tokens signed before §11.2
 * (JWT_SECRET and JWT_PREVIOUS_SECRETS, verification only), the hashing key of PINs and SMS
 * codes (HASH_KEY) and the keys that encrypt the signing keys and the webhook secrets at rest
 * (both from KEYS_SECRET). In
 * development a missing HASH_KEY or KEYS_SECRET is a random one kept in the data directory.
 */
@Injectable()
export class SecretsService {
  /** The HS256 keys tokens from before the upgrade are verified with, by kid (CONTRACT §11.2). */
  readonly legacyVerificationKeys: ReadonlyMap<string, KeyObject>;
  /** AES-256 key of the signing keys' private parts at rest (KEYS_SECRET, CONTRACT §11.2). */
  readonly keysEncryptionKey: Buffer;
  /** AES-256 key of the webhook endpoints' signing secrets at rest (KEYS_SECRET, CONTRACT §12.4). */
  readonly webhookSecretsKey: Buffer;
  /** The MACs of refresh tokens as families (HASH_KEY, CONTRACT §12.3). */
  readonly refreshFamilies: RefreshFamilies;
  private readonly codeKey: Buffer;
  private readonly pinKey: Buffer;
  private readonly pinflKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Read before a development signing key is generated: only an older data directory has one.
    const legacyHashKey = config.hashKey ? undefined : SecretsService.legacyHashKey(config.dataDir);
    // Nothing is signed with these any more; a development directory's old key still verifies.
    const jwtSecret = config.jwtSecret ?? SecretsService.existingKey(config.dataDir, 'jwt-secret');
    const keys = new Map<string, KeyObject>();
    for (const secret of [...(jwtSecret ? [jwtSecret] : []), ...config.jwtPreviousSecrets]) {
      if (!keys.has(keyId(secret))) keys.set(keyId(secret), createSecretKey(Buffer.from(secret, 'utf8')));
    }
    this.legacyVerificationKeys = keys;
    const hashKey =
      config.hashKey ?? SecretsService.developmentKey(config.dataDir, 'hash-key', 'HASH_KEY', legacyHashKey);
    this.codeKey = createHmac('sha256', hashKey).update('svc:code-hash:v1').digest();
    this.pinKey = createHmac('sha256', hashKey).update('svc:pin-hash:v1').digest();
    this.pinflKey = createHmac('sha256', hashKey).update('svc:pinfl-hash:v1').digest();
    this.refreshFamilies = new RefreshFamilies(createHmac('sha256', hashKey).update('svc:refresh-family:v1').digest());
    const keysSecret = config.keysSecret ?? SecretsService.developmentKey(config.dataDir, 'keys-secret', 'KEYS_SECRET');
    this.keysEncryptionKey = createHmac('sha256', keysSecret).update('svc:signing-keys:v1').digest();
    this.webhookSecretsKey = createHmac('sha256', keysSecret).update('svc:webhook-secrets:v1').digest();
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

  /**
   * Keyed hash of a person's PINFL (OneID, CONTRACT §12.2): one PINFL hashes alike wherever it
   * signs in (so a unique index keeps it to one account), and without the server's key the
   * table reveals no PINFL, though there are few enough of them to try every one.
   */
  hashPinfl(pinfl: string): string {
    return createHmac('sha256', this.pinflKey).update(pinfl).digest('hex');
  }

  private static developmentKey(dataDir: string, fileName: string, variable: string, initial?: string): string {
    const file = join(dataDir, fileName);
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    mkdirSync(dataDir, { recursive: true });
    const secret = initial ?? randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    new Logger('Secrets').warn(`${variable} not set: ${initial ? 'kept' : 'generated'} a development key in ${file}`);
    return secret;
  }

  private static existingKey(dataDir: string, fileName: string): string | undefined {
    const file = join(dataDir, fileName);
    return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
  }

  /**
   * Before HASH_KEY existed, PINs and codes were hashed under the signing key. A data
   * directory that has a development signing key but no hash key takes that value as its
   * hash key once, so its PINs keep working; from then on the two keys are independent.
   */
  private static legacyHashKey(dataDir: string): string | undefined {
    const legacy = join(dataDir, 'jwt-secret');
    return existsSync(legacy) && !existsSync(join(dataDir, 'hash-key'))
      ? readFileSync(legacy, 'utf8').trim()
      : undefined;
  }
}
