import { hasTransformerMetadata } from '../../platform/class-transformer-storage';

/**
 * The shortcut of the validation pipe for flat bodies (a till's PIN, a token to introspect):
 * for a DTO class-transformer has nothing to do with (no @Type, @Transform, @Expose or
 * @Exclude on it or its ancestors) and a body whose values are all primitives,
 * `plainToInstance` only copies the keys onto a new instance. This does that copy itself,
 * with class-transformer's rules, and skips Nest's walks for nested values (prototype keys,
 * array gaps, binary values), which a flat body cannot hold: in the profile of a bodied POST,
 * class-transformer and those walks were a third of the pipe's cost
 * (docs/performance/log/2026-11-26-bodied-requests.md).
 * validation.pipe.spec.ts checks it answers as the full path does.
 */

const plainClasses = new WeakMap<object, boolean>();

/**
 * Whether class-transformer knows nothing of `dto` or its ancestors, and they declare no
 * methods or accessors (cached per class).
 */
export function isPlainDto(dto: new () => unknown): boolean {
  let known = plainClasses.get(dto);
  if (known === undefined) {
    known = true;
    for (let type: unknown = dto; known && typeof type === 'function' && type !== Function.prototype;) {
      // Methods and accessors of a class are keys class-transformer treats apart: not here.
      const members = Object.getOwnPropertyNames((type as { prototype: object }).prototype);
      known = !hasTransformerMetadata(type) && members.every((name) => name === 'constructor');
      type = Object.getPrototypeOf(type);
    }
    plainClasses.set(dto, known);
  }
  return known;
}

/** A plain object whose own values are all strings, numbers, booleans or null. */
export function isFlat(value: Record<string, unknown>): boolean {
  for (const key in value) {
    const item = value[key];
    if (typeof item === 'object' && item !== null) return false;
  }
  return true;
}

const PROTO_KEYS = ['__proto__', 'prototype', 'constructor'];

/**
 * `plainToInstance(dto, value)` for a plain DTO and a flat value, after Nest's stripping of
 * `__proto__`, `prototype` and `constructor` (done here on the value, in place, as Nest does):
 * every other own key is copied, except those naming a method (class-transformer skips them).
 */
export function flatInstance(dto: new () => unknown, value: Record<string, unknown>): Record<string, unknown> {
  for (const key of PROTO_KEYS) if (Object.hasOwn(value, key)) Reflect.deleteProperty(value, key);
  const instance = new dto() as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    // A key naming a method of Object.prototype (`toString`): the DTO's own have none.
    if (instance[key] instanceof Function) continue;
    instance[key] = value[key];
  }
  return instance;
}
