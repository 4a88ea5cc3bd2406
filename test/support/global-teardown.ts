import { rmSync } from 'node:fs';
import { adminQuery, serverUrl, TEMPLATE_DB_ENV, TEMPLATE_DIR_ENV } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const server = serverUrl();
  const template = process.env[TEMPLATE_DB_ENV];
  if (server && template) await adminQuery(server, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}
