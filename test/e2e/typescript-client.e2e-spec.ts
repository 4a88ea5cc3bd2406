import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signUp } from '../../clients/typescript/examples/sign-up';
import { createIdentityClient } from '../../clients/typescript/src';
import { newPhone } from '../support/accounts';
import { takeLock } from '../support/build';
import { lastCode } from '../support/outbox';
import { startTestApp, TestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');

describe('the typed TypeScript client (clients/typescript)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('compiles, with its usage example, under tsc --strict', async () => {
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const run = promisify(execFile)(
      process.execPath,
      [tsc, '--strict', '-p', join(ROOT, 'clients', 'typescript', 'tsconfig.json')],
      { cwd: ROOT, timeout: 120_000 },
    );
    await expect(run).resolves.toEqual({ stdout: '', stderr: '' });
  }, 150_000);

  it('registers, verifies the phone, signs in, reads /v1/me and refreshes against the real app', async () => {
    const phone = newPhone();
    const result = await signUp(
      t.baseUrl,
      { phone, firstName: 'Nodira', lastName: 'Karimova', password: 'correct horse' },
      (to) => lastCode(t.config.sms.outboxFile, to),
    );
    expect(result.me).toEqual(
      expect.objectContaining({ phone, firstName: 'Nodira', lastName: 'Karimova', status: 'active' }),
    );
    expect(result.tokens.accessToken).toEqual(expect.any(String));
    expect(result.tokens.refreshToken).toEqual(expect.any(String));

    const client = createIdentityClient({ baseUrl: t.baseUrl, accessToken: () => result.tokens.accessToken });
    const me = await client.GET('/v1/me');
    expect(me.data?.id).toBe(result.me.id);
  });

  it('answers typed errors: the envelope with a code of the operation and the Accept-Language message', async () => {
    const client = createIdentityClient({ baseUrl: t.baseUrl, language: 'ru' });
    const { data, error, response } = await client.POST('/v1/auth/login', {
      body: { phone: newPhone(), password: 'not the password' },
    });
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error?.error.code).toBe('invalid_credentials');
    expect(error?.error.message).not.toBe('Wrong phone number or password.');
    expect(error?.error.requestId).toBe(response.headers.get('x-request-id'));
  });

  describe('as a package (npm run build in clients/typescript)', () => {
    const CLIENT = join(ROOT, 'clients', 'typescript');
    const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    let consumer: string;
    // The two suites of .ci/run run this file at once: one builds and uses dist while the other waits.
    let release = () => undefined as void;
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, args, { cwd: consumer, timeout: 120_000 }).then((r) => r.stdout.trim());

    beforeAll(async () => {
      release = await takeLock(join(CLIENT, '.build-lock'), 300_000);
      await promisify(execFile)(process.execPath, [join(CLIENT, 'build.cjs')], { cwd: CLIENT, timeout: 150_000 });
      // A project depending on it as `file:`: npm links the folder into node_modules.
      consumer = mkdtempSync(join(tmpdir(), 'svc-client-consumer-'));
      writeFileSync(
        join(consumer, 'package.json'),
        JSON.stringify({
          name: 'consumer',
          type: 'module',
          dependencies: { '@svc-identity/client': `file:${CLIENT}` },
        }),
      );
      mkdirSync(join(consumer, 'node_modules', '@svc-identity'), { recursive: true });
      symlinkSync(CLIENT, join(consumer, 'node_modules', '@svc-identity', 'client'), 'dir');
    }, 480_000);

    afterAll(() => {
      if (consumer) rmSync(consumer, { recursive: true, force: true });
      release();
    });

    const call = (base: string) =>
      `createIdentityClient({ baseUrl: '${base}' }).GET('/v1/me').then((r) => console.log(r.response.status, r.error.error.code))`;

    it('works from plain Node with require() (CommonJS) against the service', async () => {
      const script = `const { createIdentityClient } = require('@svc-identity/client'); ${call(t.baseUrl)}`;
      await expect(run(['--input-type=commonjs', '-e', script])).resolves.toBe('401 unauthorized');
    }, 60_000);

    it('works from plain Node with import (ESM) against the service', async () => {
      const script = `import { createIdentityClient } from '@svc-identity/client'; ${call(t.baseUrl)}`;
      await expect(run(['--input-type=module', '-e', script])).resolves.toBe('401 unauthorized');
    }, 60_000);

    it('type-checks under the defaults of tsc --init, from ESM and from CommonJS', async () => {
      await run([TSC, '--init']);
      writeFileSync(
        join(consumer, 'index.ts'),
        [
          "import { createIdentityClient, type ErrorCode } from '@svc-identity/client';",
          'export async function phoneOrCode(baseUrl: string): Promise<string | undefined> {',
          '  const { data, error } = await createIdentityClient({ baseUrl }).GET("/v1/me");',
          '  const code: ErrorCode | undefined = error?.error.code;',
          '  return data?.phone ?? code;',
          '}',
        ].join('\n'),
      );
      writeFileSync(
        join(consumer, 'legacy.cts'),
        "import client = require('@svc-identity/client');\nconst make = (baseUrl: string) => client.createIdentityClient({ baseUrl });\nexport = make;\n",
      );
      await expect(run([TSC, '-p', '.', '--noEmit'])).resolves.toBe('');
    }, 150_000);
  });
});
