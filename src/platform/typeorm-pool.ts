import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** TypeORM's PostgreSQL driver: its `master` pool, which TypeORM does not hand out otherwise. */
export const WRITTEN_AGAINST = { typeorm: '0.3.31' } as const;

/**
 * The pg pool behind TypeORM's data source, or undefined when there is none (before the
 * data source is initialized, or while it closes).
 */
export function typeormPool(dataSource: DataSource): Pool | undefined {
  if (!dataSource.isInitialized) return undefined;
  return (dataSource.driver as PostgresDriver).master as Pool | undefined;
}

/**
 * The pool of an initialized data source: the hot statements take it at start, so a TypeORM
 * that keeps its pool elsewhere fails there, not on a request.
 */
export function requireTypeormPool(dataSource: DataSource): Pool {
  const pool = typeormPool(dataSource);
  if (typeof pool?.query !== 'function') {
    throw new Error(`typeorm changed (written against ${WRITTEN_AGAINST.typeorm}): no pg pool at driver.master`);
  }
  return pool;
}
