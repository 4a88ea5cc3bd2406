import { expectError } from '../support/expect-error';
import { createOrg, Org } from '../support/orgs';
import { signIn, SignedIn, staff } from '../support/staff';
import { addTill } from '../support/tills';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';

/** 400 validation_failed with one `unknown_field` item per field sent. */
function expectUnknownFields(res: TestResponse, fields: string[]): void {
  expectError(res, 400, 'validation_failed');
  expect(res.body.error.details.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual(
    fields.map((field) => [field, 'unknown_field']),
  );
}

/**
 * CONTRACT §12.4: an operation that defines no body refuses a body with any field, as a DTO
 * refuses a field it does not define; no body, an empty one and `{}` pass. One global check,
 * so every bodiless route behaves alike.
 */
describe('operations that define no body', () => {
  let t: TestApp;
  let director: SignedIn;
  let owner: SignedIn;
  let org: Org;

  beforeAll(async () => {
    t = await startTestApp();
    director = await staff(t, 'director');
    owner = await staff(t, 'user');
    org = await createOrg(t, owner);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses {"reason":"spam"} on POST /v1/portal/users/{id}/block and blocks nothing; {} and no body pass', async () => {
    const user = await staff(t, 'user');
    const path = `/v1/portal/users/${user.userId}/block`;
    const refused = await t.request('POST', path, { token: director.accessToken, body: { reason: 'spam' } });
    expectUnknownFields(refused, ['reason']);
    expect((await t.request('GET', '/v1/me', { token: user.accessToken })).status).toBe(200);

    const blocked = await t.request('POST', path, { token: director.accessToken, body: {} });
    expect({ status: blocked.status, userStatus: blocked.body.status }).toEqual({ status: 200, userStatus: 'blocked' });
    const unblock = `/v1/portal/users/${user.userId}/unblock`;
    expectUnknownFields(await t.request('POST', unblock, { token: director.accessToken, body: { a: 1, b: null } }), [
      'a',
      'b',
    ]);
    const unblocked = await t.request('POST', unblock, { token: director.accessToken });
    expect({ status: unblocked.status, userStatus: unblocked.body.status }).toEqual({
      status: 200,
      userStatus: 'active',
    });
  });

  it('takes no body and a JSON null as no body', async () => {
    const user = await staff(t, 'user');
    const token = director.accessToken;
    const results = [
      await t.request('POST', `/v1/portal/users/${user.userId}/block`, { token }),
      await t.request('POST', `/v1/portal/users/${user.userId}/unblock`, {
        token,
        headers: { 'content-type': 'application/json' },
        rawBody: 'null',
      }),
    ];
    expect(results.map((res): [number, unknown] => [res.status, res.body?.status])).toEqual([
      [200, 'blocked'],
      [200, 'active'],
    ]);
  });

  it('refuses a body that is not an object as must_be_object', async () => {
    const user = await staff(t, 'user');
    const res = await t.request('POST', `/v1/portal/users/${user.userId}/block`, {
      token: director.accessToken,
      body: ['spam'],
    });
    expectError(res, 400, 'validation_failed');
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ field: 'body', code: 'must_be_object' })]);
  });

  it("refuses a field on a till's pairing code, a webhook's test and delete; without one the route answers as before", async () => {
    [owner] = await Promise.all([signIn(t, owner)]);
    const branch = await t.request('POST', `/v1/orgs/${org.id}/branches`, {
      token: owner.accessToken,
      body: { name: 'Bodiless branch', address: 'Tashkent' },
    });
    const { tillId } = await addTill(t, owner, org.id, branch.body.id as string);
    const pairing = `/v1/orgs/${org.id}/tills/${tillId}/pairing-code`;
    expectUnknownFields(await t.request('POST', pairing, { token: owner.accessToken, body: { ttl: 60 } }), ['ttl']);
    expect((await t.request('POST', pairing, { token: owner.accessToken })).status).toBe(200);

    const hook = `/v1/orgs/${org.id}/webhooks/${MISSING}`;
    for (const [method, path] of [
      ['POST', `${hook}/test`],
      ['DELETE', hook],
    ] as const) {
      expectUnknownFields(await t.request(method, path, { token: owner.accessToken, body: { force: true } }), [
        'force',
      ]);
      expectError(await t.request(method, path, { token: owner.accessToken }), 404, 'webhook_not_found');
    }
    const portalHook = `/v1/portal/webhooks/${MISSING}/test`;
    expectUnknownFields(await t.request('POST', portalHook, { token: director.accessToken, body: { x: 1 } }), ['x']);
  });

  it('answers a caller without a token 401 first, as on routes with a body', async () => {
    const res = await t.request('POST', `/v1/portal/users/${MISSING}/block`, { body: { reason: 'spam' } });
    expectError(res, 401, 'unauthorized');
  });

  it('leaves routes with a body to their DTO: an unknown field on logout is unknown_field too', async () => {
    const user = await staff(t, 'user');
    const res = await t.request('POST', '/v1/auth/logout', { body: { refreshToken: user.refreshToken, reason: 'x' } });
    expectUnknownFields(res, ['reason']);
  });
});
