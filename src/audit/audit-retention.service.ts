import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { HeldLease } from '../database/job-lease';
import { JobLeasesRepository } from '../database/job-leases.repository';
import { AuditRepository } from './audit.repository';

const LEASE = 'audit-retention';
const DAY_MS = 86_400_000;
/** How often the prune runs; the first run comes soon after start, so restarts never starve it. */
const PRUNE_INTERVAL_MS = 3_600_000;
const FIRST_RUN_MS = 60_000;
/** A crashed holder is replaced after this long: two intervals (renewed while a prune lasts). */
const LEASE_MS = 2 * PRUNE_INTERVAL_MS;
const BATCH = 5_000;

export interface PruneReport {
  /** false: no retention is set, or another instance holds the lease. */
  ran: boolean;
  removed: number;
}

/**
 * AUDIT_RETENTION_DAYS: events older than that are removed in the background, by one
 * instance at a time (a lease row, as the contract synchronisation does). Unset, nothing
 * is ever scheduled and the trail is kept forever.
 */
@Injectable()
export class AuditRetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AuditRetention');
  private readonly instanceId = randomUUID();
  private timer?: NodeJS.Timeout;
  private running?: Promise<PruneReport>;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: AuditRepository,
    private readonly leases: JobLeasesRepository,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.auditRetentionDays !== undefined) this.schedule(FIRST_RUN_MS);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    if (this.config.auditRetentionDays !== undefined) {
      await this.leases.release(LEASE, this.instanceId).catch(() => undefined);
    }
  }

  /** One prune: every event older than the retention, in batches; a second caller shares the run. */
  pruneOnce(): Promise<PruneReport> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<PruneReport> {
    const days = this.config.auditRetentionDays;
    if (days === undefined) return { ran: false, removed: 0 };
    const now = this.clock.now();
    const lease = await HeldLease.take(this.leases, LEASE, this.instanceId, this.clock, LEASE_MS, this.logger);
    if (!lease) return { ran: false, removed: 0 };
    const before = new Date(now.getTime() - days * DAY_MS);
    let removed = 0;
    try {
      for (;;) {
        const count = await this.events.deleteOlderThan(before, BATCH);
        removed += count;
        // Renewed while the batches last; lost to another instance, the rest is left to it.
        if (count < BATCH || this.stopped || lease.lost) break;
      }
    } finally {
      await lease.stop();
    }
    if (removed > 0) this.logger.log(`Removed ${removed} audit events older than ${before.toISOString()}`);
    return { ran: true, removed };
  }

  /** The next run starts an interval after the previous one ended: runs never overlap. */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.pruneOnce()
        .catch((error: unknown) => this.logger.error(`Audit prune failed: ${String(error)}`))
        .finally(() => this.schedule(PRUNE_INTERVAL_MS));
    }, delayMs);
  }
}
