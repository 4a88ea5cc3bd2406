import { advance, newPhone, registerAccount } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { captureLogLines } from '../support/log-capture';
import { addMember, createOrg } from '../support/orgs';
import { lastCode } from '../support/outbox';
import { roleId, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

/** CONTRACT §9: wrong passwords are limited per account as well as per address. */
describe('the per-account password limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Addresses are named by X-Forwarded-For, so each wrong password can come from another one.
    t = await startTestApp({ TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await t.close();
  });

  const login = (phone: string, password: string, from: number) =>
    t.request('POST', '/v1/auth/login', {
      body: { phone, password },
      headers: { 'X-Forwarded-For': `203.0.113.${from}` },
    });

  it('after 10 wrong passwords from any addresses, refuses the phone with 429 until the window ends, the right password too', async () => {
    const account = await registerAccount(t);
    for (let i = 0; i < 10; i++)
      expectError(await login(account.phone, 'wrong password', i), 401, 'invalid_credentials');
    const refused = await login(account.phone, account.password, 50);
    expectError(refused, 429, 'too_many_requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another phone is its own count.
    const other = await registerAccount(t);
    expect((await login(other.phone, other.password, 51)).status).toBe(200);
    advance(t, 901);
    expect((await login(account.phone, account.password, 52)).status).toBe(200);
  });

  it('lets password reset through while password login is refused', async () => {
    const account = await registerAccount(t);
    for (let i = 0; i < 10; i++) await login(account.phone, 'wrong password', i);
    expectError(await login(account.phone, account.password, 60), 429, 'too_many_requests');
    advance(t, 61); // past the resend interval of the registration's code, inside the 15-minute window
    const reset = await t.request('POST', '/v1/auth/password/reset', { body: { phone: account.phone } });
    expect(reset.status).toBe(200);
    const confirmed = await t.request('POST', '/v1/auth/password/reset/confirm', {
      body: {
        challengeId: reset.body.challengeId,
        code: lastCode(t.config.sms.outboxFile, account.phone),
        password: 'a new password',
        passwordConfirmation: 'a new password',
      },
    });
    expect(confirmed.status).toBe(204);
    // The window is not reopened by what happened elsewhere.
    expectError(await login(account.phone, 'a new password', 61), 429, 'too_many_requests');
    advance(t, 901);
  });

  it('does not count right passwords, and a right one does not reopen a full window', async () => {
    const account = await registerAccount(t);
    for (let i = 0; i < 5; i++) expect((await login(account.phone, account.password, i)).status).toBe(200);
    for (let i = 0; i < 9; i++) await login(account.phone, 'wrong password', i);
    expect((await login(account.phone, account.password, 70)).status).toBe(200);
    expectError(await login(account.phone, 'wrong password', 71), 401, 'invalid_credentials');
    expectError(await login(account.phone, account.password, 72), 429, 'too_many_requests');
    advance(t, 901);
  });

  it('never lets parallel guesses past ten', async () => {
    const account = await registerAccount(t);
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => login(account.phone, `wrong ${i}`, i)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    advance(t, 901);
  });

  it('lets many right passwords through at once: only wrong ones are counted', async () => {
    const account = await registerAccount(t);
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => login(account.phone, account.password, i)));
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
  });

  it('limits a phone nobody registered exactly like a registered one', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i++) expectError(await login(phone, 'guess', i), 401, 'invalid_credentials');
    expectError(await login(phone, 'guess', 11), 429, 'too_many_requests');
    advance(t, 901);
  });
});

