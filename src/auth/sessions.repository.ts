import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { KEY_SET_VERSION } from '../access/signing-keys.repository';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { GROUP_COMMIT, itemsCte, itemsParameter, StatementBatcher } from '../database/statement-batcher';
import { RefreshToken } from './entities/refresh-token.entity';
import { Session } from './entities/session.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { deleteBatch } from '../database/query-helpers';
import { RotatingTokens } from '../database/rotating-tokens';
import { FamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { hashRefreshToken } from '../common/tokens/refresh-token';

export interface Rotation {
  tokenHash: string;
  /**
   * The presented token read as a family's: it rotates only when it is that generation of that
   * session, and the token issued is the next generation. Absent or null, the token is matched
   * by hash alone and its successor has no generation (an opaque token, as before the
   * families); SessionsService sends a token it cannot read as a family's to `replay` instead.
   */
  family?: FamilyToken | null;
  nextTokenHash: string;
  now: Date;
  /** The refresh token lifetime's end from now; the session's absolute end may come first. */
  expiresAt: Date;
  /** SESSION_MAX_DAYS: no session outlives its sign-in by more. */
  maxDays: number;
}

/** Where a refresh's values stand in a statement: SQL expressions. */
interface RefreshValues {
  sessionId: string;
  now: string;
  /** The refresh token lifetime's end from now. */
  expiresAt: string;
  maxDays: string;
}

/**
 * Extends the session `sessionId` (`from`: the UPDATE's FROM, if any) to the refresh's
 * new end (`expiresAt`, no later than its sign-in plus `maxDays` days) when it is still live
 * at `now`, its user active and its sign-in less than `maxDays` days ago; its id, user and new
 * end (and `returning` more). The user is a subplan, not a join: read by its primary key even
 * where `users` looks empty (unanalyzed), never scanned.
 */
const extendLive = (
  { sessionId, now, expiresAt, maxDays }: RefreshValues,
  from = '',
  returning = '',
) => `UPDATE "sessions" s SET "last_used_at" = ${now},
      "expires_at" = LEAST(${expiresAt}::timestamptz, s."created_at" + make_interval(days => ${maxDays}::int))
    ${from ? `FROM ${from}` : ''}
    WHERE s."id" = ${sessionId}
      AND (SELECT u."status" FROM "users" u WHERE u."id" = s."user_id") = 'active'
      AND s."ended_at" IS NULL AND s."expires_at" > ${now}
      AND s."created_at" + make_interval(days => ${maxDays}::int) > ${now}
    RETURNING ${returning}s."id", s."user_id", s."expires_at"`;

/** A replayed token's session ($1) extended as a refresh would (see extendLive). */
const EXTEND_LIVE: HotStatement = {
  name: 'sessions_extend_live',
  text: extendLive({ sessionId: '$1', now: '$2', expiresAt: '$3', maxDays: '$4' }),
};

/** A rotation's values, in the order of `SessionsRepository.rotate`'s item. */
const ROTATION_COLUMNS = [
  ['token_hash', 'varchar'],
  ['now', 'timestamptz'],
  ['expires_at', 'timestamptz'],
  ['max_days', 'int'],
  ['next_hash', 'varchar'],
  ['family', 'uuid'],
  ['generation', 'int'],
] as const;

/**
 * Refreshes (`ROTATION_COLUMNS`, gathered by a StatementBatcher) in one statement. `used`
 * marks each token used and names the token it issues: of concurrent callers exactly one gets
 * the row (the others wait for its lock, re-check `used_at` and find nothing). `live` extends
 * the token's session when it is still live, its user active and its sign-in less than
 * SESSION_MAX_DAYS ago (the setting as it is now: lowering it ends older sessions at their
 * next refresh), and `issued` gives it the next token. A token that was used before is not
 * `matched`: `replay` judges it (the grace of CONTRACT §11.6, or reuse), and so does an opaque
 * token from before the families (no generation). `pruned` removes the family's token that
 * the used one had rotated: two rows stay, the used one and the one issued (CONTRACT §12.3).
 * Of two unused tokens of one session in the batch only the first is `picked`: one UPDATE
 * changes a row once, so the others are `undecided`, for a statement of their own. Every
 * row is reached by its key even on an empty, unanalyzed database (where a join would scan
 * every token: issue 34): a token by a LATERAL lookup of its primary key (LIMIT 1: never
 * flattened into a hash join), then by its ctid (`row`) for the UPDATE and the DELETE.
 */
export const SESSIONS_ROTATE: HotStatement = {
  name: 'sessions_rotate',
  text: `WITH ${itemsCte(ROTATION_COLUMNS)},
  "unused" AS (
    SELECT i."n", r."token_hash", r."row", row_number() OVER (PARTITION BY r."session_id" ORDER BY i."n") AS "rank"
    FROM "i" CROSS JOIN LATERAL (SELECT t."ctid" AS "row", t."token_hash", t."session_id" FROM "refresh_tokens" t
      WHERE t."token_hash" = i."token_hash" AND t."used_at" IS NULL
        AND (i."generation" IS NULL OR (t."session_id" = i."family" AND t."generation" = i."generation"))
      LIMIT 1) r
  ), used AS (
    UPDATE "refresh_tokens" r SET "used_at" = i."now", "successor_hash" = i."next_hash"
    FROM "unused" p JOIN "i" ON i."n" = p."n"
    WHERE p."rank" = 1 AND r."ctid" = p."row" AND r."token_hash" = p."token_hash" AND r."used_at" IS NULL
    RETURNING i."n", r."session_id"
  ), pruned AS (
    DELETE FROM "refresh_tokens" d USING used CROSS JOIN LATERAL (SELECT t."ctid" AS "row" FROM "refresh_tokens" t
        WHERE t."session_id" = used."session_id" AND t."generation" IS NOT NULL AND t."used_at" IS NOT NULL LIMIT 8) x
    WHERE d."ctid" = x."row"
  ), live AS (
    ${extendLive(
      { sessionId: 'used."session_id"', now: 'i."now"', expiresAt: 'i."expires_at"', maxDays: 'i."max_days"' },
      'used JOIN "i" ON i."n" = used."n"',
      'used."n", ',
    )}
  ), issued AS (
    INSERT INTO "refresh_tokens" ("token_hash", "session_id", "created_at", "used_at", "generation")
    SELECT i."next_hash", live."id", i."now", NULL, i."generation" + 1 FROM live JOIN "i" ON i."n" = live."n"
    RETURNING "token_hash"
  )
  SELECT i."n", issued."token_hash" IS NOT NULL AS "issued", live."id" AS "session_id", live."user_id",
    live."expires_at", used."n" IS NOT NULL AS "matched", COALESCE(p."rank" > 1, false) AS "undecided",
    ${KEY_SET_VERSION} AS "key_set_version"
  FROM "i" LEFT JOIN "unused" p ON p."n" = i."n" LEFT JOIN used ON used."n" = i."n"
    LEFT JOIN live ON live."n" = i."n" LEFT JOIN issued ON issued."token_hash" = i."next_hash"
  ORDER BY i."n"`,
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
  /** The refresh token issued with `session`. */
  refreshToken: string | null;
  /** The token had been used before, past the grace: its session (of this user) was ended. */
  reusedBy: string | null;
}

/** The session `s` ended, or expired, before `before` (SQL expressions). */
const ENDED_BEFORE = (s: string, before: string) => `(${s}."ended_at" < ${before} OR ${s}."expires_at" < ${before})`;

const TOKENS = new RotatingTokens({ table: 'refresh_tokens', ownerColumn: 'session_id', ownerTable: 'sessions' });

@Injectable()
export class SessionsRepository {
  private readonly rotations = new StatementBatcher(
    (items: readonly unknown[][]) => this.rotateAll(items),
    GROUP_COMMIT,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  async create(session: Partial<Session>, tx: Transaction): Promise<Session> {
    const repository = tx.getRepository(Session);
    return repository.save(repository.create(session));
  }

  async addToken(sessionId: string, tokenHash: string, generation: number, tx: Transaction): Promise<void> {
    await tx.getRepository(RefreshToken).insert({ sessionId, tokenHash, usedAt: null, generation });
  }

  /** One refresh, atomically, committed with the concurrent refreshes' (see SESSIONS_ROTATE). */
  rotate(rotation: Rotation): Promise<Rotated> {
    const { tokenHash, now, expiresAt, maxDays, nextTokenHash, family } = rotation;
    return this.rotations.run([
      tokenHash,
      now,
      expiresAt,
      maxDays,
      nextTokenHash,
      family?.familyId ?? null,
      family?.generation ?? null,
    ]);
  }

  private async rotateAll(items: readonly unknown[][]): Promise<(Rotated | undefined)[]> {
    const rows = await this.statements.rows<{
      n: string;
      issued: boolean;
      session_id: string | null;
      user_id: string;
      expires_at: Date;
      matched: boolean;
      undecided: boolean;
      key_set_version: number;
    }>(SESSIONS_ROTATE, itemsParameter(items));
    return rows.map((row) =>
      row.undecided
        ? undefined
        : {
            session: row.issued ? { id: row.session_id!, userId: row.user_id, expiresAt: row.expires_at } : null,
            matched: row.matched,
            keySetVersion: row.key_set_version,
          },
    );
  }

  /**
   * A token the rotation did not take (CONTRACT §11.6, §12.3), in the caller's transaction:
   * an opaque one from before the families rotates into one; within the grace and with its
   * successor unused, the successor ends and the session gets the next token; an earlier
   * token of the family (its row gone or used past the grace) ends the session for reuse.
   */
  async replay(
    rotation: Rotation,
    families: RefreshFamilies,
    graceSeconds: number,
    tx: Transaction,
  ): Promise<Replayed> {
    const { tokenHash, family, now } = rotation;
    const judged = await TOKENS.judge({ tokenHash, family: family ?? null, families }, now, graceSeconds, tx);
    if (judged.outcome === 'unknown') return { session: null, reusedBy: null, refreshToken: null };
    if (judged.outcome === 'reuse') {
      const [ended] = await tx.query<[{ user_id: string }[], number]>(
        `UPDATE "sessions" SET "ended_at" = $2, "end_reason" = 'token_reuse'
         WHERE "id" = $1 AND "ended_at" IS NULL RETURNING "user_id"`,
        [judged.ownerId, now],
      );
      return { session: null, reusedBy: ended[0]?.user_id ?? null, refreshToken: null };
    }
    const live = await this.statements.rows<{ id: string; user_id: string; expires_at: Date }>(
      EXTEND_LIVE,
      [judged.ownerId, now, rotation.expiresAt, rotation.maxDays],
      tx,
    );
    if (!live[0]) return { session: null, reusedBy: null, refreshToken: null };
    const salt = await TOKENS.salt(judged.ownerId, RefreshFamilies.newSalt(), tx);
    const refreshToken = families.tokenAt(judged.ownerId, salt, judged.generation);
    const nextHash = hashRefreshToken(refreshToken);
    await this.addToken(live[0].id, nextHash, judged.generation, tx);
    await TOKENS.linkSuccessor(tokenHash, nextHash, tx);
    await TOKENS.prune(judged.ownerId, tokenHash, tx);
    return {
      session: { id: live[0].id, userId: live[0].user_id, expiresAt: live[0].expires_at },
      reusedBy: null,
      refreshToken,
    };
  }

  /**
   * Housekeeping: at most `limit` refresh tokens of sessions ended or expired before `before`,
   * deleted (before their sessions, so a session's delete cascades to no token); how many.
   */
  deleteTokensOfEndedBefore(before: Date, limit: number): Promise<number> {
    const ofEnded = `"session_id" IN (SELECT s."id" FROM "sessions" s WHERE ${ENDED_BEFORE('s', '$2')})`;
    return deleteBatch(this.dataSource, 'refresh_tokens', ofEnded, [before], limit);
  }

  /** Housekeeping: at most `limit` sessions ended or expired before `before`, deleted; how many. */
  deleteEndedBefore(before: Date, limit: number): Promise<number> {
    return deleteBatch(this.dataSource, 'sessions', ENDED_BEFORE('"sessions"', '$2'), [before], limit);
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
