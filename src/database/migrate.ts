import { DataSource } from 'typeorm';

/** Advisory lock key held while migrating, so instances starting together take turns. */
const MIGRATION_LOCK = 7_120_411;

/** Applies pending migrations once, even when several instances start at the same time. */
export async function runPendingMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
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
