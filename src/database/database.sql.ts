import type { HotStatement } from './hot-statements';

/**
 * The database folder's own SQL (docs/decisions/sql-shapes.md): the background jobs' leases
 * (`contract_sync_leases`), by name. `npm run sql` writes the final text to
 * src/queries/database.sql.
 */

/** Lease $1 taken or renewed by $2 at $3 until $4, when free, its own or run out. */
export const CLAIM_JOB_LEASE: HotStatement = {
  name: 'job_leases_claim',
  text: `INSERT INTO "contract_sync_leases" ("name", "holder", "expires_at") VALUES ($1, $2, $4)
       ON CONFLICT ("name") DO UPDATE SET "holder" = EXCLUDED."holder", "expires_at" = EXCLUDED."expires_at"
       WHERE "contract_sync_leases"."holder" = $2 OR "contract_sync_leases"."expires_at" <= $3
       RETURNING "name"`,
};

/** Lease $1 of holder $2 let go at once. */
export const RELEASE_JOB_LEASE: HotStatement = {
  name: 'job_leases_release',
  text: `UPDATE "contract_sync_leases" SET "expires_at" = '-infinity' WHERE "name" = $1 AND "holder" = $2`,
};

export const STATEMENTS: readonly HotStatement[] = [CLAIM_JOB_LEASE, RELEASE_JOB_LEASE];
