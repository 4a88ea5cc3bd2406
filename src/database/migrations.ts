import { readdirSync } from 'node:fs';
import { join } from 'node:path';

type MigrationClass = new () => unknown;

/**
 * The migrations directory: `migrations/` at the top of the project, compiled to
 * `dist/migrations` beside the compiled sources.
 */
function migrationsDirectory(): string {
  return __filename.endsWith('.ts') ? join(__dirname, '..', '..', 'migrations') : join(__dirname, '..', 'migrations');
}

/** Every migration class, in file-name (timestamp) order. */
export function loadMigrations(directory = migrationsDirectory()): MigrationClass[] {
  const ext = __filename.endsWith('.ts') ? '.ts' : '.js';
  return readdirSync(directory)
    .filter((file) => file.endsWith(ext) && !file.endsWith('.d.ts'))
    .sort()
    .flatMap((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(join(directory, file)) as Record<string, unknown>;
      return Object.values(exported).filter((value): value is MigrationClass => typeof value === 'function');
    });
}
