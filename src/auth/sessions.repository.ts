import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { HotStatements } from '../database/hot-statements';
import { GROUP_COMMIT, itemsParameter, StatementBatcher } from '../database/statement-batcher';
import { RefreshToken } from './entities/refresh-token.entity';
import { Session } from './entities/session.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import {
  END_SESSION_FOR_REUSE,
  PURGE_ENDED_SESSIONS,
  PURGE_TOKENS_OF_ENDED_SESSIONS,
  SESSION_TOKENS,
  SESSIONS_EXTEND_LIVE,
  SESSIONS_ROTATE,
} from './auth.sql';
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

/** The refreshes' statement, where the plan tests find it. */
export { SESSIONS_ROTATE };

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
    const judged = await SESSION_TOKENS.judge({ tokenHash, family: family ?? null, families }, now, graceSeconds, tx);
    if (judged.outcome === 'unknown') return { session: null, reusedBy: null, refreshToken: null };
    if (judged.outcome === 'reuse') {
      const ended = await this.statements.rows<{ user_id: string }>(END_SESSION_FOR_REUSE, [judged.ownerId, now], tx);
      return { session: null, reusedBy: ended[0]?.user_id ?? null, refreshToken: null };
    }
    const live = await this.statements.rows<{ id: string; user_id: string; expires_at: Date }>(
      SESSIONS_EXTEND_LIVE,
      [judged.ownerId, now, rotation.expiresAt, rotation.maxDays],
      tx,
    );
    if (!live[0]) return { session: null, reusedBy: null, refreshToken: null };
    const salt = await SESSION_TOKENS.salt(judged.ownerId, RefreshFamilies.newSalt(), tx);
    const refreshToken = families.tokenAt(judged.ownerId, salt, judged.generation);
    const nextHash = hashRefreshToken(refreshToken);
    await this.addToken(live[0].id, nextHash, judged.generation, tx);
    await SESSION_TOKENS.linkSuccessor(tokenHash, nextHash, tx);
    await SESSION_TOKENS.prune(judged.ownerId, tokenHash, tx);
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
    return this.statements.count(PURGE_TOKENS_OF_ENDED_SESSIONS, [limit, before]);
  }

  /** Housekeeping: at most `limit` sessions ended or expired before `before`, deleted; how many. */
  deleteEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_ENDED_SESSIONS, [limit, before]);
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
