import { expectError, expectFieldError } from '../support/expect-error';
import { addMember, createOrg, Org } from '../support/orgs';
import { SignedIn, staff } from '../support/staff';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { TestApp, TestResponse } from '../support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('branches and the staff role matrix', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s));

  const { call, branch, memberBody } = orgStaffFlows(() => ({ t, owner, org, roles }));

  describe('branches', () => {
    it('opens a branch: 201, active, address "" when omitted', async () => {
      const res = await call(owner, 'POST', '/branches', { name: 'Chilonzor' });
      expect(res.status).toBe(201);
      expect(res.body).toStrictEqual({
        id: expect.any(String),
        organizationId: org.id,
        name: 'Chilonzor',
        address: '',
        active: true,
        createdAt: expect.any(String),
      });
    });

    it('keeps names unique within the organization, case aside: 409 conflict; another organization may reuse it', async () => {
      await call(owner, 'POST', '/branches', { name: 'Yunusobod', address: 'Amir Temur 1' });
      expectError(await call(owner, 'POST', '/branches', { name: 'yunusobod' }), 409, 'conflict');
      const other = await createOrg(t, owner);
      const res = await t.request('POST', `/v1/orgs/${other.id}/branches`, {
        token: owner.accessToken,
        body: { name: 'Yunusobod' },
      });
      expect(res.status).toBe(201);
    });

    it('gives one of two concurrent branches of one name', async () => {
      const results = await Promise.all([1, 2].map(() => call(owner, 'POST', '/branches', { name: 'Twin branch' })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('lists open and closed branches', async () => {
      const closed = await branch('Closed one');
      await call(owner, 'PATCH', `/branches/${closed.id}`, { active: false });
      const res = await call(owner, 'GET', '/branches');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: closed.id, active: false })]));
    });

    it('renames, moves and closes; a taken name is 409 conflict; an unknown branch 404 branch_not_found', async () => {
      const b = await branch('Sergeli');
      const res = await call(owner, 'PATCH', `/branches/${b.id}`, {
        name: 'Sergeli 2',
        address: 'Sergeli 7',
        active: false,
      });
      expect(res.body).toMatchObject({ name: 'Sergeli 2', address: 'Sergeli 7', active: false });
      await branch('Olmazor');
      expectError(await call(owner, 'PATCH', `/branches/${b.id}`, { name: 'OLMAZOR' }), 409, 'conflict');
      expectError(await call(owner, 'PATCH', `/branches/${UNKNOWN_ID}`, { name: 'x' }), 404, 'branch_not_found');
      expectError(await call(owner, 'PATCH', '/branches/nope', { name: 'x' }), 404, 'branch_not_found');
      const other = await createOrg(t, owner);
      const foreign = (
        await t.request('POST', `/v1/orgs/${other.id}/branches`, { token: owner.accessToken, body: { name: 'F' } })
      ).body;
      expectError(await call(owner, 'PATCH', `/branches/${foreign.id}`, { name: 'x' }), 404, 'branch_not_found');
    });

    it('validates names and addresses', async () => {
      expectFieldError(await call(owner, 'POST', '/branches', {}), 'name', 'required');
      expectFieldError(await call(owner, 'POST', '/branches', { name: '' }), 'name', 'too_short');
      expectFieldError(
        await call(owner, 'POST', '/branches', { name: 'x', address: 'a'.repeat(501) }),
        'address',
        'too_long',
      );
      const b = await branch();
      expectFieldError(await call(owner, 'PATCH', `/branches/${b.id}`, { active: 'no' }), 'active', 'must_be_boolean');
      expectFieldError(await call(owner, 'PATCH', `/branches/${b.id}`, { name: null }), 'name');
    });
  });

  describe('role matrix', () => {
    type Who = 'owner' | 'org_admin' | 'branch_manager' | 'cashier' | 'stranger' | 'director';
    const callers = {} as Record<Who, SignedIn>;
    let branchId: string;

    beforeAll(async () => {
      branchId = (await branch('Matrix branch')).id;
      callers.owner = owner;
      callers.org_admin = await addMember(t, owner, org.id, roles.org_admin);
      callers.branch_manager = await addMember(t, owner, org.id, roles.branch_manager, { branchId });
      callers.cashier = await addMember(t, owner, org.id, roles.cashier, { branchId });
      callers.stranger = await staff(t, 'user');
      callers.director = await staff(t, 'director');
    });

    const cases: [string, (c: SignedIn) => Promise<TestResponse>, Who[]][] = [
      ['GET /orgs/{id}', (c) => call(c, 'GET', ''), ['owner', 'org_admin', 'branch_manager', 'cashier']],
      ['PATCH /orgs/{id}', (c) => call(c, 'PATCH', '', { name: 'Oshxona Gullari' }), ['owner', 'org_admin']],
      ['GET branches', (c) => call(c, 'GET', '/branches'), ['owner', 'org_admin', 'branch_manager', 'cashier']],
      ['POST branches', (c) => call(c, 'POST', '/branches', { name: `M ${Math.random()}` }), ['owner', 'org_admin']],
      ['GET members', (c) => call(c, 'GET', '/members'), ['owner', 'org_admin', 'branch_manager']],
      [
        'POST members',
        (c) => call(c, 'POST', '/members', memberBody('cashier', { branchId })),
        ['owner', 'org_admin', 'branch_manager'],
      ],
      ['GET roles', (c) => call(c, 'GET', '/roles'), ['owner', 'org_admin', 'branch_manager']],
      [
        'PUT own pin',
        (c) => call(c, 'PUT', `/members/${c.userId}/pin`, { pin: String(100000 + Math.floor(Math.random() * 899999)) }),
        ['owner', 'org_admin', 'branch_manager', 'cashier'],
      ],
    ];

    for (const [name, run, allowed] of cases) {
      for (const who of ['owner', 'org_admin', 'branch_manager', 'cashier', 'stranger', 'director'] as Who[]) {
        const may = allowed.includes(who);
        it(`${name}: ${who} ${may ? 'may' : 'may not'}`, async () => {
          const res = await run(callers[who]);
          if (may) expect(res.status).toBeLessThan(300);
          else if (who === 'stranger' || who === 'director') expectError(res, 404, 'organization_not_found');
          else expectError(res, 403, 'forbidden');
        });
      }
    }
  });
});
