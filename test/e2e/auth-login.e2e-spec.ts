import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock/clock';
import { Account, advance, newPhone, registerAccount } from '../support/accounts';
import { lastCode, OutboxMessage, readOutbox } from '../support/outbox';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

describe('password login, SMS login and passwords', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.get(DataSource);
  const nowMs = () => t.app.get(Clock).nowMs();
  const smsTo = (phone: string): OutboxMessage[] =>
    readOutbox(t.config.sms.outboxFile).filter((m) => m.phone === phone);
  const block = (userId: string) => db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [userId]);
  const me = (token: string) => t.request('GET', '/v1/me', { token });
  const refresh = (refreshToken: string) => t.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const login = (phone: string, password: string, headers: Record<string, string> = {}) =>
    t.request('POST', '/v1/auth/login', { body: { phone, password }, headers });
  const loginStart = (phone: string) => t.request('POST', '/v1/auth/login/start', { body: { phone } });
  const loginSms = (challengeId: string, code: string) =>
    t.request('POST', '/v1/auth/login/sms', { body: { challengeId, code } });
  const reset = (phone: string) => t.request('POST', '/v1/auth/password/reset', { body: { phone } });
  const resetConfirm = (challengeId: string, code: string, password: string, passwordConfirmation = password) =>
    t.request('POST', '/v1/auth/password/reset/confirm', {
      body: { challengeId, code, password, passwordConfirmation },
    });

  /** A code that is certainly not `code`. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** The error envelope of the specification: {error: {code, message, details?, requestId}}. */
  function expectError(res: TestResponse, status: number, code: string): void {
    expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(['code', 'message', 'details', 'requestId']).toEqual(expect.arrayContaining(Object.keys(res.body.error)));
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(res.body.error.message).not.toBe('');
    expect(res.body.error.requestId).toEqual(expect.any(String));
    expect(res.body.error.requestId).not.toBe('');
    expect(res.headers.get('x-request-id')).toBe(res.body.error.requestId);
  }

  /** A token pair for a mobile client, with a working access token. */
  async function expectTokenPair(res: TestResponse): Promise<void> {
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({
      accessToken: expect.any(String),
      accessTokenExpiresIn: 900,
      refreshToken: expect.any(String),
      refreshTokenExpiresAt: expect.any(String),
    });
    const expiresAt = new Date(res.body.refreshTokenExpiresAt as string).getTime();
    expect(res.body.refreshTokenExpiresAt).toBe(new Date(expiresAt).toISOString());
    expect(Math.abs(expiresAt - (nowMs() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect((await me(res.body.accessToken as string)).status).toBe(200);
  }

  function expectChallenge(res: TestResponse): void {
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({ challengeId: expect.stringMatching(UUID), expiresIn: 300, resendIn: 60 });
  }

  /** An active account that signs in by SMS code; past the resend interval of its registration code. */
  async function smsAccount(): Promise<Account> {
    const account = await registerAccount(t);
    const patched = await t.request('PATCH', '/v1/me', { token: account.accessToken, body: { authMethod: 'sms' } });
    if (patched.status !== 200 || patched.body.authMethod !== 'sms') {
      throw new Error(`PATCH /v1/me authMethod sms: ${patched.status} ${patched.text}`);
    }
    advance(t, 61);
    return account;
  }

  /** An active account with no password at all, signing in by SMS. */
  async function passwordlessAccount(): Promise<Account> {
    const account = await registerAccount(t);
    await db().query(`UPDATE users SET password_hash = NULL, auth_method = 'sms' WHERE id = $1`, [account.userId]);
    advance(t, 61);
    return account;
  }

  describe('POST /v1/auth/login', () => {
    it('answers 200 with a token pair: accessToken, accessTokenExpiresIn 900, refreshToken, refreshTokenExpiresAt', async () => {
      const account = await registerAccount(t);
      await expectTokenPair(await login(account.phone, account.password));
    });

    const local = (phone: string) => phone.slice(4); // 901234567
    const spaced = (l: string) => `${l.slice(0, 2)} ${l.slice(2, 5)} ${l.slice(5, 7)} ${l.slice(7)}`;
    it.each<[string, (phone: string) => string]>([
      ['90 123 45 67', (p) => spaced(local(p))],
      ['+998 90 123 45 67', (p) => `+998 ${spaced(local(p))}`],
      ['998901234567', (p) => `998${local(p)}`],
      ['901234567', (p) => local(p)],
      [
        '(90) 123-45-67',
        (p) => `(${local(p).slice(0, 2)}) ${local(p).slice(2, 5)}-${local(p).slice(5, 7)}-${local(p).slice(7)}`,
      ],
    ])('accepts the phone in the common Uzbek form %s', async (_label, format) => {
      const account = await registerAccount(t);
      const res = await login(format(account.phone), account.password);
      await expectTokenPair(res);
      expect((await me(res.body.accessToken as string)).body.id).toBe(account.userId);
    });

    it('answers a wrong password with 401 invalid_credentials', async () => {
      const account = await registerAccount(t);
      expectError(await login(account.phone, 'wrong password'), 401, 'invalid_credentials');
    });

    it('answers an unknown phone exactly like a wrong password', async () => {
      const account = await registerAccount(t);
      const wrong = await login(account.phone, 'wrong password');
      const unknown = await login(newPhone(), 'wrong password');
      expectError(wrong, 401, 'invalid_credentials');
      expectError(unknown, 401, 'invalid_credentials');
      const withoutRequestId = (res: TestResponse) => {
        const { requestId: _requestId, ...rest } = res.body.error as Record<string, unknown>;
        return { ...res.body, error: rest } as unknown;
      };
      expect(withoutRequestId(unknown)).toStrictEqual(withoutRequestId(wrong));
      expect(unknown.body.error.requestId).not.toBe(wrong.body.error.requestId);
    });

    it('answers a blocked account 401 invalid_credentials with a wrong password and 403 user_blocked with the right one', async () => {
      const account = await registerAccount(t);
      await block(account.userId);
      expectError(await login(account.phone, 'wrong password'), 401, 'invalid_credentials');
      expectError(await login(account.phone, account.password), 403, 'user_blocked');
    });

    it('answers an SMS-login account invalid_credentials even with the right password', async () => {
      const account = await smsAccount();
      expectError(await login(account.phone, account.password), 401, 'invalid_credentials');
    });

    it('sets lastLoginAt on login', async () => {
      const account = await registerAccount(t);
      await db().query('UPDATE users SET last_login_at = NULL WHERE id = $1', [account.userId]);
      expect((await me(account.accessToken)).body.lastLoginAt).toBeNull();
      advance(t, 120);
      const before = nowMs();
      const res = await login(account.phone, account.password);
      const after = nowMs();
      expect(res.status).toBe(200);
      const lastLoginAt = (await me(res.body.accessToken as string)).body.lastLoginAt as string;
      expect(lastLoginAt).toEqual(expect.any(String));
      expect(new Date(lastLoginAt).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(lastLoginAt).getTime()).toBeLessThanOrEqual(after);
    });

    it('localizes the error message by Accept-Language (uz invalid_credentials)', async () => {
      const account = await registerAccount(t);
      const res = await login(account.phone, 'wrong password', { 'Accept-Language': 'uz' });
      expectError(res, 401, 'invalid_credentials');
      const uz = require('../../i18n/uz/errors.json') as Record<string, string>;
      expect(res.body.error.message).toBe(uz.invalid_credentials);
      const en = require('../../i18n/en/errors.json') as Record<string, string>;
      expect((await login(account.phone, 'wrong password')).body.error.message).toBe(en.invalid_credentials);
    });
  });

  describe('POST /v1/auth/login/start', () => {
    it('answers exactly {"method":"password"} for a password account and sends no SMS', async () => {
      const account = await registerAccount(t);
      advance(t, 61);
      const sent = smsTo(account.phone).length;
      const res = await loginStart(account.phone);
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({ method: 'password' });
      expect(smsTo(account.phone)).toHaveLength(sent);
    });

    it('answers an unknown phone exactly like a password account and sends no SMS', async () => {
      const account = await registerAccount(t);
      advance(t, 61);
      const known = await loginStart(account.phone);
      const phone = newPhone();
      const unknown = await loginStart(phone);
      expect(unknown.status).toBe(known.status);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toStrictEqual({ method: 'password' });
      expect(unknown.text).toBe(known.text);
      expect(smsTo(phone)).toHaveLength(0);
    });

    it('sends an SMS-login account a login code and answers {method:"sms", challengeId, expiresIn, resendIn}', async () => {
      const account = await smsAccount();
      const sent = smsTo(account.phone).length;
      const res = await loginStart(account.phone);
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({
        method: 'sms',
        challengeId: expect.stringMatching(UUID),
        expiresIn: 300,
        resendIn: 60,
      });
      const sms = smsTo(account.phone);
      expect(sms).toHaveLength(sent + 1);
      expect(sms[sms.length - 1]).toMatchObject({ purpose: 'login', code: expect.stringMatching(/^\d{6}$/) });
    });

    it('refuses a blocked SMS-login account with 403 user_blocked and sends no SMS', async () => {
      const account = await smsAccount();
      await block(account.userId);
      const sent = smsTo(account.phone).length;
      expectError(await loginStart(account.phone), 403, 'user_blocked');
      expect(smsTo(account.phone)).toHaveLength(sent);
    });
  });

  describe('POST /v1/auth/login/sms', () => {
    it('signs in with the right code: a token pair, and lastLoginAt is set', async () => {
      const account = await smsAccount();
      await db().query('UPDATE users SET last_login_at = NULL WHERE id = $1', [account.userId]);
      const start = await loginStart(account.phone);
      const before = nowMs();
      const res = await loginSms(start.body.challengeId as string, lastCode(t.config.sms.outboxFile, account.phone));
      const after = nowMs();
      await expectTokenPair(res);
      const profile = await me(res.body.accessToken as string);
      expect(profile.body.id).toBe(account.userId);
      const lastLoginAt = new Date(profile.body.lastLoginAt as string).getTime();
      expect(lastLoginAt).toBeGreaterThanOrEqual(before);
      expect(lastLoginAt).toBeLessThanOrEqual(after);
    });

    it('answers a wrong code with 401 invalid_code', async () => {
      const account = await smsAccount();
      const start = await loginStart(account.phone);
      const code = lastCode(t.config.sms.outboxFile, account.phone);
      expectError(await loginSms(start.body.challengeId as string, wrongCode(code)), 401, 'invalid_code');
    });

    it('refuses a registration challenge with 401 invalid_code', async () => {
      const phone = newPhone();
      const password = 'correct horse';
      const reg = await t.request('POST', '/v1/auth/register', {
        body: { firstName: 'Ali', lastName: 'Valiyev', phone, password, passwordConfirmation: password },
      });
      expect(reg.status).toBe(201);
      const res = await loginSms(reg.body.challengeId as string, lastCode(t.config.sms.outboxFile, phone));
      expectError(res, 401, 'invalid_code');
    });

    it('answers 403 user_blocked when the account was blocked after the code was sent', async () => {
      const account = await smsAccount();
      const start = await loginStart(account.phone);
      expect(start.body.method).toBe('sms');
      await block(account.userId);
      const res = await loginSms(start.body.challengeId as string, lastCode(t.config.sms.outboxFile, account.phone));
      expectError(res, 403, 'user_blocked');
    });
  });

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

  it('never puts the SMS code in a response body (password reset and login/start)', async () => {
    const resetAccount = await registerAccount(t);
    advance(t, 61);
    const resetRes = await reset(resetAccount.phone);
    expect(resetRes.status).toBe(200);
    const resetCode = lastCode(t.config.sms.outboxFile, resetAccount.phone);
    expect(resetRes.text).not.toContain(resetCode);

    const smsUser = await smsAccount();
    const startRes = await loginStart(smsUser.phone);
    expect(startRes.status).toBe(200);
    const loginCode = lastCode(t.config.sms.outboxFile, smsUser.phone);
    expect(smsTo(smsUser.phone).pop()?.purpose).toBe('login');
    expect(startRes.text).not.toContain(loginCode);
  });
});
