import { HttpService } from '@nestjs/axios';
import { Logger } from '@nestjs/common';
import axios from 'axios';
import { DomainException } from '../../src/common/errors/domain.exception';
import { ErrorCode } from '../../src/common/errors/error-codes';
import { loadConfig } from '../../src/config/load-config';
import { EdocClient, EdocDraft } from '../../src/edoc/edoc.client';
import { fakePdf, FakeDidox, SIGNED_MARKER, startFakeDidox } from '../support/fake-didox';
import { TestClock } from '../support/test-clock';

const PARTNER_TOKEN = 'partner-7f3a91c2-never-logged';
const TIN = '301234567';
const PASSWORD = 'Didox-Pa55-never-logged';
const BUYER_TIN = '302345678';
const MB = 1024 * 1024;

describe('EdocClient against a fake Didox on loopback', () => {
  let fake: FakeDidox;
  let clock: TestClock;
  let logs: jest.SpyInstance[];

  function client(env: Record<string, string> = {}): EdocClient {
    const config = loadConfig({
      NODE_ENV: 'test',
      EDOC_BASE_URL: fake.url,
      EDOC_PARTNER_TOKEN: PARTNER_TOKEN,
      EDOC_TIN: TIN,
      EDOC_PASSWORD: PASSWORD,
      EDOC_TIMEOUT_MS: '2000',
      ...env,
    });
    return new EdocClient(new HttpService(axios.create()), config, clock);
  }

  function draft(overrides: Partial<EdocDraft> = {}): EdocDraft {
    return {
      contractNo: '2026-000042',
      contractDate: '2026-03-15',
      documentName: 'Shartnoma / Договор № 2026-000042',
      seller: { tin: TIN, name: 'DEV SERVICE LLC', address: 'Tashkent, Amir Temur 1' },
      buyer: { tin: BUYER_TIN, name: '"ALFA" MCHJ', address: 'Samarkand, Registon 5' },
      pdf: fakePdf('contract 2026-000042'),
      ...overrides,
    };
  }

  async function failure(promise: Promise<unknown>, code: ErrorCode): Promise<DomainException> {
    const error: unknown = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DomainException);
    expect((error as DomainException).code).toBe(code);
    return error as DomainException;
  }

  /** Whatever reached the logger, as one string. */
  function logged(): string {
    return JSON.stringify(logs.flatMap((spy): unknown[] => spy.mock.calls));
  }

  beforeEach(async () => {
    fake = await startFakeDidox({ partnerToken: PARTNER_TOKEN, tin: TIN, password: PASSWORD });
    clock = new TestClock();
    logs = (['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation(() => undefined),
    );
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await fake.close();
  });

  describe('configuration', () => {
    it.each(['EDOC_PARTNER_TOKEN', 'EDOC_TIN', 'EDOC_PASSWORD', 'EDOC_BASE_URL'])(
      'answers edoc_not_configured without a single request when %s is unset',
      async (variable) => {
        const edoc = client({ [variable]: '' });
        expect(edoc.isConfigured()).toBe(false);
        await failure(edoc.lookupCompany(BUYER_TIN), 'edoc_not_configured');
        await failure(edoc.createDraft(draft()), 'edoc_not_configured');
        await failure(edoc.createDraft(draft({ pdf: Buffer.alloc(11 * MB) })), 'edoc_not_configured');
        await failure(edoc.deleteDraft('abc'), 'edoc_not_configured');
        await failure(edoc.getDocument('abc'), 'edoc_not_configured');
        await failure(edoc.listDocuments({ statuses: [0, 1] }), 'edoc_not_configured');
        await failure(edoc.downloadPdf('abc'), 'edoc_not_configured');
        expect(fake.requests).toEqual([]);
      },
    );

    it('is configured when the base URL, partner token, TIN and password are all set', () => {
      expect(client().isConfigured()).toBe(true);
    });

    it('ends the login and document paths with EDOC_LANG', async () => {
      const edoc = client({ EDOC_LANG: 'uz' });
      const { documentId } = await edoc.createDraft(draft());
      await edoc.downloadPdf(documentId);
      expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `POST /v1/auth/${TIN}/password/uz`,
        'POST /v1/documents/000/create/uz',
        `GET /v1/documents/view/${documentId}/pdf/uz`,
      ]);
    });
  });

  describe('company lookup', () => {
    it('maps director, mfo and account, keeps the phone, has no bank name and turns empty strings into null', async () => {
      fake.addCompany({
        tin: BUYER_TIN,
        name: '"ALFA INVEST" MCHJ',
        shortName: 'ALFA INVEST',
        address: 'Toshkent sh., Yunusobod t., 4-mavze, 12',
        director: 'KARIMOV ANVAR',
        directorPinfl: '31210632040244',
        accountant: 'SAIDOVA MALIKA',
        mfo: '00444',
        account: '20208000900123456001',
        oked: '62010',
        phone: '+998901234567',
      });
      fake.addCompany({ tin: '303456789', name: 'BETA MCHJ', address: '', director: '', mfo: '', account: '' });
      const edoc = client();

      expect(await edoc.lookupCompany(BUYER_TIN)).toEqual({
        tin: BUYER_TIN,
        name: '"ALFA INVEST" MCHJ',
        address: 'Toshkent sh., Yunusobod t., 4-mavze, 12',
        directorName: 'KARIMOV ANVAR',
        phone: '+998901234567',
        bankName: null,
        bankMfo: '00444',
        bankAccount: '20208000900123456001',
      });
      expect(await edoc.lookupCompany('303456789')).toEqual({
        tin: '303456789',
        name: 'BETA MCHJ',
        address: null,
        directorName: null,
        phone: null,
        bankName: null,
        bankMfo: null,
        bankAccount: null,
      });
    });

    it('answers null for a TIN Didox does not know (200 with an empty tin and name)', async () => {
      fake.addCompany({ tin: BUYER_TIN, name: 'ALFA' });
      expect(await client().lookupCompany('309999999')).toBeNull();
      expect(fake.count('GET', '/v1/utils/info/309999999')).toBe(1);
    });
  });

  describe('the user key', () => {
    it('logs in once for 5 concurrent calls and reuses the key afterwards', async () => {
      const edoc = client();
      await Promise.all([1, 2, 3, 4, 5].map((n) => edoc.lookupCompany(`30000000${n}`)));
      expect(fake.loginCount).toBe(1);
      for (let i = 0; i < 3; i++) await edoc.lookupCompany(BUYER_TIN);
      expect(fake.loginCount).toBe(1);
      expect(fake.count('GET', '/v1/utils/info/')).toBe(8);
    });

    it('renews the key a few minutes before its 360 minutes, by the clock', async () => {
      const edoc = client();
      await edoc.lookupCompany(BUYER_TIN);
      clock.advance(340 * 60);
      await edoc.lookupCompany(BUYER_TIN);
      expect(fake.loginCount).toBe(1);
      clock.advance(15 * 60); // 355 minutes: the fake would still take the key, but it is too old to risk.
      await Promise.all([1, 2, 3].map(() => edoc.lookupCompany(BUYER_TIN)));
      expect(fake.loginCount).toBe(2);
      await edoc.lookupCompany(BUYER_TIN);
      expect(fake.loginCount).toBe(2);
      expect(fake.count('GET', '/v1/utils/info/')).toBe(6);
    });

    it('answers a stale key with one new login and one retry of the call', async () => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      fake.expireKeys();
      expect((await edoc.getDocument(documentId)).status).toBe(0);
      expect(fake.loginCount).toBe(2);
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(2);
    });

    it('renews a stale key with one login for 5 concurrent calls', async () => {
      const edoc = client();
      await edoc.lookupCompany(BUYER_TIN);
      fake.expireKeys();
      await Promise.all([1, 2, 3, 4, 5].map(() => edoc.lookupCompany(BUYER_TIN)));
      expect(fake.loginCount).toBe(2);
      expect(fake.count('GET', '/v1/utils/info/')).toBe(11);
    });

    it('fails with edoc_unavailable on a second 401 after the renewal, without a third try', async () => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      fake.failNext(401, { path: '/v1/documents/', times: 2 });
      await failure(edoc.getDocument(documentId), 'edoc_unavailable');
      expect(fake.loginCount).toBe(2);
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(2);
    });

    it('answers edoc_unavailable when the login is refused: unknown TIN (bare string) or wrong password', async () => {
      const edoc = client();
      fake.refuseLogin('unknown');
      await failure(edoc.lookupCompany(BUYER_TIN), 'edoc_unavailable');
      fake.refuseLogin('password');
      await failure(edoc.createDraft(draft()), 'edoc_unavailable');
      fake.refuseLogin(null);
      await failure(client({ EDOC_PASSWORD: 'wrong-password' }).getDocument('abc'), 'edoc_unavailable');
      await failure(client({ EDOC_TIN: '309999999' }).getDocument('abc'), 'edoc_unavailable');
      await failure(client({ EDOC_PARTNER_TOKEN: 'not-our-partner' }).getDocument('abc'), 'edoc_unavailable');
      // A refused login is not kept: every call tries again, and no document call is made.
      expect(fake.loginCount).toBe(5);
      expect(fake.requests.every((r) => r.path.startsWith('/v1/auth/'))).toBe(true);
      expect(logs[1]).toHaveBeenCalledWith(expect.stringContaining('login answered HTTP 422'));
      expect(logs[1]).toHaveBeenCalledWith(expect.stringContaining('login answered HTTP 403'));
      await client().lookupCompany(BUYER_TIN);
      expect(fake.loginCount).toBe(6);
    });
  });

  describe('failures and retries', () => {
    it('answers edoc_unavailable while Didox is down, and works again once it is back', async () => {
      const edoc = client();
      await edoc.lookupCompany(BUYER_TIN);
      fake.down();
      await failure(edoc.lookupCompany(BUYER_TIN), 'edoc_unavailable');
      await failure(edoc.createDraft(draft()), 'edoc_unavailable');
      expect(fake.count('GET', '/v1/utils/info/')).toBe(4); // 1 + a read's 3 attempts
      expect(fake.count('POST', '/v1/documents/000/create/')).toBe(1);
      fake.up();
      await edoc.createDraft(draft());
      expect(fake.documents.size).toBe(1);
      expect(fake.loginCount).toBe(1);
    });

    it('answers edoc_unavailable when Didox is unreachable', async () => {
      const url = fake.url;
      await fake.close();
      await failure(client({ EDOC_BASE_URL: url }).lookupCompany(BUYER_TIN), 'edoc_unavailable');
      fake = await startFakeDidox();
    });

    it('answers edoc_unavailable when an answer takes longer than EDOC_TIMEOUT_MS', async () => {
      const edoc = client({ EDOC_TIMEOUT_MS: '300' });
      const { documentId } = await edoc.createDraft(draft());
      fake.slow(1500);
      const started = Date.now();
      await failure(edoc.getDocument(documentId), 'edoc_unavailable');
      await failure(edoc.createDraft(draft()), 'edoc_unavailable');
      // 3 attempts of the read and 1 of the write, each cut at 300 ms, plus the backoff: far below 1.5 s each.
      expect(Date.now() - started).toBeLessThan(3500);
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(3);
      expect(fake.count('POST', '/v1/documents/000/create/')).toBe(2);
      expect(logged()).toContain('no answer within 300 ms');
    });

    it('answers edoc_unavailable when an answer keeps coming but outlasts EDOC_TIMEOUT_MS as a whole', async () => {
      const edoc = client({ EDOC_TIMEOUT_MS: '300' });
      const { documentId } = await edoc.createDraft(draft());
      fake.trickle(1500);
      await failure(edoc.downloadPdf(documentId), 'edoc_unavailable');
      expect(fake.count('GET', '/v1/documents/view/')).toBe(3);
    });

    it('answers edoc_unavailable on a 5xx that lasts, after a read’s two retries', async () => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      fake.failNext(500, { path: '/v1/documents/', times: 10 });
      await failure(edoc.getDocument(documentId), 'edoc_unavailable');
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(3);
    });

    it('answers edoc_unavailable on a 429, and does not retry it', async () => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      fake.failNext(429, { body: { message: 'Too Many Attempts.' } });
      await failure(edoc.getDocument(documentId), 'edoc_unavailable');
      fake.failNext(429);
      await failure(edoc.createDraft(draft()), 'edoc_unavailable');
      fake.failNext(429);
      await failure(client().lookupCompany(BUYER_TIN), 'edoc_unavailable'); // a throttled login
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(1);
      expect(fake.count('POST', '/v1/documents/000/create/')).toBe(2);
    });

    it('retries reads after a transient 500 or a dropped connection', async () => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      fake.failNext(500, { path: `/v1/documents/${documentId}` });
      expect((await edoc.getDocument(documentId)).documentId).toBe(documentId);
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(2);

      fake.dropNext({ path: '/v1/utils/info/' });
      fake.addCompany({ tin: BUYER_TIN, name: 'ALFA' });
      expect((await edoc.lookupCompany(BUYER_TIN))?.name).toBe('ALFA');
      expect(fake.count('GET', '/v1/utils/info/')).toBe(2);

      fake.failNext(503, { path: '/v2/documents', times: 2 });
      expect(await edoc.listDocuments({ statuses: [0] })).toHaveLength(1);
      expect(fake.count('GET', '/v2/documents')).toBe(3);

      fake.failNext(502, { path: '/v1/documents/view/' });
      expect(await edoc.downloadPdf(documentId)).toEqual(draft().pdf);
      expect(fake.count('GET', '/v1/documents/view/')).toBe(2);
    });

    it('never retries createDraft or deleteDraft', async () => {
      const edoc = client();
      await edoc.lookupCompany(BUYER_TIN);
      fake.failNext(500, { path: '/v1/documents/000/create/' });
      await failure(edoc.createDraft(draft()), 'edoc_unavailable');
      fake.dropNext({ path: '/v1/documents/000/create/' });
      await failure(edoc.createDraft(draft()), 'edoc_unavailable');
      expect(fake.count('POST', '/v1/documents/000/create/')).toBe(2);
      expect(fake.documents.size).toBe(0);

      const { documentId } = await edoc.createDraft(draft());
      fake.failNext(503, { path: '/v1/documents/' });
      await failure(edoc.deleteDraft(documentId), 'edoc_unavailable');
      fake.dropNext({ path: '/v1/documents/' });
      await failure(edoc.deleteDraft(documentId), 'edoc_unavailable');
      expect(fake.count('POST', `/v1/documents/${documentId}/delete/draft`)).toBe(2);
      expect(fake.documents.get(documentId)?.status).toBe(0);
    });
  });

  describe('refusals', () => {
    it.each([
      ['a bare string', 'Document is locked', 'Document is locked'],
      ['a message', { message: 'Contract number already used' }, 'Contract number already used'],
      [
        'a validation object',
        { BuyerTin: ['validation.tin'], Seller: ['validation.required'] },
        'BuyerTin: validation.tin',
      ],
    ])('answers edoc_rejected with the text of %s in details.reason, without a retry', async (_kind, body, reason) => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      fake.failNext(422, { path: '/v1/documents/', body });
      const error = await failure(edoc.getDocument(documentId), 'edoc_rejected');
      expect(error.details).toEqual({ reason });
      expect(fake.count('GET', `/v1/documents/${documentId}`)).toBe(1);
      expect(fake.loginCount).toBe(1);
    });

    it('answers edoc_rejected with Didox’s own validation, a 404 and a 403', async () => {
      const edoc = client();
      const bad = await failure(
        edoc.createDraft(draft({ buyer: { tin: '12', name: 'X', address: 'Y' } })),
        'edoc_rejected',
      );
      expect(bad.details).toEqual({ reason: 'BuyerTin: validation.tin' });
      const missing = await failure(edoc.getDocument('no-such-document'), 'edoc_rejected');
      expect(missing.details).toEqual({ reason: 'Document not found' });
      const missingPdf = await failure(edoc.downloadPdf('no-such-document'), 'edoc_rejected');
      expect(missingPdf.details).toEqual({ reason: 'Document not found' });
      fake.failNext(403, { path: '/v2/documents', body: { message: 'Access denied' } });
      const forbidden = await failure(edoc.listDocuments({ statuses: [0] }), 'edoc_rejected');
      expect(forbidden.details).toEqual({ reason: 'Access denied' });
    });

    it('refuses a PDF over 10 MB with edoc_rejected before any request, and takes exactly 10 MB', async () => {
      const edoc = client();
      const big = Buffer.concat([fakePdf('big'), Buffer.alloc(10 * MB + 1 - fakePdf('big').length, 0x20)]);
      const error = await failure(edoc.createDraft(draft({ pdf: big })), 'edoc_rejected');
      expect(error.details?.reason).toEqual(expect.stringContaining('10 MB'));
      expect(fake.requests).toEqual([]);

      const { documentId } = await edoc.createDraft(draft({ pdf: big.subarray(0, 10 * MB) }));
      expect(fake.documents.get(documentId)?.pdf.length).toBe(10 * MB);
    });
  });

  describe('documents', () => {
    it('creates the draft as Didox expects: Subtype 3, number and dates, both TINs, the PDF as a base64 data URL', async () => {
      const pdf = fakePdf('the contract — Shartnoma');
      const { documentId } = await client().createDraft(draft({ pdf }));
      const created = fake.documents.get(documentId);
      expect(created?.status).toBe(0);
      expect(created?.pdf).toEqual(pdf);
      const { document, ...rest } = created?.body ?? {};
      expect(rest).toEqual({
        data: {
          Document: {
            DocumentNo: '2026-000042',
            DocumentDate: '2026-03-15',
            DocumentName: 'Shartnoma / Договор № 2026-000042',
          },
          Subtype: 3,
          ContractDoc: { ContractNo: '2026-000042', ContractDate: '2026-03-15' },
          SellerTin: TIN,
          Seller: { Name: 'DEV SERVICE LLC', Address: 'Tashkent, Amir Temur 1' },
          BuyerTin: BUYER_TIN,
          Buyer: { Name: '"ALFA" MCHJ', Address: 'Samarkand, Registon 5' },
        },
      });
      expect(document).toBe(`data:application/pdf;base64,${pdf.toString('base64')}`);
    });

    it('deletes a draft (status 55) and is refused for a signed one', async () => {
      const edoc = client();
      const { documentId } = await edoc.createDraft(draft());
      await edoc.deleteDraft(documentId);
      expect(fake.documents.get(documentId)?.status).toBe(55);
      expect((await edoc.getDocument(documentId)).status).toBe(55);

      const signed = await edoc.createDraft(draft());
      fake.signByUs(signed.documentId);
      const error = await failure(edoc.deleteDraft(signed.documentId), 'edoc_rejected');
      expect(error.details).toEqual({ reason: 'Only a draft can be deleted' });
      expect(fake.documents.get(signed.documentId)?.status).toBe(1);
    });

    it('reads the status as the document is signed, refused with a comment, or cancelled', async () => {
      const edoc = client();
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => edoc.createDraft(draft())));
      const draftState = await edoc.getDocument(a.documentId);
      expect(draftState).toEqual({
        documentId: a.documentId,
        status: 0,
        statusComment: null,
        updatedAt: fake.documents.get(a.documentId)?.updated,
      });
      expect(draftState.updatedAt).toEqual(expect.any(String));

      fake.signByUs(a.documentId);
      expect((await edoc.getDocument(a.documentId)).status).toBe(1);
      fake.signByClient(a.documentId);
      expect((await edoc.getDocument(a.documentId)).status).toBe(3);

      fake.signByUs(b.documentId);
      fake.refuse(b.documentId, 'Wrong bank account');
      expect(await edoc.getDocument(b.documentId)).toMatchObject({ status: 4, statusComment: 'Wrong bank account' });

      fake.signByUs(c.documentId);
      fake.cancel(c.documentId);
      expect(await edoc.getDocument(c.documentId)).toMatchObject({ status: 5, statusComment: null });
    });

    it('lists the documents in the given statuses, 100 a page, until the last page', async () => {
      const wanted = new Set<string>();
      for (let i = 0; i < 120; i++) wanted.add(fake.seedDocument(0).id);
      for (let i = 0; i < 100; i++) wanted.add(fake.seedDocument(1).id);
      for (let i = 0; i < 30; i++) fake.seedDocument(3);
      const documents = await client().listDocuments({ statuses: [0, 1] });
      expect(documents).toHaveLength(220);
      expect(new Set(documents.map((d) => d.documentId))).toEqual(wanted);
      expect(documents.every((d) => (d.status === 0 || d.status === 1) && typeof d.updatedAt === 'string')).toBe(true);
      const pages = fake.requests.filter((r) => r.path === '/v2/documents').map((r) => Object.fromEntries(r.query));
      expect(pages).toEqual([1, 2, 3].map((page) => ({ page: String(page), limit: '100', owner: '1', status: '0,1' })));
    });

    it('follows next_page_url when Didox gives fewer than 100 a page', async () => {
      fake.pageSizeCap = 7;
      for (let i = 0; i < 20; i++) fake.seedDocument(1);
      fake.seedDocument(4);
      const documents = await client().listDocuments({ statuses: [1] });
      expect(documents).toHaveLength(20);
      expect(fake.count('GET', '/v2/documents')).toBe(3);
    });

    it('downloads the PDF bytes, and the signed PDF once both sides signed', async () => {
      const edoc = client();
      const pdf = fakePdf('to be signed');
      const { documentId } = await edoc.createDraft(draft({ pdf }));
      expect(await edoc.downloadPdf(documentId)).toEqual(pdf);
      fake.signByUs(documentId);
      fake.signByClient(documentId);
      const signed = await edoc.downloadPdf(documentId);
      expect(signed).toEqual(Buffer.concat([pdf, Buffer.from(SIGNED_MARKER)]));
      expect(signed.subarray(0, 4).toString()).toBe('%PDF');
    });
  });

  it('never puts the password, the partner token or a user key in the logs or the errors', async () => {
    const errors: DomainException[] = [];
    const edoc = client({ EDOC_TIMEOUT_MS: '300' });
    const { documentId } = await edoc.createDraft(draft());
    fake.expireKeys();
    await edoc.getDocument(documentId);
    fake.failNext(500, { times: 3 });
    errors.push(await failure(edoc.getDocument(documentId), 'edoc_unavailable'));
    fake.failNext(401, { path: '/v1/documents/', times: 2 });
    errors.push(await failure(edoc.getDocument(documentId), 'edoc_unavailable'));
    // Even should Didox echo a secret, it is not passed on.
    fake.failNext(422, { body: { message: `Bad key ${PARTNER_TOKEN} for ${PASSWORD}` } });
    const echoed = await failure(edoc.getDocument(documentId), 'edoc_rejected');
    expect(echoed.details).toEqual({ reason: 'Bad key *** for ***' });
    errors.push(echoed);
    fake.slow(1000);
    errors.push(await failure(edoc.createDraft(draft()), 'edoc_unavailable'));
    fake.slow(0);
    fake.down();
    errors.push(await failure(edoc.deleteDraft(documentId), 'edoc_unavailable'));
    fake.up();
    fake.refuseLogin('password');
    errors.push(await failure(client().lookupCompany(BUYER_TIN), 'edoc_unavailable'));

    expect(logs[1].mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(fake.keys.length).toBeGreaterThanOrEqual(3);
    const everything = [
      logged(),
      ...errors.map((e) => [String(e), e.message, e.stack, JSON.stringify(e), JSON.stringify(e.details)].join('\n')),
    ].join('\n');
    for (const secret of [PASSWORD, PARTNER_TOKEN, ...fake.keys]) {
      expect(everything).not.toContain(secret);
    }
  });
});
