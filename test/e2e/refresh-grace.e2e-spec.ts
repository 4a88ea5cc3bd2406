import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { advance, registerAccount } from '../support/accounts';
import { startTestApp, TestApp } from '../support/test-app';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** CONTRACT §11.6: a refresh token presented again within the grace of its rotation. */
describe('refresh reuse grace (REFRESH_REUSE_GRACE_SECONDS)', () => {
  let t: TestApp;
  /** A second instance on the same database with the grace turned off. */
  let off: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    off = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' }, t.database);
  });

  afterAll(async () => {
    await off?.close();
    await t?.close();
  });

  const refresh = (refreshToken: string, app = t) =>
    app.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const me = (token: string) => t.request('GET', '/v1/me', { token });
  const reuseCount = async () =>
    Number(/^refresh_reuse_detected_total (\d+)$/m.exec((await t.request('GET', '/metrics')).text)?.[1] ?? 0);
  /** The session's refresh tokens still unused, by hash. */
  const unusedTokens = async (accessToken: string): Promise<string[]> => {
    const sid = (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    const rows = await t.app
      .get(DataSource)
      .query<{ token_hash: string }[]>(
        'SELECT "token_hash" FROM "refresh_tokens" WHERE "session_id" = $1 AND "used_at" IS NULL',
        [sid],
      );
    return rows.map((r) => r.token_hash);
  };

  it('rotates again within the grace while the successor is unused; that successor is refused', async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);
    advance(t, 9);
    const again = await refresh(account.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.refreshToken).not.toBe(first.body.refreshToken);
    expect((await me(again.body.accessToken)).status).toBe(200);
    expect(await unusedTokens(again.body.accessToken)).toEqual([sha256(again.body.refreshToken)]);
    // The new pair lives on.
    const next = await refresh(again.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await me(next.body.accessToken)).status).toBe(200);
  });

  it('treats the successor a replay replaced as reuse: refused, and the session ends', async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    const again = await refresh(account.refreshToken);
    expect(again.status).toBe(200);
    const before = await reuseCount();
    const stale = await refresh(first.body.refreshToken);
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('session_expired');
    expect(await reuseCount()).toBe(before + 1);
    expect((await refresh(again.body.refreshToken)).status).toBe(401);
    expect((await me(again.body.accessToken)).status).toBe(401);
  });

  it('ends the session for a token presented past the grace', async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    advance(t, 10);
    const before = await reuseCount();
    const late = await refresh(account.refreshToken);
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('session_expired');
    expect(await reuseCount()).toBe(before + 1);
    expect((await refresh(first.body.refreshToken)).status).toBe(401);
    expect((await me(first.body.accessToken)).status).toBe(401);
  });

  it('counts the grace from the rotation: replays do not extend it', async () => {
    const account = await registerAccount(t);
    await refresh(account.refreshToken);
    advance(t, 6);
    const again = await refresh(account.refreshToken);
    expect(again.status).toBe(200);
    advance(t, 6);
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect((await me(again.body.accessToken)).status).toBe(401);
  });

  it('ends the session when the successor was already refreshed, even within the grace', async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('session_expired');
    expect((await refresh(second.body.refreshToken)).status).toBe(401);
    expect((await me(second.body.accessToken)).status).toBe(401);
  });

  it("does not count a use of the successor's access token: only its refresh token rotates", async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    expect((await me(first.body.accessToken)).status).toBe(200);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(200);
    // The session is the same: the earlier access token lives until it expires.
    expect((await me(first.body.accessToken)).status).toBe(200);
  });

  it('answers every one of racing replays; the session lives and only the last pair can refresh', async () => {
    const account = await registerAccount(t);
    const first = await refresh(account.refreshToken);
    const racing = await Promise.all(Array.from({ length: 4 }, () => refresh(account.refreshToken)));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    for (const r of racing) expect((await me(r.body.accessToken)).status).toBe(200);
    const left = await unusedTokens(first.body.accessToken);
    expect(left).toHaveLength(1);
    const survivor = racing.find((r) => sha256(r.body.refreshToken) === left[0])!;
    expect(survivor).toBeDefined();
    const next = await refresh(survivor.body.refreshToken);
    expect(next.status).toBe(200);
    expect((await me(next.body.accessToken)).status).toBe(200);
  });

  it('answers every one of racing first refreshes with one token (they are replays of the winner)', async () => {
    const account = await registerAccount(t);
    const racing = await Promise.all(Array.from({ length: 5 }, () => refresh(account.refreshToken)));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await unusedTokens(account.accessToken)).toHaveLength(1);
  });

  it('rotates a replayed refresh cookie again for a browser client', async () => {
    const account = await registerAccount(t);
    const web = { 'X-Client': 'web' };
    const login = await t.request('POST', '/v1/auth/login', {
      body: { phone: account.phone, password: account.password },
      headers: web,
    });
    const cookieOf = (res: { headers: Headers }) =>
      /svc_refresh=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    const byCookie = (token: string) =>
      t.request('POST', '/v1/auth/refresh', { headers: { ...web, cookie: `svc_refresh=${token}` } });
    const c0 = cookieOf(login)!;
    const c1 = cookieOf(await byCookie(c0))!;
    const replay = await byCookie(c0);
    expect(replay.status).toBe(200);
    const c2 = cookieOf(replay)!;
    expect(c2).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c2).not.toBe(c1);
    const next = await byCookie(c2);
    expect(next.status).toBe(200);
    expect((await me(next.body.accessToken)).status).toBe(200);
  });

  it('refuses a replay within the grace once the session is past SESSION_MAX_DAYS as set now', async () => {
    const short = await startTestApp({ SESSION_MAX_DAYS: '1' }, t.database);
    try {
      const account = await registerAccount(t);
      advance(t, 2 * 86_400);
      advance(short, 2 * 86_400);
      expect((await refresh(account.refreshToken)).status).toBe(200);
      const replayed = await refresh(account.refreshToken, short);
      expect(replayed.status).toBe(401);
      expect(replayed.body.error.code).toBe('session_expired');
      expect(replayed.body.refreshToken).toBeUndefined();
    } finally {
      await short.close();
    }
  });

  describe('with REFRESH_REUSE_GRACE_SECONDS=0', () => {
    it('ends the session at once when a used token comes back', async () => {
      const account = await registerAccount(off);
      const first = await refresh(account.refreshToken, off);
      expect(first.status).toBe(200);
      const reused = await refresh(account.refreshToken, off);
      expect(reused.status).toBe(401);
      expect(reused.body.error.code).toBe('session_expired');
      expect((await refresh(first.body.refreshToken, off)).status).toBe(401);
    });

    it('gives exactly one success to concurrent refreshes with one token', async () => {
      const account = await registerAccount(off);
      const results = await Promise.all(Array.from({ length: 5 }, () => refresh(account.refreshToken, off)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.error.code).toBe('session_expired');
    });
  });
});
