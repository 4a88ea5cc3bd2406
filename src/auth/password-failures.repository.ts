import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { WindowedCounter } from '../limits/windows';
import { PASSWORD_FAILURES, PRUNE_PASSWORD_FAILURES } from './auth.sql';

export type Counted = { counted: true; opened: boolean } | { counted: false; windowEndsAt: Date };

/** The per-phone window of wrong passwords, in PostgreSQL: one count for every instance. */
@Injectable()
export class PasswordFailuresRepository {
  private readonly failures: WindowedCounter;

  constructor(private readonly statements: HotStatements) {
    this.failures = new WindowedCounter(statements, PASSWORD_FAILURES);
  }

  /** When the phone's window is full: the time it ends; else null. */
  fullUntil(phone: string, now: Date, windowMs: number, max: number): Promise<Date | null> {
    return this.failures.fullUntil([phone], now, { windowMs, max });
  }

  /**
   * Counts one wrong password for the phone, atomically and only while fewer than `max` are
   * counted (a window opens at the first one after the last window ended), so of parallel
   * wrong guesses no more than `max` are answered as such. `counted: false` with the
   * window's end once it is full.
   */
  async count(phone: string, now: Date, windowMs: number, max: number): Promise<Counted> {
    const result = await this.failures.count([phone], now, { windowMs, max });
    if (result.counted) return { counted: true, opened: result.failures === 1 };
    const ends = new Date(result.windowStartedAt.getTime() + windowMs);
    return { counted: false, windowEndsAt: ends > now ? ends : now };
  }

  /** Housekeeping: at most `limit` windows started before `before`, deleted; how many. */
  deleteStartedBefore(before: Date, limit: number): Promise<number> {
    return this.failures.deleteStartedBefore(before, limit);
  }

  /** Forgets windows that ended long ago (the table would otherwise keep every phone ever tried). */
  async pruneEndedBefore(before: Date): Promise<void> {
    await this.statements.run(PRUNE_PASSWORD_FAILURES, [before]);
  }
}
