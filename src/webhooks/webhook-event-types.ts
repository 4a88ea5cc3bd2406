/**
 * The event types an endpoint may subscribe to, given by the module that produces the
 * events (the audit trail): the webhooks module knows no domain.
 */
export const WEBHOOK_EVENT_TYPES = Symbol('WEBHOOK_EVENT_TYPES');

/** The ping of `POST …/webhooks/{id}/test`: delivered whatever the endpoint's events, never an audit event. */
export const TEST_EVENT_TYPE = 'webhook.test';
