import { READ_BACKOFF_MS } from '../../src/edoc/edoc.client';
import { EdocError } from '../../src/edoc/edoc.error';
import { startFakeDidox } from '../support/fake-didox';
import { BUYER_TIN, draft, edocFailure, PARTNER_TOKEN, PASSWORD, withFakeDidox } from '../support/edoc-client';

/** EdocClient against a fake Didox on loopback: failures, retries of reads, and no secret let out. */
describe('EdocClient: failures and retries', () => {
  const e = withFakeDidox();

  it('waits 200 ms, then 500 ms before the two retries of a read (the production schedule)', async () => {
    expect(READ_BACKOFF_MS).toEqual([200, 500]);
    const edoc = e.client();
    const { documentId } = await edoc.createDraft(draft());
    e.fake.failNext(500, { path: '/v1/documents/', times: 10 });
    await edocFailure(edoc.getDocument(documentId), 'unavailable');
    expect(e.pauses).toEqual([200, 500]);
  });

  it('fails with unavailable while Didox is down, and works again once it is back', async () => {
    const edoc = e.client();
    await edoc.lookupCompany(BUYER_TIN);
    e.fake.down();
    await edocFailure(edoc.lookupCompany(BUYER_TIN), 'unavailable');
    await edocFailure(edoc.createDraft(draft()), 'unavailable');
    expect(e.fake.count('GET', '/v1/utils/info/')).toBe(4); // 1 + a read's 3 attempts
    expect(e.fake.count('POST', '/v1/documents/000/create/')).toBe(1);
    e.fake.up();
    await edoc.createDraft(draft());
    expect(e.fake.documents.size).toBe(1);
    expect(e.fake.loginCount).toBe(1);
  });

  it('fails with unavailable when Didox is unreachable', async () => {
    const url = e.fake.url;
    await e.fake.close();
    await edocFailure(e.client({ EDOC_BASE_URL: url }).lookupCompany(BUYER_TIN), 'unavailable');
    e.fake = await startFakeDidox();
  });

  it('fails with timeout when an answer takes longer than EDOC_TIMEOUT_MS', async () => {
    const edoc = e.client({ EDOC_TIMEOUT_MS: '300' });
    const { documentId } = await edoc.createDraft(draft());
    e.fake.slow(1500);
    const started = Date.now();
    await edocFailure(edoc.getDocument(documentId), 'timeout');
    await edocFailure(edoc.createDraft(draft()), 'timeout');
    // 3 attempts of the read and 1 of the write, each cut at 300 ms: far below 1.5 s each.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(3);
    expect(e.fake.count('POST', '/v1/documents/000/create/')).toBe(2);
    expect(e.logged()).toContain('no answer within 300 ms');
  });

  it('fails with timeout when an answer keeps coming but outlasts EDOC_TIMEOUT_MS as a whole', async () => {
    const edoc = e.client({ EDOC_TIMEOUT_MS: '300' });
    const { documentId } = await edoc.createDraft(draft());
    e.fake.trickle(1500);
    await edocFailure(edoc.downloadPdf(documentId), 'timeout');
    expect(e.fake.count('GET', '/v1/documents/view/')).toBe(3);
  });

  it('fails with unavailable on a 5xx that lasts, after a read’s two retries', async () => {
    const edoc = e.client();
    const { documentId } = await edoc.createDraft(draft());
    e.fake.failNext(500, { path: '/v1/documents/', times: 10 });
    await edocFailure(edoc.getDocument(documentId), 'unavailable');
    expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(3);
  });

  it('fails with unavailable on a 429, and does not retry it', async () => {
    const edoc = e.client();
    const { documentId } = await edoc.createDraft(draft());
    e.fake.failNext(429, { body: { message: 'Too Many Attempts.' } });
    await edocFailure(edoc.getDocument(documentId), 'unavailable');
    e.fake.failNext(429);
    await edocFailure(edoc.createDraft(draft()), 'unavailable');
    e.fake.failNext(429);
    await edocFailure(e.client().lookupCompany(BUYER_TIN), 'unavailable'); // a throttled login
    expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(1);
    expect(e.fake.count('POST', '/v1/documents/000/create/')).toBe(2);
    expect(e.pauses).toEqual([]);
  });

  it('retries reads after a transient 500 or a dropped connection', async () => {
    const edoc = e.client();
    const { documentId } = await edoc.createDraft(draft());
    e.fake.failNext(500, { path: `/v1/documents/${documentId}` });
    expect((await edoc.getDocument(documentId)).documentId).toBe(documentId);
    expect(e.fake.count('GET', `/v1/documents/${documentId}`)).toBe(2);

    e.fake.dropNext({ path: '/v1/utils/info/' });
    e.fake.addCompany({ tin: BUYER_TIN, name: 'ALFA' });
    expect((await edoc.lookupCompany(BUYER_TIN))?.name).toBe('ALFA');
    expect(e.fake.count('GET', '/v1/utils/info/')).toBe(2);

    e.fake.failNext(503, { path: '/v2/documents', times: 2 });
    expect(await edoc.listDocuments({ statuses: [0] })).toHaveLength(1);
    expect(e.fake.count('GET', '/v2/documents')).toBe(3);

    e.fake.failNext(502, { path: '/v1/documents/view/' });
    expect(await edoc.downloadPdf(documentId)).toEqual(draft().pdf);
    expect(e.fake.count('GET', '/v1/documents/view/')).toBe(2);
    expect(e.pauses).toEqual([200, 200, 200, 500, 200]);
  });

  it('never retries createDraft or deleteDraft', async () => {
    const edoc = e.client();
    await edoc.lookupCompany(BUYER_TIN);
    e.fake.failNext(500, { path: '/v1/documents/000/create/' });
    await edocFailure(edoc.createDraft(draft()), 'unavailable');
    e.fake.dropNext({ path: '/v1/documents/000/create/' });
    await edocFailure(edoc.createDraft(draft()), 'unavailable');
    expect(e.fake.count('POST', '/v1/documents/000/create/')).toBe(2);
    expect(e.fake.documents.size).toBe(0);

    const { documentId } = await edoc.createDraft(draft());
    e.fake.failNext(503, { path: '/v1/documents/' });
    await edocFailure(edoc.deleteDraft(documentId), 'unavailable');
    e.fake.dropNext({ path: '/v1/documents/' });
    await edocFailure(edoc.deleteDraft(documentId), 'unavailable');
    expect(e.fake.count('POST', `/v1/documents/${documentId}/delete/draft`)).toBe(2);
    expect(e.fake.documents.get(documentId)?.status).toBe(0);
    expect(e.pauses).toEqual([]);
  });

  it('never puts the password, the partner token or a user key in the logs or the errors', async () => {
    const errors: EdocError[] = [];
    const edoc = e.client({ EDOC_TIMEOUT_MS: '300' });
    const { documentId } = await edoc.createDraft(draft());
    e.fake.expireKeys();
    await edoc.getDocument(documentId);
    e.fake.failNext(500, { times: 3 });
    errors.push(await edocFailure(edoc.getDocument(documentId), 'unavailable'));
    e.fake.failNext(401, { path: '/v1/documents/', times: 2 });
    errors.push(await edocFailure(edoc.getDocument(documentId), 'auth_failed'));
    // Even should Didox echo a secret, it is not passed on.
    e.fake.failNext(422, { body: { message: `Bad key ${PARTNER_TOKEN} for ${PASSWORD}` } });
    const echoed = await edocFailure(edoc.getDocument(documentId), 'rejected');
    expect(echoed.message).toBe('Bad key *** for ***');
    errors.push(echoed);
    e.fake.slow(1000);
    errors.push(await edocFailure(edoc.createDraft(draft()), 'timeout'));
    e.fake.slow(0);
    e.fake.down();
    errors.push(await edocFailure(edoc.deleteDraft(documentId), 'unavailable'));
    e.fake.up();
    e.fake.refuseLogin('password');
    errors.push(await edocFailure(e.client().lookupCompany(BUYER_TIN), 'auth_failed'));

    expect(e.logs[1].mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(e.fake.keys.length).toBeGreaterThanOrEqual(3);
    const everything = [
      e.logged(),
      ...errors.map((error) => [String(error), error.message, error.stack, JSON.stringify(error)].join('\n')),
    ].join('\n');
    for (const secret of [PASSWORD, PARTNER_TOKEN, ...e.fake.keys]) {
      expect(everything).not.toContain(secret);
    }
  });
});
