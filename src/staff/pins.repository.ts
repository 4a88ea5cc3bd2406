import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../organizations/organizations.repository';

/** Till PINs (as keyed hashes) and the limit on wrong PINs at lookup. */
@Injectable()
export class PinsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sets a member's PIN; false when another member of the organization has it (the unique index decides). */
  async set(organizationId: string, userId: string, pinHash: string): Promise<boolean> {
    try {
      await this.dataSource.query(
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

  async findUserByPin(organizationId: string, pinHash: string): Promise<string | null> {
    const rows = await this.dataSource.query<{ user_id: string }[]>(
      `SELECT "user_id" FROM "member_pins" WHERE "organization_id" = $1 AND "pin_hash" = $2`,
      [organizationId, pinHash],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Reserves one guess of the caller at the organization in the current window, atomically:
   * null once `max` guesses are out, with the window's start for Retry-After. A window
   * opens at the first guess after the last one ended.
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

  /** A right PIN gives its reserved guess back: only wrong PINs count. */
  async releaseGuess(organizationId: string, userId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "pin_lookup_failures" SET "failures" = "failures" - 1
       WHERE "organization_id" = $1 AND "user_id" = $2 AND "failures" > 0`,
      [organizationId, userId],
    );
  }
}
