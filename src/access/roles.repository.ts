import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { RoleAssignment, ScopeType } from './entities/role-assignment.entity';
import { Role } from './entities/role.entity';
import { managerOf, Transaction } from '../database/transaction-runner';

export type AssignmentWithRole = RoleAssignment & { role: Role };

export interface NewAssignment {
  userId: string;
  roleId: string;
  scopeType: ScopeType;
  clientId?: string;
  organizationId?: string;
  branchId?: string;
}

@Injectable()
export class RolesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByCode(code: string, tx?: Transaction): Promise<Role | null> {
    return managerOf(this.dataSource, tx).getRepository(Role).findOneBy({ code });
  }

  findById(id: string, tx?: Transaction): Promise<Role | null> {
    return managerOf(this.dataSource, tx).getRepository(Role).findOneBy({ id });
  }

  /** The whole catalogue, highest rank first. */
  findAll(): Promise<Role[]> {
    return this.dataSource.getRepository(Role).find({ order: { rank: 'DESC', code: 'ASC' } });
  }

  /** Gives a platform-scoped role: the new assignment's id, or null when the user holds it already. */
  assignPlatform(userId: string, roleId: string, tx: Transaction): Promise<string | null> {
    return this.assign({ userId, roleId, scopeType: 'platform' }, tx);
  }

  /**
   * Gives a role in a scope; the role's audience is copied so the database can check that
   * it fits the scope. Null when the user holds the role there already.
   */
  async assign(assignment: NewAssignment, tx: Transaction): Promise<string | null> {
    const rows = await tx.query<{ id: string }[]>(
      `INSERT INTO "role_assignments" ("user_id", "role_id", "role_audience", "scope_type", "client_id", "organization_id", "branch_id")
       SELECT $1, "id", "audience", $3, $4, $5, $6 FROM "roles" WHERE "id" = $2
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [
        assignment.userId,
        assignment.roleId,
        assignment.scopeType,
        assignment.clientId ?? null,
        assignment.organizationId ?? null,
        assignment.branchId ?? null,
      ],
    );
    return rows[0]?.id ?? null;
  }

  /** The roles a user holds at platform scope (the portal's scope). */
  async findPlatformRolesOf(userId: string, tx?: Transaction): Promise<Role[]> {
    const assignments = await managerOf(this.dataSource, tx)
      .getRepository(RoleAssignment)
      .find({ where: { userId, scopeType: 'platform' }, relations: { role: true } });
    return assignments.map((a) => a.role!);
  }

  /** One platform-scoped assignment of the user, with its role. */
  findPlatformAssignment(userId: string, assignmentId: string, tx?: Transaction): Promise<AssignmentWithRole | null> {
    return managerOf(this.dataSource, tx)
      .getRepository(RoleAssignment)
      .findOne({
        where: { id: assignmentId, userId, scopeType: 'platform' },
        relations: { role: true },
      }) as Promise<AssignmentWithRole | null>;
  }

  async removeAssignment(assignmentId: string, tx: Transaction): Promise<boolean> {
    const result = await tx.getRepository(RoleAssignment).delete({ id: assignmentId });
    return (result.affected ?? 0) > 0;
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

  /** Every assignment of the given users with its role, in one query. */
  findAssignmentsOfUsers(userIds: string[], tx?: Transaction): Promise<AssignmentWithRole[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return managerOf(this.dataSource, tx)
      .getRepository(RoleAssignment)
      .find({
        where: { userId: In(userIds) },
        relations: { role: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }) as Promise<AssignmentWithRole[]>;
  }
}
