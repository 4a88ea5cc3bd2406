import { DataSource } from 'typeorm';
import { Housekeeping, HousekeepingReport } from '../../src/database/housekeeping';
import { advance, registerAccount } from '../support/accounts';
import { createOrg, Org } from '../support/orgs';
import { SignedIn, signIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { claimsOf, pairedTill } from '../support/tills';

const DAY_S = 86_400;

/**
 * CONTRACT §12.3: housekeeping removes what has ended — sessions with their tokens, expired
 * code challenges, limit windows past their end, ended till credentials and staff sessions,
 * finished webhook deliveries — in batches of at most 1,000 rows a statement, on one instance
 * at a time, and touches nothing live. Retention 0 and no run of its own: each test runs it.
 */
describe('housekeeping', () => {
  let t: TestApp;
  /** A second instance on the same database. */
  let other: TestApp;
  let owner: SignedIn;
  let org: Org;
  let branchId: string;
  const env = {
    SESSION_RETENTION_DAYS: '0',
    WEBHOOK_DELIVERY_RETENTION_DAYS: '0',
    HOUSEKEEPING_INTERVAL_SECONDS: '0',
  };

  beforeAll(async () => {
    t = await startTestApp(env);
    other = await startTestApp(env, t.database);
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
    const branch = await t.request('POST', `/v1/orgs/${org.id}/branches`, {
      token: owner.accessToken,
      body: { name: 'Main', address: 'Tashkent' },
    });
    branchId = branch.body.id;
  });

  // Tests move the clock past the Owner's access token.
  beforeEach(async () => {
    owner = await signIn(t, owner);
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const db = () => t.app.get(DataSource);
  const nowMs = () => t.clock.nowMs();
  const at = (secondsFromNow: number) => new Date(nowMs() + secondsFromNow * 1000);
  const count = async (sql: string, params: unknown[] = []) =>
    (await db().query<{ n: number }[]>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;
  const deletedMetric = async (table: string) =>
    Number(
      new RegExp(`^housekeeping_deleted_rows_total\\{table="${table}"\\} (\\d+)$`, 'm').exec(
        (await t.request('GET', '/metrics')).text,
      )?.[1] ?? 0,
    );
  /** One run on `app`, the apps' clocks moved on a second first (retention 0: "ended before now"). */
  const run = async (app = t): Promise<HousekeepingReport> => {
    advance(t, 1);
    advance(other, 1);
    return app.app.get(Housekeeping).runOnce();
  };
  const refresh = (refreshToken: string) => t.request('POST', '/v1/auth/refresh', { body: { refreshToken } });
  const sidOf = (accessToken: string) => String(claimsOf(accessToken).sid);

  it('removes ended and expired sessions with their tokens; a live session still refreshes', async () => {
    const ended = await registerAccount(t);
    expect((await t.request('POST', '/v1/auth/logout', { body: { refreshToken: ended.refreshToken } })).status).toBe(
      204,
    );
    const expired = await registerAccount(t);
    await db().query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [sidOf(expired.accessToken), at(-60)]);
    const live = await registerAccount(t);
    const rotated = await refresh(live.refreshToken);
    expect(rotated.status).toBe(200);
    const gone = [sidOf(ended.accessToken), sidOf(expired.accessToken)];
    const before = { sessions: await deletedMetric('sessions'), tokens: await deletedMetric('refresh_tokens') };

    const report = await run();

    expect(report.ran).toBe(true);
    expect(await count('sessions WHERE id = ANY($1)', [gone])).toBe(0);
    expect(await count('refresh_tokens WHERE session_id = ANY($1)', [gone])).toBe(0);
    expect(await count('sessions WHERE id = $1', [sidOf(live.accessToken)])).toBe(1);
    expect(await count('refresh_tokens WHERE session_id = $1', [sidOf(live.accessToken)])).toBe(2);
    expect((await refresh(rotated.body.refreshToken)).status).toBe(200);
    expect(report.tables.sessions.deleted).toBeGreaterThanOrEqual(2);
    expect(report.tables.refresh_tokens.deleted).toBeGreaterThanOrEqual(2);
    expect(await deletedMetric('sessions')).toBe(before.sessions + report.tables.sessions.deleted);
    expect(await deletedMetric('refresh_tokens')).toBe(before.tokens + report.tables.refresh_tokens.deleted);
  });

  it('removes code challenges expired more than a day ago, and keeps younger ones', async () => {
    await registerAccount(t);
    const old = await count('code_challenges');
    expect(old).toBeGreaterThan(0);
    // Past every challenge's end (5 minutes) by a day, less a minute: none is removed yet.
    advance(t, DAY_S + 300 - 62);
    advance(other, DAY_S + 300 - 62);
    expect((await run()).tables.code_challenges.deleted).toBe(0);
    advance(t, 120);
    advance(other, 120);
    const fresh = await registerAccount(t);
    const report = await run();
    expect(report.tables.code_challenges.deleted).toBe(old);
    expect(await count('code_challenges')).toBe(1);
    expect(await deletedMetric('code_challenges')).toBeGreaterThanOrEqual(old);
    // The fresh account's session is untouched by the day that passed.
    expect((await refresh(fresh.refreshToken)).status).toBe(200);
  });

  it("removes a re-paired till's ended credential, its tokens and staff sessions; a live till still refreshes", async () => {
    const repaired = await pairedTill(t, owner, org.id, branchId);
    const live = await pairedTill(t, owner, org.id, branchId);
    const endedCredential = sidOf(repaired.accessToken);
    await db().query(
      `INSERT INTO till_staff_sessions (till_id, credential_id, user_id, started_at, expires_at)
       VALUES ($1, $2, $3, $4, $5), ($6, $7, $3, $4, $5)`,
      [repaired.tillId, endedCredential, owner.userId, at(0), at(3600), live.tillId, sidOf(live.accessToken)],
    );
    const reissued = await t.request('POST', `/v1/orgs/${org.id}/tills/${repaired.tillId}/pairing-code`, {
      token: owner.accessToken,
    });
    expect(reissued.status).toBe(200);

    const report = await run();

    expect(await count('till_credentials WHERE id = $1', [endedCredential])).toBe(0);
    expect(await count('till_refresh_tokens WHERE credential_id = $1', [endedCredential])).toBe(0);
    expect(await count('till_staff_sessions WHERE credential_id = $1', [endedCredential])).toBe(0);
    expect(await count('till_staff_sessions WHERE credential_id = $1', [sidOf(live.accessToken)])).toBe(1);
    expect(report.tables.till_credentials.deleted).toBe(1);
    expect(report.tables.till_staff_sessions.deleted).toBe(1);
    expect(await deletedMetric('till_credentials')).toBeGreaterThanOrEqual(1);
    const refreshed = await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: live.refreshToken } });
    expect(refreshed.status).toBe(200);
  });

  it('removes limit windows past their end and keeps the current ones', async () => {
    const till = await pairedTill(t, owner, org.id, branchId);
    await db().query(
      `INSERT INTO password_failures (phone, window_started_at, failures) VALUES ('+998900000091', $1, 3), ('+998900000092', $2, 3)`,
      [at(-16 * 60), at(-60)],
    );
    await db().query(
      `INSERT INTO phone_code_states (phone, recent_sends, locked_until)
       VALUES ('+998900000093', $1, NULL), ('+998900000094', $2, NULL), ('+998900000095', $1, $3)`,
      [[at(-3700)], [at(-3700), at(-60)], at(600)],
    );
    await db().query(`INSERT INTO till_pin_failures (till_id, window_started_at, failures) VALUES ($1, $2, 2)`, [
      till.tillId,
      at(-120),
    ]);
    await db().query(
      `INSERT INTO pin_lookup_failures (organization_id, user_id, window_started_at, failures) VALUES ($1, $2, $3, 2)`,
      [org.id, owner.userId, at(-120)],
    );
    await db().query(`INSERT INTO pin_setting_windows (organization_id, user_id, counted_at) VALUES ($1, $2, $3)`, [
      org.id,
      owner.userId,
      [at(-7200), at(-3700)],
    ]);

    const report = await run();

    expect(await count(`password_failures WHERE phone LIKE '+99890000009_'`)).toBe(1);
    // Sends older than the rolling hour and no lock: nothing left to say. A recent send or a lock: kept.
    expect(
      (
        await db().query<{ phone: string }[]>(
          `SELECT phone FROM phone_code_states WHERE phone LIKE '+99890000009_' ORDER BY phone`,
        )
      ).map((r) => r.phone),
    ).toEqual(['+998900000094', '+998900000095']);
    expect(await count('till_pin_failures WHERE till_id = $1', [till.tillId])).toBe(0);
    expect(await count('pin_lookup_failures WHERE organization_id = $1', [org.id])).toBe(0);
    expect(await count('pin_setting_windows WHERE organization_id = $1', [org.id])).toBe(0);
    for (const table of [
      'phone_code_states',
      'password_failures',
      'till_pin_failures',
      'pin_lookup_failures',
      'pin_setting_windows',
    ]) {
      expect(report.tables[table].deleted).toBeGreaterThanOrEqual(1);
    }
  });

  it('removes finished webhook deliveries and keeps pending ones', async () => {
    const [{ id: endpointId }] = await db().query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (organization_id, url, events, secret, enabled)
       VALUES ($1, 'https://hooks.example.com/h', '{}', 'whsec_test', false) RETURNING id`,
      [org.id],
    );
    const delivery = (status: string, next: Date) =>
      db().query(
        `INSERT INTO webhook_deliveries (endpoint_id, event_id, type, occurred_at, data, status, attempts, next_attempt_at)
         VALUES ($1, gen_random_uuid(), 'till.created', $2, '{}', $3, 1, $4)`,
        [endpointId, at(-60), status, next],
      );
    await delivery('succeeded', at(-30));
    await delivery('failed', at(-30));
    await delivery('pending', at(3600));

    const report = await run();

    expect(report.tables.webhook_deliveries.deleted).toBe(2);
    expect(await count('webhook_deliveries WHERE endpoint_id = $1', [endpointId])).toBe(1);
    expect(await count(`webhook_deliveries WHERE endpoint_id = $1 AND status = 'pending'`, [endpointId])).toBe(1);
    expect(await deletedMetric('webhook_deliveries')).toBeGreaterThanOrEqual(2);
  });

  it('deletes in batches of at most 1,000 rows a statement', async () => {
    const account = await registerAccount(t);
    await db().query(
      `INSERT INTO sessions (user_id, created_at, last_used_at, expires_at, ended_at, end_reason)
       SELECT $1, $2, $2, $3, $2, 'logout' FROM generate_series(1, 1500)`,
      [account.userId, at(-3600), at(3600)],
    );
    const [{ id: sid }] = await db().query<{ id: string }[]>(
      `SELECT id FROM sessions WHERE user_id = $1 AND ended_at IS NOT NULL LIMIT 1`,
      [account.userId],
    );
    await db().query(
      `INSERT INTO refresh_tokens (token_hash, session_id, used_at)
       SELECT md5(g::text) || md5($1 || g::text), $1::uuid, now() FROM generate_series(1, 2100) g`,
      [sid],
    );

    const report = await run();

    expect(report.tables.sessions).toEqual({ deleted: 1500, statements: 2 });
    expect(report.tables.refresh_tokens).toEqual({ deleted: 2100, statements: 3 });
    expect(await count('sessions WHERE user_id = $1', [account.userId])).toBe(1);
    expect((await refresh(account.refreshToken)).status).toBe(200);
  });

  it('runs on one instance at a time (the job lease)', async () => {
    const [first, second] = await Promise.all([run(), run(other)]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(t.app.get(Housekeeping).tables).toEqual(
      expect.arrayContaining([
        'refresh_tokens',
        'sessions',
        'code_challenges',
        'phone_code_states',
        'password_failures',
        'till_refresh_tokens',
        'till_staff_sessions',
        'till_credentials',
        'till_pin_failures',
        'pin_lookup_failures',
        'pin_setting_windows',
        'webhook_deliveries',
      ]),
    );
  });
});
