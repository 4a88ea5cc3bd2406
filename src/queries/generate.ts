import 'reflect-metadata';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { collectStatements, renderQueries } from './render';

/**
 * `npm run sql`: writes every named statement's final text to src/queries/<module>.sql, from
 * the built `*.sql.js` files (test/unit/sql-queries.spec.ts fails when the committed files
 * differ). A module's file that no longer has statements is removed.
 */
function main(): void {
  const target = resolve(process.argv[2] ?? 'src/queries');
  const files = renderQueries(collectStatements(resolve(__dirname, '..'), 'js'));
  for (const name of readdirSync(target).filter((file) => file.endsWith('.sql') && !files.has(file))) {
    rmSync(join(target, name));
  }
  for (const [name, text] of files) writeFileSync(join(target, name), text);
  process.stdout.write(`wrote ${files.size} files of named statements to ${target}\n`);
}

main();
