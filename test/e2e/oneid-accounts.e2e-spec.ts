import { DataSource } from 'typeorm';
import { OneIdStatesRepository } from '../../src/oneid/oneid-states.repository';
import { expectError } from '../support/expect-error';
import { FakeOneId, FakePerson, newPinfl, ONEID_CLIENT, oneIdEnvironment, startFakeOneId } from '../support/fake-oneid';
import { captureLogLines } from '../support/log-capture';
import { createOrg } from '../support/orgs';
import { createUser, signIn, SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

/** CONTRACT §12.2: sign-in with OneID and an account's link to it. */
describe('OneID: sign-in and linking', () => {
  let fake: FakeOneId;
  let t: TestApp;
  let lines: string[];
  /** Every PINFL a test handed the fake: none may show up in a log line or a column. */
  const pinfls: string[] = [];

  beforeAll(async () => {
    fake = await startFakeOneId();
    t = await startTestApp({ ...oneIdEnvironment(fake), LOG_LEVEL: 'info' });
    lines = captureLogLines(t.app);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    await fake.close();
  });

  afterEach(() => {
    fake.mode = 'ok';
    fake.delayMs = 0;
  });

  const db = () => t.app.get(DataSource);
  const person = (extra: Partial<FakePerson> = {}): FakePerson => {
    const pin = newPinfl();
    pinfls.push(pin);
    return { pin, authMethod: 'LOGINPASSMETHOD', ...extra };
  };
  const startSignIn = async (app = t) => {
    const res = await app.request('POST', '/v1/auth/oneid/start');
    expect(res.status).toBe(200);
    return res.body.state as string;
  };
  const signInWith = (state: string, code: string, headers: Record<string, string> = {}, app = t) =>
    app.request('POST', '/v1/auth/oneid/sign-in', { body: { code, state }, headers });
  const startLink = async (user: SignedIn) => {
    const res = await t.request('POST', '/v1/me/oneid/start', { token: user.accessToken });
    expect(res.status).toBe(200);
    return res.body.state as string;
  };
  const putLink = (user: SignedIn, state: string, code: string) =>
    t.request('PUT', '/v1/me/oneid', { token: user.accessToken, body: { code, state } });
  /** Links `who` to the account over HTTP. */
  const link = async (user: SignedIn, who: FakePerson) => putLink(user, await startLink(user), fake.issueCode(who));
  /** A signed-in account linked to a fresh person. */
  const linkedAccount = async (): Promise<{ user: SignedIn; who: FakePerson }> => {
    const user = await staff(t, 'user');
    const who = person();
    expect((await link(user, who)).status).toBe(200);
    return { user, who };
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const me = async (user: { accessToken: string }): Promise<any> =>
    (await t.request('GET', '/v1/me', { token: user.accessToken })).body;
  const auditOf = (userId: string) =>
    db().query<{ action: string; actor_user_id: string; details: Record<string, unknown> }[]>(
      `SELECT action, actor_user_id, details FROM audit_events WHERE target_id = $1 ORDER BY created_at, id`,
      [userId],
    );
  const grantsSince = (from: number) => fake.grants.slice(from).map((g) => g.grant_type);

  describe('POST /v1/auth/oneid/start', () => {
    it("answers OneID's authorization address with our client, redirect, scope and a 32-byte state valid 600 s", async () => {
      const res = await t.request('POST', '/v1/auth/oneid/start');
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({
        authorizationUrl: expect.any(String),
        state: expect.any(String),
        expiresIn: 600,
      });
      expect(Buffer.from(res.body.state, 'base64url')).toHaveLength(32);
      const url = new URL(res.body.authorizationUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/sso/oauth/Authorization.do`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'one_code',
        client_id: ONEID_CLIENT.id,
        redirect_uri: 'https://portal.example.test/oneid',
        scope: ONEID_CLIENT.scope,
        state: res.body.state,
      });
    });

    it('keeps only a hash of the state', async () => {
      const state = await startSignIn();
      const [row] = await db().query(`SELECT * FROM oneid_states ORDER BY created_at DESC LIMIT 1`);
      expect(row).toMatchObject({ purpose: 'sign_in', caller_id: null, organization_id: null, used_at: null });
      expect(JSON.stringify(row)).not.toContain(state);
      expect(row.state_hash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('PUT /v1/me/oneid and DELETE /v1/me/oneid', () => {
    it('links the person: 200 {linkedAt, pinflLast4}; GET /v1/me shows it; audit user.oneid_linked', async () => {
      const user = await staff(t, 'user');
      expect((await me(user)).oneid).toBeNull();
      const who = person();
      const res = await link(user, who);
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({ linkedAt: expect.any(String), pinflLast4: who.pin.slice(-4) });
      expect((await me(user)).oneid).toEqual(res.body);
      const events = await auditOf(user.userId);
      expect(events).toEqual([
        { action: 'user.oneid_linked', actor_user_id: user.userId, details: { pinflLast4: who.pin.slice(-4) } },
      ]);
    });

    it('never copies names from OneID', async () => {
      const user = await staff(t, 'user');
      await link(user, person());
      expect(await me(user)).toMatchObject({ firstName: 'Staff', lastName: 'Member' });
    });

    it('links the same person again as no change: 200 with the first linkedAt, no second event', async () => {
      const { user, who } = await linkedAccount();
      const first = (await me(user)).oneid;
      const again = await link(user, who);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first);
      expect((await auditOf(user.userId)).map((e) => e.action)).toEqual(['user.oneid_linked']);
    });

    it('refuses a person linked to another account: 409 oneid_already_linked', async () => {
      const { who } = await linkedAccount();
      const other = await staff(t, 'user');
      expectError(await link(other, who), 409, 'oneid_already_linked');
      expect((await me(other)).oneid).toBeNull();
    });

    it('refuses another person on a linked account: 409 oneid_already_linked (unlink first)', async () => {
      const { user, who } = await linkedAccount();
      expectError(await link(user, person()), 409, 'oneid_already_linked');
      expect((await me(user)).oneid.pinflLast4).toBe(who.pin.slice(-4));
    });

    it('of two accounts linking one person at once, exactly one succeeds', async () => {
      const [a, b] = [await staff(t, 'user'), await staff(t, 'user')];
      const who = person();
      const [stateA, stateB] = [await startLink(a), await startLink(b)];
      const results = await Promise.all([
        putLink(a, stateA, fake.issueCode(who)),
        putLink(b, stateB, fake.issueCode(who)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });

    it('unlinks: 204, audit user.oneid_unlinked, then 404 oneid_not_linked; the person may link another account', async () => {
      const { user, who } = await linkedAccount();
      const res = await t.request('DELETE', '/v1/me/oneid', { token: user.accessToken });
      expect(res.status).toBe(204);
      expect((await me(user)).oneid).toBeNull();
      const events = await auditOf(user.userId);
      expect(events.map((e) => e.action)).toEqual(['user.oneid_linked', 'user.oneid_unlinked']);
      expect(events[1].details).toEqual({ pinflLast4: who.pin.slice(-4) });
      expectError(await t.request('DELETE', '/v1/me/oneid', { token: user.accessToken }), 404, 'oneid_not_linked');
      const other = await staff(t, 'user');
      expect((await link(other, who)).status).toBe(200);
    });

    it('shows the link in the portal users list and detail', async () => {
      const { user, who } = await linkedAccount();
      const admin = await staff(t, 'admin');
      const detail = await t.request('GET', `/v1/portal/users/${user.userId}`, { token: admin.accessToken });
      expect(detail.body.oneid).toEqual({ linkedAt: expect.any(String), pinflLast4: who.pin.slice(-4) });
      const list = await t.request('GET', `/v1/portal/users?query=${encodeURIComponent(user.phone)}`, {
        token: admin.accessToken,
      });
      expect(list.body.items.find((u: { id: string }) => u.id === user.userId).oneid).toEqual(detail.body.oneid);
    });
  });

  describe('POST /v1/auth/oneid/sign-in', () => {
    const expectTokenPair = async (res: TestResponse, userId: string) => {
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({
        accessToken: expect.any(String),
        accessTokenExpiresIn: 900,
        refreshToken: expect.any(String),
        refreshTokenExpiresAt: expect.any(String),
      });
      expect((await me(res.body)).id).toBe(userId);
    };

    it('answers the token pair of the linked account, as login does', async () => {
      const { user, who } = await linkedAccount();
      await expectTokenPair(await signInWith(await startSignIn(), fake.issueCode(who)), user.userId);
    });

    it('gives a web client the refresh token in the svc_refresh cookie only', async () => {
      const { user, who } = await linkedAccount();
      const res = await signInWith(await startSignIn(), fake.issueCode(who), { 'X-Client': 'web' });
      expect(res.status).toBe(200);
      expect(res.body).toStrictEqual({ accessToken: expect.any(String), accessTokenExpiresIn: 900 });
      expect(res.headers.get('set-cookie')).toMatch(/^svc_refresh=[^;]+;.*HttpOnly/);
      expect((await me(res.body)).id).toBe(user.userId);
    });

    it('answers 404 oneid_not_linked for a person no account is linked to', async () => {
      expectError(await signInWith(await startSignIn(), fake.issueCode(person())), 404, 'oneid_not_linked');
    });

    it('answers 403 user_blocked for a blocked account', async () => {
      const { user, who } = await linkedAccount();
      await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [user.userId]);
      expectError(await signInWith(await startSignIn(), fake.issueCode(who)), 403, 'user_blocked');
    });

    it("ends OneID's session after every identify: the code, the identify, the log-out with one token", async () => {
      const { who } = await linkedAccount();
      for (const pin of [who, person()]) {
        const from = fake.grants.length;
        await signInWith(await startSignIn(), fake.issueCode(pin));
        const grants = fake.grants.slice(from);
        expect(grants.map((g) => g.grant_type)).toEqual([
          'one_authorization_code',
          'one_access_token_identify',
          'one_log_out',
        ]);
        expect(grants[2].access_token).toBe(grants[1].access_token);
      }
    });
  });

  describe('OneID failing', () => {
    it('a refused code (4xx) is 401 oneid_code_invalid; no identify, no log-out', async () => {
      fake.mode = 'refuse';
      const from = fake.grants.length;
      expectError(await signInWith(await startSignIn(), 'some-code'), 401, 'oneid_code_invalid');
      expect(grantsSince(from)).toEqual(['one_authorization_code']);
    });

    it('a 2xx answer without an access_token is 401 oneid_code_invalid', async () => {
      fake.mode = 'no_token';
      expectError(await signInWith(await startSignIn(), fake.issueCode(person())), 401, 'oneid_code_invalid');
    });

    it('a code the fake never issued is 401 oneid_code_invalid', async () => {
      expectError(await signInWith(await startSignIn(), 'never-issued'), 401, 'oneid_code_invalid');
    });

    it('a 5xx is 502 oneid_unavailable', async () => {
      fake.mode = 'error';
      expectError(await signInWith(await startSignIn(), fake.issueCode(person())), 502, 'oneid_unavailable');
    });

    it('an answer slower than ONEID_TIMEOUT_MS is 502 oneid_unavailable, in about that time', async () => {
      fake.delayMs = 3000;
      const state = await startSignIn();
      const began = Date.now();
      expectError(await signInWith(state, fake.issueCode(person())), 502, 'oneid_unavailable');
      expect(Date.now() - began).toBeLessThan(2500);
    });

    it('OneID unreachable (connection refused) is 502 oneid_unavailable', async () => {
      const state = await startSignIn();
      const code = fake.issueCode(person());
      const port = Number(new URL(fake.url).port);
      await fake.close();
      try {
        expectError(await signInWith(state, code), 502, 'oneid_unavailable');
      } finally {
        await fake.listen(port);
      }
    });

    it('a failed log-out changes nothing: the sign-in succeeds', async () => {
      const { user, who } = await linkedAccount();
      const state = await startSignIn();
      const code = fake.issueCode(who);
      // The fake answers 5xx from the log-out on: the code and identify have been answered by then.
      const original = fake.grants.push.bind(fake.grants);
      const spy = jest.spyOn(fake.grants, 'push').mockImplementation((...grants) => {
        if (grants[0].grant_type === 'one_log_out') fake.mode = 'error';
        return original(...grants);
      });
      const res = await signInWith(state, code);
      spy.mockRestore();
      expect(res.status).toBe(200);
      expect((await me(res.body)).id).toBe(user.userId);
      expect(fake.grants.at(-1)!.grant_type).toBe('one_log_out');
    });
  });

  describe('states', () => {
    it('a state used twice is 400 oneid_state_invalid the second time', async () => {
      const { who } = await linkedAccount();
      const state = await startSignIn();
      expect((await signInWith(state, fake.issueCode(who))).status).toBe(200);
      expectError(await signInWith(state, fake.issueCode(who)), 400, 'oneid_state_invalid');
    });

    it('is used up by its first use whatever the outcome: a refused code, then a good one, is 400', async () => {
      const { who } = await linkedAccount();
      const state = await startSignIn();
      expectError(await signInWith(state, 'never-issued'), 401, 'oneid_code_invalid');
      const from = fake.grants.length;
      expectError(await signInWith(state, fake.issueCode(who)), 400, 'oneid_state_invalid');
      expect(grantsSince(from)).toEqual([]);
    });

    it('a state of another caller is 400 oneid_state_invalid, and used up', async () => {
      const [a, b] = [await staff(t, 'user'), await staff(t, 'user')];
      const state = await startLink(a);
      expectError(await putLink(b, state, fake.issueCode(person())), 400, 'oneid_state_invalid');
      expectError(await putLink(a, state, fake.issueCode(person())), 400, 'oneid_state_invalid');
      expect((await me(a)).oneid).toBeNull();
    });

    it('a state of another purpose is 400 oneid_state_invalid both ways', async () => {
      const { user, who } = await linkedAccount();
      expectError(await signInWith(await startLink(user), fake.issueCode(who)), 400, 'oneid_state_invalid');
      const other = await staff(t, 'user');
      expectError(await putLink(other, await startSignIn(), fake.issueCode(person())), 400, 'oneid_state_invalid');
    });

    it('an unknown state is 400 oneid_state_invalid and OneID is not asked', async () => {
      const from = fake.grants.length;
      expectError(await signInWith('x'.repeat(43), fake.issueCode(person())), 400, 'oneid_state_invalid');
      expect(grantsSince(from)).toEqual([]);
    });

    it('a state older than 10 minutes is 400 oneid_state_invalid (test clock)', async () => {
      const { who } = await linkedAccount();
      const state = await startSignIn();
      t.clock.advance(601);
      expectError(await signInWith(state, fake.issueCode(who)), 400, 'oneid_state_invalid');
    });

    it('a body without code or state is 400 validation_failed', async () => {
      const res = await t.request('POST', '/v1/auth/oneid/sign-in', { body: { state: 'abc' } });
      expectError(res, 400, 'validation_failed');
    });

    it('housekeeping removes used and expired states, and keeps the live ones', async () => {
      const repository = t.app.get(OneIdStatesRepository);
      const live = await startSignIn();
      const count = async () => Number((await db().query(`SELECT count(*) AS n FROM oneid_states`))[0].n);
      let removed = 0;
      for (let batch = 1; batch > 0; removed += batch) batch = await repository.deleteUsedOrExpired(50, t.clock.now());
      expect(removed).toBeGreaterThan(0);
      expect(await count()).toBeGreaterThan(0);
      // The live state still works after the sweep.
      expectError(await signInWith(live, fake.issueCode(person())), 404, 'oneid_not_linked');
      t.clock.advance(601);
      await startSignIn();
      t.clock.advance(601);
      await repository.deleteUsedOrExpired(1000, t.clock.now());
      expect(await count()).toBe(0);
    });
  });

  describe('two instances and the per-address limit', () => {
    let second: TestApp;

    beforeAll(async () => {
      second = await startTestApp(
        { ...oneIdEnvironment(fake), AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' },
        t.database,
      );
    });

    afterAll(async () => {
      await second.close();
    });

    const address = `198.51.100.${(process.pid % 200) + 1}`;

    it('finishes on one instance a flow begun on another', async () => {
      const { user, who } = await linkedAccount();
      const state = await startSignIn(t);
      const res = await signInWith(state, fake.issueCode(who), { 'X-Forwarded-For': '203.0.113.77' }, second);
      expect(res.status).toBe(200);
      // This instance's clock is not the first's (moved by earlier tests): ask it.
      const profile = await second.request('GET', '/v1/me', { token: res.body.accessToken });
      expect(profile.body.id).toBe(user.userId);
    });

    it('limits sign-in per address like login: past the limit 429 too_many_requests', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await signInWith('y'.repeat(43), 'code', { 'X-Forwarded-For': address }, second);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const other = await signInWith('y'.repeat(43), 'code', { 'X-Forwarded-For': '192.0.2.9' }, second);
      expect(other.status).toBe(400);
    });
  });

  describe('the PINFL in clear', () => {
    it('is in no text, varchar or jsonb column of any table after links, sign-ins and an unlink', async () => {
      const { user, who } = await linkedAccount();
      await signInWith(await startSignIn(), fake.issueCode(who));
      await t.request('DELETE', '/v1/me/oneid', { token: user.accessToken });
      await linkedAccount();
      const columns = await db().query<{ table_name: string; column_name: string }[]>(
        `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
           AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'character')`,
      );
      expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual(
        expect.arrayContaining(['users.oneid_pinfl_hash', 'users.oneid_pinfl_last4', 'audit_events.details']),
      );
      expect(pinfls.length).toBeGreaterThan(10);
      for (const { table_name, column_name } of columns) {
        const [{ n }] = await db().query(
          `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text LIKE ANY ($1::text[])`,
          [pinfls.map((pin) => `%${pin}%`)],
        );
        expect({ column: `${table_name}.${column_name}`, rows: n }).toEqual({
          column: `${table_name}.${column_name}`,
          rows: 0,
        });
      }
    });

    it('is in no log line, nor is the client secret', () => {
      expect(lines.some((line) => line.includes('"context":"OneId"'))).toBe(true);
      for (const line of lines) {
        for (const pin of pinfls) expect(line).not.toContain(pin);
        expect(line).not.toContain(ONEID_CLIENT.secret);
      }
    });
  });
});

describe('OneID off (ONEID_URL unset)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers every OneID route 503 oneid_not_configured', async () => {
    const user = await signIn(t, await createUser(t));
    const { id } = await createOrg(t, user);
    const body = { code: 'c', state: 's' };
    const calls: [string, string, unknown?][] = [
      ['POST', '/v1/auth/oneid/start'],
      ['POST', '/v1/auth/oneid/sign-in', body],
      ['POST', '/v1/me/oneid/start'],
      ['PUT', '/v1/me/oneid', body],
      ['DELETE', '/v1/me/oneid'],
      ['POST', `/v1/orgs/${id}/verification/oneid/start`],
      ['POST', `/v1/orgs/${id}/verification/oneid`, body],
    ];
    for (const [method, path, payload] of calls) {
      const res = await t.request(method, path, { token: user.accessToken, body: payload });
      expect({ path, status: res.status, code: res.body?.error?.code }).toEqual({
        path,
        status: 503,
        code: 'oneid_not_configured',
      });
    }
    expect((await t.request('GET', '/v1/me', { token: user.accessToken })).body.oneid).toBeNull();
  });
});
