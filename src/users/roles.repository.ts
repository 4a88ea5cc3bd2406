import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { RoleAssignment } from './entities/role-assignment.entity';
import { Role } from './entities/role.entity';

export type AssignmentWithRole = RoleAssignment & { role: Role };

@Injectable()
export class RolesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  findByCode(code: string, manager?: EntityManager): Promise<Role | null> {
    return this.manager(manager).getRepository(Role).findOneBy({ code });
  }

  findById(id: string, manager?: EntityManager): Promise<Role | null> {
    return this.manager(manager).getRepository(Role).findOneBy({ id });
  }

  /** The whole catalogue, highest rank first. */
  findAll(): Promise<Role[]> {
    return this.dataSource.getRepository(Role).find({ order: { rank: 'DESC', code: 'ASC' } });
  }

  /**
   * Gives a platform-scoped role. Answers the new assignment's id, or null when the user
   * already holds the role there (the unique index decides, also under concurrency).
   */
  async assignPlatform(manager: EntityManager, userId: string, roleId: string): Promise<string | null> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO "role_assignments" ("user_id", "role_id", "scope_type") VALUES ($1, $2, 'platform')
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [userId, roleId],
    );
    return rows[0]?.id ?? null;
  }

  /** The roles a user holds at platform scope (the portal's scope). */
  async findPlatformRolesOf(userId: string, manager?: EntityManager): Promise<Role[]> {
    const assignments = await this.manager(manager)
      .getRepository(RoleAssignment)
      .find({ where: { userId, scopeType: 'platform' }, relations: { role: true } });
    return assignments.map((a) => a.role!);
  }

  /** One platform-scoped assignment of the user, with its role. */
  findPlatformAssignment(
    userId: string,
    assignmentId: string,
    manager?: EntityManager,
  ): Promise<AssignmentWithRole | null> {
    return this.manager(manager)
      .getRepository(RoleAssignment)
      .findOne({
        where: { id: assignmentId, userId, scopeType: 'platform' },
        relations: { role: true },
      }) as Promise<AssignmentWithRole | null>;
  }

  async removeAssignment(manager: EntityManager, assignmentId: string): Promise<boolean> {
    const result = await manager.getRepository(RoleAssignment).delete({ id: assignmentId });
    return (result.affected ?? 0) > 0;
  }

  /** Whether anybody holds the role of this code. */
  async isHeldByAnyone(code: string, manager?: EntityManager): Promise<boolean> {
    const rows = await this.manager(manager).query<unknown[]>(
      `SELECT 1 FROM "role_assignments" a JOIN "roles" r ON r."id" = a."role_id" WHERE r."code" = $1 LIMIT 1`,
      [code],
    );
    return rows.length > 0;
  }

  /** Every assignment of the given users with its role, in one query. */
  findAssignmentsOfUsers(userIds: string[], manager?: EntityManager): Promise<AssignmentWithRole[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.manager(manager)
      .getRepository(RoleAssignment)
      .find({
        where: { userId: In(userIds) },
        relations: { role: true },
        order: { createdAt: 'ASC', id: 'ASC' },
      }) as Promise<AssignmentWithRole[]>;
  }
}
