import { registerAccount } from '../support/accounts';
import { authFlows, UUID } from '../support/auth-flows';
import { startTestApp, TestApp } from '../support/test-app';

describe('PATCH /v1/me', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const { me, expectError, passwordlessAccount } = authFlows(() => t);

  describe('PATCH /v1/me', () => {
    it('changes firstName and lastName and answers the profile view', async () => {
      const account = await registerAccount(t);
      const res = await t.request('PATCH', '/v1/me', {
        token: account.accessToken,
        body: { firstName: 'Vali', lastName: 'Aliyev' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({
        id: account.userId,
        phone: account.phone,
        firstName: 'Vali',
        lastName: 'Aliyev',
        authMethod: 'password',
        status: 'active',
        hasPassword: true,
        lastLoginAt: expect.any(String),
        createdAt: expect.any(String),
        oneid: null,
        roleAssignments: [
          expect.objectContaining({
            id: expect.stringMatching(UUID),
            scope: { type: 'platform' },
            role: expect.objectContaining({ code: 'user' }),
          }),
        ],
      });
      const profile = await me(account.accessToken);
      expect(profile.body).toMatchObject({ firstName: 'Vali', lastName: 'Aliyev' });
    });

    it('refuses authMethod password without a password set with 422 password_required', async () => {
      const account = await passwordlessAccount();
      const res = await t.request('PATCH', '/v1/me', { token: account.accessToken, body: { authMethod: 'password' } });
      expectError(res, 422, 'password_required');
      expect((await me(account.accessToken)).body).toMatchObject({ authMethod: 'sms', hasPassword: false });
    });

    it('refuses an invalid authMethod value with 400 validation_failed', async () => {
      const account = await registerAccount(t);
      const res = await t.request('PATCH', '/v1/me', { token: account.accessToken, body: { authMethod: 'email' } });
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.errors).toEqual([
        expect.objectContaining({ field: 'authMethod', message: expect.any(String) }),
      ]);
      expect((await me(account.accessToken)).body.authMethod).toBe('password');
    });

    it('refuses an empty firstName with 400 validation_failed', async () => {
      const account = await registerAccount(t);
      const res = await t.request('PATCH', '/v1/me', { token: account.accessToken, body: { firstName: '' } });
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.errors).toEqual([
        { field: 'firstName', code: 'too_short', message: expect.any(String) },
      ]);
      expect((await me(account.accessToken)).body.firstName).toBe('Ali');
    });
  });
});
