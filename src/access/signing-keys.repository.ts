import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { managerOf, Transaction } from '../database/transaction-runner';

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

const COLUMNS = `"id", "generation", "kid", "public_key" AS "publicKey", "private_key_encrypted" AS "privateKeyEncrypted",
  "created_at" AS "createdAt", "activates_at" AS "activatesAt"`;

/**
 * The key set's version, a scalar subquery: the highest generation, which changes with every
 * new key (an immediate rotation makes one). A statement that is about to be followed by a
 * signature can read it too, saving the signer its own round trip.
 */
export const KEY_SET_VERSION = '(SELECT coalesce(max("generation"), 0)::int FROM "signing_keys")';

@Injectable()
export class SigningKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every key not revoked, oldest generation first, and the key set's version, read in one
   * statement (one snapshot): read apart, a key made between the two reads gave a version
   * ahead of the keys, and an instance starting then made a second first key.
   */
  async load(tx?: Transaction): Promise<{ keys: StoredSigningKey[]; version: number }> {
    const rows = await managerOf(this.dataSource, tx).query<(StoredSigningKey & { keySetVersion: number })[]>(
      `SELECT v."keySetVersion", k.* FROM (SELECT ${KEY_SET_VERSION} AS "keySetVersion") v
         LEFT JOIN (SELECT ${COLUMNS} FROM "signing_keys" WHERE "revoked_at" IS NULL) k ON true
        ORDER BY k."generation"`,
    );
    const keys = rows.filter((row) => row.id !== null).map(({ keySetVersion: _, ...key }) => key);
    return { keys, version: rows[0].keySetVersion };
  }

  /** The key set's version (KEY_SET_VERSION). */
  async version(tx?: Transaction): Promise<number> {
    const [row] = await managerOf(this.dataSource, tx).query<{ version: number }[]>(
      `SELECT ${KEY_SET_VERSION} AS "version"`,
    );
    return row.version;
  }

  /**
   * Adds the key unless its generation exists already: of several instances making the same
   * generation at once, one succeeds. True when this one did.
   */
  async insert(key: NewSigningKey, tx?: Transaction): Promise<StoredSigningKey | null> {
    const rows = await managerOf(this.dataSource, tx).query<StoredSigningKey[]>(
      `INSERT INTO "signing_keys" ("generation", "kid", "public_key", "private_key_encrypted", "created_at", "activates_at")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("generation") DO NOTHING RETURNING ${COLUMNS}`,
      [key.generation, key.kid, key.publicKey, key.privateKeyEncrypted, key.createdAt, key.activatesAt],
    );
    return rows[0] ?? null;
  }

  /** Serializes rotations made by hand for the rest of the transaction. */
  async lock(tx: Transaction): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('signing_keys'))`);
  }

  /** Revokes every key but one: none of them is published or accepted again. */
  async revokeAllBut(id: string, now: Date, tx: Transaction): Promise<void> {
    await tx.query(`UPDATE "signing_keys" SET "revoked_at" = $2 WHERE "id" <> $1 AND "revoked_at" IS NULL`, [id, now]);
  }
}
