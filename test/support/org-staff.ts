import { DataSource } from 'typeorm';
import { newPhone } from './accounts';
import { createOrg, Org } from './orgs';
import { roleId, SignedIn, signIn, staff } from './staff';
import { startTestApp, TestApp, TestResponse } from './test-app';

/** A test app with one organization, its Owner, and the ids of the roles the staff tests give. */
export interface OrgWithOwner {
  t: TestApp;
  owner: SignedIn;
  org: Org;
  roles: Record<string, string>;
}

export async function startOrgWithOwner(): Promise<OrgWithOwner> {
  const t = await startTestApp();
  const owner = await staff(t, 'user');
  const org = await createOrg(t, owner);
  const roles: Record<string, string> = {};
  for (const code of ['owner', 'org_admin', 'branch_manager', 'cashier', 'admin', 'user'])
    roles[code] = await roleId(t, code);
  return { t, owner, org, roles };
}

/** The staff and till tests' set-up: OrgWithOwner, and with `second` a second instance on its database. */
export interface OrgSuite extends OrgWithOwner {
  other: TestApp;
}

/**
 * Registers the describe's set-up and tear-down: an app with an organization and its Owner
 * (`startOrgWithOwner`), with `second` a second instance on the same database, with
 * `signInEach` the Owner signed in again before each test (for tests that move the clock
 * past its access token). `take` receives the set-up whenever it changes.
 */
export function useOrgWithOwner(
  take: (suite: OrgSuite) => void,
  options: { second?: boolean; signInEach?: boolean } = {},
): void {
  let suite: OrgSuite | undefined;
  beforeAll(async () => {
    const started = await startOrgWithOwner();
    suite = { ...started, other: options.second ? await startTestApp({}, started.t.database) : undefined! };
    take(suite);
  });
  if (options.signInEach) {
    beforeEach(async () => {
      suite!.owner = await signIn(suite!.t, suite!.owner);
      take(suite!);
    });
  }
  afterAll(async () => {
    await suite?.other?.close();
    await suite?.t.close();
  });
}

/** The calls the staff tests share (staff-branches, staff-members, staff-pins) on that organization. */
export function orgStaffFlows(ctx: () => OrgWithOwner) {
  const db = () => ctx().t.app.get(DataSource);
  const call = (caller: SignedIn, method: string, path: string, body?: unknown) =>
    ctx().t.request(method, `/v1/orgs/${ctx().org.id}${path}`, { token: caller.accessToken, body });
  const branch = async (name = `Branch ${Math.random()}`) =>
    (await call(ctx().owner, 'POST', '/branches', { name })).body as { id: string };
  const memberBody = (code: string, extra: Record<string, unknown> = {}) => ({
    phone: newPhone(),
    firstName: 'Sardor',
    lastName: 'Aliyev',
    roleId: ctx().roles[code],
    ...extra,
  });
  const member = (res: TestResponse, userId: string) =>
    (res.body as { userId: string; hasPin: boolean; roles: { role: { code: string } }[] }[]).find(
      (m) => m.userId === userId,
    );

  return { db, call, branch, memberBody, member };
}
