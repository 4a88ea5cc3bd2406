import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Branch } from '../../organizations/entities/branch.entity';
import { Organization } from '../../organizations/entities/organization.entity';

export const TILL_STATUSES = ['pending', 'active', 'revoked'] as const;
export type TillStatus = (typeof TILL_STATUSES)[number];

/**
 * A till: a device of an organization, paired to one branch (CONTRACT §11.1). While
 * `pending` it waits for its pairing code (stored as a keyed hash, single use, ten minutes).
 */
@Entity('tills')
@Index('tills_organization_idx', ['organizationId'])
@Index('tills_pairing_code_hash_key', ['pairingCodeHash'], { unique: true })
export class Till {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'tills_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'tills_organization_id_fkey' })
  organization?: Organization;

  @Column({ type: 'uuid' })
  branchId!: string;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'branch_id', foreignKeyConstraintName: 'tills_branch_id_fkey' })
  branch?: Branch;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: TillStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  pairingCodeHash!: string | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  pairingExpiresAt!: Date | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  pairedAt!: Date | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  lastSeenAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;
}
