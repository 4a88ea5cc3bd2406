import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HotStatements } from '../database/hot-statements';
import { Transaction } from '../database/transaction-runner';
import type { UserStatus } from '../users/entities/user.entity';
import type { HeldAssignment, HeldRole } from './caller';
import { RoleAssignment, ScopeType } from './entities/role-assignment.entity';
import { RolesRepository } from './roles.repository';
import {
  ASSIGN_BY_ROLE_CODE,
  ASSIGN_BY_ROLE_ID,
  ASSIGNMENTS_OF_USERS,
  IS_CLIENT_OWNER,
  LOCK_DIRECTOR_BOOTSTRAP,
  MEMBERS_OF_ORGANIZATION,
  REMOVE_FROM_ORGANIZATION,
  REMOVE_OTHER_OWNERS,
  ROLE_HELD_BY_ANYONE,
} from './access.sql';

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
    const [row] = await this.statements.rows<{ id: string | null; found: boolean }>(
      byId ? ASSIGN_BY_ROLE_ID : ASSIGN_BY_ROLE_CODE,
      [
        assignment.userId,
        key,
        assignment.scopeType,
        assignment.clientId ?? null,
        assignment.organizationId ?? null,
        assignment.branchId ?? null,
      ],
      tx,
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
    await this.statements.run(REMOVE_FROM_ORGANIZATION, [userId, organizationId], tx);
  }

  /** Removes the Owner role of a client from everyone but the given user. */
  /** Answers the users who were owners and are no more. */
  async removeOtherOwners(
    clientId: string,
    ownerRoleId: string,
    keepUserId: string,
    tx: Transaction,
  ): Promise<string[]> {
    const rows = await this.statements.rows<{ user_id: string }>(
      REMOVE_OTHER_OWNERS,
      [clientId, ownerRoleId, keepUserId],
      tx,
    );
    return [...new Set(rows.map((row) => row.user_id))];
  }

  /** Makes instances that create the first director take turns, until the transaction ends. */
  async lockDirectorBootstrap(tx: Transaction): Promise<void> {
    await this.statements.run(LOCK_DIRECTOR_BOOTSTRAP, [], tx);
  }

  /** Whether anybody holds the role of this code. */
  async isHeldByAnyone(code: string, tx?: Transaction): Promise<boolean> {
    const rows = await this.statements.rows(ROLE_HELD_BY_ANYONE, [code], tx);
    return rows.length > 0;
  }

  /** Whether the user is an Owner of the client (the `owner` role at client scope). */
  async isClientOwner(userId: string, clientId: string, tx: Transaction): Promise<boolean> {
    const rows = await this.statements.rows(IS_CLIENT_OWNER, [userId, clientId], tx);
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
