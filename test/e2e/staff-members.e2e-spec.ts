import { expectError, expectFieldError } from '../support/expect-error';
import { lastCode } from '../support/outbox';
import { addMember, Org } from '../support/orgs';
import { createUser, roleId, signIn, SignedIn } from '../support/staff';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { TestApp } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('staff members', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s));

  const { db, call, branch, memberBody, member } = orgStaffFlows(() => ({ t, owner, org, roles }));

  describe('members', () => {
    it('adds a new phone: an active SMS-login account holding the role at organization scope', async () => {
      const body = memberBody('cashier');
      const res = await call(owner, 'POST', '/members', body);
      expect(res.status).toBe(201);
      expect(res.body).toStrictEqual({
        userId: expect.any(String),
        phone: body.phone,
        firstName: 'Sardor',
        lastName: 'Aliyev',
        status: 'active',
        hasPin: false,
        roles: [
          {
            assignmentId: expect.any(String),
            scope: { type: 'organization', clientId: org.clientId, organizationId: org.id },
            role: { id: roles.cashier, code: 'cashier', name: 'Cashier', rank: 100 },
          },
        ],
      });
      const start = await t.request('POST', '/v1/auth/login/start', { body: { phone: body.phone } });
      expect(start.body.method).toBe('sms');
      const login = await t.request('POST', '/v1/auth/login/sms', {
        body: { challengeId: start.body.challengeId, code: lastCode(t.config.sms.outboxFile, body.phone) },
      });
      expect(login.status).toBe(200);
      const me = await t.request('GET', '/v1/me', { token: login.body.accessToken });
      expect(me.body.roleAssignments.map((a: { role: { code: string } }) => a.role.code)).toEqual(['cashier']);
    });

    it('limits a role to a branch with branchId', async () => {
      const b = await branch();
      const res = await call(owner, 'POST', '/members', memberBody('cashier', { branchId: b.id }));
      expect(res.body.roles[0].scope).toEqual({
        type: 'branch',
        clientId: org.clientId,
        organizationId: org.id,
        branchId: b.id,
      });
    });

    it('adds an existing account keeping its names and password', async () => {
      const account = await createUser(t, { firstName: 'Existing' });
      const res = await call(owner, 'POST', '/members', { ...memberBody('cashier'), phone: account.phone });
      expect(res.body.firstName).toBe('Existing');
      expect((await signIn(t, account)).accessToken).toEqual(expect.any(String));
    });

    it('lists roles on the whole client, on the organization and on its branches, Owner first', async () => {
      const b = await branch();
      const cashier = await addMember(t, owner, org.id, roles.cashier, { branchId: b.id });
      const res = await call(owner, 'GET', '/members');
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({
        userId: owner.userId,
        roles: [{ scope: { type: 'client', clientId: org.clientId } }],
      });
      expect(member(res, cashier.userId)!.roles[0]).toMatchObject({ scope: { type: 'branch', branchId: b.id } });
    });

    it('answers 409 member_exists for a member, also for two concurrent adds of one phone', async () => {
      const body = memberBody('cashier');
      const results = await Promise.all([
        call(owner, 'POST', '/members', body),
        call(owner, 'POST', '/members', { ...body, roleId: roles.branch_manager }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expectError(await call(owner, 'POST', '/members', body), 409, 'member_exists');
      expectError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), phone: owner.phone }),
        409,
        'member_exists',
      );
    });

    it('answers 404 role_not_found and branch_not_found, 422 role_scope_mismatch for a non-client role', async () => {
      expectError(
        await call(owner, 'POST', '/members', memberBody('cashier', { roleId: UNKNOWN_ID })),
        404,
        'role_not_found',
      );
      expectError(
        await call(owner, 'POST', '/members', memberBody('cashier', { branchId: UNKNOWN_ID })),
        404,
        'branch_not_found',
      );
      expectError(await call(owner, 'POST', '/members', memberBody('admin')), 422, 'role_scope_mismatch');
      expectError(await call(owner, 'POST', '/members', memberBody('user')), 422, 'role_scope_mismatch');
    });

    it('gives only roles of lower rank: 403 insufficient_rank', async () => {
      expectError(await call(owner, 'POST', '/members', memberBody('owner')), 403, 'insufficient_rank');
      const orgAdmin = await addMember(t, owner, org.id, roles.org_admin);
      expectError(await call(orgAdmin, 'POST', '/members', memberBody('org_admin')), 403, 'insufficient_rank');
      expect((await call(orgAdmin, 'POST', '/members', memberBody('branch_manager'))).status).toBe(201);
    });

    it('gives no permission the caller lacks: 403 permission_not_held with details.missing', async () => {
      await db().query(
        `INSERT INTO roles (code, name, audience, rank, permissions) VALUES ('auditor_client', 'Auditor', 'client', 50, $1)`,
        [['org.read', 'org.reports.read']],
      );
      const res = await call(owner, 'POST', '/members', {
        ...memberBody('cashier'),
        roleId: await roleId(t, 'auditor_client'),
      });
      expectError(res, 403, 'permission_not_held');
      expect(res.body.error.details.missing).toEqual(['org.reports.read']);
    });

    it('validates the body', async () => {
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), phone: '+998 71 123 45 67' }),
        'phone',
        'invalid_mobile_phone',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), firstName: '' }),
        'firstName',
        'too_short',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), lastName: 'l'.repeat(101) }),
        'lastName',
        'too_long',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), roleId: 'x' }),
        'roleId',
        'invalid_uuid',
      );
      expectFieldError(
        await call(owner, 'POST', '/members', { ...memberBody('cashier'), branchId: 'x' }),
        'branchId',
        'invalid_uuid',
      );
    });

    it('confines a branch manager to its branch', async () => {
      const mine = await branch();
      const theirs = await branch();
      const manager = await addMember(t, owner, org.id, roles.branch_manager, { branchId: mine.id });
      expect((await call(manager, 'POST', '/members', memberBody('cashier', { branchId: mine.id }))).status).toBe(201);
      expectError(
        await call(manager, 'POST', '/members', memberBody('cashier', { branchId: theirs.id })),
        403,
        'insufficient_rank',
      );
      expectError(await call(manager, 'POST', '/members', memberBody('cashier')), 403, 'insufficient_rank');
      const elsewhere = await addMember(t, owner, org.id, roles.cashier, { branchId: theirs.id });
      expectError(await call(manager, 'DELETE', `/members/${elsewhere.userId}`), 403, 'insufficient_rank');
    });

    it('changes a member: the roles in this organization replaced with one', async () => {
      const b = await branch();
      const target = await addMember(t, owner, org.id, roles.cashier);
      const res = await call(owner, 'PATCH', `/members/${target.userId}`, {
        roleId: roles.branch_manager,
        branchId: b.id,
      });
      expect(res.status).toBe(200);
      expect(res.body.roles).toEqual([
        expect.objectContaining({
          scope: expect.objectContaining({ type: 'branch', branchId: b.id }),
          role: expect.objectContaining({ code: 'branch_manager' }),
        }),
      ]);
    });

    it('refuses to change oneself (422 cannot_manage_self), a higher or equal rank (403), an unknown member (404)', async () => {
      const orgAdmin = await addMember(t, owner, org.id, roles.org_admin);
      const peer = await addMember(t, owner, org.id, roles.org_admin);
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${orgAdmin.userId}`, { roleId: roles.cashier }),
        422,
        'cannot_manage_self',
      );
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${peer.userId}`, { roleId: roles.cashier }),
        403,
        'insufficient_rank',
      );
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${owner.userId}`, { roleId: roles.cashier }),
        403,
        'insufficient_rank',
      );
      expectError(
        await call(owner, 'PATCH', `/members/${UNKNOWN_ID}`, { roleId: roles.cashier }),
        404,
        'member_not_found',
      );
      expectError(await call(owner, 'PATCH', '/members/nope', { roleId: roles.cashier }), 404, 'member_not_found');
      const outsider = await createUser(t);
      expectError(
        await call(owner, 'PATCH', `/members/${outsider.userId}`, { roleId: roles.cashier }),
        404,
        'member_not_found',
      );
      const target = await addMember(t, owner, org.id, roles.cashier);
      expectError(
        await call(owner, 'PATCH', `/members/${target.userId}`, { roleId: UNKNOWN_ID }),
        404,
        'role_not_found',
      );
      expectError(
        await call(owner, 'PATCH', `/members/${target.userId}`, { roleId: roles.admin }),
        422,
        'role_scope_mismatch',
      );
      expectError(
        await call(owner, 'PATCH', `/members/${target.userId}`, { roleId: roles.cashier, branchId: UNKNOWN_ID }),
        404,
        'branch_not_found',
      );
      expectError(
        await call(orgAdmin, 'PATCH', `/members/${target.userId}`, { roleId: roles.org_admin }),
        403,
        'insufficient_rank',
      );
    });

    it('removes a member: 204, its roles and PIN here gone, its access too', async () => {
      const target = await addMember(t, owner, org.id, roles.cashier);
      await call(target, 'PUT', `/members/${target.userId}/pin`, { pin: '700001' });
      const res = await call(owner, 'DELETE', `/members/${target.userId}`);
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect(member(await call(owner, 'GET', '/members'), target.userId)).toBeUndefined();
      expect(await db().query(`SELECT 1 FROM member_pins WHERE user_id = $1`, [target.userId])).toEqual([]);
      expectError(await call(target, 'GET', ''), 404, 'organization_not_found');
      expectError(await call(owner, 'DELETE', `/members/${target.userId}`), 404, 'member_not_found');
      expectError(await call(owner, 'DELETE', `/members/${owner.userId}`), 422, 'cannot_manage_self');
    });

    it('lists the roles the caller may assign', async () => {
      const codes = async (caller: SignedIn) =>
        ((await call(caller, 'GET', '/roles')).body as { code: string }[]).map((r) => r.code);
      expect(await codes(owner)).toEqual(['org_admin', 'branch_manager', 'cashier']);
      expect(await codes(await addMember(t, owner, org.id, roles.org_admin))).toEqual(['branch_manager', 'cashier']);
      expect(await codes(await addMember(t, owner, org.id, roles.branch_manager))).toEqual(['cashier']);
      expectError(await call(await addMember(t, owner, org.id, roles.cashier), 'GET', '/roles'), 403, 'forbidden');
    });
  });
});
