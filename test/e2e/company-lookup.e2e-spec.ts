import { advance } from '../support/accounts';
import { DidoxApp, signedByUsContract, withDidoxApp } from '../support/contract-fixtures';
import { expectError } from '../support/expect-error';
import { staff } from '../support/staff';

/** CONTRACT §9: the lookup is limited per user, remembers companies found, and refuses huge answers. */
describe('GET /v1/orgs/lookup/{tin} against a fake Didox', () => {
  let app: DidoxApp;
  withDidoxApp({}, (ready) => (app = ready));
  let tinSequence = 0;

  /** A tin the fake knows, unique within this file. */
  function knownTin(): string {
    tinSequence += 1;
    const tin = `30${String(7_000_000 + tinSequence).padStart(7, '0')}`;
    app.fake.addCompany({ tin, name: `Company ${tinSequence}`, address: 'Tashkent', director: 'Karimov' });
    return tin;
  }

  const lookups = () => app.fake.count('GET', '/v1/utils/info/');

  afterEach(() => app.fake.oversize(0));

  it('remembers a company found for 10 minutes: a second lookup does not reach Didox', async () => {
    const user = await staff(app.t);
    const tin = knownTin();
    const before = lookups();
    const first = await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ tin, name: expect.stringMatching(/^Company/) });
    const other = await staff(app.t);
    const second = await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: other.accessToken });
    expect(second.body).toEqual(first.body);
    expect(lookups()).toBe(before + 1);

    advance(app.t, 9 * 60);
    await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken });
    expect(lookups()).toBe(before + 1);
    advance(app.t, 61);
    const third = await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken });
    expect(third.status).toBe(200);
    expect(lookups()).toBe(before + 2);
  });

  it('does not remember an unknown tin', async () => {
    const user = await staff(app.t);
    const before = lookups();
    for (let i = 0; i < 2; i++) {
      expectError(
        await app.t.request('GET', '/v1/orgs/lookup/399999999', { token: user.accessToken }),
        404,
        'company_not_found',
      );
    }
    expect(lookups()).toBe(before + 2);
  });

  it('allows 30 lookups a minute per user, then 429 with Retry-After until the minute ends', async () => {
    const user = await staff(app.t);
    const tin = knownTin();
    for (let i = 0; i < 30; i++) {
      const res = await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken });
      expect(res.status).toBe(200);
    }
    const before = lookups();
    const refused = await app.t.request('GET', `/v1/orgs/lookup/${knownTin()}`, { token: user.accessToken });
    expectError(refused, 429, 'too_many_requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(lookups()).toBe(before);

    // Another user is counted apart.
    const other = await staff(app.t);
    expect((await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: other.accessToken })).status).toBe(200);

    advance(app.t, 61);
    expect((await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken })).status).toBe(200);
  });

  it('refuses a Didox answer over 10 MiB with 502 edoc_rejected, without retrying', async () => {
    const user = await staff(app.t);
    const tin = knownTin();
    app.fake.oversize(11 * 1024 * 1024);
    const before = lookups();
    const res = await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken });
    expectError(res, 502, 'edoc_rejected');
    expect(lookups()).toBe(before + 1);
    app.fake.oversize(0);
    expect((await app.t.request('GET', `/v1/orgs/lookup/${tin}`, { token: user.accessToken })).status).toBe(200);
  });

  it('refuses a signed PDF over 10 MiB on refresh with 502 edoc_rejected', async () => {
    const made = await signedByUsContract(app.t, app.manager.accessToken, app.fake);
    app.fake.signByClient(made.contract.edocDocumentId);
    app.fake.oversize(11 * 1024 * 1024);
    const res = await app.t.request('POST', `/v1/portal/contracts/${made.contract.id}/refresh`, {
      token: app.manager.accessToken,
    });
    expectError(res, 502, 'edoc_rejected');
  });
});
