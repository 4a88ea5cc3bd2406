import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { Transaction } from '../database/transaction-runner';
import {
  SIGNING_KEYS_INSERT,
  SIGNING_KEYS_LOAD,
  SIGNING_KEYS_LOCK,
  SIGNING_KEYS_REVOKE_ALL_BUT,
  SIGNING_KEYS_VERSION,
} from './access.sql';

/** A signing key as stored (CONTRACT §11.2). */
export interface StoredSigningKey {
  id: string;
  generation: number;
  kid: string;
  publicKey: string;
  privateKeyEncrypted: string;
  createdAt: Date;
  activatesAt: Date;
}

export type NewSigningKey = Omit<StoredSigningKey, 'id'>;

/**
 * The first Ed25519 key: it bounds the HS256 tokens from before the upgrade (CONTRACT §12.4),
 * and its revocation (every immediate rotation revokes it) ends them all.
 */
export interface FirstSigningKey {
  kid: string;
  createdAt: Date;
}

@Injectable()
export class SigningKeysRepository {
  constructor(private readonly statements: HotStatements) {}

  /**
   * Every key not revoked, oldest generation first, the key set's version, and the first key
   * ever made (revoked or not: rows are never removed), read in one statement (one snapshot):
   * read apart, a key made between the two reads gave a version ahead of the keys, and an
   * instance starting then made a second first key.
   */
  async load(tx?: Transaction): Promise<{ keys: StoredSigningKey[]; version: number; first: FirstSigningKey | null }> {
    const rows = await this.statements.rows<
      StoredSigningKey & { keySetVersion: number; firstKid: string | null; firstCreatedAt: Date | null }
    >(SIGNING_KEYS_LOAD, [], tx);
    const keys = rows
      .filter((row) => row.id !== null)
      .map(({ keySetVersion: _, firstKid: _kid, firstCreatedAt: _at, ...key }) => key);
    const { keySetVersion, firstKid, firstCreatedAt } = rows[0];
    return {
      keys,
      version: keySetVersion,
      first: firstKid && firstCreatedAt ? { kid: firstKid, createdAt: firstCreatedAt } : null,
    };
  }

  /** The key set's version (KEY_SET_VERSION). */
  async version(tx?: Transaction): Promise<number> {
    const [row] = await this.statements.rows<{ version: number }>(SIGNING_KEYS_VERSION, [], tx);
    return row.version;
  }

  /**
   * Adds the key unless its generation exists already: of several instances making the same
   * generation at once, one succeeds. True when this one did.
   */
  async insert(key: NewSigningKey, tx?: Transaction): Promise<StoredSigningKey | null> {
    const rows = await this.statements.rows<StoredSigningKey>(
      SIGNING_KEYS_INSERT,
      [key.generation, key.kid, key.publicKey, key.privateKeyEncrypted, key.createdAt, key.activatesAt],
      tx,
    );
    return rows[0] ?? null;
  }

  /** Serializes rotations made by hand for the rest of the transaction. */
  async lock(tx: Transaction): Promise<void> {
    await this.statements.run(SIGNING_KEYS_LOCK, [], tx);
  }

  /** Revokes every key but one: none of them is published or accepted again. */
  async revokeAllBut(id: string, now: Date, tx: Transaction): Promise<void> {
    await this.statements.run(SIGNING_KEYS_REVOKE_ALL_BUT, [id, now], tx);
  }
}
