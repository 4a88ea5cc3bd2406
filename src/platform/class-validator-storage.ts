import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/** class-validator's storage: its lookup methods are replaced, its private map of rules read. */
export const WRITTEN_AGAINST = { 'class-validator': '0.15.1' } as const;

export type { ValidationMetadata };

/**
 * class-validator looks up a class's rules on every validation: it filters the class's own,
 * then tests the class against every class that has rules (`instanceof`, for inherited ones)
 * and groups the result by property. With the service's few hundred DTOs that lookup was the
 * largest part of validating a small body (the profile of a bodied POST). The rules only
 * change when a decorator runs (module loading), so the lookup and the grouping are kept per
 * class and options and dropped whenever a rule is added.
 * validator-metadata-cache.spec.ts checks the answers are class-validator's own.
 */

type Lookup = (
  target: unknown,
  targetSchema: string | undefined,
  always: boolean,
  strictGroups: boolean,
  groups?: string[],
) => unknown[];
type Group = (metadata: unknown[]) => Record<string, unknown[]>;

interface Storage {
  getTargetValidationMetadatas: Lookup;
  groupByPropertyName: Group;
  addValidationMetadata: (metadata: unknown) => void;
  addConstraintMetadata: (metadata: unknown) => void;
  addValidationSchema: (schema: unknown) => void;
}

const installed = new WeakSet<object>();

/** Fails fast when class-validator's storage no longer has the methods replaced below. */
function checkedStorage(): Storage {
  const storage = getMetadataStorage() as unknown as Storage;
  const methods = [
    storage.getTargetValidationMetadatas,
    storage.groupByPropertyName,
    storage.addValidationMetadata,
    storage.addConstraintMetadata,
    storage.addValidationSchema,
  ];
  if (!methods.every((method) => typeof method === 'function')) {
    throw new Error(
      `class-validator changed (written against ${WRITTEN_AGAINST['class-validator']}): its storage's methods moved`,
    );
  }
  return storage;
}

export function cacheValidatorMetadata(): void {
  const storage = checkedStorage();
  if (installed.has(storage)) return;
  installed.add(storage);
  let lookups = new Map<unknown, Map<string, unknown[]>>();
  let groups = new WeakMap<unknown[], Record<string, unknown[]>>();
  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const forget = <A extends unknown[]>(add: (...args: A) => void) =>
    function (this: unknown, ...args: A): void {
      lookups = new Map();
      groups = new WeakMap();
      add.apply(storage, args);
    };
  storage.addValidationMetadata = forget(storage.addValidationMetadata);
  storage.addConstraintMetadata = forget(storage.addConstraintMetadata);
  storage.addValidationSchema = forget(storage.addValidationSchema);
  storage.getTargetValidationMetadatas = (target, targetSchema, always, strictGroups, groupNames) => {
    // Schemas (by name) are not cached: the service validates classes only.
    if (typeof target !== 'function' || targetSchema !== undefined) {
      return lookup(target, targetSchema, always, strictGroups, groupNames);
    }
    const key = `${always}|${strictGroups}|${groupNames === undefined ? '' : JSON.stringify(groupNames)}`;
    let byOptions = lookups.get(target);
    if (!byOptions) lookups.set(target, (byOptions = new Map<string, unknown[]>()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookup(target, targetSchema, always, strictGroups, groupNames)));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    let grouped = groups.get(metadata);
    if (!grouped) groups.set(metadata, (grouped = group(metadata)));
    return grouped;
  };
}

/**
 * The validated classes that class-validator knows: the keys of its storage's private
 * `validationMetadatas` map (the OpenAPI document writes their rules into their schemas).
 */
export function validatedClasses(): (new () => unknown)[] {
  const storage = getMetadataStorage() as unknown as { validationMetadatas?: unknown };
  if (!(storage.validationMetadatas instanceof Map)) {
    throw new Error(
      `class-validator changed (written against ${WRITTEN_AGAINST['class-validator']}): no validationMetadatas map`,
    );
  }
  return [...(storage.validationMetadatas as Map<new () => unknown, unknown>).keys()];
}
