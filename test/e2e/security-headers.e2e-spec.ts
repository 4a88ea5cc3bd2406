import { request as httpRequest } from 'node:http';
import { registerAccount } from '../support/accounts';
import { startTestApp, TestApp } from '../support/test-app';

/** Answers of a plain node:http request (fetch would not let a test set Origin freely). */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  withBody = false,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: withBody ? Buffer.concat(chunks).toString('utf8') : undefined,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** CONTRACT §9: security headers and CORS. */
describe('security headers and CORS', () => {
  const ORIGIN = 'https://portal.example.uz';
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: `${ORIGIN},https://other.example.uz` });
  });

  afterAll(async () => {
    await t.close();
  });

  it('sends X-Content-Type-Options: nosniff on every answer: success, 404, 400, 401, 405-as-404, bad path', async () => {
    const answers = [
      await t.request('GET', '/health'),
      await t.request('GET', '/v1/nope'),
      await t.request('POST', '/v1/auth/login', { rawBody: '{', headers: { 'content-type': 'application/json' } }),
      await t.request('GET', '/v1/me'),
      await t.request('DELETE', '/health'),
      await t.request('GET', '/v1/n%E0pe'),
      await t.request('GET', '/openapi.json'),
    ];
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends Cache-Control: no-store on every answer under /v1, errors included, and not elsewhere', async () => {
    const account = await registerAccount(t);
    const login = await t.request('POST', '/v1/auth/login', {
      body: { phone: account.phone, password: account.password },
    });
    expect(login.status).toBe(200);
    const noStore = [
      login,
      await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: login.body.refreshToken } }),
      await t.request('POST', '/v1/auth/login', { body: { phone: account.phone, password: 'wrong password' } }),
      await t.request('GET', '/v1/me', { token: account.accessToken }),
      await t.request('GET', '/v1/me/sessions', { token: account.accessToken }),
      await t.request('GET', '/v1/me'),
      // The route, not the raw path, decides: an encoded letter still names /v1/auth.
      await t.request('POST', '/v1/%61uth/login', { body: { phone: account.phone, password: 'wrong password' } }),
      await t.request('GET', '/v1/orgs', { token: account.accessToken }),
      await t.request('GET', '/v1/portal/users', { token: account.accessToken }),
      await t.request('GET', '/v1/orgs/7f0c1f3e-6a51-4d7e-9a8e-2b3c4d5e6f70', { token: account.accessToken }),
      await t.request('GET', '/v1/nope'),
      await t.request('PATCH', '/v1/me', { token: account.accessToken, rawBody: 'text' }),
      await t.request('GET', '/v1/me', { token: account.accessToken, headers: { 'x-client': 'till' } }),
      await t.request('GET', '/v1'),
    ];
    for (const res of noStore) expect(res.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/health', '/openapi.json', '/docs']) {
      expect((await t.request('GET', path)).headers.get('cache-control')).toBeNull();
    }
  });

  it('sends no Strict-Transport-Security outside production', async () => {
    expect((await t.request('GET', '/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers a preflight from an allowed origin with the methods and request headers the portal needs', async () => {
    const res = await rawRequest(t.baseUrl, 'OPTIONS', '/v1/portal/users/7f0c1f3e-6a51-4d7e-9a8e-2b3c4d5e6f70', {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'PATCH',
      'Access-Control-Request-Headers': 'authorization,content-type,accept-language,x-client,x-request-id',
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const methods = String(res.headers['access-control-allow-methods'])
      .split(',')
      .map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    const allowed = String(res.headers['access-control-allow-headers'])
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'accept-language', 'x-client', 'x-request-id']),
    );
  });

  it('gives no CORS permission to an origin not listed', async () => {
    const res = await rawRequest(t.baseUrl, 'OPTIONS', '/v1/me', {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'DELETE',
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each([
    ['without Access-Control-Request-Method', { Origin: ORIGIN }],
    ['without Origin', { 'Access-Control-Request-Method': 'GET' }],
    ['from an origin not listed, without a method', { Origin: 'https://evil.example' }],
  ])('answers a preflight it refuses (%s) with the envelope', async (_name, headers: Record<string, string>) => {
    const res = await rawRequest(t.baseUrl, 'OPTIONS', '/v1/me', { ...headers, 'Accept-Language': 'ru' }, true);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(res.body ?? '') as { error: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toEqual({
      code: 'validation_failed',
      message: 'Некорректный запрос.',
      details: { errors: [expect.objectContaining({ field: 'request', code: 'invalid_preflight' })] },
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('Invalid Preflight');
    if (headers.Origin !== ORIGIN) expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      NODE_ENV: 'production',
      HASH_KEY: 'hash-key-hash-key-hash-key-0123456789',
      KEYS_SECRET: 'keys-secret-keys-secret-keys-0123456789',
      WEBHOOK_ALLOW_PRIVATE: 'false',
      SMS_PROVIDER: 'eskiz',
      ESKIZ_EMAIL: 'ops@example.uz',
      ESKIZ_PASSWORD: 'eskiz-password',
      ESKIZ_BASE_URL: 'https://eskiz.invalid',
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('adds Strict-Transport-Security to every answer', async () => {
    for (const res of [await t.request('GET', '/health'), await t.request('GET', '/v1/nope')]) {
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
