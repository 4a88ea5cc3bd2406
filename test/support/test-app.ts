import { join } from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp, HttpOptions } from '../../src/app.factory';
import { AppConfig } from '../../src/config/app-config';
import { loadConfig } from '../../src/config/load-config';
import { serveApiDocs } from '../../src/openapi/docs-route';
import { createTestDatabase, TestDatabase } from './test-database';
import { watchAnswers } from './document-truth';
import { TestClock } from './test-clock';
import { NO_REQUEST_LIMITS } from './request-limits';

export interface TestApp {
  app: NestFastifyApplication;
  baseUrl: string;
  config: AppConfig;
  database: TestDatabase;
  /** The app's clock, which the test may move forward. */
  clock: TestClock;
  /** HTTP against the running server; JSON bodies are sent and parsed. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  token?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** The environment every test app starts from; a test adds or overrides variables. */
export function testEnvironment(dataDir: string, url: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    KEYS_SECRET: 'test-keys-secret-test-keys-secret-0123456789',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    BCRYPT_COST: '4',
    SMS_PROVIDER: 'outbox',
    SMS_OUTBOX_FILE: join(dataDir, 'sms-outbox.jsonl'),
    EDOC_SYNC_INTERVAL_SECONDS: '0',
    // Tests move clocks by days: housekeeping runs only when a test asks (Housekeeping.runOnce).
    HOUSEKEEPING_INTERVAL_SECONDS: '0',
    ...NO_REQUEST_LIMITS,
  };
}

/**
 * A real app on its own copy of the migrated database, listening on a loopback port. Given
 * the database of another test app, it shares it (a second instance); closing it then
 * leaves the database to its owner.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  shared?: TestDatabase,
  http: HttpOptions = {},
): Promise<TestApp> {
  const database = shared ?? (await createTestDatabase());
  const config = loadConfig({ ...testEnvironment(database.dataDir, database.url), ...env });
  const clock = new TestClock();
  const app = await createApp(config, { ...http, clock, docs: serveApiDocs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Every answer is held to the committed openapi.yaml (document-truth.ts): checked at close.
  const truth = watchAnswers(app.getHttpServer());
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    config,
    database,
    clock,
    async request(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
    async close() {
      await app.close();
      if (!shared) await database.drop();
      const violations = truth.violations();
      if (violations.length > 0) {
        throw new Error(`answers openapi.yaml does not list (CONTRACT §12.4):\n${violations.join('\n')}`);
      }
    },
  };
}
