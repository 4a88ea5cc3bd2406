import { DataSource } from 'typeorm';
import { ROLE_CATALOGUE } from '../../src/access/role-catalogue';
import { newPhone, registerAccount } from '../support/accounts';
import { expectError, expectFieldError } from '../support/expect-error';
import { createUser, roleId, signIn, SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('portal: users and roles', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const db = () => t.app.get(DataSource);
  const as = (caller: SignedIn) => ({
    get: (path: string) => t.request('GET', `/v1/portal${path}`, { token: caller.accessToken }),
    post: (path: string, body?: unknown) => t.request('POST', `/v1/portal${path}`, { token: caller.accessToken, body }),
    patch: (path: string, body: unknown) =>
      t.request('PATCH', `/v1/portal${path}`, { token: caller.accessToken, body }),
    delete: (path: string) => t.request('DELETE', `/v1/portal${path}`, { token: caller.accessToken }),
  });
  const assign = async (caller: SignedIn, userId: string, code: string) =>
    as(caller).post(`/users/${userId}/role-assignments`, { roleId: await roleId(t, code) });
  const assignmentOf = (res: TestResponse, code: string): string =>
    (res.body.roleAssignments as { id: string; role: { code: string } }[]).find((a) => a.role.code === code)!.id;
  const auditOf = (targetId: string) =>
    db().query<{ actor_user_id: string; action: string; target_type: string; request_id: string; details: unknown }[]>(
      `SELECT actor_user_id, action, target_type, request_id, details FROM audit_events WHERE target_id = $1 ORDER BY created_at`,
      [targetId],
    );

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

  describe('POST /v1/portal/users', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('creates an active account at once, with no role; with a password it signs in by password', async () => {
      const phone = newPhone();
      const res = await as(admin).post('/users', {
        phone: phone.replace('+998', '').replace(/(\d{2})(\d{3})(\d{2})(\d{2})/, '($1) $2-$3-$4'),
        firstName: ' Dilnoza ',
        lastName: 'Rashidova',
        password: 'a strong password',
      });
      expect(res.status).toBe(201);
      expect(res.body).toStrictEqual({
        id: expect.any(String),
        phone,
        firstName: 'Dilnoza',
        lastName: 'Rashidova',
        authMethod: 'password',
        status: 'active',
        hasPassword: true,
        lastLoginAt: null,
        createdAt: expect.any(String),
        roleAssignments: [],
      });
      expect(
        (await t.request('POST', '/v1/auth/login', { body: { phone, password: 'a strong password' } })).status,
      ).toBe(200);
    });

    it('creates an SMS-login account when no password is given', async () => {
      const res = await as(admin).post('/users', { phone: newPhone(), firstName: 'Sms', lastName: 'Only' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ authMethod: 'sms', hasPassword: false, status: 'active' });
    });

    it('answers 422 password_required for authMethod password without a password', async () => {
      const phone = newPhone();
      const res = await as(admin).post('/users', { phone, firstName: 'A', lastName: 'B', authMethod: 'password' });
      expectError(res, 422, 'password_required');
      expect((await db().query(`SELECT 1 FROM users WHERE phone = $1`, [phone])).length).toBe(0);
    });

    it('answers 409 phone_taken for a registered phone', async () => {
      const existing = await createUser(t);
      expectError(
        await as(admin).post('/users', { phone: existing.phone, firstName: 'A', lastName: 'B' }),
        409,
        'phone_taken',
      );
    });

    it('gives one account to two concurrent creations of one phone', async () => {
      const phone = newPhone();
      const results = await Promise.all(
        [1, 2].map(() => as(admin).post('/users', { phone, firstName: 'Twin', lastName: 'Request' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect((await db().query(`SELECT 1 FROM users WHERE phone = $1`, [phone])).length).toBe(1);
    });

    it('validates every field', async () => {
      expectFieldError(await as(admin).post('/users', { firstName: 'A', lastName: 'B' }), 'phone', 'required');
      expectFieldError(
        await as(admin).post('/users', { phone: '+998 71 123 45 67', firstName: 'A', lastName: 'B' }),
        'phone',
        'invalid_mobile_phone',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: '', lastName: 'B' }),
        'firstName',
        'too_short',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: 'A', lastName: 'x'.repeat(101) }),
        'lastName',
        'too_long',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: 'A', lastName: 'B', password: 'short' }),
        'password',
        'too_short',
      );
      expectFieldError(
        await as(admin).post('/users', { phone: newPhone(), firstName: 'A', lastName: 'B', authMethod: 'otp' }),
        'authMethod',
        'invalid_value',
      );
    });

    it('writes the creation to the audit trail with the request id', async () => {
      const res = await as(admin).post('/users', { phone: newPhone(), firstName: 'Audited', lastName: 'One' });
      expect(await auditOf(res.body.id)).toEqual([
        {
          actor_user_id: admin.userId,
          action: 'user.created',
          target_type: 'user',
          request_id: res.headers.get('x-request-id'),
          details: { phone: res.body.phone, authMethod: 'sms' },
        },
      ]);
    });
  });

  describe('GET /v1/portal/users', () => {
    let support: SignedIn;
    const marker = `Zq${process.pid}`;
    const made: { userId: string; phone: string }[] = [];

    beforeAll(async () => {
      support = await staff(t, 'support');
      for (let i = 0; i < 5; i++) {
        made.push(await createUser(t, { firstName: `${marker}${i}`, lastName: i % 2 === 0 ? 'Even' : 'Odd' }));
      }
      await db().query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [made[4].userId]);
    });

    it('pages newest first with limit and cursor, ending with nextCursor null', async () => {
      const first = await as(support).get(`/users?query=${marker}&limit=2`);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['items', 'nextCursor']);
      expect(first.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}4`, `${marker}3`]);
      const second = await as(support).get(`/users?query=${marker}&limit=2&cursor=${first.body.nextCursor}`);
      expect(second.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}2`, `${marker}1`]);
      const third = await as(support).get(`/users?query=${marker}&limit=2&cursor=${second.body.nextCursor}`);
      expect(third.body.items.map((u: { firstName: string }) => u.firstName)).toEqual([`${marker}0`]);
      expect(third.body.nextCursor).toBeNull();
    });

    it('defaults to 20 items and includes each user with role assignments', async () => {
      const res = await as(support).get('/users');
      expect(res.body.items.length).toBeLessThanOrEqual(20);
      expect(res.body.items[0]).toHaveProperty('roleAssignments');
    });

    it('searches by part of the phone in any form and by the full name', async () => {
      const digits = made[2].phone.slice(-7);
      const byPhone = await as(support).get(
        `/users?query=${encodeURIComponent(`${digits.slice(0, 3)} ${digits.slice(3)}`)}`,
      );
      expect(byPhone.body.items.map((u: { id: string }) => u.id)).toContain(made[2].userId);
      const byName = await as(support).get(`/users?query=${encodeURIComponent(`${marker}1 odd`)}`);
      expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([made[1].userId]);
    });

    it('searches the phone only with a query that is a phone number', async () => {
      const digits = made[0].phone.slice(-4);
      const mixed = await as(support).get(`/users?query=${encodeURIComponent(`Nobody${digits}`)}`);
      expect(mixed.body.items).toEqual([]);
    });

    it('treats % and _ in the query as plain characters', async () => {
      const res = await as(support).get(`/users?query=${encodeURIComponent('%')}`);
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([]);
    });

    it('filters by status', async () => {
      const blocked = await as(support).get(`/users?query=${marker}&status=blocked`);
      expect(blocked.body.items.map((u: { id: string }) => u.id)).toEqual([made[4].userId]);
      const active = await as(support).get(`/users?query=${marker}&status=active`);
      expect(active.body.items).toHaveLength(4);
    });

    it('refuses a limit outside 1–100, a foreign cursor and an unknown status with 400', async () => {
      expectFieldError(await as(support).get('/users?limit=0'), 'limit', 'out_of_range');
      expectFieldError(await as(support).get('/users?limit=101'), 'limit', 'out_of_range');
      expectFieldError(await as(support).get('/users?limit=ten'), 'limit');
      expectFieldError(await as(support).get('/users?cursor=not-a-cursor'), 'cursor', 'invalid_format');
      expectFieldError(await as(support).get('/users?status=gone'), 'status', 'invalid_value');
    });
  });

  describe('GET /v1/portal/users/{id}', () => {
    it('answers the portal view; an unknown or malformed id is 404 user_not_found', async () => {
      const support = await staff(t, 'support');
      const target = await createUser(t, { roles: ['manager'] });
      const res = await as(support).get(`/users/${target.userId}`);
      expect(res.status).toBe(200);
      expect(res.body.roleAssignments).toEqual([
        {
          id: expect.any(String),
          scope: { type: 'platform' },
          role: expect.objectContaining({ code: 'manager', audience: 'platform', rank: 500 }),
        },
      ]);
      expectError(await as(support).get(`/users/${UNKNOWN_ID}`), 404, 'user_not_found');
      expectError(await as(support).get('/users/not-a-uuid'), 404, 'user_not_found');
    });
  });

  describe('PATCH /v1/portal/users/{id}', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('changes names and sign-in method', async () => {
      const target = await createUser(t);
      const res = await as(admin).patch(`/users/${target.userId}`, {
        firstName: 'Nodira',
        lastName: 'Umarova',
        authMethod: 'sms',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: 'Nodira', lastName: 'Umarova', authMethod: 'sms' });
    });

    it('a new password ends every session of the user and signs in', async () => {
      const target = await signIn(t, await createUser(t));
      const res = await as(admin).patch(`/users/${target.userId}`, { password: 'brand new password' });
      expect(res.status).toBe(200);
      expectError(await t.request('GET', '/v1/me', { token: target.accessToken }), 401, 'unauthorized');
      expectError(
        await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: target.refreshToken } }),
        401,
        'session_expired',
      );
      expect(
        (await t.request('POST', '/v1/auth/login', { body: { phone: target.phone, password: 'brand new password' } }))
          .status,
      ).toBe(200);
      const [audit] = (await auditOf(target.userId)).filter((a) => a.action === 'user.updated');
      expect(JSON.stringify(audit)).not.toContain('brand new password');
      expect(audit.details).toEqual({ changed: ['password'] });
    });

    it('answers 422 password_required when switching a passwordless user to password', async () => {
      const created = await as(admin).post('/users', { phone: newPhone(), firstName: 'No', lastName: 'Password' });
      expectError(
        await as(admin).patch(`/users/${created.body.id}`, { authMethod: 'password' }),
        422,
        'password_required',
      );
      const withPassword = await as(admin).patch(`/users/${created.body.id}`, {
        authMethod: 'password',
        password: 'now has one',
      });
      expect(withPassword.body).toMatchObject({ authMethod: 'password', hasPassword: true });
    });

    it('validates names 1–100 and password 8–128', async () => {
      const target = await createUser(t);
      expectFieldError(await as(admin).patch(`/users/${target.userId}`, { firstName: '' }), 'firstName', 'too_short');
      expectFieldError(
        await as(admin).patch(`/users/${target.userId}`, { lastName: 'y'.repeat(101) }),
        'lastName',
        'too_long',
      );
      expectFieldError(
        await as(admin).patch(`/users/${target.userId}`, { password: 'x'.repeat(7) }),
        'password',
        'too_short',
      );
      expectFieldError(
        await as(admin).patch(`/users/${target.userId}`, { password: 'x'.repeat(129) }),
        'password',
        'too_long',
      );
    });

    it('answers 404 user_not_found for an unknown user', async () => {
      expectError(await as(admin).patch(`/users/${UNKNOWN_ID}`, { firstName: 'X' }), 404, 'user_not_found');
    });
  });

  describe('rank (rule 1) and the director exception', () => {
    let director: SignedIn;
    let admin: SignedIn;

    beforeAll(async () => {
      director = await staff(t, 'director');
      admin = await staff(t, 'admin');
    });

    it('an admin may not change, block or unblock another admin or a director: 403 insufficient_rank', async () => {
      for (const code of ['admin', 'director']) {
        const peer = await createUser(t, { roles: [code] });
        expectError(await as(admin).patch(`/users/${peer.userId}`, { firstName: 'X' }), 403, 'insufficient_rank');
        expectError(await as(admin).post(`/users/${peer.userId}/block`), 403, 'insufficient_rank');
        expectError(await as(admin).post(`/users/${peer.userId}/unblock`), 403, 'insufficient_rank');
        expectError(await assign(admin, peer.userId, 'support'), 403, 'insufficient_rank');
      }
    });

    it('an admin may not give a role of its own rank or higher', async () => {
      const target = await createUser(t);
      expectError(await assign(admin, target.userId, 'admin'), 403, 'insufficient_rank');
      expectError(await assign(admin, target.userId, 'director'), 403, 'insufficient_rank');
      expect((await assign(admin, target.userId, 'manager')).status).toBe(200);
    });

    it('an admin may not take away a role of its own rank or higher', async () => {
      const target = await createUser(t, { roles: ['support'] });
      const given = await assign(director, target.userId, 'admin');
      expectError(
        await as(admin).delete(`/users/${target.userId}/role-assignments/${assignmentOf(given, 'admin')}`),
        403,
        'insufficient_rank',
      );
    });

    it('the failed attempt leaves no trace in the audit trail', async () => {
      const peer = await createUser(t, { roles: ['admin'] });
      await as(admin).post(`/users/${peer.userId}/block`);
      expect(await auditOf(peer.userId)).toEqual([]);
    });

    it('a director may change, block, unblock, assign to and remove from users of equal or higher rank', async () => {
      const peer = await createUser(t, { roles: ['director'] });
      expect((await as(director).patch(`/users/${peer.userId}`, { firstName: 'Peer' })).status).toBe(200);
      const given = await assign(director, peer.userId, 'admin');
      expect(given.status).toBe(200);
      const removed = await as(director).delete(
        `/users/${peer.userId}/role-assignments/${assignmentOf(given, 'admin')}`,
      );
      expect(removed.status).toBe(200);
      expect(removed.body.roleAssignments.map((a: { role: { code: string } }) => a.role.code)).toEqual(['director']);
      expect((await as(director).post(`/users/${peer.userId}/block`)).body.status).toBe('blocked');
      expect((await as(director).post(`/users/${peer.userId}/unblock`)).body.status).toBe('active');
    });

    it('a director may give the director role', async () => {
      const target = await createUser(t);
      const res = await assign(director, target.userId, 'director');
      expect(res.status).toBe(200);
    });
  });

  describe('self (rule 5)', () => {
    it('nobody changes or removes their own role: 422 cannot_manage_self, director included', async () => {
      for (const code of ['admin', 'director']) {
        const self = await staff(t, code);
        expectError(await assign(self, self.userId, 'support'), 422, 'cannot_manage_self');
        const me = await t.request('GET', '/v1/me', { token: self.accessToken });
        expectError(
          await as(self).delete(`/users/${self.userId}/role-assignments/${assignmentOf(me, code)}`),
          422,
          'cannot_manage_self',
        );
        expectError(await as(self).patch(`/users/${self.userId}`, { firstName: 'Me' }), 422, 'cannot_manage_self');
      }
    });

    it('nobody blocks or unblocks themselves: 422 cannot_change_own_status', async () => {
      for (const code of ['admin', 'director']) {
        const self = await staff(t, code);
        expectError(await as(self).post(`/users/${self.userId}/block`), 422, 'cannot_change_own_status');
        expectError(await as(self).post(`/users/${self.userId}/unblock`), 422, 'cannot_change_own_status');
      }
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

  describe('block and unblock', () => {
    let admin: SignedIn;
    beforeAll(async () => {
      admin = await staff(t, 'admin');
    });

    it('a blocked user is refused on the very next request, at refresh and at login', async () => {
      const target = await registerAccount(t);
      expect((await t.request('GET', '/v1/me', { token: target.accessToken })).status).toBe(200);
      const res = await as(admin).post(`/users/${target.userId}/block`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('blocked');
      expectError(await t.request('GET', '/v1/me', { token: target.accessToken }), 401, 'unauthorized');
      expectError(
        await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: target.refreshToken } }),
        401,
        'session_expired',
      );
      expectError(
        await t.request('POST', '/v1/auth/login', { body: { phone: target.phone, password: target.password } }),
        403,
        'user_blocked',
      );
      const live = await db().query(`SELECT 1 FROM sessions WHERE user_id = $1 AND ended_at IS NULL`, [target.userId]);
      expect(live).toHaveLength(0);
    });

    it('unblock makes the user active again; sessions ended by the block stay ended', async () => {
      const target = await registerAccount(t);
      await as(admin).post(`/users/${target.userId}/block`);
      const res = await as(admin).post(`/users/${target.userId}/unblock`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('active');
      expectError(await t.request('GET', '/v1/me', { token: target.accessToken }), 401, 'unauthorized');
      expect(
        (await t.request('POST', '/v1/auth/login', { body: { phone: target.phone, password: target.password } }))
          .status,
      ).toBe(200);
      expect((await auditOf(target.userId)).map((a) => a.action)).toEqual(['user.blocked', 'user.unblocked']);
    });

    it('a blocked member of staff loses the portal at once', async () => {
      const manager = await staff(t, 'manager');
      await as(admin).post(`/users/${manager.userId}/block`);
      expectError(await as(manager).get('/users'), 401, 'unauthorized');
    });

    it('answers 404 user_not_found for an unknown user', async () => {
      expectError(await as(admin).post(`/users/${UNKNOWN_ID}/block`), 404, 'user_not_found');
      expectError(await as(admin).post(`/users/${UNKNOWN_ID}/unblock`), 404, 'user_not_found');
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
      expect(byCode.owner.permissions.every((p) => p.startsWith('org.'))).toBe(true);
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
