import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { DomainException, ValidationFailedException } from '../common/errors/domain.exception';
import { pageAskedBy, toPage } from '../common/http/pagination';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DatabasePools } from '../database/database-pools';
import { Transaction, TransactionRunner } from '../database/transaction-runner';
import { RateLimitStore } from '../limits/rate-limit.store';
import { hostAllowed } from './address-policy';
import {
  CreateWebhookDto,
  DeliveryQueryDto,
  DeliveryViewDto,
  UpdateWebhookDto,
  WebhookViewDto,
  WebhookWithSecretDto,
} from './dto/webhook.dto';
import { WebhookDelivery } from './entities/webhook-delivery.entity';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES, WebhookChange, WebhookChangeRecorder } from './webhook-event-types';
import { WebhookDispatcher } from './webhook-dispatcher';
import { isClear, newSecret, WebhookSecrets } from './webhook-secrets';
import { EndpointChanges, WebhooksRepository } from './webhooks.repository';

/** Whose endpoints: an organization's, or (null) the platform's. */
export interface WebhookScope {
  organizationId: string | null;
}

/** Who changes an endpoint, and in which request (the audit event's actor). */
export interface WebhookActor {
  userId: string;
  requestId: string;
}

/** After a rotation the old secret still signs for this long, so receivers can switch over. */
const PREVIOUS_SECRET_MS = 24 * 3_600_000;
/** How long a ping is left to the request that made it before any worker may take it. */
const PING_HELD_MS = 60_000;
/** Pings and manual retries of one endpoint a minute (CONTRACT §12.4). */
const MANUAL_ATTEMPTS_PER_MINUTE = 10;

/**
 * Endpoints and their deliveries (CONTRACT §11.3, §12.4). Takes events; knows nothing of what
 * they say. Each change to an endpoint is recorded (audit `webhook.*`) in its transaction.
 */
