import { signUp } from '../../clients/typescript/examples/sign-up';
import { createIdentityClient } from '../../clients/typescript/src';
import { newPhone } from '../support/accounts';
import { useClientConsumer } from '../support/client-package';
import { lastCode } from '../support/outbox';
import { startTestApp, TestApp } from '../support/test-app';

// Against the service, on the suite's database; its type checks, which need no service, are
// typescript-client-types.e2e-spec.ts (run once).

describe('the typed TypeScript client (clients/typescript)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

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
    const consumer = useClientConsumer();

    const call = (base: string) =>
      `createIdentityClient({ baseUrl: '${base}' }).GET('/v1/me').then((r) => console.log(r.response.status, r.error.error.code))`;

    it('works from plain Node with require() (CommonJS) against the service', async () => {
      const script = `const { createIdentityClient } = require('@svc-identity/client'); ${call(t.baseUrl)}`;
      await expect(consumer().run(['--input-type=commonjs', '-e', script])).resolves.toBe('401 unauthorized');
    }, 60_000);

    it('works from plain Node with import (ESM) against the service', async () => {
      const script = `import { createIdentityClient } from '@svc-identity/client'; ${call(t.baseUrl)}`;
      await expect(consumer().run(['--input-type=module', '-e', script])).resolves.toBe('401 unauthorized');
    }, 60_000);
  });
});
