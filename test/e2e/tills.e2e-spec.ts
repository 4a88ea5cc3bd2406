import { advance } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { addMember, Org } from '../support/orgs';
import { SignedIn } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { addTill, claimsOf, pairedTill, pairTill } from '../support/tills';

/** CONTRACT §11.1: tills as devices — management, pairing, the till's own credential. */
describe('tills: management, pairing and till tokens', () => {
  let t: TestApp;
  /** A second instance on the same database. */
  let other: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  let branchId: string;
  useOrgWithOwner((s) => ({ t, other, owner, org, roles } = s), { second: true, signInEach: true });

  beforeAll(async () => {
    branchId = (await branch()).id;
  });

  const { db, call, branch } = orgStaffFlows(() => ({ t, owner, org, roles }));
  const tillGet = (token: string, app = t) => app.request('GET', '/v1/till', { token });
  const status = async (tillId: string) =>
    (await db().query<{ status: string }[]>('SELECT status FROM tills WHERE id = $1', [tillId]))[0].status;
  const moveClocks = (seconds: number) => {
    advance(t, seconds);
    advance(other, seconds);
  };

  describe('POST /v1/orgs/{id}/tills', () => {
    it('adds a pending till and answers its pairing code once, stored hashed', async () => {
      const res = await call(owner, 'POST', '/tills', { name: '  Kassa 1 ', branchId });
      expect(res.status).toBe(201);
      expect(res.body.till).toEqual({
        id: expect.any(String),
        organizationId: org.id,
        branchId,
        name: 'Kassa 1',
        status: 'pending',
        pairedAt: null,
        lastSeenAt: null,
        createdAt: expect.any(String),
      });
      expect(res.body.pairingCode).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
      const expires = Date.parse(res.body.pairingExpiresAt) - t.clock.nowMs();
      expect(expires).toBeGreaterThan(10 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(10 * 60_000);
      const [row] = await db().query<{ pairing_code_hash: string }[]>('SELECT * FROM tills WHERE id = $1', [
        res.body.till.id,
      ]);
      expect(row.pairing_code_hash).not.toContain(res.body.pairingCode);
      const list = await call(owner, 'GET', '/tills');
      const listed = list.body.find((x: { id: string }) => x.id === res.body.till.id);
      expect(listed).toEqual(res.body.till);
      expect(JSON.stringify(list.body)).not.toContain(res.body.pairingCode);
    });

    it('validates the name and the branch', async () => {
      expectError(await call(owner, 'POST', '/tills', { name: '', branchId }), 400, 'validation_failed');
      expectError(await call(owner, 'POST', '/tills', { name: 'x'.repeat(101), branchId }), 400, 'validation_failed');
      expectError(
        await call(owner, 'POST', '/tills', { name: 'Till', branchId: '00000000-0000-4000-8000-000000000000' }),
        404,
        'branch_not_found',
      );
    });

    it('org.tills.manage: not a cashier; a branch manager for its own branch only', async () => {
      const cashier = await addMember(t, owner, org.id, roles.cashier);
      expectError(await call(cashier, 'POST', '/tills', { name: 'Till', branchId }), 403, 'forbidden');
      expectError(await call(cashier, 'GET', '/tills'), 403, 'forbidden');
      const elsewhere = (await branch()).id;
      const manager = await addMember(t, owner, org.id, roles.branch_manager, { branchId: elsewhere });
      expectError(await call(manager, 'POST', '/tills', { name: 'Till', branchId }), 403, 'forbidden');
      const mine = await call(manager, 'POST', '/tills', { name: 'Mine', branchId: elsewhere });
      expect(mine.status).toBe(201);
      const theirs = await addTill(t, owner, org.id, branchId);
      const listed = (await call(manager, 'GET', '/tills')).body as { id: string; branchId: string }[];
      expect(listed.map((x) => x.branchId)).toEqual(listed.map(() => elsewhere));
      expect(listed.map((x) => x.id)).toContain(mine.body.till.id);
      expectError(await call(manager, 'DELETE', `/tills/${theirs.tillId}`), 404, 'till_not_found');
      expectError(await call(manager, 'POST', `/tills/${theirs.tillId}/pairing-code`), 404, 'till_not_found');
      expect((await call(manager, 'DELETE', `/tills/${mine.body.till.id}`)).status).toBe(204);
    });

    it('a malformed or unknown tillId is 404 till_not_found', async () => {
      expectError(await call(owner, 'DELETE', '/tills/not-a-uuid'), 404, 'till_not_found');
      expectError(await call(owner, 'POST', '/tills/not-a-uuid/pairing-code'), 404, 'till_not_found');
      expectError(await call(owner, 'DELETE', '/tills/00000000-0000-4000-8000-000000000000'), 404, 'till_not_found');
    });
  });

  describe('POST /v1/tills/pair', () => {
    it('pairs once with the code, case, spaces and hyphens aside; the till is active', async () => {
      const { tillId, pairingCode } = await addTill(t, owner, org.id, branchId);
      const typed = `${pairingCode.slice(0, 4).toLowerCase()}- ${pairingCode.slice(4)}`;
      const res = await t.request('POST', '/v1/tills/pair', { body: { code: typed } });
      expect(res.status).toBe(200);
      expect(res.body.till).toMatchObject({ id: tillId, status: 'active', pairedAt: expect.any(String) });
      expect(res.body.expiresIn).toBe(t.config.accessTokenTtlSeconds);
      expect(claimsOf(res.body.accessToken)).toMatchObject({ kind: 'till', sub: tillId, till: tillId, org: org.id });
      expectError(
        await t.request('POST', '/v1/tills/pair', { body: { code: pairingCode } }),
        400,
        'pairing_code_invalid',
      );
    });

    it('refuses a wrong or expired code', async () => {
      expectError(
        await t.request('POST', '/v1/tills/pair', { body: { code: 'ABCDEFGH' } }),
        400,
        'pairing_code_invalid',
      );
      expectError(await t.request('POST', '/v1/tills/pair', { body: { code: 'short' } }), 400, 'pairing_code_invalid');
      const { pairingCode } = await addTill(t, owner, org.id, branchId);
      moveClocks(10 * 60);
      expectError(
        await t.request('POST', '/v1/tills/pair', { body: { code: pairingCode } }),
        400,
        'pairing_code_invalid',
      );
    });

    it('of parallel pairings with one code exactly one succeeds', async () => {
      const { pairingCode } = await addTill(t, owner, org.id, branchId);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => t.request('POST', '/v1/tills/pair', { body: { code: pairingCode } })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    });
  });

  it('writes the till’s life to the organization’s audit trail, never a code or a token', async () => {
    const { tillId, pairingCode } = await addTill(t, owner, org.id, branchId, 'Audited');
    const reissued = await call(owner, 'POST', `/tills/${tillId}/pairing-code`);
    const paired = await pairTill(t, reissued.body.pairingCode);
    expect((await call(owner, 'DELETE', `/tills/${tillId}`)).status).toBe(204);
    const events = await db().query<
      { action: string; actor_user_id: string; organization_id: string; target_type: string; details: object }[]
    >(
      `SELECT action, actor_user_id, organization_id, target_type, details FROM audit_events
       WHERE target_id = $1 ORDER BY created_at, id`,
      [tillId],
    );
    expect(events.map((e) => e.action)).toEqual([
      'till.created',
      'till.pairing_code_issued',
      'till.pairing_code_issued',
      'till.paired',
      'till.revoked',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ organization_id: org.id, target_type: 'till' });
      const details = JSON.stringify(event.details);
      for (const secret of [pairingCode, reissued.body.pairingCode, paired.accessToken, paired.refreshToken]) {
        expect(details).not.toContain(secret);
      }
    }
    expect(events[0].actor_user_id).toBe(owner.userId);
    expect(events[0].details).toEqual({ name: 'Audited', branchId });
    // The device acts for itself when it pairs.
    expect(events[3].actor_user_id).toBe(tillId);
    const listed = await call(owner, 'GET', `/audit?action=till.paired`);
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((e: { targetId: string }) => e.targetId)).toContain(tillId);
  });

  it('pairing is limited per address like login', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' }, t.database);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await limited.request('POST', '/v1/tills/pair', { body: { code: 'ABCDEFGH' } })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  describe('till tokens and their routes', () => {
    it('a till token works on /v1/till only; a person’s token there is 401', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      const res = await tillGet(till.accessToken);
      expect(res.status).toBe(200);
      expect(res.body.till).toMatchObject({ id: till.tillId, status: 'active', lastSeenAt: expect.any(String) });
      expect(res.body.organization).toEqual({ id: org.id, name: expect.any(String) });
      expect(res.body.branch).toEqual({ id: branchId, name: expect.any(String) });
      const elsewhere = await t.request('GET', '/v1/me', { token: till.accessToken });
      expectError(elsewhere, 401, 'unauthorized');
      expectError(await call({ ...owner, accessToken: till.accessToken }, 'GET', ''), 401, 'unauthorized');
      expectError(await tillGet(owner.accessToken), 401, 'unauthorized');
    });

    it('sets lastSeenAt at most once a minute', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      const first = (await tillGet(till.accessToken)).body.till.lastSeenAt;
      moveClocks(30);
      expect((await tillGet(till.accessToken)).body.till.lastSeenAt).toBe(first);
      moveClocks(31);
      const later = (await tillGet(till.accessToken)).body.till.lastSeenAt;
      expect(Date.parse(later) - Date.parse(first)).toBeGreaterThanOrEqual(61_000);
      expect(Date.parse(later) - Date.parse(first)).toBeLessThan(62_000);
    });

    it('refresh rotates; a used token past the grace ends the credential (401, status pending)', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      const first = await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: till.refreshToken } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
      // Within the grace, while the new pair is unused: rotates again (CONTRACT §11.6).
      const again = await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: till.refreshToken } });
      expect(again.status).toBe(200);
      expect((await tillGet(again.body.accessToken)).status).toBe(200);
      moveClocks(t.config.refreshReuseGraceSeconds + 1);
      expectError(
        await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: till.refreshToken } }),
        401,
        'session_expired',
      );
      expect(await status(till.tillId)).toBe('pending');
      expectError(await tillGet(again.body.accessToken), 401, 'unauthorized');
      expectError(
        await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: again.body.refreshToken } }),
        401,
        'session_expired',
      );
    });

    it('a credential unused for 30 days ends', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      moveClocks(29 * 86_400);
      const kept = await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: till.refreshToken } });
      expect(kept.status).toBe(200);
      moveClocks(30 * 86_400 + 1);
      expectError(
        await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: kept.body.refreshToken } }),
        401,
        'session_expired',
      );
    });

    it('a new pairing code ends the current credential at once, on every instance; a revoked till is 422', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      expect((await tillGet(till.accessToken, other)).status).toBe(200);
      const res = await call(owner, 'POST', `/tills/${till.tillId}/pairing-code`);
      expect(res.status).toBe(200);
      expect(res.body.till.status).toBe('pending');
      expect(res.body.pairingCode).toMatch(/^[23456789A-HJ-NP-Z]{8}$/);
      expectError(await tillGet(till.accessToken, other), 401, 'unauthorized');
      expectError(await tillGet(till.accessToken), 401, 'unauthorized');
      const again = await pairTill(other, res.body.pairingCode);
      expect((await tillGet(again.accessToken)).status).toBe(200);
      // Paired again: the old credential stays ended.
      expectError(await tillGet(till.accessToken, other), 401, 'unauthorized');
      expectError(
        await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: till.refreshToken } }),
        401,
        'session_expired',
      );
      expect((await call(owner, 'DELETE', `/tills/${till.tillId}`)).status).toBe(204);
      expectError(await call(owner, 'POST', `/tills/${till.tillId}/pairing-code`), 422, 'till_revoked');
    });

    it('revocation refuses every token of the till on the next request on every instance', async () => {
      const till = await pairedTill(t, owner, org.id, branchId);
      expect((await tillGet(till.accessToken, other)).status).toBe(200);
      expect((await call(owner, 'DELETE', `/tills/${till.tillId}`)).status).toBe(204);
      expect(await status(till.tillId)).toBe('revoked');
      expectError(await tillGet(till.accessToken, other), 401, 'unauthorized');
      expectError(
        await other.request('POST', '/v1/tills/refresh', { body: { refreshToken: till.refreshToken } }),
        401,
        'session_expired',
      );
    });
  });
});
