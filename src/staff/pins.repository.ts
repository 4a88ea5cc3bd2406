import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../database/query-helpers';
import { Transaction } from '../database/transaction-runner';

/** Till PINs (as keyed hashes) and the limit on wrong PINs at lookup. */
@Injectable()
export class PinsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Sets a member's PIN in the caller's transaction; false when another member of the
   * organization has it (the unique index decides; the transaction is then spoilt, and the
   * caller refuses the change).
   */
  async set(organizationId: string, userId: string, pinHash: string, tx: Transaction): Promise<boolean> {
    try {
      await tx.query(
        `INSERT INTO "member_pins" ("organization_id", "user_id", "pin_hash") VALUES ($1, $2, $3)
         ON CONFLICT ("organization_id", "user_id") DO UPDATE SET "pin_hash" = EXCLUDED."pin_hash", "updated_at" = now()`,
        [organizationId, userId, pinHash],
      );
      return true;
    } catch (error) {
      if (isUniqueViolation(error, 'member_pins_organization_pin_key')) return false;
      throw error;
    }
  }

  /**
   * Counts one wrong PIN of the caller at the organization in the current window,
   * atomically and only while fewer than `max` are counted: `reserved: false` (with the
   * window's start, for Retry-After) once the window is full. A window opens at the first
   * wrong PIN after the last one ended.
   */
  async reserveGuess(
    organizationId: string,
    userId: string,
    now: Date,
    windowMs: number,
    max: number,
  ): Promise<{ reserved: true } | { reserved: false; windowStartedAt: Date }> {
    const windowStart = new Date(now.getTime() - windowMs);
    const rows = await this.dataSource.query<{ failures: number }[]>(
      `INSERT INTO "pin_lookup_failures" AS f ("organization_id", "user_id", "window_started_at", "failures")
       VALUES ($1, $2, $3, 1)
       ON CONFLICT ("organization_id", "user_id") DO UPDATE SET
         "failures" = CASE WHEN f."window_started_at" <= $4 THEN 1 ELSE f."failures" + 1 END,
         "window_started_at" = CASE WHEN f."window_started_at" <= $4 THEN $3 ELSE f."window_started_at" END
       WHERE f."window_started_at" <= $4 OR f."failures" < $5
       RETURNING "failures"`,
      [organizationId, userId, now, windowStart, max],
    );
    if (rows.length > 0) return { reserved: true };
    const [state] = await this.dataSource.query<{ window_started_at: Date }[]>(
      `SELECT "window_started_at" FROM "pin_lookup_failures" WHERE "organization_id" = $1 AND "user_id" = $2`,
      [organizationId, userId],
    );
    return { reserved: false, windowStartedAt: state?.window_started_at ?? now };
  }

  /** When the caller's window of guesses at the organization is full: the time it ends; else null. */
  async fullWindowEnd(
    organizationId: string,
    userId: string,
    now: Date,
    windowMs: number,
    max: number,
  ): Promise<Date | null> {
    const [state] = await this.dataSource.query<{ window_started_at: Date; failures: number }[]>(
      `SELECT "window_started_at", "failures" FROM "pin_lookup_failures" WHERE "organization_id" = $1 AND "user_id" = $2`,
      [organizationId, userId],
    );
    if (!state || state.failures < max) return null;
    const ends = new Date(state.window_started_at.getTime() + windowMs);
    return ends > now ? ends : null;
  }
}
