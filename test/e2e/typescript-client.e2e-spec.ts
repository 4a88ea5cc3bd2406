import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signUp } from '../../clients/typescript/examples/sign-up';
import { createIdentityClient } from '../../clients/typescript/src';
import { newPhone } from '../support/accounts';
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
});
