import { createLocalJWKSet, jwtVerify } from 'jose';
import { advance } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { addMember, createOrg, Org } from '../support/orgs';
import { createServiceClient, introspect, ServiceClientCredentials } from '../support/service-clients';
import { SignedIn, staff } from '../support/staff';
import { TestApp } from '../support/test-app';
import { claimsOf, headerOf, PairedTill, pairedTill } from '../support/tills';

/** CONTRACT §11.1: staff on a till — the staff list, PIN sign-in, staff sessions, approvals, PIN limits. */
describe('tills: staff sign-in by PIN, staff sessions and approvals', () => {
  let t: TestApp;
  /** A second instance on the same database. */
  let other: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  let branchId: string;
  let elsewhereId: string;
  let service: ServiceClientCredentials;
  let pinSequence = 100_000;
  useOrgWithOwner((s) => ({ t, other, owner, org, roles } = s), { second: true, signInEach: true });

  beforeAll(async () => {
    branchId = (await branch()).id;
    elsewhereId = (await branch()).id;
    const director = await staff(t, 'director');
    service = await createServiceClient(t, director.accessToken);
  });

  const { db, call, branch } = orgStaffFlows(() => ({ t, owner, org, roles }));
  const moveClocks = (seconds: number) => {
    advance(t, seconds);
    advance(other, seconds);
  };
  const till = () => pairedTill(t, owner, org.id, branchId);
  const onTill = (paired: PairedTill, method: string, path: string, body?: unknown, app = t) =>
    app.request(method, `/v1/till${path}`, { token: paired.accessToken, body });
  /** A member with a fresh PIN; `branch`: a branch role there, else organization-wide. */
  const member = async (code: string, options: { branchId?: string; firstName?: string } = {}) => {
    const person = await addMember(t, owner, org.id, roles[code], options);
    const pin = String((pinSequence += 1));
    const set = await call(owner, 'PUT', `/members/${person.userId}/pin`, { pin });
    if (set.status !== 204) throw new Error(`pin: ${set.status} ${set.text}`);
    return { ...person, pin };
  };
  const me = (token: string, app = t) => app.request('GET', '/v1/me', { token });
  const auditOf = (action: string, tillId: string) =>
    db().query<{ actor_user_id: string; organization_id: string; details: Record<string, unknown> }[]>(
      `SELECT actor_user_id, organization_id, details FROM audit_events WHERE action = $1 AND target_id = $2`,
      [action, tillId],
    );

  it('GET /v1/till/staff: active members whose role applies at the till’s branch, without phones', async () => {
    const paired = await till();
    const cashier = await member('cashier', { firstName: 'Dilnoza' });
    const here = await member('branch_manager', { branchId });
    const there = await member('branch_manager', { branchId: elsewhereId });
    const noPin = await addMember(t, owner, org.id, roles.cashier);
    const res = await onTill(paired, 'GET', '/staff');
    expect(res.status).toBe(200);
    const ids = res.body.map((m: { userId: string }) => m.userId);
    expect(ids).toEqual(expect.arrayContaining([owner.userId, cashier.userId, here.userId, noPin.userId]));
    expect(ids).not.toContain(there.userId);
    expect(res.body.find((m: { userId: string }) => m.userId === cashier.userId)).toEqual({
      userId: cashier.userId,
      firstName: 'Dilnoza',
      lastName: 'Member',
      roles: [{ code: 'cashier', name: 'Cashier' }],
      hasPin: true,
    });
    expect(res.body.find((m: { userId: string }) => m.userId === noPin.userId).hasPin).toBe(false);
    expect(res.text).not.toContain(cashier.phone);
    // Never a blocked user.
    await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [noPin.userId]);
    const after = (await onTill(paired, 'GET', '/staff')).body.map((m: { userId: string }) => m.userId);
    expect(after).not.toContain(noPin.userId);
  });

  it('GET /v1/till/staff answers an ETag: 304 while it holds, a new tag on every instance after a change', async () => {
    const paired = await till();
    const first = await onTill(paired, 'GET', '/staff');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+\.[A-Za-z0-9_-]+"$/);
    const again = await other.request('GET', '/v1/till/staff', {
      token: paired.accessToken,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const added = await member('cashier');
    const changed = await other.request('GET', '/v1/till/staff', {
      token: paired.accessToken,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.map((m: { userId: string }) => m.userId)).toContain(added.userId);
    // Another branch's till sees another list under another tag.
    const there = await pairedTill(t, owner, org.id, elsewhereId);
    expect((await onTill(there, 'GET', '/staff')).headers.get('etag')).not.toBe(changed.headers.get('etag'));
  });

  it('signs a member in by PIN: a staff token for GET /v1/me and introspection, 403 elsewhere, 401 on /v1/till', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    // An endpoint of the organization that wants the event (removed before a worker would send to it).
    const [endpoint] = await db().query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (organization_id, url, events, secret, enabled)
       VALUES ($1, 'https://hooks.example.com/till', ARRAY['till.staff_signed_in'], 'whsec_test', true) RETURNING id`,
      [org.id],
    );
    const res = await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      staffSessionId: expect.any(String),
      member: {
        userId: cashier.userId,
        firstName: 'Staff',
        lastName: 'Member',
        roles: [{ code: 'cashier', name: 'Cashier' }],
      },
      accessToken: expect.any(String),
      expiresIn: t.config.accessTokenTtlSeconds,
    });
    const token = res.body.accessToken as string;
    expect(claimsOf(token)).toMatchObject({
      kind: 'staff',
      sub: cashier.userId,
      sid: res.body.staffSessionId,
      till: paired.tillId,
      org: org.id,
    });
    const profile = await me(token, other);
    expect(profile.status).toBe(200);
    expect(profile.body.id).toBe(cashier.userId);
    expectError(await call({ ...cashier, accessToken: token }, 'GET', ''), 403, 'forbidden');
    expectError(await t.request('PATCH', '/v1/me', { token, body: { firstName: 'X' } }), 403, 'forbidden');
    expectError(await t.request('GET', '/v1/till', { token }), 401, 'unauthorized');
    const seen = await introspect(t, service, token);
    expect(seen.body).toMatchObject({
      active: true,
      kind: 'staff',
      sub: cashier.userId,
      till: paired.tillId,
      org: org.id,
      branchId,
      roles: [expect.objectContaining({ code: 'cashier', organizationId: org.id })],
    });
    const [event] = await auditOf('till.staff_signed_in', paired.tillId);
    expect(event).toMatchObject({
      actor_user_id: cashier.userId,
      organization_id: org.id,
      details: { staffSessionId: res.body.staffSessionId },
    });
    expect(JSON.stringify(event.details)).not.toContain(cashier.pin);
    // Its webhook delivery, written in the same statement, names the member the PIN found.
    const deliveries = await db().query<{ data: Record<string, unknown> }[]>(
      `SELECT data FROM webhook_deliveries WHERE endpoint_id = $1`,
      [endpoint.id],
    );
    await db().query(`DELETE FROM webhook_endpoints WHERE id = $1`, [endpoint.id]);
    expect(deliveries).toEqual([
      {
        data: expect.objectContaining({
          action: 'till.staff_signed_in',
          actorId: cashier.userId,
          targetId: paired.tillId,
          organizationId: org.id,
          details: { staffSessionId: res.body.staffSessionId },
        }),
      },
    ]);
    // Its data is the event exactly as the organization's audit list shows it.
    const listed = await call(owner, 'GET', `/audit?action=till.staff_signed_in&targetId=${paired.tillId}`);
    expect(listed.body.items).toEqual([deliveries[0].data]);
  });

  it('a staff token on GET /v1/me answers the member as the till sees it (roles at its branch only, no phone); introspection lists only those roles', async () => {
    const paired = await till();
    const cashier = await member('cashier', { branchId });
    // The same person administers another organization (another client): a role that does not apply at this till.
    const elsewhere = await createOrg(t, owner);
    const joined = await t.request('POST', `/v1/orgs/${elsewhere.id}/members`, {
      token: owner.accessToken,
      body: { phone: cashier.phone, firstName: 'Staff', lastName: 'Member', roleId: roles.org_admin },
    });
    expect(joined.status).toBe(201);
    const token = (await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin })).body.accessToken as string;
    const view = await me(token, other);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      id: cashier.userId,
      firstName: 'Staff',
      lastName: 'Member',
      roles: [{ code: 'cashier', name: 'Cashier' }],
    });
    expect(view.text).not.toContain(cashier.phone);
    const seen = await introspect(t, service, token);
    expect(seen.body.roles).toEqual([
      expect.objectContaining({ code: 'cashier', scopeType: 'branch', organizationId: org.id, branchId }),
    ]);
    // The person's own token: the profile view, every role.
    const own = await me(cashier.accessToken);
    expect(own.body).toMatchObject({ id: cashier.userId, phone: cashier.phone });
    expect(own.body.roleAssignments).toHaveLength(2);
    expect((await introspect(t, service, cashier.accessToken)).body.roles).toHaveLength(2);
  });

  it('staff sessions: listed while open, a new token while they live, signed out with DELETE', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    const signedIn = (await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin })).body;
    const list = await onTill(paired, 'GET', '/staff-sessions');
    expect(list.body).toEqual([
      {
        staffSessionId: signedIn.staffSessionId,
        member: { userId: cashier.userId, firstName: 'Staff', lastName: 'Member' },
        startedAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect(Date.parse(list.body[0].expiresAt) - Date.parse(list.body[0].startedAt)).toBe(12 * 3_600_000);
    const renewed = await onTill(paired, 'POST', `/staff-sessions/${signedIn.staffSessionId}/token`);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.accessToken)).status).toBe(200);
    // Another till's staff session is not found here.
    const another = await till();
    expectError(
      await onTill(another, 'POST', `/staff-sessions/${signedIn.staffSessionId}/token`),
      404,
      'staff_session_not_found',
    );
    expectError(await onTill(paired, 'POST', '/staff-sessions/nope/token'), 404, 'staff_session_not_found');
    expect((await onTill(paired, 'DELETE', `/staff-sessions/${signedIn.staffSessionId}`)).status).toBe(204);
    expectError(await me(renewed.body.accessToken, other), 401, 'unauthorized');
    expect((await introspect(t, service, renewed.body.accessToken)).body).toEqual({ active: false });
    expectError(
      await onTill(paired, 'POST', `/staff-sessions/${signedIn.staffSessionId}/token`),
      404,
      'staff_session_not_found',
    );
    expectError(
      await onTill(paired, 'DELETE', `/staff-sessions/${signedIn.staffSessionId}`),
      404,
      'staff_session_not_found',
    );
    expect((await onTill(paired, 'GET', '/staff-sessions')).body).toEqual([]);
    expect(await auditOf('till.staff_signed_out', paired.tillId)).toHaveLength(1);
  });

  it('a staff session ends after TILL_STAFF_SESSION_HOURS', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    const { staffSessionId } = (await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin })).body;
    moveClocks(12 * 3600 - 60);
    const refreshed = await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: paired.refreshToken } });
    const device = { ...paired, accessToken: refreshed.body.accessToken };
    const late = await onTill(device, 'POST', `/staff-sessions/${staffSessionId}/token`);
    expect(late.status).toBe(200);
    moveClocks(61);
    expectError(await me(late.body.accessToken), 401, 'unauthorized');
    expectError(
      await onTill(device, 'POST', `/staff-sessions/${staffSessionId}/token`),
      404,
      'staff_session_not_found',
    );
  });

  it('a removed member or a blocked user is refused at the next request and never found by PIN', async () => {
    const paired = await till();
    const removed = await member('cashier');
    const blocked = await member('cashier');
    const first = (await onTill(paired, 'POST', '/sign-in', { pin: removed.pin })).body.accessToken;
    const second = (await onTill(paired, 'POST', '/sign-in', { pin: blocked.pin })).body.accessToken;
    expect((await me(first, other)).status).toBe(200);
    expect((await me(second, other)).status).toBe(200);
    expect((await call(owner, 'DELETE', `/members/${removed.userId}`)).status).toBe(204);
    await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [blocked.userId]);
    expectError(await me(first, other), 401, 'unauthorized');
    expectError(await me(second, other), 401, 'unauthorized');
    expect((await introspect(t, service, second)).body).toEqual({ active: false });
    expect((await onTill(paired, 'GET', '/staff-sessions')).body).toEqual([]);
    expectError(await onTill(paired, 'POST', '/sign-in', { pin: blocked.pin }), 404, 'member_not_found');
    expectError(await onTill(paired, 'POST', '/sign-in', { pin: removed.pin }), 404, 'member_not_found');
  });

  it('revoking or re-pairing the till ends its staff sessions on every instance', async () => {
    const cashier = await member('cashier');
    for (const end of ['DELETE', 'POST'] as const) {
      const paired = await till();
      const token = (await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin })).body.accessToken;
      expect((await me(token, other)).status).toBe(200);
      const tillIntrospected = await introspect(t, service, paired.accessToken);
      expect(tillIntrospected.body).toMatchObject({
        active: true,
        kind: 'till',
        till: paired.tillId,
        org: org.id,
        branchId,
      });
      const res = await call(
        owner,
        end,
        end === 'DELETE' ? `/tills/${paired.tillId}` : `/tills/${paired.tillId}/pairing-code`,
      );
      expect(res.status).toBe(end === 'DELETE' ? 204 : 200);
      expectError(await me(token, other), 401, 'unauthorized');
      expect((await introspect(other, service, paired.accessToken)).body).toEqual({ active: false });
      expect((await introspect(other, service, token)).body).toEqual({ active: false });
    }
  });

  it('the sign-in proves its till in its own statement: an ended till token is 401 there, before the body’s 400, and writes nothing', async () => {
    const cashier = await member('cashier');
    const ends: ((paired: PairedTill) => Promise<void>)[] = [
      async (paired) => expect((await call(owner, 'DELETE', `/tills/${paired.tillId}`)).status).toBe(204),
      async (paired) => expect((await call(owner, 'POST', `/tills/${paired.tillId}/pairing-code`)).status).toBe(200),
      // Its credential unused for 30 days (its access token still within its 15 minutes).
      async (paired) => {
        await db().query(`UPDATE till_credentials SET last_used_at = now() - interval '31 days' WHERE till_id = $1`, [
          paired.tillId,
        ]);
      },
    ];
    for (const end of ends) {
      const paired = await till();
      await end(paired);
      for (const body of [{ pin: cashier.pin }, { pin: '000001' }, { pin: '12' }, { pin: cashier.pin, extra: 1 }, {}]) {
        expectError(await onTill(paired, 'POST', '/sign-in', body, other), 401, 'unauthorized');
      }
      expect(await db().query(`SELECT 1 FROM till_staff_sessions WHERE till_id = $1`, [paired.tillId])).toEqual([]);
      expect(await db().query(`SELECT 1 FROM till_pin_failures WHERE till_id = $1`, [paired.tillId])).toEqual([]);
      expect(await auditOf('till.staff_signed_in', paired.tillId)).toEqual([]);
    }
  });

  describe('approvals', () => {
    it('a manager’s PIN approves a pos permission it holds at the branch: a signed approval, verifiable with the JWKS', async () => {
      const paired = await till();
      const manager = await member('branch_manager', { branchId });
      const res = await onTill(paired, 'POST', '/approvals', { pin: manager.pin, permission: 'pos.void' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        approver: { userId: manager.userId, firstName: 'Staff', lastName: 'Member' },
        permission: 'pos.void',
        approval: expect.any(String),
        expiresIn: 120,
      });
      const jwks = createLocalJWKSet((await t.request('GET', '/.well-known/jwks.json')).body);
      const { payload, protectedHeader } = await jwtVerify(res.body.approval, jwks, {
        issuer: t.config.publicUrl,
        currentDate: new Date(t.clock.nowMs()),
      });
      expect(protectedHeader.alg).toBe('EdDSA');
      expect(payload).toMatchObject({
        kind: 'approval',
        sub: manager.userId,
        perm: 'pos.void',
        till: paired.tillId,
        org: org.id,
      });
      expect(payload.exp! - payload.iat!).toBe(120);
      const [event] = await auditOf('till.approval_granted', paired.tillId);
      expect(event).toMatchObject({ actor_user_id: manager.userId, details: { permission: 'pos.void' } });
      expect(JSON.stringify(event.details)).not.toContain(manager.pin);
    });

    it('carries the till’s reference as `ref` and `aud: "approval"`; a reference that is not a string of at most 100 characters is 400', async () => {
      const paired = await till();
      const manager = await member('branch_manager', { branchId });
      const approve = (extra: Record<string, unknown>) =>
        onTill(paired, 'POST', '/approvals', { pin: manager.pin, permission: 'pos.refund', ...extra });
      const res = await approve({ reference: 'receipt 000418' });
      expect(res.status).toBe(200);
      const jwks = createLocalJWKSet((await t.request('GET', '/.well-known/jwks.json')).body);
      const { payload } = await jwtVerify(res.body.approval, jwks, {
        issuer: t.config.publicUrl,
        audience: 'approval',
        currentDate: new Date(t.clock.nowMs()),
      });
      expect(payload).toMatchObject({
        kind: 'approval',
        aud: 'approval',
        ref: 'receipt 000418',
        jti: expect.any(String),
      });
      const plain = claimsOf((await approve({})).body.approval);
      expect(plain.aud).toBe('approval');
      expect(plain).not.toHaveProperty('ref');
      expect((await approve({ reference: 'r'.repeat(100) })).status).toBe(200);
      for (const reference of ['r'.repeat(101), 42, null]) {
        expectError(await approve({ reference }), 400, 'validation_failed');
      }
      // The organization's trail names what was approved.
      const events = await auditOf('till.approval_granted', paired.tillId);
      expect(events.map((e) => e.details)).toContainEqual({ permission: 'pos.refund', reference: 'receipt 000418' });
      // An approval is never an access token here.
      expectError(await me(res.body.approval), 401, 'unauthorized');
    });

    it('403 permission_not_held for a cashier, or a manager of another branch is nobody here', async () => {
      const paired = await till();
      const cashier = await member('cashier');
      expectError(
        await onTill(paired, 'POST', '/approvals', { pin: cashier.pin, permission: 'pos.refund' }),
        403,
        'permission_not_held',
      );
      const there = await member('branch_manager', { branchId: elsewhereId });
      expectError(
        await onTill(paired, 'POST', '/approvals', { pin: there.pin, permission: 'pos.refund' }),
        404,
        'member_not_found',
      );
      expectError(
        await onTill(paired, 'POST', '/approvals', { pin: cashier.pin, permission: 'portal.users.read' }),
        400,
        'validation_failed',
      );
    });
  });

  describe('wrong PINs on a till', () => {
    it('past five wrong PINs in a minute, sign-in and approvals together answer 429 with Retry-After; another till is not affected', async () => {
      const paired = await till();
      const neighbour = await till();
      const manager = await member('branch_manager', { branchId });
      for (let i = 0; i < 3; i++)
        expectError(await onTill(paired, 'POST', '/sign-in', { pin: '000001' }), 404, 'member_not_found');
      for (let i = 0; i < 2; i++) {
        expectError(
          await onTill(paired, 'POST', '/approvals', { pin: '000001', permission: 'pos.void' }),
          404,
          'member_not_found',
        );
      }
      const refused = await onTill(paired, 'POST', '/sign-in', { pin: '000001' });
      expectError(refused, 429, 'too_many_requests');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      // Right PINs too, on both routes; a refused sign-in starts no session and writes no event.
      expectError(await onTill(paired, 'POST', '/sign-in', { pin: manager.pin }), 429, 'too_many_requests');
      expect(await auditOf('till.staff_signed_in', paired.tillId)).toEqual([]);
      expect((await onTill(paired, 'GET', '/staff-sessions')).body).toEqual([]);
      expectError(
        await onTill(paired, 'POST', '/approvals', { pin: manager.pin, permission: 'pos.void' }),
        429,
        'too_many_requests',
      );
      expect((await onTill(neighbour, 'POST', '/sign-in', { pin: manager.pin })).status).toBe(200);
      moveClocks(61);
      const device = {
        ...paired,
        accessToken: (await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: paired.refreshToken } }))
          .body.accessToken,
      };
      expect((await onTill(device, 'POST', '/sign-in', { pin: manager.pin })).status).toBe(200);
    });

    it('of ten parallel wrong PINs exactly five are answered 404, on two instances', async () => {
      const paired = await till();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => onTill(paired, 'POST', '/sign-in', { pin: '000002' }, i % 2 ? other : t)),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429, 429, 429, 429]);
    });
  });

  // Last: an immediate rotation revokes the key every earlier token was signed with.
  it('a sign-in right after an immediate rotation on another instance signs with the new key', async () => {
    const paired = await till();
    const cashier = await member('cashier');
    expect((await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin })).status).toBe(200);
    const director = await staff(other, 'director');
    const rotated = await other.request('POST', '/v1/portal/signing-keys/rotate', {
      token: director.accessToken,
      body: { immediately: true },
    });
    expect(rotated.status).toBe(200);
    // The till token signed with the revoked key: refused by the sign-in's own statement.
    expectError(await onTill(paired, 'POST', '/sign-in', { pin: cashier.pin }), 401, 'unauthorized');
    const current = rotated.body.find((key: { status: string }) => key.status === 'current').kid as string;
    const device = {
      ...paired,
      accessToken: (await t.request('POST', '/v1/tills/refresh', { body: { refreshToken: paired.refreshToken } })).body
        .accessToken,
    };
    const res = await onTill(device, 'POST', '/sign-in', { pin: cashier.pin });
    expect(res.status).toBe(200);
    expect(headerOf(res.body.accessToken).kid).toBe(current);
    expect((await me(res.body.accessToken)).status).toBe(200);
  });
});
