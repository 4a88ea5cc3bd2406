import { rmSync } from 'node:fs';
import { removeRunTempRoot } from './temp-root';
import { adminQuery, serverUrl, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV } from './test-database';

/** The template database, then the run's temporary folder, which must be empty by now (temp-root.ts). */
export default async function globalTeardown(): Promise<void> {
  const server = serverUrl();
  const template = process.env[TEMPLATE_DB_ENV];
  if (server && template) await adminQuery(server, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
  removeRunTempRoot();
}
