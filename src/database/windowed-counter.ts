import type { DataSource } from 'typeorm';

/**
 * A table of fixed windows of wrong guesses, one row per key: `window_started_at` and
 * `failures`, the key columns its primary key (or a unique index). Names are fixed in code.
 */
export interface WindowTable {
  table: string;
  keyColumns: readonly string[];
}

/** How many guesses a window admits, and how long it lasts. */
export interface WindowLimit {
  windowMs: number;
  max: number;
}

export type WindowCount = { counted: true; failures: number } | { counted: false; windowStartedAt: Date };

/**
 * Limits wrong guesses per key in PostgreSQL, one count for every instance: the PIN guesses
 * at a till and the wrong passwords of a phone. A window opens at the first guess after the
 * last one ended and admits `max` guesses; counting is one statement, so of any number of
 * parallel guesses no more than `max` are counted.
 */
export class WindowedCounter {
  private readonly countSql: string;
  private readonly stateSql: string;

  constructor(
    private readonly dataSource: DataSource,
    { table, keyColumns }: WindowTable,
  ) {
    const keys = keyColumns.map((c) => `"${c}"`);
    const n = keys.length;
    const at = (i: number) => `$${n + i}`;
    const matches = keys.map((k, i) => `${k} = $${i + 1}`).join(' AND ');
    // $1..$n the key, then: now, the end of windows started before it ends (now - window), max.
    this.countSql = `INSERT INTO "${table}" AS f (${keys.join(', ')}, "window_started_at", "failures")
       VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}, ${at(1)}, 1)
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET
         "failures" = CASE WHEN f."window_started_at" <= ${at(2)} THEN 1 ELSE f."failures" + 1 END,
         "window_started_at" = CASE WHEN f."window_started_at" <= ${at(2)} THEN ${at(1)} ELSE f."window_started_at" END
       WHERE f."window_started_at" <= ${at(2)} OR f."failures" < ${at(3)}
       RETURNING "failures"`;
    this.stateSql = `SELECT "window_started_at", "failures" FROM "${table}" WHERE ${matches}`;
  }

  /**
   * Counts one guess of the key, atomically and only while fewer than `max` are counted;
   * `counted: false` with the full window's start otherwise.
   */
  async count(key: unknown[], now: Date, limit: WindowLimit): Promise<WindowCount> {
    const expired = new Date(now.getTime() - limit.windowMs);
    const rows = await this.dataSource.query<{ failures: number }[]>(this.countSql, [...key, now, expired, limit.max]);
    if (rows.length > 0) return { counted: true, failures: rows[0].failures };
    const state = await this.state(key);
    return { counted: false, windowStartedAt: state?.window_started_at ?? now };
  }

  /** When the key's window is full: the time it ends; else null. */
  async fullUntil(key: unknown[], now: Date, limit: WindowLimit): Promise<Date | null> {
    const state = await this.state(key);
    if (!state || state.failures < limit.max) return null;
    const ends = new Date(state.window_started_at.getTime() + limit.windowMs);
    return ends > now ? ends : null;
  }

  private async state(key: unknown[]): Promise<{ window_started_at: Date; failures: number } | undefined> {
    const [state] = await this.dataSource.query<{ window_started_at: Date; failures: number }[]>(this.stateSql, key);
    return state;
  }
}
