import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HotStatement, HotStatements } from '../database/hot-statements';
import { RoleDirectory } from '../access/role-directory';
import type { UserStatus } from '../users/entities/user.entity';
import type { ScopeType } from '../access/entities/role-assignment.entity';
import { Transaction } from '../database/transaction-runner';

/** One role of a member that applies to the organization. */
export interface MemberRole {
  assignmentId: string;
  scopeType: Exclude<ScopeType, 'platform'>;
  clientId: string;
  organizationId: string | null;
  branchId: string | null;
  roleId: string;
  code: string | null;
  name: string;
  rank: number;
}

export interface Member {
  userId: string;
  phone: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  hasPin: boolean;
  roles: MemberRole[];
}

interface MemberRow {
  assignment_id: string;
  scope_type: MemberRole['scopeType'];
  client_id: string;
  organization_id: string | null;
  branch_id: string | null;
  role_id: string;
  /** The role row's version: its code, name and rank come from the RoleDirectory. */
  role_version: string;
  user_id: string;
  phone: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  has_pin: boolean;
}

/** The organization's version, read by the members statement in the same snapshot as its rows. */
type VersionedMemberRow = MemberRow & { organization_version: string };

const MEMBER_COLUMNS = `a."id" AS assignment_id, a."scope_type", a."client_id", a."organization_id", a."branch_id",
       a."role_id", r."xmin"::text AS role_version,
       u."id" AS user_id, u."phone", u."first_name", u."last_name", u."status"`;

/** Roles that apply to organization $1 of client $2: on the client, on it, on its branches. */
const APPLIES = `((a."scope_type" = 'client' AND a."client_id" = $2)
          OR (a."scope_type" IN ('organization', 'branch') AND a."organization_id" = $1))`;

/**
 * The members of an organization (all, or the one given) with every role that applies to
 * it, and whether they have a PIN, with the organization's version (CONTRACT §11.5) as this
 * statement's snapshot has it — the version of exactly these rows: one query.
 */
export const MEMBERS_OF_ORGANIZATION: HotStatement = {
  name: 'members_of_organization',
  text: `SELECT ${MEMBER_COLUMNS}, (p."user_id" IS NOT NULL) AS has_pin,
       (SELECT o."version" FROM "organizations" o WHERE o."id" = $1) AS organization_version
       FROM "role_assignments" a
       JOIN "roles" r ON r."id" = a."role_id"
       JOIN "users" u ON u."id" = a."user_id"
       LEFT JOIN "member_pins" p ON p."organization_id" = $1 AND p."user_id" = a."user_id"
       WHERE ${APPLIES} AND ($3::uuid IS NULL OR a."user_id" = $3)
       ORDER BY a."created_at", a."id"`,
};

/**
 * The till's lookup in one query: the member holding the PIN (by its keyed hash) with its
 * roles there, and whether the caller's window of wrong PINs ($4, at most $5) is full. A
 * blocked holder, or one with no role here any more (removed), is nobody: a wrong PIN.
 */
export const MEMBER_BY_PIN: HotStatement = {
  name: 'member_by_pin',
  text: `SELECT ${MEMBER_COLUMNS}, true AS has_pin,
         (SELECT f."window_started_at" FROM "pin_lookup_failures" f
          WHERE f."organization_id" = $1 AND f."user_id" = $4 AND f."failures" >= $5) AS full_window_started_at
       FROM "member_pins" p
       JOIN "role_assignments" a ON a."user_id" = p."user_id"
       JOIN "roles" r ON r."id" = a."role_id"
       JOIN "users" u ON u."id" = a."user_id"
       WHERE p."organization_id" = $1 AND p."pin_hash" = $3 AND u."status" = 'active' AND ${APPLIES}
       ORDER BY a."created_at", a."id"`,
};

