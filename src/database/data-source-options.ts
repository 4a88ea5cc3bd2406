import { DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import { ENTITIES } from './entities';
import { loadMigrations } from './migrations';

/** One definition of the connection, shared by the app, the CLI and the tests. */
export function dataSourceOptions(url: string, options: { poolSize?: number } = {}): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: loadMigrations(),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+ (and PGlite): no extension to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    migrationsRun: false,
    logging: false,
    poolSize: options.poolSize ?? 10,
    extra: { connectionTimeoutMillis: 10_000 },
  };
}
