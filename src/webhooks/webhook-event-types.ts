import type { Transaction } from '../database/transaction-runner';

/**
 * The event types an endpoint may subscribe to, given by the module that produces the
 * events (the audit trail): the webhooks module knows no domain.
 */
export const WEBHOOK_EVENT_TYPES = Symbol('WEBHOOK_EVENT_TYPES');

/** A disabled endpoint, for the module that records it (the audit trail), in the transaction that disables it. */
export interface DisabledEndpoint {
  id: string;
  organizationId: string | null;
  at: Date;
}

/**
 * Where the webhooks module reports an endpoint it disabled (CONTRACT §11.3: audit
 * `webhook.disabled`); provided by the audit module, so this one imports no domain.
 */
export abstract class WebhookDisabledListener {
  abstract endpointDisabled(endpoint: DisabledEndpoint, tx: Transaction): Promise<void>;
}

/** The ping of `POST …/webhooks/{id}/test`: delivered whatever the endpoint's events, never an audit event. */
export const TEST_EVENT_TYPE = 'webhook.test';
