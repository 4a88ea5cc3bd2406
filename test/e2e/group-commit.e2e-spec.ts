import { createHash, randomUUID } from 'node:crypto';
import { AccessRepository } from '../../src/access/access.repository';
import { CALLER_READS } from '../../src/access/caller-reads';
import { ReadBesideRepository } from '../../src/access/read-beside.repository';
import { SessionsRepository } from '../../src/auth/sessions.repository';
import { ServiceClientsRepository } from '../../src/oauth/service-clients.repository';
import { PinLookupRead } from '../../src/staff/pin-lookup.read';
import { LOOKUP_MAX_WRONG } from '../../src/staff/pin-limits';
import { AuditService } from '../../src/audit/audit.service';
import { SecretsService } from '../../src/config/secrets.service';
import { HotStatement, HotStatements } from '../../src/database/hot-statements';
import { GROUP_COMMIT } from '../../src/database/statement-batcher';
import { TillStaffSessionsRepository } from '../../src/tills/till-staff-sessions.repository';
import { registerAccount } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { addMember, Org } from '../support/orgs';
import { createServiceClient } from '../support/service-clients';
import { SignedIn, staff } from '../support/staff';
import { TestApp } from '../support/test-app';
import { claimsOf, headerOf, PairedTill, pairedTill } from '../support/tills';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The till sign-in and the refresh are committed in batches of the calls that arrive together,
 * and the guard's reads of the caller gathered (StatementBatcher): each caller gets its own
 * answer, the race rules hold inside a batch, and a bad item fails alone.
 */
