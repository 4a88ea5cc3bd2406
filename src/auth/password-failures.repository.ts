import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export type Counted = { counted: true; opened: boolean } | { counted: false; windowEndsAt: Date };

/** The per-phone window of wrong passwords, in PostgreSQL: one count for every instance. */
@Injectable()
export class PasswordFailuresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** When the phone's window is full: the time it ends; else null. */
  async fullUntil(phone: string, now: Date, windowMs: number, max: number): Promise<Date | null> {
    const [state] = await this.dataSource.query<{ window_started_at: Date; failures: number }[]>(
      `SELECT "window_started_at", "failures" FROM "password_failures" WHERE "phone" = $1`,
      [phone],
    );
    if (!state || state.failures < max) return null;
    const ends = new Date(state.window_started_at.getTime() + windowMs);
    return ends > now ? ends : null;
  }

  /**
   * Counts one wrong password for the phone, atomically and only while fewer than `max` are
   * counted (a window opens at the first one after the last window ended), so of parallel
   * wrong guesses no more than `max` are answered as such. `counted: false` with the
   * window's end once it is full.
   */
  async count(phone: string, now: Date, windowMs: number, max: number): Promise<Counted> {
    const expired = new Date(now.getTime() - windowMs);
    const rows = await this.dataSource.query<{ failures: number }[]>(
      `INSERT INTO "password_failures" AS f ("phone", "window_started_at", "failures") VALUES ($1, $2, 1)
       ON CONFLICT ("phone") DO UPDATE SET
         "failures" = CASE WHEN f."window_started_at" <= $3 THEN 1 ELSE f."failures" + 1 END,
         "window_started_at" = CASE WHEN f."window_started_at" <= $3 THEN $2 ELSE f."window_started_at" END
       WHERE f."window_started_at" <= $3 OR f."failures" < $4
       RETURNING "failures"`,
      [phone, now, expired, max],
    );
    if (rows.length > 0) return { counted: true, opened: rows[0].failures === 1 };
    return { counted: false, windowEndsAt: (await this.fullUntil(phone, now, windowMs, max)) ?? now };
  }

  /** Forgets windows that ended long ago (the table would otherwise keep every phone ever tried). */
  async pruneEndedBefore(before: Date): Promise<void> {
    await this.dataSource.query(`DELETE FROM "password_failures" WHERE "window_started_at" < $1`, [before]);
  }
}
