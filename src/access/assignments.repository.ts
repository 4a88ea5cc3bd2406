import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { managerOf, Transaction } from '../database/transaction-runner';
import type { UserStatus } from '../users/entities/user.entity';
import type { HeldAssignment, HeldRole } from './caller';
import { RoleAssignment, ScopeType } from './entities/role-assignment.entity';
import { organizationVersionSql } from '../organizations/entities/organization-version.entity';
import { organizationJoinSql, tillOrganizationJoinSql } from '../organizations/entities/organizations.sql';
import { userJoinSql } from '../users/entities/users.sql';
import { fullLookupWindowSql, MEMBER_PINS_FROM, memberPinJoinSql } from '../staff/entities/member-pins.sql';
import { TILL_FROM } from '../tills/entities/tills.sql';
import { RolesRepository } from './roles.repository';
import { appliesAtBranchSql, appliesToOrganizationSql } from './role-scope';

/** A role by its id or by its code. */
export type RoleKey = { id: string } | { code: string };

export interface NewAssignment {
  userId: string;
  role: RoleKey;
  scopeType: ScopeType;
  clientId?: string;
  organizationId?: string;
  branchId?: string;
}

/** A role assignment of the user named, with its role. */
export type UserAssignment = HeldAssignment & { userId: string };

/** One role of a member that applies to the organization: never a platform one, always in a client. */
export type MemberRole = HeldAssignment & { scopeType: Exclude<ScopeType, 'platform'>; clientId: string };

/** A member of an organization: the user, every role of it that applies there, whether it has a PIN there. */
export interface Member {
  userId: string;
  phone: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  hasPin: boolean;
  roles: MemberRole[];
}

/** A member at a till's branch, one row per role of it that applies there (with its permissions). */
export interface TillMemberRow {
  /** The organization's version in this statement's snapshot (CONTRACT §11.5). */
  organization_version: string;
  user_id: string;
  first_name: string;
  last_name: string;
  has_pin: boolean;
  code: string | null;
  name: string;
  permissions: string[];
}

interface AssignmentRow {
  assignment_id: string;
  user_id: string;
  scope_type: ScopeType;
  client_id: string | null;
  organization_id: string | null;
  branch_id: string | null;
  role_id: string;
  /** The role row's version: the role itself comes from RolesRepository.held. */
  role_version: string;
}

interface MemberRow extends AssignmentRow {
  phone: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  has_pin: boolean;
}

/** The organization's version, read by the members statement in the same snapshot as its rows. */
type VersionedMemberRow = MemberRow & { organization_version: string };

/** An assignment `a` of role `r`, as AssignmentRow. */
const ASSIGNMENT_COLUMNS = `a."id" AS assignment_id, a."user_id", a."scope_type", a."client_id", a."organization_id",
       a."branch_id", a."role_id", r."xmin"::text AS role_version`;

const MEMBER_COLUMNS = `${ASSIGNMENT_COLUMNS}, u."phone", u."first_name", u."last_name", u."status"`;

/** The assignments of users $1 (of scope type $2 only, when given; the one of id $3 only, when given), oldest first. */
const ASSIGNMENTS_OF_USERS: HotStatement = {
  name: 'assignments_of_users',
  text: `SELECT ${ASSIGNMENT_COLUMNS} FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id"
       WHERE a."user_id" = ANY($1::uuid[]) AND ($2::text IS NULL OR a."scope_type" = $2) AND ($3::uuid IS NULL OR a."id" = $3)
       ORDER BY a."created_at", a."id"`,
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
       ${userJoinSql('a."user_id"')}
       ${memberPinJoinSql('$1', 'a."user_id"')}
       WHERE ${APPLIES} AND ($3::uuid IS NULL OR a."user_id" = $3)
       ORDER BY a."created_at", a."id"`,
};

/**
 * The till's lookup, as one value beside the guard's caller (`callerWith`, @ProveAndRead): the
 * member holding the PIN (by its keyed hash) with its roles at the organization, oldest
 * first, and whether the caller's window of wrong PINs (at most `maxWrong`) is full. A
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
        ${MEMBER_PINS_FROM}
        ${organizationJoinSql('o', 'p."organization_id"')}
        JOIN "role_assignments" a ON a."user_id" = p."user_id"
        JOIN "roles" r ON r."id" = a."role_id"
        ${userJoinSql('a."user_id"')}
        WHERE p."organization_id" = ${p.organizationId} AND p."pin_hash" = ${p.pinHash} AND u."status" = 'active'
          AND ${applies}) m),
      'fullWindowStartedAt', ${fullLookupWindowSql(p)})`;
}

/**
 * Role assignments — the only code that writes or reads the table: who holds which role
 * where, the members of an organization and of a till's branch.
 */
