/**
 * Where an outgoing event's values stand in a statement: parameter references such as `$3`.
 * `organizationId` null: a platform event.
 */
export interface OutboxParameters {
  id: string;
  type: string;
  occurredAt: string;
  /** The event's `data`, as JSON text. */
  data: string;
  organizationId: string;
  /** More of the statement's rows to join (each row one event), as `FROM` items. */
  from?: string;
}

/**
 * What producers of events see of the webhooks: the outbox, one delivery per enabled endpoint
 * that wants the event, as an INSERT in the statement of the change (no endpoint: no row), so
 * the event and its deliveries are committed together, never one without the other. Apart
 * from the endpoints' service, so the audit trail depends on it and the worker (which records
 * `webhook.disabled` through the audit trail) on neither.
 */
export function outboxInsert(p: OutboxParameters): string {
  return `INSERT INTO "webhook_deliveries" ("endpoint_id", "event_id", "type", "occurred_at", "data", "next_attempt_at", "created_at")
       SELECT e."id", ${p.id}, ${p.type}, ${p.occurredAt}, ${p.data}::jsonb, ${p.occurredAt}, ${p.occurredAt}
       FROM "webhook_endpoints" e${p.from ? `, ${p.from}` : ''}
        WHERE e."enabled" AND (e."organization_id" IS NULL OR e."organization_id" = ${p.organizationId})
          AND e."events" && ARRAY[${p.type}, '*']::varchar[]`;
}
