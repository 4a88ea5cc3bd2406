import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { RoleAssignment } from './entities/role-assignment.entity';
import { Role } from './entities/role.entity';

@Injectable()
export class RolesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByCode(code: string, manager?: EntityManager): Promise<Role | null> {
    return (manager ?? this.dataSource.manager).getRepository(Role).findOneBy({ code });
  }

  /** Gives a platform-scoped role; a second grant of the same role is a no-op. */
  async assignPlatform(manager: EntityManager, userId: string, roleId: string): Promise<void> {
    await manager.query(
      `INSERT INTO "role_assignments" ("user_id", "role_id", "scope_type") VALUES ($1, $2, 'platform')
       ON CONFLICT DO NOTHING`,
      [userId, roleId],
    );
  }

  /** Every assignment of the given users with its role, in one query. */
  findAssignmentsOfUsers(userIds: string[]): Promise<(RoleAssignment & { role: Role })[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(RoleAssignment).find({
      where: { userId: In(userIds) },
      relations: { role: true },
      order: { createdAt: 'ASC' },
    }) as Promise<(RoleAssignment & { role: Role })[]>;
  }
}
