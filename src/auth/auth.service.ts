import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { bearerRefused } from '../common/errors/unauthorized';
import { Language } from '../common/i18n/language';
import { MetricsService } from '../metrics/metrics.service';
import { PasswordHasher } from '../users/password-hasher';
import { AssignmentsRepository } from '../access/assignments.repository';
import { UsersRepository } from '../users/users.repository';
import { RequestOrigin, SecurityEvents } from '../common/logging/security-events';
import { ChallengesService } from './challenges.service';
import {
  ChangePasswordDto,
  LoginDto,
  LoginStartResponseDto,
  PasswordResetConfirmDto,
  RegisterDto,
  VerifyCodeDto,
} from './dto/auth-requests.dto';
import { CodeChallengeDto } from './dto/challenge.dto';
import { IssuedTokens } from './dto/token-pair.dto';
import { PasswordFailuresRepository } from './password-failures.repository';
import { ClientInfo, SessionsService } from './sessions.service';
import { TransactionRunner } from '../database/transaction-runner';

/** CONTRACT §9: 10 wrong passwords for one phone within 15 minutes, from any address. */
export const PASSWORD_WINDOW_MS = 15 * 60_000;
const PASSWORD_MAX_WRONG = 10;
/** Windows that ended this long ago are forgotten. */
const PASSWORD_WINDOWS_KEPT_MS = 86_400_000;

