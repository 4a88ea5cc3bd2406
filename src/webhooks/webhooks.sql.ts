import type { HotStatement } from '../database/hot-statements';
import { deleteBatchStatement } from '../database/query-helpers';

/**
 * The webhooks module's SQL (docs/decisions/sql-shapes.md): its statements on endpoints and
 * deliveries, by name, and the fragment it lends (the outbox's INSERT, written in the
 * statement of each change). `npm run sql` writes the final text to src/queries/webhooks.sql.
 */

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

/** Creations of organization $1's endpoints take turns until the transaction ends. */
export const LOCK_ENDPOINTS_OF: HotStatement = {
  name: 'webhook_endpoints_lock_of_organization',
  text: `SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints:' || $1))`,
};

/** How many endpoints organization $1 has. */
export const COUNT_ENDPOINTS: HotStatement = {
  name: 'webhook_endpoints_count',
  text: `SELECT count(*)::int AS n FROM "webhook_endpoints" WHERE "organization_id" = $1`,
};

/** The enabled organization endpoints user $1 made (in organization $2, or all) disabled for reason $3. */
export const DISABLE_CREATED_BY: HotStatement = {
  name: 'webhook_endpoints_disable_created_by',
  text: `UPDATE "webhook_endpoints" SET "enabled" = false, "disabled_reason" = $3
        WHERE "created_by" = $1 AND "enabled" AND "organization_id" IS NOT NULL
          AND ($2::uuid IS NULL OR "organization_id" = $2::uuid)
       RETURNING "id", "organization_id"`,
};

/** Up to $1 endpoints whose secrets are still stored in clear. */
export const CLEAR_SECRETS: HotStatement = {
  name: 'webhook_endpoints_clear_secrets',
  text: `SELECT "id", "secret", "previous_secret" AS "previousSecret" FROM "webhook_endpoints"
        WHERE left("secret", 6) = 'whsec_' OR left("previous_secret", 6) = 'whsec_' LIMIT $1`,
};

/** Endpoint $1's secrets replaced ($4, $5) while they are still those read ($2, $3). */
export const REPLACE_SECRETS: HotStatement = {
  name: 'webhook_endpoints_replace_secrets',
  text: `UPDATE "webhook_endpoints" SET "secret" = $4, "previous_secret" = $5
        WHERE "id" = $1 AND "secret" = $2 AND "previous_secret" IS NOT DISTINCT FROM $3`,
};

/** What a claim answers of each delivery and its endpoint. */
export const CLAIMED_COLUMNS = `d."id", d."endpoint_id", d."event_id", d."type", d."occurred_at", d."data", d."attempts",
  d."created_at", e."url", e."secret", e."previous_secret", e."previous_secret_until"`;

/** The delivery `alias` is due at $1. */
const due = (alias: string) =>
  `${alias}."status" = 'pending' AND ${alias}."next_attempt_at" <= $1
       AND (${alias}."locked_until" IS NULL OR ${alias}."locked_until" <= $1)`;

/**
 * Due deliveries of enabled endpoints claimed at $1 until $2 with token $3 (at most $4, at
 * most $5 in flight per endpoint), the organizations sharing the slots (WebhooksRepository.claim).
 */
export const CLAIM_DELIVERIES: HotStatement = {
  name: 'webhook_deliveries_claim',
  text: `WITH endpoints AS (
         SELECT e."id", e."organization_id", b."busy",
                sum(b."busy") OVER (PARTITION BY e."organization_id") AS "organization_busy"
           FROM "webhook_endpoints" e
           CROSS JOIN LATERAL (
             SELECT count(*)::int AS "busy" FROM "webhook_deliveries" f
              WHERE f."endpoint_id" = e."id" AND f."status" = 'pending' AND f."locked_until" > $1) b
          WHERE e."enabled"),
       heads AS (
         SELECT n."id" AS "endpoint_id", n."organization_id", n."organization_busy", $5::int - n."busy" AS "room",
                head."next_attempt_at"
           FROM endpoints n
           CROSS JOIN LATERAL (
             SELECT d."next_attempt_at" FROM "webhook_deliveries" d
              WHERE d."endpoint_id" = n."id" AND ${due('d')}
              ORDER BY d."next_attempt_at" LIMIT 1) head
          WHERE n."busy" < $5::int),
       turns AS (
         SELECT "endpoint_id", "room", "next_attempt_at",
                "organization_busy" + row_number() OVER (PARTITION BY "organization_id" ORDER BY "next_attempt_at", "endpoint_id") AS "share"
           FROM heads
          ORDER BY "share", "next_attempt_at" LIMIT $4),
       claimable AS (
         SELECT picked."id" FROM turns t
          CROSS JOIN LATERAL (
            SELECT d."id" FROM "webhook_deliveries" d
             WHERE d."endpoint_id" = t."endpoint_id" AND ${due('d')}
             ORDER BY d."next_attempt_at" LIMIT t."room"
             FOR UPDATE SKIP LOCKED) picked
          LIMIT $4)
       UPDATE "webhook_deliveries" d
          SET "locked_until" = $2, "lock_token" = $3, "attempts" = d."attempts" + 1
         FROM claimable c, "webhook_endpoints" e
        WHERE d."id" = c."id" AND e."id" = d."endpoint_id"
       RETURNING ${CLAIMED_COLUMNS}`,
};

