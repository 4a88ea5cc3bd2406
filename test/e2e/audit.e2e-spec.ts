import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS } from '../../src/audit/audit-actions';
import { advance, registerAccount } from '../support/accounts';
import { withDidoxApp } from '../support/contract-fixtures';
import { expectError, expectFieldError } from '../support/expect-error';
import { FakeDidox } from '../support/fake-didox';
import { lastCode } from '../support/outbox';
import { addMember, createOrg, newPhone, newTin, Org } from '../support/orgs';
import { roleId, SignedIn, staff } from '../support/staff';
import { TestApp, TestResponse } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface AuditEventView {
  id: string;
  action: string;
  actorId: string;
  targetType: string;
  targetId: string;
  organizationId: string | null;
  details: Record<string, unknown>;
  requestId: string;
  createdAt: string;
}

describe('audit trail (CONTRACT §10.1)', () => {
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;
  let director: SignedIn;
  let admin: SignedIn;

  withDidoxApp({}, (app) => ({ fake, t, manager } = app));

  beforeAll(async () => {
    director = await staff(t, 'director');
    admin = await staff(t, 'admin');
  });

  const db = () => t.app.get(DataSource);
  const portalAudit = (caller: SignedIn, query = '') =>
    t.request('GET', `/v1/portal/audit${query}`, { token: caller.accessToken });
  const orgAudit = (caller: SignedIn, orgId: string, query = '') =>
    t.request('GET', `/v1/orgs/${orgId}/audit${query}`, { token: caller.accessToken });
  /** Every page of a list, walked with its cursors. */
  const walk = async (page: (query: string) => Promise<TestResponse>, filters = '', limit = 100) => {
    const items: AuditEventView[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(`?limit=${limit}${filters}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status).toBe(200);
      items.push(...(res.body.items as AuditEventView[]));
      cursor = res.body.nextCursor as string | null;
    } while (cursor);
    return items;
  };
  /** A call with its own request id, so its events can be found by it. */
  const act = async (caller: SignedIn, method: string, path: string, body?: unknown) => {
    const requestId = `audit-${randomUUID()}`;
    const res = await t.request(method, path, {
      token: caller.accessToken,
      body,
      headers: { 'x-request-id': requestId },
    });
    return { res, requestId };
  };

  describe('who may read it', () => {
    let owner: SignedIn;
    let org: Org;
    const members: Record<string, SignedIn> = {};

    beforeAll(async () => {
      owner = await staff(t, 'user');
      org = await createOrg(t, owner);
      for (const code of ['org_admin', 'branch_manager', 'cashier']) {
        members[code] = await addMember(t, owner, org.id, await roleId(t, code));
      }
    });

    for (const [role, allowed] of [
      ['director', true],
      ['admin', true],
      ['manager', false],
      ['support', false],
      ['user', false],
    ] as const) {
      it(`GET /v1/portal/audit: ${role} ${allowed ? 'may' : 'may not'}`, async () => {
        const res = await portalAudit(await staff(t, role));
        if (allowed) {
          expect(res.status).toBe(200);
          expect(Object.keys(res.body)).toEqual(['items', 'nextCursor']);
          expect(res.body.items).toEqual(expect.any(Array));
        } else {
          expectError(res, 403, 'forbidden');
          expect(res.body.error.details.permission).toBe('portal.audit.read');
        }
      });
    }

    it('GET /v1/orgs/{id}/audit: owner and org_admin may; branch_manager and cashier may not', async () => {
      expect((await orgAudit(owner, org.id)).status).toBe(200);
      expect((await orgAudit(members.org_admin, org.id)).status).toBe(200);
      for (const role of ['branch_manager', 'cashier']) {
        const res = await orgAudit(members[role], org.id);
        expectError(res, 403, 'forbidden');
        expect(res.body.error.details.permission).toBe('org.audit.read');
      }
    });

    it('GET /v1/orgs/{id}/audit: a stranger, platform staff included, gets 404 as for a missing organization', async () => {
      for (const caller of [await staff(t, 'user'), director]) {
        expectError(await orgAudit(caller, org.id), 404, 'organization_not_found');
      }
      expectError(await orgAudit(owner, UNKNOWN_ID), 404, 'organization_not_found');
      expectError(await orgAudit(owner, 'not-a-uuid'), 404, 'organization_not_found');
    });

    it('refuses both without a token', async () => {
      expectError(await t.request('GET', '/v1/portal/audit'), 401, 'unauthorized');
      expectError(await t.request('GET', `/v1/orgs/${org.id}/audit`), 401, 'unauthorized');
    });
  });

  describe('producers', () => {
    it('records every action of §10.1 with its actor, target, organization and request id', async () => {
      const owner = await staff(t, 'user');
      const roles = { cashier: await roleId(t, 'cashier'), orgAdmin: await roleId(t, 'org_admin') };
      const expected: {
        requestId: string;
        action: string;
        actorId: string;
        targetType: string;
        targetId: string;
        organizationId: string | null;
        details?: Record<string, unknown>;
      }[] = [];
      const expect1 = (
        step: { res: TestResponse; requestId: string },
        status: number,
        event: Omit<(typeof expected)[number], 'requestId'>,
      ) => {
        expect({ status: step.res.status, body: step.res.body as unknown }).toMatchObject({ status });
        expected.push({ requestId: step.requestId, ...event });
      };

      // Organization, self-service.
      const tin = newTin();
      const created = await act(owner, 'POST', '/v1/orgs', {
        kind: 'legal',
        tin,
        name: 'Audit Oshxona',
        address: 'Tashkent',
        directorName: 'Karimov Jasur',
        bankName: 'Kapitalbank',
        bankMfo: '01018',
        bankAccount: '20208000900123456001',
      });
      const orgId = created.res.body.id as string;
      expect1(created, 201, {
        action: 'organization.created',
        actorId: owner.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
        details: { via: 'self', tin, newClient: true },
      });
      const org = `/v1/orgs/${orgId}`;
      expect1(await act(owner, 'PATCH', org, { address: 'Tashkent, Chilanzar 9', name: 'Audit Oshxona' }), 200, {
        action: 'organization.updated',
        actorId: owner.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
        details: { changed: ['address'], to: { address: 'Tashkent, Chilanzar 9' } },
      });
      expect1(await act(owner, 'POST', `${org}/verify`), 200, {
        action: 'organization.verification_requested',
        actorId: owner.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
      });
      expect1(await act(admin, 'POST', `/v1/portal/orgs/${orgId}/verification`, { status: 'verified' }), 200, {
        action: 'organization.verification_decided',
        actorId: admin.userId,
        targetType: 'organization',
        targetId: orgId,
        organizationId: orgId,
        details: { status: 'verified' },
      });

      // Branches.
      const branch = await act(owner, 'POST', `${org}/branches`, { name: 'Chilonzor', address: 'Bunyodkor 1' });
      const branchId = branch.res.body.id as string;
      expect1(branch, 201, {
        action: 'branch.created',
        actorId: owner.userId,
        targetType: 'branch',
        targetId: branchId,
        organizationId: orgId,
        details: { name: 'Chilonzor', address: 'Bunyodkor 1' },
      });
      expect1(await act(owner, 'PATCH', `${org}/branches/${branchId}`, { active: false }), 200, {
        action: 'branch.updated',
        actorId: owner.userId,
        targetType: 'branch',
        targetId: branchId,
        organizationId: orgId,
        details: { changed: ['active'], to: { active: false } },
      });

      // Staff.
      const added = await act(owner, 'POST', `${org}/members`, {
        phone: newPhone(),
        firstName: 'Sardor',
        lastName: 'Aliyev',
        roleId: roles.cashier,
      });
      const memberId = added.res.body.userId as string;
      const member = { targetType: 'user', targetId: memberId, organizationId: orgId, actorId: owner.userId };
      expect1(added, 201, { action: 'member.added', ...member, details: { role: 'cashier', branchId: null } });
      expect1(await act(owner, 'PATCH', `${org}/members/${memberId}`, { roleId: roles.orgAdmin }), 200, {
        action: 'member.updated',
        ...member,
        details: { role: 'org_admin', previousRoles: [{ role: 'cashier', branchId: null }] },
      });
      expect1(await act(owner, 'PUT', `${org}/members/${memberId}/pin`, { pin: '482913' }), 204, {
        action: 'member.pin_set',
        ...member,
        details: {},
      });
      expect1(await act(owner, 'DELETE', `${org}/members/${memberId}`), 204, { action: 'member.removed', ...member });

      // Contracts, by the portal.
      const contract = await act(manager, 'POST', `/v1/portal/orgs/${orgId}/contracts`, {});
      const contractId = contract.res.body.id as string;
      const aboutContract = { actorId: manager.userId, targetType: 'contract', targetId: contractId };
      expect1(contract, 201, { action: 'contract.created', ...aboutContract, organizationId: orgId });
      const sent = await act(manager, 'POST', `/v1/portal/contracts/${contractId}/send`);
      expect1(sent, 200, { action: 'contract.sent', ...aboutContract, organizationId: orgId });
      fake.signByUs(sent.res.body.edocDocumentId as string);
      expect1(await act(manager, 'POST', `/v1/portal/contracts/${contractId}/refresh`), 200, {
        action: 'contract.status_changed',
        ...aboutContract,
        organizationId: orgId,
        details: { from: 'draft', to: 'signed_by_us' },
      });
      const other = await createOrg(t, owner);
      const doomed = await act(manager, 'POST', `/v1/portal/orgs/${other.id}/contracts`, {});
      expect1(await act(manager, 'DELETE', `/v1/portal/contracts/${doomed.res.body.id}`), 204, {
        action: 'contract.deleted',
        actorId: manager.userId,
        targetType: 'contract',
        targetId: doomed.res.body.id as string,
        organizationId: other.id,
      });

      // The owner's hand-over, by the portal.
      const nextOwnerPhone = newPhone();
      expect1(
        await act(admin, 'POST', `/v1/portal/orgs/${orgId}/owner`, {
          phone: nextOwnerPhone,
          firstName: 'Yangi',
          lastName: 'Egasi',
        }),
        200,
        {
          action: 'organization.owner_handed_over',
          actorId: admin.userId,
          targetType: 'organization',
          targetId: orgId,
          organizationId: orgId,
        },
      );

      // Users and platform roles: outside any organization.
      const user = await act(admin, 'POST', '/v1/portal/users', {
        phone: newPhone(),
        firstName: 'Portal',
        lastName: 'User',
      });
      const userId = user.res.body.id as string;
      const aboutUser = { actorId: admin.userId, targetType: 'user', targetId: userId, organizationId: null };
      expect1(user, 201, { action: 'user.created', ...aboutUser, details: { authMethod: 'sms' } });
      expect1(await act(admin, 'PATCH', `/v1/portal/users/${userId}`, { firstName: 'Renamed' }), 200, {
        action: 'user.updated',
        ...aboutUser,
        details: { changed: ['firstName'] },
      });
      expect1(await act(admin, 'POST', `/v1/portal/users/${userId}/block`), 200, {
        action: 'user.blocked',
        ...aboutUser,
      });
      expect1(await act(admin, 'POST', `/v1/portal/users/${userId}/unblock`), 200, {
        action: 'user.unblocked',
        ...aboutUser,
      });
      const assigned = await act(admin, 'POST', `/v1/portal/users/${userId}/role-assignments`, {
        roleId: await roleId(t, 'support'),
      });
      expect1(assigned, 200, { action: 'role.assigned', ...aboutUser, details: { role: 'support' } });
      const assignmentId = (assigned.res.body.roleAssignments as { id: string }[])[0].id;
      expect1(await act(admin, 'DELETE', `/v1/portal/users/${userId}/role-assignments/${assignmentId}`), 200, {
        action: 'role.removed',
        ...aboutUser,
        details: { role: 'support', assignmentId },
      });

      const trail = await walk((q) => portalAudit(director, q));
      for (const want of expected) {
        const found = trail.filter((e) => e.requestId === want.requestId && e.action === want.action);
        expect({ want: want.action, found: found.length }).toEqual({ want: want.action, found: 1 });
        const { details, ...fields } = want;
        expect(found[0]).toMatchObject(fields);
        if (details) expect(found[0].details).toMatchObject(details);
      }
      // Every action the contract names has a producer here.
      expect([...new Set(expected.map((e) => e.action))].sort()).toEqual([...AUDIT_ACTIONS].sort());
    });

    it('records nothing for a refused change, and nothing for a change that changes nothing', async () => {
      const owner = await staff(t, 'user');
      const org = await createOrg(t, owner);
      const path = `/v1/orgs/${org.id}`;
      await act(owner, 'POST', `${path}/branches`, { name: 'Taken name' });
      const members = [
        await addMember(t, owner, org.id, await roleId(t, 'cashier')),
        await addMember(t, owner, org.id, await roleId(t, 'cashier')),
      ];
      await act(owner, 'PUT', `${path}/members/${members[0].userId}/pin`, { pin: '777111' });

      const refused = [
        await act(owner, 'POST', `${path}/branches`, { name: 'taken name' }),
        await act(owner, 'PUT', `${path}/members/${members[1].userId}/pin`, { pin: '777111' }),
        await act(owner, 'PATCH', path, { name: org.name as string }),
        await act(owner, 'POST', '/v1/orgs', { kind: 'legal', tin: org.tin, name: 'Same tin' }),
      ];
      expect(refused.map((r) => r.res.status)).toEqual([409, 409, 200, 409]);
      const requestIds = new Set(refused.map((r) => r.requestId));
      const trail = await walk((q) => portalAudit(director, q));
      expect(trail.filter((e) => requestIds.has(e.requestId))).toEqual([]);
      const [{ n }] = await db().query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM audit_events WHERE request_id = ANY($1)`,
        [[...requestIds]],
      );
      expect(n).toBe(0);
    });
  });

  describe('filters, order and pages', () => {
    let owner: SignedIn;
    let org: Org;
    let otherOrg: Org;
    let events: AuditEventView[];
    let branches: string[];
    const actions = (items: AuditEventView[]) => items.map((e) => e.action);

    /** Five events of one organization a second apart, then one of another organization. */
    beforeAll(async () => {
      owner = await staff(t, 'user');
      org = await createOrg(t, owner);
      branches = [];
      for (const name of ['F1', 'F2']) {
        advance(t, 1);
        branches.push((await act(owner, 'POST', `/v1/orgs/${org.id}/branches`, { name })).res.body.id as string);
      }
      advance(t, 1);
      await act(owner, 'PATCH', `/v1/orgs/${org.id}/branches/${branches[0]}`, { name: 'F1 renamed' });
      advance(t, 1);
      await addMember(t, owner, org.id, await roleId(t, 'cashier'));
      advance(t, 1);
      otherOrg = await createOrg(t, owner);
      events = await walk((q) => orgAudit(owner, org.id, q));
    });

    it('answers the organization’s events only, newest first, in the event view', async () => {
      expect(actions(events)).toEqual([
        'member.added',
        'branch.updated',
        'branch.created',
        'branch.created',
        'organization.created',
      ]);
      expect(events.every((e) => e.organizationId === org.id)).toBe(true);
      expect(events[0]).toStrictEqual({
        id: expect.any(String),
        action: 'member.added',
        actorId: owner.userId,
        targetType: 'user',
        targetId: expect.any(String),
        organizationId: org.id,
        details: expect.any(Object),
        requestId: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      // organizationId in the query of the organization's route changes nothing
      expect(await walk((q) => orgAudit(owner, org.id, q), `&organizationId=${otherOrg.id}`)).toEqual(events);
    });

    it('pages by limit and cursor, each event once, nextCursor null on the last page', async () => {
      const first = await orgAudit(owner, org.id, '?limit=2');
      expect(first.body.items).toHaveLength(2);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      expect(await walk((q) => orgAudit(owner, org.id, q), '', 2)).toEqual(events);
      const last = await orgAudit(owner, org.id, '?limit=5');
      expect(last.body).toEqual({ items: events, nextCursor: null });
    });

    it('pages events of one millisecond by id, each once', async () => {
      const ownerTied = await staff(t, 'user');
      const tied = await createOrg(t, ownerTied);
      await db().query(
        `INSERT INTO audit_events (actor_user_id, action, target_type, target_id, organization_id, request_id, created_at)
         SELECT $1, 'branch.created', 'branch', gen_random_uuid(), $2, 'tied', '2020-01-01T00:00:00.123Z'
         FROM generate_series(1, 5)`,
        [ownerTied.userId, tied.id],
      );
      const all = await walk((q) => orgAudit(ownerTied, tied.id, q), '&action=branch.created', 2);
      expect(all).toHaveLength(5);
      expect(new Set(all.map((e) => e.id)).size).toBe(5);
      expect(all.map((e) => e.id)).toEqual(
        all
          .map((e) => e.id)
          .sort()
          .reverse(),
      );
    });

    it('filters by actor, target type, target, action and time (from inclusive, to exclusive)', async () => {
      const list = (filters: string) => walk((q) => orgAudit(owner, org.id, q), filters);
      expect(await list(`&actorId=${owner.userId}`)).toEqual(events);
      expect(await list(`&actorId=${admin.userId}`)).toEqual([]);
      expect(actions(await list('&targetType=branch'))).toEqual(['branch.updated', 'branch.created', 'branch.created']);
      expect((await list(`&targetId=${branches[0]}`)).map((e) => [e.action, e.targetId])).toEqual([
        ['branch.updated', branches[0]],
        ['branch.created', branches[0]],
      ]);
      expect(await list('&action=branch.created')).toEqual(events.slice(2, 4));
      const at = (i: number) => encodeURIComponent(events[i].createdAt);
      expect(await list(`&from=${at(2)}`)).toEqual(events.slice(0, 3));
      expect(await list(`&to=${at(2)}`)).toEqual(events.slice(3));
      expect(await list(`&from=${at(3)}&to=${at(1)}`)).toEqual(events.slice(2, 4));
      expect(await list(`&from=${at(3)}&to=${at(1)}&action=branch.created&targetId=${branches[1]}`)).toEqual([
        events[2],
      ]);
    });

    it('on the portal: every organization, and organizationId narrows to one', async () => {
      const mine = await walk((q) => portalAudit(admin, q), `&actorId=${owner.userId}`);
      expect(actions(mine)).toEqual(['organization.created', ...actions(events)]);
      expect(mine[0].organizationId).toBe(otherOrg.id);
      expect(await walk((q) => portalAudit(admin, q), `&organizationId=${org.id}`)).toEqual(events);
      const whole = await walk((q) => portalAudit(admin, q));
      expect(whole.some((e) => e.organizationId === null)).toBe(true);
      for (let i = 1; i < whole.length; i++) {
        const [a, b] = [whole[i - 1], whole[i]];
        expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
      }
    });

    it('answers 400 validation_failed on the field for a bad filter value, on both routes', async () => {
      const bad: [string, string, string][] = [
        ['actorId=nobody', 'actorId', 'invalid_uuid'],
        ['targetId=123', 'targetId', 'invalid_uuid'],
        ['targetType=planet', 'targetType', 'invalid_value'],
        ['action=user.deleted', 'action', 'invalid_value'],
        ['from=yesterday', 'from', 'invalid_datetime'],
        ['to=2026-02-30', 'to', 'invalid_datetime'],
        ['from=2026-05-01T10:00:00', 'from', 'invalid_datetime'],
        ['from=2026-05-02&to=2026-05-01T23:59:59Z', 'to', 'must_be_after'],
        ['from=2026-05-01&to=2026-05-01', 'to', 'must_be_after'],
        ['limit=0', 'limit', 'out_of_range'],
        ['limit=101', 'limit', 'out_of_range'],
        ['cursor=garbage', 'cursor', 'invalid_format'],
      ];
      for (const [query, field, code] of bad) {
        expectFieldError(await portalAudit(admin, `?${query}`), field, code);
        expectFieldError(await orgAudit(owner, org.id, `?${query}`), field, code);
      }
      expectFieldError(await portalAudit(admin, '?organizationId=not-a-uuid'), 'organizationId', 'invalid_uuid');
    });

    it('reads a date alone as midnight UTC and a zone-qualified time as that instant', async () => {
      const day = events[events.length - 1].createdAt.slice(0, 10);
      const next = new Date(Date.parse(events[0].createdAt.slice(0, 10)) + 86_400_000).toISOString().slice(0, 10);
      expect(await walk((q) => orgAudit(owner, org.id, q), `&from=${day}&to=${next}`)).toEqual(events);
      const plusFive = new Date(Date.parse(events[2].createdAt) + 5 * 3_600_000).toISOString().replace('Z', '+05:00');
      expect(await walk((q) => orgAudit(owner, org.id, q), `&from=${encodeURIComponent(plusFive)}`)).toEqual(
        events.slice(0, 3),
      );
    });
  });

  describe('never a secret', () => {
    it('holds no password, SMS code, PIN, hash or token in the raw answers of either list', async () => {
      const secrets: string[] = [];
      const keep = <T extends string>(value: T): T => {
        secrets.push(value);
        return value;
      };
      const outbox = () => t.config.sms.outboxFile;
      const post = (path: string, body: unknown, token?: string) => t.request('POST', path, { body, token });

      // An owner who registers (password, code), changes and resets the password (code).
      const owner = await registerAccount(t, { password: keep('Reg1stered-Pa55word') });
      keep(lastCode(outbox(), owner.phone));
      keep(owner.accessToken);
      keep(owner.refreshToken);
      const org = await createOrg(t, { ...owner, accessToken: owner.accessToken });
      const changed = await t.request('PUT', '/v1/me/password', {
        token: owner.accessToken,
        body: {
          currentPassword: owner.password,
          password: keep('Changed-Pa55word-2'),
          passwordConfirmation: 'Changed-Pa55word-2',
        },
      });
      expect(changed.status).toBe(204);
      advance(t, 61);
      const reset = await post('/v1/auth/password/reset', { phone: owner.phone });
      const resetCode = keep(lastCode(outbox(), owner.phone));
      expect(
        (
          await post('/v1/auth/password/reset/confirm', {
            challengeId: reset.body.challengeId,
            code: resetCode,
            password: keep('Reset-Pa55word-3'),
            passwordConfirmation: 'Reset-Pa55word-3',
          })
        ).status,
      ).toBe(204);
      const signedIn = await post('/v1/auth/login', { phone: owner.phone, password: 'Reset-Pa55word-3' });
      const refreshed = await post('/v1/auth/refresh', { refreshToken: keep(signedIn.body.refreshToken as string) });
      keep(signedIn.body.accessToken as string);
      const ownerNow = {
        ...owner,
        accessToken: keep(refreshed.body.accessToken as string),
        refreshToken: keep(refreshed.body.refreshToken as string),
      };

      // A cashier who signs in by SMS and sets its own PIN; the owner sets another's.
      const cashierPhone = newPhone();
      const added = await t.request('POST', `/v1/orgs/${org.id}/members`, {
        token: ownerNow.accessToken,
        body: { phone: cashierPhone, firstName: 'Kassir', lastName: 'Bir', roleId: await roleId(t, 'cashier') },
      });
      expect(added.status).toBe(201);
      const start = await post('/v1/auth/login/start', { phone: cashierPhone });
      expect(start.body.method).toBe('sms');
      const cashier = await post('/v1/auth/login/sms', {
        challengeId: start.body.challengeId,
        code: keep(lastCode(outbox(), cashierPhone)),
      });
      keep(cashier.body.accessToken as string);
      keep(cashier.body.refreshToken as string);
      const pin = (userId: string, value: string, token: string) =>
        t.request('PUT', `/v1/orgs/${org.id}/members/${userId}/pin`, { token, body: { pin: keep(value) } });
      expect((await pin(added.body.userId as string, '918273', cashier.body.accessToken as string)).status).toBe(204);
      expect((await pin(owner.userId, '564738', ownerNow.accessToken)).status).toBe(204);

      // The portal creates a user with a password and sets another.
      const created = await post(
        '/v1/portal/users',
        { phone: newPhone(), firstName: 'Parol', lastName: 'Egasi', password: keep('Portal-Pa55word-4') },
        admin.accessToken,
      );
      expect(created.status).toBe(201);
      const patched = await t.request('PATCH', `/v1/portal/users/${created.body.id}`, {
        token: admin.accessToken,
        body: { password: keep('Portal-Pa55word-5') },
      });
      expect(patched.status).toBe(200);

      const stored = await db().query<{ h: string }[]>(
        `SELECT password_hash AS h FROM users WHERE id = ANY($1) AND password_hash IS NOT NULL
         UNION ALL SELECT pin_hash FROM member_pins WHERE organization_id = $2`,
        [[owner.userId, created.body.id], org.id],
      );
      expect(stored.length).toBe(4);
      secrets.push(...stored.map((r) => r.h));

      const raw: string[] = [];
      const pages = async (page: (query: string) => Promise<TestResponse>) => {
        let cursor: string | null = null;
        do {
          const res = await page(`?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
          expect(res.status).toBe(200);
          raw.push(res.text);
          cursor = res.body.nextCursor as string | null;
        } while (cursor);
      };
      await pages((q) => portalAudit(director, q));
      await pages((q) => orgAudit(ownerNow, org.id, q));
      const text = raw.join('\n');
      // The events are there, so the search is not vacuous…
      for (const action of ['member.pin_set', 'member.added', 'user.created', 'user.updated']) {
        expect(text).toContain(`"${action}"`);
      }
      expect(text).toContain('"password"');
      // …and none of the secrets is.
      expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);
      expect(text).not.toMatch(/\$2[aby]\$/);
    });
  });
});
