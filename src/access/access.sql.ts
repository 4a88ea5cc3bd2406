import type { HotStatement } from '../database/hot-statements';
import { organizationVersionSql } from '../organizations/entities/organization-version.entity';
import { windowedCounterSql } from '../limits/windows';
import { appliesAtBranchSql, appliesToOrganizationSql, BranchPlace } from './role-scope';

/**
 * Lent to other modules' statements, from here only: which roles apply where (written once
 * in TypeScript and once in SQL, role-scope.ts), the till token's liveness and the caller's
 * statement with a route's read beside it (the guard's, access.repository.ts).
 */
export { holdsRoleAtBranchSql, holdsRoleInOrganizationSql } from './role-scope';
export type { BranchPlace } from './role-scope';
export { callerWith } from './read-beside.statements';
export { tillTokenLiveSql } from './caller-statements';
export { TILL_CREDENTIAL_IDLE_DAYS, tillCredentialLiveSql } from '../tills/entities/tills.sql';

/**
 * The access module's SQL (docs/decisions/sql-shapes.md): its statements on roles, role
 * assignments, signing keys and the organizations' windows of wrong PINs, by name, and the
 * fragments it lends to other modules' statements (role assignments and roles are named in
 * no other module's text). `npm run sql` writes the final text to src/queries/access.sql.
 * The guard's own statements (ACCESS_CALLER …) live beside the guard, in access.repository.ts.
 */

/**
 * The key set's version, a scalar subquery: the highest generation, which changes with every
 * new key (an immediate rotation makes one). A statement that is about to be followed by a
 * signature can read it too, saving the signer its own round trip.
 */
export const KEY_SET_VERSION = '(SELECT coalesce(max("generation"), 0)::int FROM "signing_keys")';

/**
 * Lent: every role assignment `m` that applies at a branch (its client's, its organization's
 * and the branch's own), joined with its role `r`, each part found by its index (the client's,
 * the organization's: a branch assignment carries its organization). A join on the three scopes
 * at once left PostgreSQL a scan of every assignment on an empty, unanalyzed database (issue 34).
 */
export function rolesAtBranchOfAnyoneSql(place: BranchPlace): string {
  return `CROSS JOIN LATERAL (
         SELECT * FROM "role_assignments" WHERE "scope_type" = 'client' AND "client_id" = ${place.clientId}
         UNION ALL
         SELECT * FROM "role_assignments" WHERE "organization_id" = ${place.organizationId}
           AND ("scope_type" = 'organization' OR ("scope_type" = 'branch' AND "branch_id" = ${place.branchId}))) m
       JOIN "roles" r ON r."id" = m."role_id"`;
}

/** Lent: the role assignments `m` (of `user`, an SQL expression, when given) that apply at a branch, joined with their roles `r`. */
export function rolesAtBranchJoinSql(place: BranchPlace, user?: string): string {
  const applies = appliesAtBranchSql('m', place);
  return `JOIN "role_assignments" m ON ${user ? `m."user_id" = ${user} AND ${applies}` : applies}
       JOIN "roles" r ON r."id" = m."role_id"`;
}

const SIGNING_KEY_COLUMNS = `"id", "generation", "kid", "public_key" AS "publicKey", "private_key_encrypted" AS "privateKeyEncrypted",
  "created_at" AS "createdAt", "activates_at" AS "activatesAt"`;

/**
 * Every key not revoked, oldest generation first, with the key set's version and the first
 * key ever made (revoked or not), in one snapshot.
 */
export const SIGNING_KEYS_LOAD: HotStatement = {
  name: 'signing_keys_load',
  text: `SELECT v."keySetVersion", f."firstKid", f."firstCreatedAt", k.* FROM (SELECT ${KEY_SET_VERSION} AS "keySetVersion") v
         LEFT JOIN (SELECT "kid" AS "firstKid", "created_at" AS "firstCreatedAt" FROM "signing_keys"
                     ORDER BY "generation" LIMIT 1) f ON true
         LEFT JOIN (SELECT ${SIGNING_KEY_COLUMNS} FROM "signing_keys" WHERE "revoked_at" IS NULL) k ON true
        ORDER BY k."generation"`,
};

/** The key set's version. */
export const SIGNING_KEYS_VERSION: HotStatement = {
  name: 'signing_keys_version',
  text: `SELECT ${KEY_SET_VERSION} AS "version"`,
};

/** A key added unless its generation exists. */
export const SIGNING_KEYS_INSERT: HotStatement = {
  name: 'signing_keys_insert',
  text: `INSERT INTO "signing_keys" ("generation", "kid", "public_key", "private_key_encrypted", "created_at", "activates_at")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("generation") DO NOTHING RETURNING ${SIGNING_KEY_COLUMNS}`,
};

/** Rotations by hand take turns until the transaction ends. */
export const SIGNING_KEYS_LOCK: HotStatement = {
  name: 'signing_keys_lock',
  text: `SELECT pg_advisory_xact_lock(hashtext('signing_keys'))`,
};

