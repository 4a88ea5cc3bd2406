// @ts-check
// The rule of eslint.config.mjs that keeps libraries' internals in src/platform, alone and
// without the type-aware program: test/unit/library-internals.spec.ts lints its probes with it.
import tseslint from 'typescript-eslint';
import { libraryInternals } from '../../eslint.config.mjs';

export default [{ files: ['src/**/*.ts'], languageOptions: { parser: tseslint.parser } }, libraryInternals];
