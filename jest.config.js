// Unit tests beside the code (src/**.spec.ts) and in test/unit; integration tests over HTTP in
// test/e2e: "e2e" for the files on the suite's database (a real PostgreSQL with
// TEST_DATABASE_URL, else the embedded one), "standalone" for those whose database does not
// depend on it (test/support/suite-database.js). `npm test` runs all three; .ci/run runs e2e
// on both databases and unit and standalone once.
const { standaloneE2eFiles } = require('./test/support/suite-database');

// SWC, not ts-jest: a fresh clone's cold cache made every worker transpile the app's ~400 files
// with TypeScript first (docs/decisions/test-loop.md).
const transform = { '^.+\\.(ts|js)$': ['@swc/jest', require('./test/support/swc-options')] };
// Node loads these ES-module-only dependencies with require(esm); Jest needs them compiled.
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition)/)'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const standalone = standaloneE2eFiles().map((name) => `/test/e2e/${escape(name)}$`);

const common = {
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Each run has a temporary folder of its own, and fails when a test leaves anything in it
  // (test/support/temp-root.ts).
  globalSetup: '<rootDir>/test/support/temp-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

module.exports = {
  testTimeout: 60000,
  // Jest's default is one worker per core less one: a single worker on a 2-core CI machine.
  // The e2e files mostly wait (HTTP, the database, child servers), so three overlap well there.
  maxWorkers: 3,
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/src', '<rootDir>/test/unit'],
      testRegex: '\\.spec\\.ts$',
    },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test/e2e'],
      testRegex: '\\.e2e-spec\\.ts$',
      testPathIgnorePatterns: ['/node_modules/', ...standalone],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      setupFiles: ['reflect-metadata'],
    },
    {
      ...common,
      displayName: 'standalone',
      roots: ['<rootDir>/test/e2e'],
      testRegex: standalone.length > 0 ? standalone : ['^$'],
      setupFiles: ['reflect-metadata'],
    },
  ],
};
