/**
 * Group commit for a durable hot write, and gathering for a hot read. Calls arriving while
 * `concurrency` batches are in flight wait, and the next batch takes up to `maxBatch` of
 * them: one set-based statement (`many`), one commit, each caller answered with its own
 * result once it is committed. A result `undefined` is an item the batch could not decide
 * (two items on one row): it runs again alone after. A batch that fails runs each of its
 * items alone, so one bad item fails only its own caller. An item alone is a batch of one,
 * so the statement is written once.
 *
 * Measured on the till sign-in, the refresh and the guard's read of the caller
 * (docs/decisions/group-commit.md): PostgreSQL's CPU per statement is mostly fixed (and per commit for a
 * write), and concurrent writers on one page of an index spin against each other; a batch
 * of N pays each once.
 */
export class StatementBatcher<I, O> {
  private readonly queue: { item: I; resolve: (result: O) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;

  constructor(
    private readonly many: (items: readonly I[]) => Promise<(O | undefined)[]>,
    private readonly limits: { concurrency: number; maxBatch: number },
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.limits.concurrency && this.queue.length > 0) {
      const calls = this.queue.splice(0, this.limits.maxBatch);
      this.running++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.running--;
        this.next();
      };
      void this.settle(calls, release).finally(release);
    }
  }

  private async one(item: I): Promise<O> {
    const [result] = await this.many([item]);
    if (result === undefined) throw new Error('a batch of one left its item undecided');
    return result;
  }

  /**
   * Runs a batch; `release` frees its place once its statement answered, before its callers
   * go on: the next batch is on its way to PostgreSQL while this one's answers are made (an
   * item it left undecided then runs alone beside the next batch).
   */
  private async settle(calls: typeof this.queue, release: () => void): Promise<void> {
    const alone = (call: (typeof calls)[number]) => this.one(call.item).then(call.resolve, call.reject);
    if (calls.length === 1) {
      const [call] = calls;
      return this.one(call.item).then((result) => {
        release();
        call.resolve(result);
      }, call.reject);
    }
    let results: (O | undefined)[];
    try {
      results = await this.many(calls.map((call) => call.item));
    } catch {
      await Promise.all(calls.map(alone));
      return;
    }
    release();
    const undecided = calls.filter((call, k) => {
      const result = results[k];
      if (result === undefined) return true;
      call.resolve(result);
      return false;
    });
    await Promise.all(undecided.map(alone));
  }
}

/**
 * The hot writes' limits: the next batch gathers while one commits (more in flight made
 * smaller batches and PostgreSQL's CPU per write grew again, docs/performance/log/2026-11-26-group-commit.md); 50, the
 * bench's connections.
 */
export const GROUP_COMMIT = { concurrency: 1, maxBatch: 50 };

/**
 * The items of a set-based statement as its CTE `"i"`: one row per item, its values in
 * `columns` (typed) and `n`, its place from 1. The items travel as one JSON document
 * (`itemsParameter`, `$1`), each an array of its values in the columns' order; a `jsonb`
 * column takes its value as it is (an object, not a string). A null is SQL's NULL in every
 * column. Materialized: inlined, each reference took its value out of the document again.
 *
 * One array parameter per column cost more for a wide item (the sign-in's 19 values): pg
 * escaping every element of every array, PostgreSQL parsing each array's text
 * (docs/performance/log/2026-11-26-batch-items-json.md).
 */
export function itemsCte(columns: readonly (readonly [name: string, type: string])[]): string {
  const values = columns
    .map(
      ([name, type], k) =>
        (type === 'jsonb' ? `NULLIF(e."v"->${k}, 'null')` : `(e."v"->>${k})::${type}`) + ` AS "${name}"`,
    )
    .join(', ');
  return `"i" AS MATERIALIZED (SELECT ${values}, e."n" FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e("v", "n"))`;
}

/**
 * The parameter of `itemsCte` for items given as their values in the columns' order. A Date
 * goes as its ISO text, made here: JSON.stringify calling its `toJSON` takes a slow path
 * (docs/performance/log/2026-11-26-batch-items-json.md).
 */
export function itemsParameter(items: readonly (readonly unknown[])[]): [string] {
  return [JSON.stringify(items.map((values) => values.map((v) => (v instanceof Date ? v.toISOString() : v))))];
}

/** Rows of a set-based statement grouped by their item's place `n` (from 1): each item's rows, in order. */
export function rowsByItem<T extends { n: string | number }>(rows: readonly T[], items: number): T[][] {
  const grouped: T[][] = Array.from({ length: items }, () => []);
  for (const row of rows) grouped[Number(row.n) - 1].push(row);
  return grouped;
}
