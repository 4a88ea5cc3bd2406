import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(__dirname, '..', '..');

describe('clients/typescript', () => {
  it('has types generated from the committed openapi.yaml (run `npm run openapi`)', async () => {
    // A child process: openapi-typescript is loaded by Node itself, not by Jest's sandbox.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(ROOT, 'scripts', 'generate-client.js'), '--stdout'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
    );
    const committed = readFileSync(join(ROOT, 'clients', 'typescript', 'src', 'schema.ts'), 'utf8');
    expect(stdout === committed).toBe(true);
  });
});
