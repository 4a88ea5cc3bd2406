import { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newPhone } from '../support/accounts';
import { ensureBuilt } from '../support/build';
import { freePort, PROJECT_ROOT, spawnStartProd, stopChild, waitForLine } from '../support/child-process';
import { FakeEskiz, startFakeEskiz } from '../support/fake-eskiz';
import { CLIENT, descendsFrom, ExportedSpan, exportedSpans, SERVER } from '../support/otlp';
import { testEnvironment } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';
import { Receiver, startReceiver } from '../support/webhook-receiver';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PRELOAD = join(PROJECT_ROOT, 'test', 'support', 'loaded-modules.js');
const ESKIZ_PASSWORD = 'Eskiz-secret-never-traced';
const PASSWORD = 'Traced-but-secret-2026';
const QUERY_SECRET = 'Qu3ry-Secret-Value';

interface Run {
  /** The files of node_modules/@opentelemetry the service had loaded when it exited. */
  loaded: string[];
  /** How the service exited. */
  code: number | null;
}

/**
 * The service as `npm start` runs it (dist), with `extra` in its environment, on its own
 * database, SMS through a fake Eskiz: `requests` runs against it, then it is stopped by
 * SIGTERM as an orchestrator would.
 */
async function runService(
  database: TestDatabase,
  eskiz: FakeEskiz,
  extra: Record<string, string>,
  requests: (base: string) => Promise<void>,
): Promise<Run> {
  const port = await freePort();
  const loadedFile = join(database.dataDir, `loaded-${port}.json`);
  const child: ChildProcess = spawnStartProd({
    PATH: process.env.PATH,
    ...testEnvironment(database.dataDir, database.url),
    NODE_OPTIONS: `--require ${JSON.stringify(PRELOAD)}`,
    LOADED_MODULES_FILE: loadedFile,
    PORT: String(port),
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    REDIS_URL,
    SMS_PROVIDER: 'eskiz',
    ESKIZ_BASE_URL: eskiz.url,
    ESKIZ_EMAIL: eskiz.email,
    ESKIZ_PASSWORD: eskiz.password,
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...extra,
  });
  let code: number | null;
  try {
    await waitForLine(child, /listening on/, 60_000);
    await requests(`http://127.0.0.1:${port}`);
  } finally {
    code = await stopChild(child);
  }
  return { loaded: JSON.parse(readFileSync(loadedFile, 'utf8')) as string[], code };
}

/** One sign-up: rate-limited in Redis, recorded in PostgreSQL, its code sent through Eskiz. */
async function register(base: string, phone: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      firstName: 'Ali',
      lastName: 'Valiyev',
      phone,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    }),
  });
}

