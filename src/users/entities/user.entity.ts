import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserStatus = 'pending' | 'active' | 'blocked';
export type AuthMethod = 'password' | 'sms';
export const USER_STATUSES: readonly UserStatus[] = ['pending', 'active', 'blocked'];
export const AUTH_METHODS: readonly AuthMethod[] = ['password', 'sms'];

@Entity('users')
@Check('users_status_check', `"status" IN ('pending', 'active', 'blocked')`)
@Check('users_auth_method_check', `"auth_method" IN ('password', 'sms')`)
// The portal's search (users.repository.ts, userSearchSql; migration SearchIndexes).
@Index('users_created_idx', ['createdAt', 'id'])
@Index('users_status_created_idx', ['status', 'createdAt', 'id'])
// Trigram indexes (GIN, one on an expression): written in the migration.
@Index('users_name_trgm_idx', { synchronize: false })
@Index('users_phone_trgm_idx', { synchronize: false })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** E.164 */
  @Index('users_phone_key', { unique: true })
  @Column({ type: 'varchar', length: 16 })
  phone!: string;

  @Column({ type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ type: 'varchar', length: 100 })
  lastName!: string;

  /** bcrypt; null for accounts that sign in by SMS only. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'password' })
  authMethod!: AuthMethod;

  @Column({ type: 'varchar', length: 16 })
  status!: UserStatus;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** Stored in milliseconds, the portal's cursor's precision: the search orders by it as it is. */
  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
