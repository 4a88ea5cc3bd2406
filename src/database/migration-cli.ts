import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadDotEnv } from '../config/dotenv';
import { loadConfig } from '../config/load-config';
import { dataSourceOptions } from './data-source-options';
import { DatabaseEndpoint } from './database-endpoint';
import { pendingSchemaChanges, runPendingMigrations } from './migrate';

const USAGE = 'usage: migration-cli run | revert | check | generate <Name>';

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) =>
    queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${lines([...down].reverse())}
  }
}
`;
}

/** run, revert, check (exit 1 when entities and migrations disagree) and generate. */
async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (!['run', 'revert', 'check', 'generate'].includes(command ?? '') || (command === 'generate' && !name)) {
    throw new Error(USAGE);
  }
  loadDotEnv();
  const config = loadConfig(process.env);
  const endpoint = await DatabaseEndpoint.open(config);
  const dataSource = await new DataSource(dataSourceOptions(endpoint.url)).initialize();
  try {
    if (command === 'run') {
      await runPendingMigrations(dataSource);
      process.stdout.write('migrations applied\n');
    } else if (command === 'revert') {
      await dataSource.undoLastMigration({ transaction: 'each' });
      process.stdout.write('last migration reverted\n');
    } else {
      const { up, down } = await pendingSchemaChanges(dataSource);
      if (command === 'check') {
        if (up.length > 0) {
          process.stdout.write(`entities and migrations differ:\n${up.join(';\n')}\n`);
          process.exitCode = 1;
        } else {
          process.stdout.write('entities and migrations agree\n');
        }
      } else if (up.length === 0) {
        process.stdout.write('no changes: nothing generated\n');
      } else {
        const timestamp = Date.now();
        const className = `${name.replace(/[^A-Za-z0-9]/g, '')}${timestamp}`;
        const file = join(process.cwd(), 'migrations', `${timestamp}-${name}.ts`);
        writeFileSync(file, migrationSource(className, up, down));
        process.stdout.write(`wrote ${file}; review it before committing\n`);
      }
    }
  } finally {
    await dataSource.destroy();
    await endpoint.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
