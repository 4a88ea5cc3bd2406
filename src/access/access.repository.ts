import { Injectable } from '@nestjs/common';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { isoTimestamp } from '../database/query-helpers';
import { itemsCte, itemsParameter, rowsByItem, StatementBatcher } from '../database/statement-batcher';
import type { AuthMethod, UserStatus } from '../users/entities/user.entity';
import type { Caller, HeldAssignment } from './caller';
import type { ScopeType } from './entities/role-assignment.entity';
import { RolesRepository } from './roles.repository';
import { appliesAtBranchSql, holdsRoleAtBranchSql } from './role-scope';
import type { AccessClaims } from './access-tokens';
import type { StaffPlace, PairedTill, TillToken } from './till-access';

interface CallerRow {
  id: string;
  phone: string;
  first_name: string;
  last_name: string;
  auth_method: AuthMethod;
  status: UserStatus;
  has_password: boolean;
  /** ISO 8601 in UTC, as the views show it. */
  last_login_at: string | null;
  created_at: string;
  /** ISO 8601 in UTC; absent from ACCESS_STAFF's rows (a till's view shows no OneID). */
  oneid_linked_at?: string | null;
  oneid_pinfl_last4?: string | null;
  organization_client_id: string | null;
  /** The organization's version (CONTRACT §11.5, its polled lists' tags): int8 as text. */
  organization_version: string | null;
  /** The assignment's columns: null on the one row of a user who holds no role. */
  assignment_id: string | null;
  scope_type: ScopeType;
  assignment_client_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  role_id: string;
  /** The role row's version (RolesRepository.held). */
  role_version: string;
}

/** A caller's row with what a route's read beside it found (`callerWith`; absent without one). */
type BesideCallerRow = CallerRow & { beside?: string | null };

/** A role assignment's columns of CallerRow (ASSIGNMENT_COLUMNS). */
type AssignmentRow = Pick<
  CallerRow,
  'assignment_id' | 'scope_type' | 'assignment_client_id' | 'organization_id' | 'branch_id' | 'role_id' | 'role_version'
>;

interface StaffRow {
  till_id: string;
  till_organization_id: string;
  till_branch_id: string;
}

interface TillRow {
  id: string;
  organization_id: string;
  branch_id: string;
  name: string;
  paired_at: string | null;
  last_seen_at: string | null;
  created_at: string;
  /** int8 as text (CONTRACT §11.5: the tag of the till's staff list). */
  organization_version: string;
  organization_name: string;
  branch_name: string;
}

/**
 * The token's signing key was not revoked (an immediate rotation, CONTRACT §11.2): one probe
 * of the kid's unique index. Other changes of the key set reach an instance when it signs,
 * serves the JWKS, meets an unknown kid or every minute (KeyRing), not on every request.
 */
const keyNotRevoked = (kidParam: string) =>
  `NOT EXISTS (SELECT 1 FROM "signing_keys" WHERE "kid" = ${kidParam} AND "revoked_at" IS NOT NULL)`;

