import { DataSource } from 'typeorm';

/** Advisory lock key held while migrating, so instances starting together take turns. */
const MIGRATION_LOCK = 7_120_411;

/**
 * Applies pending migrations once, even when several instances start at the same time;
 * answers the names of those this call applied.
 */
export async function runPendingMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((migration) => migration.name);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/** The SQL that would bring the database to the entities; empty when they agree. */
export async function pendingSchemaChanges(dataSource: DataSource): Promise<{ up: string[]; down: string[] }> {
  const sql = await dataSource.driver.createSchemaBuilder().log();
  return {
    up: sql.upQueries.map((q) => q.query),
    down: sql.downQueries.map((q) => q.query),
  };
}

/** How many of the code's migrations the database has not applied (read only; no table is created). */
export async function pendingMigrationCount(dataSource: DataSource): Promise<number> {
  const known = dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  let applied: Set<string>;
  try {
    const rows = await dataSource.query<{ name: string }[]>('SELECT name FROM migrations');
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    // undefined_table: an empty database, nothing applied yet.
    if ((error as { code?: string }).code !== '42P01') throw error;
    applied = new Set();
  }
  return known.filter((name) => !applied.has(name)).length;
}
