// @ts-check
// The import-boundary rule of eslint.config.mjs alone, without the type-aware program the
// project's other rules need (16 s of CPU to build): test/unit/import-boundaries.spec.ts
// lints its probes with it.
import tseslint from 'typescript-eslint';
import { importBoundaries } from '../../eslint.config.mjs';

export default [{ files: ['src/**/*.ts'], languageOptions: { parser: tseslint.parser } }, importBoundaries];
