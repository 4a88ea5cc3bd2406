import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock/clock';
import { Account, advance, registerAccount } from './accounts';
import { OutboxMessage, readOutbox } from './outbox';
import { TestApp, TestResponse } from './test-app';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY_MS = 86_400_000;

/**
 * The calls and checks the sign-in tests share (auth-login, auth-password, me-profile), over the
 * test app the file starts in its beforeAll.
 */
export function authFlows(app: () => TestApp) {
  const db = () => app().app.get(DataSource);
  const nowMs = () => app().app.get(Clock).nowMs();
  const smsTo = (phone: string): OutboxMessage[] =>
    readOutbox(app().config.sms.outboxFile).filter((m) => m.phone === phone);
  const block = (userId: string) => db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [userId]);
  const me = (token: string) => app().request('GET', '/v1/me', { token });
  const refresh = (refreshToken: string) => app().request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const login = (phone: string, password: string, headers: Record<string, string> = {}) =>
    app().request('POST', '/v1/auth/login', { body: { phone, password }, headers });
  const loginStart = (phone: string) => app().request('POST', '/v1/auth/login/start', { body: { phone } });
  const loginSms = (challengeId: string, code: string) =>
    app().request('POST', '/v1/auth/login/sms', { body: { challengeId, code } });
  const reset = (phone: string) => app().request('POST', '/v1/auth/password/reset', { body: { phone } });
  const resetConfirm = (challengeId: string, code: string, password: string, passwordConfirmation = password) =>
    app().request('POST', '/v1/auth/password/reset/confirm', {
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
    const account = await registerAccount(app());
    const patched = await app().request('PATCH', '/v1/me', { token: account.accessToken, body: { authMethod: 'sms' } });
    if (patched.status !== 200 || patched.body.authMethod !== 'sms') {
      throw new Error(`PATCH /v1/me authMethod sms: ${patched.status} ${patched.text}`);
    }
    advance(app(), 61);
    return account;
  }

  /** An active account with no password at all, signing in by SMS. */
  async function passwordlessAccount(): Promise<Account> {
    const account = await registerAccount(app());
    await db().query(`UPDATE users SET password_hash = NULL, auth_method = 'sms' WHERE id = $1`, [account.userId]);
    advance(app(), 61);
    return account;
  }

  return {
    db,
    nowMs,
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
    smsAccount,
    passwordlessAccount,
  };
}
