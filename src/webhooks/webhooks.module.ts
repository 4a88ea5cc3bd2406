import { Module } from '@nestjs/common';
import { OrganizationWebhooksController, PortalWebhooksController } from './webhooks.controller';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhooksRepository } from './webhooks.repository';
import { WebhooksService } from './webhooks.service';
import { WebhooksHousekeeping } from './webhooks-housekeeping';

/**
 * Webhooks (CONTRACT §11.3): endpoints, the outbox of deliveries and the worker that sends
 * them. It knows no domain: the audit module hands it each event and names the event types.
 */
@Module({
  controllers: [PortalWebhooksController, OrganizationWebhooksController],
  providers: [WebhooksRepository, WebhooksService, WebhookDispatcher, WebhooksHousekeeping],
})
export class WebhooksModule {}
