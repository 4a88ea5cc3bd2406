import { Injectable } from '@nestjs/common';
import { Transaction } from '../database/transaction-runner';
import { OutgoingEvent, WebhooksRepository } from './webhooks.repository';

/**
 * What producers of events see of the webhooks: one call in the transaction of the change.
 * Apart from the endpoints' service, so the audit trail depends on it and the worker (which
 * records `webhook.disabled` through the audit trail) on neither.
 */
@Injectable()
export class WebhookOutbox {
  constructor(private readonly repository: WebhooksRepository) {}

  /** Queues the event for every enabled endpoint that wants it, in one statement of `tx`. */
  publish(event: OutgoingEvent, tx: Transaction): Promise<void> {
    return this.repository.enqueue(event, tx);
  }
}
