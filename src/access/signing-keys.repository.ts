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

/**
 * The first Ed25519 key: it bounds the HS256 tokens from before the upgrade (CONTRACT §12.4),
 * and its revocation (every immediate rotation revokes it) ends them all.
 */
export interface FirstSigningKey {
  kid: string;
  createdAt: Date;
}

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
   * Every key not revoked, oldest generation first, the key set's version, and the first key
   * ever made (revoked or not: rows are never removed), read in one statement (one snapshot):
   * read apart, a key made between the two reads gave a version ahead of the keys, and an
   * instance starting then made a second first key.
   */
  async load(tx?: Transaction): Promise<{ keys: StoredSigningKey[]; version: number; first: FirstSigningKey | null }> {
    const rows = await managerOf(this.dataSource, tx).query<
      (StoredSigningKey & { keySetVersion: number; firstKid: string | null; firstCreatedAt: Date | null })[]
    >(
      `SELECT v."keySetVersion", f."firstKid", f."firstCreatedAt", k.* FROM (SELECT ${KEY_SET_VERSION} AS "keySetVersion") v
         LEFT JOIN (SELECT "kid" AS "firstKid", "created_at" AS "firstCreatedAt" FROM "signing_keys"
                     ORDER BY "generation" LIMIT 1) f ON true
         LEFT JOIN (SELECT ${COLUMNS} FROM "signing_keys" WHERE "revoked_at" IS NULL) k ON true
        ORDER BY k."generation"`,
    );
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
