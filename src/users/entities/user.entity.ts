import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type UserStatus = 'pending' | 'active' | 'blocked';
export type AuthMethod = 'password' | 'sms';
export const USER_STATUSES: readonly UserStatus[] = ['pending', 'active', 'blocked'];
export const AUTH_METHODS: readonly AuthMethod[] = ['password', 'sms'];

@Entity('users')
@Check('users_status_check', `"status" IN ('pending', 'active', 'blocked')`)
@Check('users_auth_method_check', `"auth_method" IN ('password', 'sms')`)
@Check(
  'users_oneid_check',
  `("oneid_pinfl_hash" IS NULL AND "oneid_pinfl_last4" IS NULL AND "oneid_linked_at" IS NULL) OR ` +
    `("oneid_pinfl_hash" IS NOT NULL AND "oneid_pinfl_last4" ~ '^[0-9]{4}$' AND "oneid_linked_at" IS NOT NULL)`,
)
// The portal's search (users.repository.ts, userSearchSql; migration SearchIndexes).
@Index('users_created_idx', ['createdAt', 'id'])
// Only the accounts that are not active: `status = 'active' AND id = $1` must never choose it (migration UsersStatusIndexOffActive).
@Index('users_status_created_idx', ['status', 'createdAt', 'id'], { where: `"status" <> 'active'` })
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

  /**
   * The linked OneID person (CONTRACT §12.2): the PINFL's keyed hash (HMAC-SHA256 under
   * HASH_KEY, SecretsService.hashPinfl), never the PINFL; one account per PINFL.
   */
  @Index('users_oneid_pinfl_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  oneidPinflHash!: string | null;

  /** The PINFL's last four digits, all the views show of it. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  oneidPinflLast4!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  oneidLinkedAt!: Date | null;

  /** Stored in milliseconds, the portal's cursor's precision: the search orders by it as it is. */
  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
