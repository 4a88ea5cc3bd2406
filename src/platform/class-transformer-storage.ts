/** class-transformer's one metadata storage, read through private fields of its CommonJS build. */
export const WRITTEN_AGAINST = { 'class-transformer': '0.5.1' } as const;

/** class-transformer's metadata, by class: private fields of its storage. */
interface TransformerStorage {
  _typeMetadatas: Map<unknown, unknown>;
  _transformMetadatas: Map<unknown, unknown>;
  _exposeMetadatas: Map<unknown, unknown>;
  _excludeMetadatas: Map<unknown, unknown>;
}

/** The module its decorators write to (no typings of its own). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as {
  defaultMetadataStorage: TransformerStorage;
};

const maps = [
  defaultMetadataStorage?._typeMetadatas,
  defaultMetadataStorage?._transformMetadatas,
  defaultMetadataStorage?._exposeMetadatas,
  defaultMetadataStorage?._excludeMetadatas,
];
// Fail fast, when the module loads: a storage without these maps would make every DTO look plain.
if (!maps.every((map) => map instanceof Map)) {
  throw new Error(
    `class-transformer changed (written against ${WRITTEN_AGAINST['class-transformer']}): its storage's maps moved`,
  );
}

/**
 * Whether class-transformer holds any metadata for `type` itself (@Type, @Transform, @Expose
 * or @Exclude on one of its properties or on the class); ancestors are the caller's to walk.
 */
export function hasTransformerMetadata(type: unknown): boolean {
  return maps.some((map) => map.has(type));
}
