import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { User } from './entities/user.entity';

export interface PendingRegistration {
  phone: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(User);
  }

  findById(id: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findByPhone(phone: string, manager?: EntityManager): Promise<User | null> {
    return this.repo(manager).findOneBy({ phone });
  }

  /**
   * Creates the pending account of a phone, or restarts a pending registration with the
   * new data, in one statement: of two concurrent registrations one row results. Null
   * when the phone belongs to an active or blocked account.
   */
  async upsertPending(manager: EntityManager, data: PendingRegistration): Promise<User | null> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO "users" ("phone", "first_name", "last_name", "password_hash", "auth_method", "status")
       VALUES ($1, $2, $3, $4, 'password', 'pending')
       ON CONFLICT ("phone") DO UPDATE SET "first_name" = EXCLUDED."first_name", "last_name" = EXCLUDED."last_name",
         "password_hash" = EXCLUDED."password_hash", "auth_method" = 'password', "updated_at" = now()
       WHERE "users"."status" = 'pending'
       RETURNING "id"`,
      [data.phone, data.firstName, data.lastName, data.passwordHash],
    );
    return rows.length === 1 ? this.findById(rows[0].id, manager) : null;
  }

  /** pending → active, once. */
  async activate(manager: EntityManager, id: string, now: Date): Promise<boolean> {
    const result = await this.repo(manager).update({ id, status: 'pending' }, { status: 'active', lastLoginAt: now });
    return (result.affected ?? 0) === 1;
  }

  async update(manager: EntityManager | undefined, id: string, changes: Partial<User>): Promise<void> {
    await this.repo(manager).update({ id }, changes);
  }
}
