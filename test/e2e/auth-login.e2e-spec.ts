import { advance, newPhone, registerAccount } from '../support/accounts';
import { authFlows, UUID } from '../support/auth-flows';
import { lastCode } from '../support/outbox';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

describe('password login and SMS login', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const {
    db,
    nowMs,
    smsTo,
    block,
    me,
    login,
    loginStart,
    loginSms,
    reset,
    wrongCode,
    expectError,
    expectTokenPair,
    smsAccount,
  } = authFlows(() => t);

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
