import { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuilt } from '../support/build';
import { freePort, spawnStartProd, startupMessages, waitForLine } from '../support/child-process';
import { lastCode } from '../support/outbox';
import { testEnvironment } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * One request on the keep-alive agent; `parts` of the body are written `gapMs` apart (a
 * slow upload). Rejects on a connection reset or a cut answer.
 */
function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  options: {
    body?: string;
    parts?: number;
    gapMs?: number;
    headers?: Record<string, string>;
    /** Called once the headers and the first part of the body are on the wire. */
    onFirstPart?: () => void;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = options.body ?? '';
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (!res.complete) reject(new Error(`${method} ${path}: answer cut`));
          else resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    const parts = options.parts ?? 1;
    const size = Math.ceil(body.length / parts);
    void (async () => {
      for (let i = 0; i < parts; i++) {
        if (i > 0) await sleep(options.gapMs ?? 0);
        const last = i === parts - 1;
        const chunk = body.slice(i * size, (i + 1) * size);
        const flushed = () => (i === 0 ? options.onFirstPart?.() : undefined);
        if (last) req.end(chunk, flushed);
        else req.write(chunk, flushed);
      }
    })();
  });
}

/** The server's own count of open HTTP connections (the `http_connections_open` gauge). */
async function openConnections(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return Number(/^http_connections_open (\d+)$/m.exec(text)?.[1] ?? 0);
}

/** CONTRACT §10.6: SIGTERM with requests in flight; every one is answered, the process exits 0 in time. */
describe('shutdown of the real server with requests in flight', () => {
  // The server as npm start runs it: dist, built first when missing or stale.
  beforeAll(() => ensureBuilt(), 240_000);

  const TIMEOUT_SECONDS = 10;
  let database: TestDatabase;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    child = spawnStartProd({
      PATH: process.env.PATH,
      ...testEnvironment(database.dataDir, database.url),
      LOG_LEVEL: 'info',
      PORT: String(port),
      // Password logins take a noticeable time: requests that are busy when the signal comes.
      BCRYPT_COST: '10',
      SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      // The stop itself; the drain before it (CONTRACT §11.6) is the next describe's.
      SHUTDOWN_DRAIN_SECONDS: '0',
    });
    await waitForLine(child, /listening on/, 60_000);
  });

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
  });

  it('answers all ~100 requests in flight, closes idle and busy keep-alive connections, and exits 0', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 200 });
    const outbox = testEnvironment(database.dataDir, database.url).SMS_OUTBOX_FILE;
    const phone = '+998901230077';
    const password = 'correct horse';
    const registered = await send(agent, port, 'POST', '/v1/auth/register', {
      body: JSON.stringify({ firstName: 'Ali', lastName: 'V', phone, password, passwordConfirmation: password }),
    });
    expect(registered.status).toBe(201);
    const verified = await send(agent, port, 'POST', '/v1/auth/verify-phone', {
      body: JSON.stringify({ challengeId: JSON.parse(registered.body).challengeId, code: lastCode(outbox, phone) }),
    });
    const { accessToken } = JSON.parse(verified.body) as { accessToken: string };

    // Idle keep-alive connections: used once, then left open.
    const idleAgent = new Agent({ keepAlive: true, maxSockets: 10 });
    await Promise.all(Array.from({ length: 10 }, () => send(idleAgent, port, 'GET', '/health')));

    // A client that sends headers and half a body and then nothing: it must not hold the stop.
    const stalled = connect(port, '127.0.0.1');
    stalled.on('error', () => undefined);
    stalled.write(
      'POST /v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ph',
    );

    const login = JSON.stringify({ phone, password });
    let onWire = 0;
    const onFirstPart = () => void (onWire += 1);
    const inFlight: Promise<Answer>[] = [
      ...Array.from({ length: 10 }, () => send(agent, port, 'POST', '/v1/auth/login', { body: login, onFirstPart })),
      ...Array.from({ length: 70 }, () =>
        send(agent, port, 'GET', '/v1/me', { headers: { authorization: `Bearer ${accessToken}` }, onFirstPart }),
      ),
      // Slow uploads: the second half of the body arrives after the signal (with room for a
      // busy machine, where getting every request on the wire takes a second or two).
      ...Array.from({ length: 20 }, () =>
        send(agent, port, 'POST', '/v1/auth/login/start', {
          body: JSON.stringify({ phone }),
          parts: 2,
          gapMs: 4_000,
          onFirstPart,
        }),
      ),
    ];
    // Every request is on the wire (on a busy machine that takes a while) and its connection
    // accepted by the server: the 10 idle ones, the 100 busy ones and the stalled one. (A
    // connection the kernel holds but the process has not yet accepted is reset when the
    // listener closes; it has not reached the service.) The slow uploads are half way.
    while (onWire < inFlight.length) await sleep(20);
    while ((await openConnections(port)) < 10 + inFlight.length + 1) await sleep(20);
    await sleep(100);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const answers = await Promise.allSettled(inFlight);
    const failures = answers.filter((a) => a.status === 'rejected').map((a) => String(a.reason));
    expect(failures).toEqual([]);
    const done = answers.map((a) => (a as PromiseFulfilledResult<Answer>).value);
    expect(done).toHaveLength(100);
    for (const answer of done) {
      expect([200]).toContain(answer.status);
      expect(() => JSON.parse(answer.body) as unknown).not.toThrow();
    }
    // Answers given after the signal close their connection.
    expect(done.filter((a) => a.connection === 'close').length).toBeGreaterThanOrEqual(20);

    const code = await exited;
    const tookMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(TIMEOUT_SECONDS * 1000);
    stalled.destroy();
    agent.destroy();
    idleAgent.destroy();
  });
});

