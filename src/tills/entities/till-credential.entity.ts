import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Till } from './till.entity';

/**
 * One pairing of a till: the `sid` of its tokens. It ends when the till is re-paired or
 * revoked, on refresh-token reuse, and (checked on use) after 30 days without a refresh.
 */
@Entity('till_credentials')
@Index('till_credentials_till_idx', ['tillId'])
export class TillCredential {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'till_credentials_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  tillId!: string;

  @ManyToOne(() => Till, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'till_id', foreignKeyConstraintName: 'till_credentials_till_id_fkey' })
  till?: Till;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'timestamptz', precision: 3 })
  lastUsedAt!: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  endedAt!: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  endReason!: string | null;

  /** The salt of its refresh tokens' family (refresh-family.ts); null until a credential from before the families rotates. */
  @Column({ type: 'bytea', nullable: true })
  refreshSalt!: Buffer | null;
}
