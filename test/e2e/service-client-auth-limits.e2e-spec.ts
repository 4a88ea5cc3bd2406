import { expectError } from '../support/expect-error';
import { captureLogLines } from '../support/log-capture';
import { basic, createServiceClient, ServiceClientCredentials } from '../support/service-clients';
import { SignedIn, staff } from '../support/staff';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

/** CONTRACT §12.4: failed service-client authentications are limited per client id and per address. */
describe('service client authentication: ten failures a minute per client id or address', () => {
  let t: TestApp;
  let director: SignedIn;
  let logs: string[];

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: 'info', TRUST_PROXY: '1' });
    logs = captureLogLines(t.app);
    director = await staff(t, 'director');
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
  });

  const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
  const introspectAs = (authorization: string | null, address: number) =>
    t.request('POST', '/v1/oauth/introspect', {
      headers: { ...from(address), ...(authorization === null ? {} : { authorization }) },
      body: { token: director.accessToken },
    });
  const right = (client: ServiceClientCredentials) => basic(client.clientId, client.clientSecret);
  const wrong = (client: ServiceClientCredentials) => basic(client.clientId, 'not the secret');
  const failures = () =>
    logs
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.securityEvent === 'service_client_auth_failed');
  const expectLimited = (res: TestResponse) => {
    expectError(res, 429, 'too_many_requests');
    const seconds = Number(res.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  };

  it('past ten failures for one client id (from any addresses), that client is 429 until the minute ends, its right secret too', async () => {
    const client = await createServiceClient(t, director.accessToken);
    const bystander = await createServiceClient(t, director.accessToken);
    const before = failures().length;
    for (let i = 0; i < 10; i++) expectError(await introspectAs(wrong(client), 10 + (i % 5)), 401, 'unauthorized');
    expectLimited(await introspectAs(wrong(client), 20));
    expectLimited(await introspectAs(right(client), 21));
    // Another client, from an address that failed, is not affected.
    expect((await introspectAs(right(bystander), 10)).body.active).toBe(true);
    // Each failure is a security event naming the client id and the address, never the secret.
    const events = failures().slice(before);
    expect(events).toHaveLength(10);
    expect(events[0]).toMatchObject({ clientId: client.clientId, ip: '198.51.100.10', reason: 'refused' });
    expect(JSON.stringify(events)).not.toContain('not the secret');
    expect(JSON.stringify(logs)).not.toContain(client.clientSecret);
    t.clock.advance(61);
    director = await staff(t, 'director');
    expect((await introspectAs(right(client), 21)).body.active).toBe(true);
  });

  it('past ten failures from one address (any client ids, or none), every client there is 429 until the minute ends', async () => {
    const client = await createServiceClient(t, director.accessToken);
    const headers = [
      null,
      'Basic !!!',
      `Bearer ${director.accessToken}`,
      basic('00000000-0000-4000-8000-000000000000', client.clientSecret),
      wrong(client),
    ];
    for (let i = 0; i < 10; i++) expectError(await introspectAs(headers[i % 5], 30), 401, 'unauthorized');
    expectLimited(await introspectAs(right(client), 30));
    // From another address the same client answers: its own id counted two failures only.
    expect((await introspectAs(right(client), 31)).body.active).toBe(true);
    t.clock.advance(61);
    director = await staff(t, 'director');
    expect((await introspectAs(right(client), 30)).body.active).toBe(true);
  });

  it('of parallel failures for one client id, no more than ten are answered 401', async () => {
    const client = await createServiceClient(t, director.accessToken);
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => introspectAs(wrong(client), 40 + i)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
  });
});

describe('service client authentication limits shared through Redis by two instances', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const env = { REDIS_URL, TRUST_PROXY: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.database);
  });

  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('counts the failures on both instances against one limit, per client id and per address', async () => {
    const director = await staff(a, 'director');
    const client = await createServiceClient(a, director.accessToken);
    const bystander = await createServiceClient(a, director.accessToken);
    // Addresses of this run only: the suite's files share the Redis.
    const address = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${(process.pid % 50) * 5 + n}` });
    const call = (app: TestApp, authorization: string, n: number) =>
      app.request('POST', '/v1/oauth/introspect', {
        headers: { ...address(n), authorization },
        body: { token: director.accessToken },
      });
    for (let i = 0; i < 10; i++) {
      expectError(await call(i % 2 ? a : b, basic(client.clientId, 'wrong'), 0), 401, 'unauthorized');
    }
    expectError(await call(a, basic(client.clientId, client.clientSecret), 2), 429, 'too_many_requests');
    expectError(await call(b, basic(client.clientId, client.clientSecret), 3), 429, 'too_many_requests');
    // The address failed five times on each instance: ten together, so another client is refused there too.
    expectError(await call(b, basic(bystander.clientId, bystander.clientSecret), 0), 429, 'too_many_requests');
    expect((await call(a, basic(bystander.clientId, bystander.clientSecret), 4)).body.active).toBe(true);
  });
});
