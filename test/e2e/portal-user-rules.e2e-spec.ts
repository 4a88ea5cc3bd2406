import { registerAccount } from '../support/accounts';
import { expectError } from '../support/expect-error';
import { createUser, SignedIn, staff } from '../support/staff';
import { portalUserFlows } from '../support/portal-user-flows';
import { startTestApp, TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('portal: rank, self and blocking', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const { db, as, assign, assignmentOf, auditOf } = portalUserFlows(() => t);

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
});
