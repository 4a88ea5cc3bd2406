import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool, QueryResultRow, Submittable } from 'pg';
import { DataSource } from 'typeorm';
import { HotQuery } from '../platform/pg-hot-query';
import { requireTypeormPool } from '../platform/typeorm-pool';
import { DatabaseEndpoint, withSessionSetting } from './database-endpoint';
import type { Transaction } from './transaction-runner';

/**
 * A named statement: fixed SQL, its name unique in the service (the prepared statement's
 * name, and its heading in `src/queries/<module>.sql`). Every fixed statement is one of these
 * and runs through `HotStatements` (docs/decisions/sql-shapes.md).
 */
export interface HotStatement {
  name: string;
  text: string;
}

/** The same type by its general name: every fixed statement, hot or not. */
export type NamedStatement = HotStatement;

/** A statement's rows and how many rows it affected (an UPDATE's or DELETE's count, a SELECT's rows). */
export interface StatementResult<T> {
  rows: T[];
  count: number;
}

/** Dates go as ISO text: every parameter travels as text anyway, and pg's own formatting
 * of a Date (local time, field by field) showed in the profile of every request. */
function parameters(values: readonly unknown[]): unknown[] {
  return values.map((value) => (value instanceof Date ? value.toISOString() : value));
}

/**
 * A dynamic statement's rows on a pool of its own (the heavy reads': the portal searches and
 * the audit lists, built from their conditions, CONTRACT §12.3): the one other place our SQL
 * meets pg, kept in this file with the rest.
 */
export async function rowsOnPool<T extends QueryResultRow>(pool: Pool, text: string, values: unknown[]): Promise<T[]> {
  return (await pool.query<T>(text, values)).rows;
}

/**
 * A named statement in the transaction `tx`, on its connection (unnamed, at its session's
 * settings): for the few classes that are handed a transaction and no service (the rotating
 * tokens, the windows). `HotStatements.run` does the same when given one.
 */
export async function runInTransaction<T extends QueryResultRow>(
  statement: HotStatement,
  values: readonly unknown[],
  tx: Transaction,
): Promise<StatementResult<T>> {
  const result = (await tx.queryRunner!.query(statement.text, parameters(values), true)) as {
    records?: T[];
    affected?: number;
  };
  const rows = result.records ?? [];
  return { rows, count: result.affected ?? rows.length };
}

/** Connections of the hot statements' own pool, beside TypeORM's ten. */
const HOT_POOL_SIZE = 10;

/**
 * Every hot statement is a lookup by keys whose best plan never depends on the values. The
 * first executions of a prepared statement are planned for their values ("custom" plans), and
 * PostgreSQL keeps doing so for good when one of them looked cheaper than the generic plan:
 * the authentication statement was then planned again on every request, dearer than running
 * it (docs/performance/log/2026-11-23-floors.md). This pool's sessions plan each once.
 */
const GENERIC_PLANS = 'plan_cache_mode=force_generic_plan';

/**
 * The one way to run a fixed statement: in the transaction given, on its query runner;
 * outside any, as a hot path — no query runner, no SQL built per request, no entity
 * hydration. On a real PostgreSQL each is a named prepared statement (parsed, planned and its
 * result described once per connection: platform/pg-hot-query.ts) on a pool of its own, whose sessions use
 * generic plans only; a slow TypeORM transaction never holds up a till's authentication either.
 * On PGlite — ours or any
 * other behind its socket server — they run unnamed on TypeORM's pool: PGlite has one session
 * for every connection, so a name prepared through one connection collides with the same name
 * from another.
 */
@Injectable()
export class HotStatements implements OnModuleInit {
  private own?: Pool;
  private closed = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly endpoint: DatabaseEndpoint,
  ) {}

  async onModuleInit(): Promise<void> {
    const [{ version }] = await this.shared.query<{ version: string }>('SELECT version()').then((r) => r.rows);
    if (version.includes('PGlite')) return;
    const pool = new Pool({
      ...withGenericPlans(this.endpoint.url),
      max: HOT_POOL_SIZE,
      connectionTimeoutMillis: 10_000,
    });
    // An idle connection the server ends (a restart, a terminated backend) must not crash the
    // process; the pool replaces it on the next query.
    const logger = new Logger('Database');
    pool.on('error', (error) => logger.warn(`hot statement connection lost: ${error.message}`));
    this.own = pool;
  }

  /**
   * The statement's rows: in `tx` when given (unnamed, on the transaction's connection, at
   * its session's settings), else on the hot pool. An UPDATE's or DELETE's rows are those it
   * returns, as a SELECT's.
   */
  async rows<T extends QueryResultRow>(
    statement: HotStatement,
    values: readonly unknown[],
    tx?: Transaction,
  ): Promise<T[]> {
    return (await this.run<T>(statement, values, tx)).rows;
  }

  /** How many rows the statement affected (an UPDATE's or DELETE's count), in `tx` when given. */
  async count(statement: HotStatement, values: readonly unknown[], tx?: Transaction): Promise<number> {
    return (await this.run(statement, values, tx)).count;
  }

  /**
   * The one way to run a named statement: in `tx` when given, else on the pool (the hot
   * statements' own on PostgreSQL, TypeORM's on PGlite). Its rows and how many it affected.
   */
  async run<T extends QueryResultRow>(
    statement: HotStatement,
    values: readonly unknown[],
    tx?: Transaction,
  ): Promise<StatementResult<T>> {
    if (tx) return runInTransaction<T>(statement, values, tx);
    const params = parameters(values);
    if (!this.own) {
      const result = await this.shared.query<T>({ text: statement.text, values: params });
      return { rows: result.rows, count: result.rowCount ?? result.rows.length };
    }
    const query = new HotQuery<T>(statement.name, statement.text, params);
    // pg-pool hands a submittable to a client and resolves with what it answers (its typings say otherwise).
    const rows = await (this.own.query(query as unknown as Submittable) as unknown as Promise<T[]>);
    return { rows, count: query.rowCount ?? rows.length };
  }

  /** Whether TypeORM's pool reaches the database: a `SELECT 1` (readiness asks it beside `probe`). */
  async probeShared(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** Connections of the hot pool checked out now (0 on PGlite, where it is TypeORM's). */
  get inUse(): number {
    return this.own ? this.own.totalCount - this.own.idleCount : 0;
  }

  /**
   * Rejects unless the hot pool reaches the database (a `SELECT 1`; on PGlite, where it is
   * TypeORM's pool, nothing more to ask) and is open.
   */
  async probe(): Promise<void> {
    if (this.closed) throw new Error('the hot statements pool is closed');
    await this.own?.query('SELECT 1');
  }

  /** Ends the pool's connections; called by the database module before TypeORM's close. */
  async close(): Promise<void> {
    const pool = this.own;
    this.own = undefined;
    this.closed = true;
    await pool?.end();
  }

  private get shared(): Pool {
    return requireTypeormPool(this.dataSource);
  }
}

/** The connection settings with generic plans added to the session's `options`. */
export function withGenericPlans(url: string): { connectionString: string; options: string } {
  return withSessionSetting(url, GENERIC_PLANS);
}
