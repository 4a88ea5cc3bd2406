import type { EntityManager } from 'typeorm';
import type { FamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { HotStatement, runInTransaction } from './hot-statements';

/**
 * A table of single-use rotating refresh tokens: `token_hash` (primary key), the owner's id
 * (a session, a till credential: `ownerTable`'s `id`, which keeps the family's `refresh_salt`),
 * `used_at` (rotated, or ended unused), `successor_hash` (the token its rotation issued) and
 * `generation` (in the owner's family; null: an opaque token from before the families). Names
 * are fixed in code.
 */
export interface RotatingTokenTable {
  table: string;
  ownerColumn: string;
  ownerTable: string;
}

/**
 * What a token that the hot rotation did not take turns out to be: `rotate` — unused, an
 * opaque token from before the families (now marked used): the caller issues generation
 * `generation` and links it (`linkSuccessor`); `grace` — presented again within the grace of
 * its rotation while the token that rotation issued was unused: that successor has just been
 * ended, the caller issues `generation` and links it; `reuse` — the owner is to be ended (a
 * used token past the grace, or an earlier token of the family whose row is gone, proved
 * genuine by its MAC); `unknown` — no such token (never ends anything: ids are no secret).
 */
export type Replay =
  | { outcome: 'rotate' | 'grace'; ownerId: string; generation: number }
  | { outcome: 'reuse'; ownerId: string }
  | { outcome: 'unknown' };

/**
 * Refresh tokens as families (CONTRACT §12.3) with the reuse grace of CONTRACT §11.6, for any
 * table of rotating tokens. Run inside the transaction that issues the new token: the
 * presented token's row is locked, so replays of one token take turns, and the successor is
 * ended by a conditional update, so of a replay and a refresh with the successor exactly one
 * wins. Every statement finds its rows by primary key or the owner's index.
 */
export class RotatingTokens {
  /** Its named statements (`<table>_lock`, `_latest` …), for its owner's `*.sql.ts` to list. */
  readonly statements: Record<
    'lock' | 'latest' | 'endSuccessor' | 'use' | 'link' | 'family' | 'salt' | 'prune',
    HotStatement
  >;

  constructor({ table, ownerColumn, ownerTable }: RotatingTokenTable) {
    const latest = (owner: string) =>
      `(SELECT max(g."generation") FROM "${table}" g WHERE g."${ownerColumn}" = ${owner}) AS "latest"`;
    const named = (kind: string, text: string): HotStatement => ({ name: `${table}_${kind}`, text });
    this.statements = {
      lock: named(
        'lock',
        `SELECT t."${ownerColumn}" AS "owner_id", t."used_at", t."successor_hash"
       FROM "${table}" t WHERE t."token_hash" = $1 FOR UPDATE`,
      ),
      // Read after the lock, in a snapshot of its own: a replay waiting for the lock sees the generation the one before it issued.
      latest: named('latest', `SELECT ${latest('$1')}`),
      endSuccessor: named(
        'end_successor',
        `UPDATE "${table}" SET "used_at" = $2 WHERE "token_hash" = $1 AND "used_at" IS NULL
       RETURNING "token_hash"`,
      ),
      use: named(
        'use',
        `UPDATE "${table}" SET "used_at" = $2 WHERE "token_hash" = $1 AND "used_at" IS NULL RETURNING "token_hash"`,
      ),
      link: named('link', `UPDATE "${table}" SET "successor_hash" = $2 WHERE "token_hash" = $1`),
      family: named(
        'family',
        `SELECT o."refresh_salt" AS "salt", ${latest('o."id"')} FROM "${ownerTable}" o WHERE o."id" = $1`,
      ),
      salt: named(
        'salt',
        `UPDATE "${ownerTable}" SET "refresh_salt" = COALESCE("refresh_salt", $2) WHERE "id" = $1
       RETURNING "refresh_salt" AS "salt"`,
      ),
      prune: named(
        'prune',
        `DELETE FROM "${table}" WHERE "${ownerColumn}" = $1 AND "generation" IS NOT NULL
       AND "used_at" IS NOT NULL AND "token_hash" <> $2`,
      ),
    };
  }

  private async rows<T extends Record<string, unknown>>(
    statement: HotStatement,
    values: unknown[],
    tx: EntityManager,
  ): Promise<T[]> {
    return (await runInTransaction<T>(statement, values, tx)).rows;
  }

  /**
   * Judges a token the hot rotation did not take (`family`: the token read as a family's,
   * null when it cannot be one); within the grace it ends the unused successor.
   */
  async judge(
    presented: { tokenHash: string; family: FamilyToken | null; families: RefreshFamilies },
    now: Date,
    graceSeconds: number,
    tx: EntityManager,
  ): Promise<Replay> {
    const [row] = await this.rows<{ owner_id: string; used_at: Date | null; successor_hash: string | null }>(
      this.statements.lock,
      [presented.tokenHash],
      tx,
    );
    if (!row) return this.genuine(presented.family, presented.families, tx);
    const [{ latest }] = await this.rows<{ latest: number | null }>(this.statements.latest, [row.owner_id], tx);
    const generation = (latest ?? 0) + 1;
    if (!row.used_at) {
      const used = await this.rows(this.statements.use, [presented.tokenHash, now], tx);
      return used.length === 1 ? { outcome: 'rotate', ownerId: row.owner_id, generation } : { outcome: 'unknown' };
    }
    // The grace runs from the first rotation: replays never extend it. 0 turns it off — also for
    // a racing request whose time was taken before the rotation that beat it (a negative age).
    const within = graceSeconds > 0 && now.getTime() - new Date(row.used_at).getTime() < graceSeconds * 1000;
    if (within && row.successor_hash) {
      const ended = await this.rows(this.statements.endSuccessor, [row.successor_hash, now], tx);
      if (ended.length === 1) return { outcome: 'grace', ownerId: row.owner_id, generation };
    }
    return { outcome: 'reuse', ownerId: row.owner_id };
  }

  /**
   * A token without a row: reuse when it is an earlier generation of a live family (its MAC
   * follows from the family's salt), unknown otherwise — a guessed or forged one ends nothing.
   */
  private async genuine(family: FamilyToken | null, families: RefreshFamilies, tx: EntityManager): Promise<Replay> {
    if (!family) return { outcome: 'unknown' };
    const [owner] = await this.rows<{ salt: Buffer | null; latest: number | null }>(
      this.statements.family,
      [family.familyId],
      tx,
    );
    // Never issued: beyond the family's latest generation (also bounds the MAC chain's work).
    if (!owner?.salt || owner.latest === null || family.generation > owner.latest) return { outcome: 'unknown' };
    return families.verify(family, owner.salt)
      ? { outcome: 'reuse', ownerId: family.familyId }
      : { outcome: 'unknown' };
  }

  /** The owner's family salt, given one (`fresh`) when it has none yet (an owner from before the families). */
  async salt(ownerId: string, fresh: Buffer, tx: EntityManager): Promise<Buffer> {
    const rows = await this.rows<{ salt: Buffer }>(this.statements.salt, [ownerId, fresh], tx);
    return rows[0].salt;
  }

  /** Records the token a replay (or an opaque token's rotation) issued as the presented token's successor. */
  async linkSuccessor(tokenHash: string, successorHash: string, tx: EntityManager): Promise<void> {
    await runInTransaction(this.statements.link, [tokenHash, successorHash], tx);
  }

  /**
   * Removes the owner's used family tokens but the one kept (the token just presented): what
   * stays is that one and the current generation. Opaque tokens from before stay with their owner.
   */
  async prune(ownerId: string, keepHash: string, tx: EntityManager): Promise<void> {
    await runInTransaction(this.statements.prune, [ownerId, keepHash], tx);
  }
}
