import { AsyncResource } from 'node:async_hooks';

/** Written against Node 20 (its DEP0172 accessor); test/unit/platform-pins.spec.ts holds the major. */
export const WRITTEN_AGAINST = { node: '20' } as const;

/**
 * Node 20's `AsyncResource#bind` gives every bound function a deprecated `asyncResource`
 * accessor (DEP0172) made of two `util.deprecate` wrappers, and each wrapper sets its
 * prototype to a new function: CPU and garbage on every call. Fastify 5.11 binds one per
 * request with a body (its content-type parser), so every POST paid it: the largest single
 * cost the profile of a bodied route found, beside the validation pipe
 * (docs/performance/log/2026-11-26-bodied-requests.md). This `bind` is Node's without that
 * accessor (nothing here or in our dependencies reads it); the bound function still runs in
 * the resource's async scope. Fastify 5.12 binds nothing there, and this can go with that
 * upgrade. node-async-resource-bind.spec.ts holds it to Node's.
 */
export function lightenAsyncResourceBind(): void {
  const prototype = AsyncResource.prototype as AsyncResource & { [LIGHT]?: true };
  if (prototype[LIGHT]) return;
  // Fail fast: the replacement runs the function through the resource's own runInAsyncScope.
  if (typeof prototype.runInAsyncScope !== 'function' || typeof prototype.bind !== 'function') {
    throw new Error(`node ${process.version} changed: AsyncResource has no bind/runInAsyncScope to lighten`);
  }
  Object.defineProperty(prototype, LIGHT, { value: true });
  type Any = (...args: unknown[]) => unknown;
  prototype.bind = function bind<Func extends (...args: never[]) => unknown>(
    this: AsyncResource,
    fn: Func,
    thisArg?: unknown,
  ): Func {
    const run = fn as unknown as Any;
    if (typeof fn !== 'function') {
      throw Object.assign(new TypeError(`The "fn" argument must be of type function. Received ${typeof fn}`), {
        code: 'ERR_INVALID_ARG_TYPE',
      });
    }
    const bound = thisArg === undefined ? inScope(this, run) : this.runInAsyncScope.bind(this, run, thisArg);
    Object.defineProperty(bound, 'length', {
      configurable: true,
      enumerable: false,
      value: fn.length,
      writable: false,
    });
    return bound as unknown as Func;
  };
}

const LIGHT = Symbol('lightBind');

/** Node's bound function for a call without `thisArg`: the caller's `this` goes through. */
function inScope(resource: AsyncResource, run: (...args: unknown[]) => unknown) {
  return function (this: unknown, ...args: unknown[]): unknown {
    return resource.runInAsyncScope(run, this, ...args);
  };
}
