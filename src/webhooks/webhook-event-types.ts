import type { Transaction } from '../database/transaction-runner';

/**
 * The event types an endpoint may subscribe to, given by the module that produces the
 * events (the audit trail): the webhooks module knows no domain.
 */
export const WEBHOOK_EVENT_TYPES = Symbol('WEBHOOK_EVENT_TYPES');

/** The audit actions of endpoint changes (CONTRACT §11.3, §12.4). */
export type WebhookChangeAction =
  'webhook.created' | 'webhook.updated' | 'webhook.deleted' | 'webhook.secret_rotated' | 'webhook.disabled';

/** A change to an endpoint, for the module that records it (the audit trail), in the change's transaction. */
export interface WebhookChange {
  action: WebhookChangeAction;
  endpointId: string;
  /** Null: a platform endpoint. */
  organizationId: string | null;
  /** Who made the change, in which request; absent: the service by itself (the delivery worker). */
  actor?: { userId: string; requestId: string };
  /** What changed: field names, the reason of a disabling; never a secret. */
  details: Record<string, unknown>;
}

/**
 * Where the webhooks module reports each change to an endpoint (audit `webhook.*`);
 * provided by the audit module, so this one imports no domain.
 */
export abstract class WebhookChangeRecorder {
  abstract record(change: WebhookChange, tx: Transaction): Promise<void>;
}

/** The ping of `POST …/webhooks/{id}/test`: delivered whatever the endpoint's events, never an audit event. */
export const TEST_EVENT_TYPE = 'webhook.test';
