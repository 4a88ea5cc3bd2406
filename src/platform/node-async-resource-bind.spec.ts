import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import { lightenAsyncResourceBind } from './node-async-resource-bind';

describe("AsyncResource#bind without Node 20's deprecated accessor", () => {
  beforeAll(() => lightenAsyncResourceBind());

  it('runs the function in the resource’s scope, with its this, arguments, result and length', () => {
    const storage = new AsyncLocalStorage<string>();
    const resource = storage.run('request', () => new AsyncResource('test'));
    function probe(this: unknown, a: number, b: number): unknown {
      return { store: storage.getStore(), self: this, sum: a + b, id: executionAsyncId() };
    }
    const bound = resource.bind(probe);
    const receiver = { r: 1 };
    expect(bound.call(receiver, 1, 2)).toEqual({ store: 'request', self: receiver, sum: 3, id: resource.asyncId() });
    expect(bound.length).toBe(2);
    expect((resource.bind as (fn: typeof probe, self: unknown) => typeof probe)(probe, receiver)(2, 3)).toEqual(
      expect.objectContaining({ self: receiver, sum: 5 }),
    );
    expect(AsyncResource.bind(probe)(1, 1)).toEqual(expect.objectContaining({ sum: 2 }));
  });

  it('skips the accessor that cost ~20 µs a call', () => {
    expect('asyncResource' in new AsyncResource('test').bind(() => 1)).toBe(false);
  });

  it('refuses what is not a function, as Node does', () => {
    expect(() => new AsyncResource('test').bind(1 as unknown as () => void)).toThrow(TypeError);
  });
});
