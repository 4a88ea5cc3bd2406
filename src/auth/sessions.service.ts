import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersRepository } from '../users/users.repository';
import { IssuedTokens } from './dto/token-pair.dto';
import { Session } from './entities/session.entity';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

const DAY_MS = 86_400_000;

/** Sessions and their single-use refresh tokens. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session with its first token pair, within the caller's transaction. */
  async start(manager: EntityManager, userId: string, client: ClientInfo): Promise<IssuedTokens> {
    const now = this.clock.now();
    const expiresAt = this.expiry(now);
    const session = await this.sessions.create(manager, {
      userId,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      createdAt: now,
      lastUsedAt: now,
      expiresAt,
      endedAt: null,
      endReason: null,
    });
    return this.issue(manager, session.id, userId, expiresAt);
  }

  /**
   * Exchanges a refresh token for a new pair. Of concurrent refreshes with one token
   * exactly one succeeds; a token presented again after use ends its session.
   */
  async refresh(token: string | undefined): Promise<IssuedTokens> {
    if (!token || token.length > 128) throw new DomainException('session_expired');
    const hash = this.tokens.hashRefreshToken(token);
    const outcome = await this.sessions.transaction(async (manager) => {
      const now = this.clock.now();
      const sessionId = await this.sessions.useToken(manager, hash, now);
      if (!sessionId) {
        const reused = await this.sessions.findTokenSession(manager, hash);
        if (reused) await this.sessions.end(manager, reused, now, 'token_reuse');
        return null;
      }
      const session = await this.sessions.lock(manager, sessionId);
      const user = session ? await this.users.findById(session.userId, manager) : null;
      if (!session || !user || session.endedAt || session.expiresAt <= now || user.status !== 'active') return null;
      const expiresAt = this.expiry(now);
      await this.sessions.extend(manager, session.id, now, expiresAt);
      return this.issue(manager, session.id, user.id, expiresAt);
    });
    if (!outcome) throw new DomainException('session_expired');
    return outcome;
  }

  /** Ends the session of a refresh token, used or not; silent when there is none. */
  async logout(token: string | undefined): Promise<void> {
    if (!token || token.length > 128) return;
    await this.sessions.transaction(async (manager) => {
      const sessionId = await this.sessions.findTokenSession(manager, this.tokens.hashRefreshToken(token));
      if (sessionId) await this.sessions.end(manager, sessionId, this.clock.now(), 'logout');
    });
  }

  /** True while the session is live and its user active: checked on every request. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    const state = await this.sessions.state(sessionId);
    return (
      state !== null &&
      state.userId === userId &&
      state.endedAt === null &&
      state.expiresAt > this.clock.now() &&
      state.userStatus === 'active'
    );
  }

  listLive(userId: string): Promise<Session[]> {
    return this.sessions.listLive(userId, this.clock.now());
  }

  /** Ends one of the user's own live sessions; another user's is not found. */
  async endOwn(userId: string, sessionId: string): Promise<void> {
    const session = await this.sessions.findOwnLive(userId, sessionId, this.clock.now());
    if (!session) throw new DomainException('session_not_found');
    await this.sessions.end(undefined, session.id, this.clock.now(), 'ended_by_user');
  }

  endAllOfUser(manager: EntityManager | undefined, userId: string, reason: string, keep?: string): Promise<void> {
    return this.sessions.endAllOfUser(manager, userId, this.clock.now(), reason, keep);
  }

  private async issue(
    manager: EntityManager,
    sessionId: string,
    userId: string,
    expiresAt: Date,
  ): Promise<IssuedTokens> {
    const refreshToken = this.tokens.newRefreshToken();
    await this.sessions.addToken(manager, sessionId, this.tokens.hashRefreshToken(refreshToken));
    return {
      accessToken: this.tokens.signAccess(userId, sessionId, this.clock.nowMs()),
      accessTokenExpiresIn: this.tokens.accessTtlSeconds,
      refreshToken,
      refreshTokenExpiresAt: expiresAt,
    };
  }

  private expiry(now: Date): Date {
    return new Date(now.getTime() + this.config.refreshTokenTtlDays * DAY_MS);
  }
}
