import { randomInt, randomUUID } from 'node:crypto';
import { createServer, IncomingHttpHeaders, request as httpRequest, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { loadMigrations } from '../../src/database/migrations';
import { MetricsService } from '../../src/metrics/metrics.service';
import { newPhone } from '../support/accounts';
import { freePort } from '../support/child-process';
import { Haproxy, startHaproxy } from '../support/haproxy';
import { lastCode } from '../support/outbox';
import { describeWithTool } from '../support/outside-tools';
import { createTestDatabase, serverUrl, TestDatabase } from '../support/test-database';
import { startTestApp, TestApp, TestResponse } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** .ci/run requires haproxy, so CI never skips the file. */
const run = describeWithTool('haproxy', 'haproxy');

/** CONTRACT §10.5 through a real load balancer: three instances, one PostgreSQL, one Redis. */
run('three instances behind HAProxy (haproxy.cfg)', () => {
  let database: TestDatabase;
  let apps: TestApp[];
  let proxy: Haproxy;

  beforeAll(async () => {
    // All three at the same moment on a database without any table: each tries to migrate. (The
    // embedded database is one PGlite session that no advisory lock can serialise, and only one
    // process can own its files: there the three share an already migrated copy.)
    database = await createTestDatabase({ empty: serverUrl() !== undefined });
    const env = { REDIS_URL, TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '6' };
    apps = await Promise.all([1, 2, 3].map(() => startTestApp(env, database)));
    proxy = await startHaproxy(apps.map((app) => Number(new URL(app.baseUrl).port)));
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const app of apps ?? []) await app.close();
    await database?.drop();
  });

  /**
   * A client address of its own, which HAProxy passes on in X-Forwarded-For: the instances'
   * limits count per route and address in the Redis every file of the suite shares, and other
   * files sign up from 127.0.0.1 too (at this file's limit of 6 a minute).
   */
  const clientAddress = () => ({ 'X-Forwarded-For': `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}` });

  async function viaProxy(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const response = await fetch(`${proxy.url}${path}`, {
      method,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body: TestResponse['body'] = text ? JSON.parse(text) : undefined;
    return { status: response.status, headers: response.headers, body };
  }

  /** How many requests to one route an instance answered, from its own metrics. */
  async function answered(app: TestApp, route: string): Promise<number> {
    const metric = await app.app.get(MetricsService).registry.getSingleMetric('http_requests_total')!.get();
    return metric.values.filter((v) => v.labels.route === route).reduce((sum, v) => sum + v.value, 0);
  }

  it('migrated once although the three started at the same moment, and all are ready', async () => {
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
      const expected = loadMigrations().map((Migration) => (new Migration() as { name: string }).name);
      expect(rows.map((r) => r.name)).toEqual(expected);
    } finally {
      await client.end();
    }
    for (const app of apps) expect((await app.request('GET', '/health/ready')).status).toBe(200);
    expect((await viaProxy('GET', '/health/ready')).status).toBe(200);
  });

  it('counts the per-IP limit once across the instances (X-Forwarded-For through the proxy)', async () => {
    // Round robin spreads the logins over the replicas only while HAProxy sends to every one at
    // full weight: none DOWN, none a failed check away from it (as each is until its first
    // check passes), none in slowstart after coming back.
    await proxy.untilEveryServerServes();
    const ip = clientAddress();
    const before = await Promise.all(apps.map((app) => answered(app, '/v1/auth/login')));
    // An id of its own for each login, to find in HAProxy's log which replica took it.
    const ids = Array.from({ length: 7 }, (_, i) => `limit-${i}-${randomUUID()}`);
    const answers = [];
    for (const id of ids) {
      answers.push(
        await viaProxy('POST', '/v1/auth/login', {
          body: { phone: newPhone(), password: 'whatever1' },
          headers: { ...ip, 'X-Request-Id': id },
        }),
      );
    }
    expect(answers.slice(0, 6).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(answers.slice(0, 6).map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual([
      '5',
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    expect(answers[6].status).toBe(429);
    // Who answered, by HAProxy's log and by each replica's own metrics: the same.
    const servers = await proxy.serversOf(ids);
    const after = await Promise.all(apps.map((app) => answered(app, '/v1/auth/login')));
    expect(after.map((n, i) => n - before[i])).toEqual(
      apps.map((_, i) => servers.filter((s) => s === `app${i + 1}`).length),
    );
    // Several instances answered them (round robin), yet the count was one. Should one have
    // answered all, HAProxy's checks tell whether it had taken the others out meanwhile.
    const replicas = after.filter((n, i) => n > before[i]).length;
    if (replicas < 2) process.stderr.write(`HAProxy's checks and state changes:\n${proxy.checks().join('\n')}\n`);
    expect(replicas).toBeGreaterThanOrEqual(2);
  });

  it('gives a request without X-Request-Id its unique id: the replica answers with it and the proxy logs it', async () => {
    const res = await viaProxy('GET', '/v1/nope');
    const id = res.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(res.body.error.requestId).toBe(id);
    // The client's own id is kept, and logged as well.
    const own = await viaProxy('GET', '/v1/nope', { headers: { 'X-Request-Id': 'till-7.req-42' } });
    expect(own.body.error.requestId).toBe('till-7.req-42');
    for (let i = 0; i < 20 && !proxy.log().some((l) => l.includes('till-7.req-42')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(proxy.log().find((l) => l.includes(`request_id=${id}`))).toContain('"GET /v1/nope HTTP/1.1"');
    expect(proxy.log().some((l) => l.endsWith('request_id=till-7.req-42'))).toBe(true);
  });

  it('refuses an ended session on every instance on the very next request', async () => {
    const phone = newPhone();
    const password = 'correct horse';
    const headers = clientAddress();
    const registered = await viaProxy('POST', '/v1/auth/register', {
      body: { firstName: 'Ali', lastName: 'Valiyev', phone, password, passwordConfirmation: password },
      headers,
    });
    expect(registered.status).toBe(201);
    const code = lastCode(apps[0].config.sms.outboxFile, phone);
    const verified = await viaProxy('POST', '/v1/auth/verify-phone', {
      body: { challengeId: registered.body.challengeId, code },
      headers,
    });
    expect(verified.status).toBe(200);
    const { accessToken, refreshToken } = verified.body as { accessToken: string; refreshToken: string };
    for (const app of apps) expect((await app.request('GET', '/v1/me', { token: accessToken })).status).toBe(200);

    expect((await viaProxy('POST', '/v1/auth/logout', { body: { refreshToken }, headers })).status).toBe(204);

    for (const app of apps) {
      const refused = await app.request('GET', '/v1/me', { token: accessToken });
      expect(refused.status).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      expect((await viaProxy('GET', '/v1/me', { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(
        401,
      );
    }
  });
});

run('HAProxy with no instance ready', () => {
  it('answers the service_unavailable envelope with a request id, not its own page', async () => {
    const proxy = await startHaproxy([await freePort()]);
    try {
      // The first check marks the only server down; until then HAProxy may still try it.
      let res = await fetch(`${proxy.url}/v1/me`);
      for (let i = 0; i < 20 && res.status !== 503; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        res = await fetch(`${proxy.url}/v1/me`);
      }
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
      expect(body).toEqual({
        error: { code: 'service_unavailable', message: expect.any(String), details: {}, requestId: expect.any(String) },
      });
      expect(res.headers.get('x-request-id')).toBe(body.error.requestId);
    } finally {
      await proxy.stop();
    }
  });
});

/**
 * CONTRACT §11.6: a replica that takes a request and closes without an answer (as one that
 * crashes does). Only the requests it is safe to send twice are resent; HAProxy's 502 is the
 * envelope. The replica is ready to HAProxy's checks, so HAProxy keeps choosing it.
 */
run('HAProxy resending a request that got no answer', () => {
  let proxy: Haproxy;
  let server: Server;
  const received: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/health/ready') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok","checks":{}}');
        return;
      }
      received.push(`${req.method} ${req.url}`);
      req.resume();
      req.on('end', () => req.socket.destroy());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy = await startHaproxy([(server.address() as AddressInfo).port]);
  });

  afterAll(async () => {
    await proxy?.stop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each([
    ['GET', '/v1/me', 4],
    ['HEAD', '/v1/me', 4],
    ['POST', '/v1/auth/refresh', 4],
    ['POST', '/v1/orgs/3f0c9a52-7f0e-4f4e-9a43-2d3c1c0e8b11/members/lookup', 4],
    ['POST', '/v1/auth/login', 1],
    ['POST', '/v1/auth/register', 1],
    ['POST', '/v1/orgs', 1],
    ['PUT', '/v1/me/password', 1],
    ['DELETE', '/v1/me/sessions/3f0c9a52-7f0e-4f4e-9a43-2d3c1c0e8b11', 1],
  ])('%s %s is sent %i time(s), then answered 502 with the envelope', async (method, path, times) => {
    received.length = 0;
    // A connection of its own: HAProxy closes the client's connection after its 502.
    const res = await new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const url = new URL(`${proxy.url}${path}`);
      const body = method === 'GET' || method === 'HEAD' ? undefined : '{"x":1}';
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent: false,
          headers: body ? { 'content-type': 'application/json' } : {},
        },
        (answer) => {
          let text = '';
          answer.setEncoding('utf8');
          answer.on('data', (chunk: string) => (text += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(res.status).toBe(502);
    expect(received).toEqual(Array.from({ length: times }, () => `${method} ${path}`));
    if (method === 'HEAD') return;
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(res.text) as { error: { requestId: string } };
    expect(body).toEqual({
      error: { code: 'service_unavailable', message: expect.any(String), details: {}, requestId: expect.any(String) },
    });
    expect(res.headers['x-request-id']).toBe(body.error.requestId);
  });
});
