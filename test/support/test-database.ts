import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { embeddedServerUrl, spawnEmbeddedServer, stopChild } from './child-process';

/**
 * Each test file gets a database of its own, copied from a template that the global
 * setup migrated once: `CREATE DATABASE … TEMPLATE …` on a real PostgreSQL, a copy of the
 * template's data directory for the embedded one.
 */
export const TEMPLATE_DB_ENV = 'SVC_TEST_TEMPLATE_DB';
export const TEMPLATE_DIR_ENV = 'SVC_TEST_TEMPLATE_DIR';

/** The server the suite uses, or undefined for the embedded database. */
export function serverUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  return url ? url : undefined;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** DATABASE_URL of this file's own database. */
  url: string;
  /** DATA_DIR: the embedded database's files, or a scratch directory. */
  dataDir: string;
  drop(): Promise<void>;
}

/** A database of its own, migrated (a copy of the template) or, with `empty`, without any table. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-test-'));
  const server = serverUrl();
  if (!server) {
    // The embedded mode: a copy of the template's files, served by PGlite in a child process.
    if (!options.empty) cpSync(process.env[TEMPLATE_DIR_ENV]!, dataDir, { recursive: true });
    const child = spawnEmbeddedServer(dataDir);
    const drop = async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    };
    try {
      // Starting PGlite takes a few seconds, far more on a machine busy with the other workers.
      return { url: await embeddedServerUrl(child, 45_000), dataDir, drop };
    } catch (error) {
      // A start that timed out must not leave its server running (and loading the machine further).
      await drop();
      throw error;
    }
  }
  const name = `svc_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = process.env[TEMPLATE_DB_ENV]!;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(server, `CREATE DATABASE "${name}"${options.empty ? '' : ` TEMPLATE "${template}"`}`);
      break;
    } catch (error) {
      // Two copies of one template at the same instant: PostgreSQL asks the second to wait.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return {
    url: withDatabase(server, name),
    dataDir,
    drop: async () => {
      await adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
