import { liveSessionSql, sessionFromSql } from '../auth/entities/sessions.sql';
import type { HotStatement } from '../database/hot-statements';
import { isoTimestamp } from '../database/query-helpers';
import { itemsCte } from '../database/statement-batcher';
import {
  organizationOfSql,
  TILL_PLACE_JOINS,
  tillOrganizationJoinSql,
} from '../organizations/entities/organizations.sql';
import { STAFF_SESSION_FROM, TILL_CREDENTIAL_FROM, tillCredentialLiveSql } from '../tills/entities/tills.sql';
import { USER_ACTIVE, userJoinSql } from '../users/entities/users.sql';
import { appliesAtBranchSql, holdsRoleAtBranchSql } from './role-scope';

/*
 * The access guard's statements, one per kind of caller (a person's, a staff and a till
 * token), each proving the token live in one round trip. The other modules' tables come as
 * fragments from their owners' `entities/*.sql.ts`; what the access module owns (roles, role
 * assignments, signing keys) is written here. AccessRepository runs them; read-beside.repository.ts
 * builds a route's read beside a caller on CALLER_ITEM_COLUMNS and ITEM_CALLER_ROWS.
 */

/**
 * The token's signing key was not revoked (an immediate rotation, CONTRACT §11.2): one probe
 * of the kid's unique index. Other changes of the key set reach an instance when it signs,
 * serves the JWKS, meets an unknown kid or every minute (KeyRing), not on every request.
 */
export const keyNotRevoked = (kidParam: string) =>
  `NOT EXISTS (SELECT 1 FROM "signing_keys" WHERE "kid" = ${kidParam} AND "revoked_at" IS NOT NULL)`;

/** A caller's role assignment with its role's id and version (RoleDirectory), one row each. */
export const ASSIGNMENT_COLUMNS = `a."id" AS "assignment_id", a."scope_type", a."client_id" AS "assignment_client_id",
         a."organization_id", a."branch_id", a."role_id", r."xmin"::text AS "role_version"`;

/**
 * The rows of a live session's caller (parameters: session, user, organization, now, kid):
 * the session not ended nor expired, its user active, the token's key not revoked; one row
 * per role assignment (one without when it holds none).
 */
const callerRowsSql = (p: {
  session: string;
  user: string;
  organization: string;
  now: string;
  kid: string;
}) => `${sessionFromSql(p.session)}
  ${userJoinSql('s."user_id"')}
  ${organizationOfSql(`${p.organization}::uuid`)}
  LEFT JOIN "role_assignments" a ON a."user_id" = u."id"
  LEFT JOIN "roles" r ON r."id" = a."role_id"
  WHERE ${liveSessionSql(p)}
    AND ${USER_ACTIVE} AND ${keyNotRevoked(p.kid)}
  ORDER BY a."created_at", a."id"`;
const CALLER_ROWS = callerRowsSql({ session: '$1', user: '$2', organization: '$3', now: '$4', kid: '$5' });

/**
 * Who is calling, in one round trip: the session is live (not ended, not expired, its user
 * active), the key that signed the token not revoked (an immediate rotation, CONTRACT §11.2),
 * the user's profile, every role assignment it holds with its role's id and version
 * (one row each; plain rows cost PostgreSQL far less than aggregating them into JSON), and
 * the client and version (CONTRACT §11.5) of the route's organization when the route names one. Nothing of it is cached
 * in the process, so an ended session or a blocked user is refused on the next request by
 * every instance; roles come from RolesRepository.held, which reads a role again when its
 * version changed. Timestamps come as the views' text: parsing them into dates and back cost
 * more than the statement.
 */
export const CALLER_COLUMNS = `u."id", u."phone", u."first_name", u."last_name", u."auth_method", u."status",
         u."password_hash" IS NOT NULL AS "has_password", ${isoTimestamp('u."last_login_at"')} AS "last_login_at",
         ${isoTimestamp('u."created_at"')} AS "created_at", ${isoTimestamp('u."oneid_linked_at"')} AS "oneid_linked_at",
         u."oneid_pinfl_last4", o."client_id" AS "organization_client_id",
         ov."version" AS "organization_version", ${ASSIGNMENT_COLUMNS}`;

/** One token's caller (parameters: session, user, organization, now, kid); the service reads through ACCESS_CALLERS, the bench's floor runs this. */
export const ACCESS_CALLER: HotStatement = {
  name: 'access_caller',
  text: `SELECT ${CALLER_COLUMNS}
  ${CALLER_ROWS}`,
};

/** A caller's read, as ACCESS_CALLER's parameters: the token's session and user, the route's organization, now, the token's key. */
export const CALLER_ITEM_COLUMNS = [
  ['session_id', 'uuid'],
  ['user_id', 'uuid'],
  ['organization_id', 'uuid'],
  ['now', 'timestamptz'],
  ['kid', 'varchar'],
] as const;

/** A column of a batched caller's read (`i`): CALLER_ITEM_COLUMNS' and a read beside's own. */
export const itemColumn = (name: string) => `i."${name}"`;

/** CALLER_ROWS of a batched read's item `i`. */
export const ITEM_CALLER_ROWS = callerRowsSql({
  session: itemColumn('session_id'),
  user: itemColumn('user_id'),
  organization: itemColumn('organization_id'),
  now: itemColumn('now'),
  kid: itemColumn('kid'),
});

