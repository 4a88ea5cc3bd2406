import type { HotStatement } from '../database/hot-statements';
import { isoTimestamp } from '../database/query-helpers';
import { outboxInsert } from '../webhooks/webhooks.sql';

/**
 * The audit module's SQL (docs/decisions/sql-shapes.md): its statements on `audit_events`, and
 * the fragments it lends (an event as CTEs of another module's statement: a change and its
 * event in one round trip). `npm run sql` writes the final text to src/queries/audit.sql.
 */

/**
 * The event's values in `AuditService.parameters`' order as columns of a set-based statement
 * (`itemsCte`), each named `event_<k>`.
 */
export const AUDIT_EVENT_COLUMNS = [
  'uuid',
  'uuid',
  'varchar',
  'varchar',
  'varchar',
  'uuid',
  'uuid',
  'jsonb',
  'timestamptz',
].map((type, k) => [`event_${k}`, type] as const);

/**
 * An audit event as two CTEs of a statement, `event` (its row) and `deliveries` (its webhook
 * outbox), its k-th value (in `AuditService.parameters`' order) at `value(k)`: a parameter,
 * or a column of `from`. With `from` (FROM items, the actor's row aliased `a` with a
 * `user_id`), one event per row of `from` (none: no event), that row's user the actor when
 * the entry names none, so a change and its event need no round trip between them; without,
 * one event. A delivery's `data` is the event as the audit lists show it
 * (AuditEventViewDto), built here from the same values, and only for the endpoints that want it.
 */
export function auditEventCtesOf(value: (k: number) => string, from?: string): string {
  const p = value;
  const actor = from ? `COALESCE(${p(1)}::uuid, a."user_id")` : `${p(1)}::uuid`;
  const data = `jsonb_build_object('id', ${p(0)}::uuid, 'action', ${p(3)}::varchar, 'actorId', ${actor},
    'targetType', ${p(4)}::varchar, 'targetId', ${p(5)}::uuid, 'organizationId', ${p(6)}::uuid, 'details', ${p(7)}::jsonb,
    'requestId', ${p(2)}::varchar, 'createdAt', ${isoTimestamp(`${p(8)}::timestamptz`)})`;
  const deliveries = outboxInsert({ id: p(0), type: p(3), occurredAt: p(8), data, organizationId: p(6), from });
  return `"event" AS (
    INSERT INTO "audit_events" ("id", "actor_user_id", "request_id", "action", "target_type", "target_id",
      "organization_id", "details", "created_at")
    SELECT ${p(0)}::uuid, ${actor}, ${p(2)}::varchar, ${p(3)}::varchar, ${p(4)}::varchar, ${p(5)}::uuid,
      ${p(6)}::uuid, ${p(7)}::jsonb, ${p(8)}::timestamptz${from ? ` FROM ${from}` : ''}),
  "deliveries" AS (${deliveries})`;
}

/** An event alone: its row and its deliveries, one statement (parameters in `AuditService.parameters`' order). */
export const RECORD_AUDIT_EVENT: HotStatement = {
  name: 'audit_events_record',
  text: `WITH ${auditEventCtesOf((k) => `$${k + 1}`)} SELECT 1 AS "recorded"`,
};

/** Housekeeping: up to $2 events older than $1, oldest first. */
export const PURGE_AUDIT_EVENTS: HotStatement = {
  name: 'audit_events_purge',
  text: `DELETE FROM "audit_events" WHERE "id" IN (
         SELECT "id" FROM "audit_events" WHERE "created_at" < $1 ORDER BY "created_at" LIMIT $2)`,
};

export const STATEMENTS: readonly HotStatement[] = [RECORD_AUDIT_EVENT, PURGE_AUDIT_EVENTS];
