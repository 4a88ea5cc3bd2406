import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, MoreThan, Not } from 'typeorm';
import { RefreshToken } from './entities/refresh-token.entity';
import { Session } from './entities/session.entity';

/** What the guard needs to know of a session on every request, in one indexed query. */
export interface SessionState {
  userId: string;
  endedAt: Date | null;
  expiresAt: Date;
  userStatus: string;
}

@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async create(manager: EntityManager, session: Partial<Session>): Promise<Session> {
    const repository = manager.getRepository(Session);
    return repository.save(repository.create(session));
  }

  async addToken(manager: EntityManager, sessionId: string, tokenHash: string): Promise<void> {
    await manager.getRepository(RefreshToken).insert({ sessionId, tokenHash, usedAt: null });
  }

  /** Marks the token used; the session id for exactly one caller, null for the rest. */
  async useToken(manager: EntityManager, tokenHash: string, now: Date): Promise<string | null> {
    const [rows] = await manager.query<[{ session_id: string }[], number]>(
      `UPDATE "refresh_tokens" SET "used_at" = $2 WHERE "token_hash" = $1 AND "used_at" IS NULL RETURNING "session_id"`,
      [tokenHash, now],
    );
    return rows.length === 1 ? rows[0].session_id : null;
  }

  async findTokenSession(manager: EntityManager, tokenHash: string): Promise<string | null> {
    const token = await manager.getRepository(RefreshToken).findOneBy({ tokenHash });
    return token?.sessionId ?? null;
  }

  async lock(manager: EntityManager, sessionId: string): Promise<Session | null> {
    return manager.getRepository(Session).findOne({ where: { id: sessionId }, lock: { mode: 'pessimistic_write' } });
  }

  async extend(manager: EntityManager, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
    await manager.getRepository(Session).update({ id: sessionId }, { lastUsedAt: now, expiresAt });
  }

  async state(sessionId: string): Promise<SessionState | null> {
    const rows = await this.dataSource.query<
      { user_id: string; ended_at: Date | null; expires_at: Date; status: string }[]
    >(
      `SELECT s."user_id", s."ended_at", s."expires_at", u."status"
       FROM "sessions" s JOIN "users" u ON u."id" = s."user_id" WHERE s."id" = $1`,
      [sessionId],
    );
    const row = rows[0];
    return row
      ? { userId: row.user_id, endedAt: row.ended_at, expiresAt: row.expires_at, userStatus: row.status }
      : null;
  }

  async end(manager: EntityManager | undefined, sessionId: string, now: Date, reason: string): Promise<boolean> {
    const result = await (manager ?? this.dataSource.manager)
      .getRepository(Session)
      .update({ id: sessionId, endedAt: IsNull() }, { endedAt: now, endReason: reason });
    return (result.affected ?? 0) > 0;
  }

  /** Ends every live session of a user, but the one kept (the caller's own, for a password change). */
  async endAllOfUser(
    manager: EntityManager | undefined,
    userId: string,
    now: Date,
    reason: string,
    keep?: string,
  ): Promise<void> {
    await (manager ?? this.dataSource.manager)
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
