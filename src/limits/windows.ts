import type { HotStatement, HotStatements } from '../database/hot-statements';
import type { Transaction } from '../database/transaction-runner';
import { deleteBatchStatement } from '../database/query-helpers';

/**
 * A table of counts per key, the key columns its primary key (or a unique index). Names are
 * fixed in code.
 */
export interface WindowTable {
  table: string;
  keyColumns: readonly string[];
}

/** How many events a window admits, and how long it lasts. */
export interface WindowLimit {
  windowMs: number;
  max: number;
}

export type WindowCount = { counted: true; failures: number } | { counted: false; windowStartedAt: Date };

export type RollingCount = { counted: true } | { counted: false; slotFreesAt: Date };

/**
 * The pieces of a window's statements: the table, its key columns, `$1..$n` (the key) in
 * their order, the key matched (`alias."k" = $i …`), and `at(i)`, the statement's own
 * parameter i after the key.
 */
interface KeyedStatement {
  table: string;
  columns: string;
  values: string;
  matches: (alias: string) => string;
  at: (i: number) => string;
}

function keyedStatement({ table, keyColumns }: WindowTable): KeyedStatement {
  const keys = keyColumns.map((c) => `"${c}"`);
  return {
    table: `"${table}"`,
    columns: keys.join(', '),
    values: keys.map((_, i) => `$${i + 1}`).join(', '),
    matches: (alias) => keys.map((k, i) => `${alias}.${k} = $${i + 1}`).join(' AND '),
    at: (i) => `$${keys.length + i}`,
  };
}

/** A windowed counter's named statements (`<table>_count`, `_state`, `_purge`): its owner's `*.sql.ts` makes them. */
export type WindowedCounterSql = {
  count: HotStatement;
  state: HotStatement;
  purge: HotStatement;
};

/** The statements of a `WindowedCounter` on `table`. */
export function windowedCounterSql(table: WindowTable): WindowedCounterSql {
  const { table: name, columns, values, matches, at } = keyedStatement(table);
  return {
    // $1..$n the key, then: now, the end of windows started before it ends (now - window), max.
    count: {
      name: `${table.table}_count`,
      text: `INSERT INTO ${name} AS f (${columns}, "window_started_at", "failures")
       VALUES (${values}, ${at(1)}, 1)
       ON CONFLICT (${columns}) DO UPDATE SET
         "failures" = CASE WHEN f."window_started_at" <= ${at(2)} THEN 1 ELSE f."failures" + 1 END,
         "window_started_at" = CASE WHEN f."window_started_at" <= ${at(2)} THEN ${at(1)} ELSE f."window_started_at" END
       WHERE f."window_started_at" <= ${at(2)} OR f."failures" < ${at(3)}
       RETURNING "failures"`,
    },
    state: {
      name: `${table.table}_state`,
      text: `SELECT "window_started_at", "failures" FROM ${name} f WHERE ${matches('f')}`,
    },
    purge: deleteBatchStatement(`${table.table}_purge`, table.table, `"window_started_at" < $2`),
  };
}

/** A rolling window's named statements (`<table>_count`, `_oldest`, `_purge`). */
export type RollingWindowSql = {
  count: HotStatement;
  oldest: HotStatement;
  purge: HotStatement;
};

/** The statements of a `RollingWindow` on `table`. */
export function rollingWindowSql(table: WindowTable): RollingWindowSql {
  const { table: name, columns, values, matches, at } = keyedStatement(table);
  const within = `FROM unnest(w."counted_at") AS t WHERE t > ${at(2)}`;
  return {
    // $1..$n the key, then: now, the window's start (now - window), max.
    count: {
      name: `${table.table}_count`,
      text: `INSERT INTO ${name} AS w (${columns}, "counted_at")
       VALUES (${values}, ARRAY[${at(1)}::timestamptz])
       ON CONFLICT (${columns}) DO UPDATE SET
         "counted_at" = ARRAY(SELECT t ${within} ORDER BY t) || ${at(1)}::timestamptz
       WHERE (SELECT count(*) ${within}) < ${at(3)}
       RETURNING 1 AS counted`,
    },
    oldest: {
      name: `${table.table}_oldest`,
      text: `SELECT min(t) AS oldest FROM ${name} w, unnest(w."counted_at") AS t
       WHERE ${matches('w')} AND t > ${at(1)}`,
    },
    purge: deleteBatchStatement(
      `${table.table}_purge`,
      table.table,
      `NOT EXISTS (SELECT 1 FROM unnest("counted_at") AS t WHERE t > $2)`,
    ),
  };
}

/**
 * Limits wrong guesses per key in PostgreSQL, one count for every instance: the PIN guesses
 * at a till and the wrong passwords of a phone. Its table has `window_started_at` and
 * `failures`. A window opens at the first guess after the last one ended and admits `max`
 * guesses; counting is one statement, so of any number of parallel guesses no more than
 * `max` are counted.
 */
export class WindowedCounter {
  constructor(
    private readonly statements: HotStatements,
    private readonly sql: WindowedCounterSql,
  ) {}

  /**
   * Counts one guess of the key, atomically and only while fewer than `max` are counted;
   * `counted: false` with the full window's start otherwise.
   */
  async count(key: unknown[], now: Date, limit: WindowLimit): Promise<WindowCount> {
    const expired = new Date(now.getTime() - limit.windowMs);
    const rows = await this.statements.rows<{ failures: number }>(this.sql.count, [...key, now, expired, limit.max]);
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

  /** Housekeeping: at most `limit` windows started before `before` (now less the window: ended), deleted. */
  deleteStartedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(this.sql.purge, [limit, before]);
  }

  private async state(key: unknown[]): Promise<{ window_started_at: Date; failures: number } | undefined> {
    const [state] = await this.statements.rows<{ window_started_at: Date; failures: number }>(this.sql.state, key);
    return state;
  }
}

/**
 * Limits events per key over a rolling window in PostgreSQL, one count for every instance:
 * one row per key whose `counted_at` (timestamptz[]) keeps the times of its events still
 * within the window, at most `max`. An event is counted only while fewer than `max` lie
 * within the window before it; the next slot frees when the oldest leaves it. Counting is
 * one statement (the row's lock orders parallel callers), so of any number of parallel
 * events no more than `max` are counted. Unlike a fixed window, no burst at a window's edge
 * doubles the count.
 */
export class RollingWindow {
  constructor(
    private readonly statements: HotStatements,
    private readonly sql: RollingWindowSql,
  ) {}

  /** Housekeeping: at most `limit` keys none of whose events is after `before` (now less the window), deleted. */
  deleteEndedBefore(before: Date, limit: number): Promise<number> {
    return this.statements.count(this.sql.purge, [limit, before]);
  }

  /**
   * Counts one event of the key when a slot is free; else when the next slot frees. In `tx`
   * when given: the count is then undone if it rolls back, and the key's row stays locked
   * until it ends (parallel counts of the key wait for it).
   */
  async count(key: unknown[], now: Date, limit: WindowLimit, tx?: Transaction): Promise<RollingCount> {
    const start = new Date(now.getTime() - limit.windowMs);
    const rows = await this.statements.rows(this.sql.count, [...key, now, start, limit.max], tx);
    if (rows.length > 0) return { counted: true };
    const [{ oldest }] = await this.statements.rows<{ oldest: Date | null }>(this.sql.oldest, [...key, start], tx);
    // No oldest: a slot freed since the count was refused; the caller may try again at once.
    return { counted: false, slotFreesAt: oldest ? new Date(oldest.getTime() + limit.windowMs) : now };
  }
}
