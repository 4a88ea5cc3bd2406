import type { DataSource } from 'typeorm';
import type { WindowLimit, WindowTable } from './windowed-counter';

export type RollingCount = { counted: true } | { counted: false; slotFreesAt: Date };

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
  private readonly countSql: string;
  private readonly oldestSql: string;

  constructor(
    private readonly dataSource: DataSource,
    { table, keyColumns }: WindowTable,
  ) {
    const keys = keyColumns.map((c) => `"${c}"`);
    const n = keys.length;
    const at = (i: number) => `$${n + i}`;
    const within = `FROM unnest(w."counted_at") AS t WHERE t > ${at(2)}`;
    // $1..$n the key, then: now, the window's start (now - window), max.
    this.countSql = `INSERT INTO "${table}" AS w (${keys.join(', ')}, "counted_at")
       VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}, ARRAY[${at(1)}::timestamptz])
       ON CONFLICT (${keys.join(', ')}) DO UPDATE SET
         "counted_at" = ARRAY(SELECT t ${within} ORDER BY t) || ${at(1)}::timestamptz
       WHERE (SELECT count(*) ${within}) < ${at(3)}
       RETURNING 1 AS counted`;
    this.oldestSql = `SELECT min(t) AS oldest FROM "${table}" w, unnest(w."counted_at") AS t
       WHERE ${keys.map((k, i) => `w.${k} = $${i + 1}`).join(' AND ')} AND t > ${at(1)}`;
  }

  /** Counts one event of the key when a slot is free; else when the next slot frees. */
  async count(key: unknown[], now: Date, limit: WindowLimit): Promise<RollingCount> {
    const start = new Date(now.getTime() - limit.windowMs);
    const rows = await this.dataSource.query<unknown[]>(this.countSql, [...key, now, start, limit.max]);
    if (rows.length > 0) return { counted: true };
    const [{ oldest }] = await this.dataSource.query<{ oldest: Date | null }[]>(this.oldestSql, [...key, start]);
    // No oldest: a slot freed since the count was refused; the caller may try again at once.
    return { counted: false, slotFreesAt: oldest ? new Date(oldest.getTime() + limit.windowMs) : now };
  }
}
