import { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { newPhone } from '../support/accounts';
import { ensureBuilt } from '../support/build';
import { freePort, spawnStartProd, stopChild, waitForLine } from '../support/child-process';
import { lastCode } from '../support/outbox';
import { NO_REQUEST_LIMITS } from '../support/request-limits';
import { createTestDatabase, TestDatabase } from '../support/test-database';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface LogLine {
  level: number;
  msg: string;
  context?: string;
  route?: string;
  [key: string]: unknown;
}

const INFO = 30;

/** The real entry point's stdout with LOG_FORMAT=json, after a session of requests. */
describe('logs: one cheap line per request, quiet start-up, no secrets', () => {
  // The server as npm start runs it: dist, built first when missing or stale.
  beforeAll(() => ensureBuilt(), 240_000);

  let database: TestDatabase;
  let child: ChildProcess;
  let stdout = '';
  const secrets: string[] = [];
  let orgId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const port = await freePort();
    const outbox = join(database.dataDir, 'sms-outbox.jsonl');
    child = spawnStartProd({
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      REDIS_URL,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX_FILE: outbox,
      BCRYPT_COST: '4',
      EDOC_SYNC_INTERVAL_SECONDS: '0',
      // At the default 10 a minute, rolling-restart's 17 sign-ups just before refused this one's.
      ...NO_REQUEST_LIMITS,
    });
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    await waitForLine(child, /listening on/, 60_000);

    const base = `http://127.0.0.1:${port}`;
    const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { res, body: (await res.json().catch(() => undefined)) as Record<string, string> };
    };
    const phone = newPhone();
    const password = 'Sup3r-Secret-Pass';
    secrets.push(password);
    const registered = await post('/v1/auth/register', {
      firstName: 'Ali',
      lastName: 'Valiyev',
      phone,
      password,
      passwordConfirmation: password,
    });
    const code = lastCode(outbox, phone);
    secrets.push(code);
    const verified = await post('/v1/auth/verify-phone', { challengeId: registered.body.challengeId, code });
    await post('/v1/auth/login', { phone, password: 'Wr0ng-Secret-Pass' });
    secrets.push('Wr0ng-Secret-Pass');
    const web = await post('/v1/auth/login', { phone, password }, { 'X-Client': 'web' });
    const cookie = web.res.headers.get('set-cookie')!.split(';')[0];
    secrets.push(verified.body.accessToken, verified.body.refreshToken, web.body.accessToken, cookie.split('=')[1]);
    await post('/v1/auth/refresh', {}, { 'X-Client': 'web', cookie });
    orgId = randomUUID();
    await fetch(`${base}/v1/orgs/${orgId}/members`, { headers: { authorization: `Bearer ${web.body.accessToken}` } });
    await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${verified.body.accessToken}` } });
    secrets.push('Qu3ry-Secret');
    await fetch(`${base}/v1/nope?token=Qu3ry-Secret`, { method: 'DELETE' });
    for (const path of ['/health', '/health/live', '/health/ready', '/metrics']) await fetch(`${base}${path}`);
    expect(await stopChild(child)).toBe(0);
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) await stopChild(child);
    await database.drop();
  });

  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  it('writes JSON lines only, and a short start: what was reached and migrated, no route chatter', () => {
    const all = lines();
    const start = all.slice(0, all.findIndex((l) => /^listening on/.test(l.msg)) + 1);
    expect(start.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^database reached: PostgreSQL at 127\.0\.0\.1:\d+ database "/),
        `Redis reached at ${new URL(REDIS_URL).hostname}:${new URL(REDIS_URL).port || '6379'}`,
        'migrations: none pending',
      ]),
    );
    expect(start.length).toBeLessThanOrEqual(8);
    const chatter = all.filter(
      (l) =>
        ['RoutesResolver', 'RouterExplorer', 'InstanceLoader', 'NestFactory'].includes(l.context ?? '') ||
        /Mapped \{/.test(l.msg),
    );
    expect(chatter).toEqual([]);
  });

  it('ends each request with one line: route template, method, status, time, request id, error code', () => {
    const requests = lines().filter((l) => l.msg === 'request completed');
    const members = requests.find((l) => l.route === '/v1/orgs/:id/members');
    expect(members).toEqual({
      level: INFO,
      time: expect.any(Number),
      pid: expect.any(Number),
      hostname: expect.any(String),
      msg: 'request completed',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      route: '/v1/orgs/:id/members',
      status: 404,
      responseTime: expect.any(Number),
      errorCode: 'organization_not_found',
    });
    const failedLogin = requests.find((l) => l.route === '/v1/auth/login' && l.status === 401);
    expect(failedLogin).toMatchObject({ method: 'POST', errorCode: 'invalid_credentials' });
    const me = requests.find((l) => l.route === '/v1/me');
    expect(me).toMatchObject({ status: 200 });
    expect(me).not.toHaveProperty('errorCode');
    expect(stdout).not.toContain(orgId);
    // No route matched: the line names the path (never the query string) beside the method.
    expect(requests.find((l) => l.route === 'unmatched')).toMatchObject({
      method: 'DELETE',
      path: '/v1/nope',
      status: 404,
      errorCode: 'not_found',
    });
  });

  it('logs no health probe or scrape at info', () => {
    const probes = lines().filter((l) => l.level >= INFO && /"\/(health|metrics)/.test(JSON.stringify(l)));
    expect(probes).toEqual([]);
  });

  it('never writes a password, code, token, cookie or header', () => {
    for (const secret of secrets) expect(stdout).not.toContain(secret);
    expect(stdout).not.toMatch(/authorization|"headers"|set-cookie|svc_refresh/i);
  });
});
