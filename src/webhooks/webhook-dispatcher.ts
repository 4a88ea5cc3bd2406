import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { TransactionRunner } from '../database/transaction-runner';
import { WebhookDisabledListener } from './webhook-event-types';
import { ClaimedDelivery, WebhooksRepository } from './webhooks.repository';
import { attempt } from './webhook-sender';

/** Waits after the 1st, 2nd, … failed attempt (CONTRACT §11.3); after the last one the delivery has failed. */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];

/** An endpoint every attempt to which has failed for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 86_400_000;

/**
 * The delivery worker of every instance: it claims due deliveries from the outbox table and
 * attempts them. A claim holds a delivery for `leaseMs` (longer than an attempt can last),
 * so an instance that dies mid-attempt leaves it to another once the claim runs out.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  /** Tests shorten these; the timeout is CONTRACT §11.3's 10 s. */
  readonly settings = { pollMs: 1000, timeoutMs: 10_000, batch: 32, leaseMs: 60_000 };
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deliveries: WebhooksRepository,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly transactions: TransactionRunner,
    private readonly disabledListener: WebhookDisabledListener,
  ) {}

  onApplicationBootstrap(): void {
    this.metrics.countPendingWebhooksWith(() => this.deliveries.countPending());
    this.schedule(this.settings.pollMs);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Attempts every delivery due now, batch after batch; answers how many were attempted. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const attempted = await this.track(this.pass());
      total += attempted;
      if (attempted < this.settings.batch || this.stopped) return total;
    }
  }

  /** One attempt of one delivery now, whatever its state (a manual retry, the ping). */
  async deliverNow(deliveryId: string): Promise<void> {
    const now = this.clock.now();
    const token = randomUUID();
    const claimed = await this.deliveries.claim(now, this.leaseEnd(now), token, 1, deliveryId);
    await this.track(Promise.all(claimed.map((one) => this.attemptOne(one, token))));
  }

  private async pass(): Promise<number> {
    const now = this.clock.now();
    const token = randomUUID();
    const claimed = await this.deliveries.claim(now, this.leaseEnd(now), token, this.settings.batch);
    await Promise.all(claimed.map((one) => this.attemptOne(one, token)));
    return claimed.length;
  }

  private async attemptOne({ delivery, url, secrets }: ClaimedDelivery, token: string): Promise<void> {
    const body = JSON.stringify({
      type: delivery.type,
      timestamp: delivery.occurredAt.toISOString(),
      data: delivery.data,
    });
    const result = await attempt({
      url,
      id: delivery.eventId,
      body,
      at: this.clock.now(),
      secrets,
      timeoutMs: this.settings.timeoutMs,
      allowPrivate: this.config.webhookAllowPrivate,
    });
    const now = this.clock.now();
    const wait = RETRY_SCHEDULE_SECONDS[delivery.attempts - 1];
    const status = result.ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending';
    await this.deliveries.record(delivery.id, token, {
      status,
      statusCode: result.statusCode,
      error: result.error,
      nextAttemptAt: status === 'pending' ? new Date(now.getTime() + wait * 1000) : now,
    });
    this.metrics.webhookDelivery(status === 'pending' ? 'retrying' : status);
    if (result.ok) await this.deliveries.noteSuccess(delivery.endpointId);
    else await this.noteFailure(delivery.endpointId, now);
  }

  /**
   * Failing for five days (every attempt since the first failure failed) disables the
   * endpoint, recorded (audit `webhook.disabled`) in the same transaction.
   */
  private async noteFailure(endpointId: string, now: Date): Promise<void> {
    const since = await this.deliveries.noteFailure(endpointId, now);
    if (!since || now.getTime() - since.getTime() < DISABLE_AFTER_MS) return;
    const before = new Date(now.getTime() - DISABLE_AFTER_MS);
    const disabled = await this.transactions.run(async (tx) => {
      const endpoint = await this.deliveries.disableFailing(endpointId, before, tx);
      if (endpoint) await this.disabledListener.endpointDisabled({ ...endpoint, at: now }, tx);
      return endpoint;
    });
    if (disabled) this.logger.warn(`Webhook endpoint ${endpointId} disabled: every attempt failed for five days`);
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.settings.leaseMs);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }

  /** The next pass starts a poll interval after the previous one ended. */
  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.drain()
        .catch((error: unknown) => this.logger.error(`Webhook pass failed: ${String(error)}`))
        .finally(() => this.schedule(this.settings.pollMs));
    }, delayMs);
    this.timer.unref();
  }
}
