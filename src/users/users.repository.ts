import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { containing, newestFirst } from '../database/query-helpers';
import { AuthMethod, User, UserStatus } from './entities/user.entity';

export interface NewUser {
  phone: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  authMethod: AuthMethod;
  status: UserStatus;
}

export interface UserSearch {
  /** Part of the phone (digits) or of the first, last or full name. */
  query?: string;
  status?: UserStatus;
  limit: number;
  after?: PagePosition;
}

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

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
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

  /** Swaps the password hash only while it is still `from`: a concurrent password change wins. */
  async replacePasswordHash(manager: EntityManager, id: string, from: string, to: string): Promise<void> {
    await this.repo(manager).update({ id, passwordHash: from }, { passwordHash: to });
  }

  async update(manager: EntityManager | undefined, id: string, changes: Partial<User>): Promise<void> {
    await this.repo(manager).update({ id }, changes);
  }

  /** Inserts a new account; null when the phone is already registered (the unique index decides). */
  async insert(manager: EntityManager, data: NewUser): Promise<User | null> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO "users" ("phone", "first_name", "last_name", "password_hash", "auth_method", "status")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("phone") DO NOTHING RETURNING "id"`,
      [data.phone, data.firstName, data.lastName, data.passwordHash, data.authMethod, data.status],
    );
    return rows.length === 1 ? this.findById(rows[0].id, manager) : null;
  }

  /** The row, locked until the transaction ends: status and password changes serialise. */
  lock(manager: EntityManager, id: string): Promise<User | null> {
    return this.repo(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A page of users, newest first (see newestFirst). */
  search(search: UserSearch): Promise<User[]> {
    const qb = this.repo().createQueryBuilder('u');
    if (search.status) qb.andWhere('u.status = :status', { status: search.status });
    const text = search.query?.trim();
    if (text) {
      // Digits search the phone only when the query is a phone number in some form.
      const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
      qb.andWhere(
        `(u."first_name" ILIKE :like OR u."last_name" ILIKE :like OR (u."first_name" || ' ' || u."last_name") ILIKE :like` +
          (digits.length > 0 ? ` OR u."phone" LIKE :digits` : '') +
          ')',
        { like: containing(text), digits: containing(digits) },
      );
    }
    return newestFirst(qb, search);
  }

  /**
   * The account of a phone for staff and owners added by others (CONTRACT §9): created
   * active with SMS login when missing; an unfinished registration is taken over the same
   * way (its password dropped, so nobody keeps a password the phone's owner never chose);
   * an active or blocked account is used as it is, names kept.
   */
  async ensureForStaff(
    manager: EntityManager,
    data: { phone: string; firstName: string; lastName: string },
  ): Promise<User> {
    await manager.query(
      `INSERT INTO "users" ("phone", "first_name", "last_name", "password_hash", "auth_method", "status")
       VALUES ($1, $2, $3, NULL, 'sms', 'active')
       ON CONFLICT ("phone") DO UPDATE SET "first_name" = EXCLUDED."first_name", "last_name" = EXCLUDED."last_name",
         "password_hash" = NULL, "auth_method" = 'sms', "status" = 'active', "updated_at" = now()
       WHERE "users"."status" = 'pending'`,
      [data.phone, data.firstName, data.lastName],
    );
    return (await this.findByPhone(data.phone, manager))!;
  }
}
