import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';
import { runPendingMigrations } from '../../src/database/migrate';
import { adminQuery, serverUrl, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV, withDatabase } from './test-database';
import { writeDocumentCache } from './document-truth';
import { useRunTempRoot } from './temp-root';

async function migrate(url: string): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(url, { poolSize: 2 })).initialize();
  try {
    await runPendingMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

/** The run's temporary folder with openapi.yaml parsed once into it, then one migrated template database that every test file copies. */
export default async function globalSetup(): Promise<void> {
  writeDocumentCache(useRunTempRoot());
  const server = serverUrl();
  if (server) {
    const name = `svc_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(server, `CREATE DATABASE "${name}"`);
    await migrate(withDatabase(server, name));
    process.env[TEMPLATE_DB_ENV] = name;
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'svc-template-'));
  const embedded = await startEmbeddedPostgres(dir);
  try {
    await migrate(embedded.url);
  } finally {
    await embedded.stop();
  }
  process.env[TEMPLATE_DIR_ENV] = dir;
}
