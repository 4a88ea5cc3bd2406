import { Global, Module } from '@nestjs/common';
import { OrganizationAuditController, PortalAuditController } from './audit.controller';
import { AuditRetentionService } from './audit-retention.service';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { AUDIT_ACTIONS } from './audit-actions';
import { WEBHOOK_EVENT_TYPES, WebhookChangeRecorder } from '../webhooks/webhook-event-types';
import { WebhookChangeAuditRecorder } from './webhook-change.recorder';
import { WebhooksModule } from '../webhooks/webhooks.module';

/**
 * The audit trail: written by every module that changes things, read by the portal and
 * organizations, and handed to the webhooks (whose event types are its actions).
 */
@Global()
@Module({
  imports: [WebhooksModule],
  controllers: [PortalAuditController, OrganizationAuditController],
  providers: [
    AuditRepository,
    AuditService,
    AuditRetentionService,
    { provide: WEBHOOK_EVENT_TYPES, useValue: AUDIT_ACTIONS },
    { provide: WebhookChangeRecorder, useClass: WebhookChangeAuditRecorder },
  ],
  exports: [AuditService, WEBHOOK_EVENT_TYPES, WebhookChangeRecorder],
})
export class AuditModule {}
