import { ROLE_CATALOGUE } from '../../src/access/role-catalogue';
import { newPhone } from '../support/accounts';
import { expectError, expectFieldError } from '../support/expect-error';
import { createUser, SignedIn, staff } from '../support/staff';
import { portalUserFlows } from '../support/portal-user-flows';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('portal: roles and role assignments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const { db, as, assign, assignmentOf, auditOf } = portalUserFlows(() => t);

  describe('role matrix', () => {
    const ROLES = ['director', 'admin', 'manager', 'support', 'user'] as const;
    type Role = (typeof ROLES)[number];
    const callers = {} as Record<Role | 'none', SignedIn>;

    beforeAll(async () => {
      for (const role of ROLES) callers[role] = await staff(t, role);
      callers.none = await staff(t);
    });

    /** Each operation against a fresh ordinary target, with the roles that may perform it. */
    const operations: [string, (c: SignedIn, targetId: string) => Promise<TestResponse>, number, Role[]][] = [
      ['GET /portal/users', (c) => as(c).get('/users'), 200, ['director', 'admin', 'manager', 'support']],
      [
        'GET /portal/users/{id}',
        (c, id) => as(c).get(`/users/${id}`),
        200,
        ['director', 'admin', 'manager', 'support'],
      ],
      ['GET /portal/roles', (c) => as(c).get('/roles'), 200, ['director', 'admin', 'manager', 'support']],
      [
        'POST /portal/users',
        (c) => as(c).post('/users', { phone: newPhone(), firstName: 'New', lastName: 'User' }),
        201,
        ['director', 'admin'],
      ],
      [
        'PATCH /portal/users/{id}',
        (c, id) => as(c).patch(`/users/${id}`, { firstName: 'Renamed' }),
        200,
        ['director', 'admin'],
      ],
      ['POST /portal/users/{id}/block', (c, id) => as(c).post(`/users/${id}/block`), 200, ['director', 'admin']],
      ['POST /portal/users/{id}/unblock', (c, id) => as(c).post(`/users/${id}/unblock`), 200, ['director', 'admin']],
      ['POST /portal/users/{id}/role-assignments', (c, id) => assign(c, id, 'support'), 200, ['director', 'admin']],
      [
        'DELETE /portal/users/{id}/role-assignments/{assignmentId}',
        async (c, id) => {
          const [{ id: assignmentId }] = await db().query<{ id: string }[]>(
            `INSERT INTO role_assignments (user_id, role_id, role_audience, scope_type) SELECT $1, id, audience, 'platform' FROM roles WHERE code = 'support' RETURNING id`,
            [id],
          );
          return as(c).delete(`/users/${id}/role-assignments/${assignmentId}`);
        },
        200,
        ['director', 'admin'],
      ],
    ];

    for (const [name, call, okStatus, allowed] of operations) {
      for (const role of [...ROLES, 'none'] as const) {
        const may = (allowed as string[]).includes(role);
        it(`${name}: ${role} ${may ? 'may' : 'may not'}`, async () => {
          const target = await createUser(t, { roles: ['user'] });
          const res = await call(callers[role], target.userId);
          if (may) {
            expect(res.status).toBe(okStatus);
          } else {
            expectError(res, 403, 'forbidden');
            expect(res.body.error.details.permission).toMatch(/^portal\./);
          }
        });
      }
    }

    it('refuses every portal route without a token', async () => {
      expectError(await t.request('GET', '/v1/portal/users'), 401, 'unauthorized');
      expectError(await t.request('POST', `/v1/portal/users/${UNKNOWN_ID}/block`), 401, 'unauthorized');
    });
  });

  describe('role assignments', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('gives a platform role at platform scope and answers the user', async () => {
      const target = await createUser(t);
      const res = await assign(admin, target.userId, 'support');
      expect(res.status).toBe(200);
      expect(res.body.roleAssignments).toEqual([
        { id: expect.any(String), scope: { type: 'platform' }, role: expect.objectContaining({ code: 'support' }) },
      ]);
      const [audit] = await auditOf(target.userId);
      expect(audit).toMatchObject({ action: 'role.assigned', actor_user_id: admin.userId });
    });

    it('gives the role named User', async () => {
      const target = await createUser(t);
      expect((await assign(admin, target.userId, 'user')).body.roleAssignments[0].role.code).toBe('user');
    });

    it('answers 409 role_already_assigned for a role held, also for two at once', async () => {
      const target = await createUser(t);
      const twice = await Promise.all([
        assign(admin, target.userId, 'manager'),
        assign(admin, target.userId, 'manager'),
      ]);
      expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
      expectError(await assign(admin, target.userId, 'manager'), 409, 'role_already_assigned');
    });

    it('answers 422 role_scope_mismatch for a client role', async () => {
      const target = await createUser(t);
      for (const code of ['owner', 'org_admin', 'branch_manager', 'cashier']) {
        expectError(await assign(admin, target.userId, code), 422, 'role_scope_mismatch');
      }
    });

    it('answers 403 permission_not_held with details.missing for a role with permissions the caller lacks', async () => {
      await db().query(
        `INSERT INTO roles (code, name, audience, rank, permissions) VALUES ('auditor', 'Auditor', 'platform', 50, $1) ON CONFLICT DO NOTHING`,
        // permissions no seeded role holds (portal.audit.read is the admin's since the readable trail)
        [['portal.users.read', 'portal.audit.purge', 'portal.audit.export']],
      );
      const target = await createUser(t);
      const res = await assign(admin, target.userId, 'auditor');
      expectError(res, 403, 'permission_not_held');
      expect(res.body.error.details.missing).toEqual(['portal.audit.export', 'portal.audit.purge']);
    });

    it('answers 404 role_not_found, user_not_found, and 400 for a malformed roleId', async () => {
      const target = await createUser(t);
      expectError(
        await as(admin).post(`/users/${target.userId}/role-assignments`, { roleId: UNKNOWN_ID }),
        404,
        'role_not_found',
      );
      expectError(await assign(admin, UNKNOWN_ID, 'support'), 404, 'user_not_found');
      expectFieldError(
        await as(admin).post(`/users/${target.userId}/role-assignments`, { roleId: 'nope' }),
        'roleId',
        'invalid_uuid',
      );
      expectFieldError(await as(admin).post(`/users/${target.userId}/role-assignments`, {}), 'roleId', 'required');
    });

    it("removes an assignment and answers the user; an unknown or another user's one is 404 role_assignment_not_found", async () => {
      const target = await createUser(t);
      const other = await createUser(t, { roles: ['support'] });
      const given = await assign(admin, target.userId, 'support');
      const otherAssignment = assignmentOf(await as(admin).get(`/users/${other.userId}`), 'support');
      expectError(
        await as(admin).delete(`/users/${target.userId}/role-assignments/${otherAssignment}`),
        404,
        'role_assignment_not_found',
      );
      expectError(
        await as(admin).delete(`/users/${target.userId}/role-assignments/${UNKNOWN_ID}`),
        404,
        'role_assignment_not_found',
      );
      expectError(
        await as(admin).delete(`/users/${target.userId}/role-assignments/bad`),
        404,
        'role_assignment_not_found',
      );
      const removed = await as(admin).delete(
        `/users/${target.userId}/role-assignments/${assignmentOf(given, 'support')}`,
      );
      expect(removed.status).toBe(200);
      expect(removed.body.roleAssignments).toEqual([]);
      expectError(await as(admin).delete(`/users/${UNKNOWN_ID}/role-assignments/${UNKNOWN_ID}`), 404, 'user_not_found');
    });

    it('takes effect on the very next request of the user', async () => {
      const target = await staff(t);
      expectError(await as(target).get('/users'), 403, 'forbidden');
      await assign(admin, target.userId, 'support');
      expect((await as(target).get('/users')).status).toBe(200);
    });
  });

  describe('GET /v1/portal/roles', () => {
    it('lists the catalogue with codes, audiences, ranks and permissions', async () => {
      const res = await as(await staff(t, 'support')).get('/roles');
      const byCode = Object.fromEntries(
        (res.body as { code: string; audience: string; rank: number; permissions: string[] }[]).map((r) => [r.code, r]),
      );
      expect(
        Object.fromEntries(
          ['director', 'admin', 'manager', 'support', 'user', 'owner', 'org_admin', 'branch_manager', 'cashier'].map(
            (c) => [c, [byCode[c].audience, byCode[c].rank]],
          ),
        ),
      ).toEqual({
        director: ['platform', 1000],
        admin: ['platform', 800],
        manager: ['platform', 500],
        support: ['platform', 100],
        user: ['account', 0],
        owner: ['client', 300],
        org_admin: ['client', 200],
        branch_manager: ['client', 150],
        cashier: ['client', 100],
      });
      // the migration's seeds are the code's catalogue (a test elsewhere in this file adds a role)
      expect(
        (res.body as { code: string; name: string; audience: string; rank: number; permissions: string[] }[])
          .filter((r) => ROLE_CATALOGUE.some((c) => c.code === r.code))
          .map(({ code, name, audience, rank, permissions }) => ({ code, name, audience, rank, permissions }))
          .sort((a, b) => a.code.localeCompare(b.code)),
      ).toEqual(
        ROLE_CATALOGUE.map((r) => ({ ...r, permissions: [...r.permissions].sort() })).sort((a, b) =>
          a.code.localeCompare(b.code),
        ),
      );
      expect(byCode.user.permissions).toEqual([]);
      expect(byCode.support.permissions).toContain('portal.users.read');
      // Client roles hold organization permissions and, from §11.1, the till authorities.
      expect(byCode.owner.permissions.every((p) => p.startsWith('org.') || p.startsWith('pos.'))).toBe(true);
      expect(byCode.owner.permissions).toEqual(expect.arrayContaining(['org.tills.manage', 'pos.void']));
      expect(byCode.director.permissions.every((p) => p.startsWith('portal.'))).toBe(true);
    });
  });

  describe('profile', () => {
    it('GET /v1/me shows the role assignments with their permissions', async () => {
      const manager = await staff(t, 'manager');
      const res = await t.request('GET', '/v1/me', { token: manager.accessToken });
      expect(res.body.roleAssignments).toEqual([
        {
          id: expect.any(String),
          scope: { type: 'platform' },
          role: expect.objectContaining({
            code: 'manager',
            permissions: expect.arrayContaining(['portal.orgs.verify']),
          }),
        },
      ]);
    });
  });
});
