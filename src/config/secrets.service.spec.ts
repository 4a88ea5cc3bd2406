import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './load-config';
import { keyId, SecretsService } from './secrets.service';

const secretsIn = (dataDir: string, env: Record<string, string> = {}) =>
  new SecretsService(loadConfig({ DATA_DIR: dataDir, ...env }));

describe('SecretsService', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'keys-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a key by the first 16 hex digits of its SHA-256', () => {
    expect(keyId('abc')).toBe('ba7816bf8f01cfea');
  });

  it('keeps JWT_SECRET and JWT_PREVIOUS_SECRETS to verify the tokens they signed before §11.2', () => {
    const secrets = secretsIn(dir, {
      JWT_SECRET: 'current-key-current-key-current-key-0',
      JWT_PREVIOUS_SECRETS: 'earlier-key-earlier-key-earlier-key-1',
    });
    expect([...secrets.legacyVerificationKeys.keys()]).toEqual([
      keyId('current-key-current-key-current-key-0'),
      keyId('earlier-key-earlier-key-earlier-key-1'),
    ]);
  });

  it('hashes PINs with HASH_KEY: changing the signing key changes no PIN hash', () => {
    const before = secretsIn(dir, { JWT_SECRET: 'a'.repeat(32), HASH_KEY: 'h'.repeat(32) });
    const after = secretsIn(dir, { JWT_SECRET: 'b'.repeat(32), HASH_KEY: 'h'.repeat(32) });
    expect(after.hashPin('org', '123456')).toBe(before.hashPin('org', '123456'));
    expect(after.hashCode('challenge', '123456')).toBe(before.hashCode('challenge', '123456'));
    const otherKey = secretsIn(dir, { JWT_SECRET: 'b'.repeat(32), HASH_KEY: 'k'.repeat(32) });
    expect(otherKey.hashPin('org', '123456')).not.toBe(before.hashPin('org', '123456'));
  });

  it('gives a new development data directory a hash key and a keys secret of its own, and no HS256 key', () => {
    const secrets = secretsIn(dir);
    expect(readFileSync(join(dir, 'hash-key'), 'utf8')).not.toBe(readFileSync(join(dir, 'keys-secret'), 'utf8'));
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
    expect(secrets.legacyVerificationKeys.size).toBe(0);
    // The same directory keeps its keys secret: the stored signing keys still decrypt.
    expect(secretsIn(dir).keysEncryptionKey).toEqual(secrets.keysEncryptionKey);
    // …and the webhook secrets still open, under a key of their own.
    expect(secretsIn(dir).webhookSecretsKey).toEqual(secrets.webhookSecretsKey);
    expect(secrets.webhookSecretsKey).not.toEqual(secrets.keysEncryptionKey);
    expect(secrets.webhookSecretsKey).toHaveLength(32);
  });

  it('keeps the PINs of an older development data directory: its signing key becomes its hash key once', () => {
    writeFileSync(join(dir, 'jwt-secret'), 'legacy-development-key-legacy-development-key');
    const legacy = new SecretsService(
      loadConfig({ DATA_DIR: dir, HASH_KEY: 'legacy-development-key-legacy-development-key' }),
    );
    const migrated = secretsIn(dir);
    expect(migrated.hashPin('org', '123456')).toBe(legacy.hashPin('org', '123456'));
    // From then on the signing key may change without touching PINs.
    writeFileSync(join(dir, 'jwt-secret'), 'a-new-development-key');
    expect(secretsIn(dir).hashPin('org', '123456')).toBe(legacy.hashPin('org', '123456'));
  });
});
