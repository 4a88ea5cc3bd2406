import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { KEY_SET_VERSION } from '../access/signing-keys.repository';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { RefreshToken } from './entities/refresh-token.entity';
import { Session } from './entities/session.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { RotatingTokens } from '../database/rotating-tokens';

export interface Rotation {
  tokenHash: string;
  nextTokenHash: string;
  now: Date;
  /** The refresh token lifetime's end from now; the session's absolute end may come first. */
  expiresAt: Date;
  /** SESSION_MAX_DAYS: no session outlives its sign-in by more. */
  maxDays: number;
}

/**
 * Extends the session `sessionId` (an SQL expression; `from` adds tables to the UPDATE's
 * FROM) to the refresh's new end ($3, no later than its sign-in plus $4 days) when it is
 * still live at $2, its user active and its sign-in less than $4 days ago; its id, user and
 * new end.
 */
const extendLive = (sessionId: string, from = '') => `UPDATE "sessions" s SET "last_used_at" = $2,
      "expires_at" = LEAST($3::timestamptz, s."created_at" + make_interval(days => $4::int))
    FROM ${from}"users" u
    WHERE s."id" = ${sessionId} AND u."id" = s."user_id"
      AND s."ended_at" IS NULL AND s."expires_at" > $2 AND u."status" = 'active'
      AND s."created_at" + make_interval(days => $4::int) > $2
    RETURNING s."id", s."user_id", s."expires_at"`;

/** A replayed token's session ($1) extended as a refresh would (see extendLive). */
const EXTEND_LIVE: HotStatement = { name: 'sessions_extend_live', text: extendLive('$1') };

/**
 * A refresh in one statement. `used` marks the token used and names the token it issues: of
 * concurrent callers exactly one gets the row (the others wait for its lock, re-check
 * `used_at` and find nothing). `live` extends the token's session when it is still live, its
 * user active and its sign-in less than SESSION_MAX_DAYS ago (the setting as it is now:
 * lowering it ends older sessions at their next refresh), and `issued` gives it the next
 * token. A token that was used before is not `matched`: `replay` judges it (the grace of
 * CONTRACT §11.6, or reuse).
 */
const ROTATE: HotStatement = {
  name: 'sessions_rotate',
  text: `WITH used AS (
    UPDATE "refresh_tokens" SET "used_at" = $2, "successor_hash" = $5
    WHERE "token_hash" = $1 AND "used_at" IS NULL RETURNING "session_id"
  ), live AS (
    ${extendLive('used."session_id"', 'used, ')}
  ), issued AS (
    INSERT INTO "refresh_tokens" ("token_hash", "session_id", "created_at", "used_at")
    SELECT $5, "id", $2, NULL FROM live RETURNING "session_id"
  )
  SELECT issued."session_id", live."user_id", live."expires_at", EXISTS (SELECT 1 FROM used) AS "matched",
    ${KEY_SET_VERSION} AS "key_set_version"
  FROM (SELECT 1) AS one LEFT JOIN issued ON true LEFT JOIN live ON live."id" = issued."session_id"`,
};

export interface Rotated {
  /** Set when a new token was issued. */
  session: { id: string; userId: string; expiresAt: Date } | null;
  /** The token was unused (so it is no replay); false for an unknown or used one. */
  matched: boolean;
  /** The signing keys' version in the rotation's snapshot (KEY_SET_VERSION), for the token signed next. */
  keySetVersion: number;
}

/** What `replay` did: a new token within the grace, or the session ended for reuse. */
export interface Replayed {
  session: Rotated['session'];
  /** The token had been used before, past the grace: its session (of this user) was ended. */
  reusedBy: string | null;
}

const TOKENS = new RotatingTokens({ table: 'refresh_tokens', ownerColumn: 'session_id' });

