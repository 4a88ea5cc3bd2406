import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { typeormPool } from '../platform/typeorm-pool';
import { HeavyReads } from './heavy-reads';
import { HotStatements } from './hot-statements';
import { pendingMigrationCount } from './migrate';

/**
 * The service's connection pools — TypeORM's, the hot statements' (on PGlite one and the
 * same) and the heavy reads' — as metrics and readiness see them; TypeORM's pool comes
 * through platform/typeorm-pool.ts.
 */
@Injectable()
export class DatabasePools {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hot: HotStatements,
    private readonly heavy: HeavyReads,
  ) {}

  /** Connections of every pool checked out now. */
  stats(): { inUse: number } {
    const pool = typeormPool(this.dataSource);
    return { inUse: (pool ? pool.totalCount - pool.idleCount : 0) + this.hot.inUse + this.heavy.inUse };
  }

  /** Whether every pool reaches the database: a `SELECT 1` on each, all answered within `timeoutMs`. */
  async probe(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    try {
      await Promise.race([Promise.all([this.hot.probeShared(), this.hot.probe()]), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** How many migrations are not applied yet. */
  pendingMigrations(): Promise<number> {
    return pendingMigrationCount(this.dataSource);
  }
}
