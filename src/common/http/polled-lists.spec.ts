import { matches, PolledLists, tagOf } from './polled-lists';

const key = (organizationId: string, variant = '') => ({ list: 'members', organizationId, variant });
const list = (n: number) => Array.from({ length: n }, (_, i) => ({ userId: `user-${i}`, firstName: 'Cashier', i }));

describe('PolledLists', () => {
  it('builds once per version and serves the kept answer while the version holds', async () => {
    const cache = new PolledLists();
    const build = jest.fn(() => Promise.resolve({ version: '7', value: list(3) }));
    const first = await cache.answer(key('o1'), '7', undefined, build);
    const second = await cache.answer(key('o1'), '7', undefined, build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(JSON.parse(first.body!.toString())).toEqual(list(3));
    expect(first.etag).toBe(tagOf(key('o1'), '7'));
    await cache.answer(key('o1'), '8', undefined, () => Promise.resolve({ version: '8', value: list(4) }));
    expect(cache.size.entries).toBe(1);
  });

  it('answers 304 for a matching tag without building, even with nothing kept', async () => {
    const cache = new PolledLists();
    const build = jest.fn(() => Promise.resolve({ version: '3', value: [] }));
    const answer = await cache.answer(key('o1'), '3', `W/${tagOf(key('o1'), '3')}`, build);
    expect(answer).toEqual({ etag: tagOf(key('o1'), '3'), body: null });
    expect(build).not.toHaveBeenCalled();
  });

  it('tags the version its own statement read, and never keeps an older one over a newer', async () => {
    const cache = new PolledLists();
    const newer = await cache.answer(key('o1'), '4', undefined, () => Promise.resolve({ version: '5', value: [1] }));
    expect(newer.etag).toBe(tagOf(key('o1'), '5'));
    const older = await cache.answer(key('o1'), '3', undefined, () => Promise.resolve({ version: '3', value: [0] }));
    expect(older.etag).toBe(tagOf(key('o1'), '3'));
    const kept = await cache.answer(key('o1'), '5', undefined, () =>
      Promise.resolve({ version: '5', value: ['rebuilt'] }),
    );
    expect(kept).toBe(newer);
  });

  it('gives every list, organization and variant its own tag and body', async () => {
    const tags = new Set([
      tagOf(key('o1'), '1'),
      tagOf(key('o2'), '1'),
      tagOf(key('o1', 'branch-a'), '1'),
      tagOf({ list: 'branches', organizationId: 'o1', variant: '' }, '1'),
    ]);
    expect(tags.size).toBe(4);
    const cache = new PolledLists();
    await cache.answer(key('o1', 'a'), '1', undefined, () => Promise.resolve({ version: '1', value: ['a'] }));
    const b = await cache.answer(key('o1', 'b'), '1', undefined, () => Promise.resolve({ version: '1', value: ['b'] }));
    expect(b.body!.toString()).toBe('["b"]');
  });

  it('stays within its byte and entry caps, least recently used out first', async () => {
    const body = (version: string) => () => Promise.resolve({ version, value: list(50) });
    const one = (await new PolledLists().answer(key('x'), '1', undefined, body('1'))).body!.length;
    const cache = new PolledLists(4 * (one + 300), 100);
    for (const org of ['o1', 'o2', 'o3', 'o4']) await cache.answer(key(org), '1', undefined, body('1'));
    await cache.answer(key('o1'), '1', undefined, body('1'));
    await cache.answer(key('o5'), '1', undefined, body('1'));
    expect(cache.size.entries).toBe(4);
    expect(cache.size.bytes).toBeLessThanOrEqual(4 * (one + 300));
    // o2, the least recently used, went; o1, used again, stayed.
    const rebuilt = jest.fn(body('1'));
    await cache.answer(key('o1'), '1', undefined, rebuilt);
    expect(rebuilt).not.toHaveBeenCalled();
    await cache.answer(key('o2'), '1', undefined, rebuilt);
    expect(rebuilt).toHaveBeenCalledTimes(1);
    const few = new PolledLists(1 << 30, 2);
    for (const org of ['o1', 'o2', 'o3']) await few.answer(key(org), '1', undefined, body('1'));
    expect(few.size.entries).toBe(2);
  });

  it('reads If-None-Match as RFC 9110 says: *, lists, weak tags', () => {
    expect(matches('*', '"1.a"')).toBe(true);
    expect(matches('"0.b", W/"1.a"', '"1.a"')).toBe(true);
    expect(matches('"1.b"', '"1.a"')).toBe(false);
    expect(matches('1.a', '"1.a"')).toBe(false);
  });
});