@Injectable()
export class SessionsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  async create(session: Partial<Session>, tx: Transaction): Promise<Session> {
    const repository = tx.getRepository(Session);
    return repository.save(repository.create(session));
  }

  async addToken(sessionId: string, tokenHash: string, tx: Transaction): Promise<void> {
    await tx.getRepository(RefreshToken).insert({ sessionId, tokenHash, usedAt: null });
  }

  /** One refresh, atomically, in one round trip (see ROTATE). */
  async rotate(rotation: Rotation): Promise<Rotated> {
    const [row] = await this.statements.rows<{
      session_id: string | null;
      user_id: string;
      expires_at: Date;
      matched: boolean;
      key_set_version: number;
    }>(ROTATE, [rotation.tokenHash, rotation.now, rotation.expiresAt, rotation.maxDays, rotation.nextTokenHash]);
    return {
      session: row.session_id ? { id: row.session_id, userId: row.user_id, expiresAt: row.expires_at } : null,
      matched: row.matched,
      keySetVersion: row.key_set_version,
    };
  }

  /**
   * A token presented again (CONTRACT §11.6), in the caller's transaction: within the grace
   * and with its successor unused, the successor ends and the session gets the next token;
   * otherwise the session ends for reuse.
   */
  async replay(rotation: Rotation, graceSeconds: number, tx: Transaction): Promise<Replayed> {
    const { tokenHash, nextTokenHash, now } = rotation;
    const judged = await TOKENS.judge(tokenHash, now, graceSeconds, tx);
    if (judged.outcome === 'unknown') return { session: null, reusedBy: null };
    if (judged.outcome === 'reuse') {
      const [ended] = await tx.query<[{ user_id: string }[], number]>(
        `UPDATE "sessions" SET "ended_at" = $2, "end_reason" = 'token_reuse'
         WHERE "id" = $1 AND "ended_at" IS NULL RETURNING "user_id"`,
        [judged.ownerId, now],
      );
      return { session: null, reusedBy: ended[0]?.user_id ?? null };
    }
    const live = await this.statements.rows<{ id: string; user_id: string; expires_at: Date }>(
      EXTEND_LIVE,
      [judged.ownerId, now, rotation.expiresAt, rotation.maxDays],
      tx,
    );
    if (!live[0]) return { session: null, reusedBy: null };
    await this.addToken(live[0].id, nextTokenHash, tx);
    await TOKENS.linkSuccessor(tokenHash, nextTokenHash, tx);
    return { session: { id: live[0].id, userId: live[0].user_id, expiresAt: live[0].expires_at }, reusedBy: null };
  }

  async findTokenSession(tokenHash: string, tx: Transaction): Promise<string | null> {
    const token = await tx.getRepository(RefreshToken).findOneBy({ tokenHash });
    return token?.sessionId ?? null;
  }

  async end(sessionId: string, now: Date, reason: string, tx?: Transaction): Promise<boolean> {
    const result = await managerOf(this.dataSource, tx)
      .getRepository(Session)
      .update({ id: sessionId, endedAt: IsNull() }, { endedAt: now, endReason: reason });
    return (result.affected ?? 0) > 0;
  }

  /** Ends every live session of a user, but the one kept if any (the caller's own, for a password change). */
  async endLiveOfUser(
    userId: string,
    end: { now: Date; reason: string; keep?: string },
    tx?: Transaction,
  ): Promise<void> {
    const { now, reason, keep } = end;
    await managerOf(this.dataSource, tx)
      .getRepository(Session)
      .update({ userId, endedAt: IsNull(), ...(keep ? { id: Not(keep) } : {}) }, { endedAt: now, endReason: reason });
  }

  async listLive(userId: string, now: Date): Promise<Session[]> {
    return this.dataSource.getRepository(Session).find({
      where: { userId, endedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC' },
    });
  }

  async findOwnLive(userId: string, sessionId: string, now: Date): Promise<Session | null> {
    return this.dataSource
      .getRepository(Session)
      .findOneBy({ id: sessionId, userId, endedAt: IsNull(), expiresAt: MoreThan(now) });
  }
}