/** Every key but $1 revoked at $2. */
export const SIGNING_KEYS_REVOKE_ALL_BUT: HotStatement = {
  name: 'signing_keys_revoke_all_but',
  text: `UPDATE "signing_keys" SET "revoked_at" = $2 WHERE "id" <> $1 AND "revoked_at" IS NULL`,
};

/** Every role, with its row version. */
export const ROLES_ALL: HotStatement = {
  name: 'roles_all',
  text: `SELECT "id", "xmin"::text AS "version", "code", "name", "audience", "rank", "permissions" FROM "roles"`,
};

/** The organization's window of wrong PINs (CONTRACT §12.4). */
export const ORGANIZATION_PIN_GUESSES_SQL = windowedCounterSql({
  table: 'organization_pin_guesses',
  keyColumns: ['organization_id'],
});

/** CONTRACT §12.4: thirty wrong PINs a minute per organization (PinGuessCeiling's limit). */
export const ORGANIZATION_PIN_GUESSES_MAX = 30;
export const ORGANIZATION_PIN_GUESSES_WINDOW_MS = 60_000;

/**
 * Lent: when the window of wrong PINs of the organization (an SQL expression) filled up, as
 * a scalar subquery (null while it has room); full while that is less than a window ago. The
 * sign-in and the lookup read it in their own statement, not in one of their own.
 */
export const organizationPinGuessesFullSinceSql = (organizationId: string) =>
  `(SELECT g."window_started_at" FROM "organization_pin_guesses" g
     WHERE g."organization_id" = ${organizationId} AND g."failures" >= ${ORGANIZATION_PIN_GUESSES_MAX})`;

/** The full window of organization $1 ($2: the limit, $3: windows started after) marked refused, once. */
export const ORGANIZATION_PIN_GUESSES_REFUSE: HotStatement = {
  name: 'organization_pin_guesses_refuse',
  text: `UPDATE "organization_pin_guesses" SET "refused_window_started_at" = "window_started_at"
       WHERE "organization_id" = $1 AND "failures" >= $2 AND "window_started_at" > $3
         AND "refused_window_started_at" IS DISTINCT FROM "window_started_at"
       RETURNING "failures"`,
};

/** An assignment `a` of role `r`, as AssignmentRow. */
const ASSIGNMENT_COLUMNS = `a."id" AS assignment_id, a."user_id", a."scope_type", a."client_id", a."organization_id",
       a."branch_id", a."role_id", r."xmin"::text AS role_version`;

/** As ASSIGNMENT_COLUMNS, with the user `u`'s (the member read models). */
export const MEMBER_COLUMNS = `${ASSIGNMENT_COLUMNS}, u."phone", u."first_name", u."last_name", u."status"`;

/** The assignments of users $1 (of scope type $2 only, when given; the one of id $3 only, when given), oldest first. */
export const ASSIGNMENTS_OF_USERS: HotStatement = {
  name: 'assignments_of_users',
  text: `SELECT ${ASSIGNMENT_COLUMNS} FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id"
       WHERE a."user_id" = ANY($1::uuid[]) AND ($2::text IS NULL OR a."scope_type" = $2) AND ($3::uuid IS NULL OR a."id" = $3)
       ORDER BY a."created_at", a."id"`,
};

/** Gives user $1 the role $2 (by `key`: its id or code) in scope ($3 type, $4 client, $5 organization, $6 branch). */
const assign = (key: '"id"' | '"code"') =>
  `WITH "role" AS (SELECT "id", "audience" FROM "roles" WHERE ${key} = $2),
       "added" AS (
         INSERT INTO "role_assignments" ("user_id", "role_id", "role_audience", "scope_type", "client_id", "organization_id", "branch_id")
         SELECT $1, "id", "audience", $3, $4, $5, $6 FROM "role"
         ON CONFLICT DO NOTHING RETURNING "id")
       SELECT (SELECT "id" FROM "added") AS "id", EXISTS (SELECT 1 FROM "role") AS "found"`;

export const ASSIGN_BY_ROLE_ID: HotStatement = { name: 'role_assignments_assign_by_id', text: assign('"id"') };
export const ASSIGN_BY_ROLE_CODE: HotStatement = { name: 'role_assignments_assign_by_code', text: assign('"code"') };

/** The member $1's roles on organization $2 and its branches, taken. */
export const REMOVE_FROM_ORGANIZATION: HotStatement = {
  name: 'role_assignments_remove_from_organization',
  text: `DELETE FROM "role_assignments" WHERE "user_id" = $1 AND "organization_id" = $2 AND "scope_type" IN ('organization', 'branch')`,
};

/** The client $1's role $2 taken from everyone but $3: the users it was taken from. */
export const REMOVE_OTHER_OWNERS: HotStatement = {
  name: 'role_assignments_remove_other_owners',
  text: `DELETE FROM "role_assignments" WHERE "scope_type" = 'client' AND "client_id" = $1 AND "role_id" = $2 AND "user_id" <> $3
       RETURNING "user_id"`,
};

