import type { HotStatement } from '../database/hot-statements';

/**
 * The contracts module's SQL (docs/decisions/sql-shapes.md): its fixed statements on
 * contracts, their number sequences and files, by name. `npm run sql` writes the final text
 * to src/queries/contracts.sql.
 */

/** The next number of year $1. */
export const NEXT_CONTRACT_NUMBER: HotStatement = {
  name: 'contract_number_sequences_next',
  text: `INSERT INTO "contract_number_sequences" ("year", "last_value") VALUES ($1, 1)
       ON CONFLICT ("year") DO UPDATE SET "last_value" = "contract_number_sequences"."last_value" + 1
       RETURNING "last_value"`,
};

/** Contract $1 deleted while in one of the statuses $2: its organization. */
export const DELETE_CONTRACT_IN_STATUS: HotStatement = {
  name: 'contracts_delete_in_status',
  text: `DELETE FROM "contracts" WHERE "id" = $1 AND "status" = ANY($2::varchar[]) RETURNING "organization_id"`,
};

/** Synced states ($1, JSON) applied at $2 to contracts still in the status they were read in. */
export const APPLY_SYNCED: HotStatement = {
  name: 'contracts_apply_synced',
  text: `UPDATE "contracts" c SET "status" = v."status", "edoc_status" = v."edoc_status",
         "edoc_status_comment" = v."edoc_status_comment", "signed_by_us_at" = v."signed_by_us_at",
         "signed_at" = v."signed_at", "sync_error" = NULL, "last_synced_at" = $2, "updated_at" = $2
       FROM jsonb_to_recordset($1::jsonb) AS v("id" uuid, "expected" varchar, "status" varchar, "edoc_status" integer,
         "edoc_status_comment" varchar, "signed_by_us_at" timestamptz, "signed_at" timestamptz)
       WHERE c."id" = v."id" AND c."status" = v."expected"
       RETURNING c."id", c."organization_id"`,
};

/** The signed PDFs ($2) of contracts $1, stored at $3. */
export const STORE_CONTRACT_FILES: HotStatement = {
  name: 'contract_files_store',
  text: `INSERT INTO "contract_files" ("contract_id", "pdf", "created_at")
         SELECT f."id", f."pdf", $3 FROM unnest($1::uuid[], $2::bytea[]) AS f("id", "pdf")
         ON CONFLICT ("contract_id") DO UPDATE SET "pdf" = EXCLUDED."pdf", "created_at" = EXCLUDED."created_at"`,
};

/** Failed calls to Didox recorded at $4 on contracts still in the status they were read in. */
export const RECORD_SYNC_FAILURES: HotStatement = {
  name: 'contracts_record_sync_failures',
  text: `UPDATE "contracts" c SET "sync_error" = v."error", "last_synced_at" = $4, "updated_at" = $4
       FROM unnest($1::uuid[], $2::varchar[], $3::varchar[]) AS v("id", "expected", "error")
       WHERE c."id" = v."id" AND c."status" = v."expected"`,
};

/** The contractStatus of organizations $1 from their contracts (CONTRACT §8). */
export const ORGANIZATION_CONTRACT_STATUSES: HotStatement = {
  name: 'contracts_organization_statuses',
  text: `SELECT x."id", CASE
         WHEN EXISTS (SELECT 1 FROM "contracts" c WHERE c."organization_id" = x."id" AND c."status" = 'signed')
           THEN 'contract_signed'
         WHEN EXISTS (SELECT 1 FROM "contracts" c WHERE c."organization_id" = x."id"
                        AND c."status" IN ('generated', 'draft', 'signed_by_us'))
           THEN 'contract_in_progress'
         ELSE 'contract_required' END AS "status"
       FROM unnest($1::uuid[]) AS x("id")`,
};

export const STATEMENTS: readonly HotStatement[] = [
  NEXT_CONTRACT_NUMBER,
  DELETE_CONTRACT_IN_STATUS,
  APPLY_SYNCED,
  STORE_CONTRACT_FILES,
  RECORD_SYNC_FAILURES,
  ORGANIZATION_CONTRACT_STATUSES,
];
