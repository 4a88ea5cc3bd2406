import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CodeChallenge } from './entities/code-challenge.entity';
import { PhoneCodeState } from './entities/phone-code-state.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { HotStatements } from '../database/hot-statements';
import {
  CONSUME_CHALLENGE,
  CONSUME_OPEN_CHALLENGES,
  COUNT_WRONG_ATTEMPT,
  FORGET_SEND,
  LOCK_PHONE,
  LOCK_PHONE_UNTIL,
  PURGE_CHALLENGES,
  PURGE_PHONE_STATES,
} from './auth.sql';

/** A code as stored: its keyed hash, when it was sent and when it expires. */
export type ChallengeCode = Pick<CodeChallenge, 'codeHash' | 'sentAt' | 'expiresAt'>;

export type NewChallenge = Pick<CodeChallenge, 'id' | 'phone' | 'purpose' | 'userId'> & ChallengeCode;

export type AttemptResult = { kind: 'counted'; attempts: number } | { kind: 'refused' };

@Injectable()
export class ChallengesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  /**
   * The phone's row, locked until the transaction ends: code issuing takes turns per phone.
   * Created or locked in one statement (a no-op update of an existing row locks it), so
   * housekeeping cannot remove it between that and the read.
   */
  async lockPhone(phone: string, tx: Transaction): Promise<PhoneCodeState> {
    await this.statements.run(LOCK_PHONE, [phone], tx);
    return tx
      .getRepository(PhoneCodeState)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.phone = :phone', { phone })
      .getOneOrFail();
  }

  /** Housekeeping: at most `limit` challenges that expired before `before`, deleted; how many. */
  deleteExpiredBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_CHALLENGES, [limit, before]);
  }

  /**
   * Housekeeping: at most `limit` phone states that say nothing any more — not locked at
   * `now`, no send after `sendsFrom` (the rolling hour's start) — deleted; how many.
   */
  deleteIdlePhoneStates(now: Date, sendsFrom: Date, limit: number): Promise<number> {
    return this.statements.count(PURGE_PHONE_STATES, [limit, now, sendsFrom]);
  }

  async findPhoneState(phone: string): Promise<PhoneCodeState | null> {
    return this.dataSource.getRepository(PhoneCodeState).findOneBy({ phone });
  }

  /** The phone's sends of the last hour, replaced under its lock. */
  async setRecentSends(phone: string, recentSends: Date[], tx: Transaction): Promise<void> {
    await tx.getRepository(PhoneCodeState).update({ phone }, { recentSends });
  }

  /** Takes back a send that never reached the gateway, so the person may retry at once. */
  async forgetSend(phone: string, sentAt: Date): Promise<void> {
    await this.statements.run(FORGET_SEND, [phone, sentAt]);
  }

  async lockPhoneUntil(phone: string, until: Date): Promise<void> {
    await this.statements.run(LOCK_PHONE_UNTIL, [phone, until]);
  }

  async findById(id: string, tx?: Transaction): Promise<CodeChallenge | null> {
    return managerOf(this.dataSource, tx).getRepository(CodeChallenge).findOneBy({ id });
  }

  /**
   * A new challenge in one INSERT (its id is chosen beforehand: the code's keyed hash needs
   * it); what the database fills in comes back through RETURNING.
   */
  async insert(challenge: NewChallenge, tx: Transaction): Promise<CodeChallenge> {
    const repository = tx.getRepository(CodeChallenge);
    const created = repository.create({ ...challenge, attempts: 0, consumedAt: null });
    await repository.insert(created);
    return created;
  }

  /** A new code for the challenge: its wrong entries start again. */
  async renew(id: string, code: ChallengeCode, tx: Transaction): Promise<void> {
    await tx.getRepository(CodeChallenge).update({ id }, { ...code, attempts: 0 });
  }

  /** Kills every live code of a phone and purpose: a new one replaces them. */
  async consumeOpen(phone: string, purpose: string, now: Date, tx: Transaction): Promise<void> {
    await this.statements.run(CONSUME_OPEN_CHALLENGES, [phone, purpose, now], tx);
  }

  /**
   * Counts one wrong entry, atomically: of any number of parallel guesses, only as many as
   * the limit allows are counted; the rest are refused.
   */
  async countWrongAttempt(id: string, maxAttempts: number): Promise<AttemptResult> {
    const updated = await this.statements.rows<{ attempts: number }>(COUNT_WRONG_ATTEMPT, [id, maxAttempts]);
    return updated.length > 0 ? { kind: 'counted', attempts: updated[0].attempts } : { kind: 'refused' };
  }

  /** Uses the code once: true for exactly one caller, while it is live and not locked. */
  async consume(id: string, now: Date, maxAttempts: number): Promise<boolean> {
    const rows = await this.statements.rows(CONSUME_CHALLENGE, [id, now, maxAttempts]);
    return rows.length === 1;
  }
}