/** Staff of an organization: role assignments that apply to it, and till PINs. */
@Injectable()
export class MembersRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
    private readonly roles: RoleDirectory,
  ) {}

  /**
   * The members of an organization with every role that applies to it — on its client, on
   * it, on its branches — and whether they have a PIN: one query.
   */
  async find(organization: { id: string; clientId: string }, tx?: Transaction): Promise<Member[]> {
    return (await this.select(organization, null, tx)).members;
  }

  /**
   * As `find`, with the organization's version the rows belong to (undefined when there are
   * no rows: no member, and nothing read the version).
   */
  findVersioned(organization: { id: string; clientId: string }): Promise<{ version?: string; members: Member[] }> {
    return this.select(organization, null);
  }

  /** One member of the organization (as `find` sees it), or undefined. */
  async findOne(
    organization: { id: string; clientId: string },
    userId: string,
    tx?: Transaction,
  ): Promise<Member | undefined> {
    const [member] = (await this.select(organization, userId, tx)).members;
    return member;
  }

  private async select(
    organization: { id: string; clientId: string },
    userId: string | null,
    tx?: Transaction,
  ): Promise<{ version?: string; members: Member[] }> {
    const values = [organization.id, organization.clientId, userId];
    const rows = tx
      ? await tx.query<VersionedMemberRow[]>(MEMBERS_OF_ORGANIZATION.text, values)
      : await this.statements.rows<VersionedMemberRow>(MEMBERS_OF_ORGANIZATION, values);
    return { version: rows[0]?.organization_version, members: await this.toMembers(rows) };
  }

  /**
   * The member whose PIN hashes to `pinHash`, and — when there is one — the start of the
   * caller's full window of wrong PINs, if it is full (the lookup is then refused).
   */
  async findByPin(
    organization: { id: string; clientId: string },
    pinHash: string,
    caller: { userId: string; maxWrong: number },
  ): Promise<{ member: Member; fullWindowStartedAt: Date | null } | null> {
    const rows = await this.statements.rows<MemberRow & { full_window_started_at: Date | null }>(MEMBER_BY_PIN, [
      organization.id,
      organization.clientId,
      pinHash,
      caller.userId,
      caller.maxWrong,
    ]);
    const [member] = await this.toMembers(rows);
    return member ? { member, fullWindowStartedAt: rows[0].full_window_started_at } : null;
  }

  /** Takes the member's roles on this organization and its branches, and its PIN there. */
  async removeFromOrganization(organizationId: string, userId: string, tx: Transaction): Promise<void> {
    await tx.query(
      `DELETE FROM "role_assignments" WHERE "user_id" = $1 AND "organization_id" = $2 AND "scope_type" IN ('organization', 'branch')`,
      [userId, organizationId],
    );
  }

  async deletePin(organizationId: string, userId: string, tx: Transaction): Promise<void> {
    await tx.query(`DELETE FROM "member_pins" WHERE "organization_id" = $1 AND "user_id" = $2`, [
      organizationId,
      userId,
    ]);
  }

  /** Removes the Owner role of a client from everyone but the given user. */
  async removeOtherOwners(clientId: string, ownerRoleId: string, keepUserId: string, tx: Transaction): Promise<void> {
    await tx.query(
      `DELETE FROM "role_assignments" WHERE "scope_type" = 'client' AND "client_id" = $1 AND "role_id" = $2 AND "user_id" <> $3`,
      [clientId, ownerRoleId, keepUserId],
    );
  }

  /** Rows to members, each with its roles (from the RoleDirectory, at the rows' versions). */
  private async toMembers(rows: MemberRow[]): Promise<Member[]> {
    const roles = await this.roles.held(rows.map((row) => ({ id: row.role_id, version: row.role_version })));
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
      const { code, name, rank } = roles[i];
      member.roles.push({
        assignmentId: row.assignment_id,
        scopeType: row.scope_type,
        clientId: row.client_id,
        organizationId: row.organization_id,
        branchId: row.branch_id,
        roleId: row.role_id,
        code,
        name,
        rank,
      });
    }
    return [...members.values()];
  }
}
