import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { HotStatements } from '../database/hot-statements';
import { Transaction } from '../database/transaction-runner';
import type { HeldAssignment, HeldRole } from './caller';
import { RoleAssignment, ScopeType } from './entities/role-assignment.entity';
import { RolesRepository } from './roles.repository';
import {
  ASSIGN_BY_ROLE_CODE,
  ASSIGN_BY_ROLE_ID,
  ASSIGNMENTS_OF_USERS,
  IS_CLIENT_OWNER,
  LOCK_DIRECTOR_BOOTSTRAP,
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

/** An assignment's row as the statements read it (ASSIGNMENT_COLUMNS). */
export interface AssignmentRow {
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

/** Rows to assignments, each with its role (RolesRepository.held, at the rows' versions). */
export async function assignmentsOf(roles: RolesRepository, rows: AssignmentRow[]): Promise<UserAssignment[]> {
  const held = await roles.held(rows.map((row) => ({ id: row.role_id, version: row.role_version })));
  return rows.map((row, i) => ({
    id: row.assignment_id,
    userId: row.user_id,
    scopeType: row.scope_type,
    clientId: row.client_id,
    organizationId: row.organization_id,
    branchId: row.branch_id,
    role: held[i],
  }));
}

/**
 * Role assignments as grants — the only code that writes the table: who holds which role
 * where, given and taken. The members of an organization (a read model of the same rows
 * with users and PINs) are MembersRepository's.
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
    return assignmentsOf(this.roles, rows);
  }
}
