import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import { DomainException, ValidationFailedException } from '../common/errors/domain.exception';
import { pageAskedBy, toPage } from '../common/http/pagination';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { isPublicAddress, literalAddress, resolveAll } from './address-policy';
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
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from './webhook-event-types';
import { WebhookDispatcher } from './webhook-dispatcher';
import { EndpointChanges, WebhooksRepository } from './webhooks.repository';

/** Whose endpoints: an organization's, or (null) the platform's. */
export interface WebhookScope {
  organizationId: string | null;
}

/** After a rotation the old secret still signs for this long, so receivers can switch over. */
const PREVIOUS_SECRET_MS = 24 * 3_600_000;
/** How long a ping is left to the request that made it before any worker may take it. */
const PING_HELD_MS = 60_000;

/** Endpoints and their deliveries (CONTRACT §11.3). Takes events; knows nothing of what they say. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly repository: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOK_EVENT_TYPES) private readonly eventTypes: readonly string[],
  ) {}

  async create(scope: WebhookScope, dto: CreateWebhookDto): Promise<WebhookWithSecretDto> {
    await this.checkUrl(dto.url);
    const events = this.checkEvents(dto.events);
    const endpoint = await this.repository.insertEndpoint(
      {
        organizationId: scope.organizationId,
        url: dto.url,
        events,
        description: dto.description ?? null,
        secret: newSecret(),
      },
      this.clock.now(),
    );
    return { ...toView(endpoint), secret: endpoint.secret };
  }

  async list(scope: WebhookScope): Promise<WebhookViewDto[]> {
    return (await this.repository.listEndpoints(scope.organizationId)).map(toView);
  }

  async update(scope: WebhookScope, id: string, dto: UpdateWebhookDto): Promise<WebhookViewDto> {
    const endpoint = await this.endpointOf(scope, id);
    const changes: EndpointChanges = {};
    if (dto.url !== undefined) {
      await this.checkUrl(dto.url);
      changes.url = dto.url;
    }
    if (dto.events !== undefined) changes.events = this.checkEvents(dto.events);
    if (dto.description !== undefined) changes.description = dto.description;
    if (dto.enabled !== undefined) changes.enabled = dto.enabled;
    await this.repository.updateEndpoint(endpoint.id, changes);
    return toView({ ...endpoint, ...changes });
  }

  async remove(scope: WebhookScope, id: string): Promise<void> {
    await this.repository.deleteEndpoint((await this.endpointOf(scope, id)).id);
  }

  /** A new secret; the old one keeps signing beside it for a day. */
  async rotateSecret(scope: WebhookScope, id: string): Promise<WebhookWithSecretDto> {
    const endpoint = await this.endpointOf(scope, id);
    const changes = {
      secret: newSecret(),
      previousSecret: endpoint.secret,
      previousSecretUntil: new Date(this.clock.nowMs() + PREVIOUS_SECRET_MS),
    };
    await this.repository.updateEndpoint(endpoint.id, changes);
    return { ...toView(endpoint), secret: changes.secret };
  }

  /** Delivers a `webhook.test` event now, whatever the endpoint subscribes to; answers its delivery. */
  async test(scope: WebhookScope, id: string): Promise<DeliveryViewDto> {
    const endpoint = await this.endpointOf(scope, id);
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
    return this.attemptNow(endpoint.id, deliveryId);
  }

  private async attemptNow(endpointId: string, deliveryId: string): Promise<DeliveryViewDto> {
    await this.dispatcher.deliverNow(deliveryId);
    const delivery = await this.repository.findDelivery(deliveryId, endpointId);
    if (!delivery) throw new DomainException('webhook_delivery_not_found');
    return toDeliveryView(delivery);
  }

  private async endpointOf(scope: WebhookScope, id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.repository.findEndpoint(id, scope.organizationId);
    if (!endpoint) throw new DomainException('webhook_not_found');
    return endpoint;
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
   * An http(s) URL (https only in production) that names no private address, literally or
   * through its name now; the address is checked again at each connection.
   */
  private async checkUrl(raw: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ValidationFailedException([{ field: 'url', code: 'invalid_format' }]);
    }
    const schemes = this.config.nodeEnv === 'production' ? ['https:'] : ['https:', 'http:'];
    if (!schemes.includes(url.protocol) || url.username || url.password) {
      throw new DomainException('webhook_url_not_allowed');
    }
    if (this.config.webhookAllowPrivate) return;
    const literal = literalAddress(url.hostname);
    const addresses = literal
      ? [literal]
      : await resolveAll(url.hostname).then(
          (found) => found.map((entry) => entry.address),
          () => [],
        );
    if (addresses.some((address) => !isPublicAddress(address))) throw new DomainException('webhook_url_not_allowed');
  }
}

/** `whsec_` and 24 random bytes in base64, the Standard Webhooks form. */
function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function toView(endpoint: WebhookEndpoint): WebhookViewDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    description: endpoint.description,
    enabled: endpoint.enabled,
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