describe('traces: OTLP export of one request joined under its incoming traceparent', () => {
  beforeAll(() => ensureBuilt(), 240_000);

  let database: TestDatabase;
  let eskiz: FakeEskiz;
  let collector: Receiver;

  beforeAll(async () => {
    [database, eskiz, collector] = await Promise.all([
      createTestDatabase(),
      startFakeEskiz({ password: ESKIZ_PASSWORD }),
      startReceiver('/v1/traces'),
    ]);
    collector.answer = (_received, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  }, 90_000);

  afterAll(async () => {
    await Promise.all([collector?.close(), eskiz?.close()]);
    await database?.drop();
  });

  describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
    const traceId = randomBytes(16).toString('hex');
    const parentId = randomBytes(8).toString('hex');
    const requestId = `trace-test-${randomBytes(4).toString('hex')}`;
    const phone = newPhone();
    let run: Run;
    let status: number;
    let spans: ExportedSpan[];
    let server: ExportedSpan;
    /** The Eskiz calls of this run. */
    let eskizCalls: string[];

    beforeAll(async () => {
      const before = eskiz.headers.length;
      run = await runService(
        database,
        eskiz,
        {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url.replace(/\/v1\/traces$/, ''),
          OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
          // Nothing leaves before the stop: the spans seen below were flushed by it.
          OTEL_BSP_SCHEDULE_DELAY: '600000',
        },
        async (base) => {
          const answer = await register(base, phone, {
            traceparent: `00-${traceId}-${parentId}-01`,
            'x-request-id': requestId,
          });
          status = answer.status;
          await fetch(`${base}/v1/nope?token=${QUERY_SECRET}`);
          await fetch(`${base}/health/ready`);
        },
      );
      eskizCalls = eskiz.headers.slice(before).map((headers) => String(headers.traceparent));
      spans = exportedSpans(collector.received);
      server = spans.find((span) => span.kind === SERVER && span.traceId === traceId)!;
    }, 120_000);

    it('stops cleanly and exports on the stop what it had buffered', () => {
      expect(run.code).toBe(0);
      expect(status).toBe(201);
      expect(collector.received.every((r) => r.url === '/v1/traces')).toBe(true);
      expect(server).toBeDefined();
    });

    it('continues the incoming trace with a server span named by the route template, with status and request id', () => {
      expect(server).toMatchObject({
        traceId,
        parentSpanId: parentId,
        name: 'POST /v1/auth/register',
        attributes: expect.objectContaining({
          'http.route': '/v1/auth/register',
          'http.request.method': 'POST',
          'http.response.status_code': 201,
          'request.id': requestId,
        }),
      });
      const version = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string })
        .version;
      expect(server.resource).toMatchObject({ 'service.name': 'svc-identity', 'service.version': version });
    });

    it('puts the PostgreSQL and Redis calls of the request under its server span', () => {
      const inTrace = spans.filter((span) => span.traceId === traceId);
      const database = inTrace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
      const redis = inTrace.filter((span) => span.attributes['db.system.name'] === 'redis');
      expect(database.length).toBeGreaterThan(0);
      expect(redis.length).toBeGreaterThan(0);
      // Redis commands by name only: the arguments hold keys (addresses, phones) and values.
      for (const span of redis) expect(span.attributes['db.query.text']).toBe(span.attributes['db.operation.name']);
      for (const span of [...database, ...redis]) {
        expect(span.kind).toBe(CLIENT);
        expect(descendsFrom(span, server, inTrace)).toBe(true);
      }
    });

    it('sends traceparent on the outgoing Eskiz calls, each from its own client span of the trace', () => {
      const clients = spans.filter(
        (span) =>
          span.traceId === traceId && span.kind === CLIENT && String(span.attributes['url.full']).startsWith(eskiz.url),
      );
      expect(clients.map((span) => new URL(String(span.attributes['url.full'])).pathname).sort()).toEqual([
        '/api/auth/login',
        '/api/message/sms/send',
      ]);
      expect(eskizCalls).toHaveLength(2);
      for (const traceparent of eskizCalls) {
        const [, sentTrace, sentParent] = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(traceparent) ?? [];
        expect(sentTrace).toBe(traceId);
        expect(clients.map((span) => span.spanId)).toContain(sentParent);
        expect(
          descendsFrom(
            clients.find((span) => span.spanId === sentParent)!,
            server,
            spans,
          ),
        ).toBe(true);
      }
    });

    it('keeps secrets out: no body, SQL value, Redis key, token, Authorization or query value; probes untraced', () => {
      const exported = collector.received.map((r) => r.body).join('\n');
      const smsCode = /\d{6}/.exec(eskiz.sent.find((sms) => sms.mobile_phone === phone.slice(1))!.message)![0];
      // The phone travels only as a statement's parameter and in Redis keys.
      const secrets = [PASSWORD, ESKIZ_PASSWORD, QUERY_SECRET, ...eskiz.tokens, smsCode, phone, phone.slice(1)];
      for (const secret of secrets) {
        expect(exported).not.toContain(secret);
      }
      expect(exported.toLowerCase()).not.toContain('authorization');
      const unknown = spans.find((span) => span.kind === SERVER && span.attributes['url.path'] === '/v1/nope');
      expect(unknown?.attributes['url.query']).toBe('token=REDACTED');
      expect(spans.filter((span) => String(span.attributes['url.path']).startsWith('/health'))).toEqual([]);
      const statements = spans.map((span) => span.attributes['db.query.text']).filter(Boolean);
      expect(statements.length).toBeGreaterThan(0);
    });
  });

  it('without OTEL_EXPORTER_OTLP_ENDPOINT loads no part of the SDK: only the API prom-client requires', async () => {
    const received = collector.received.length;
    const calls = eskiz.headers.length;
    const traceparent = `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01`;
    const run = await runService(database, eskiz, {}, async (base) => {
      expect((await register(base, newPhone(), { traceparent })).status).toBe(201);
    });
    expect(run.code).toBe(0);
    expect(eskiz.headers.length).toBeGreaterThan(calls);
    expect(eskiz.headers.slice(calls).map((headers) => headers.traceparent)).toEqual(
      eskiz.headers.slice(calls).map(() => undefined),
    );
    expect(run.loaded.length).toBeGreaterThan(0);
    expect(run.loaded.filter((file) => !file.includes('/node_modules/@opentelemetry/api/'))).toEqual([]);
    expect(collector.received.length).toBe(received);
  }, 120_000);
});
