import { fakePdf, SIGNED_MARKER } from '../support/fake-didox';
import { BUYER_TIN, draft, TIN, withFakeDidox } from '../support/edoc-client';

/** EdocClient against a fake Didox on loopback: the company lookup, drafts, statuses, lists and PDFs. */
describe('EdocClient: companies and documents', () => {
  const e = withFakeDidox();

  describe('company lookup', () => {
    it('gives Didox’s tin, name, address, director, phone, mfo and account, empty strings as null', async () => {
      e.fake.addCompany({
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
      e.fake.addCompany({ tin: '303456789', name: 'BETA MCHJ', address: '', director: '', mfo: '', account: '' });
      const edoc = e.client();

      expect(await edoc.lookupCompany(BUYER_TIN)).toEqual({
        tin: BUYER_TIN,
        name: '"ALFA INVEST" MCHJ',
        address: 'Toshkent sh., Yunusobod t., 4-mavze, 12',
        director: 'KARIMOV ANVAR',
        phone: '+998901234567',
        mfo: '00444',
        account: '20208000900123456001',
      });
      expect(await edoc.lookupCompany('303456789')).toEqual({
        tin: '303456789',
        name: 'BETA MCHJ',
        address: null,
        director: null,
        phone: null,
        mfo: null,
        account: null,
      });
    });

    it('answers null for a TIN Didox does not know (200 with an empty tin and name)', async () => {
      e.fake.addCompany({ tin: BUYER_TIN, name: 'ALFA' });
      expect(await e.client().lookupCompany('309999999')).toBeNull();
      expect(e.fake.count('GET', '/v1/utils/info/309999999')).toBe(1);
    });
  });

  describe('documents', () => {
    it('creates the draft as Didox expects: Subtype 3, number and dates, both TINs, the PDF as a base64 data URL', async () => {
      const pdf = fakePdf('the contract — Shartnoma');
      const { documentId } = await e.client().createDraft(draft({ pdf }));
      const created = e.fake.documents.get(documentId);
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

    it('reads the status as the document is signed, refused with a comment, or cancelled', async () => {
      const edoc = e.client();
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => edoc.createDraft(draft())));
      const draftState = await edoc.getDocument(a.documentId);
      expect(draftState).toEqual({
        documentId: a.documentId,
        status: 0,
        statusComment: null,
        updatedAt: e.fake.documents.get(a.documentId)?.updated,
      });
      expect(draftState.updatedAt).toEqual(expect.any(String));

      e.fake.signByUs(a.documentId);
      expect((await edoc.getDocument(a.documentId)).status).toBe(1);
      e.fake.signByClient(a.documentId);
      expect((await edoc.getDocument(a.documentId)).status).toBe(3);

      e.fake.signByUs(b.documentId);
      e.fake.refuse(b.documentId, 'Wrong bank account');
      expect(await edoc.getDocument(b.documentId)).toMatchObject({ status: 4, statusComment: 'Wrong bank account' });

      e.fake.signByUs(c.documentId);
      e.fake.cancel(c.documentId);
      expect(await edoc.getDocument(c.documentId)).toMatchObject({ status: 5, statusComment: null });
    });

    it('lists the documents in the given statuses, 100 a page, until the last page', async () => {
      const wanted = new Set<string>();
      for (let i = 0; i < 120; i++) wanted.add(e.fake.seedDocument(0).id);
      for (let i = 0; i < 100; i++) wanted.add(e.fake.seedDocument(1).id);
      for (let i = 0; i < 30; i++) e.fake.seedDocument(3);
      const documents = await e.client().listDocuments({ statuses: [0, 1] });
      expect(documents).toHaveLength(220);
      expect(new Set(documents.map((d) => d.documentId))).toEqual(wanted);
      expect(documents.every((d) => (d.status === 0 || d.status === 1) && typeof d.updatedAt === 'string')).toBe(true);
      const pages = e.fake.requests.filter((r) => r.path === '/v2/documents').map((r) => Object.fromEntries(r.query));
      expect(pages).toEqual([1, 2, 3].map((page) => ({ page: String(page), limit: '100', owner: '1', status: '0,1' })));
    });

    it('follows next_page_url when Didox gives fewer than 100 a page', async () => {
      e.fake.pageSizeCap = 7;
      for (let i = 0; i < 20; i++) e.fake.seedDocument(1);
      e.fake.seedDocument(4);
      const documents = await e.client().listDocuments({ statuses: [1] });
      expect(documents).toHaveLength(20);
      expect(e.fake.count('GET', '/v2/documents')).toBe(3);
    });

    it('downloads the PDF bytes, and the signed PDF once both sides signed', async () => {
      const edoc = e.client();
      const pdf = fakePdf('to be signed');
      const { documentId } = await edoc.createDraft(draft({ pdf }));
      expect(await edoc.downloadPdf(documentId)).toEqual(pdf);
      e.fake.signByUs(documentId);
      e.fake.signByClient(documentId);
      const signed = await edoc.downloadPdf(documentId);
      expect(signed).toEqual(Buffer.concat([pdf, Buffer.from(SIGNED_MARKER)]));
      expect(signed.subarray(0, 4).toString()).toBe('%PDF');
    });
  });
});
