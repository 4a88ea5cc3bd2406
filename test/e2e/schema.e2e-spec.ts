import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { pendingSchemaChanges, runPendingMigrations } from '../../src/database/migrate';
import { createTestDatabase, TestDatabase } from '../support/test-database';

describe('database schema', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(database.url, { poolSize: 2 })).initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await database.drop();
  });

  it('has entities and migrations in agreement (generate finds nothing)', async () => {
    const changes = await pendingSchemaChanges(dataSource);
    expect(changes.up).toEqual([]);
  });

  it('reverts every migration and applies them again', async () => {
    const count = dataSource.migrations.length;
    for (let i = 0; i < count; i++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await dataSource.showMigrations()).toBe(true);
    await runPendingMigrations(dataSource);
    expect(await dataSource.showMigrations()).toBe(false);
    expect((await pendingSchemaChanges(dataSource)).up).toEqual([]);
  });

  it('is idempotent: applying migrations twice changes nothing', async () => {
    await runPendingMigrations(dataSource);
    const rows = await dataSource.query('SELECT count(*)::int AS n FROM migrations');
    expect(rows[0].n).toBe(dataSource.migrations.length);
  });
});
