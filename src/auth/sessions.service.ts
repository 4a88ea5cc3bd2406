import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens } from '../access/access-tokens';
import { Clock } from '../common/clock/clock';
import { hashRefreshToken } from '../common/tokens/refresh-token';
import { parseFamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { SecretsService } from '../config/secrets.service';
import { DomainException } from '../common/errors/domain.exception';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import type { AccountSessions } from '../users/account-sessions';
import { RequestOrigin, SecurityEvents } from '../common/logging/security-events';
import { IssuedTokens } from './dto/token-pair.dto';
import { Session } from './entities/session.entity';
import { Rotated, Rotation, SessionsRepository } from './sessions.repository';
import { Transaction, TransactionRunner } from '../database/transaction-runner';

export interface ClientInfo extends RequestOrigin {
  userAgent: string | null;
}

const DAY_MS = 86_400_000;

/** Sessions and their single-use refresh tokens, a family per session (CONTRACT §12.3). */
@Injectable()
export class SessionsService implements AccountSessions {
  private readonly families: RefreshFamilies;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly sessions: SessionsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly metrics: MetricsService,
    private readonly security: SecurityEvents,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    secrets: SecretsService,
  ) {
    this.families = secrets.refreshFamilies;
  }

  /** A new session with its first token pair, within the caller's transaction. */
  async start(userId: string, client: ClientInfo, tx: Transaction): Promise<IssuedTokens> {
    const now = this.clock.now();
    const expiresAt = this.expiry(now);
    const salt = RefreshFamilies.newSalt();
    const session = await this.sessions.create(
      {
        userId,
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
        createdAt: now,
        lastUsedAt: now,
        expiresAt,
        endedAt: null,
        endReason: null,
        refreshSalt: salt,
      },
      tx,
    );
    return this.issue(session.id, userId, expiresAt, this.families.tokenAt(session.id, salt, 1), tx);
  }

  /**
   * Exchanges a refresh token for a new pair, in one statement. Of concurrent refreshes with
   * one token exactly one rotates it; the token presented again (or an opaque one from before
   * the families) is judged by `replay`. The next token follows from the one presented.
   */
  async refresh(token: string | undefined, origin: RequestOrigin): Promise<IssuedTokens> {
    if (!token || token.length > 128) throw new DomainException('session_expired');
    const now = this.clock.now();
    const family = parseFamilyToken(token);
    const next = family ? this.families.next(family).token : null;
    const rotation = {
      tokenHash: hashRefreshToken(token),
      family,
      // Not a family's token: no rotation in the hot statement; `replay` issues the token.
      nextTokenHash: next ? hashRefreshToken(next) : '',
      now,
      expiresAt: this.expiry(now),
      maxDays: this.config.sessionMaxDays,
    };
    // An opaque token from before the families is rotated by `replay`, which starts its family.
    const rotated = next ? await this.sessions.rotate(rotation) : null;
    const { session, refreshToken } = rotated?.matched
      ? { session: rotated.session, refreshToken: next }
      : await this.replay(rotation, origin);
    if (!session || !refreshToken) throw new DomainException('session_expired');
    // A rotation read the key set's version in its own statement: no second round trip to sign.
    const subject = { kind: 'user', sub: session.userId, sid: session.id } as const;
    return {
      accessToken: rotated?.matched
        ? await this.accessTokens.signTokenAt(subject, now.getTime(), rotated.keySetVersion)
        : await this.accessTokens.signToken(subject, now.getTime()),
      accessTokenExpiresIn: this.accessTokens.ttlSeconds,
      refreshToken,
      refreshTokenExpiresAt: session.expiresAt,
    };
  }

  /**
   * A used token again (CONTRACT §11.6): within REFRESH_REUSE_GRACE_SECONDS of its rotation,
   * while the pair it was given is unused, it rotates again (a client whose answer was lost
   * keeps its session); otherwise — or an earlier token of the family whose row is gone
   * (§12.3) — it is reuse and the session ends. An opaque token from before the families
   * rotates here into one; a token nobody issued ends nothing.
   */
  private async replay(
    rotation: Rotation,
    origin: RequestOrigin,
  ): Promise<{ session: Rotated['session']; refreshToken: string | null }> {
    const { session, reusedBy, refreshToken } = await this.transactions.run((tx) =>
      this.sessions.replay(rotation, this.families, this.config.refreshReuseGraceSeconds, tx),
    );
    if (reusedBy) {
      this.metrics.refreshReuseDetected();
      this.security.record('refresh_token_reused', origin, { userId: reusedBy });
    }
    return { session, refreshToken };
  }

  /** Ends the session of a refresh token, used or not; silent when there is none. */
  async logout(token: string | undefined): Promise<void> {
    if (!token || token.length > 128) return;
    await this.transactions.run(async (tx) => {
      const sessionId = await this.sessions.findTokenSession(hashRefreshToken(token), tx);
      if (sessionId) await this.sessions.end(sessionId, this.clock.now(), 'logout', tx);
    });
  }

  listLive(userId: string): Promise<Session[]> {
    return this.sessions.listLive(userId, this.clock.now());
  }

  /** Ends one of the user's own live sessions; another user's is not found. */
  async endOwn(userId: string, sessionId: string): Promise<void> {
    const session = await this.sessions.findOwnLive(userId, sessionId, this.clock.now());
    if (!session) throw new DomainException('session_not_found');
    await this.sessions.end(session.id, this.clock.now(), 'ended_by_user');
  }

  /** Ends every live session of the user. */
  endAllOfUser(userId: string, reason: string, tx?: Transaction): Promise<void> {
    return this.sessions.endLiveOfUser(userId, { now: this.clock.now(), reason }, tx);
  }

  /** Ends every live session of the user but the one kept (the caller's own). */
  endOthersOfUser(userId: string, keepSessionId: string, reason: string, tx?: Transaction): Promise<void> {
    return this.sessions.endLiveOfUser(userId, { now: this.clock.now(), reason, keep: keepSessionId }, tx);
  }

  private async issue(
    sessionId: string,
    userId: string,
    expiresAt: Date,
    refreshToken: string,
    tx: Transaction,
  ): Promise<IssuedTokens> {
    await this.sessions.addToken(sessionId, hashRefreshToken(refreshToken), 1, tx);
    return {
      accessToken: await this.accessTokens.sign(userId, sessionId, this.clock.nowMs(), tx),
      accessTokenExpiresIn: this.accessTokens.ttlSeconds,
      refreshToken,
      refreshTokenExpiresAt: expiresAt,
    };
  }

  /** A refresh token's end from now (a new session's too, unless SESSION_MAX_DAYS is shorter). */
  private expiry(now: Date): Date {
    return new Date(now.getTime() + Math.min(this.config.refreshTokenTtlDays, this.config.sessionMaxDays) * DAY_MS);
  }
}
