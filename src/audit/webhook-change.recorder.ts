import { Injectable } from '@nestjs/common';
import { Transaction } from '../database/transaction-runner';
import { WebhookChange, WebhookChangeRecorder } from '../webhooks/webhook-event-types';
import { AuditService } from './audit.service';

/** The actor of changes the service makes by itself (no person): the nil uuid. */
export const SERVICE_ACTOR_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Records each change to a webhook endpoint (CONTRACT §11.3, §12.4: `webhook.created`,
 * `.updated`, `.deleted`, `.secret_rotated`, `.disabled`) in the change's transaction; the
 * delivery worker's disabling is the service's own.
 */
@Injectable()
export class WebhookChangeAuditRecorder extends WebhookChangeRecorder {
  constructor(private readonly audit: AuditService) {
    super();
  }

  record(change: WebhookChange, tx: Transaction): Promise<void> {
    return this.audit.record(
      {
        actor: change.actor ?? { userId: SERVICE_ACTOR_ID, requestId: 'webhook-delivery' },
        action: change.action,
        target: { type: 'webhook', id: change.endpointId, organizationId: change.organizationId ?? undefined },
        details: change.details,
      },
      tx,
    );
  }
}
