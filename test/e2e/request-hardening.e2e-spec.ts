import { createOrg } from '../support/orgs';
import { expectError, expectFieldError } from '../support/expect-error';
import { rawHttp } from '../support/raw-http';
import { staff, SignedIn } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

const JSON_TYPE = { 'content-type': 'application/json' };

/** CONTRACT §9 "Requests": bodies and headers the service refuses, each with the envelope. */
describe('request hardening', () => {
  let t: TestApp;
  let director: SignedIn;
  let user: SignedIn;
  let orgId: string;

  beforeAll(async () => {
    t = await startTestApp();
    director = await staff(t, 'director');
    user = await staff(t);
    orgId = (await createOrg(t, user)).id;
  }, 60_000);

  afterAll(async () => {
    await t.close();
  });

  const me = async (): Promise<unknown> =>
    (await t.request('GET', '/v1/me', { token: user.accessToken })).body as unknown;

  describe('null for a field that is not nullable', () => {
    it('refuses PATCH /v1/me {"firstName": null} on that field, and changes nothing', async () => {
      const before = await me();
      const res = await t.request('PATCH', '/v1/me', { token: user.accessToken, body: { firstName: null } });
      expectFieldError(res, 'firstName', 'not_nullable');
      expect(await me()).toEqual(before);
    });

    it('refuses it on PATCH /v1/portal/users/{id}, on branches and on a required field', async () => {
      const portal = await t.request('PATCH', `/v1/portal/users/${user.userId}`, {
        token: director.accessToken,
        body: { lastName: null, authMethod: null },
      });
      expectFieldError(portal, 'lastName', 'not_nullable');
      expectFieldError(portal, 'authMethod', 'not_nullable');
      const branch = await t.request('POST', `/v1/orgs/${orgId}/branches`, {
        token: user.accessToken,
        body: { name: null },
      });
      expectFieldError(branch, 'name', 'required');
    });

    it('still clears a requisite the document calls nullable', async () => {
      const res = await t.request('PATCH', `/v1/orgs/${orgId}`, { token: user.accessToken, body: { phone: null } });
      expect(res.status).toBe(200);
      expect(res.body.phone).toBeNull();
    });
  });

  describe('strings PostgreSQL cannot hold', () => {
    it.each([
      ['a lone high surrogate', '"Ali\\ud800"'],
      ['a lone low surrogate', '"\\udc00Ali"'],
      ['a NUL character', '"Al\\u0000i"'],
    ])('refuses %s on PATCH /v1/orgs/{id} and on branches with 400 on that field', async (_name, json) => {
      const org = await t.request('PATCH', `/v1/orgs/${orgId}`, {
        token: user.accessToken,
        rawBody: `{"name":${json}}`,
        headers: JSON_TYPE,
      });
      expectFieldError(org, 'name', 'invalid_format');
      const created = await t.request('POST', `/v1/orgs/${orgId}/branches`, {
        token: user.accessToken,
        rawBody: `{"name":"Chilonzor","address":${json}}`,
        headers: JSON_TYPE,
      });
      expectFieldError(created, 'address', 'invalid_format');
    });

    it('accepts a well-formed pair (an emoji) and refuses a lone surrogate in a field name', async () => {
      const ok = await t.request('PATCH', '/v1/me', { token: user.accessToken, body: { firstName: 'Ali 😀' } });
      expect(ok.status).toBe(200);
      expect(ok.body.firstName).toBe('Ali 😀');
      const key = await t.request('PATCH', '/v1/me', {
        token: user.accessToken,
        rawBody: '{"\\ud800":"x"}',
        headers: JSON_TYPE,
      });
      expectError(key, 400, 'validation_failed');
    });
  });

  describe('bodies that are not an object', () => {
    it.each(['null', '[]', '"x"', '42', 'true'])('refuses %s where an object is expected', async (raw) => {
      const res = await t.request('PATCH', '/v1/me', { token: user.accessToken, rawBody: raw, headers: JSON_TYPE });
      expectFieldError(res, 'body', 'must_be_object');
    });
  });

  describe('fields the operation does not define', () => {
    it('refuses a misspelt field of PATCH /v1/me, localized, and changes nothing', async () => {
      const before = await me();
      const res = await t.request('PATCH', '/v1/me', {
        token: user.accessToken,
        body: { firstNme: 'Typo' },
        headers: { 'accept-language': 'ru' },
      });
      expectError(res, 400, 'validation_failed');
      expect(res.body.error.details.errors).toEqual([
        { field: 'firstNme', code: 'unknown_field', message: 'Это поле не допускается.' },
      ]);
      expect(await me()).toEqual(before);
    });

    it('names every unknown field beside the known ones', async () => {
      const res = await t.request('POST', '/v1/orgs', {
        token: user.accessToken,
        body: { kind: 'legal', tin: '301234999', name: 'A', seller: { tin: '1' }, extra: 1 },
      });
      expectFieldError(res, 'seller', 'unknown_field');
      expectFieldError(res, 'extra', 'unknown_field');
    });

    it('ignores an unknown query parameter (a cache-buster)', async () => {
      const res = await t.request('GET', '/v1/portal/users?limit=1&_=12345', { token: director.accessToken });
      expect(res.status).toBe(200);
    });
  });

  describe('bodies that are not JSON', () => {
    it('answers a string body sent by fetch without a Content-Type (text/plain) with 415', async () => {
      const before = await me();
      const res = await t.request('PATCH', '/v1/me', { token: user.accessToken, rawBody: '{"firstName":"Plain"}' });
      expectError(res, 415, 'unsupported_media_type');
      expect(await me()).toEqual(before);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
      'answers %s on a public route with 415, localized',
      async (type) => {
        const res = await t.request('POST', '/v1/auth/login', {
          rawBody: 'phone=%2B998901234567&password=x',
          headers: { 'content-type': type, 'accept-language': 'uz' },
        });
        expectError(res, 415, 'unsupported_media_type');
        expect(res.body.error.message).toContain('JSON');
      },
    );

    it('answers a body with no Content-Type at all with 415', async () => {
      const body = '{"firstName":"Raw"}';
      const res = await rawHttp(
        t.baseUrl,
        `PATCH /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${user.accessToken}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(res.status).toBe(415);
      expect((JSON.parse(res.body) as { error: { code: string } }).error.code).toBe('unsupported_media_type');
    });

    it('leaves requests without a body alone: GET, DELETE, a POST with none', async () => {
      expect((await t.request('GET', '/v1/me', { token: user.accessToken })).status).toBe(200);
      expect((await t.request('POST', '/v1/auth/logout')).status).toBe(204);
      const unknown = '7f0c1f3e-6a51-4d7e-9a8e-2b3c4d5e6f70';
      expectError(
        await t.request('DELETE', `/v1/me/sessions/${unknown}`, { token: user.accessToken }),
        404,
        'session_not_found',
      );
    });
  });

  describe('X-Client', () => {
    it('takes web or no header; any other value is 400 on X-Client', async () => {
      for (const value of ['till', 'WEB', 'web,web', 'mobile']) {
        const res = await t.request('GET', '/v1/me', { token: user.accessToken, headers: { 'x-client': value } });
        expectFieldError(res, 'X-Client', 'invalid_value');
      }
      const login = await t.request('POST', '/v1/auth/login', {
        headers: { 'x-client': 'android' },
        body: { phone: user.phone, password: user.password },
      });
      expectFieldError(login, 'X-Client', 'invalid_value');
      expect(
        (await t.request('GET', '/v1/me', { token: user.accessToken, headers: { 'x-client': 'web' } })).status,
      ).toBe(200);
    });
  });
});
