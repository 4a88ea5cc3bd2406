import { Module } from '@nestjs/common';
import { RateLimitStoreModule } from '../limits/rate-limit.module';
import { OrganizationWebhooksController, PortalWebhooksController } from './webhooks.controller';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookSecrets } from './webhook-secrets';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';
import { WebhooksHousekeeping } from './webhooks-housekeeping';

/**
 * Webhooks (CONTRACT §11.3): endpoints, the outbox of deliveries and the worker that sends
 * them. It knows no domain: the audit module hands it each event, names the event types and
 * records the endpoints' changes (WebhookChangeRecorder). Staff and users call
 * `WebhooksService.disableEndpointsCreatedBy` in the transaction that removes or blocks a
 * creator.
 */
@Module({
  imports: [RateLimitStoreModule],
  controllers: [PortalWebhooksController, OrganizationWebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhookDispatcher, WebhookSecrets, WebhooksHousekeeping],
  exports: [WebhooksService],
})
export class WebhooksModule {}
