import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ContractSyncService } from '../../src/contracts/contract-sync.service';
import { createOrganization, didoxEnv, withDidoxApp } from '../support/contract-fixtures';
import { FakeDidox } from '../support/fake-didox';
import { SignedIn } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check holds, for at most `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(20);
  }
}

/** The lease of the background synchronisation, renewed while a run lasts (docs/decisions/contracts.md). */
describe('the lease of the contract synchronisation', () => {
  const env = { EDOC_TIMEOUT_MS: '10000' };
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;

  withDidoxApp(env, (app) => ({ fake, t, manager } = app));

  const sync = (app: TestApp = t) => app.app.get(ContractSyncService);
  const listCalls = () => fake.count('GET', '/v2/documents');

  /** A contract sent to Didox and waiting there (draft), which a run asks Didox about. */
  async function waiting(): Promise<{ id: string; edocDocumentId: string }> {
    const org = await createOrganization(t);
    const token = manager.accessToken;
    const created = await t.request('POST', `/v1/portal/orgs/${org.id}/contracts`, { body: {}, token });
    const sent = await t.request('POST', `/v1/portal/contracts/${created.body.id}/send`, { token });
    expect(sent.body.status).toBe('draft');
    return sent.body as { id: string; edocDocumentId: string };
  }

  it('keeps the lease through a run longer than it: a second instance starts no parallel run', async () => {
    await waiting();
    const second = await startTestApp(didoxEnv(fake, env), t.database);
    try {
      sync().leaseMs = 600;
      sync(second).leaseMs = 600;
      fake.slow(2000);
      const from = listCalls();
      const ours = sync().syncOnce();
      await eventually(() => listCalls() > from);
      // Well past the end of the first 600 ms: only the renewals keep the lease ours.
      await sleep(1000);
      expect(await sync(second).syncOnce()).toMatchObject({ ran: false });
      expect(await ours).toMatchObject({ ran: true, failed: 0 });
      expect(listCalls() - from).toBe(1);
    } finally {
      fake.slow(0);
      await second.close();
    }
  });

  it('stops a run whose lease another instance took meanwhile: it stores nothing more', async () => {
    const contract = await waiting();
    fake.signByUs(contract.edocDocumentId);
    const db = t.app.get(DataSource);
    sync().leaseMs = 600;
    fake.slow(1500);
    const from = listCalls();
    const ours = sync().syncOnce();
    await eventually(() => listCalls() > from);
    // Another instance holds the lease now (as if this one had stalled past its end).
    await db.query(`UPDATE contract_sync_leases SET holder = $1, expires_at = $2 WHERE name = 'edoc-contract-sync'`, [
      randomUUID(),
      new Date(Date.now() + 3_600_000),
    ]);
    expect(await ours).toMatchObject({ ran: true, changed: 0, leaseLost: true });
    const read = () => t.request('GET', `/v1/portal/contracts/${contract.id}`, { token: manager.accessToken });
    expect((await read()).body.status).toBe('draft');

    // The other instance gone (its lease released), the next run stores the change.
    fake.slow(0);
    await db.query(`UPDATE contract_sync_leases SET expires_at = '-infinity' WHERE name = 'edoc-contract-sync'`);
    expect(await sync().syncOnce()).toMatchObject({ ran: true, changed: 1 });
    expect((await read()).body.status).toBe('signed_by_us');
  });
});
