import { Injectable } from '@nestjs/common';
import { Transaction } from '../database/transaction-runner';
import { DisabledEndpoint, WebhookDisabledListener } from '../webhooks/webhook-event-types';
import { AuditService } from './audit.service';

/** The actor of changes the service makes by itself (no person): the nil uuid. */
export const SERVICE_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/** Records `webhook.disabled` (CONTRACT §11.3) when the delivery worker disables an endpoint. */
@Injectable()
export class WebhookDisabledRecorder extends WebhookDisabledListener {
  constructor(private readonly audit: AuditService) {
    super();
  }

  endpointDisabled(endpoint: DisabledEndpoint, tx: Transaction): Promise<void> {
    return this.audit.record(
      {
        actor: { userId: SERVICE_ACTOR_ID, requestId: 'webhook-delivery' },
        action: 'webhook.disabled',
        target: { type: 'webhook', id: endpoint.id, organizationId: endpoint.organizationId ?? undefined },
        details: { reason: 'failing_for_5_days' },
      },
      tx,
    );
  }
}
