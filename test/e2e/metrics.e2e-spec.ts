import { randomUUID } from 'node:crypto';
import { newPhone, registerAccount } from '../support/accounts';
import { startTestApp, TestApp } from '../support/test-app';

/** The value of one series in Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every app of this file runs on one database: one KEYS_SECRET opens its signing key. */
const KEYS_SECRET = 'k'.repeat(32);

const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'eskiz',
  ESKIZ_EMAIL: 'ops@example.uz',
  ESKIZ_PASSWORD: 'not-used-here',
  HASH_KEY: 'h'.repeat(32),
  KEYS_SECRET,
  WEBHOOK_ALLOW_PRIVATE: 'false',
};

describe('GET /metrics (CONTRACT §10.4)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10', KEYS_SECRET });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts requests by method, route template and status, never by raw path', async () => {
    const account = await registerAccount(t);
    const orgId = randomUUID();
    await t.request('GET', `/v1/orgs/${orgId}/members`, { token: account.accessToken });
    await t.request('GET', `/v1/orgs/${orgId}/members`, { token: account.accessToken });
    await t.request('GET', '/v1/no/such/path-12345');
    const res = await t.request('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(sample(text, 'http_requests_total{method="GET",route="/v1/orgs/:id/members",status="404"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="POST",route="/v1/auth/register",status="201"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/v1/orgs/:id/members",status="404"}'),
    ).toBe(2);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/orgs\/:id\/members"/,
    );
    expect(text).not.toContain(orgId);
    expect(text).not.toContain('path-12345');
  });

  it('has the process metrics, the domain counters and the pool gauge', async () => {
    await t.request('POST', '/v1/auth/login', { body: { phone: newPhone(), password: 'wrong-password' } });
    const account = await registerAccount(t);
    await t.request('POST', '/v1/auth/login', { body: { phone: account.phone, password: account.password } });
    await t.request('GET', '/v1/orgs/lookup/123456789', { token: account.accessToken });
    const text = (await t.request('GET', '/metrics')).text;
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_heap_size_used_bytes gauge');
    expect(sample(text, 'auth_logins_total{method="password",outcome="invalid_credentials"}')).toBe(1);
    expect(sample(text, 'auth_logins_total{method="password",outcome="ok"}')).toBe(1);
    expect(sample(text, 'sms_sent_total{purpose="register",provider="outbox"}')).toBe(2);
    expect(sample(text, 'edoc_requests_total{operation="lookup_company",outcome="edoc_not_configured"}')).toBe(1);
    expect(sample(text, 'refresh_reuse_detected_total')).toBe(0);
    expect(sample(text, 'db_pool_connections_in_use')).toEqual(expect.any(Number));
  });

  it('counts every refresh token that comes back after use', async () => {
    const before = sample((await t.request('GET', '/metrics')).text, 'refresh_reuse_detected_total') ?? 0;
    const account = await registerAccount(t);
    const refresh = () => t.request('POST', '/v1/auth/refresh', { body: { refreshToken: account.refreshToken } });
    expect((await refresh()).status).toBe(200);
    t.clock.advance(t.config.refreshReuseGraceSeconds); // past the grace (CONTRACT §11.6)
    expect((await refresh()).status).toBe(401);
    expect(sample((await t.request('GET', '/metrics')).text, 'refresh_reuse_detected_total')).toBe(before + 1);
  });

  it('is not under /v1, not rate limited and not in the OpenAPI document', async () => {
    expect((await t.request('GET', '/v1/metrics')).status).toBe(404);
    for (let i = 0; i < 12; i++) {
      const res = await t.request('GET', '/metrics');
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
    const document = (await t.request('GET', '/openapi.json')).body;
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });

  it('keeps one registry per app: a second instance counts only its own requests', async () => {
    const other = await startTestApp({ KEYS_SECRET }, t.database);
    try {
      const text = (await other.request('GET', '/metrics')).text;
      expect(text).toContain('# TYPE http_requests_total counter');
      expect(text).not.toContain('route="/v1/auth/register"');
    } finally {
      await other.close();
    }
  });

  it('needs Bearer METRICS_TOKEN when it is set (401 envelope otherwise)', async () => {
    const guarded = await startTestApp({ METRICS_TOKEN: 'scrape-token-0123456789', KEYS_SECRET }, t.database);
    try {
      const attempts: Record<string, string>[] = [
        {},
        { authorization: 'Bearer wrong-token' },
        { authorization: 'scrape-token-0123456789' },
      ];
      for (const headers of attempts) {
        const refused = await guarded.request('GET', '/metrics', { headers });
        expect(refused.status).toBe(401);
        expect(refused.body.error.code).toBe('unauthorized');
        expect(refused.body.error.requestId).toEqual(expect.any(String));
      }
      const allowed = await guarded.request('GET', '/metrics', { token: 'scrape-token-0123456789' });
      expect(allowed.status).toBe(200);
      expect(allowed.text).toContain('http_requests_total');
    } finally {
      await guarded.close();
    }
  });

  it('does not exist in production without METRICS_TOKEN (404 not_found)', async () => {
    const production = await startTestApp(PRODUCTION, t.database);
    try {
      const res = await production.request('GET', '/metrics');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    } finally {
      await production.close();
    }
    const withToken = await startTestApp({ ...PRODUCTION, METRICS_TOKEN: 'scrape-token-0123456789' }, t.database);
    try {
      expect((await withToken.request('GET', '/metrics', { token: 'scrape-token-0123456789' })).status).toBe(200);
    } finally {
      await withToken.close();
    }
  });
});
