import { advance } from '../support/accounts';
import { withDidoxApp } from '../support/contract-fixtures';
import { expectError, expectFieldError } from '../support/expect-error';
import { addMember, createOrg, newPhone, Org } from '../support/orgs';
import { roleId, SignedIn, staff } from '../support/staff';
import { AuditEventView, auditFlows } from '../support/audit-flows';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('audit trail (CONTRACT §10.1): reading it', () => {
  let t: TestApp;
  let director: SignedIn;
  let admin: SignedIn;

  withDidoxApp({}, (app) => ({ t } = app));

  beforeAll(async () => {
    director = await staff(t, 'director');
    admin = await staff(t, 'admin');
  });

  const { db, portalAudit, orgAudit, walk, act } = auditFlows(() => t);

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

  describe('filters, order and pages', () => {
    let owner: SignedIn;
    let org: Org;
    let otherOrg: Org;
    let events: AuditEventView[];
    let branches: string[];
    const actions = (items: AuditEventView[]) => items.map((e) => e.action);

    /** Five events of one organization a second apart, then one of another organization and one of none. */
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
      // And one of no organization at all (a portal user created), for the portal's whole list.
      const created = await act(admin, 'POST', '/v1/portal/users', {
        phone: newPhone(),
        firstName: 'Portal',
        lastName: 'User',
      });
      expect(created.res.status).toBe(201);
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
});