/**
 * ACCESS_CALLER for many tokens in one statement (`itemsCte` of CALLER_ITEM_COLUMNS and
 * `besideColumns`, gathered by a StatementBatcher): each caller's rows, in ACCESS_CALLER's
 * order, name their item (`n`); an item whose session may not act has none. With `beside`,
 * a scalar subquery of the item's columns, each row also carries its value as text
 * (`beside`), computed once per item, so `pg` parses nothing of it on each row.
 */
export function callersSql(besideColumns: readonly (readonly [string, string])[] = [], beside?: string): string {
  return `WITH ${itemsCte([...CALLER_ITEM_COLUMNS, ...besideColumns])}
  SELECT i."n", x.*${beside ? ', b."beside"' : ''} FROM "i"
  ${beside ? `CROSS JOIN LATERAL (SELECT (${beside})::text AS "beside") b` : ''}
  CROSS JOIN LATERAL (SELECT ${CALLER_COLUMNS}, a."created_at" AS "assignment_created_at" ${ITEM_CALLER_ROWS}) x
  ORDER BY i."n", x."assignment_created_at", x."assignment_id"`;
}

/** The guard's read of a person's caller, for the tokens of concurrent requests (callersSql). */
export const ACCESS_CALLERS: HotStatement = { name: 'access_callers', text: callersSql() };

/**
 * A till token may act at `now`: its credential `c` of till `t` live and the key `kid` that
 * signed it not revoked (SQL expressions). ACCESS_TILL and a route that proves its till in its
 * own statement (TillProof, @ProveAndRead) ask exactly this.
 */
export const tillTokenLiveSql = (now: string, kid: string) => `${tillCredentialLiveSql(now)} AND ${keyNotRevoked(kid)}`;

/** The staff session's till `t`'s place: its organization `tor`'s client, its organization, its branch. */
const STAFF_TILL_PLACE = {
  clientId: 'tor."client_id"',
  organizationId: 't."organization_id"',
  branchId: 't."branch_id"',
};

/**
 * A member signed in on a till (a staff token, CONTRACT §11.1), in one round trip: the staff
 * session live (not ended, not expired), its till credential live (not ended by a re-pairing,
 * a revocation or 30 days unused), the till active, the user active and still a member whose
 * role applies at the till's branch; then the caller's rows as ACCESS_CALLER gives them, with
 * only the roles that apply at the till's branch (CONTRACT §12.4: what GET /v1/me and
 * introspection show of a staff token).
 */
export const ACCESS_STAFF: HotStatement = {
  name: 'access_staff',
  text: `SELECT u."id", u."phone", u."first_name", u."last_name", u."auth_method", u."status",
         u."password_hash" IS NOT NULL AS "has_password", ${isoTimestamp('u."last_login_at"')} AS "last_login_at",
         ${isoTimestamp('u."created_at"')} AS "created_at", o."client_id" AS "organization_client_id",
         ov."version" AS "organization_version",
         a."id" AS "assignment_id", a."scope_type", a."client_id" AS "assignment_client_id", a."organization_id",
         a."branch_id", a."role_id", r."xmin"::text AS "role_version",
         t."id" AS "till_id", t."organization_id" AS "till_organization_id", t."branch_id" AS "till_branch_id"
  ${STAFF_SESSION_FROM}
  ${tillOrganizationJoinSql('tor')}
  ${userJoinSql('ss."user_id"')}
  ${organizationOfSql('$3::uuid')}
  LEFT JOIN "role_assignments" a ON a."user_id" = u."id" AND ${appliesAtBranchSql('a', STAFF_TILL_PLACE)}
  LEFT JOIN "roles" r ON r."id" = a."role_id"
  WHERE ss."id" = $1::uuid AND ss."user_id" = $2::uuid AND ss."ended_at" IS NULL AND ss."expires_at" > $4
    AND ${tillTokenLiveSql('$4', '$5')} AND ${USER_ACTIVE}
    AND ${holdsRoleAtBranchSql('u."id"', STAFF_TILL_PLACE)}
  ORDER BY a."created_at", a."id"`,
};

/**
 * A till token's till, in one round trip: its credential live (not ended, refreshed within
 * 30 days), the till active, the signing key not revoked; with the names of its organization
 * and branch (`GET /v1/till` answers them: no second statement). Run on every request, so a
 * revocation or a re-pairing is refused at the next request on every instance.
 */
export const ACCESS_TILL: HotStatement = {
  name: 'access_till',
  text: `SELECT t."id", t."organization_id", t."branch_id", t."name", ${isoTimestamp('t."paired_at"')} AS "paired_at",
         ${isoTimestamp('t."last_seen_at"')} AS "last_seen_at", ${isoTimestamp('t."created_at"')} AS "created_at",
         ov."version" AS "organization_version", o."name" AS "organization_name", b."name" AS "branch_name"
  ${TILL_CREDENTIAL_FROM}
  ${TILL_PLACE_JOINS}
  WHERE c."id" = $1::uuid AND t."id" = $2::uuid AND ${tillTokenLiveSql('$3', '$4')}`,
};
