import { Logger } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { JobLeasesRepository } from './job-leases.repository';

/**
 * A job lease held while a run lasts: a heartbeat extends it every third of its length, so
 * a run longer than the lease keeps it and no other instance starts a parallel run. When a
 * renewal finds the lease taken by another instance (this one was stalled past its end),
 * `lost` turns true and stays: the run does no further work.
 */
export class HeldLease {
  private lostLease = false;
  private readonly timer: NodeJS.Timeout;
  /** The renewal in flight, awaited by stop(): none lands after the run (and a release). */
  private renewing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly leases: JobLeasesRepository,
    private readonly name: string,
    private readonly holder: string,
    private readonly clock: Clock,
    private readonly leaseMs: number,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(
      () => {
        this.renewing = this.renewing.then(() => this.renew());
      },
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    this.timer.unref();
  }

  /** Takes the lease for leaseMs and starts the heartbeat; null when another instance holds it. */
  static async take(
    leases: JobLeasesRepository,
    name: string,
    holder: string,
    clock: Clock,
    leaseMs: number,
    logger: Logger,
  ): Promise<HeldLease | null> {
    const now = clock.now();
    if (!(await leases.claim(name, holder, now, new Date(now.getTime() + leaseMs)))) return null;
    return new HeldLease(leases, name, holder, clock, leaseMs, logger);
  }

  get lost(): boolean {
    return this.lostLease;
  }

  /** Ends the heartbeat (the lease itself runs on until released or out). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.renewing;
  }

  private async renew(): Promise<void> {
    if (this.lostLease) return;
    const now = this.clock.now();
    try {
      if (!(await this.leases.claim(this.name, this.holder, now, new Date(now.getTime() + this.leaseMs)))) {
        this.lostLease = true;
        clearInterval(this.timer);
        this.logger.warn(`Lease ${this.name} taken by another instance: this run stops`);
      }
    } catch (error) {
      // A failed renewal (a database blip) is tried again at the next beat; the lease
      // still runs for two more thirds.
      this.logger.warn(`Lease ${this.name} not renewed: ${String(error)}`);
    }
  }
}
