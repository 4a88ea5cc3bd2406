import { fakePdf } from '../support/fake-didox';
import { BUYER_TIN, draft, edocFailure, MB, withFakeDidox } from '../support/edoc-client';

/** EdocClient against a fake Didox on loopback: what Didox refuses, in its words, and the 10 MB caps. */
describe('EdocClient: refusals and size caps', () => {
  const e = withFakeDidox();

  it.each([
    ['a bare string', 'Document is locked', 'Document is locked'],
    ['a message', { message: 'Contract number already used' }, 'Contract number already used'],
    [
      'a validation object',
      { BuyerTin: ['validation.tin'], Seller: ['validation.required'] },
      'BuyerTin: validation.tin',
    ],
  ])('fails with rejected and the text of %s as its message, without a retry', async (_kind, body, reason) => {
    const edoc = e.client();
    const { documentId } = await edoc.createDraft(draft());
    e.fake.failNext(422, { path: '/v1/documents/', body });
    const error = await edocFailure(edoc.getDocument(documentId), 'rejected');
    expect(error.message).toBe(reason);
    expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(1);
    expect(e.fake.loginCount).toBe(1);
  });

  it('fails with Didox’s own validation and a 403 as rejected, a 404 as not_found', async () => {
    const edoc = e.client();
    const bad = await edocFailure(
      edoc.createDraft(draft({ buyer: { tin: '12', name: 'X', address: 'Y' } })),
      'rejected',
    );
    expect(bad.message).toBe('BuyerTin: validation.tin');
    const missing = await edocFailure(edoc.getDocument('no-such-document'), 'not_found');
    expect(missing.message).toBe('Document not found');
    const missingPdf = await edocFailure(edoc.downloadPdf('no-such-document'), 'not_found');
    expect(missingPdf.message).toBe('Document not found');
    e.fake.failNext(403, { path: '/v2/documents', body: { message: 'Access denied' } });
    const forbidden = await edocFailure(edoc.listDocuments({ statuses: [0] }), 'rejected');
    expect(forbidden.message).toBe('Access denied');
  });

  it('deletes a draft (status 55) and is refused for a signed one', async () => {
    const edoc = e.client();
    const { documentId } = await edoc.createDraft(draft());
    await edoc.deleteDraft(documentId);
    expect(e.fake.documents.get(documentId)?.status).toBe(55);
    expect((await edoc.getDocument(documentId)).status).toBe(55);

    const signed = await edoc.createDraft(draft());
    e.fake.signByUs(signed.documentId);
    const error = await edocFailure(edoc.deleteDraft(signed.documentId), 'rejected');
    expect(error.message).toBe('Only a draft can be deleted');
    expect(e.fake.documents.get(signed.documentId)?.status).toBe(1);
  });

  it('refuses a PDF over 10 MB with too_large before any request, and takes exactly 10 MB', async () => {
    // 13 MB of JSON to upload: on a machine busy with the other test workers that can take
    // longer than the 2 s the other tests allow.
    const edoc = e.client({ EDOC_TIMEOUT_MS: '30000' });
    const big = Buffer.concat([fakePdf('big'), Buffer.alloc(10 * MB + 1 - fakePdf('big').length, 0x20)]);
    const error = await edocFailure(edoc.createDraft(draft({ pdf: big })), 'too_large');
    expect(error.message).toEqual(expect.stringContaining('10 MB'));
    expect(e.fake.requests).toEqual([]);

    const { documentId } = await edoc.createDraft(draft({ pdf: big.subarray(0, 10 * MB) }));
    expect(e.fake.documents.get(documentId)?.pdf.length).toBe(10 * MB);
  });

  it('fails with too_large on an answer over 10 MiB, without a retry', async () => {
    // 11 MB to read before the cap is judged: the 2 s of the other tests ran out in a loaded CI.
    const edoc = e.client({ EDOC_TIMEOUT_MS: '30000' });
    e.fake.addCompany({ tin: BUYER_TIN, name: 'ALFA' });
    e.fake.oversize(11 * MB);
    const error = await edocFailure(edoc.lookupCompany(BUYER_TIN), 'too_large');
    expect(error.message).toBe('The answer of the document exchange is larger than 10 MiB');
    expect(e.fake.count('GET', '/v1/utils/info/')).toBe(1);
    e.fake.oversize(0);
    expect((await edoc.lookupCompany(BUYER_TIN))?.name).toBe('ALFA');
  });
});