@Injectable()
export class AssignmentsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
    private readonly roles: RolesRepository,
  ) {}

  /** Gives a platform-scoped role: the new assignment's id, or null when the user holds it already. */
  assignPlatform(userId: string, role: RoleKey, tx: Transaction): Promise<string | null> {
    return this.assign({ userId, role, scopeType: 'platform' }, tx);
  }

  /**
   * Gives a role in a scope; the role's audience is copied so the database can check that
   * it fits the scope. Null when the user holds the role there already. A role that does not
   * exist is an error, not "held already": a seeded role (`user`, `director`) missing, or a
   * role deleted under the caller, would otherwise leave the user without it in silence.
   */
  async assign(assignment: NewAssignment, tx: Transaction): Promise<string | null> {
    const { role } = assignment;
    const byId = 'id' in role;
    const key = 'id' in role ? role.id : role.code;
    const [row] = await tx.query<{ id: string | null; found: boolean }[]>(
      `WITH "role" AS (SELECT "id", "audience" FROM "roles" WHERE ${byId ? '"id"' : '"code"'} = $2),
       "added" AS (
         INSERT INTO "role_assignments" ("user_id", "role_id", "role_audience", "scope_type", "client_id", "organization_id", "branch_id")
         SELECT $1, "id", "audience", $3, $4, $5, $6 FROM "role"
         ON CONFLICT DO NOTHING RETURNING "id")
       SELECT (SELECT "id" FROM "added") AS "id", EXISTS (SELECT 1 FROM "role") AS "found"`,
      [
        assignment.userId,
        key,
        assignment.scopeType,
        assignment.clientId ?? null,
        assignment.organizationId ?? null,
        assignment.branchId ?? null,
      ],
    );
    if (!row.found) throw new Error(`No role ${byId ? 'with id' : 'of code'} ${key} to assign`);
    return row.id;
  }

  /** The roles a user holds at platform scope (the portal's scope). */
  async findPlatformRolesOf(userId: string, tx?: Transaction): Promise<HeldRole[]> {
    return (await this.selectAssignments([userId], 'platform', null, tx)).map((a) => a.role);
  }

  /** One platform-scoped assignment of the user, with its role. */
  async findPlatformAssignment(userId: string, assignmentId: string, tx?: Transaction): Promise<UserAssignment | null> {
    const [assignment] = await this.selectAssignments([userId], 'platform', assignmentId, tx);
    return assignment ?? null;
  }

  async removeAssignment(assignmentId: string, tx: Transaction): Promise<boolean> {
    const result = await tx.getRepository(RoleAssignment).delete({ id: assignmentId });
    return (result.affected ?? 0) > 0;
  }

  /** Takes the member's roles on this organization and its branches (its client's roles stay). */
  async removeFromOrganization(organizationId: string, userId: string, tx: Transaction): Promise<void> {
    await tx.query(
      `DELETE FROM "role_assignments" WHERE "user_id" = $1 AND "organization_id" = $2 AND "scope_type" IN ('organization', 'branch')`,
      [userId, organizationId],
    );
  }

  /** Removes the Owner role of a client from everyone but the given user. */
  /** Answers the users who were owners and are no more. */
  async removeOtherOwners(
    clientId: string,
    ownerRoleId: string,
    keepUserId: string,
    tx: Transaction,
  ): Promise<string[]> {
    const [rows] = await tx.query<[{ user_id: string }[], number]>(
      `DELETE FROM "role_assignments" WHERE "scope_type" = 'client' AND "client_id" = $1 AND "role_id" = $2 AND "user_id" <> $3
       RETURNING "user_id"`,
      [clientId, ownerRoleId, keepUserId],
    );
    return [...new Set(rows.map((row) => row.user_id))];
  }

  /** Makes instances that create the first director take turns, until the transaction ends. */
  async lockDirectorBootstrap(tx: Transaction): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('svc:bootstrap-director'))`);
  }

  /** Whether anybody holds the role of this code. */
  async isHeldByAnyone(code: string, tx?: Transaction): Promise<boolean> {
    const rows = await managerOf(this.dataSource, tx).query<unknown[]>(
      `SELECT 1 FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id" WHERE r."code" = $1 LIMIT 1`,
      [code],
    );
    return rows.length > 0;
  }

  /** Whether the user is an Owner of the client (the `owner` role at client scope). */
  async isClientOwner(userId: string, clientId: string, tx: Transaction): Promise<boolean> {
    const rows = await tx.query<unknown[]>(
      `SELECT 1 FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id"
       WHERE a."user_id" = $1 AND a."scope_type" = 'client' AND a."client_id" = $2 AND r."code" = 'owner' LIMIT 1`,
      [userId, clientId],
    );
    return rows.length > 0;
  }

  /** Every assignment of the given users with its role, oldest first, in one query. */
  findAssignmentsOfUsers(userIds: string[], tx?: Transaction): Promise<UserAssignment[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.selectAssignments(userIds, null, null, tx);
  }

  /**
   * The members of an organization with every role that applies to it — on its client, on
   * it, on its branches — and whether they have a PIN: one query.
   */
  async findMembers(organization: { id: string; clientId: string }, tx?: Transaction): Promise<Member[]> {
    return (await this.selectMembers(organization, null, tx)).members;
  }

  /**
   * As `findMembers`, with the organization's version the rows belong to (undefined when
   * there are no rows: no member, and nothing read the version).
   */
  findMembersVersioned(organization: {
    id: string;
    clientId: string;
  }): Promise<{ version?: string; members: Member[] }> {
    return this.selectMembers(organization, null);
  }

  /** One member of the organization (as `findMembers` sees it), or undefined. */
  async findMember(
    organization: { id: string; clientId: string },
    userId: string,
    tx?: Transaction,
  ): Promise<Member | undefined> {
    const [member] = (await this.selectMembers(organization, userId, tx)).members;
    return member;
  }

  /**
   * What `memberByPinSql` read: the member holding the PIN and — when there is one — the
   * start of the caller's window of wrong PINs, if it is full (the lookup is then refused).
   */
  async memberByPinOf(read: string | null): Promise<{
    member: Member;
    fullWindowStartedAt: Date | null;
    pin: { userId: string; pinVersion: string; verifierMissing: boolean };
  } | null> {
    const { members: rows, fullWindowStartedAt } = JSON.parse(read ?? '{}') as {
      members?: (MemberRow & { pin_version: string; verifier_missing: boolean })[] | null;
      fullWindowStartedAt?: string | null;
    };
    const [member] = await this.toMembers(rows ?? []);
    if (!member || !rows) return null;
    // The PIN's row as read: its version, and whether its offline verifier is still to be made.
    const pin = { userId: rows[0].user_id, pinVersion: rows[0].pin_version, verifierMissing: rows[0].verifier_missing };
    return { member, fullWindowStartedAt: fullWindowStartedAt ? new Date(fullWindowStartedAt) : null, pin };
  }

  /**
   * Active members whose role applies at the till's branch, one row per such role (with
   * its permissions). Never a blocked user.
   */
  findMembersAtTill(tillId: string): Promise<TillMemberRow[]> {
    const applies = appliesAtBranchSql('m', {
      clientId: 'o."client_id"',
      organizationId: 't."organization_id"',
      branchId: 't."branch_id"',
    });
    return this.dataSource.query<TillMemberRow[]>(
      `SELECT ${organizationVersionSql('t."organization_id"')} AS "organization_version", u."id" AS "user_id", u."first_name", u."last_name", (p."user_id" IS NOT NULL) AS "has_pin",
         r."code", r."name", r."permissions"
       ${TILL_FROM}
       ${tillOrganizationJoinSql('o')}
       JOIN "role_assignments" m ON ${applies}
       JOIN "roles" r ON r."id" = m."role_id"
       ${userJoinSql('m."user_id"')}
       ${memberPinJoinSql('t."organization_id"', 'u."id"')}
       WHERE t."id" = $1 AND u."status" = 'active'
       ORDER BY u."last_name", u."first_name", u."id", m."created_at", m."id"`,
      [tillId],
    );
  }

  private async selectMembers(
    organization: { id: string; clientId: string },
    userId: string | null,
    tx?: Transaction,
  ): Promise<{ version?: string; members: Member[] }> {
    const values = [organization.id, organization.clientId, userId];
    const rows = await this.statements.rows<VersionedMemberRow>(MEMBERS_OF_ORGANIZATION, values, tx);
    return { version: rows[0]?.organization_version, members: await this.toMembers(rows) };
  }

  private async selectAssignments(
    userIds: string[],
    scopeType: ScopeType | null,
    assignmentId: string | null,
    tx?: Transaction,
  ): Promise<UserAssignment[]> {
    const rows = await this.statements.rows<AssignmentRow>(
      ASSIGNMENTS_OF_USERS,
      [userIds, scopeType, assignmentId],
      tx,
    );
    return this.toAssignments(rows);
  }

  /** Rows to assignments, each with its role (RolesRepository.held, at the rows' versions). */
  private async toAssignments(rows: AssignmentRow[]): Promise<UserAssignment[]> {
    const roles = await this.roles.held(rows.map((row) => ({ id: row.role_id, version: row.role_version })));
    return rows.map((row, i) => ({
      id: row.assignment_id,
      userId: row.user_id,
      scopeType: row.scope_type,
      clientId: row.client_id,
      organizationId: row.organization_id,
      branchId: row.branch_id,
      role: roles[i],
    }));
  }

  /** Rows to members, each with its roles. */
  private async toMembers(rows: MemberRow[]): Promise<Member[]> {
    const assignments = await this.toAssignments(rows);
    const members = new Map<string, Member>();
    for (const [i, row] of rows.entries()) {
      let member = members.get(row.user_id);
      if (!member) {
        member = {
          userId: row.user_id,
          phone: row.phone,
          firstName: row.first_name,
          lastName: row.last_name,
          status: row.status,
          hasPin: row.has_pin,
          roles: [],
        };
        members.set(row.user_id, member);
      }
      // The statements keep only the roles that apply to an organization: in a client, never the platform's.
      member.roles.push(assignments[i] as MemberRole);
    }
    return [...members.values()];
  }
}