/** A caller's role assignment with its role's id and version (RoleDirectory), one row each. */
const ASSIGNMENT_COLUMNS = `a."id" AS "assignment_id", a."scope_type", a."client_id" AS "assignment_client_id",
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
}) => `FROM "sessions" s
  JOIN "users" u ON u."id" = s."user_id"
  LEFT JOIN "organizations" o ON o."id" = ${p.organization}::uuid
  LEFT JOIN "organization_versions" ov ON ov."organization_id" = ${p.organization}::uuid
  LEFT JOIN "role_assignments" a ON a."user_id" = u."id"
  LEFT JOIN "roles" r ON r."id" = a."role_id"
  WHERE s."id" = ${p.session}::uuid AND s."user_id" = ${p.user}::uuid AND s."ended_at" IS NULL AND s."expires_at" > ${p.now}
    AND u."status" = 'active' AND ${keyNotRevoked(p.kid)}
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
const CALLER_COLUMNS = `u."id", u."phone", u."first_name", u."last_name", u."auth_method", u."status",
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
const CALLER_ITEM_COLUMNS = [
  ['session_id', 'uuid'],
  ['user_id', 'uuid'],
  ['organization_id', 'uuid'],
  ['now', 'timestamptz'],
  ['kid', 'varchar'],
] as const;

/** A column of a batched caller's read (`i`): CALLER_ITEM_COLUMNS' and a read beside's own. */
const itemColumn = (name: string) => `i."${name}"`;

/** CALLER_ROWS of a batched read's item `i`. */
const ITEM_CALLER_ROWS = callerRowsSql({
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
function callersSql(besideColumns: readonly (readonly [string, string])[] = [], beside?: string): string {
  return `WITH ${itemsCte([...CALLER_ITEM_COLUMNS, ...besideColumns])}
  SELECT i."n", x.*${beside ? ', b."beside"' : ''} FROM "i"
  ${beside ? `CROSS JOIN LATERAL (SELECT (${beside})::text AS "beside") b` : ''}
  CROSS JOIN LATERAL (SELECT ${CALLER_COLUMNS}, a."created_at" AS "assignment_created_at" ${ITEM_CALLER_ROWS}) x
  ORDER BY i."n", x."assignment_created_at", x."assignment_id"`;
}

/** The guard's read of a person's caller, for the tokens of concurrent requests (callersSql). */
export const ACCESS_CALLERS: HotStatement = { name: 'access_callers', text: callersSql() };

/**
 * ACCESS_CALLERS with a route's own read beside each caller, in the same round trip (a
 * route's `@ReadBeside`): `beside` builds a scalar subquery from SQL expressions of the
 * item's columns (`user_id`, `organization_id`, and its own `columns`, whose values the
 * route gives after the caller's).
 */
export function callerWith(
  name: string,
  columns: readonly (readonly [name: string, type: string])[],
  beside: (column: (name: string) => string) => string,
): HotStatement {
  return { name, text: callersSql(columns, beside(itemColumn)) };
}

/** How long a till credential lives without a refresh (CONTRACT §11.1). */
export const TILL_CREDENTIAL_IDLE_DAYS = 30;

/**
 * The till credential `c` of the till `t` is live at `now` (an SQL expression): not ended (by
 * a re-pairing, a revocation or a reused refresh token), refreshed within
 * TILL_CREDENTIAL_IDLE_DAYS, the till active.
 */
export const tillCredentialLiveSql = (now: string) =>
  `c."ended_at" IS NULL AND c."last_used_at" > ${now}::timestamptz - make_interval(days => ${TILL_CREDENTIAL_IDLE_DAYS})
    AND t."status" = 'active'`;

/**
 * A till token may act at `now`: its credential `c` of till `t` live and the key `kid` that
 * signed it not revoked (SQL expressions). ACCESS_TILL and a route that proves its till in its
 * own statement (ProvesTill) ask exactly this.
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
  FROM "till_staff_sessions" ss
  JOIN "till_credentials" c ON c."id" = ss."credential_id"
  JOIN "tills" t ON t."id" = ss."till_id"
  JOIN "organizations" tor ON tor."id" = t."organization_id"
  JOIN "users" u ON u."id" = ss."user_id"
  LEFT JOIN "organizations" o ON o."id" = $3::uuid
  LEFT JOIN "organization_versions" ov ON ov."organization_id" = $3::uuid
  LEFT JOIN "role_assignments" a ON a."user_id" = u."id" AND ${appliesAtBranchSql('a', STAFF_TILL_PLACE)}
  LEFT JOIN "roles" r ON r."id" = a."role_id"
  WHERE ss."id" = $1::uuid AND ss."user_id" = $2::uuid AND ss."ended_at" IS NULL AND ss."expires_at" > $4
    AND ${tillTokenLiveSql('$4', '$5')} AND u."status" = 'active'
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
  FROM "till_credentials" c
  JOIN "tills" t ON t."id" = c."till_id"
  JOIN "organizations" o ON o."id" = t."organization_id"
  LEFT JOIN "organization_versions" ov ON ov."organization_id" = t."organization_id"
  JOIN "branches" b ON b."id" = t."branch_id"
  WHERE c."id" = $1::uuid AND t."id" = $2::uuid AND ${tillTokenLiveSql('$3', '$4')}`,
};

/**
 * The caller's authority beside one row of another table, in the same round trip, for the
 * tokens of concurrent requests (`itemsCte` of CALLER_ITEM_COLUMNS and `besideColumns`,
 * gathered as ACCESS_CALLERS is): `columns` of `from … where` (`where` built from SQL
 * expressions of the item's columns), and ACCESS_CALLER's rows with the user's id and role
 * assignments only (all null when the session may not act), each row naming its item (`n`).
 * No row at all for an item whose `where` finds none. Without the profile, PostgreSQL formats
 * and sends half the columns (an introspection, its one user: ~10 µs less of its CPU per call).
 */
