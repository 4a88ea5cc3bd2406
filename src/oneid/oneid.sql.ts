import type { HotStatement } from '../database/hot-statements';

/**
 * The oneid module's SQL (docs/decisions/sql-shapes.md): its statements on `oneid_states`, by
 * name. `npm run sql` writes the final text to src/queries/oneid.sql.
 */

/** A flow's single-use state. */
export const INSERT_ONEID_STATE: HotStatement = {
  name: 'oneid_states_insert',
  text: `INSERT INTO "oneid_states" ("state_hash", "purpose", "caller_id", "organization_id", "expires_at")
       VALUES ($1, $2, $3, $4, $5)`,
};

/** State $1 used up at $2, once, while live: its binding. */
export const CONSUME_ONEID_STATE: HotStatement = {
  name: 'oneid_states_consume',
  text: `UPDATE "oneid_states" SET "used_at" = $2
       WHERE "state_hash" = $1 AND "used_at" IS NULL AND "expires_at" > $2
       RETURNING "purpose", "caller_id", "organization_id"`,
};

/** Housekeeping: at most $2 states used or expired at $1. */
export const PURGE_ONEID_STATES: HotStatement = {
  name: 'oneid_states_purge',
  text: `DELETE FROM "oneid_states" WHERE "id" IN (
         SELECT "id" FROM "oneid_states" WHERE "used_at" IS NOT NULL OR "expires_at" <= $1 LIMIT $2
       )`,
};

export const STATEMENTS: readonly HotStatement[] = [INSERT_ONEID_STATE, CONSUME_ONEID_STATE, PURGE_ONEID_STATES];
