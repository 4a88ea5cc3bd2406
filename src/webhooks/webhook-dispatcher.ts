import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { TransactionRunner } from '../database/transaction-runner';
import { WebhookChangeRecorder } from './webhook-event-types';
import { WebhookSecrets } from './webhook-secrets';
import { AttemptResult, attempt } from './webhook-sender';
import { ClaimedDelivery, WebhooksRepository } from './webhooks.repository';

/** Waits after the 1st, 2nd, … failed attempt (CONTRACT §11.3); after the last one the delivery has failed. */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];

/** An endpoint every attempt to which has failed for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 86_400_000;

/**
 * The delivery worker of every instance: it claims due deliveries from the outbox table and
 * attempts them. A claim holds a delivery for `leaseMs` (longer than an attempt can last),
 * so an instance that dies mid-attempt leaves it to another once the claim runs out.
 *
 * Fair (CONTRACT §12.4): attempts run side by side, up to `maxInFlight` per instance, and
 * the worker claims again whenever one ends or a poll comes, never waiting for a batch to
 * finish; a claim gives each endpoint at most `perEndpoint` attempts in flight and each
 * organization its turn (WebhooksRepository.claim). Endpoints that do not answer hold their
 * own slots for an attempt's timeout at most, and no other organization's delivery waits
 * behind them for longer than that.
 */
@Injectable()
export class WebhookDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  /** Tests shorten these; the timeout is CONTRACT §11.3's 10 s. */
  readonly settings = { pollMs: 1000, timeoutMs: 10_000, batch: 32, leaseMs: 60_000, perEndpoint: 2, maxInFlight: 64 };
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Attempts the background worker has started and not yet finished. */
  private running = 0;
  private pumping = false;
  private pumpAgain = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deliveries: WebhooksRepository,
    private readonly clock: Clock,
    private readonly metrics: MetricsService,
    private readonly transactions: TransactionRunner,
    private readonly recorder: WebhookChangeRecorder,
    private readonly secrets: WebhookSecrets,
  ) {}

  onApplicationBootstrap(): void {
    this.metrics.countPendingWebhooksWith(() => this.deliveries.countPending());
    this.schedule();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Attempts every delivery due now, claim after claim, each claim's attempts awaited, then
   * waits for the attempts already in flight; answers how many it attempted itself. A
   * stopped worker still drains (tests, and an instance handing over).
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const token = randomUUID();
      const claimed = await this.track(this.claim(this.settings.batch, token));
      if (claimed.length === 0) break;
      total += claimed.length;
      await this.track(Promise.all(claimed.map((one) => this.attemptOne(one, token))));
    }
    await Promise.allSettled([...this.inFlight]);
    return total;
  }

  /** One attempt of one delivery now, whatever its state (a manual retry, the ping). */
  async deliverNow(deliveryId: string): Promise<void> {
    const now = this.clock.now();
    const token = randomUUID();
    const claimed = await this.deliveries.claimOne(deliveryId, now, this.leaseEnd(now), token);
    await this.track(Promise.all(claimed.map((one) => this.attemptOne(one, token))));
  }

  private claim(limit: number, token: string): Promise<ClaimedDelivery[]> {
    const now = this.clock.now();
    return this.deliveries.claim(now, this.leaseEnd(now), token, { limit, perEndpoint: this.settings.perEndpoint });
  }

  /** Claims (again) while there is room; a call while one runs makes it go round once more. */
  private kick(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    void this.track(this.pump())
      .catch((error: unknown) => this.logger.error(`Webhook claim failed: ${String(error)}`))
      .finally(() => {
        this.pumping = false;
        if (this.pumpAgain) {
          this.pumpAgain = false;
          this.kick();
        }
      });
  }

  private async pump(): Promise<void> {
    for (;;) {
      const room = Math.min(this.settings.batch, this.settings.maxInFlight - this.running);
      if (room <= 0 || this.stopped) return;
      const token = randomUUID();
      const claimed = await this.claim(room, token);
      for (const one of claimed) this.start(one, token);
      if (claimed.length < room) return;
    }
  }

  /** An attempt of the background worker: when it ends, the worker claims again. */
  private start(one: ClaimedDelivery, token: string): void {
    this.running += 1;
    void this.track(this.attemptOne(one, token))
      .catch((error: unknown) => this.logger.error(`Webhook attempt failed: ${String(error)}`))
      .finally(() => {
        this.running -= 1;
        this.kick();
      });
  }

  private async attemptOne({ delivery, url, storedSecrets }: ClaimedDelivery, token: string): Promise<void> {
    const body = JSON.stringify({
      type: delivery.type,
      timestamp: delivery.occurredAt.toISOString(),
      data: delivery.data,
    });
    let secrets: string[] | undefined;
    try {
      secrets = storedSecrets.map((stored) => this.secrets.open(delivery.endpointId, stored));
    } catch {
      this.logger.error(`Webhook endpoint ${delivery.endpointId}: its secret does not open (KEYS_SECRET changed?)`);
    }
    const result: AttemptResult = secrets
      ? await attempt({
          url,
          id: delivery.eventId,
          body,
          at: this.clock.now(),
          secrets,
          timeoutMs: this.settings.timeoutMs,
          allowPrivate: this.config.webhookAllowPrivate,
        })
      : { ok: false, statusCode: null, error: 'signing secret unreadable' };
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
   * endpoint (`disabledReason: "failing"`), recorded (audit `webhook.disabled`) in the same
   * transaction.
   */
  private async noteFailure(endpointId: string, now: Date): Promise<void> {
    const since = await this.deliveries.noteFailure(endpointId, now);
    if (!since || now.getTime() - since.getTime() < DISABLE_AFTER_MS) return;
    const before = new Date(now.getTime() - DISABLE_AFTER_MS);
    const disabled = await this.transactions.run(async (tx) => {
      const endpoint = await this.deliveries.disableFailing(endpointId, before, tx);
      if (endpoint) {
        await this.recorder.record(
          {
            action: 'webhook.disabled',
            endpointId: endpoint.id,
            organizationId: endpoint.organizationId,
            details: { reason: 'failing' },
          },
          tx,
        );
      }
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

  /** A poll every interval, whatever is in flight: it claims for the room there is. */
  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.kick();
      this.schedule();
    }, this.settings.pollMs);
    this.timer.unref();
  }
}
