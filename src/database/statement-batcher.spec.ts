import { itemsCte, itemsParameter, rowsByItem, StatementBatcher } from './statement-batcher';

/** A statement that answers each item with itself doubled, after the test lets it finish. */
function gate() {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const many = (items: readonly number[]) => {
    batches.push([...items]);
    return new Promise<(number | undefined)[]>((resolve, reject) => {
      pending.push(() => (items.includes(-1) ? reject(new Error('bad item')) : resolve(items.map((x) => x * 2))));
    });
  };
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, many, finishAll };
}

describe('StatementBatcher', () => {
  it('runs a lone call at once and gathers those arriving while batches are in flight', async () => {
    const { batches, many, finishAll } = gate();
    const batcher = new StatementBatcher(many, { concurrency: 1, maxBatch: 3 });
    const answers = [1, 2, 3, 4, 5].map((x) => batcher.run(x));
    await finishAll();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('keeps at most `concurrency` batches in flight', async () => {
    const { batches, many, finishAll } = gate();
    const batcher = new StatementBatcher(many, { concurrency: 2, maxBatch: 10 });
    const answers = [1, 2, 3, 4].map((x) => batcher.run(x));
    expect(batches).toEqual([[1], [2]]);
    await finishAll();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2], [3, 4]]);
  });

  it('sends the next batch before the answered callers go on', async () => {
    const { batches, many, finishAll } = gate();
    const batcher = new StatementBatcher(many, { concurrency: 1, maxBatch: 10 });
    /** How many batches had been sent when each caller went on, in the order they went on. */
    const sent: number[] = [];
    const later: Promise<unknown>[] = [];
    const answered = (x: number) => batcher.run(x).then(() => sent.push(batches.length));
    const first = batcher.run(1).then(() => {
      sent.push(batches.length);
      later.push(answered(4));
    });
    const gathered = [2, 3].map(answered);
    await finishAll();
    await Promise.all([first, ...gathered]);
    await Promise.all(later);
    expect(batches).toEqual([[1], [2, 3], [4]]);
    // Each caller went on once the next batch (if any waited) was on its way.
    expect(sent).toEqual([2, 3, 3, 3]);
  });

  it('runs the items of a failed batch alone: only the bad one fails', async () => {
    const { batches, many, finishAll } = gate();
    const batcher = new StatementBatcher(many, { concurrency: 1, maxBatch: 10 });
    const first = batcher.run(1);
    const answers = [2, -1, 3].map((x) => batcher.run(x).catch((error: Error) => error.message));
    await finishAll();
    expect(await first).toBe(2);
    expect(await Promise.all(answers)).toEqual([4, 'bad item', 6]);
    expect(batches).toEqual([[1], [2, -1, 3], [2], [-1], [3]]);
  });

  it('runs an item the batch left undecided again alone', async () => {
    const batches: number[][] = [];
    const batcher = new StatementBatcher(
      (items: readonly number[]) => {
        batches.push([...items]);
        return Promise.resolve(items.map((x, k) => (k > 0 && x === items[0] ? undefined : x + 10 * batches.length)));
      },
      { concurrency: 1, maxBatch: 10 },
    );
    const answers = [5, 7, 7, 8].map((x) => batcher.run(x));
    expect(await Promise.all(answers)).toEqual([15, 27, 37, 28]);
    expect(batches).toEqual([[5], [7, 7, 8], [7]]);
  });
});

describe('set-based statements', () => {
  it('takes the items from one JSON document, a typed column each, numbered from 1', () => {
    expect(
      itemsCte([
        ['a', 'uuid'],
        ['b', 'jsonb'],
      ]),
    ).toBe(
      `"i" AS MATERIALIZED (SELECT (e."v"->>0)::uuid AS "a", NULLIF(e."v"->1, 'null') AS "b", e."n" FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e("v", "n"))`,
    );
    const at = new Date('2026-11-26T10:00:00Z');
    expect(
      itemsParameter([
        ['x', at, { k: 'v"\\' }],
        ['y', null, {}],
      ]),
    ).toEqual(['[["x","2026-11-26T10:00:00.000Z",{"k":"v\\"\\\\"}],["y",null,{}]]']);
  });

  it('groups rows by their item, an item without rows getting none', () => {
    expect(rowsByItem([{ n: '1' }, { n: '3' }, { n: '1' }], 3)).toEqual([[{ n: '1' }, { n: '1' }], [], [{ n: '3' }]]);
  });
});