/** CONTRACT §9: PUT /v1/me/password checks the current password under login's limits. */
describe('the password change under the per-account and per-address limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '10' });
  });

  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  /** Each call from its own address unless one is given, so only the per-account window counts. */
  const from = (n?: number) => ({ 'X-Forwarded-For': `198.18.0.${n ?? ++address % 250}` });
  const login = (phone: string, password: string, n?: number) =>
    t.request('POST', '/v1/auth/login', { body: { phone, password }, headers: from(n) });
  const change = (token: string, currentPassword: string, n?: number, password = 'a brand new password') =>
    t.request('PUT', '/v1/me/password', {
      token,
      body: { currentPassword, password, passwordConfirmation: password },
      headers: from(n),
    });

  it('counts wrong current passwords in login’s window, both ways: past ten, 429 until it ends, the right one too', async () => {
    const account = await registerAccount(t);
    for (let i = 0; i < 5; i++) expectError(await login(account.phone, `wrong ${i}`), 401, 'invalid_credentials');
    for (let i = 0; i < 5; i++)
      expectError(await change(account.accessToken, `wrong ${i}`), 422, 'current_password_invalid');
    const refused = await change(account.accessToken, account.password);
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expectError(await login(account.phone, account.password), 429, 'too_many_requests');

    // The other way: ten wrong current passwords close password login.
    const other = await registerAccount(t);
    for (let i = 0; i < 10; i++)
      expectError(await change(other.accessToken, `wrong ${i}`), 422, 'current_password_invalid');
    expectError(await login(other.phone, other.password), 429, 'too_many_requests');
    expectError(await change(other.accessToken, other.password), 429, 'too_many_requests');

    advance(t, 901);
    const signedIn = await login(account.phone, account.password);
    expect(signedIn.status).toBe(200);
    expect((await change(signedIn.body.accessToken as string, account.password)).status).toBe(204);
  });

  it('never lets sixteen parallel wrong current passwords past ten', async () => {
    const account = await registerAccount(t);
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => change(account.accessToken, `wrong ${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expectError(await login(account.phone, account.password), 429, 'too_many_requests');
    advance(t, 901);
  });

  it('limits one address to AUTH_RATE_LIMIT_PER_MINUTE changes a minute, in a bucket of its own', async () => {
    const account = await registerAccount(t);
    // Ten refused bodies from one address: each is a request of the minute.
    for (let i = 0; i < 10; i++) {
      const res = await t.request('PUT', '/v1/me/password', {
        token: account.accessToken,
        body: {},
        headers: from(251),
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('x-ratelimit-limit')).toBe('10');
    }
    const refused = await change(account.accessToken, account.password, 251);
    expectError(refused, 429, 'too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Login from that address is counted apart, and so is another address here.
    expect((await login(account.phone, account.password, 251)).status).toBe(200);
    for (let i = 0; i < 10; i++) await login(newPhone(), 'whatever1', 252);
    expectError(await login(newPhone(), 'whatever1', 252), 429, 'too_many_requests');
    expect((await change(account.accessToken, account.password, 252)).status).toBe(204);
    advance(t, 61);
  });
});

/** Issue 11: one structured line per security event, with a masked phone or user id, the IP and the request id. */
describe('security events in the log', () => {
  let t: TestApp;
  let raw: string[];

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '1' });
    raw = captureLogLines(t.app);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const lines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  const events = (name: string) => lines().filter((line) => line.securityEvent === name);
  const from = (n: number, requestId: string) => ({ 'X-Forwarded-For': `198.51.100.${n}`, 'X-Request-Id': requestId });

  it('logs failed and successful logins, the account limit, refresh reuse, a code lockout and the PIN limit', async () => {
    const account = await registerAccount(t);
    const digits = account.phone.slice(1);

    await t.request('POST', '/v1/auth/login', {
      body: { phone: account.phone, password: 'not it' },
      headers: from(1, 'sec-failed'),
    });
    expect(events('login_failed')).toEqual([
      expect.objectContaining({
        phone: expect.stringMatching(/^\+99890\*+\d\d$/),
        ip: '198.51.100.1',
        requestId: 'sec-failed',
      }),
    ]);

    const ok = await t.request('POST', '/v1/auth/login', {
      body: { phone: account.phone, password: account.password },
      headers: from(2, 'sec-ok'),
    });
    expect(events('login_succeeded')).toContainEqual(
      expect.objectContaining({ userId: account.userId, ip: '198.51.100.2', requestId: 'sec-ok', method: 'password' }),
    );

    for (let i = 0; i < 10; i++) {
      await t.request('POST', '/v1/auth/login', { body: { phone: account.phone, password: `no ${i}` } });
    }
    expect(events('password_limit_reached')).toHaveLength(1);

    await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: ok.body.refreshToken } });
    t.clock.advance(t.config.refreshReuseGraceSeconds); // past the grace (CONTRACT §11.6)
    await t.request('POST', '/v1/auth/refresh', {
      body: { refreshToken: ok.body.refreshToken },
      headers: from(3, 'sec-reuse'),
    });
    expect(events('refresh_token_reused')).toEqual([
      expect.objectContaining({ userId: account.userId, ip: '198.51.100.3', requestId: 'sec-reuse' }),
    ]);

    const phone = newPhone();
    const registered = await t.request('POST', '/v1/auth/register', {
      body: { firstName: 'A', lastName: 'B', phone, password: 'pass word 1', passwordConfirmation: 'pass word 1' },
    });
    const wrong = lastCode(t.config.sms.outboxFile, phone) === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await t.request('POST', '/v1/auth/verify-phone', {
        body: { challengeId: registered.body.challengeId, code: wrong },
        headers: from(4, `sec-code-${i}`),
      });
    }
    expect(events('code_locked')).toEqual([
      expect.objectContaining({ purpose: 'register', ip: '198.51.100.4', requestId: 'sec-code-4' }),
    ]);

    const owner = await staff(t);
    const org = await createOrg(t, owner);
    const cashier = await addMember(t, owner, org.id, await roleId(t, 'cashier'));
    for (let i = 0; i < 6; i++) {
      await t.request('POST', `/v1/orgs/${org.id}/members/lookup`, {
        token: cashier.accessToken,
        body: { pin: `90000${i}` },
        headers: from(5, `sec-pin-${i}`),
      });
    }
    expect(events('pin_guess_limit_reached')).toEqual([
      expect.objectContaining({
        userId: cashier.userId,
        organizationId: org.id,
        ip: '198.51.100.5',
        requestId: 'sec-pin-5',
      }),
    ]);

    // Never a secret, never a whole phone number.
    const logged = JSON.stringify(lines().map(({ time: _time, ...line }) => line));
    for (const secret of [account.password, ok.body.refreshToken, ok.body.accessToken, wrong, '900005', digits]) {
      expect(logged).not.toContain(secret);
    }
  });
});
