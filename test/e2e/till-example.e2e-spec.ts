import { runOfflineTill, runTill } from '../../clients/typescript/examples/till';
import { addMember, createOrg } from '../support/orgs';
import { roleId, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';
import { addTill } from '../support/tills';

/** The till example (clients/typescript/examples/till.ts) against the real app. */
describe('the till example', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('pairs, lists the staff, signs a cashier in by PIN and gets a manager’s approval', async () => {
    const owner = await staff(t, 'user');
    const org = await createOrg(t, owner);
    const branch = await t.request('POST', `/v1/orgs/${org.id}/branches`, {
      token: owner.accessToken,
      body: { name: 'Chilonzor' },
    });
    const cashier = await addMember(t, owner, org.id, await roleId(t, 'cashier'));
    const manager = await addMember(t, owner, org.id, await roleId(t, 'branch_manager'), { branchId: branch.body.id });
    for (const [person, pin] of [
      [cashier, '271828'],
      [manager, '314159'],
    ] as const) {
      const set = await t.request('PUT', `/v1/orgs/${org.id}/members/${person.userId}/pin`, {
        token: owner.accessToken,
        body: { pin },
      });
      expect(set.status).toBe(204);
    }
    const { pairingCode } = await addTill(t, owner, org.id, branch.body.id);

    const run = await runTill(t.baseUrl, `${pairingCode.slice(0, 4)}-${pairingCode.slice(4)}`, {
      cashier: '271828',
      manager: '314159',
    });
    expect(run.till.branch).toEqual({ id: branch.body.id, name: 'Chilonzor' });
    expect(run.staff.map((s) => s.userId)).toEqual(expect.arrayContaining([cashier.userId, manager.userId]));
    expect(run.cashier.member.userId).toBe(cashier.userId);
    expect(run.approval).toMatchObject({
      approver: { userId: manager.userId },
      permission: 'pos.void',
      expiresIn: 120,
    });

    // Offline (CONTRACT §12.1): the kit, a cashier signed in and a manager's approval by PIN
    // against it, then the upload.
    const offline = await runOfflineTill(t.baseUrl, run.refreshToken, { cashier: '271828', manager: '314159' });
    expect(offline.keptOnRefresh).toBe(true);
    expect(offline.cashier.userId).toBe(cashier.userId);
    expect(offline.approver.userId).toBe(manager.userId);
    expect(offline.upload).toEqual({ accepted: offline.events.map((e) => e.id), duplicates: [], rejected: [] });
    const audit = await t.request('GET', `/v1/orgs/${org.id}/audit?action=till.approval_granted`, {
      token: owner.accessToken,
    });
    expect(audit.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actorId: manager.userId,
          details: expect.objectContaining({ offline: true, permission: 'pos.void', reference: 'receipt-0001' }),
        }),
      ]),
    );
  });
});
