import { BUYER_TIN, draft, edocFailure, MB, TIN, withFakeDidox } from '../support/edoc-client';

/** EdocClient against a fake Didox on loopback: its configuration, the login and the user key. */
describe('EdocClient: configuration and the user key', () => {
  const e = withFakeDidox();

  describe('configuration', () => {
    it.each(['EDOC_PARTNER_TOKEN', 'EDOC_TIN', 'EDOC_PASSWORD', 'EDOC_BASE_URL'])(
      'fails with not_configured without a single request when %s is unset',
      async (variable) => {
        const edoc = e.client({ [variable]: '' });
        expect(edoc.isConfigured()).toBe(false);
        await edocFailure(edoc.lookupCompany(BUYER_TIN), 'not_configured');
        await edocFailure(edoc.createDraft(draft()), 'not_configured');
        await edocFailure(edoc.createDraft(draft({ pdf: Buffer.alloc(11 * MB) })), 'not_configured');
        await edocFailure(edoc.deleteDraft('abc'), 'not_configured');
        await edocFailure(edoc.getDocument('abc'), 'not_configured');
        await edocFailure(edoc.listDocuments({ statuses: [0, 1] }), 'not_configured');
        await edocFailure(edoc.downloadPdf('abc'), 'not_configured');
        expect(e.fake.requests).toEqual([]);
      },
    );

    it('is configured when the base URL, partner token, TIN and password are all set', () => {
      expect(e.client().isConfigured()).toBe(true);
    });

    it('ends the login and document paths with EDOC_LANG', async () => {
      const edoc = e.client({ EDOC_LANG: 'uz' });
      const { documentId } = await edoc.createDraft(draft());
      await edoc.downloadPdf(documentId);
      expect(e.fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /v1/auth/${TIN}/password/uz`,
        'POST /v1/documents/000/create/uz',
        `GET /v1/documents/view/${documentId}/pdf/uz`,
      ]);
    });
  });

  describe('the user key', () => {
    it('logs in once for 5 concurrent calls and reuses the key afterwards', async () => {
      const edoc = e.client();
      await Promise.all([1, 2, 3, 4, 5].map((n) => edoc.lookupCompany(`30000000${n}`)));
      expect(e.fake.loginCount).toBe(1);
      for (let i = 0; i < 3; i++) await edoc.lookupCompany(BUYER_TIN);
      expect(e.fake.loginCount).toBe(1);
      expect(e.fake.count('GET', '/v1/utils/info/')).toBe(8);
    });

    it('renews the key a few minutes before its 360 minutes, by the clock', async () => {
      const edoc = e.client();
      await edoc.lookupCompany(BUYER_TIN);
      e.clock.advance(340 * 60);
      await edoc.lookupCompany(BUYER_TIN);
      expect(e.fake.loginCount).toBe(1);
      e.clock.advance(15 * 60); // 355 minutes: the fake would still take the key, but it is too old to risk.
      await Promise.all([1, 2, 3].map(() => edoc.lookupCompany(BUYER_TIN)));
      expect(e.fake.loginCount).toBe(2);
      await edoc.lookupCompany(BUYER_TIN);
      expect(e.fake.loginCount).toBe(2);
      expect(e.fake.count('GET', '/v1/utils/info/')).toBe(6);
    });

    it('answers a stale key with one new login and one retry of the call', async () => {
      const edoc = e.client();
      const { documentId } = await edoc.createDraft(draft());
      e.fake.expireKeys();
      expect((await edoc.getDocument(documentId)).status).toBe(0);
      expect(e.fake.loginCount).toBe(2);
      expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(2);
    });

    it('renews a stale key with one login for 5 concurrent calls', async () => {
      const edoc = e.client();
      await edoc.lookupCompany(BUYER_TIN);
      e.fake.expireKeys();
      await Promise.all([1, 2, 3, 4, 5].map(() => edoc.lookupCompany(BUYER_TIN)));
      expect(e.fake.loginCount).toBe(2);
      expect(e.fake.count('GET', '/v1/utils/info/')).toBe(11);
    });

    it('fails with auth_failed on a second 401 after the renewal, without a third try', async () => {
      const edoc = e.client();
      const { documentId } = await edoc.createDraft(draft());
      e.fake.failNext(401, { path: '/v1/documents/', times: 2 });
      await edocFailure(edoc.getDocument(documentId), 'auth_failed');
      expect(e.fake.loginCount).toBe(2);
      expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(2);
    });

    it('fails with auth_failed when the login is refused: unknown TIN (bare string), wrong password or partner token', async () => {
      const edoc = e.client();
      e.fake.refuseLogin('unknown');
      await edocFailure(edoc.lookupCompany(BUYER_TIN), 'auth_failed');
      e.fake.refuseLogin('password');
      await edocFailure(edoc.createDraft(draft()), 'auth_failed');
      e.fake.refuseLogin(null);
      await edocFailure(e.client({ EDOC_PASSWORD: 'wrong-password' }).getDocument('abc'), 'auth_failed');
      await edocFailure(e.client({ EDOC_TIN: '309999999' }).getDocument('abc'), 'auth_failed');
      await edocFailure(e.client({ EDOC_PARTNER_TOKEN: 'not-our-partner' }).getDocument('abc'), 'auth_failed');
      // A refused login is not kept: every call tries again, and no document call is made.
      expect(e.fake.loginCount).toBe(5);
      expect(e.fake.requests.every((r) => r.path.startsWith('/v1/auth/'))).toBe(true);
      expect(e.logs[1]).toHaveBeenCalledWith(expect.stringContaining('login answered HTTP 422'));
      expect(e.logs[1]).toHaveBeenCalledWith(expect.stringContaining('login answered HTTP 403'));
      await e.client().lookupCompany(BUYER_TIN);
      expect(e.fake.loginCount).toBe(6);
    });

    it('fails with unavailable, not auth_failed, when the login is throttled (429) or fails (5xx)', async () => {
      e.fake.failNext(429, { path: '/v1/auth/' });
      await edocFailure(e.client().lookupCompany(BUYER_TIN), 'unavailable');
      e.fake.failNext(500, { path: '/v1/auth/' });
      await edocFailure(e.client().lookupCompany(BUYER_TIN), 'unavailable');
      expect(e.fake.loginCount).toBe(2);
      expect(e.fake.count('GET', '/v1/utils/info/')).toBe(0);
    });
  });
});
