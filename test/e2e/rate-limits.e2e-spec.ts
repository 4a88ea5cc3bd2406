import Redis from 'ioredis';
import { advance, newPhone } from '../support/accounts';
import { startTestApp, TestApp } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const login = (t: TestApp, headers: Record<string, string> = {}) =>
  t.request('POST', '/v1/auth/login', { body: { phone: newPhone(), password: 'whatever1' }, headers });

describe('request limits on /v1/auth (in memory)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10', REFRESH_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await t.close();
  });

  const ip = (n: number) => ({ 'X-Forwarded-For': `203.0.113.${n}` });

  it('allows 10 per minute per IP and method, with X-RateLimit headers, then 429 with Retry-After', async () => {
    const first = await login(t, ip(1));
    expect(first.status).toBe(401);
    expect(first.headers.get('x-ratelimit-limit')).toBe('10');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('9');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(0);
    expect(reset).toBeLessThanOrEqual(60);
    for (let i = 0; i < 9; i++) await login(t, ip(1));
    const eleventh = await login(t, ip(1));
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(eleventh.body.error.message).toContain(String(retryAfter));
  });

  it('counts each method separately and each client IP separately', async () => {
    for (let i = 0; i < 11; i++) await login(t, ip(2));
    expect((await login(t, ip(2))).status).toBe(429);
    const other = await t.request('POST', '/v1/auth/login/start', { body: { phone: newPhone() }, headers: ip(2) });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('9');
    expect((await login(t, ip(3))).status).toBe(401);
  });

  it('allows 30 refreshes per minute', async () => {
    const results = [];
    for (let i = 0; i < 31; i++) {
      results.push(await t.request('POST', '/v1/auth/refresh', { body: { refreshToken: 'x' }, headers: ip(4) }));
    }
    expect(results[0].headers.get('x-ratelimit-limit')).toBe('30');
    expect(results.slice(0, 30).every((r) => r.status === 401)).toBe(true);
    expect(results[30].status).toBe(429);
  });

  it('opens again when the minute is over (injected clock)', async () => {
    for (let i = 0; i < 11; i++) await login(t, ip(5));
    expect((await login(t, ip(5))).status).toBe(429);
    advance(t, 60);
    const again = await login(t, ip(5));
    expect(again.status).toBe(401);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('9');
  });

  it('does not limit routes outside /v1/auth', async () => {
    const res = await t.request('GET', '/health', { headers: ip(1) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('request limits shared through Redis by two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys('svc:rl:*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '10', REDIS_URL, TRUST_PROXY: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env);
  });

  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts requests to both instances against one limit', async () => {
    const headers = { 'X-Forwarded-For': `198.51.100.${(process.pid % 200) + 1}` };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 === 0 ? a : b, headers)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const onA = await login(a, headers);
    const onB = await login(b, headers);
    expect(onA.status).toBe(429);
    expect(onB.status).toBe(429);
  });
});

describe('CORS for browser clients', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'https://portal.example.uz' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('allows configured origins with credentials and exposes Retry-After and the rate-limit headers', async () => {
    const preflight = await t.request('OPTIONS', '/v1/auth/refresh', {
      headers: { Origin: 'https://portal.example.uz', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.example.uz');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const res = await t.request('POST', '/v1/auth/refresh', {
      headers: { Origin: 'https://portal.example.uz', 'X-Client': 'web' },
    });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    for (const header of ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      expect(exposed).toContain(header);
    }
  });

  it('does not allow other origins', async () => {
    const res = await t.request('POST', '/v1/auth/refresh', { headers: { Origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
