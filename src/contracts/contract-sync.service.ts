import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { EdocClient, EdocDocumentState } from '../edoc/edoc.client';
import { HeldLease } from '../database/job-lease';
import { JobLeasesRepository } from '../database/job-leases.repository';
import { ContractSynchroniser, SyncResult } from './contract-synchroniser';
import { SYNCED_STATUSES } from './contract-transitions';
import { ContractsRepository } from './contracts.repository';
import { edocFailureOf } from './edoc-failure';

const LEASE = 'edoc-contract-sync';
/** The shortest lease: a crashed holder is replaced after at most this long. */
const MIN_LEASE_SECONDS = 60;

export interface SyncReport {
  /** false: edoc is not configured, or another instance holds the lease. */
  ran: boolean;
  /** Contracts in draft or signed_by_us looked at. */
  checked: number;
  /** Contracts whose stored state changed. */
  changed: number;
  /** Contracts whose call to Didox failed (syncError set). */
  failed: number;
  /** Set when another instance took the lease during the run: the run stopped, storing nothing more. */
  leaseLost?: true;
}

/**
 * The background synchronisation (CONTRACT §2 EDOC_SYNC_INTERVAL_SECONDS): contracts in
 * draft or signed_by_us follow their Didox documents. One instance at a time runs it (a
 * lease row, renewed while a run lasts); each change is conditional on the status read, so
 * what a person did meanwhile is never overwritten.
 */
@Injectable()
export class ContractSyncService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ContractSync');
  private readonly instanceId = randomUUID();
  private timer?: NodeJS.Timeout;
  /** The run under way in this instance: a second caller shares it. */
  private running?: Promise<SyncReport>;
  private stopped = false;
  /** How long the lease lasts; a run renews it every third of that (tests shorten it). */
  leaseMs: number;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly contracts: ContractsRepository,
    private readonly leases: JobLeasesRepository,
    private readonly synchroniser: ContractSynchroniser,
    private readonly edoc: EdocClient,
    private readonly clock: Clock,
  ) {
    this.leaseMs = Math.max(MIN_LEASE_SECONDS, 2 * config.edoc.syncIntervalSeconds) * 1000;
  }

  onApplicationBootstrap(): void {
    if (this.intervalMs() > 0 && this.edoc.isConfigured()) this.schedule();
  }

  /** Stops the timer and lets a run under way finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
    if (this.edoc.isConfigured()) {
      await this.leases.release(LEASE, this.instanceId).catch(() => undefined);
    }
  }

  /**
   * One synchronisation: the documents still in 0 or 1 come from one paged list call and
   * are matched by id; a contract whose document left those statuses is read alone (that
   * happens once in its life); a signed one's PDF is downloaded. Then one transaction.
   */
  syncOnce(): Promise<SyncReport> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<SyncReport> {
    const report: SyncReport = { ran: false, checked: 0, changed: 0, failed: 0 };
    if (!this.edoc.isConfigured()) return report;
    const lease = await HeldLease.take(this.leases, LEASE, this.instanceId, this.clock, this.leaseMs, this.logger);
    if (!lease) return report;
    try {
      return await this.runHeld(lease, report);
    } finally {
      await lease.stop();
    }
  }

  private async runHeld(lease: HeldLease, report: SyncReport): Promise<SyncReport> {
    report.ran = true;
    // A contract parked in a doc_status we do not map is left to a person's refresh.
    const contracts = (await this.contracts.findBeingSigned()).filter(
      (c) => c.edocStatus === SYNCED_STATUSES.get(c.status),
    );
    report.checked = contracts.length;
    if (contracts.length === 0) return report;

    let listed: Map<string, EdocDocumentState>;
    try {
      const documents = await this.edoc.listDocuments({ statuses: [...SYNCED_STATUSES.values()] });
      listed = new Map(documents.map((d) => [d.documentId, d]));
    } catch (error) {
      const failure = edocFailureOf(error);
      if (failure === undefined) throw error;
      const { exception, syncError } = failure;
      if (syncError === null) throw exception;
      this.logger.warn(`Didox list failed: ${syncError}`);
      if (lease.lost) return { ...report, leaseLost: true };
      const failures = contracts.map((c) => ({ id: c.id, expectedStatus: c.status, syncError }));
      await this.contracts.recordFailures(failures, this.clock.now());
      return { ...report, failed: failures.length };
    }

    const results: SyncResult[] = [];
    // One call at a time: gentle on Didox; most contracts need none (they are in the list).
    for (const contract of contracts) {
      if (lease.lost) return { ...report, leaseLost: true };
      results.push(await this.synchroniser.resolve(contract, listed.get(contract.edocDocumentId!)));
    }
    if (lease.lost) return { ...report, leaseLost: true };
    const changed = await this.synchroniser.store(results);
    report.changed = results.filter((r) => r.ok && changed.has(r.id) && r.status !== r.expectedStatus).length;
    report.failed = results.filter((r) => !r.ok).length;
    return report;
  }

  private intervalMs(): number {
    return this.config.edoc.syncIntervalSeconds * 1000;
  }

  /** The next run starts an interval after the previous one ended: runs never overlap. */
  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.syncOnce()
        .catch((error: unknown) => this.logger.error(`Contract synchronisation failed: ${String(error)}`))
        .finally(() => this.schedule());
    }, this.intervalMs());
  }
}
