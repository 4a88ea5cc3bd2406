import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderOpenApi } from './render';

/** `npm run openapi`: writes openapi.yaml from the code, without a database or a port. */
async function main(): Promise<void> {
  const target = resolve(process.argv[2] ?? 'openapi.yaml');
  writeFileSync(target, await renderOpenApi());
  process.stdout.write(`wrote ${target}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
