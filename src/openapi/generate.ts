import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { renderPermissionsDoc } from './permissions-doc';
import { renderOpenApi } from './render';

/**
 * `npm run openapi`: writes openapi.yaml from the code, without a database or a port, and
 * docs/permissions.md beside it.
 */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'openapi.yaml');
  const yaml = await renderOpenApi();
  writeFileSync(target, yaml);
  const permissions = join(dirname(target), 'docs', 'permissions.md');
  writeFileSync(permissions, renderPermissionsDoc(yaml));
  process.stdout.write(`wrote ${target} and ${permissions}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
