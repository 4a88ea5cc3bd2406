import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CLIENT, useClientConsumer, TSC } from '../support/client-package';
import { PROJECT_ROOT } from '../support/child-process';

// The typed client's type checks: no service, so they run once (the standalone project of
// jest.config.js); its calls to the service are typescript-client.e2e-spec.ts.
describe('the typed TypeScript client (clients/typescript), its types', () => {
  it('compiles, with its usage example, under tsc --strict', async () => {
    const run = promisify(execFile)(process.execPath, [TSC, '--strict', '-p', join(CLIENT, 'tsconfig.json')], {
      cwd: PROJECT_ROOT,
      timeout: 120_000,
    });
    await expect(run).resolves.toEqual({ stdout: '', stderr: '' });
  }, 150_000);

  describe('as a package (npm run build in clients/typescript)', () => {
    const consumer = useClientConsumer();

    it('type-checks under the defaults of tsc --init, from ESM and from CommonJS', async () => {
      const { dir, run } = consumer();
      await run([TSC, '--init']);
      writeFileSync(
        join(dir, 'index.ts'),
        [
          "import { createIdentityClient, type ErrorCode } from '@svc-identity/client';",
          'export async function phoneOrCode(baseUrl: string): Promise<string | undefined> {',
          '  const { data, error } = await createIdentityClient({ baseUrl }).GET("/v1/me");',
          '  const code: ErrorCode | undefined = error?.error.code;',
          // GET /v1/me answers a person's profile view or, for a till's staff token, the member without a phone.
          "  return (data && 'phone' in data ? data.phone : undefined) ?? code;",
          '}',
        ].join('\n'),
      );
      writeFileSync(
        join(dir, 'legacy.cts'),
        "import client = require('@svc-identity/client');\nconst make = (baseUrl: string) => client.createIdentityClient({ baseUrl });\nexport = make;\n",
      );
      await expect(run([TSC, '-p', '.', '--noEmit'])).resolves.toBe('');
    }, 150_000);
  });
});
