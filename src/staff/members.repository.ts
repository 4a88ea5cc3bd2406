import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { UserStatus } from '../users/entities/user.entity';
import type { ScopeType } from '../users/entities/role-assignment.entity';

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
  permissions: string[];
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
  code: string | null;
  name: string;
  rank: string;
  permissions: string[];
  user_id: string;
  phone: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  has_pin: boolean;
}

/** Staff of an organization: role assignments that apply to it, and till PINs. */
@Injectable()
export class MembersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The members of an organization (all, or the one given) with every role that applies
   * to it — on its client, on it, on its branches — and whether they have a PIN: one query.
   */
  async find(
    organization: { id: string; clientId: string },
    options: { userId?: string; manager?: EntityManager } = {},
  ): Promise<Member[]> {
    const rows = await (options.manager ?? this.dataSource.manager).query<MemberRow[]>(
      `SELECT a."id" AS assignment_id, a."scope_type", a."client_id", a."organization_id", a."branch_id",
              r."id" AS role_id, r."code", r."name", r."rank", r."permissions",
              u."id" AS user_id, u."phone", u."first_name", u."last_name", u."status",
              (p."user_id" IS NOT NULL) AS has_pin
       FROM "role_assignments" a
       JOIN "roles" r ON r."id" = a."role_id"
       JOIN "users" u ON u."id" = a."user_id"
       LEFT JOIN "member_pins" p ON p."organization_id" = $1 AND p."user_id" = a."user_id"
       WHERE ((a."scope_type" = 'client' AND a."client_id" = $2)
          OR (a."scope_type" IN ('organization', 'branch') AND a."organization_id" = $1))
         AND ($3::uuid IS NULL OR a."user_id" = $3)
       ORDER BY a."created_at", a."id"`,
      [organization.id, organization.clientId, options.userId ?? null],
    );
    const members = new Map<string, Member>();
    for (const row of rows) {
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
      member.roles.push({
        assignmentId: row.assignment_id,
        scopeType: row.scope_type,
        clientId: row.client_id,
        organizationId: row.organization_id,
        branchId: row.branch_id,
        roleId: row.role_id,
        code: row.code,
        name: row.name,
        rank: Number(row.rank),
        permissions: row.permissions,
      });
    }
    return [...members.values()];
  }

  /** Takes the member's roles on this organization and its branches, and its PIN there. */
  async removeFromOrganization(manager: EntityManager, organizationId: string, userId: string): Promise<void> {
    await manager.query(
      `DELETE FROM "role_assignments" WHERE "user_id" = $1 AND "organization_id" = $2 AND "scope_type" IN ('organization', 'branch')`,
      [userId, organizationId],
    );
  }

  async deletePin(manager: EntityManager, organizationId: string, userId: string): Promise<void> {
    await manager.query(`DELETE FROM "member_pins" WHERE "organization_id" = $1 AND "user_id" = $2`, [
      organizationId,
      userId,
    ]);
  }

  /** Removes the Owner role of a client from everyone but the given user. */
  async removeOtherOwners(
    manager: EntityManager,
    clientId: string,
    ownerRoleId: string,
    keepUserId: string,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM "role_assignments" WHERE "scope_type" = 'client' AND "client_id" = $1 AND "role_id" = $2 AND "user_id" <> $3`,
      [clientId, ownerRoleId, keepUserId],
    );
  }
}