/** Instances that create the first director take turns until the transaction ends. */
export const LOCK_DIRECTOR_BOOTSTRAP: HotStatement = {
  name: 'role_assignments_lock_director_bootstrap',
  text: `SELECT pg_advisory_xact_lock(hashtext('svc:bootstrap-director'))`,
};

/** Whether anybody holds the role of code $1. */
export const ROLE_HELD_BY_ANYONE: HotStatement = {
  name: 'role_assignments_held_by_anyone',
  text: `SELECT 1 FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id" WHERE r."code" = $1 LIMIT 1`,
};

/** Whether user $1 is an Owner of client $2. */
export const IS_CLIENT_OWNER: HotStatement = {
  name: 'role_assignments_is_client_owner',
  text: `SELECT 1 FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id"
       WHERE a."user_id" = $1 AND a."scope_type" = 'client' AND a."client_id" = $2 AND r."code" = 'owner' LIMIT 1`,
};

/** Roles that apply to organization $1 of client $2: on the client, on it, on its branches. */
const APPLIES = appliesToOrganizationSql('a', { id: '$1', clientId: '$2' });

/**
 * The members of an organization (all, or the one given) with every role that applies to
 * it, and whether they have a PIN, with the organization's version (CONTRACT §11.5) as this
 * statement's snapshot has it — the version of exactly these rows: one query.
 */
export const MEMBERS_OF_ORGANIZATION: HotStatement = {
  name: 'members_of_organization',
  text: `SELECT ${MEMBER_COLUMNS}, (p."user_id" IS NOT NULL) AS has_pin,
       ${organizationVersionSql('$1')} AS organization_version
       FROM "role_assignments" a
       JOIN "roles" r ON r."id" = a."role_id"
       JOIN "users" u ON u."id" = a."user_id"
       LEFT JOIN "member_pins" p ON p."organization_id" = $1 AND p."user_id" = a."user_id"
       WHERE ${APPLIES} AND ($3::uuid IS NULL OR a."user_id" = $3)
       ORDER BY a."created_at", a."id"`,
};

/**
 * The till's lookup, as one value beside the guard's caller (`callerWith`, @ReadBeside): the
 * member holding the PIN (by its keyed hash) with its roles at the organization, oldest
 * first, whether the caller's window of wrong PINs (at most `maxWrong`) is full, and since when
 * the organization's is (organizationPinGuessesFullSinceSql). A
 * blocked holder, or one with no role here any more (removed), is nobody: a wrong PIN. SQL
 * expressions name the organization, the caller, the hash and the limit.
 */
export function memberByPinSql(p: {
  organizationId: string;
  userId: string;
  pinHash: string;
  maxWrong: string;
}): string {
  const applies = appliesToOrganizationSql('a', { id: p.organizationId, clientId: 'o."client_id"' });
  return `SELECT json_build_object(
      'members', (SELECT json_agg(m ORDER BY m."created_at", m."assignment_id") FROM (
        SELECT ${MEMBER_COLUMNS}, true AS has_pin, a."created_at", p."pin_version", (p."verifier" IS NULL) AS verifier_missing
        FROM "member_pins" p
        JOIN "organizations" o ON o."id" = p."organization_id"
        JOIN "role_assignments" a ON a."user_id" = p."user_id"
        JOIN "roles" r ON r."id" = a."role_id"
        JOIN "users" u ON u."id" = a."user_id"
        WHERE p."organization_id" = ${p.organizationId} AND p."pin_hash" = ${p.pinHash} AND u."status" = 'active'
          AND ${applies}) m),
      'fullWindowStartedAt', (SELECT f."window_started_at" FROM "pin_lookup_failures" f
        WHERE f."organization_id" = ${p.organizationId} AND f."user_id" = ${p.userId} AND f."failures" >= ${p.maxWrong}),
      'organizationFullSince', ${organizationPinGuessesFullSinceSql(p.organizationId)})`;
}

export const STATEMENTS: readonly HotStatement[] = [
  SIGNING_KEYS_LOAD,
  SIGNING_KEYS_VERSION,
  SIGNING_KEYS_INSERT,
  SIGNING_KEYS_LOCK,
  SIGNING_KEYS_REVOKE_ALL_BUT,
  ROLES_ALL,
  ...Object.values(ORGANIZATION_PIN_GUESSES_SQL),
  ORGANIZATION_PIN_GUESSES_REFUSE,
  ASSIGNMENTS_OF_USERS,
  ASSIGN_BY_ROLE_ID,
  ASSIGN_BY_ROLE_CODE,
  REMOVE_FROM_ORGANIZATION,
  REMOVE_OTHER_OWNERS,
  LOCK_DIRECTOR_BOOTSTRAP,
  ROLE_HELD_BY_ANYONE,
  IS_CLIENT_OWNER,
  MEMBERS_OF_ORGANIZATION,
];
