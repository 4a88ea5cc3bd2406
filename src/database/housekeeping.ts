import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { HeldLease } from './job-lease';
import { JobLeasesRepository } from './job-leases.repository';

/**
 * One table's purge (CONTRACT §12.3), registered by the module that owns the table: `purge`
 * is a method of the table's repository that deletes at most `limit` rows due at `now` in one
 * statement (see `deleteBatchStatement`) and answers how many it deleted. The owner decides what is
 * due (its retention setting, its window's length); housekeeping only loops.
 */
export interface HousekeepingPurge {
  /** The table: the `table` label of housekeeping_deleted_rows_total. */
  table: string;
  purge(now: Date, limit: number): Promise<number>;
}

/** Rows a statement deletes at most (CONTRACT §12.3). */
export const HOUSEKEEPING_BATCH = 1_000;

/** What one run did, per table: rows deleted and the statements it took. */
export interface HousekeepingReport {
  /** false: another instance holds the lease. */
  ran: boolean;
  tables: Record<string, { deleted: number; statements: number }>;
}

const LEASE = 'housekeeping';
/** The first run comes soon after start (never later than an interval), so restarts never starve it. */
const FIRST_RUN_MS = 60_000;
/** A crashed holder is replaced after this long; renewed while a run lasts. */
const LEASE_MS = 15 * 60_000;

/**
 * Housekeeping (CONTRACT §12.3): every HOUSEKEEPING_INTERVAL_SECONDS one instance at a time
 * (a job lease, as the audit prune and the contract synchronisation) runs every registered
 * purge, in the order registered, in batches of HOUSEKEEPING_BATCH rows until a batch comes
 * back short. A module registers its tables' purges once, when it starts (`register` from an
 * `onModuleInit`): children before parents, so a parent's delete cascades to nothing.
 * docs/decisions/data-lifecycle.md lists every table and what removes its rows.
 */
@Injectable()
export class Housekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Housekeeping');
  private readonly instanceId = randomUUID();
  private readonly purges: HousekeepingPurge[] = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<HousekeepingReport>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly leases: JobLeasesRepository,
    private readonly metrics: MetricsService,
    private readonly clock: Clock,
  ) {}

  /** Adds purges, run after those registered before; a table is registered once. */
  register(...purges: HousekeepingPurge[]): void {
    for (const purge of purges) {
      if (this.purges.some((p) => p.table === purge.table)) throw new Error(`housekeeping: ${purge.table} twice`);
      this.purges.push(purge);
    }
  }

  /** The tables registered, in the order their purges run. */
  get tables(): string[] {
    return this.purges.map((p) => p.table);
  }

  onApplicationBootstrap(): void {
    const intervalMs = this.config.housekeepingIntervalSeconds * 1000;
    if (intervalMs > 0) this.schedule(Math.min(FIRST_RUN_MS, intervalMs));
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    await this.leases.release(LEASE, this.instanceId).catch(() => undefined);
  }

  /** One run now (tests, operators); a second caller shares the run in flight. */
  runOnce(): Promise<HousekeepingReport> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<HousekeepingReport> {
    const tables: HousekeepingReport['tables'] = {};
    const lease = await HeldLease.take(this.leases, LEASE, this.instanceId, this.clock, LEASE_MS, this.logger);
    if (!lease) return { ran: false, tables };
    try {
      for (const purge of this.purges) {
        const { table } = purge;
        const done = (tables[table] = { deleted: 0, statements: 0 });
        for (;;) {
          if (this.stopped || lease.lost) return { ran: true, tables };
          const deleted = await purge.purge(this.clock.now(), HOUSEKEEPING_BATCH);
          done.statements++;
          done.deleted += deleted;
          if (deleted > 0) this.metrics.housekeepingDeleted(table, deleted);
          if (deleted < HOUSEKEEPING_BATCH) break;
        }
      }
    } finally {
      await lease.stop();
    }
    const removed = Object.entries(tables).filter(([, t]) => t.deleted > 0);
    if (removed.length > 0) {
      this.logger.log(`Removed ${removed.map(([table, t]) => `${t.deleted} ${table}`).join(', ')}`);
    }
    return { ran: true, tables };
  }

  /** The next run starts an interval after the previous one ended: runs never overlap. */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((error: unknown) => this.logger.error(`Housekeeping failed: ${String(error)}`))
        .finally(() => this.schedule(this.config.housekeepingIntervalSeconds * 1000));
    }, delayMs);
    this.timer.unref();
  }
}
