// Unit tests beside the code (src/**.spec.ts) and in test/unit; integration tests over HTTP in test/e2e.
const transform = { '^.+\\.(ts|js)$': ['ts-jest', { tsconfig: 'tsconfig.jest.json' }] };
// Node loads these ES-module-only dependencies with require(esm); Jest needs them compiled.
const transformIgnorePatterns = ['/node_modules/(?!(content-disposition)/)'];

module.exports = {
  testTimeout: 60000,
  // Jest's default is one worker per core less one: a single worker on a 2-core CI machine.
  // The e2e files mostly wait (HTTP, the database, child servers), so three overlap well there.
  maxWorkers: 3,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/test/unit'],
      testRegex: '\\.spec\\.ts$',
      transform,
      transformIgnorePatterns,
      moduleFileExtensions: ['ts', 'js', 'json'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/e2e'],
      testRegex: '\\.e2e-spec\\.ts$',
      transform,
      transformIgnorePatterns,
      moduleFileExtensions: ['ts', 'js', 'json'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['reflect-metadata'],
    },
  ],
};
