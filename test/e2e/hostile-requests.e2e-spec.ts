import { DataSource } from 'typeorm';
import { REQUEST_TIMEOUT_MS } from '../../src/common/http/http-limits';
import { captureLogLines } from '../support/log-capture';
import { expectError, expectFieldError } from '../support/expect-error';
import { rawHttp } from '../support/raw-http';
import { staff, SignedIn } from '../support/staff';
import { startTestApp, TestApp } from '../support/test-app';

/** CONTRACT §9 "Requests": what the framework would answer on its own leaves as the envelope. */
describe('hostile requests: paths, nesting, cursors, timeouts', () => {
  let t: TestApp;
  let director: SignedIn;

  beforeAll(async () => {
    t = await startTestApp({}, undefined, { requestTimeoutMs: 1_000 });
    director = await staff(t, 'director');
  });

  afterAll(async () => {
    await t.close();
  });

  function expectNoFrameworkBody(text: string): void {
    expect(text).not.toMatch(/FST_ERR|statusCode/);
  }

  describe('paths that cannot be decoded or are very long', () => {
    it('answers a broken percent-encoding in an id segment with the resource 404', async () => {
      const res = await t.request('GET', '/v1/orgs/%E0%A4%A', { token: director.accessToken });
      expectError(res, 404, 'organization_not_found');
      expectNoFrameworkBody(res.text);
      expect(res.text).not.toContain('%E0%A4%A');
    });

    it('answers invalid UTF-8 in an id segment with the resource 404, sent as raw bytes', async () => {
      const res = await rawHttp(
        t.baseUrl,
        `GET /v1/portal/users/%C0%AF HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${director.accessToken}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status).toBe(404);
      const body = JSON.parse(res.body) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe('user_not_found');
      expect(res.headers['x-request-id']).toBe(body.error.requestId);
      expectNoFrameworkBody(res.body);
    });

    it('answers an undecodable path that names no id with 400 validation_failed on path', async () => {
      const res = await t.request('GET', '/v1/n%E0pe');
      expectFieldError(res, 'path', 'invalid_path');
      expectNoFrameworkBody(res.text);
      const anonymous = await t.request('POST', '/v1/auth/%FF%FE', { body: {} });
      expectFieldError(anonymous, 'path', 'invalid_path');
    });

    it('answers a broken tin in a path with 400 validation_failed (a value, not an id)', async () => {
      expectError(
        await t.request('GET', '/v1/orgs/lookup/%E0%A4', { token: director.accessToken }),
        400,
        'validation_failed',
      );
    });

    it('answers a 10 kB id segment with the resource 404, never 414', async () => {
      const res = await t.request('GET', `/v1/orgs/${'a'.repeat(10_000)}`, { token: director.accessToken });
      expectError(res, 404, 'organization_not_found');
      expectNoFrameworkBody(res.text);
      expect(res.text.length).toBeLessThan(1000);
      const member = await t.request('DELETE', `/v1/orgs/${'b'.repeat(10_000)}/members/${'c'.repeat(5_000)}`, {
        token: director.accessToken,
      });
      expectError(member, 404, 'organization_not_found');
    });

    it('answers a 10 kB segment of an unknown path with the 404 envelope', async () => {
      const res = await t.request('GET', `/v1/${'x'.repeat(10_000)}/y`);
      expectError(res, 404, 'not_found');
      expectNoFrameworkBody(res.text);
    });

    it('answers a request line over the header limit with the envelope', async () => {
      const res = await rawHttp(t.baseUrl, `GET /v1/${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(res.status).toBe(400);
      const body = JSON.parse(res.body) as { error: { code: string; requestId: string } };
      expect(body.error.code).toBe('validation_failed');
      expect(res.headers['x-request-id']).toBe(body.error.requestId);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expectNoFrameworkBody(res.body);
    });

    it('answers a malformed request line with the envelope', async () => {
      const res = await rawHttp(t.baseUrl, 'GARBAGE\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        error: expect.objectContaining({ code: 'validation_failed', requestId: res.headers['x-request-id'] }),
      });
    });
  });

  describe('JSON nesting', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    const inField = (depth: number) => `{"phone":"+998901234567","password":${nested(depth)}}`;

    it('refuses 100,000 levels on the unauthenticated login with 400, not a stack overflow', async () => {
      const res = await t.request('POST', '/v1/auth/login', {
        rawBody: inField(100_000),
        headers: { 'content-type': 'application/json' },
      });
      expectFieldError(res, 'body', 'nesting_too_deep');
    });

    it('refuses 65 levels and 5,000 levels on register, anywhere in the body', async () => {
      for (const depth of [65, 5_000]) {
        const res = await t.request('POST', '/v1/auth/register', {
          rawBody: `{"firstName":{"a":${nested(depth - 1)}}}`,
          headers: { 'content-type': 'application/json' },
        });
        expectFieldError(res, 'body', 'nesting_too_deep');
      }
    });

    it('accepts 64 levels and brackets inside strings (the field is then judged as usual)', async () => {
      const deep = await t.request('POST', '/v1/auth/login', {
        rawBody: `{"phone":"+998901234567","password":{"x":${nested(62)}}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectError(deep, 400, 'validation_failed');
      expect(deep.body.error.details.errors.map((e: { field: string }) => e.field)).toEqual(['password']);
      const strings = await t.request('POST', '/v1/auth/login', {
        body: { phone: '+998901234567', password: '[[[[\\"'.repeat(20) },
      });
      expectError(strings, 401, 'invalid_credentials');
    });
  });

  describe('cursors the service did not issue', () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '7f0c1f3e-6a51-4d7e-9a8e-2b3c4d5e6f70';

    it.each([
      ['an out-of-range timestamp', cursor([8.64e15, id])],
      ['a timestamp JavaScript cannot hold', cursor([9e15, id])],
      ['a timestamp PostgreSQL cannot hold', cursor([-8e15, id])],
      ['a timestamp before 1970', cursor([-62_198_755_200_000, id])],
      ['a year past 9999', cursor([253_402_300_800_000, id])],
      ['a bad id', cursor([1_700_000_000_000, 'x'])],
      ['undecodable text', '!!!not-base64!!!'],
      ['JSON that is not a pair', cursor({ a: 1 })],
    ])('answers %s with 400 on cursor', async (_name, value) => {
      for (const path of ['/v1/portal/users', '/v1/portal/orgs']) {
        const res = await t.request('GET', `${path}?cursor=${encodeURIComponent(value)}`, {
          token: director.accessToken,
        });
        expectFieldError(res, 'cursor', 'invalid_format');
      }
    });

    it('still pages with cursors it issued', async () => {
      const first = await t.request('GET', '/v1/portal/users?limit=1', { token: director.accessToken });
      expect(first.status).toBe(200);
      if (first.body.nextCursor) {
        const next = await t.request('GET', `/v1/portal/users?limit=1&cursor=${first.body.nextCursor}`, {
          token: director.accessToken,
        });
        expect(next.status).toBe(200);
      }
    });
  });

  describe('NUL characters, which PostgreSQL cannot take', () => {
    it('refuses them in a query filter and in a body field with 400 on that field', async () => {
      const query = await t.request('GET', '/v1/portal/users?query=ab%00c', { token: director.accessToken });
      expectFieldError(query, 'query', 'invalid_format');
      const body = await t.request('POST', '/v1/orgs', {
        token: director.accessToken,
        body: { kind: 'legal', tin: '301234999', name: 'A\u0000B' },
      });
      expectFieldError(body, 'name', 'invalid_format');
    });
  });

  describe('lone UTF-16 surrogates, which UTF-8 and PostgreSQL cannot carry', () => {
    it('refuses them in a query filter and in body fields with 400 on that field', async () => {
      const query = await t.request('GET', '/v1/portal/users?query=%ED%A0%80', { token: director.accessToken });
      expect(query.status).toBeLessThan(500);
      const body = await t.request('POST', '/v1/orgs', {
        token: director.accessToken,
        rawBody: '{"kind":"legal","tin":"301234998","name":"A\\udc00B","address":"\\ud83d"}',
        headers: { 'content-type': 'application/json' },
      });
      expectFieldError(body, 'name', 'invalid_format');
      expectFieldError(body, 'address', 'invalid_format');
    });

    it('refuses null and an unknown field on the same body, each named', async () => {
      const res = await t.request('POST', '/v1/orgs', {
        token: director.accessToken,
        body: { kind: 'legal', tin: '301234997', name: null, nmae: 'typo' },
      });
      expectFieldError(res, 'name', 'required');
      expectFieldError(res, 'nmae', 'unknown_field');
    });
  });

  describe('slow clients', () => {
    it('ends by default a request not all arrived within 30 s (CONTRACT §9)', () => {
      expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    });

    it('ends a request whose body has not all arrived within the request timeout, with the envelope', async () => {
      const started = Date.now();
      const res = await rawHttp(
        t.baseUrl,
        'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"phone":',
        15_000,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(400);
      const body = JSON.parse(res.body) as { error: { code: string; details: { errors: { code: string }[] } } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details.errors[0].code).toBe('request_timeout');
    });

    it('ends a request whose headers have not all arrived within the request timeout', async () => {
      const started = Date.now();
      const res = await rawHttp(t.baseUrl, 'GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Slow: ', 15_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(400);
    });
  });
});

/** CONTRACT §9: error logs carry the error and the request id, never SQL bind parameters. */
describe('error logs', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'error' });
    lines = captureLogLines(t.app);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  it('logs a failed query with its class, SQLSTATE and request id, without the SQL or its parameters', async () => {
    // A real failure of a real query: the column it reads is gone for a moment.
    const db = t.app.get(DataSource);
    const phone = '+998901112233';
    await db.query(`ALTER TABLE "users" RENAME COLUMN "last_name" TO "last_name_gone"`);
    let res;
    try {
      res = await t.request('POST', '/v1/auth/login', {
        headers: { 'X-Request-Id': 'log-check-1' },
        body: { phone, password: 'bind-parameter-secret-4242' },
      });
    } finally {
      await db.query(`ALTER TABLE "users" RENAME COLUMN "last_name_gone" TO "last_name"`);
    }
    expectError(res, 500, 'internal_error');
    expect(res.text).not.toMatch(/SELECT|last_name|bind-parameter|at /);
    const logged = lines.filter((line) => line.includes('log-check-1'));
    const errors = logged.filter((line) => line.includes('"context":"HttpErrorFilter"'));
    expect(errors).toHaveLength(1);
    const entry = JSON.parse(errors[0]) as { requestId: string; error: { type: string; stack: string } };
    expect(entry.requestId).toBe('log-check-1');
    expect(entry.error).toEqual(expect.objectContaining({ type: 'QueryFailedError', errorCode: '42703' }));
    expect(entry.error.stack).toContain('at ');
    for (const line of logged) {
      for (const leak of [phone, '998901112233', 'bind-parameter', 'SELECT', 'parameters'])
        expect(line).not.toContain(leak);
    }
  });
});
