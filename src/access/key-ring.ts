import type { KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';
import { Transaction } from '../database/transaction-runner';
import { decryptPrivateKey, encryptPrivateKey, newKeyPair, publicKeyOf } from './ed25519';
import { SigningKeysRepository, StoredSigningKey } from './signing-keys.repository';

const HOUR_MS = 3_600_000;
/** A scheduled key is published this long before it signs (at least an hour, §11.2). */
const PUBLISH_AHEAD_MS = 24 * HOUR_MS;
/** Approvals live 120 s (§11.1); access tokens ACCESS_TOKEN_TTL_SECONDS. */
const APPROVAL_TTL_SECONDS = 120;
/** How often an instance reads the key set again and makes the scheduled key when due. */
const RELOAD_INTERVAL_MS = 60_000;
/** Least time between two reloads asked for by a token naming a kid this instance lacks. */
const UNKNOWN_KID_RELOAD_MS = 1_000;

export type KeyStatus = 'next' | 'current' | 'retired';

/** A key as this instance holds it; the private part is decrypted when first needed. */
interface HeldKey {
  stored: StoredSigningKey;
  activatesAtMs: number;
  publicKey: KeyObject;
  privateKey?: KeyObject;
}

export interface KeyState {
  id: string;
  kid: string;
  x: string;
  status: KeyStatus;
  createdAt: Date;
  activatesAt: Date;
  /** When it stops (or stopped) signing: its successor's activation, else the scheduled one. */
  retiresAt: Date;
}

export interface Signer {
  kid: string;
  privateKey: KeyObject;
}

/**
 * The signing keys of every instance (CONTRACT §11.2), read from the database: the first
 * start makes the first key, one instance makes each scheduled successor (the generation's
 * unique index decides), and every instance signs with the key whose activation is the
 * latest one passed. An instance reads the set again every minute, whenever a request's
 * statement shows another version, before it signs, and when a token names a kid it lacks.
 */
@Injectable()
export class KeyRing implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('SigningKeys');
  private keys: HeldKey[] = [];
  private first?: { kid: string; createdAtMs: number };
  private version = -1;
  private reloading?: Promise<void>;
  private lastUnknownKidReload = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly repository: SigningKeysRepository,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    // With migrations pending (DB_MIGRATE=off on a new database) there is no table yet: the
    // app still starts and answers readiness 503; the first key comes with the next
    // maintenance or signing once the migrations have run.
    await this.maintain().catch((error: Error) => this.logger.warn(`signing keys not read yet: ${error.message}`));
    // A KEYS_SECRET other than the one the keys were sealed with would answer 500 to every
    // sign-in: the start fails instead, and a rolling deploy keeps the instances it has.
    if (this.keys.length > 0) this.openSigningKey(this.signingKey(this.clock.nowMs()));
    this.timer = setInterval(() => {
      this.maintain().catch((error: Error) => this.logger.warn(`signing keys not refreshed: ${error.message}`));
    }, RELOAD_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Longest life of a token a key signs: how long a retired key stays published. */
  get tokenLifeMs(): number {
    return Math.max(this.config.accessTokenTtlSeconds, APPROVAL_TTL_SECONDS) * 1000;
  }

  get rotationMs(): number {
    return this.config.signingKeyRotationDays * 24 * HOUR_MS;
  }

  /**
   * The first Ed25519 key ever made (kept when revoked): HS256 tokens from before the upgrade
   * are accepted only when issued before it, and they answer to its revocation (CONTRACT §12.4).
   */
  get firstKey(): { kid: string; createdAtMs: number } | undefined {
    return this.first;
  }

  /** The key set's version this instance holds. */
  get heldVersion(): number {
    return this.version;
  }

  /**
   * The key to sign with now, after making sure this instance holds the latest key set.
   * Inside a transaction, give it: on the embedded database a query from another connection
   * would wait for that transaction to end.
   */
  async signer(tx?: Transaction): Promise<Signer> {
    return this.signerAt(await this.repository.version(tx), tx);
  }

  /** As `signer`, with the key set's version a statement of the caller's just read (KEY_SET_VERSION). */
  async signerAt(version: number, tx?: Transaction): Promise<Signer> {
    if (version !== this.version) await (tx ? this.read(tx) : this.reload());
    if (this.keys.length === 0) {
      // The start found no table (migrations pending then): the first key is made now.
      await this.repository.insert(this.newKey(this.version + 1, this.clock.now()), tx);
      await (tx ? this.read(tx) : this.reload());
    }
    const key = this.signingKey(this.clock.nowMs());
    return { kid: key.stored.kid, privateKey: this.openSigningKey(key) };
  }

  /** The key's private part, decrypted once with KEYS_SECRET. */
  private openSigningKey(key: HeldKey): KeyObject {
    try {
      key.privateKey ??= decryptPrivateKey(
        this.secrets.keysEncryptionKey,
        key.stored.kid,
        key.stored.privateKeyEncrypted,
      );
    } catch {
      throw new Error(`KEYS_SECRET does not open signing key ${key.stored.kid}: not the secret it was sealed with`);
    }
    return key.privateKey;
  }

  /** The public key of a published kid; undefined for any other. */
  verificationKey(kid: string, nowMs: number): KeyObject | undefined {
    const index = this.keys.findIndex((key) => key.stored.kid === kid);
    if (index < 0 || !this.isPublished(index, nowMs)) return undefined;
    return this.keys[index].publicKey;
  }

  /** Every published key with its status (next, current, retired), oldest first. */
  published(nowMs: number): KeyState[] {
    return this.keys.flatMap((key, index) => (this.isPublished(index, nowMs) ? [this.stateOf(index, nowMs)] : []));
  }

  /**
   * A token names a kid this instance lacks (another instance may have made it a moment
   * ago): reads the set again, at most once a second, and says whether the kid is known now.
   */
  async reloadForKid(kid: string): Promise<boolean> {
    const nowMs = Date.now();
    if (nowMs - this.lastUnknownKidReload < UNKNOWN_KID_RELOAD_MS) {
      await this.reloading;
    } else {
      this.lastUnknownKidReload = nowMs;
      await this.reload();
    }
    return this.keys.some((key) => key.stored.kid === kid);
  }

  /** Reads the set again and makes the scheduled next key when it is due. */
  async maintain(): Promise<void> {
    if ((await this.repository.version()) !== this.version) await this.reload();
    const nowMs = this.clock.nowMs();
    const last = this.keys[this.keys.length - 1];
    if (!last) {
      // The first start on this database: of instances starting at once, one key is made.
      await this.repository.insert(this.newKey(this.version + 1, new Date(nowMs)));
      return this.reload();
    }
    if (last.activatesAtMs > nowMs) return;
    if (nowMs < last.activatesAtMs + this.rotationMs - PUBLISH_AHEAD_MS) return;
    const activatesAt = Math.max(last.activatesAtMs + this.rotationMs, nowMs + HOUR_MS);
    const made = await this.repository.insert(this.newKey(this.version + 1, new Date(nowMs), new Date(activatesAt)));
    if (made) this.logger.log(`signing key ${made.kid} made; it signs from ${made.activatesAt.toISOString()}`);
    await this.reload();
  }

  /**
   * A rotation asked for by hand, in the caller's transaction (its audit beside it): the new
   * key signs in an hour, or (`immediately`) at once with every other key revoked. Without
   * `immediately`, a key already waiting is the answer and nothing is made. Call `reload()`
   * after the commit.
   */
  async rotate(immediately: boolean, tx: Transaction): Promise<{ made: StoredSigningKey | null }> {
    await this.repository.lock(tx);
    const { keys, version } = await this.repository.load(tx);
    const now = this.clock.now();
    if (!immediately && keys.some((key) => key.activatesAt.getTime() > now.getTime())) return { made: null };
    const activatesAt = immediately ? now : new Date(now.getTime() + HOUR_MS);
    const made = (await this.repository.insert(this.newKey(version + 1, now, activatesAt), tx))!;
    if (immediately) await this.repository.revokeAllBut(made.id, now, tx);
    return { made };
  }

  /** Reads the key set again (one read at a time; a caller during one waits for it). */
  reload(): Promise<void> {
    this.reloading ??= this.read().finally(() => (this.reloading = undefined));
    return this.reloading;
  }

  private async read(tx?: Transaction): Promise<void> {
    const { keys, version, first } = await this.repository.load(tx);
    this.first = first ? { kid: first.kid, createdAtMs: first.createdAt.getTime() } : undefined;
    const held = new Map(this.keys.map((key) => [key.stored.kid, key]));
    this.keys = keys
      .map(
        (stored) =>
          held.get(stored.kid) ?? {
            stored,
            activatesAtMs: stored.activatesAt.getTime(),
            publicKey: publicKeyOf(stored.publicKey),
          },
      )
      .sort((a, b) => a.activatesAtMs - b.activatesAtMs || a.stored.generation - b.stored.generation);
    this.version = version;
  }

  /** The key whose activation is the latest one passed (the first key before any has). */
  private signingKey(nowMs: number): HeldKey {
    let index = 0;
    while (index + 1 < this.keys.length && this.keys[index + 1].activatesAtMs <= nowMs) index++;
    if (!this.keys[index]) throw new Error('no signing key');
    return this.keys[index];
  }

  private isPublished(index: number, nowMs: number): boolean {
    const successor = this.keys[index + 1];
    return !successor || successor.activatesAtMs + this.tokenLifeMs > nowMs;
  }

  private stateOf(index: number, nowMs: number): KeyState {
    const key = this.keys[index];
    const successor = this.keys[index + 1];
    const status: KeyStatus =
      key.activatesAtMs > nowMs ? 'next' : successor && successor.activatesAtMs <= nowMs ? 'retired' : 'current';
    return {
      id: key.stored.id,
      kid: key.stored.kid,
      x: key.stored.publicKey,
      status,
      createdAt: key.stored.createdAt,
      activatesAt: key.stored.activatesAt,
      retiresAt: new Date(successor ? successor.activatesAtMs : key.activatesAtMs + this.rotationMs),
    };
  }

  private newKey(generation: number, now: Date, activatesAt = now) {
    const pair = newKeyPair();
    return {
      generation,
      kid: pair.kid,
      publicKey: pair.x,
      privateKeyEncrypted: encryptPrivateKey(this.secrets.keysEncryptionKey, pair.kid, pair.privateKey),
      createdAt: now,
      activatesAt,
    };
  }
}