/** CONTRACT §11.6: after SIGTERM readiness fails at once while everything else is served for the drain. */
describe('drain before the stop', () => {
  beforeAll(() => ensureBuilt(), 240_000);

  const DRAIN_SECONDS = 2;
  const TIMEOUT_SECONDS = 5;
  let database: TestDatabase;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    child = spawnStartProd({
      PATH: process.env.PATH,
      ...testEnvironment(database.dataDir, database.url),
      LOG_LEVEL: 'info',
      PORT: String(port),
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    });
    await waitForLine(child, /listening on/, 60_000);
  });

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await database.drop();
  });

  /** A request on a connection of its own (a new connection each time, as a new client would). */
  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { connection: 'close', ...headers } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: unknown } };
  }

  it('answers readiness 503 at once, serves everything else until the drain ends, then exits 0 in time', async () => {
    const outbox = testEnvironment(database.dataDir, database.url).SMS_OUTBOX_FILE;
    const agent = new Agent({ keepAlive: true });
    const phone = '+998901230078';
    const password = 'correct horse';
    const registered = await send(agent, port, 'POST', '/v1/auth/register', {
      body: JSON.stringify({ firstName: 'Ali', lastName: 'V', phone, password, passwordConfirmation: password }),
    });
    const verified = await send(agent, port, 'POST', '/v1/auth/verify-phone', {
      body: JSON.stringify({ challengeId: JSON.parse(registered.body).challengeId, code: lastCode(outbox, phone) }),
    });
    const { accessToken } = JSON.parse(verified.body) as { accessToken: string };
    const me = { authorization: `Bearer ${accessToken}` };
    expect((await get('/health/ready')).status).toBe(200);

    const signalledAt = Date.now();
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    await waitForLine(child, /readiness fails/, 2_000);

    for (const path of ['/health/ready', '/health']) {
      const ready = await get(path);
      expect(ready.status).toBe(503);
      expect(ready.body.error).toEqual({
        code: 'service_unavailable',
        message: expect.any(String),
        details: { checks: { process: 'stopping' } },
        requestId: expect.any(String),
      });
    }
    // Until the drain ends, new connections are taken and answered: keep-alive ones and new ones.
    let served = 0;
    while (Date.now() - signalledAt < DRAIN_SECONDS * 1000 - 500) {
      expect((await get('/v1/me', me)).status).toBe(200);
      expect((await send(agent, port, 'GET', '/v1/me', { headers: me })).status).toBe(200);
      expect((await get('/health/live')).status).toBe(200);
      served += 1;
      await sleep(100);
    }
    expect(served).toBeGreaterThan(3);

    const code = await exited;
    const tookMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(tookMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(tookMs).toBeLessThan(TIMEOUT_SECONDS * 1000);
    agent.destroy();
  });
});

describe('start-up refusals of production (CONTRACT §2)', () => {
  // The server as npm start runs it: dist, built first when missing or stale.
  beforeAll(() => ensureBuilt(), 240_000);

  const production = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    JWT_SECRET: 'j'.repeat(40),
    HASH_KEY: 'h'.repeat(40),
    KEYS_SECRET: 'k'.repeat(40),
    SMS_PROVIDER: 'eskiz',
    ESKIZ_EMAIL: 'ops@example.uz',
    ESKIZ_PASSWORD: 'secret',
  };

  async function refusal(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
    const child = spawnStartProd({ ...production, ...env });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { code, lines: startupMessages(stderr) };
  }

  it.each([
    [{ TRUST_PROXY: 'true' }, /^Invalid configuration: TRUST_PROXY /],
    [{ TRUST_PROXY: '0.0.0.0/0' }, /^Invalid configuration: TRUST_PROXY /],
    [{ HASH_KEY: 'j'.repeat(40) }, /^Invalid configuration: HASH_KEY must differ from JWT_SECRET/],
    [{ KEYS_SECRET: '' }, /^Invalid configuration: KEYS_SECRET is required in production/],
    [{ WEBHOOK_ALLOW_PRIVATE: 'true' }, /^Invalid configuration: WEBHOOK_ALLOW_PRIVATE /],
    [{ EDOC_BASE_URL: 'http://api.didox.uz' }, /^Invalid configuration: EDOC_BASE_URL /],
    [{ ESKIZ_BASE_URL: 'http://notify.eskiz.uz' }, /^Invalid configuration: ESKIZ_BASE_URL /],
  ])('stops on %j with one line naming the variable', async (env, line) => {
    const { code, lines } = await refusal(env);
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(line)]);
  });
});
