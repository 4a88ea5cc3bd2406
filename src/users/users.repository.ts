import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PagePosition } from '../common/http/pagination';
import { HeavyReads } from '../database/heavy-reads';
import { HotStatements } from '../database/hot-statements';
import { containing, entityFromRow, newestFirstSql, SqlConditions } from '../database/query-helpers';
import { AuthMethod, User, UserStatus } from './entities/user.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { ENSURE_FOR_STAFF, INSERT_USER, LINK_ONEID, UNLINK_ONEID, UPSERT_PENDING } from './users.sql';

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

/**
 * The portal's search of users (CONTRACT §4, §12.3): `limit + 1` rows newest first. Each
 * condition is one an index serves — the full name (which contains the first and the last)
 * and the phone by their trigram indexes, the status and the order by (status, created_at,
 * id) and (created_at, id) (migration SearchIndexes) — so PostgreSQL either gathers the few
 * matches from the trigram indexes and sorts them, or walks the order backwards until the
 * page is full when most rows match; neither reads the table.
 */
export function userSearchSql(search: UserSearch): { text: string; values: unknown[] } {
  const where = new SqlConditions();
  if (search.status) where.and(`u."status" = ${where.param(search.status)}`);
  const text = search.query?.trim();
  if (text) {
    // Digits search the phone only when the query is a phone number in some form.
    const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
    const name = `(u."first_name" || ' ' || u."last_name") ILIKE ${where.param(containing(text))}`;
    where.and(digits.length > 0 ? `(${name} OR ${phoneContainingSql(digits, where)})` : name);
  }
  return newestFirstSql('users', 'u', where, search);
}

/**
 * A phone containing `digits`. Every stored phone is `+998` and nine digits (parseUzPhone), so
 * twelve digits are contained in a phone only when they are all of it: the phone's unique
 * index finds it at once. Fewer go to the trigram index; twelve there cost 11 ms at a million
 * users, intersecting the posting lists of `998`, `983`, … that every phone has (issue 34).
 */
function phoneContainingSql(digits: string, where: SqlConditions): string {
  return digits.length === 12
    ? `u."phone" = ${where.param(`+${digits}`)}`
    : `u."phone" LIKE ${where.param(containing(digits))}`;
}

@Injectable()
export class UsersRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly heavy: HeavyReads,
    private readonly statements: HotStatements,
  ) {}

  private repo(tx?: Transaction) {
    return managerOf(this.dataSource, tx).getRepository(User);
  }

  findById(id: string, tx?: Transaction): Promise<User | null> {
    return this.repo(tx).findOneBy({ id });
  }

  findByPhone(phone: string, tx?: Transaction): Promise<User | null> {
    return this.repo(tx).findOneBy({ phone });
  }

  /** The account linked to a PINFL, by the PINFL's keyed hash (CONTRACT §12.2). */
  findByPinflHash(pinflHash: string, tx?: Transaction): Promise<User | null> {
    return this.repo(tx).findOneBy({ oneidPinflHash: pinflHash });
  }

  /**
   * Links a PINFL to an account that has none, in one statement; false when the account is
   * linked already. A PINFL linked to another account fails the unique index
   * `users_oneid_pinfl_hash_key` (isUniqueViolation), so of two concurrent links of one
   * PINFL exactly one succeeds.
   */
  async linkOneId(
    id: string,
    link: { pinflHash: string; pinflLast4: string; linkedAt: Date },
    tx: Transaction,
  ): Promise<boolean> {
    const rows = await this.statements.rows(LINK_ONEID, [id, link.pinflHash, link.pinflLast4, link.linkedAt], tx);
    return rows.length === 1;
  }

  /** Forgets the account's PINFL; the last four digits it had, or null when none was linked. */
  async unlinkOneId(id: string, tx: Transaction): Promise<string | null> {
    const rows = await this.statements.rows<{ last4: string }>(UNLINK_ONEID, [id], tx);
    return rows[0]?.last4 ?? null;
  }

  /**
   * Creates the pending account of a phone, or restarts a pending registration with the
   * new data, in one statement: of two concurrent registrations one row results. Null
   * when the phone belongs to an active or blocked account.
   */
  async upsertPending(data: PendingRegistration, tx: Transaction): Promise<User | null> {
    const rows = await this.statements.rows<Record<string, unknown>>(
      UPSERT_PENDING,
      [data.phone, data.firstName, data.lastName, data.passwordHash],
      tx,
    );
    return rows.length === 1 ? entityFromRow(tx, User, rows[0]) : null;
  }

  /** pending → active, once. */
  async activate(id: string, now: Date, tx: Transaction): Promise<boolean> {
    const result = await this.repo(tx).update({ id, status: 'pending' }, { status: 'active', lastLoginAt: now });
    return (result.affected ?? 0) === 1;
  }

  /** Swaps the password hash only while it is still `from`: a concurrent password change wins. */
  async replacePasswordHash(id: string, from: string, to: string, tx: Transaction): Promise<void> {
    await this.repo(tx).update({ id, passwordHash: from }, { passwordHash: to });
  }

  async update(id: string, changes: Partial<User>, tx?: Transaction): Promise<void> {
    await this.repo(tx).update({ id }, changes);
  }

  /** Inserts a new account; null when the phone is already registered (the unique index decides). */
  async insert(data: NewUser, tx: Transaction): Promise<User | null> {
    const rows = await this.statements.rows<Record<string, unknown>>(
      INSERT_USER,
      [data.phone, data.firstName, data.lastName, data.passwordHash, data.authMethod, data.status],
      tx,
    );
    return rows.length === 1 ? entityFromRow(tx, User, rows[0]) : null;
  }

  /** The row, locked until the transaction ends: status and password changes serialise. */
  lock(id: string, tx: Transaction): Promise<User | null> {
    return this.repo(tx).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** A page of users, newest first (userSearchSql), on the heavy reads' pool. */
  async search(search: UserSearch): Promise<User[]> {
    const { text, values } = userSearchSql(search);
    const rows = await this.heavy.rows<Record<string, unknown>>(text, values);
    return rows.map((row) => entityFromRow(this.dataSource.manager, User, row));
  }

  /**
   * The account of a phone for staff and owners added by others (CONTRACT §9): created
   * active with SMS login when missing; an unfinished registration is taken over the same
   * way (its password dropped, so nobody keeps a password the phone's owner never chose);
   * an active or blocked account is used as it is, names kept.
   */
  async ensureForStaff(data: { phone: string; firstName: string; lastName: string }, tx: Transaction): Promise<User> {
    const rows = await this.statements.rows<Record<string, unknown>>(
      ENSURE_FOR_STAFF,
      [data.phone, data.firstName, data.lastName],
      tx,
    );
    // Nothing returned: the account is active or blocked, and used as it is.
    return rows.length === 1 ? entityFromRow(tx, User, rows[0]) : (await this.findByPhone(data.phone, tx))!;
  }
}
