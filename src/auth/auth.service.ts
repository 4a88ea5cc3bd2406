import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { Language } from '../common/i18n/language';
import { PasswordHasher } from '../users/password-hasher';
import { RolesRepository } from '../users/roles.repository';
import { UsersRepository } from '../users/users.repository';
import { ChallengesRepository } from './challenges.repository';
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
import { ClientInfo, SessionsService } from './sessions.service';

/** Registration, the three ways in, and passwords. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly roles: RolesRepository,
    private readonly passwords: PasswordHasher,
    private readonly challenges: ChallengesService,
    private readonly challengeStore: ChallengesRepository,
    private readonly sessions: SessionsService,
    private readonly clock: Clock,
  ) {}

  /** A pending account and a code; a pending phone restarts, an active or blocked one is taken. */
  async register(dto: RegisterDto, lang: Language): Promise<CodeChallengeDto> {
    const passwordHash = await this.passwords.hash(dto.password);
    const pending = await this.challengeStore.transaction(async (manager) => {
      const user = await this.users.upsertPending(manager, {
        phone: dto.phone,
        firstName: dto.firstName,
        lastName: dto.lastName,
        passwordHash,
      });
      if (!user) throw new DomainException('phone_taken');
      return this.challenges.create(manager, { phone: user.phone, purpose: 'register', userId: user.id, lang });
    });
    return this.challenges.deliver(pending);
  }

  /** The registration code: the account becomes active, holds `user`, and is signed in. */
  async verifyPhone(dto: VerifyCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    const challenge = await this.challenges.verify(dto.challengeId, dto.code, 'register');
    const userRole = await this.roles.findByCode('user');
    return this.challengeStore.transaction(async (manager) => {
      const now = this.clock.now();
      if (!(await this.users.activate(manager, challenge.userId!, now))) throw new DomainException('invalid_code');
      if (userRole) await this.roles.assignPlatform(manager, challenge.userId!, userRole.id);
      return this.sessions.start(manager, challenge.userId!, client);
    });
  }

  /**
   * Password login. Unknown, pending and SMS-only accounts answer exactly like a wrong
   * password and cost the same bcrypt time; a blocked account learns it is blocked only
   * with the right password.
   */
  async login(dto: LoginDto, client: ClientInfo): Promise<IssuedTokens> {
    const user = await this.users.findByPhone(dto.phone);
    const usable = user && user.status !== 'pending' && user.authMethod === 'password' && user.passwordHash;
    const valid = usable
      ? await this.passwords.verify(dto.password, user.passwordHash!)
      : await this.passwords.verifyNothing(dto.password);
    if (!user || !valid) throw new DomainException('invalid_credentials');
    if (user.status === 'blocked') throw new DomainException('user_blocked');
    return this.signIn(user.id, client);
  }

  /** Which way this phone signs in; an SMS account gets its code at once. */
  async loginStart(phone: string, lang: Language): Promise<LoginStartResponseDto> {
    const user = await this.users.findByPhone(phone);
    if (!user || user.status === 'pending' || user.authMethod === 'password') return { method: 'password' };
    if (user.status === 'blocked') throw new DomainException('user_blocked');
    const challenge = await this.challenges.issue({ phone, purpose: 'login', userId: user.id, lang });
    return { method: 'sms', ...challenge };
  }

  async loginSms(dto: VerifyCodeDto, client: ClientInfo): Promise<IssuedTokens> {
    const challenge = await this.challenges.verify(dto.challengeId, dto.code, 'login');
    const user = await this.users.findById(challenge.userId!);
    if (!user || user.status === 'pending') throw new DomainException('invalid_code');
    if (user.status === 'blocked') throw new DomainException('user_blocked');
    return this.signIn(user.id, client);
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
  async passwordResetConfirm(dto: PasswordResetConfirmDto): Promise<void> {
    const challenge = await this.challenges.verify(dto.challengeId, dto.code, 'reset');
    const user = await this.users.findById(challenge.userId!);
    if (!user) throw new DomainException('invalid_code');
    if (user.status === 'blocked') throw new DomainException('user_blocked');
    const passwordHash = await this.passwords.hash(dto.password);
    await this.challengeStore.transaction(async (manager) => {
      await this.users.update(manager, user.id, { passwordHash });
      await this.sessions.endAllOfUser(manager, user.id, 'password_reset');
    });
  }

  /** The profile's password change: every other session ends, this one stays. */
  async changePassword(userId: string, sessionId: string, dto: ChangePasswordDto): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException('unauthorized');
    if (user.passwordHash) {
      const current = dto.currentPassword ?? '';
      if (!current || !(await this.passwords.verify(current, user.passwordHash))) {
        throw new DomainException('current_password_invalid');
      }
    }
    const passwordHash = await this.passwords.hash(dto.password);
    await this.challengeStore.transaction(async (manager) => {
      await this.users.update(manager, user.id, { passwordHash });
      await this.sessions.endAllOfUser(manager, user.id, 'password_changed', sessionId);
    });
  }

  private signIn(userId: string, client: ClientInfo): Promise<IssuedTokens> {
    return this.challengeStore.transaction(async (manager) => {
      await this.users.update(manager, userId, { lastLoginAt: this.clock.now() });
      return this.sessions.start(manager, userId, client);
    });
  }
}
