import { HotStatements } from '../../src/database/hot-statements';
import { orgStaffFlows, useOrgWithOwner } from '../support/org-staff';
import { addMember, Org } from '../support/orgs';
import { createServiceClient, introspect } from '../support/service-clients';
import { SignedIn, staff } from '../support/staff';
import { TestApp } from '../support/test-app';
import { pairedTill } from '../support/tills';

/**
 * @ProveAndRead (src/access/proved-read.ts): the hot paths it serves keep one round trip for
 * the token's proof and the route's read — the PIN lookup, the till sign-in, introspection —
 * and no statement of the guard's own runs beside it.
 */
describe('proved reads: one round trip for the token and the read beside it', () => {
  let t: TestApp;
  let owner: SignedIn;
  let org: Org;
  let roles: Record<string, string>;
  useOrgWithOwner((s) => ({ t, owner, org, roles } = s));
  const { call, branch } = orgStaffFlows(() => ({ t, owner, org, roles }));

  /**
   * The background workers' statements: the webhook dispatcher's polls (`webhook_deliveries_claim`
   * every second) and the leases of the jobs. They run beside any request, never for it.
   */
  const BACKGROUND = new Set([
    'webhook_deliveries_claim',
    'webhook_deliveries_count_pending',
    'job_leases_claim',
    'job_leases_release',
  ]);

  /** The hot statements `work` ran, by name (the background workers' left out). */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const rows = jest.spyOn(t.app.get(HotStatements), 'rows');
    try {
      await work();
      return rows.mock.calls.map(([statement]) => statement.name).filter((name) => !BACKGROUND.has(name));
    } finally {
      rows.mockRestore();
    }
  }

  const cashierWithPin = async (pin: string) => {
    const person = await addMember(t, owner, org.id, roles.cashier);
    const set = await call(owner, 'PUT', `/members/${person.userId}/pin`, { pin });
    if (set.status !== 204) throw new Error(`pin: ${set.status} ${set.text}`);
    return person;
  };

  it('the PIN lookup proves the caller and finds the member in one statement', async () => {
    await cashierWithPin('573914');
    let status = 0;
    const ran = await statementsOf(async () => {
      status = (await call(owner, 'POST', '/members/lookup', { pin: '573914' })).status;
    });
    expect(status).toBe(200);
    expect(ran).toContain('access_callers_member_by_pin');
    expect(ran.filter((name) => name.startsWith('access_'))).toEqual(['access_callers_member_by_pin']);
  });

  it('the till sign-in proves its till token in its own statement: the guard reads nothing', async () => {
    await cashierWithPin('573915');
    const till = await pairedTill(t, owner, org.id, (await branch()).id);
    let status = 0;
    const ran = await statementsOf(async () => {
      status = (await t.request('POST', '/v1/till/sign-in', { token: till.accessToken, body: { pin: '573915' } }))
        .status;
    });
    expect(status).toBe(200);
    expect(ran).toContain('till_sign_in');
    expect(ran.filter((name) => name.startsWith('access_'))).toEqual([]);
    // A body validation refuses: the guard reads the till as on every till route (401 before 400).
    const refused = await statementsOf(() =>
      t.request('POST', '/v1/till/sign-in', { token: till.accessToken, body: { pin: 5 } }),
    );
    expect(refused).toEqual(['access_till']);
  });

  it('introspection reads the client’s credentials and the token’s roles in one statement', async () => {
    const director = await staff(t, 'director');
    const client = await createServiceClient(t, director.accessToken);
    let active: unknown;
    const ran = await statementsOf(async () => {
      active = (await introspect(t, client, owner.accessToken)).body.active;
    });
    expect(active).toBe(true);
    expect(ran).toEqual(['service_client_with_assignments']);
  });
});
