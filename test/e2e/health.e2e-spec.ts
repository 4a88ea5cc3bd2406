import { DataSource } from 'typeorm';
import { HotStatements } from '../../src/database/hot-statements';
import { runPendingMigrations } from '../../src/database/migrate';
import { newPhone, registerAccount } from '../support/accounts';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { startTestApp, TestApp } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Nothing listens on port 1: a Redis that is down. */
const DEAD_REDIS_URL = 'redis://127.0.0.1:1';

describe('health: liveness and readiness', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers liveness without checking anything but the process', async () => {
    const res = await t.request('GET', '/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { process: 'up' } });
  });

  it('answers readiness with the database, Redis and the migrations; /health is readiness', async () => {
    const ready = await t.request('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up', migrations: 'up' } });
    const health = await t.request('GET', '/health');
    expect(health.body).toEqual(ready.body);
  });

  it('keeps the probes public and outside /v1', async () => {
    for (const path of ['/v1/health', '/v1/health/live', '/v1/health/ready']) {
      expect((await t.request('GET', path)).status).toBe(404);
    }
  });
});

describe('health: not ready with migrations pending (DB_MIGRATE=off on an empty database)', () => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    t = await startTestApp({ DB_MIGRATE: 'off' }, database);
  });

  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('answers readiness 503 service_unavailable naming the pending migrations, liveness 200', async () => {
    const ready = await t.request('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error).toMatchObject({
      code: 'service_unavailable',
      details: { checks: { database: 'up', migrations: 'pending' } },
      requestId: expect.any(String),
    });
    expect((await t.request('GET', '/health')).status).toBe(503);
    expect((await t.request('GET', '/health/live')).status).toBe(200);
  });

  it('signs its first token once the migrations have run, with the first signing key made then', async () => {
    await runPendingMigrations(t.app.get(DataSource));
    expect((await t.request('GET', '/health/ready')).status).toBe(200);
    const account = await registerAccount(t);
    expect((await t.request('GET', '/v1/me', { token: account.accessToken })).status).toBe(200);
  });
});

describe('health and rate limits while Redis is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL: DEAD_REDIS_URL, AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await t.close();
  });

  const login = () =>
    t.request('POST', '/v1/auth/login', {
      body: { phone: newPhone(), password: 'whatever1' },
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });

  it('answers readiness 503 with redis down, liveness 200', async () => {
    const ready = await t.request('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error.code).toBe('service_unavailable');
    expect(ready.body.error.details.checks).toEqual({ database: 'up', redis: 'down', migrations: 'up' });
    expect((await t.request('GET', '/health/live')).status).toBe(200);
  });

  it('still answers logins (never 500) and still limits them, counting in this process', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await login());
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([401, 401, 401]);
    expect(answers.slice(0, 3).map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['2', '1', '0']);
    expect(answers[3].status).toBe(429);
    expect(answers[3].body.error.code).toBe('too_many_requests');
  });
});

describe('health: not ready when the hot statements pool cannot reach the database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ REDIS_URL });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers readiness 503 with the database down once that pool is gone, TypeORM pool and all', async () => {
    expect((await t.request('GET', '/health/ready')).status).toBe(200);
    await t.app.get(HotStatements).close();
    const ready = await t.request('GET', '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error.details.checks).toEqual({ database: 'down', redis: 'up' });
  });
});
