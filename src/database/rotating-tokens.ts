import type { EntityManager } from 'typeorm';

/**
 * A table of single-use rotating refresh tokens: `token_hash` (primary key), the owner's id
 * (a session, a till credential), `used_at` (rotated, or ended unused) and `successor_hash`
 * (the token its rotation issued; null when it was never rotated). Names are fixed in code.
 */
export interface RotatingTokenTable {
  table: string;
  ownerColumn: string;
}

/**
 * What a token that a rotation did not take (unknown, or used before) turns out to be:
 * `grace` — presented again within the grace of its rotation while the token that rotation
 * issued was unused: that successor has just been ended, the caller issues a new one and
 * links it (`linkSuccessor`); `reuse` — the owner is to be ended; `unknown` — no such token.
 */
export type Replay = { outcome: 'grace' | 'reuse'; ownerId: string } | { outcome: 'unknown' };

/**
 * The reuse grace of CONTRACT §11.6, for any table of rotating tokens. Run inside the
 * transaction that issues the new token: the presented token's row is locked, so replays of
 * one token take turns, and the successor is ended by a conditional update, so of a replay
 * and a refresh with the successor exactly one wins.
 */
export class RotatingTokens {
  private readonly lockSql: string;
  private readonly endSuccessorSql: string;
  private readonly linkSql: string;

  constructor({ table, ownerColumn }: RotatingTokenTable) {
    this.lockSql = `SELECT "${ownerColumn}" AS "owner_id", "used_at", "successor_hash" FROM "${table}"
       WHERE "token_hash" = $1 FOR UPDATE`;
    this.endSuccessorSql = `UPDATE "${table}" SET "used_at" = $2 WHERE "token_hash" = $1 AND "used_at" IS NULL
       RETURNING "token_hash"`;
    this.linkSql = `UPDATE "${table}" SET "successor_hash" = $2 WHERE "token_hash" = $1`;
  }

  /** Judges a token presented again; within the grace it ends the unused successor. */
  async judge(tokenHash: string, now: Date, graceSeconds: number, tx: EntityManager): Promise<Replay> {
    const [row] = await tx.query<{ owner_id: string; used_at: Date | null; successor_hash: string | null }[]>(
      this.lockSql,
      [tokenHash],
    );
    if (!row?.used_at) return { outcome: 'unknown' };
    // The grace runs from the first rotation: replays never extend it.
    const within = now.getTime() - new Date(row.used_at).getTime() < graceSeconds * 1000;
    if (within && row.successor_hash) {
      const [ended] = await tx.query<[unknown[], number]>(this.endSuccessorSql, [row.successor_hash, now]);
      if (ended.length === 1) return { outcome: 'grace', ownerId: row.owner_id };
    }
    return { outcome: 'reuse', ownerId: row.owner_id };
  }

  /** Records the token a replay issued as the presented token's successor. */
  async linkSuccessor(tokenHash: string, successorHash: string, tx: EntityManager): Promise<void> {
    await tx.query(this.linkSql, [tokenHash, successorHash]);
  }
}
