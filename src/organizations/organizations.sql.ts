import type { HotStatement } from '../database/hot-statements';
import { organizationVersionSql } from './entities/organization-version.entity';

/**
 * The organizations module's SQL (docs/decisions/sql-shapes.md): its fixed statements on
 * organizations and branches, by name. `npm run sql` writes the final text to
 * src/queries/organizations.sql. The portal's search is dynamic (`organizationSearchSql`).
 */

/** Each organization's contractStatus ($1 ids, $2 statuses) set at $3 where it differs. */
export const SET_CONTRACT_STATUSES: HotStatement = {
  name: 'organizations_set_contract_statuses',
  text: `UPDATE "organizations" o SET "contract_status" = v."status", "updated_at" = $3
       FROM unnest($1::uuid[], $2::varchar[]) AS v("id", "status")
       WHERE o."id" = v."id" AND o."contract_status" <> v."status"`,
};

/** Organization $1's branches, oldest first, with its version in the same snapshot. */
export const BRANCHES_OF_ORGANIZATION: HotStatement = {
  name: 'branches_of_organization',
  text: `SELECT ${organizationVersionSql('o."id"')} AS organization_version, b."id", b."organization_id", b."name", b."address", b."active",
              b."created_at"
       FROM "organizations" o LEFT JOIN "branches" b ON b."organization_id" = o."id"
       WHERE o."id" = $1
       ORDER BY b."created_at", b."id"`,
};

export const STATEMENTS: readonly HotStatement[] = [SET_CONTRACT_STATUSES, BRANCHES_OF_ORGANIZATION];