describe('batched hot statements: the sign-ins, refreshes and the callers’ reads', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  let branchId: string;
  let pinSequence = 300_000;
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s), { signInEach: true });
  const { db, call, branch } = orgStaffFlows(() => ({ t, owner, org, roles }));

  /** Cashiers with PINs, made once: the Owner may set ten PINs an hour. */
  let cashiers: { userId: string; pin: string }[];
  beforeAll(async () => {
    branchId = (await branch()).id;
    cashiers = [];
    for (let k = 0; k < 5; k++) cashiers.push(await cashier());
  });

  /** The largest batch of `statement` run while `work` ran (items: those of its one JSON parameter, itemsParameter). */
  async function largestBatch<T>(
    statement: HotStatement,
    work: () => Promise<T>,
  ): Promise<{ result: T; size: number }> {
    const statements = t.app.get(HotStatements);
    const rows = jest.spyOn(statements, 'rows');
    try {
      const result = await work();
      const sizes = rows.mock.calls
        .filter(([run]) => run.name === statement.name)
        .map(([, values]) => (JSON.parse(values[0] as string) as unknown[]).length);
      return { result, size: Math.max(...sizes) };
    } finally {
      rows.mockRestore();
    }
  }
  const named = (name: string): HotStatement => ({ name, text: '' });
  /** Calls made at once: the first this many run alone (a batch each in flight), the rest are gathered. */
  const ALONE = GROUP_COMMIT.concurrency;

  async function cashier() {
    const person = await addMember(t, owner, org.id, roles.cashier);
    const pin = String((pinSequence += 1));
    const set = await call(owner, 'PUT', `/members/${person.userId}/pin`, { pin });
    if (set.status !== 204) throw new Error(`pin: ${set.status} ${set.text}`);
    return { ...person, pin };
  }
  const signIn = (paired: PairedTill, pin: string) =>
    t.request('POST', '/v1/till/sign-in', { token: paired.accessToken, body: { pin } });
  const refresh = (refreshToken: string) => t.request('POST', '/v1/auth/refresh', { body: { refreshToken } });

  /** A sign-in through the repository (its batcher) as the service makes it; `id`: the staff session's. */
  const attempt = (paired: PairedTill, pin: string, id: string = randomUUID()) => {
    const [audit, secrets] = [t.app.get(AuditService), t.app.get(SecretsService)];
    const now = new Date();
    const [credentialId, keyId] = [String(claimsOf(paired.accessToken).sid), String(headerOf(paired.accessToken).kid)];
    return t.app.get(TillStaffSessionsRepository).signIn(
      {
        id,
        tillId: paired.tillId,
        credentialId,
        keyId,
        startedAt: now,
        expiresAt: new Date(now.getTime() + 3_600_000),
      },
      secrets.hashPin(org.id, pin),
      { windowMs: 60_000, max: 5 },
      audit.parameters({
        actor: { userId: null, requestId: randomUUID() },
        action: 'till.staff_signed_in',
        target: { type: 'till', id: paired.tillId, organizationId: org.id },
        details: { staffSessionId: id },
      }),
    );
  };

  /** An access token's session, user and key, as the guard reads them. */
  const tokenOf = (token: string) => {
    const { sid, sub } = claimsOf(token);
    return { sid: String(sid), sub: String(sub), kid: String(headerOf(token).kid) };
  };

  it('concurrent refreshes each rotate their own session; one token twice: one rotation, the other within the grace', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => registerAccount(t)));
    const tokens = [...accounts.map((a) => a.refreshToken), accounts[0].refreshToken];
    const { result, size } = await largestBatch(named('sessions_rotate'), () => Promise.all(tokens.map(refresh)));
    expect(size).toBeGreaterThan(1);
    expect(result.map((r) => r.status)).toEqual(tokens.map(() => 200));
    result.forEach((r, k) => expect(claimsOf(r.body.accessToken).sub).toBe(accounts[k % accounts.length].userId));
    const sid = claimsOf(accounts[0].accessToken).sid;
    const unused = await db().query<{ token_hash: string }[]>(
      `SELECT "token_hash" FROM "refresh_tokens" WHERE "session_id" = $1 AND "used_at" IS NULL`,
      [sid],
    );
    expect(unused).toHaveLength(1);
    expect([result[0], result[6]].map((r) => sha256(r.body.refreshToken))).toContain(unused[0].token_hash);
  });

  it('two unused tokens of one session in one batch both rotate: the second alone, after the first', async () => {
    const fillers = await Promise.all(Array.from({ length: ALONE }, () => registerAccount(t)));
    const account = await registerAccount(t);
    const sid = claimsOf(account.accessToken).sid;
    const second = randomUUID();
    await db().query(`INSERT INTO "refresh_tokens" ("token_hash", "session_id") VALUES ($1, $2)`, [
      sha256(second),
      sid,
    ]);
    const sessions = t.app.get(SessionsRepository);
    const rotation = (token: string) => ({
      tokenHash: sha256(token),
      nextTokenHash: sha256(randomUUID()),
      now: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
      maxDays: 30,
    });
    // The fillers run alone; the session's two tokens are gathered.
    const { result, size } = await largestBatch(named('sessions_rotate'), () =>
      Promise.all(
        [...fillers.map((f) => f.refreshToken), account.refreshToken, second].map((x) => sessions.rotate(rotation(x))),
      ),
    );
    expect(size).toBe(2);
    for (const rotated of result) {
      expect(rotated.matched).toBe(true);
      expect(rotated.session).not.toBeNull();
    }
    expect(result[ALONE].session!.id).toBe(sid);
    expect(result[ALONE + 1].session!.id).toBe(sid);
  });

  it('concurrent callers are read together, each its own, as alone: an ended session or a blocked user is nobody', async () => {
    const accounts = await Promise.all(Array.from({ length: CALLER_READS.concurrency + 2 }, () => registerAccount(t)));
    const [ended, blocked] = await Promise.all([registerAccount(t), registerAccount(t)]);
    await db().query(`UPDATE sessions SET ended_at = now() WHERE id = $1`, [claimsOf(ended.accessToken).sid]);
    await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [blocked.userId]);
    const now = new Date();
    const read = (token: string, organizationId: string | null) =>
      t.app.get(AccessRepository).findCaller(tokenOf(token), organizationId, now);
    // The first reads run alone (as many as may be in flight); the rest, two accounts among them, are gathered into one.
    const asked: [string, string | null][] = [
      ...accounts.map((a) => [a.accessToken, null] as [string, null]),
      [owner.accessToken, org.id],
      [ended.accessToken, null],
      [blocked.accessToken, null],
      [owner.accessToken, null],
    ];
    const { result, size } = await largestBatch(named('access_callers'), () =>
      Promise.all(asked.map(([token, organizationId]) => read(token, organizationId))),
    );
    expect(size).toBe(asked.length - CALLER_READS.concurrency);
    accounts.forEach((a, k) => expect(result[k]!.userId).toBe(a.userId));
    const [withOrganization, endedCaller, blockedCaller, without] = result.slice(accounts.length);
    expect(withOrganization).toMatchObject({ userId: owner.userId, organization: { id: org.id } });
    expect(withOrganization!.assignments.length).toBeGreaterThan(0);
    expect(endedCaller).toBeNull();
    expect(blockedCaller).toBeNull();
    expect(without!.organization).toBeUndefined();
    // Each as it is read alone.
    for (const [k, [token, organizationId]] of asked.entries())
      expect(result[k]).toEqual(await read(token, organizationId));
  });

  it('concurrent PIN lookups are read together with their callers, each its own member, as alone', async () => {
    const ended = await registerAccount(t);
    await db().query(`UPDATE sessions SET ended_at = now() WHERE id = $1`, [claimsOf(ended.accessToken).sid]);
    const [lookup, secrets] = [t.app.get(PinLookupRead), t.app.get(SecretsService)];
    const now = new Date();
    const read = (token: string, pin: string) =>
      t.app
        .get(ReadBesideRepository)
        .findCallerWith(tokenOf(token), org.id, now, lookup.statement, [
          secrets.hashPin(org.id, pin),
          LOOKUP_MAX_WRONG,
        ]);
    const holder = (found: { beside: string | null } | null) =>
      found && (JSON.parse(found.beside!) as { members: { user_id: string }[] | null }).members?.[0].user_id;
    // The first reads run alone; the rest are gathered: every cashier's PIN, a wrong one, an ended session.
    const asked: [string, string][] = [
      ...Array.from(
        { length: CALLER_READS.concurrency },
        () => [owner.accessToken, cashiers[0].pin] as [string, string],
      ),
      ...cashiers.map((c) => [owner.accessToken, c.pin] as [string, string]),
      [owner.accessToken, '000007'],
      [ended.accessToken, cashiers[0].pin],
    ];
    const { result, size } = await largestBatch(lookup.statement, () =>
      Promise.all(asked.map(([token, pin]) => read(token, pin))),
    );
    expect(size).toBe(asked.length - CALLER_READS.concurrency);
    const gathered = result.slice(CALLER_READS.concurrency);
    expect(gathered.map(holder)).toEqual([...cashiers.map((c) => c.userId), undefined, null]);
    for (const found of gathered.slice(0, -1)) expect(found!.caller.userId).toBe(owner.userId);
    for (const [k, [token, pin]] of asked.entries()) expect(result[k]).toEqual(await read(token, pin));
  });

  it('concurrent introspections are read together, each its client and its token’s roles, as alone', async () => {
    const director = await staff(t, 'director');
    const clients = await Promise.all([
      createServiceClient(t, director.accessToken),
      createServiceClient(t, director.accessToken),
    ]);
    const [account, ended] = await Promise.all([registerAccount(t), registerAccount(t)]);
    await db().query(`UPDATE sessions SET ended_at = now() WHERE id = $1`, [claimsOf(ended.accessToken).sid]);
    const repository = t.app.get(ServiceClientsRepository);
    const now = new Date();
    const read = (clientId: string, token: string) =>
      repository.credentialsWithAssignments(clientId, tokenOf(token), now);
    const [first, second] = clients.map((c) => c.clientId);
    // The first reads run alone; the rest are gathered.
    const asked: [string, string][] = [
      ...Array.from({ length: CALLER_READS.concurrency }, () => [first, account.accessToken] as [string, string]),
      [first, owner.accessToken],
      [second, account.accessToken],
      [second, ended.accessToken],
      ['svc_unknown', owner.accessToken],
    ];
    const { result, size } = await largestBatch(named('service_client_with_assignments'), () =>
      Promise.all(asked.map(([clientId, token]) => read(clientId, token))),
    );
    expect(size).toBe(asked.length - CALLER_READS.concurrency);
    const [ownerRead, accountRead, endedRead, unknown] = result.slice(CALLER_READS.concurrency);
    const hashOf = async (clientId: string) =>
      (
        await db().query<{ secret_hash: string }[]>(`SELECT secret_hash FROM service_clients WHERE client_id = $1`, [
          clientId,
        ])
      )[0].secret_hash;
    expect(ownerRead!.credentials.secret_hash).toBe(await hashOf(first));
    expect(ownerRead!.assignments!.map((a) => a.role.code)).toContain('owner');
    expect(accountRead!.credentials.secret_hash).toBe(await hashOf(second));
    expect(accountRead!.assignments!.map((a) => a.role.code)).not.toContain('owner');
    expect(endedRead!.assignments).toBeNull();
    expect(unknown).toBeNull();
    for (const [k, [clientId, token]] of asked.entries()) expect(result[k]).toEqual(await read(clientId, token));
  });

  it('concurrent sign-ins each get their own member and session; a wrong PIN among them is counted, a revoked till’s refused', async () => {
    const paired = await pairedTill(t, owner, org.id, branchId);
    const revoked = await pairedTill(t, owner, org.id, branchId);
    expect((await call(owner, 'DELETE', `/tills/${revoked.tillId}`)).status).toBe(204);
    const pins = [...cashiers.map((c) => c.pin), '000009'];
    const { result, size } = await largestBatch(named('till_sign_in'), () =>
      Promise.all([...pins.map((pin) => signIn(paired, pin)), signIn(revoked, cashiers[0].pin)]),
    );
    expect(size).toBeGreaterThan(1);
    cashiers.forEach((c, k) => {
      expect(result[k].status).toBe(200);
      expect(result[k].body.member.userId).toBe(c.userId);
      expect(claimsOf(result[k].body.accessToken)).toMatchObject({ sub: c.userId, sid: result[k].body.staffSessionId });
    });
    expectError(result[5], 404, 'member_not_found');
    expectError(result[6], 401, 'unauthorized');
    expect(await db().query(`SELECT 1 FROM "till_staff_sessions" WHERE "till_id" = $1`, [revoked.tillId])).toEqual([]);
    const sessions = await db().query<{ id: string; user_id: string }[]>(
      `SELECT "id", "user_id" FROM "till_staff_sessions" WHERE "till_id" = $1`,
      [paired.tillId],
    );
    expect(sessions.map((s) => `${s.id} ${s.user_id}`).sort()).toEqual(
      cashiers.map((c, k) => `${result[k].body.staffSessionId} ${c.userId}`).sort(),
    );
    const events = await db().query<{ actor_user_id: string; details: { staffSessionId: string } }[]>(
      `SELECT "actor_user_id", "details" FROM "audit_events" WHERE "action" = 'till.staff_signed_in' AND "target_id" = $1`,
      [paired.tillId],
    );
    expect(events.map((e) => `${e.details.staffSessionId} ${e.actor_user_id}`).sort()).toEqual(
      sessions.map((s) => `${s.id} ${s.user_id}`).sort(),
    );
    const [failures] = await db().query<{ failures: number }[]>(
      `SELECT "failures" FROM "till_pin_failures" WHERE "till_id" = $1`,
      [paired.tillId],
    );
    expect(failures.failures).toBe(1);
  });

  it('right PINs gathered while the window of wrong PINs is full: each sees it, none writes', async () => {
    const paired = await pairedTill(t, owner, org.id, branchId);
    for (let i = 0; i < 5; i++) expectError(await signIn(paired, '000008'), 404, 'member_not_found');
    const { result, size } = await largestBatch(named('till_sign_in'), () =>
      Promise.all(cashiers.map((c) => attempt(paired, c.pin))),
    );
    expect(size).toBe(cashiers.length - ALONE);
    result.forEach((found, k) => {
      expect(found!.rows[0].user_id).toBe(cashiers[k].userId);
      expect(found!.rows[0].full_window_started_at).not.toBeNull();
    });
    expect(await db().query(`SELECT 1 FROM "till_staff_sessions" WHERE "till_id" = $1`, [paired.tillId])).toEqual([]);
    expect(
      await db().query(`SELECT 1 FROM "audit_events" WHERE "target_id" = $1 AND "action" = 'till.staff_signed_in'`, [
        paired.tillId,
      ]),
    ).toEqual([]);
  });

  it('a sign-in the batch cannot write (its session’s id taken) fails alone; the others are committed', async () => {
    const paired = await pairedTill(t, owner, org.id, branchId);
    const taken = (await signIn(paired, cashiers[0].pin)).body.staffSessionId as string;
    // The first alone, then a batch of two, one of them with a staff session's id already taken.
    const signing = cashiers.slice(0, ALONE + 2);
    const { result, size } = await largestBatch(named('till_sign_in'), () =>
      Promise.all(
        signing.map((c, k) =>
          attempt(paired, c.pin, k === ALONE + 1 ? taken : undefined).then(
            (found) => found!.rows[0].user_id,
            () => 'failed',
          ),
        ),
      ),
    );
    expect(size).toBe(2);
    expect(result).toEqual([...signing.slice(0, ALONE + 1).map((c) => c.userId), 'failed']);
    const sessions = await db().query<{ user_id: string }[]>(
      `SELECT "user_id" FROM "till_staff_sessions" WHERE "till_id" = $1 AND "id" <> $2`,
      [paired.tillId, taken],
    );
    expect(sessions.map((s) => s.user_id).sort()).toEqual(
      signing
        .slice(0, ALONE + 1)
        .map((c) => c.userId)
        .sort(),
    );
  });
});
