import { Account, advance, newPhone, registerAccount } from '../support/accounts';
import { authFlows } from '../support/auth-flows';
import { lastCode } from '../support/outbox';
import { startTestApp, TestApp } from '../support/test-app';

describe('password reset and change', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const {
    smsTo,
    block,
    me,
    refresh,
    login,
    loginStart,
    loginSms,
    reset,
    resetConfirm,
    wrongCode,
    expectError,
    expectTokenPair,
    expectChallenge,
    passwordlessAccount,
  } = authFlows(() => t);

  describe('POST /v1/auth/password/reset', () => {
    it('sends an active account a reset code and answers the challenge (expiresIn 300, resendIn 60)', async () => {
      const account = await registerAccount(t);
      advance(t, 61);
      const sent = smsTo(account.phone).length;
      const res = await reset(account.phone);
      expectChallenge(res);
      const sms = smsTo(account.phone);
      expect(sms).toHaveLength(sent + 1);
      expect(sms[sms.length - 1]).toMatchObject({ purpose: 'reset', code: expect.stringMatching(/^\d{6}$/) });
    });

    it('answers an unknown phone with the same status and challenge shape and sends no SMS', async () => {
      const account = await registerAccount(t);
      advance(t, 61);
      const known = await reset(account.phone);
      const phone = newPhone();
      const unknown = await reset(phone);
      expect(unknown.status).toBe(known.status);
      expectChallenge(known);
      expectChallenge(unknown);
      expect(Object.keys(unknown.body)).toEqual(Object.keys(known.body));
      expect(smsTo(phone)).toHaveLength(0);
    });

    it('answers a pending (registered, unverified) phone with the same status and challenge shape and sends no SMS', async () => {
      const phone = newPhone();
      const password = 'correct horse';
      const reg = await t.request('POST', '/v1/auth/register', {
        body: { firstName: 'Ali', lastName: 'Valiyev', phone, password, passwordConfirmation: password },
      });
      expect(reg.status).toBe(201);
      advance(t, 61);
      const sent = smsTo(phone);
      expect(sent).toHaveLength(1);
      const res = await reset(phone);
      expectChallenge(res);
      expect(smsTo(phone)).toEqual(sent);
    });

    it('refuses a blocked account with 403 user_blocked and sends no SMS', async () => {
      const account = await registerAccount(t);
      advance(t, 61);
      await block(account.userId);
      const sent = smsTo(account.phone).length;
      expectError(await reset(account.phone), 403, 'user_blocked');
      expect(smsTo(account.phone)).toHaveLength(sent);
    });

    it('works for an SMS-login account too: the code sets a password', async () => {
      const account = await passwordlessAccount();
      const res = await reset(account.phone);
      expectChallenge(res);
      const sms = smsTo(account.phone);
      expect(sms[sms.length - 1].purpose).toBe('reset');
      const confirm = await resetConfirm(res.body.challengeId as string, sms[sms.length - 1].code, 'brand new pw');
      expect(confirm.status).toBe(204);

      advance(t, 61);
      const start = await loginStart(account.phone);
      expect(start.body.method).toBe('sms');
      const signedIn = await loginSms(
        start.body.challengeId as string,
        lastCode(t.config.sms.outboxFile, account.phone),
      );
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.accessToken as string;
      expect((await me(token)).body.hasPassword).toBe(true);
      const patched = await t.request('PATCH', '/v1/me', { token, body: { authMethod: 'password' } });
      expect(patched.status).toBe(200);
      expect((await login(account.phone, 'brand new pw')).status).toBe(200);
    });
  });

  describe('POST /v1/auth/password/reset/confirm', () => {
    async function resetCode(account: Account): Promise<{ challengeId: string; code: string }> {
      advance(t, 61);
      const res = await reset(account.phone);
      expect(res.status).toBe(200);
      return { challengeId: res.body.challengeId as string, code: lastCode(t.config.sms.outboxFile, account.phone) };
    }

    it('answers 204 with an empty body; afterwards the new password logs in and the old one does not', async () => {
      const account = await registerAccount(t);
      const { challengeId, code } = await resetCode(account);
      const res = await resetConfirm(challengeId, code, 'brand new pw');
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      await expectTokenPair(await login(account.phone, 'brand new pw'));
      expectError(await login(account.phone, account.password), 401, 'invalid_credentials');
    });

    it('ends every session of the user: old access tokens get 401 unauthorized, old refresh tokens 401 session_expired', async () => {
      const account = await registerAccount(t);
      const second = await login(account.phone, account.password);
      expect(second.status).toBe(200);
      const { challengeId, code } = await resetCode(account);
      expect((await resetConfirm(challengeId, code, 'brand new pw')).status).toBe(204);
      for (const token of [account.accessToken, second.body.accessToken as string]) {
        expectError(await me(token), 401, 'unauthorized');
      }
      for (const token of [account.refreshToken, second.body.refreshToken as string]) {
        expectError(await refresh(token), 401, 'session_expired');
      }
    });

    it('refuses a mismatched confirmation with 400 validation_failed, password_mismatch on passwordConfirmation', async () => {
      const account = await registerAccount(t);
      const { challengeId, code } = await resetCode(account);
      const res = await resetConfirm(challengeId, code, 'brand new pw', 'other new pw');
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.errors[0]).toEqual({
        field: 'passwordConfirmation',
        code: 'password_mismatch',
        message: expect.any(String),
      });
      const validation = require('../../i18n/en/validation.json') as Record<string, string>;
      expect(res.body.error.details.errors[0].message).toBe(validation.password_mismatch);
      expectError(await login(account.phone, 'brand new pw'), 401, 'invalid_credentials');
    });

    it('refuses a password shorter than 8 characters with 400 validation_failed too_short', async () => {
      const account = await registerAccount(t);
      const { challengeId, code } = await resetCode(account);
      const res = await resetConfirm(challengeId, code, 'short', 'short');
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.errors).toEqual([
        { field: 'password', code: 'too_short', message: expect.any(String) },
      ]);
      expectError(await login(account.phone, 'short'), 401, 'invalid_credentials');
    });

    it('refuses a wrong code with 401 invalid_code and keeps the old password', async () => {
      const account = await registerAccount(t);
      const { challengeId, code } = await resetCode(account);
      expectError(await resetConfirm(challengeId, wrongCode(code), 'brand new pw'), 401, 'invalid_code');
      expect((await login(account.phone, account.password)).status).toBe(200);
      expectError(await login(account.phone, 'brand new pw'), 401, 'invalid_credentials');
    });

    it('never accepts any code for a decoy challenge of an unknown phone (invalid_code)', async () => {
      const phone = newPhone();
      const decoy = await reset(phone);
      expectChallenge(decoy);
      expect(smsTo(phone)).toHaveLength(0);
      for (const code of ['000000', '123456', '999999', '654321']) {
        expectError(await resetConfirm(decoy.body.challengeId as string, code, 'brand new pw'), 401, 'invalid_code');
      }
    });
  });

  describe('PUT /v1/me/password', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      t.request('PUT', '/v1/me/password', { token, body });

    it('answers 204 with an empty body; the new password logs in and the old one does not', async () => {
      const account = await registerAccount(t);
      const res = await change(account.accessToken, {
        currentPassword: account.password,
        password: 'brand new pw',
        passwordConfirmation: 'brand new pw',
      });
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      await expectTokenPair(await login(account.phone, 'brand new pw'));
      expectError(await login(account.phone, account.password), 401, 'invalid_credentials');
    });

    it('refuses a wrong or missing currentPassword with 422 current_password_invalid', async () => {
      const account = await registerAccount(t);
      const next = { password: 'brand new pw', passwordConfirmation: 'brand new pw' };
      expectError(
        await change(account.accessToken, { ...next, currentPassword: 'wrong password' }),
        422,
        'current_password_invalid',
      );
      expectError(await change(account.accessToken, next), 422, 'current_password_invalid');
      expectError(await change(account.accessToken, { ...next, currentPassword: '' }), 422, 'current_password_invalid');
      expect((await login(account.phone, account.password)).status).toBe(200);
    });

    it('ends every other session of the user; the current one keeps working', async () => {
      const account = await registerAccount(t);
      const other = await login(account.phone, account.password);
      expect(other.status).toBe(200);
      const res = await change(account.accessToken, {
        currentPassword: account.password,
        password: 'brand new pw',
        passwordConfirmation: 'brand new pw',
      });
      expect(res.status).toBe(204);
      expectError(await me(other.body.accessToken as string), 401, 'unauthorized');
      expectError(await refresh(other.body.refreshToken as string), 401, 'session_expired');
      expect((await me(account.accessToken)).status).toBe(200);
      const refreshed = await refresh(account.refreshToken);
      expect(refreshed.status).toBe(200);
      expect((await me(refreshed.body.accessToken as string)).status).toBe(200);
    });
  });
});