export function assignmentsBeside(
  name: string,
  columns: string,
  from: string,
  besideColumns: readonly (readonly [name: string, type: string])[],
  where: (column: (name: string) => string) => string,
): HotStatement {
  return {
    name,
    text: `WITH ${itemsCte([...CALLER_ITEM_COLUMNS, ...besideColumns])}
  SELECT i."n", ${columns}, x.* FROM "i" CROSS JOIN ${from}
  LEFT JOIN LATERAL (SELECT u."id", ${ASSIGNMENT_COLUMNS}, a."created_at" AS "assignment_created_at" ${ITEM_CALLER_ROWS}) x ON true
  WHERE ${where(itemColumn)}
  ORDER BY i."n", x."assignment_created_at", x."assignment_id"`,
  };
}

/**
 * The guard's reads of a person's caller (ACCESS_CALLERS, and each `callerWith`): up to four
 * of a statement in flight, each read alone while there is room, and the calls that arrive
 * meanwhile gathered into the next one. PostgreSQL's cost of a read is mostly per statement,
 * so under load a batch halves it; four a statement leave room in the hot pool's ten
 * connections for the other statements and the batched writes (docs/performance/log/2026-11-26-caller-reads-gathered.md).
 */
export const CALLER_READS = { concurrency: 4, maxBatch: 50 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

@Injectable()
export class AccessRepository {
  /** The gathered reads of each callers' statement (ACCESS_CALLERS, a `callerWith`, an `assignmentsBeside`), by name. */
  private readonly callerReads = new Map<string, StatementBatcher<unknown[], object[]>>();

  constructor(
    private readonly statements: HotStatements,
    private readonly roles: RolesRepository,
  ) {}

  /** A callers' statement's rows for one item (CALLER_ITEM_COLUMNS' values, then its own), gathered with the concurrent ones. */
  private readCallers<T extends object = BesideCallerRow>(statement: HotStatement, item: unknown[]): Promise<T[]> {
    let reads = this.callerReads.get(statement.name);
    if (!reads) {
      reads = new StatementBatcher<unknown[], object[]>(async (items) => {
        const rows = await this.statements.rows<{ n: string }>(statement, itemsParameter(items));
        return rowsByItem(rows, items.length);
      }, CALLER_READS);
      this.callerReads.set(statement.name, reads);
    }
    return reads.run(item) as Promise<T[]>;
  }

  /**
   * The caller of a token's live session; null when the session or its user may not act or
   * the key that signed the token was revoked. Read with the concurrent callers' (ACCESS_CALLERS).
   */
  async findCaller(
    token: { sid: string; sub: string; kid: string },
    organizationId: string | null,
    now: Date,
  ): Promise<Caller | null> {
    const { sid: sessionId, sub: userId, kid } = token;
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.readCallers(ACCESS_CALLERS, [sessionId, userId, organizationId, now, kid]);
    if (rows.length === 0) return null;
    return this.callerOf(rows, sessionId, organizationId);
  }

  /**
   * `findCaller` in one round trip with a route's read beside it (a `callerWith` statement,
   * `values` its own columns'): the caller and that read's value (text, null when it found
   * nothing), or null when the session may not act.
   */
  async findCallerWith(
    token: { sid: string; sub: string; kid: string },
    organizationId: string | null,
    now: Date,
    statement: HotStatement,
    values: unknown[],
  ): Promise<{ caller: Caller; beside: string | null } | null> {
    const { sid: sessionId, sub: userId, kid } = token;
    // Claims come from our own signed tokens, but a malformed uuid must never reach SQL as an error.
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.readCallers(statement, [sessionId, userId, organizationId, now, kid, ...values]);
    if (rows.length === 0) return null;
    return { caller: await this.callerOf(rows, sessionId, organizationId), beside: rows[0].beside ?? null };
  }

  /** The caller of a staff token and the till it was issued at; null when it may not act (see ACCESS_STAFF). */
  async findStaffCaller(
    token: { sid: string; sub: string; kid: string },
    organizationId: string | null,
    now: Date,
  ): Promise<{ caller: Caller; place: StaffPlace } | null> {
    const { sid: sessionId, sub: userId, kid } = token;
    if (!UUID.test(sessionId) || !UUID.test(userId)) return null;
    const rows = await this.statements.rows<CallerRow & StaffRow>(ACCESS_STAFF, [
      sessionId,
      userId,
      organizationId,
      now,
      kid,
    ]);
    if (rows.length === 0) return null;
    const { till_id: tillId, till_organization_id: tillOrganizationId, till_branch_id: branchId } = rows[0];
    const caller = await this.callerOf(rows, sessionId, organizationId);
    return { caller, place: { tillId, organizationId: tillOrganizationId, branchId } };
  }

  /**
   * A till token's till, credential and organization as it says them (not proved live: see
   * ProvesTill); null when one is not an id (no token of ours).
   */
  tillTokenOf(claims: AccessClaims): TillToken | null {
    const { sub: tillId, sid: credentialId, org: organizationId, kid: keyId } = claims;
    if (!UUID.test(tillId) || !UUID.test(credentialId) || organizationId === undefined || !UUID.test(organizationId)) {
      return null;
    }
    return { tillId, credentialId, organizationId, keyId };
  }

  /** The till of a till token; null when its credential ended or the till is not active (see ACCESS_TILL). */
  async findTill(token: { sid: string; sub: string; kid: string }, now: Date): Promise<PairedTill | null> {
    const { sid: credentialId, sub: tillId, kid } = token;
    if (!UUID.test(credentialId) || !UUID.test(tillId)) return null;
    const [row] = await this.statements.rows<TillRow>(ACCESS_TILL, [credentialId, tillId, now, kid]);
    if (!row) return null;
    return {
      tillId: row.id,
      credentialId,
      organizationId: row.organization_id,
      branchId: row.branch_id,
      name: row.name,
      status: 'active',
      pairedAt: row.paired_at,
      lastSeenAt: row.last_seen_at,
      createdAt: row.created_at,
      organizationVersion: row.organization_version,
      organizationName: row.organization_name,
      branchName: row.branch_name,
    };
  }

  /**
   * An `assignmentsBeside` statement: null when its own row is missing, else that row and the
   * caller's role assignments (null when the session may not act or the token's key was revoked).
   */
  async findAssignmentsBeside<T extends object>(
    statement: HotStatement,
    token: { sid: string; sub: string; kid: string },
    now: Date,
    values: unknown[],
  ): Promise<{ beside: T; assignments: HeldAssignment[] | null } | null> {
    const { sid, sub, kid } = token;
    const uuids = UUID.test(sid) && UUID.test(sub);
    // A malformed id matches no session: the statement still answers the other row.
    const params = uuids ? [sid, sub, null, now, kid] : [null, null, null, now, kid];
    const rows = await this.readCallers<{ id: string | null } & AssignmentRow & T>(statement, [...params, ...values]);
    if (rows.length === 0) return null;
    const assignments = rows[0].id === null ? null : await this.assignmentsOf(rows);
    return { beside: rows[0], assignments };
  }

  private async callerOf(rows: CallerRow[], sessionId: string, organizationId: string | null): Promise<Caller> {
    const row = rows[0];
    return {
      userId: row.id,
      sessionId,
      profile: {
        id: row.id,
        phone: row.phone,
        firstName: row.first_name,
        lastName: row.last_name,
        authMethod: row.auth_method,
        status: row.status,
        hasPassword: row.has_password,
        lastLoginAt: row.last_login_at,
        createdAt: row.created_at,
        oneid:
          row.oneid_linked_at && row.oneid_pinfl_last4
            ? { linkedAt: row.oneid_linked_at, pinflLast4: row.oneid_pinfl_last4 }
            : null,
      },
      assignments: await this.assignmentsOf(rows),
      ...(organizationId
        ? {
            organization: {
              id: organizationId,
              clientId: row.organization_client_id,
              version: row.organization_version,
            },
          }
        : {}),
    };
  }

  /** The rows' role assignments with their roles (a user holding none has one row without). */
  private async assignmentsOf(rows: AssignmentRow[]): Promise<HeldAssignment[]> {
    const held = rows.filter((row) => row.assignment_id !== null);
    const roles = await this.roles.held(held.map((row) => ({ id: row.role_id, version: row.role_version })));
    return held.map((row, i) => toAssignment(row, roles[i]));
  }
}

function toAssignment(row: AssignmentRow, role: HeldAssignment['role']): HeldAssignment {
  return {
    id: row.assignment_id!,
    scopeType: row.scope_type,
    clientId: row.assignment_client_id,
    organizationId: row.organization_id,
    branchId: row.branch_id,
    role,
  };
}
