import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../src/common/clock/clock';
import { advance, newPhone, registerAccount } from '../support/accounts';
import { lastCode } from '../support/outbox';
import { startTestApp, TestApp } from '../support/test-app';

describe('tokens and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const refresh = (refreshToken: string) => t.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const me = (token: string) => t.request('GET', '/v1/me', { token });

  it('issues an EdDSA access token (at+jwt) with iss, sub, sid, kind, iat, exp and jti (CONTRACT §11.2)', async () => {
    const account = await registerAccount(t);
    const [header, payload] = account.accessToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'EdDSA', typ: 'at+jwt', kid: expect.any(String) });
    expect(payload).toEqual({
      iss: t.config.publicUrl,
      sub: account.userId,
      sid: expect.any(String),
      kind: 'user',
      iat: expect.any(Number),
      exp: Number(payload.iat) + 900,
      jti: expect.any(String),
    });
  });

  it('refuses tokens of any other algorithm, forged, expired or missing with 401 unauthorized', async () => {
    const account = await registerAccount(t);
    const [, payload] = account.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const hs512Header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const hs512 = `${hs512Header}.${payload}.${createHmac('sha512', t.config.jwtSecret!).update(`${hs512Header}.${payload}`).digest('base64url')}`;
    for (const token of [none, hs512, `${account.accessToken}x`, 'garbage']) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
    expect((await t.request('GET', '/v1/me')).body.error.code).toBe('unauthorized');
    advance(t, 901);
    expect((await me(account.accessToken)).body.error.code).toBe('unauthorized');
  });

  it('rotates the refresh token: a new pair, the session extended, the old token revoked', async () => {
    const account = await registerAccount(t);
    advance(t, 3600);
    const res = await refresh(account.refreshToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      accessTokenExpiresIn: 900,
      refreshToken: expect.any(String),
      refreshTokenExpiresAt: expect.any(String),
    });
    expect(res.body.refreshToken).not.toBe(account.refreshToken);
    const expiresAt = new Date(res.body.refreshTokenExpiresAt).getTime();
    expect(Math.abs(expiresAt - (t.app.get(Clock).nowMs() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect((await me(res.body.accessToken)).status).toBe(200);
  });

  it('ends the session when a used refresh token comes back: the newer token dies too', async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    // Past REFRESH_REUSE_GRACE_SECONDS (CONTRACT §11.6; the grace itself: refresh-grace.e2e-spec.ts).
    advance(t, 10);
    const reused = await refresh(account.refreshToken);
    expect(reused.status).toBe(401);
    expect(reused.body.error.code).toBe('session_expired');
    expect((await refresh(first.body.refreshToken)).body.error.code).toBe('session_expired');
    expect((await me(first.body.accessToken)).body.error.code).toBe('unauthorized');
  });

  it('answers session_expired for a missing, unknown or expired refresh token', async () => {
    expect((await t.request('POST', '/v1/auth/refresh', { body: {} })).body.error.code).toBe('session_expired');
    expect((await refresh('not-a-token')).body.error.code).toBe('session_expired');
    const account = await registerAccount(t);
    advance(t, 31 * 86_400);
    const res = await refresh(account.refreshToken);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('session_expired');
  });

  it('logs out: 204, the session ends at once, and again 204 when already ended or without a token', async () => {
    const account = await registerAccount(t);
    const res = await t.request('POST', '/v1/auth/logout', { body: { refreshToken: account.refreshToken } });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await me(account.accessToken)).body.error.code).toBe('unauthorized');
    expect((await refresh(account.refreshToken)).body.error.code).toBe('session_expired');
    expect((await t.request('POST', '/v1/auth/logout', { body: { refreshToken: account.refreshToken } })).status).toBe(
      204,
    );
    expect((await t.request('POST', '/v1/auth/logout')).status).toBe(204);
  });

  describe('browser clients (X-Client: web)', () => {
    const web = { 'X-Client': 'web' };

    function cookieOf(res: { headers: Headers }): string {
      const header = res.headers.get('set-cookie') ?? '';
      return header;
    }

    it('sends the refresh token only in the svc_refresh cookie with the required attributes', async () => {
      const phone = newPhone();
      const reg = await t.request('POST', '/v1/auth/register', {
        body: {
          firstName: 'A',
          lastName: 'B',
          phone,
          password: 'correct horse',
          passwordConfirmation: 'correct horse',
        },
      });
      const res = await t.request('POST', '/v1/auth/verify-phone', {
        body: { challengeId: reg.body.challengeId, code: lastCode(t.config.sms.outboxFile, phone) },
        headers: web,
      });
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['accessToken', 'accessTokenExpiresIn']);
      const cookie = cookieOf(res);
      expect(cookie).toMatch(/^svc_refresh=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('Path=/v1/auth');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toMatch(/Expires=\w{3}, \d{2} \w{3} \d{4}/);
    });

    it('refreshes from the cookie, ignores a body token, and logs out deleting the cookie', async () => {
      const account = await registerAccount(t);
      const login = await t.request('POST', '/v1/auth/login', {
        body: { phone: account.phone, password: account.password },
        headers: web,
      });
      const token = /svc_refresh=([^;]+)/.exec(cookieOf(login))![1];
      const withBodyOnly = await t.request('POST', '/v1/auth/refresh', {
        body: { refreshToken: account.refreshToken },
        headers: web,
      });
      expect(withBodyOnly.status).toBe(401);
      expect(withBodyOnly.body.error.code).toBe('session_expired');
      expect(cookieOf(withBodyOnly)).toMatch(/^svc_refresh=;.*Expires=Thu, 01 Jan 1970/);

      const refreshed = await t.request('POST', '/v1/auth/refresh', {
        headers: { ...web, cookie: `svc_refresh=${token}` },
      });
      expect(refreshed.status).toBe(200);
      expect(Object.keys(refreshed.body).sort()).toEqual(['accessToken', 'accessTokenExpiresIn']);
      const next = /svc_refresh=([^;]+)/.exec(cookieOf(refreshed))![1];
      expect(next).not.toBe(token);

      const out = await t.request('POST', '/v1/auth/logout', { headers: { ...web, cookie: `svc_refresh=${next}` } });
      expect(out.status).toBe(204);
      expect(cookieOf(out)).toMatch(/^svc_refresh=;/);
      expect((await me(refreshed.body.accessToken)).body.error.code).toBe('unauthorized');
    });
  });

  it('lists live sessions with the current one marked, and ends one by id', async () => {
    const account = await registerAccount(t);
    const second = await t.request('POST', '/v1/auth/login', {
      body: { phone: account.phone, password: account.password },
      headers: { 'User-Agent': 'till/1.0' },
    });
    const list = await t.request('GET', '/v1/me/sessions', { token: account.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const other = list.body.find((s: { current: boolean }) => !s.current);
    expect(other).toEqual({
      id: expect.any(String),
      current: false,
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      userAgent: 'till/1.0',
      ip: '127.0.0.1',
    });
    const ended = await t.request('DELETE', `/v1/me/sessions/${other.id}`, { token: account.accessToken });
    expect(ended.status).toBe(204);
    expect((await me(second.body.accessToken)).body.error.code).toBe('unauthorized');
    expect((await t.request('GET', '/v1/me/sessions', { token: account.accessToken })).body).toHaveLength(1);
  });

  it("answers session_not_found for another user's session, an ended one and a malformed id", async () => {
    const a = await registerAccount(t);
    const b = await registerAccount(t);
    const bSessions = await t.request('GET', '/v1/me/sessions', { token: b.accessToken });
    for (const id of [bSessions.body[0].id, 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      const res = await t.request('DELETE', `/v1/me/sessions/${id}`, { token: a.accessToken });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('session_not_found');
    }
    expect((await me(b.accessToken)).status).toBe(200);
  });

  it('refuses a blocked user on the very next request and at refresh', async () => {
    const account = await registerAccount(t);
    await t.app.get(DataSource).query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [account.userId]);
    expect((await me(account.accessToken)).body.error.code).toBe('unauthorized');
    expect((await refresh(account.refreshToken)).body.error.code).toBe('session_expired');
  });
});
