import { randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { I18nService } from 'nestjs-i18n';
import { RequestOrigin, SecurityEvents } from '../common/logging/security-events';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { Language } from '../common/i18n/language';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ChallengeCode, ChallengesRepository } from './challenges.repository';
import { generateCode } from './code-generator';
import { CodeChallengeDto } from './dto/challenge.dto';
import { CodeChallenge } from './entities/code-challenge.entity';
import { PhoneCodeState } from './entities/phone-code-state.entity';
import { SecretsService } from '../config/secrets.service';
import { CodePurpose, SmsProvider } from './sms/sms-provider';
import { Transaction, TransactionRunner } from '../database/transaction-runner';

const HOUR_MS = 3_600_000;

export interface IssueRequest {
  phone: string;
  purpose: CodePurpose;
  /** null: a decoy for an unknown phone, answered alike but never sent. */
  userId: string | null;
  lang: Language;
}

/** A code to deliver once the transaction that recorded it has committed. */
interface PendingDelivery {
  challenge: CodeChallenge;
  code: string;
  lang: Language;
}

/**
 * SMS code challenges and their limits, per phone across every flow and instance: the
 * lock after too many wrong codes, one code per resend interval, a cap per rolling hour,
 * and a bounded number of wrong entries per code.
 */
@Injectable()
export class ChallengesService {
  private readonly logger = new Logger('Challenges');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly challenges: ChallengesRepository,
    private readonly secrets: SecretsService,
    private readonly sms: SmsProvider,
    private readonly i18n: I18nService,
    private readonly security: SecurityEvents,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Records a new challenge within the caller's transaction (so the account data and the
   * code commit together); `deliver` sends it after the commit.
   */
  async create(request: IssueRequest, tx: Transaction): Promise<PendingDelivery> {
    const now = this.clock.now();
    const state = await this.challenges.lockPhone(request.phone, tx);
    this.assertMaySend(state, now);
    await this.challenges.consumeOpen(request.phone, request.purpose, now, tx);
    const id = randomUUID();
    const code = generateCode();
    const challenge = await this.challenges.insert(
      { id, phone: request.phone, purpose: request.purpose, userId: request.userId, ...this.newCode(id, code, now) },
      tx,
    );
    await this.recordSend(state, now, tx);
    return { challenge, code, lang: request.lang };
  }

  /** Issues a challenge in a transaction of its own and delivers it. */
  async issue(request: IssueRequest): Promise<CodeChallengeDto> {
    const pending = await this.transactions.run((tx) => this.create(request, tx));
    return this.deliver(pending);
  }

  /** A new code for the same challenge; the earlier code stops working. */
  async resend(challengeId: string, lang: Language): Promise<CodeChallengeDto> {
    const pending = await this.transactions.run(async (tx) => {
      const challenge = await this.challenges.findById(challengeId, tx);
      if (!challenge || challenge.consumedAt) throw new DomainException('invalid_code');
      const now = this.clock.now();
      const state = await this.challenges.lockPhone(challenge.phone, tx);
      this.assertMaySend(state, now);
      // The fresh row under the phone lock: a concurrent use of the code may have happened.
      const current = await this.challenges.findById(challengeId, tx);
      if (!current || current.consumedAt) throw new DomainException('invalid_code');
      const code = generateCode();
      const renewed = this.newCode(current.id, code, now);
      await this.challenges.renew(current.id, renewed, tx);
      await this.recordSend(state, now, tx);
      return { challenge: Object.assign(current, renewed, { attempts: 0 }), code, lang };
    });
    return this.deliver(pending);
  }

  /** Sends the SMS of a recorded challenge; a failed send is taken back from the limits. */
  async deliver({ challenge, code, lang }: PendingDelivery): Promise<CodeChallengeDto> {
    if (challenge.userId !== null) {
      const text = this.i18n.translate(`sms.${challenge.purpose}`, { lang, args: { code } });
      try {
        await this.sms.send({ phone: challenge.phone, text, code, purpose: challenge.purpose });
      } catch (error) {
        this.logger.warn(`SMS for challenge ${challenge.id} was not delivered`);
        await this.challenges.forgetSend(challenge.phone, challenge.sentAt);
        if (error instanceof DomainException) {
          throw new DomainException(error.code, { challengeId: challenge.id }, error.options);
        }
        throw new DomainException('sms_delivery_failed', { challengeId: challenge.id });
      }
    }
    return this.view(challenge);
  }

  /**
   * Checks a code and uses it up. Wrong entries are counted atomically; the last allowed
   * one locks the phone. Answers the challenge (with its user) only for the right code.
   * Runs outside any transaction: a counted wrong entry must stay counted.
   */
  async verify(challengeId: string, code: string, purpose: CodePurpose, origin: RequestOrigin): Promise<CodeChallenge> {
    const challenge = await this.challenges.findById(challengeId);
    if (!challenge || challenge.purpose !== purpose) throw new DomainException('invalid_code');
    const now = this.clock.now();
    const state = await this.challenges.findPhoneState(challenge.phone);
    if (state?.lockedUntil && state.lockedUntil > now) throw this.locked(state.lockedUntil, now);
    if (challenge.consumedAt) throw new DomainException('invalid_code');
    // Still invalid_code (the catalogue's code), but says what to do: ask for a new code.
    if (challenge.expiresAt <= now) {
      throw new DomainException('invalid_code', { reason: 'expired' }, { messageKey: 'hints.code_expired' });
    }

    if (challenge.userId !== null && this.matches(challenge, code)) {
      if (await this.challenges.consume(challenge.id, now, this.config.sms.maxAttempts)) return challenge;
      throw new DomainException('invalid_code');
    }
    const result = await this.challenges.countWrongAttempt(challenge.id, this.config.sms.maxAttempts);
    if (result.kind === 'counted' && result.attempts < this.config.sms.maxAttempts) {
      throw new DomainException('invalid_code');
    }
    const until = new Date(now.getTime() + this.config.sms.lockSeconds * 1000);
    if (result.kind === 'counted') {
      await this.challenges.lockPhoneUntil(challenge.phone, until);
      this.security.record('code_locked', origin, { phone: challenge.phone, purpose });
    }
    const lockedUntil = (await this.challenges.findPhoneState(challenge.phone))?.lockedUntil ?? until;
    throw this.locked(lockedUntil, now);
  }

  private matches(challenge: CodeChallenge, code: string): boolean {
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const actual = Buffer.from(this.secrets.hashCode(challenge.id, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** The lock wins over the resend interval, which wins over the hourly cap. */
  private assertMaySend(state: PhoneCodeState, now: Date): void {
    if (state.lockedUntil && state.lockedUntil > now) throw this.locked(state.lockedUntil, now);
    const recent = this.recentSends(state, now);
    const last = recent[recent.length - 1];
    if (last) {
      const waitMs = last.getTime() + this.config.sms.resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw DomainException.retryAfter('code_resend_too_soon', seconds, { retryAfter: seconds });
      }
    }
    if (recent.length >= this.config.sms.hourlyCap) {
      throw DomainException.retryAfter('too_many_requests', 3600);
    }
  }

  private recentSends(state: PhoneCodeState, now: Date): Date[] {
    return state.recentSends
      .map((sent) => new Date(sent))
      .filter((sent) => sent.getTime() > now.getTime() - HOUR_MS)
      .sort((a, b) => a.getTime() - b.getTime());
  }

  /** A code's stored form: keyed by the challenge's id, valid for the code lifetime from now. */
  private newCode(challengeId: string, code: string, now: Date): ChallengeCode {
    return {
      codeHash: this.secrets.hashCode(challengeId, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + this.config.sms.codeTtlSeconds * 1000),
    };
  }

  /** Counts a send in the phone's last hour. */
  private async recordSend(state: PhoneCodeState, now: Date, tx: Transaction): Promise<void> {
    await this.challenges.setRecentSends(state.phone, [...this.recentSends(state, now), now], tx);
  }

  /**
   * Seconds left, rounded up like `resendIn`: a code sent moments ago (its SMS took a while
   * to hand over) still says its whole life, SMS_CODE_TTL_SECONDS, not one less.
   */
  private view(challenge: CodeChallenge): CodeChallengeDto {
    const now = this.clock.nowMs();
    return {
      challengeId: challenge.id,
      expiresIn: Math.max(0, Math.ceil((challenge.expiresAt.getTime() - now) / 1000)),
      resendIn: Math.max(
        0,
        Math.ceil((challenge.sentAt.getTime() + this.config.sms.resendSeconds * 1000 - now) / 1000),
      ),
    };
  }

  private locked(until: Date, now: Date): DomainException {
    return DomainException.retryAfter('code_attempts_exceeded', (until.getTime() - now.getTime()) / 1000);
  }
}
