import { expectError } from '../support/expect-error';
import { orgStaffFlows, OrgWithOwner, startOrgWithOwner } from '../support/org-staff';

/**
 * The guard keeps roles in the process (RolesRepository.held) but reads one again as soon as its
 * row changed: a role changed in the database counts on the very next request.
 */
describe('a role changed in the database', () => {
  let ctx: OrgWithOwner;

  beforeAll(async () => {
    ctx = await startOrgWithOwner();
  });

  afterAll(async () => {
    await ctx.t.close();
  });

  const { db, call, memberBody, member } = orgStaffFlows(() => ctx);
  const me = () => ctx.t.request('GET', '/v1/me', { token: ctx.owner.accessToken });

  it('loses a permission on the next request, and gets it back on the one after', async () => {
    expect((await call(ctx.owner, 'GET', '/members')).status).toBe(200);
    await db().query(
      `UPDATE roles SET permissions = array_remove(permissions, 'org.members.read') WHERE code = 'owner'`,
    );
    try {
      const refused = await call(ctx.owner, 'GET', '/members');
      expectError(refused, 403, 'forbidden');
      expect(refused.body.error.details.permission).toBe('org.members.read');
    } finally {
      await db().query(
        `UPDATE roles SET permissions = array_append(permissions, 'org.members.read') WHERE code = 'owner'`,
      );
    }
    expect((await call(ctx.owner, 'GET', '/members')).status).toBe(200);
  });

  it('shows its new name in the profile on the next request', async () => {
    const before = await me();
    const owner = (before.body.roleAssignments as { role: { code: string; name: string } }[]).find(
      (a) => a.role.code === 'owner',
    );
    expect(owner?.role.name).toBe('Owner');
    await db().query(`UPDATE roles SET name = 'Proprietor' WHERE code = 'owner'`);
    try {
      const after = await me();
      expect(after.body.roleAssignments.map((a: { role: { name: string } }) => a.role.name)).toContain('Proprietor');
    } finally {
      await db().query(`UPDATE roles SET name = 'Owner' WHERE code = 'owner'`);
    }
  });

  it("shows its new name in the organization's members list on the next request, held by others only", async () => {
    // Cashier: a role the caller does not hold, so only the list's own rows can tell it changed.
    const added = await call(ctx.owner, 'POST', '/members', memberBody('cashier'));
    expect(added.status).toBe(201);
    const names = async () => {
      const res = await call(ctx.owner, 'GET', '/members');
      return member(res, added.body.userId)?.roles.map((r) => (r as unknown as { role: { name: string } }).role.name);
    };
    expect(await names()).toEqual(['Cashier']);
    await db().query(`UPDATE roles SET name = 'Till operator' WHERE code = 'cashier'`);
    try {
      expect(await names()).toEqual(['Till operator']);
    } finally {
      await db().query(`UPDATE roles SET name = 'Cashier' WHERE code = 'cashier'`);
    }
  });

  it('shows the timestamps of the profile as the entity views do', async () => {
    const profile = (await me()).body as { createdAt: string; lastLoginAt: string | null };
    expect(profile.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const [row] = await db().query<{ created_at: Date }[]>(`SELECT created_at FROM users WHERE id = $1`, [
      ctx.owner.userId,
    ]);
    expect(profile.createdAt).toBe(row.created_at.toISOString());
  });
});
