import { ContractSyncService } from '../../src/contracts/contract-sync.service';
import {
  contractAudit,
  contractStatusOf,
  createOrganization,
  didoxEnv,
  withDidoxApp,
  documentCalls,
} from '../support/contract-fixtures';
import { FakeDidox } from '../support/fake-didox';
import { SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Contract = any;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until the check holds, for at most `ms`. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await sleep(50);
  }
}

describe('background synchronisation of contracts with Didox', () => {
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;

  withDidoxApp({ EDOC_TIMEOUT_MS: '3000' }, (app) => ({ fake, t, manager } = app));

  const syncOnce = (app: TestApp = t) => app.app.get(ContractSyncService).syncOnce();
  const get = async (id: string, app: TestApp = t, token = manager.accessToken): Promise<Contract> =>
    (await app.request('GET', `/v1/portal/contracts/${id}`, { token })).body;
  const refresh = (id: string) =>
    t.request('POST', `/v1/portal/contracts/${id}/refresh`, { token: manager.accessToken });

  /** A contract sent to Didox (draft), optionally signed by us and refreshed (signed_by_us). */
  async function waiting(
    status: 'draft' | 'signed_by_us',
    app: TestApp = t,
    token = manager.accessToken,
  ): Promise<Contract> {
    const org = await createOrganization(app);
    const created = await app.request('POST', `/v1/portal/orgs/${org.id}/contracts`, { body: {}, token });
    const sent = await app.request('POST', `/v1/portal/contracts/${created.body.id}/send`, { token });
    expect(sent.body.status).toBe('draft');
    if (status === 'draft') return sent.body;
    fake.signByUs(sent.body.edocDocumentId);
    const refreshed = await app.request('POST', `/v1/portal/contracts/${created.body.id}/refresh`, { token });
    expect(refreshed.body.status).toBe('signed_by_us');
    return refreshed.body;
  }

  /** Settles every contract still waiting from earlier tests, so each test starts clean. */
  async function settleEarlierContracts(): Promise<void> {
    for (const document of fake.documents.values()) {
      if (document.status === 0) document.status = 55;
      if (document.status === 1) document.status = 5;
    }
    await syncOnce();
  }

  it('makes no call to Didox when no contract waits for it', async () => {
    const calls = fake.requests.length;
    expect(await syncOnce()).toEqual({ ran: true, checked: 0, changed: 0, failed: 0 });
    expect(fake.requests.length).toBe(calls);
  });

  it('brings several contracts up to date with one list call, reading alone only those that left draft and signed_by_us', async () => {
    await settleEarlierContracts();
    const stays = await waiting('draft');
    const signsByUs = await waiting('draft');
    const signs = await waiting('signed_by_us');
    const refused = await waiting('signed_by_us');
    const cancelled = await waiting('signed_by_us');
    fake.signByUs(signsByUs.edocDocumentId);
    fake.signByClient(signs.edocDocumentId);
    fake.refuse(refused.edocDocumentId, 'Wrong price');
    fake.cancel(cancelled.edocDocumentId);
    const from = fake.requests.length;

    expect(await syncOnce()).toEqual({ ran: true, checked: 5, changed: 4, failed: 0 });

    const calls = documentCalls(fake, from);
    expect(calls.filter((c) => c === 'GET /v2/documents')).toHaveLength(1);
    expect(calls.sort()).toEqual(
      [
        'GET /v2/documents',
        `GET /v1/documents/${signs.edocDocumentId}`,
        `GET /v1/documents/${refused.edocDocumentId}`,
        `GET /v1/documents/${cancelled.edocDocumentId}`,
        `GET /v1/documents/view/${signs.edocDocumentId}/pdf/ru`,
      ].sort(),
    );
    const listCall = fake.requests.slice(from).find((r) => r.path === '/v2/documents')!;
    expect(listCall.query.get('status')).toBe('0,1');

    expect(await get(stays.id)).toMatchObject({ status: 'draft', edocStatus: 0, syncError: null });
    expect((await get(stays.id)).lastSyncedAt).not.toBe(stays.lastSyncedAt);
    const nowSignedByUs = await get(signsByUs.id);
    expect(nowSignedByUs).toMatchObject({ status: 'signed_by_us', edocStatus: 1, signedAt: null });
    expect(nowSignedByUs.signedByUsAt).toEqual(expect.any(String));
    const nowSigned = await get(signs.id);
    expect(nowSigned).toMatchObject({
      status: 'signed',
      edocStatus: 3,
      hasSignedPdf: true,
      signedByUsAt: signs.signedByUsAt,
    });
    expect(nowSigned.signedAt).toEqual(expect.any(String));
    expect(await get(refused.id)).toMatchObject({ status: 'rejected', edocStatus: 4 });
    expect(await get(cancelled.id)).toMatchObject({ status: 'cancelled', edocStatus: 5 });

    expect(await contractStatusOf(t, nowSigned.organizationId)).toBe('contract_signed');
    expect(await contractStatusOf(t, refused.organizationId)).toBe('contract_required');
    expect(await contractStatusOf(t, cancelled.organizationId)).toBe('contract_required');
    expect(await contractStatusOf(t, signsByUs.organizationId)).toBe('contract_in_progress');
    // Only the person's refresh (to signed_by_us) is in the audit trail, not the background's.
    expect((await contractAudit(t, signs.id)).filter((a) => a.action === 'contract.status_changed')).toHaveLength(1);
  });

  it('never overwrites a status a person changed while it ran', async () => {
    await settleEarlierContracts();
    const raced = await waiting('draft');
    const slowToSign = await waiting('signed_by_us');
    fake.signByUs(raced.edocDocumentId);
    fake.signByClient(slowToSign.edocDocumentId);
    // The signed PDF takes a second to download: the synchronisation has read the list by then.
    fake.trickle(1000);
    try {
      const running = syncOnce();
      await eventually(() =>
        fake.requests.some((r) => r.path.startsWith(`/v1/documents/view/${slowToSign.edocDocumentId}`)),
      );
      // Meanwhile, the client cancels in Didox and a person refreshes: cancelled.
      fake.cancel(raced.edocDocumentId);
      expect((await refresh(raced.id)).body.status).toBe('cancelled');
      await running;
    } finally {
      fake.trickle(0);
    }
    // The synchronisation had seen signed_by_us, read while the contract was a draft.
    expect(await get(raced.id)).toMatchObject({ status: 'cancelled', edocStatus: 5, signedByUsAt: null });
    expect(await get(slowToSign.id)).toMatchObject({ status: 'signed', hasSignedPdf: true });
    expect(await contractStatusOf(t, raced.organizationId)).toBe('contract_required');
  });

  it('records syncError on every waiting contract when Didox cannot list, and clears it on the next run', async () => {
    await settleEarlierContracts();
    const first = await waiting('draft');
    const second = await waiting('signed_by_us');
    fake.down();
    expect(await syncOnce()).toEqual({ ran: true, checked: 2, changed: 0, failed: 2 });
    for (const contract of [first, second]) {
      const failed = await get(contract.id);
      expect(failed).toEqual({ ...contract, syncError: 'edoc_unavailable', lastSyncedAt: expect.any(String) });
      expect(failed.lastSyncedAt).not.toBe(contract.lastSyncedAt);
    }
    fake.up();
    expect(await syncOnce()).toMatchObject({ ran: true, checked: 2, failed: 0 });
    expect(await get(first.id)).toMatchObject({ status: 'draft', syncError: null });
    expect(await get(second.id)).toMatchObject({ status: 'signed_by_us', syncError: null });
  });

  it('leaves a contract whose document sits in an unknown doc_status to a person’s refresh', async () => {
    await settleEarlierContracts();
    const parked = await waiting('draft');
    fake.documents.get(parked.edocDocumentId)!.status = 40;
    expect(await syncOnce()).toMatchObject({ checked: 1, changed: 0 });
    expect(await get(parked.id)).toMatchObject({ status: 'draft', edocStatus: 40 });
    const from = fake.requests.length;
    expect(await syncOnce()).toEqual({ ran: true, checked: 0, changed: 0, failed: 0 });
    expect(fake.requests.length).toBe(from);
    fake.documents.get(parked.edocDocumentId)!.status = 0;
    expect((await refresh(parked.id)).body).toMatchObject({ status: 'draft', edocStatus: 0 });
  });

  it('runs on one instance at a time, another taking over once the lease has run out or been released', async () => {
    await settleEarlierContracts();
    await waiting('draft');
    const second = await startTestApp(didoxEnv(fake), t.database);
    const third = await startTestApp(didoxEnv(fake), t.database);
    try {
      const from = fake.count('GET', '/v2/documents');
      const [ours, theirs] = await Promise.all([syncOnce(), syncOnce(second)]);
      expect([ours.ran, theirs.ran]).toEqual([true, false]);
      expect(fake.count('GET', '/v2/documents') - from).toBe(1);

      // Our lease lasts at least 60 seconds: the third instance takes over after that.
      expect((await syncOnce(third)).ran).toBe(false);
      third.clock.advance(61);
      expect((await syncOnce(third)).ran).toBe(true);
      expect((await syncOnce()).ran).toBe(false);
      // Closing releases the lease at once.
      await third.close();
      expect((await syncOnce()).ran).toBe(true);
    } finally {
      await second.close();
      await third.close().catch(() => undefined);
    }
  });

  it('does not run by itself when EDOC_SYNC_INTERVAL_SECONDS is 0', async () => {
    const contract = await waiting('draft');
    fake.signByUs(contract.edocDocumentId);
    const lists = fake.count('GET', '/v2/documents');
    await sleep(1500);
    expect(fake.count('GET', '/v2/documents')).toBe(lists);
    expect((await get(contract.id)).status).toBe('draft');
  });

  it('runs by itself every EDOC_SYNC_INTERVAL_SECONDS and stops when the app closes', async () => {
    const scheduled = await startTestApp(didoxEnv(fake, { EDOC_SYNC_INTERVAL_SECONDS: '1' }));
    let closed = false;
    try {
      const { accessToken } = await staff(scheduled, 'manager');
      const contract = await waiting('draft', scheduled, accessToken);
      fake.signByUs(contract.edocDocumentId);
      await eventually(async () => (await get(contract.id, scheduled, accessToken)).status === 'signed_by_us');
      await scheduled.close();
      closed = true;
      const requests = fake.requests.length;
      await sleep(1500);
      expect(fake.requests.length).toBe(requests);
    } finally {
      if (!closed) await scheduled.close();
    }
  });
});
