// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder of src may import which (docs/architecture.md draws it). Each file belongs to
 * the first element whose pattern matches; an import between elements must be allowed below.
 */
const DOMAIN_MODULES = [
  'auth',
  'users',
  'organizations',
  'staff',
  'contracts',
  'audit',
  'edoc',
  'webhooks',
  'oauth',
  'tills',
  'oneid',
];
const INFRASTRUCTURE = ['common', 'config', 'database', 'redis', 'limits', 'metrics', 'health', 'platform'];
/**
 * The infrastructure these folders may import (the others may import any): platform (the
 * reaches into libraries' internals) imports nothing of ours; common is the floor above it
 * (the request observer is handed the metrics, never imports them); the limits count in
 * Redis and PostgreSQL.
 */
const INFRASTRUCTURE_EDGES = {
  platform: [],
  common: ['config', 'platform'],
  limits: ['common', 'config', 'database', 'redis'],
};
/** What each domain module may import besides access, infrastructure and entities. */
const DOMAIN_EDGES = {
  auth: ['users', 'oneid'],
  users: ['audit', 'oneid', 'webhooks'],
  organizations: ['users', 'audit', 'edoc', 'oneid'],
  staff: ['users', 'organizations', 'audit', 'webhooks'],
  contracts: ['organizations', 'audit', 'edoc'],
  audit: ['webhooks'],
  edoc: [],
  webhooks: [],
  oauth: ['audit'],
  tills: ['audit', 'staff'],
  oneid: [],
};
const domain = (modules) => ({ to: { element: { type: 'domain', captured: { module: modules } } } });
const types = (...names) => ({ to: { element: { type: names } } });

/** Exported for test/unit/import-boundaries.spec.ts, which lints its probes with this rule alone. */
export const importBoundaries = {
  files: ['src/**/*.ts'],
  ignores: ['src/**/*.spec.ts'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    'boundaries/include': ['src/**/*.ts'],
    // Folders, matched from the project root; a file belongs to the first element that matches.
    'boundaries/elements': [
      // The OpenAPI generator builds the whole app: it sits at the top, beside it.
      { type: 'app', partialMatch: false, pattern: 'src/openapi' },
      // The named statements' generator (npm run sql) loads every module's *.sql.ts: beside it too.
      { type: 'app', partialMatch: false, pattern: 'src/queries' },
      // Entities: classes TypeORM relations point at across modules (a role assignment's user).
      { type: 'entities', partialMatch: false, pattern: 'src/*/entities', capture: ['module'] },
      {
        type: 'infrastructure',
        partialMatch: false,
        pattern: `src/{${INFRASTRUCTURE.join(',')}}`,
        capture: ['module'],
      },
      { type: 'access', partialMatch: false, pattern: 'src/access' },
      { type: 'portal', partialMatch: false, pattern: 'src/portal' },
      { type: 'domain', partialMatch: false, pattern: `src/{${DOMAIN_MODULES.join(',')}}`, capture: ['module'] },
      // The rest of src: main.ts, app.module.ts, app.factory.ts and graceful-shutdown.ts.
      { type: 'app', partialMatch: false, pattern: 'src' },
    ],
  },
  rules: {
    // Every file of src belongs to an element, so no file escapes the rule.
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'A {{from.type}} file may not import {{to.type}} {{to.captured.module}} (see docs/architecture.md)',
        policies: [
          {
            from: { element: { type: 'app' } },
            allow: types('app', 'entities', 'infrastructure', 'access', 'portal', 'domain'),
          },
          { from: { element: { type: 'infrastructure' } }, allow: types('infrastructure') },
          ...Object.entries(INFRASTRUCTURE_EDGES).map(([module, allowed]) => ({
            from: { element: { type: 'infrastructure', captured: { module } } },
            disallow: {
              to: { element: { type: 'infrastructure', captured: { module: `!{${[module, ...allowed].join(',')}}` } } },
            },
          })),
          // database/entities.ts lists every entity for TypeORM and the migrations.
          { from: { element: { type: 'infrastructure', captured: { module: 'database' } } }, allow: types('entities') },
          { from: { element: { type: 'entities' } }, allow: types('entities', 'infrastructure') },
          // An entity may use its own module's types (a code challenge's purpose).
          {
            from: { element: { type: 'entities' } },
            allow: { to: { element: { type: 'domain', captured: { module: '{{from.captured.module}}' } } } },
          },
          { from: { element: { type: 'access' } }, allow: types('access', 'infrastructure', 'entities') },
          {
            from: { element: { type: 'portal' } },
            allow: types('portal', 'domain', 'access', 'infrastructure', 'entities'),
          },
          { from: { element: { type: 'domain' } }, allow: types('access', 'infrastructure', 'entities') },
          ...Object.entries(DOMAIN_EDGES).map(([module, allowed]) => ({
            from: { element: { type: 'domain', captured: { module } } },
            allow: domain([module, ...allowed]),
          })),
        ],
      },
    ],
  },
};

/**
 * A reach into a library's or Node's internals lives in src/platform only, one file per patch
 * with the version it was written against (src/platform/README.md). Exported for
 * test/unit/library-internals.spec.ts, which plants a violation and lints it with this alone.
 */
const INTERNALS_MESSAGE = "A library's internals are reached from src/platform only (src/platform/README.md).";
const INTERNAL_PATHS = [
  'pg/lib',
  'class-transformer/cjs',
  'class-transformer/esm5',
  'class-transformer/esm2015',
  'class-validator/cjs',
  'class-validator/esm5',
  'class-validator/esm2015',
  'class-validator/types',
  'typeorm/driver',
  '@electric-sql/*/dist',
  '@nestjs/*/dist',
];
export const libraryInternals = {
  files: ['src/**/*.ts'],
  ignores: ['src/platform/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: INTERNAL_PATHS.flatMap((path) => [path, `${path}/**`]), message: INTERNALS_MESSAGE }] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.name='require'][arguments.0.value=/^(pg.lib|class-(transformer|validator).(cjs|esm|types)|typeorm.driver|@electric-sql.[a-z-]+.dist|@nestjs.[a-z-]+.dist)/]`,
        message: INTERNALS_MESSAGE,
      },
      // Foo.prototype.method (a patch, or a method called past a subclass's override) and Foo.prototype = …
      {
        selector: "MemberExpression[object.type='MemberExpression'][object.property.name='prototype']",
        message: INTERNALS_MESSAGE,
      },
      {
        selector: "AssignmentExpression > MemberExpression.left[property.name='prototype']",
        message: INTERNALS_MESSAGE,
      },
      // (Foo.prototype as …).method = …
      {
        selector:
          "AssignmentExpression > MemberExpression.left > TSAsExpression MemberExpression[property.name='prototype']",
        message: INTERNALS_MESSAGE,
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'clients/typescript/dist/**',
      'clients/typescript/build.cjs',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test/support/ts-register.js',
      'jest.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  importBoundaries,
  libraryInternals,
  { files: ['**/*.mjs', '**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: [
      'scripts/**/*.js',
      'test/support/loaded-modules.js',
      'test/support/suite-database.js',
      'test/support/swc-options.js',
    ],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node, sourceType: 'module' } },
);