/** Registration, the three ways in, and passwords. */
@Injectable()
export class AuthService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly passwords: PasswordHasher,
    private readonly challenges: ChallengesService,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly passwordFailures: PasswordFailuresRepository,
    private readonly security: SecurityEvents,
  ) {}

  /** A pending account and a code; a pending phone restarts, an active or blocked one is taken. */
  async register(dto: RegisterDto, lang: Language): Promise<CodeChallengeDto> {
    const passwordHash = await this.passwords.hash(dto.password);
    const pending = await this.transactions.run(async (tx) => {
      const user = await this.users.upsertPending(
        {
          phone: dto.phone,
          firstName: dto.firstName,
          lastName: dto.lastName,
          passwordHash,
        },
        tx,
      );
      if (!user) throw new DomainException('phone_taken');
      return this.challenges.create({ phone: user.phone, purpose: 'register', userId: user.id, lang }, tx);
    });
    return this.challenges.deliver(pending);
  }

  /** The registration code: the account becomes active, holds `user`, and is signed in. */
  async verifyPhone(dto: VerifyCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    const challenge = await this.challenges.verify(dto.challengeId, dto.code, 'register', client);
    return this.transactions.run(async (tx) => {
      const now = this.clock.now();
      if (!(await this.users.activate(challenge.userId!, now, tx))) throw new DomainException('invalid_code');
      await this.assignments.assignPlatform(challenge.userId!, { code: 'user' }, tx);
      return this.sessions.start(challenge.userId!, client, tx);
    });
  }

  /**
   * Password login. Unknown, pending and SMS-only accounts answer exactly like a wrong
   * password and cost the same bcrypt time; a blocked account learns it is blocked only
   * with the right password.
   */
  login(dto: LoginDto, client: ClientInfo): Promise<IssuedTokens> {
    return this.countLogin('password', this.passwordLogin(dto, client));
  }

  private async passwordLogin(dto: LoginDto, client: ClientInfo): Promise<IssuedTokens> {
    // The per-account limit (CONTRACT §9): a full window refuses the phone, right password or
    // not. Wrong passwords are answered as such only while they can be counted (atomically),
    // so of parallel guesses no more than ten learn anything; a right password is checked
    // against the window again once bcrypt is done.
    await this.refuseFullWindow(dto.phone, client);
    const user = await this.users.findByPhone(dto.phone);
    const usable = user && user.status !== 'pending' && user.authMethod === 'password' && user.passwordHash;
    const valid = usable
      ? await this.passwords.verify(dto.password, user.passwordHash!)
      : await this.passwords.verifyNothing(dto.password);
    if (!user || !valid) {
      await this.countWrongPassword(dto.phone, client);
      this.security.record('login_failed', client, { phone: dto.phone, method: 'password' });
      throw new DomainException('invalid_credentials');
    }
    await this.refuseFullWindow(dto.phone, client);
    if (user.status === 'blocked') {
      this.security.record('login_failed', client, { userId: user.id, method: 'password', reason: 'user_blocked' });
      throw new DomainException('user_blocked');
    }
    // §10.3: a hash of an earlier scheme or a lower cost is replaced while the password is at hand.
    const stored = user.passwordHash!;
    const rehash = this.passwords.needsRehash(stored)
      ? { from: stored, to: await this.passwords.hash(dto.password) }
      : undefined;
    const tokens = await this.signIn(user.id, client, rehash);
    this.security.record('login_succeeded', client, { userId: user.id, method: 'password' });
    return tokens;
  }

  private async refuseFullWindow(phone: string, client: RequestOrigin): Promise<void> {
    const now = this.clock.now();
    const until = await this.passwordFailures.fullUntil(phone, now, PASSWORD_WINDOW_MS, PASSWORD_MAX_WRONG);
    if (until) this.refuse(phone, client, until, now);
  }

  private async countWrongPassword(phone: string, client: RequestOrigin): Promise<void> {
    const now = this.clock.now();
    const result = await this.passwordFailures.count(phone, now, PASSWORD_WINDOW_MS, PASSWORD_MAX_WRONG);
    if (!result.counted) this.refuse(phone, client, result.windowEndsAt, now);
    // A new window: a moment to forget old ones, so the table holds only recent phones.
    else if (result.opened) {
      await this.passwordFailures.pruneEndedBefore(new Date(now.getTime() - PASSWORD_WINDOWS_KEPT_MS));
    }
  }

  private refuse(phone: string, client: RequestOrigin, until: Date, now: Date): never {
    this.security.record('password_limit_reached', client, { phone });
    throw DomainException.retryAfter('too_many_requests', (until.getTime() - now.getTime()) / 1000);
  }

  /** Which way this phone signs in; an SMS account gets its code at once. */
  async loginStart(phone: string, lang: Language): Promise<LoginStartResponseDto> {
    const user = await this.users.findByPhone(phone);
    if (!user || user.status === 'pending' || user.authMethod === 'password') return { method: 'password' };
    if (user.status === 'blocked') throw new DomainException('user_blocked');
    const challenge = await this.challenges.issue({ phone, purpose: 'login', userId: user.id, lang });
    return { method: 'sms', ...challenge };
  }

  loginSms(dto: VerifyCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    return this.countLogin('sms', this.smsLogin(dto, client));
  }

  private async smsLogin(dto: VerifyCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    const challenge = await this.challenges.verify(dto.challengeId, dto.code, 'login', client);
    const user = await this.users.findById(challenge.userId!);
    if (!user || user.status === 'pending') throw new DomainException('invalid_code');
    if (user.status === 'blocked') {
      this.security.record('login_failed', client, { userId: user.id, method: 'sms', reason: 'user_blocked' });
      throw new DomainException('user_blocked');
    }
    const tokens = await this.signIn(user.id, client);
    this.security.record('login_succeeded', client, { userId: user.id, method: 'sms' });
    return tokens;
  }

  resendCode(challengeId: string, lang: Language): Promise<CodeChallengeDto> {
    return this.challenges.resend(challengeId, lang);
  }

  /** A reset code; an unknown or pending phone gets a look-alike answer and no SMS. */
  async passwordReset(phone: string, lang: Language): Promise<CodeChallengeDto> {
    const user = await this.users.findByPhone(phone);
    if (user?.status === 'blocked') throw new DomainException('user_blocked');
    const userId = user?.status === 'active' ? user.id : null;
    return this.challenges.issue({ phone, purpose: 'reset', userId, lang });
  }

  /** Sets the new password and ends every session of the account. */
  async passwordResetConfirm(dto: PasswordResetConfirmDto, origin: RequestOrigin): Promise<void> {
    const challenge = await this.challenges.verify(dto.challengeId, dto.code, 'reset', origin);
    const user = await this.users.findById(challenge.userId!);
    if (!user) throw new DomainException('invalid_code');
    if (user.status === 'blocked') throw new DomainException('user_blocked');
    const passwordHash = await this.passwords.hash(dto.password);
    await this.transactions.run(async (tx) => {
      await this.users.update(user.id, { passwordHash }, tx);
      await this.sessions.endAllOfUser(user.id, 'password_reset', tx);
    });
  }

  /**
   * The profile's password change: every other session ends, this one stays. The current
   * password is checked under login's per-account window (CONTRACT §9), the same row: a
   * full window refuses before bcrypt, a wrong password is answered as such only while it
   * can be counted, and a right one is checked against the window again after bcrypt.
   */
  async changePassword(
    userId: string,
    sessionId: string,
    dto: ChangePasswordDto,
    origin: RequestOrigin,
  ): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw bearerRefused('revoked');
    if (user.passwordHash) {
      await this.refuseFullWindow(user.phone, origin);
      const current = dto.currentPassword ?? '';
      if (!current || !(await this.passwords.verify(current, user.passwordHash))) {
        await this.countWrongPassword(user.phone, origin);
        throw new DomainException('current_password_invalid');
      }
      await this.refuseFullWindow(user.phone, origin);
    }
    const passwordHash = await this.passwords.hash(dto.password);
    await this.transactions.run(async (tx) => {
      await this.users.update(user.id, { passwordHash }, tx);
      await this.sessions.endOthersOfUser(user.id, sessionId, 'password_changed', tx);
    });
  }

  /** auth_logins_total: `ok` or the refusal's code. */
  private async countLogin(method: 'password' | 'sms', attempt: Promise<IssuedTokens>): Promise<IssuedTokens> {
    try {
      const tokens = await attempt;
      this.metrics.login(method, MetricsService.outcomeOf());
      return tokens;
    } catch (error) {
      this.metrics.login(method, MetricsService.outcomeOf(error));
      throw error;
    }
  }

  private signIn(userId: string, client: ClientInfo, rehash?: { from: string; to: string }): Promise<IssuedTokens> {
    return this.transactions.run(async (tx) => {
      await this.users.update(userId, { lastLoginAt: this.clock.now() }, tx);
      if (rehash) await this.users.replacePasswordHash(userId, rehash.from, rehash.to, tx);
      return this.sessions.start(userId, client, tx);
    });
  }
}