/** Delivery $4 of an enabled endpoint claimed at $1 until $2 with token $3, due or not. */
export const CLAIM_ONE_DELIVERY: HotStatement = {
  name: 'webhook_deliveries_claim_one',
  text: `WITH claimable AS (
         SELECT d."id" FROM "webhook_deliveries" d
           JOIN "webhook_endpoints" e ON e."id" = d."endpoint_id" AND e."enabled"
          WHERE d."id" = $4 AND (d."locked_until" IS NULL OR d."locked_until" <= $1)
          FOR UPDATE OF d SKIP LOCKED)
       UPDATE "webhook_deliveries" d
          SET "locked_until" = $2, "lock_token" = $3, "attempts" = d."attempts" + 1, "status" = 'pending'
         FROM claimable c, "webhook_endpoints" e
        WHERE d."id" = c."id" AND e."id" = d."endpoint_id"
       RETURNING ${CLAIMED_COLUMNS}`,
};

/** Housekeeping: deliveries finished before $2 (at most $1); a finished one's next_attempt_at is when it finished. */
export const PURGE_DELIVERIES = deleteBatchStatement(
  'webhook_deliveries_purge',
  'webhook_deliveries',
  `"status" IN ('succeeded', 'failed') AND "next_attempt_at" < $2`,
);

/** An attempt's outcome recorded, if the claim ($2) is still this one's. */
export const RECORD_ATTEMPT: HotStatement = {
  name: 'webhook_deliveries_record',
  text: `UPDATE "webhook_deliveries"
          SET "status" = $3, "last_status_code" = $4, "last_error" = $5, "next_attempt_at" = $6,
              "locked_until" = NULL, "lock_token" = NULL
        WHERE "id" = $1 AND "lock_token" = $2`,
};

/** Endpoint $1 failing since its first failure ($2, unless earlier). */
export const NOTE_FAILURE: HotStatement = {
  name: 'webhook_endpoints_note_failure',
  text: `UPDATE "webhook_endpoints" SET "failing_since" = COALESCE("failing_since", $2)
        WHERE "id" = $1 AND "enabled" RETURNING "failing_since"`,
};

/** Endpoint $1 failing no more. */
export const NOTE_SUCCESS: HotStatement = {
  name: 'webhook_endpoints_note_success',
  text: `UPDATE "webhook_endpoints" SET "failing_since" = NULL WHERE "id" = $1 AND "failing_since" IS NOT NULL`,
};

/** Endpoint $1 disabled when enabled and failing since $2 or earlier. */
export const DISABLE_FAILING: HotStatement = {
  name: 'webhook_endpoints_disable_failing',
  text: `UPDATE "webhook_endpoints" SET "enabled" = false, "disabled_reason" = 'failing'
        WHERE "id" = $1 AND "enabled" AND "failing_since" <= $2 RETURNING "id", "organization_id"`,
};

/** Deliveries waiting for an attempt. */
export const COUNT_PENDING: HotStatement = {
  name: 'webhook_deliveries_count_pending',
  text: `SELECT count(*)::int AS n FROM "webhook_deliveries" WHERE "status" = 'pending'`,
};

export const STATEMENTS: readonly HotStatement[] = [
  LOCK_ENDPOINTS_OF,
  COUNT_ENDPOINTS,
  DISABLE_CREATED_BY,
  CLEAR_SECRETS,
  REPLACE_SECRETS,
  CLAIM_DELIVERIES,
  CLAIM_ONE_DELIVERY,
  PURGE_DELIVERIES,
  RECORD_ATTEMPT,
  NOTE_FAILURE,
  NOTE_SUCCESS,
  DISABLE_FAILING,
  COUNT_PENDING,
];
