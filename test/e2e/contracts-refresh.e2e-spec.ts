import {
  contractAudit,
  contractStatusOf,
  createOrganization,
  portalContractCalls,
  withDidoxApp,
  documentCalls,
  fetchPdf,
} from '../support/contract-fixtures';
import { expectError } from '../support/expect-error';
import { FakeDidox, SIGNED_MARKER } from '../support/fake-didox';
import { SignedIn } from '../support/staff';
import { TestApp } from '../support/test-app';

describe('portal contracts in Didox: status refresh, lists and the organization’s contractStatus', () => {
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;

  withDidoxApp({ EDOC_TIMEOUT_MS: '500' }, (app) => ({ fake, t, manager } = app));

  const { get, refresh, send, remove, generated, sent, signedByUs } = portalContractCalls(() => ({
    fake,
    t,
    manager,
  }));

  describe('refresh', () => {
    it('follows a contract through signed_by_us to signed, storing the signed PDF', async () => {
      const { org, contract } = await sent();
      fake.signByUs(contract.edocDocumentId);
      const first = await refresh(contract.id, 'refresh-req-1');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'signed_by_us', edocStatus: 1, signedAt: null, hasSignedPdf: false });
      expect(first.body.signedByUsAt).toEqual(expect.any(String));
      expect(await contractStatusOf(t, org.id)).toBe('contract_in_progress');

      fake.signByClient(contract.edocDocumentId);
      const second = await refresh(contract.id, 'refresh-req-2');
      expect(second.body).toMatchObject({
        status: 'signed',
        edocStatus: 3,
        signedByUsAt: first.body.signedByUsAt,
        hasSignedPdf: true,
        syncError: null,
      });
      expect(second.body.signedAt).toEqual(expect.any(String));
      expect(await contractStatusOf(t, org.id)).toBe('contract_signed');

      const pdf = await fetchPdf(t, contract.id, manager.accessToken);
      const signed = Buffer.concat([fake.documents.get(contract.edocDocumentId)!.pdf, Buffer.from(SIGNED_MARKER)]);
      expect(pdf.bytes.equals(signed)).toBe(true);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`inline; filename="contract-${contract.number}-signed.pdf"`);

      expect((await contractAudit(t, contract.id)).filter((a) => a.action === 'contract.status_changed')).toEqual([
        {
          action: 'contract.status_changed',
          actorUserId: manager.userId,
          requestId: 'refresh-req-1',
          details: { from: 'draft', to: 'signed_by_us', edocStatus: 1 },
        },
        {
          action: 'contract.status_changed',
          actorUserId: manager.userId,
          requestId: 'refresh-req-2',
          details: { from: 'signed_by_us', to: 'signed', edocStatus: 3 },
        },
      ]);
      expectError(await refresh(contract.id), 422, 'contract_state_invalid');
      const again = await t.request('POST', `/v1/portal/orgs/${org.id}/contracts`, {
        body: {},
        token: manager.accessToken,
      });
      expectError(again, 409, 'contract_in_progress');
    });

    it('moves a contract the client refused to rejected, after which a new contract is allowed', async () => {
      const { org, contract } = await signedByUs();
      fake.refuse(contract.edocDocumentId, 'Wrong monthly price');
      const res = await refresh(contract.id);
      expect(res.body).toMatchObject({ status: 'rejected', edocStatus: 4, signedAt: null, hasSignedPdf: false });
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
      expect((await generated(org)).contract.status).toBe('generated');
    });

    it('moves a cancelled contract to cancelled, after which a new contract is allowed', async () => {
      const { org, contract } = await signedByUs();
      fake.cancel(contract.edocDocumentId);
      expect((await refresh(contract.id)).body).toMatchObject({ status: 'cancelled', edocStatus: 5 });
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
      expect((await generated(org)).contract.status).toBe('generated');
    });

    it('moves a draft deleted in Didox to draft_deleted', async () => {
      const { org, contract } = await sent();
      fake.documents.get(contract.edocDocumentId)!.status = 55;
      expect((await refresh(contract.id)).body).toMatchObject({ status: 'draft_deleted', edocStatus: 55 });
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
    });

    it('keeps the status but stores the number of a doc_status it does not know', async () => {
      const { contract } = await sent();
      fake.documents.get(contract.edocDocumentId)!.status = 40;
      const res = await refresh(contract.id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'draft', edocStatus: 40, syncError: null, signedByUsAt: null });
    });

    it('refuses to refresh a contract that was never sent, without calling Didox', async () => {
      const { contract } = await generated();
      const calls = fake.requests.length;
      expectError(await refresh(contract.id), 422, 'contract_state_invalid');
      expect(fake.requests.length).toBe(calls);
    });

    it('answers 502 when Didox cannot be read, changing nothing but syncError and lastSyncedAt', async () => {
      const { contract } = await sent();
      fake.signByUs(contract.edocDocumentId);
      fake.down();
      expectError(await refresh(contract.id), 502, 'edoc_unavailable');
      const failed = await get(contract.id);
      expect(failed).toEqual({ ...contract, syncError: 'edoc_unavailable', lastSyncedAt: expect.any(String) });
      expect(failed.lastSyncedAt).not.toBe(contract.lastSyncedAt);
      fake.up();
      expect((await refresh(contract.id)).body).toMatchObject({ status: 'signed_by_us', syncError: null });
    });

    it('stores nothing of a signature when the signed PDF cannot be downloaded (all or nothing)', async () => {
      const { org, contract } = await signedByUs();
      fake.signByClient(contract.edocDocumentId);
      // A read is tried three times.
      fake.failNext(503, { path: '/v1/documents/view/', times: 3 });
      expectError(await refresh(contract.id), 502, 'edoc_unavailable');
      expect(await get(contract.id)).toEqual({
        ...contract,
        syncError: 'edoc_unavailable',
        lastSyncedAt: expect.any(String),
      });
      expect(await contractStatusOf(t, org.id)).toBe('contract_in_progress');
      const retried = await refresh(contract.id);
      expect(retried.body).toMatchObject({ status: 'signed', hasSignedPdf: true, syncError: null });
    });
  });

  describe('lists and organization status', () => {
    it('lists an organization’s contracts newest first', async () => {
      const { org, contract: first } = await signedByUs();
      fake.refuse(first.edocDocumentId, 'No');
      await refresh(first.id);
      const { contract: second } = await generated(org);
      const list = await t.request('GET', `/v1/portal/orgs/${org.id}/contracts`, { token: manager.accessToken });
      expect(list.status).toBe(200);
      expect((list.body as { id: string; status: string }[]).map((c) => [c.id, c.status])).toEqual([
        [second.id, 'generated'],
        [first.id, 'rejected'],
      ]);
    });

    it('keeps the organization’s contractStatus in step with every transition', async () => {
      const org = await createOrganization(t);
      const status = () => contractStatusOf(t, org.id);
      expect(await status()).toBe('contract_required');
      const { contract: first } = await generated(org);
      expect(await status()).toBe('contract_in_progress');
      await send(first.id);
      expect(await status()).toBe('contract_in_progress');
      fake.signByUs((await get(first.id)).edocDocumentId);
      await refresh(first.id);
      expect(await status()).toBe('contract_in_progress');
      fake.cancel((await get(first.id)).edocDocumentId);
      await refresh(first.id);
      expect(await status()).toBe('contract_required');
      const { contract: second } = await sent(org);
      expect(await status()).toBe('contract_in_progress');
      await remove(second.id);
      expect(await status()).toBe('contract_required');
      const { contract: third } = await sent(org);
      fake.signByUs(third.edocDocumentId);
      await refresh(third.id);
      fake.signByClient(third.edocDocumentId);
      await refresh(third.id);
      expect(await status()).toBe('contract_signed');
      expect(documentCalls(fake)).toContain(`GET /v1/documents/view/${third.edocDocumentId}/pdf/ru`);
    });
  });
});
