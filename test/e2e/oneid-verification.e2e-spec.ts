import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runPendingMigrations } from '../../src/database/migrate';
import { createTestDatabase } from '../support/test-database';
import { expectError } from '../support/expect-error';
import { FakeOneId, FakePerson, newPinfl, oneIdEnvironment, startFakeOneId } from '../support/fake-oneid';
import { addMember, createOrg, Org } from '../support/orgs';
import { roleId, SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

/** CONTRACT §12.2: an organization verified by its legal key through OneID. */
describe('OneID: verification by the legal key', () => {
  let fake: FakeOneId;
  let t: TestApp;
  let owner: SignedIn;

  beforeAll(async () => {
    fake = await startFakeOneId();
    t = await startTestApp(oneIdEnvironment(fake));
    owner = await staff(t, 'user');
  });

  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  afterEach(() => {
    fake.mode = 'ok';
    fake.delayMs = 0;
  });

  const db = () => t.app.get(DataSource);
  /** Signed in with the legal entity's key of `tin`. */
  const legalKey = (tin: string): FakePerson => ({ pin: newPinfl(), authMethod: 'LEPKCSMETHOD', legalTin: tin });
  const start = (org: Org, caller = owner) =>
    t.request('POST', `/v1/orgs/${org.id}/verification/oneid/start`, { token: caller.accessToken });
  const finish = (org: Org, state: string, code: string, caller = owner) =>
    t.request('POST', `/v1/orgs/${org.id}/verification/oneid`, { token: caller.accessToken, body: { code, state } });
  const startState = async (org: Org, caller = owner) => {
    const res = await start(org, caller);
    expect(res.status).toBe(200);
    return res.body.state as string;
  };
  /** The whole flow for `org`, the browser signed in to OneID as `who`. */
  const verify = async (org: Org, who: FakePerson, caller = owner) =>
    finish(org, await startState(org, caller), fake.issueCode(who), caller);
  const auditOf = (orgId: string) =>
    db().query<{ action: string; actor_user_id: string; details: Record<string, unknown> }[]>(
      `SELECT action, actor_user_id, details FROM audit_events WHERE target_id = $1 ORDER BY created_at, id`,
      [orgId],
    );
  const statusOf = async (org: Org): Promise<{ verification_status: string; verification_method: string | null }> => {
    const rows = await db().query<{ verification_status: string; verification_method: string | null }[]>(
      `SELECT verification_status, verification_method FROM organizations WHERE id = $1`,
      [org.id],
    );
    return rows[0];
  };

  it('starts: 200 {authorizationUrl, state, expiresIn: 600}, the state bound to the caller and the organization', async () => {
    const org = await createOrg(t, owner);
    const res = await start(org);
    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({ authorizationUrl: expect.any(String), state: expect.any(String), expiresIn: 600 });
    expect(new URL(res.body.authorizationUrl).searchParams.get('state')).toBe(res.body.state);
    const [row] = await db().query(`SELECT * FROM oneid_states ORDER BY created_at DESC LIMIT 1`);
    expect(row).toMatchObject({ purpose: 'verify', caller_id: owner.userId, organization_id: org.id });
  });

  it('verifies with the legal key of its TIN: verified, verificationMethod oneid_legal_key, audit organization.verified', async () => {
    const org = await createOrg(t, owner);
    expect(org.verificationMethod).toBeNull();
    const res = await verify(org, legalKey(org.tin));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: org.id,
      verificationStatus: 'verified',
      verificationMethod: 'oneid_legal_key',
      verificationNote: null,
      verifiedAt: expect.any(String),
    });
    const read = await t.request('GET', `/v1/orgs/${org.id}`, { token: owner.accessToken });
    expect(read.body).toMatchObject({ verificationStatus: 'verified', verificationMethod: 'oneid_legal_key' });
    const events = await auditOf(org.id);
    expect(events.at(-1)).toEqual({
      action: 'organization.verified',
      actor_user_id: owner.userId,
      details: { method: 'oneid_legal_key', from: 'not_started', status: 'verified' },
    });
  });

  it('verifies from needs_action too', async () => {
    const org = await createOrg(t, owner);
    await db().query(`UPDATE organizations SET verification_status = 'needs_action' WHERE id = $1`, [org.id]);
    expect((await verify(org, legalKey(org.tin))).status).toBe(200);
  });

  it('refuses another auth_method: 422 oneid_legal_key_required, nothing changes', async () => {
    const org = await createOrg(t, owner);
    const who = { pin: newPinfl(), authMethod: 'LOGINPASSMETHOD', legalTin: null };
    expectError(await verify(org, who), 422, 'oneid_legal_key_required');
    expect(await statusOf(org)).toEqual({ verification_status: 'not_started', verification_method: null });
  });

  it('refuses a legal key of another TIN: 422 oneid_tin_mismatch, nothing changes', async () => {
    const org = await createOrg(t, owner);
    expectError(await verify(org, legalKey('312345678')), 422, 'oneid_tin_mismatch');
    expect(await statusOf(org)).toEqual({ verification_status: 'not_started', verification_method: null });
  });

  it('refuses incomplete requisites at the start: 422 requisites_incomplete with details.missing', async () => {
    const org = await createOrg(t, owner, { bankAccount: undefined });
    const res = await start(org);
    expectError(res, 422, 'requisites_incomplete');
    expect(res.body.error.details.missing).toEqual(['bankAccount']);
  });

  it.each([['pending'], ['verified'], ['rejected']])(
    'refuses an organization %s at the start: 422 verification_state_invalid, as POST …/verify does',
    async (status) => {
      const org = await createOrg(t, owner);
      await db().query(`UPDATE organizations SET verification_status = $2 WHERE id = $1`, [org.id, status]);
      expectError(await start(org), 422, 'verification_state_invalid');
      expectError(
        await t.request('POST', `/v1/orgs/${org.id}/verify`, { token: owner.accessToken }),
        422,
        'verification_state_invalid',
      );
    },
  );

  it('checks the preconditions again at the finish, before OneID is asked', async () => {
    const org = await createOrg(t, owner);
    const state = await startState(org);
    // Meanwhile someone asked for a staff review.
    expect((await t.request('POST', `/v1/orgs/${org.id}/verify`, { token: owner.accessToken })).status).toBe(200);
    const from = fake.grants.length;
    expectError(await finish(org, state, fake.issueCode(legalKey(org.tin))), 422, 'verification_state_invalid');
    expect(fake.grants.length).toBe(from);
    expect((await statusOf(org)).verification_status).toBe('pending');

    const other = await createOrg(t, owner);
    const otherState = await startState(other);
    await db().query(`UPDATE organizations SET bank_mfo = NULL WHERE id = $1`, [other.id]);
    const res = await finish(other, otherState, fake.issueCode(legalKey(other.tin)));
    expectError(res, 422, 'requisites_incomplete');
    expect(res.body.error.details.missing).toEqual(['bankMfo']);
  });

  it('needs the permission of POST …/verify: a cashier is 403, a stranger 404', async () => {
    const org = await createOrg(t, owner);
    const cashier = await addMember(t, owner, org.id, await roleId(t, 'cashier'));
    expectError(await start(org, cashier), 403, 'forbidden');
    expectError(await t.request('POST', `/v1/orgs/${org.id}/verify`, { token: cashier.accessToken }), 403, 'forbidden');
    const stranger = await staff(t, 'user');
    expectError(await start(org, stranger), 404, 'organization_not_found');
  });

  it('binds the state to its organization and its caller: another organization or caller is 400 oneid_state_invalid', async () => {
    const org = await createOrg(t, owner);
    const other = await createOrg(t, owner);
    const state = await startState(org);
    expectError(await finish(other, state, fake.issueCode(legalKey(other.tin))), 400, 'oneid_state_invalid');
    // Used up by that attempt.
    expectError(await finish(org, state, fake.issueCode(legalKey(org.tin))), 400, 'oneid_state_invalid');

    const admin = await addMember(t, owner, org.id, await roleId(t, 'org_admin'));
    const ownersState = await startState(org);
    expectError(await finish(org, ownersState, fake.issueCode(legalKey(org.tin)), admin), 400, 'oneid_state_invalid');
    expect((await verify(org, legalKey(org.tin), admin)).status).toBe(200);
  });

  it('refuses a sign-in or link state, a replayed state and an expired one: 400 oneid_state_invalid', async () => {
    const org = await createOrg(t, owner);
    const signInState = (await t.request('POST', '/v1/auth/oneid/start')).body.state as string;
    expectError(await finish(org, signInState, fake.issueCode(legalKey(org.tin))), 400, 'oneid_state_invalid');
    const linkState = (await t.request('POST', '/v1/me/oneid/start', { token: owner.accessToken })).body.state;
    expectError(await finish(org, linkState, fake.issueCode(legalKey(org.tin))), 400, 'oneid_state_invalid');
    const late = await startState(org);
    t.clock.advance(601);
    expectError(await finish(org, late, fake.issueCode(legalKey(org.tin))), 400, 'oneid_state_invalid');
    // A fresh session: the clock moved past the access token's life.
    owner = await staff(t, 'user');
  });

  it('maps OneID failing: refused code 401, 5xx and timeout 502; the state is used up each time', async () => {
    const org = await createOrg(t, owner);
    fake.mode = 'refuse';
    const refused = await startState(org);
    expectError(await finish(org, refused, 'any'), 401, 'oneid_code_invalid');
    fake.mode = 'error';
    expectError(await verify(org, legalKey(org.tin)), 502, 'oneid_unavailable');
    fake.mode = 'ok';
    fake.delayMs = 3000;
    expectError(await verify(org, legalKey(org.tin)), 502, 'oneid_unavailable');
    fake.delayMs = 0;
    expectError(await finish(org, refused, fake.issueCode(legalKey(org.tin))), 400, 'oneid_state_invalid');
    expect((await verify(org, legalKey(org.tin))).status).toBe(200);
  });

  it('logs OneID out after the identify of a verification', async () => {
    const org = await createOrg(t, owner);
    const from = fake.grants.length;
    await verify(org, legalKey('399999999'));
    expect(fake.grants.slice(from).map((g) => g.grant_type)).toEqual([
      'one_authorization_code',
      'one_access_token_identify',
      'one_log_out',
    ]);
  });

  it("the portal's decision verifies by staff_review; needs_action leaves the method null", async () => {
    const manager = await staff(t, 'manager');
    const decide = async (status: string) => {
      const org = await createOrg(t, owner);
      await t.request('POST', `/v1/orgs/${org.id}/verify`, { token: owner.accessToken });
      return t.request('POST', `/v1/portal/orgs/${org.id}/verification`, {
        token: manager.accessToken,
        body: status === 'verified' ? { status } : { status, note: 'Fix the bank account' },
      });
    };
    expect((await decide('verified')).body).toMatchObject({
      verificationStatus: 'verified',
      verificationMethod: 'staff_review',
    });
    expect((await decide('needs_action')).body).toMatchObject({
      verificationStatus: 'needs_action',
      verificationMethod: null,
    });
  });

  it('of two finishes with one state, one is served and the other is 400', async () => {
    const org = await createOrg(t, owner);
    const state = await startState(org);
    const results = await Promise.all([
      finish(org, state, fake.issueCode(legalKey(org.tin))),
      finish(org, state, fake.issueCode(legalKey(org.tin))),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('OneID migration', () => {
  it('marks the organizations verified before it as verified by staff_review, the others null', async () => {
    const database = await createTestDatabase();
    const dataSource = await new DataSource(dataSourceOptions(database.url, { poolSize: 2 })).initialize();
    try {
      const applied = async () =>
        (await dataSource.query<{ name: string }[]>(`SELECT name FROM migrations`)).map((m) => m.name);
      while ((await applied()).includes('OneId1795708000000')) {
        await dataSource.undoLastMigration({ transaction: 'each' });
      }
      const [client] = await dataSource.query<{ id: string }[]>(`INSERT INTO clients DEFAULT VALUES RETURNING id`);
      const insert = (tin: string, status: string) =>
        dataSource.query(
          `INSERT INTO organizations (client_id, kind, tin, name, verification_status) VALUES ($1, 'legal', $2, 'Old', $3)`,
          [client.id, tin, status],
        );
      await insert('300000001', 'verified');
      await insert('300000002', 'pending');
      await insert('300000003', 'not_started');
      await runPendingMigrations(dataSource);
      const rows = await dataSource.query<{ tin: string; verification_method: string | null }[]>(
        `SELECT tin, verification_method FROM organizations ORDER BY tin`,
      );
      expect(rows).toEqual([
        { tin: '300000001', verification_method: 'staff_review' },
        { tin: '300000002', verification_method: null },
        { tin: '300000003', verification_method: null },
      ]);
    } finally {
      await dataSource.destroy();
      await database.drop();
    }
  });
});
