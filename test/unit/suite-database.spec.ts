import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const { standaloneE2eFiles, usesSuiteDatabase } = require('../support/suite-database') as {
  standaloneE2eFiles(): string[];
  usesSuiteDatabase(file: string): boolean;
};

const E2E = join(__dirname, '..', 'e2e');

/** CI runs an e2e file on both databases when it uses the suite's (jest.config.js). */
describe('the e2e files on the suite database', () => {
  it('are those that import test-database.ts, directly or through a helper', () => {
    expect(usesSuiteDatabase(join(E2E, 'hot-statements.e2e-spec.ts'))).toBe(true); // directly
    expect(usesSuiteDatabase(join(E2E, 'me-profile.e2e-spec.ts'))).toBe(true); // through test-app.ts
    expect(usesSuiteDatabase(join(E2E, 'contracts.e2e-spec.ts'))).toBe(true); // through contract-fixtures.ts
    expect(usesSuiteDatabase(join(E2E, 'embedded-start.e2e-spec.ts'))).toBe(false);
    expect(standaloneE2eFiles()).toContain('embedded-start.e2e-spec.ts');
    expect(standaloneE2eFiles()).not.toContain('me-profile.e2e-spec.ts');
  });

  it('leave none that reads TEST_DATABASE_URL itself among the others', () => {
    const readers = standaloneE2eFiles().filter((name) =>
      readFileSync(join(E2E, name), 'utf8').includes('TEST_DATABASE_URL'),
    );
    expect(readers).toEqual([]);
  });
});
