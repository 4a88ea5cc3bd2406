import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Wrong passwords given for one phone within the current window, from any address: the
 * per-account limit of password login (CONTRACT §9), shared by every instance. Kept by
 * phone, registered or not, so the limit tells nobody which phones have accounts.
 */
@Entity('password_failures')
@Index('password_failures_window_idx', ['windowStartedAt'])
export class PasswordFailure {
  /** E.164 */
  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'password_failures_pkey' })
  phone!: string;

  @Column({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column({ type: 'integer' })
  failures!: number;
}
