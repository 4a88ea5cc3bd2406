import {
  contractAudit,
  contractStatusOf,
  didoxEnv,
  portalContractCalls,
  withDidoxApp,
  fetchPdf,
} from '../support/contract-fixtures';
import { expectError } from '../support/expect-error';
import { FakeDidox } from '../support/fake-didox';
import { SignedIn } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

describe('portal contracts in Didox: send and delete', () => {
  let fake: FakeDidox;
  let t: TestApp;
  let manager: SignedIn;

  withDidoxApp({ EDOC_TIMEOUT_MS: '500' }, (app) => ({ fake, t, manager } = app));

  const { get, refresh, send, remove, generated, sent, signedByUs } = portalContractCalls(() => ({
    fake,
    t,
    manager,
  }));
  const draftsFor = (number: string) =>
    [...fake.documents.values()].filter(
      (d) => (d.body.data as { Document: { DocumentNo: string } }).Document.DocumentNo === number,
    );

  describe('send', () => {
    it('uploads the rendered PDF as a Didox contract draft and moves the contract to draft', async () => {
      const { org, contract } = await generated();
      const before = Date.now();
      const res = await send(contract.id, 'send-req-1');
      expect(res.status).toBe(200);
      const document = fake.documents.get(res.body.edocDocumentId)!;
      expect(document).toBeDefined();
      expect(res.body).toMatchObject({
        ...contract,
        status: 'draft',
        edocDocumentId: document.id,
        edocStatus: 0,
        sentAt: expect.any(String),
        lastSyncedAt: expect.any(String),
        syncError: null,
        hasSignedPdf: false,
        signedByUsAt: null,
        signedAt: null,
      });
      expect(new Date(res.body.sentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(res.body.lastSyncedAt).toBe(res.body.sentAt);
      expect(document.pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(document.pdf.equals((await fetchPdf(t, contract.id, manager.accessToken)).bytes)).toBe(true);
      expect(document.body.data).toMatchObject({
        Document: {
          DocumentNo: contract.number,
          DocumentDate: contract.contractDate,
          DocumentName: `Shartnoma / Договор № ${contract.number}`,
        },
        Subtype: 3,
        ContractDoc: { ContractNo: contract.number, ContractDate: contract.contractDate },
        SellerTin: fake.tin,
        Seller: { Name: 'DEV SERVICE LLC' },
        BuyerTin: org.tin,
        Buyer: { Name: org.name, Address: org.address },
      });
      expect(await get(contract.id)).toEqual(res.body);
      expect(await contractStatusOf(t, org.id)).toBe('contract_in_progress');
      expect((await contractAudit(t, contract.id)).map((a) => [a.action, a.requestId, a.details])).toContainEqual([
        'contract.sent',
        'send-req-1',
        { number: contract.number, edocDocumentId: document.id },
      ]);
    });

    it('creates one draft when the same contract is sent twice at the same time', async () => {
      const { contract } = await generated();
      const results = await Promise.all([send(contract.id), send(contract.id)]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      expectError(
        results.find((r) => r.status === 422)!,
        422,
        'contract_state_invalid',
      );
      expect(draftsFor(contract.number)).toHaveLength(1);
      expect((await get(contract.id)).edocDocumentId).toBe(draftsFor(contract.number)[0].id);
    });

    it('deletes the extra draft again when two instances send one contract at the same time', async () => {
      const env = didoxEnv(fake, { EDOC_TIMEOUT_MS: '5000' });
      const instances = [await startTestApp(env, t.database), await startTestApp(env, t.database)];
      try {
        const { contract } = await generated();
        // Both instances read `generated` and reach Didox before either stores its draft.
        fake.slow(300);
        const results = await Promise.all(
          instances.map((app) =>
            app.request('POST', `/v1/portal/contracts/${contract.id}/send`, { token: manager.accessToken }),
          ),
        );
        fake.slow(0);
        expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
        expectError(
          results.find((r) => r.status === 422)!,
          422,
          'contract_state_invalid',
        );
        const stored = await get(contract.id);
        const drafts = draftsFor(contract.number);
        expect(drafts).toHaveLength(2);
        expect(drafts.map((d) => [d.id === stored.edocDocumentId, d.status]).sort()).toEqual([
          [false, 55],
          [true, 0],
        ]);
      } finally {
        for (const app of instances) await app.close();
      }
    });

    it('refuses to send a contract that is not generated with 422 contract_state_invalid', async () => {
      const { contract } = await sent();
      const calls = fake.requests.length;
      expectError(await send(contract.id), 422, 'contract_state_invalid');
      expect(fake.requests.length).toBe(calls);
      expect(draftsFor(contract.number)).toHaveLength(1);
    });

    it.each<[string, (f: FakeDidox) => void, string]>([
      ['Didox is down', (f) => f.down(), 'edoc_unavailable'],
      ['Didox answers slower than EDOC_TIMEOUT_MS', (f) => f.slow(1500), 'edoc_unavailable'],
      ['Didox answers 500', (f) => f.failNext(500, { path: '/v1/documents/000/create' }), 'edoc_unavailable'],
      [
        'Didox refuses our login',
        (f) => {
          f.expireKeys();
          f.refuseLogin('password');
        },
        'edoc_unavailable',
      ],
      [
        'Didox rejects the draft with 422',
        (f) => f.failNext(422, { path: '/v1/documents/000/create', body: { message: 'Buyer is not registered' } }),
        'edoc_rejected',
      ],
    ])('answers 502 when %s, changing nothing but syncError and lastSyncedAt', async (_case, breakDidox, code) => {
      const { org, contract } = await generated();
      breakDidox(fake);
      const before = Date.now();
      const res = await send(contract.id);
      expectError(res, 502, code);
      if (code === 'edoc_rejected') expect(res.body.error.details).toEqual({ reason: 'Buyer is not registered' });
      fake.up();
      fake.slow(0);
      fake.refuseLogin(null);
      const after = await get(contract.id);
      expect(after).toEqual({
        ...contract,
        syncError: expect.stringContaining(code),
        lastSyncedAt: expect.any(String),
      });
      expect(new Date(after.lastSyncedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(draftsFor(contract.number)).toHaveLength(0);
      expect(await contractStatusOf(t, org.id)).toBe('contract_in_progress');
      expect((await contractAudit(t, contract.id)).map((a) => a.action)).toEqual(['contract.created']);

      const retried = await send(contract.id);
      expect(retried.status).toBe(200);
      expect(retried.body).toMatchObject({ status: 'draft', syncError: null });
      expect(draftsFor(contract.number)).toHaveLength(1);
    });

    it('answers 503 edoc_not_configured and changes nothing when Didox is not configured', async () => {
      const unconfigured = await startTestApp({ ...didoxEnv(fake), EDOC_PASSWORD: '' }, t.database);
      try {
        const { contract } = await generated();
        const draft = (await sent()).contract;
        const calls = fake.requests.length;
        for (const [method, path] of [
          ['POST', `/v1/portal/contracts/${contract.id}/send`],
          ['POST', `/v1/portal/contracts/${draft.id}/refresh`],
          ['DELETE', `/v1/portal/contracts/${draft.id}`],
        ]) {
          expectError(
            await unconfigured.request(method, path, { token: manager.accessToken }),
            503,
            'edoc_not_configured',
          );
        }
        expect(fake.requests.length).toBe(calls);
        expect(await get(contract.id)).toEqual(contract);
        expect(await get(draft.id)).toEqual(draft);
      } finally {
        await unconfigured.close();
      }
    });
  });

  describe('delete', () => {
    it('deletes a draft in Didox (status 55), then here', async () => {
      const { org, contract } = await sent();
      const res = await remove(contract.id);
      expect(res.status).toBe(204);
      expect(fake.documents.get(contract.edocDocumentId)!.status).toBe(55);
      expectError(
        await t.request('GET', `/v1/portal/contracts/${contract.id}`, { token: manager.accessToken }),
        404,
        'contract_not_found',
      );
      expect(await contractStatusOf(t, org.id)).toBe('contract_required');
      expect((await contractAudit(t, contract.id)).at(-1)).toMatchObject({
        action: 'contract.deleted',
        details: { status: 'draft', edocDocumentId: contract.edocDocumentId },
      });
      expect((await generated(org)).contract.status).toBe('generated');
    });

    it('keeps a draft Didox fails to delete, answering 502 with syncError set', async () => {
      const { org, contract } = await sent();
      fake.failNext(500, { path: `/v1/documents/${contract.edocDocumentId}/delete` });
      expectError(await remove(contract.id), 502, 'edoc_unavailable');
      expect(await get(contract.id)).toEqual({
        ...contract,
        syncError: 'edoc_unavailable',
        lastSyncedAt: expect.any(String),
      });
      expect(fake.documents.get(contract.edocDocumentId)!.status).toBe(0);
      expect(await contractStatusOf(t, org.id)).toBe('contract_in_progress');
      expect((await contractAudit(t, contract.id)).map((a) => a.action)).not.toContain('contract.deleted');
    });

    it('refuses to delete a contract signed by us, or signed, with 422 contract_state_invalid', async () => {
      const { contract } = await signedByUs();
      expectError(await remove(contract.id), 422, 'contract_state_invalid');
      expect((await get(contract.id)).status).toBe('signed_by_us');
      fake.signByClient(contract.edocDocumentId);
      expect((await refresh(contract.id)).body.status).toBe('signed');
      expectError(await remove(contract.id), 422, 'contract_state_invalid');
      expect((await get(contract.id)).status).toBe('signed');
      expect(fake.count('POST', `/v1/documents/${contract.edocDocumentId}/delete`)).toBe(0);
    });
  });
});