@Injectable()
export class WebhooksService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly transactions: TransactionRunner,
    private readonly recorder: WebhookChangeRecorder,
    private readonly secrets: WebhookSecrets,
    private readonly limits: RateLimitStore,
    private readonly clock: Clock,
    private readonly pools: DatabasePools,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOK_EVENT_TYPES) private readonly eventTypes: readonly string[],
  ) {}

  /**
   * Secrets left in clear by an earlier version are sealed at start, once the schema is
   * current (with DB_MIGRATE=off and migrations pending, at the first start after them).
   */
  async onApplicationBootstrap(): Promise<void> {
    if ((await this.pools.pendingMigrations()) > 0) return;
    const sealed = await this.sealClearSecrets();
    if (sealed > 0) this.logger.log(`Sealed the signing secrets of ${sealed} webhook endpoints`);
  }

  /**
   * An organization's endpoints are at most WEBHOOK_MAX_ENDPOINTS: its creations take turns
   * (a lock on the organization's endpoints), so two at once cannot both pass the count.
   * The creation is recorded before the row exists: an endpoint receives the events after its
   * own creation, not that one.
   */
  async create(scope: WebhookScope, actor: WebhookActor, dto: CreateWebhookDto): Promise<WebhookWithSecretDto> {
    await this.checkUrl(dto.url);
    const events = this.checkEvents(dto.events);
    const id = randomUUID();
    const secret = newSecret();
    const endpoint = await this.transactions.run(async (tx) => {
      if (scope.organizationId) {
        await this.repository.lockEndpointsOf(scope.organizationId, tx);
        const count = await this.repository.countEndpoints(scope.organizationId, tx);
        if (count >= this.config.webhookMaxEndpoints) throw new DomainException('webhook_limit_reached');
      }
      await this.record(
        { action: 'webhook.created', endpointId: id, organizationId: scope.organizationId, actor },
        { host: new URL(dto.url).host, events },
        tx,
      );
      return this.repository.insertEndpoint(
        {
          id,
          organizationId: scope.organizationId,
          url: dto.url,
          events,
          description: dto.description ?? null,
          secret: this.secrets.seal(id, secret),
          createdBy: actor.userId,
        },
        this.clock.now(),
        tx,
      );
    });
    return { ...toView(endpoint), secret };
  }

  async list(scope: WebhookScope): Promise<WebhookViewDto[]> {
    return (await this.repository.listEndpoints(scope.organizationId)).map(toView);
  }

  /** Enabling again clears why it was disabled, and its failures so far. */
  async update(scope: WebhookScope, actor: WebhookActor, id: string, dto: UpdateWebhookDto): Promise<WebhookViewDto> {
    if (dto.url !== undefined) await this.checkUrl(dto.url);
    const events = dto.events === undefined ? undefined : this.checkEvents(dto.events);
    return this.transactions.run(async (tx) => {
      const endpoint = await this.endpointOf(scope, id, tx);
      const changes: EndpointChanges = {};
      if (dto.url !== undefined) changes.url = dto.url;
      if (events !== undefined) changes.events = events;
      if (dto.description !== undefined) changes.description = dto.description;
      if (dto.enabled !== undefined && dto.enabled !== endpoint.enabled) {
        changes.enabled = dto.enabled;
        if (dto.enabled) Object.assign(changes, { disabledReason: null, failingSince: null });
      }
      if (Object.keys(changes).length === 0) return toView(endpoint);
      await this.repository.updateEndpoint(endpoint.id, changes, tx);
      await this.record(
        { action: 'webhook.updated', endpointId: endpoint.id, organizationId: endpoint.organizationId, actor },
        { changed: Object.keys(changes).filter((key) => key !== 'failingSince' && key !== 'disabledReason') },
        tx,
      );
      return toView({ ...endpoint, ...changes });
    });
  }

  async remove(scope: WebhookScope, actor: WebhookActor, id: string): Promise<void> {
    await this.transactions.run(async (tx) => {
      const endpoint = await this.endpointOf(scope, id, tx);
      await this.repository.deleteEndpoint(endpoint.id, tx);
      await this.record(
        { action: 'webhook.deleted', endpointId: endpoint.id, organizationId: endpoint.organizationId, actor },
        { host: new URL(endpoint.url).host },
        tx,
      );
    });
  }

  /** A new secret; the old one keeps signing beside it for a day. */
  async rotateSecret(scope: WebhookScope, actor: WebhookActor, id: string): Promise<WebhookWithSecretDto> {
    const secret = newSecret();
    const endpoint = await this.transactions.run(async (tx) => {
      const found = await this.endpointOf(scope, id, tx);
      // A secret that no longer opens (KEYS_SECRET replaced) signs nothing: no previous one then.
      const previous = this.secrets.openOrNull(found.id, found.secret);
      await this.repository.updateEndpoint(
        found.id,
        {
          secret: this.secrets.seal(found.id, secret),
          previousSecret: previous === null ? null : this.secrets.seal(found.id, previous),
          previousSecretUntil: previous === null ? null : new Date(this.clock.nowMs() + PREVIOUS_SECRET_MS),
        },
        tx,
      );
      await this.record(
        { action: 'webhook.secret_rotated', endpointId: found.id, organizationId: found.organizationId, actor },
        { previousSecretUntil: new Date(this.clock.nowMs() + PREVIOUS_SECRET_MS).toISOString() },
        tx,
      );
      return found;
    });
    return { ...toView(endpoint), secret };
  }

  /**
   * Disables at once the organization endpoints this user made (in that organization, or in
   * every one when none is named): the creator was removed from it, or blocked (CONTRACT
   * §12.4). In the caller's transaction, each recorded (`webhook.disabled`, reason
   * `creator_left`) with the caller's actor.
   */
  async disableEndpointsCreatedBy(
    userId: string,
    organizationId: string | null,
    actor: WebhookActor,
    tx: Transaction,
  ): Promise<void> {
    const disabled = await this.repository.disableCreatedBy(userId, organizationId, 'creator_left', tx);
    for (const endpoint of disabled) {
      await this.record(
        { action: 'webhook.disabled', endpointId: endpoint.id, organizationId: endpoint.organizationId, actor },
        { reason: 'creator_left', creatorId: userId },
        tx,
      );
    }
  }

  /** Delivers a `webhook.test` event now, whatever the endpoint subscribes to; answers its delivery. */
  async test(scope: WebhookScope, id: string): Promise<DeliveryViewDto> {
    const endpoint = await this.endpointOf(scope, id);
    await this.countManualAttempt(endpoint.id);
    const now = this.clock.now();
    // Not due for the workers for a minute: this request attempts it (another instance's
    // worker taking it first would leave this answer without an outcome); should this
    // instance die before, a worker delivers it then.
    const delivery = await this.repository.insertDelivery(
      endpoint.id,
      { id: randomUUID(), type: TEST_EVENT_TYPE, occurredAt: now, data: { webhookId: endpoint.id } },
      new Date(now.getTime() + PING_HELD_MS),
    );
    return this.attemptNow(endpoint.id, delivery.id);
  }

  async deliveries(
    scope: WebhookScope,
    id: string,
    query: DeliveryQueryDto,
  ): Promise<{ items: DeliveryViewDto[]; nextCursor: string | null }> {
    const endpoint = await this.endpointOf(scope, id);
    const page = pageAskedBy(query);
    const rows = await this.repository.listDeliveries(endpoint.id, { status: query.status, ...page });
    return toPage(rows, page.limit, (found) => found.map(toDeliveryView));
  }

  /** One more attempt now, like the scheduled ones; answers the delivery after it. */
  async retry(scope: WebhookScope, id: string, deliveryId: string): Promise<DeliveryViewDto> {
    const endpoint = await this.endpointOf(scope, id);
    if (!(await this.repository.findDelivery(deliveryId, endpoint.id))) {
      throw new DomainException('webhook_delivery_not_found');
    }
    await this.countManualAttempt(endpoint.id);
    return this.attemptNow(endpoint.id, deliveryId);
  }

  /**
   * Seals the secrets still stored in clear (endpoints made before secrets were sealed);
   * answers how many endpoints it sealed. Each row is replaced only if unchanged since read,
   * so instances starting together, or a rotation meanwhile, lose nothing.
   */
  async sealClearSecrets(): Promise<number> {
    let sealed = 0;
    for (;;) {
      const batch = await this.repository.findClearSecrets(100);
      for (const row of batch) {
        const sealIfClear = (stored: string | null) =>
          stored !== null && isClear(stored) ? this.secrets.seal(row.id, stored) : stored;
        await this.repository.replaceSecrets(row.id, row, {
          secret: sealIfClear(row.secret)!,
          previousSecret: sealIfClear(row.previousSecret),
        });
        sealed += 1;
      }
      if (batch.length < 100) return sealed;
    }
  }

  /** Pings and manual retries: at most 10 a minute per endpoint, counted like the request limits (Redis, or memory). */
  private async countManualAttempt(endpointId: string): Promise<void> {
    const count = await this.limits.increment(`webhook-manual:${endpointId}`, 60_000, MANUAL_ATTEMPTS_PER_MINUTE);
    if (count.isBlocked) throw DomainException.retryAfter('too_many_requests', count.timeToBlockExpire);
  }

  private async attemptNow(endpointId: string, deliveryId: string): Promise<DeliveryViewDto> {
    await this.dispatcher.deliverNow(deliveryId);
    const delivery = await this.repository.findDelivery(deliveryId, endpointId);
    if (!delivery) throw new DomainException('webhook_delivery_not_found');
    return toDeliveryView(delivery);
  }

  /** The endpoint of the scope; with `tx`, locked until it ends. */
  private async endpointOf(scope: WebhookScope, id: string, tx?: Transaction): Promise<WebhookEndpoint> {
    const endpoint = await this.repository.findEndpoint(id, scope.organizationId, tx);
    if (!endpoint) throw new DomainException('webhook_not_found');
    return endpoint;
  }

  private record(
    change: Omit<WebhookChange, 'details'>,
    details: Record<string, unknown>,
    tx: Transaction,
  ): Promise<void> {
    return this.recorder.record({ ...change, details }, tx);
  }

  private checkEvents(events: string[]): string[] {
    const unknown = events.filter((event) => event !== '*' && !this.eventTypes.includes(event));
    if (unknown.length > 0) {
      throw new ValidationFailedException([
        { field: 'events', code: 'invalid_value', args: { allowed: ['*', ...this.eventTypes].join(', ') } },
      ]);
    }
    return [...new Set(events)];
  }

  /**
   * An http(s) URL (https only in production) whose host is a public address, or a name
   * that resolves now, only to public ones (CONTRACT §12.4); checked again at each connection.
   */
  private async checkUrl(raw: string): Promise<void> {
    await checkWebhookUrl(raw, this.config);
  }
}

/** The URL rules of an endpoint (CONTRACT §11.3, §12.4); throws `webhook_url_not_allowed` or a field error. */
export async function checkWebhookUrl(
  raw: string,
  config: Pick<AppConfig, 'nodeEnv' | 'webhookAllowPrivate'>,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ValidationFailedException([{ field: 'url', code: 'invalid_format' }]);
  }
  const schemes = config.nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
  if (!schemes.includes(url.protocol) || url.username || url.password) {
    throw new DomainException('webhook_url_not_allowed');
  }
  if (config.webhookAllowPrivate) return;
  if (!(await hostAllowed(url.hostname))) throw new DomainException('webhook_url_not_allowed');
}

function toView(endpoint: WebhookEndpoint): WebhookViewDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    createdBy: endpoint.createdBy,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

function toDeliveryView(delivery: WebhookDelivery): DeliveryViewDto {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    createdAt: delivery.createdAt.toISOString(),
  };
}
