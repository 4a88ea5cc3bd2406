import type { OpenAPIObject } from '@nestjs/swagger';
import { AUDIT_ACTIONS } from '../audit/audit-actions';
import { TEST_EVENT_TYPE } from '../webhooks/webhook-event-types';

/**
 * The delivery every webhook endpoint receives (CONTRACT §11.3). OpenAPI 3.0, which the
 * generator writes, has no `webhooks` section (3.1 does): the delivery is an operation
 * under `x-webhooks`, the 3.0 extension Redoc reads for the same thing; its body is the
 * `WebhookEvent` schema (so the generated client has the type too).
 */
export function addWebhookSchemas(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.WebhookEvent = {
    type: 'object',
    description:
      'The JSON body of a webhook delivery: `POST` to the endpoint’s URL with the Standard Webhooks headers ' +
      '`webhook-id` (the event id, the same on every attempt), `webhook-timestamp` (Unix seconds of the attempt) ' +
      'and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret, space-separated). ' +
      'Answer 2xx within 10 s; see docs/webhooks.md for verifying it.',
    required: ['type', 'timestamp', 'data'],
    properties: {
      type: {
        type: 'string',
        enum: [...AUDIT_ACTIONS, TEST_EVENT_TYPE],
        description: 'The audit action, or `webhook.test` for a ping',
      },
      timestamp: { type: 'string', format: 'date-time', description: 'When the event happened' },
      data: {
        description: 'The audit event as the audit lists show it; for `webhook.test`, `{webhookId}`',
        oneOf: [
          { $ref: '#/components/schemas/AuditEventViewDto' },
          {
            type: 'object',
            required: ['webhookId'],
            properties: { webhookId: { type: 'string', format: 'uuid' } },
          },
        ],
      },
    },
  };
  const signatureHeaders = [
    ['webhook-id', 'The event id: the same on every attempt; drop repeats by it'],
    ['webhook-timestamp', 'Unix seconds of this attempt'],
    ['webhook-signature', '`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one per secret, space-separated'],
  ].map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } }));
  (document as OpenAPIObject & { 'x-webhooks': Record<string, unknown> })['x-webhooks'] = {
    event: {
      post: {
        operationId: 'webhookEvent',
        // The receiver checks the signature; the service sends no credentials.
        security: [],
        summary: 'An audit event, delivered to each endpoint that subscribes to it',
        tags: ['webhooks'],
        parameters: signatureHeaders,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEvent' } } },
        },
        responses: {
          '200': { description: 'Any 2xx within 10 s: delivered' },
          '410': { description: 'Any other answer, a redirect or a timeout: tried again on the schedule' },
        },
      },
    },
  };
  return document;
}
