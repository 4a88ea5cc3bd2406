import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Pool, PoolClient, QueryResultRow } from 'pg';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DatabaseEndpoint, withSessionSetting } from './database-endpoint';
import { rowsOnPool } from './hot-statements';

/**
 * The heavy reads' own pool (CONTRACT §12.3): the portal searches and the audit lists, whose
 * cost grows with what they match, run here and nowhere else. A few connections
 * (`HEAVY_READ_CONNECTIONS`), so fifty staff searching at once wait for these and never for
 * TypeORM's or the hot statements' — the hot paths and the background workers keep theirs;
 * a wait for a connection ends after `HEAVY_READ_WAIT_MS` (pg: "timeout exceeded when trying
 * to connect") and a statement after `HEAVY_READ_TIMEOUT_MS` (SQLSTATE 57014, the sessions'
 * `statement_timeout`); the error filter answers both `503 service_unavailable` with
 * `Retry-After`. On PGlite the pool is one more set of connections onto its one session.
 */
@Injectable()
export class HeavyReads implements OnModuleInit {
  private pool?: Pool;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly endpoint: DatabaseEndpoint,
  ) {}

  onModuleInit(): void {
    const { connections, waitMs, statementTimeoutMs } = this.config.heavyReads;
    const pool = new Pool({
      ...withSessionSetting(this.endpoint.url, `statement_timeout=${statementTimeoutMs}`),
      max: connections,
      connectionTimeoutMillis: waitMs,
    });
    const logger = new Logger('Database');
    pool.on('error', (error) => logger.warn(`heavy read connection lost: ${error.message}`));
    this.pool = pool;
  }

  /** The statement's rows, run on the heavy reads' pool. */
  async rows<T extends QueryResultRow>(text: string, values: unknown[]): Promise<T[]> {
    return rowsOnPool<T>(this.open(), text, values);
  }

  /**
   * One of the pool's connections, held until `release` (the tests keep the pool busy with it).
   * Waits as a heavy read does, and fails the same way.
   */
  connect(): Promise<PoolClient> {
    return this.open().connect();
  }

  /** Connections checked out now. */
  get inUse(): number {
    return this.pool ? this.pool.totalCount - this.pool.idleCount : 0;
  }

  /** Ends the pool's connections; called by the database module before the embedded server stops. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }

  private open(): Pool {
    if (!this.pool) throw new Error('the heavy reads pool is closed');
    return this.pool;
  }
}
