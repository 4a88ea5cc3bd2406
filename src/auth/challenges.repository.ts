import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CodeChallenge } from './entities/code-challenge.entity';
import { PhoneCodeState } from './entities/phone-code-state.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { deleteBatch } from '../database/query-helpers';

/** A code as stored: its keyed hash, when it was sent and when it expires. */
export type ChallengeCode = Pick<CodeChallenge, 'codeHash' | 'sentAt' | 'expiresAt'>;

export type NewChallenge = Pick<CodeChallenge, 'id' | 'phone' | 'purpose' | 'userId'> & ChallengeCode;

export type AttemptResult = { kind: 'counted'; attempts: number } | { kind: 'refused' };

@Injectable()
export class ChallengesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The phone's row, locked until the transaction ends: code issuing takes turns per phone.
   * Created or locked in one statement (a no-op update of an existing row locks it), so
   * housekeeping cannot remove it between that and the read.
   */
  async lockPhone(phone: string, tx: Transaction): Promise<PhoneCodeState> {
    await tx.query(
      `INSERT INTO "phone_code_states" ("phone") VALUES ($1) ON CONFLICT ("phone") DO UPDATE SET "phone" = EXCLUDED."phone"`,
      [phone],
    );
    return tx
      .getRepository(PhoneCodeState)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.phone = :phone', { phone })
      .getOneOrFail();
  }

  /** Housekeeping: at most `limit` challenges that expired before `before`, deleted; how many. */
  deleteExpiredBefore(before: Date, limit: number): Promise<number> {
    return deleteBatch(this.dataSource, 'code_challenges', `"expires_at" < $2`, [before], limit);
  }

  /**
   * Housekeeping: at most `limit` phone states that say nothing any more — not locked at
   * `now`, no send after `sendsFrom` (the rolling hour's start) — deleted; how many.
   */
  deleteIdlePhoneStates(now: Date, sendsFrom: Date, limit: number): Promise<number> {
    const where = `("locked_until" IS NULL OR "locked_until" <= $2)
      AND NOT EXISTS (SELECT 1 FROM unnest("recent_sends") AS s WHERE s > $3)`;
    return deleteBatch(this.dataSource, 'phone_code_states', where, [now, sendsFrom], limit);
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
    await this.dataSource.query(
      `UPDATE "phone_code_states" SET "recent_sends" = array_remove("recent_sends", $2::timestamptz) WHERE "phone" = $1`,
      [phone, sentAt],
    );
  }

  async lockPhoneUntil(phone: string, until: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "phone_code_states" ("phone", "locked_until") VALUES ($1, $2)
       ON CONFLICT ("phone") DO UPDATE SET "locked_until" = GREATEST(COALESCE("phone_code_states"."locked_until", $2), $2)`,
      [phone, until],
    );
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
    await tx.query(
      `UPDATE "code_challenges" SET "consumed_at" = $3 WHERE "phone" = $1 AND "purpose" = $2 AND "consumed_at" IS NULL`,
      [phone, purpose, now],
    );
  }

  /**
   * Counts one wrong entry, atomically: of any number of parallel guesses, only as many as
   * the limit allows are counted; the rest are refused.
   */
  async countWrongAttempt(id: string, maxAttempts: number): Promise<AttemptResult> {
    const rows = await this.dataSource.query<[{ attempts: number }[], number]>(
      `UPDATE "code_challenges" SET "attempts" = "attempts" + 1
       WHERE "id" = $1 AND "consumed_at" IS NULL AND "attempts" < $2 RETURNING "attempts"`,
      [id, maxAttempts],
    );
    const updated = rows[0];
    return updated.length > 0 ? { kind: 'counted', attempts: updated[0].attempts } : { kind: 'refused' };
  }

  /** Uses the code once: true for exactly one caller, while it is live and not locked. */
  async consume(id: string, now: Date, maxAttempts: number): Promise<boolean> {
    const rows = await this.dataSource.query<[unknown[], number]>(
      `UPDATE "code_challenges" SET "consumed_at" = $2
       WHERE "id" = $1 AND "consumed_at" IS NULL AND "attempts" < $3 AND "expires_at" > $2 RETURNING "id"`,
      [id, now, maxAttempts],
    );
    return rows[0].length === 1;
  }
}
