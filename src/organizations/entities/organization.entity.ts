import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { Client } from './client.entity';

export const ORGANIZATION_KINDS = ['legal', 'individual'] as const;
export type OrganizationKind = (typeof ORGANIZATION_KINDS)[number];
export const VERIFICATION_STATUSES = ['not_started', 'pending', 'verified', 'needs_action', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
/** How a verified organization was verified (CONTRACT §12.2); null while it is not. */
export const VERIFICATION_METHODS = ['staff_review', 'oneid_legal_key'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];
export const CONTRACT_STATUSES = ['contract_required', 'contract_in_progress', 'contract_signed'] as const;
export type OrganizationContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A legal entity or an individual entrepreneur of a client, with its requisites. */
@Entity('organizations')
@Check('organizations_kind_check', `"kind" IN ('legal', 'individual')`)
@Check(
  'organizations_tin_check',
  `("kind" = 'legal' AND "tin" ~ '^[0-9]{9}$') OR ("kind" = 'individual' AND "tin" ~ '^([0-9]{9}|[0-9]{14})$')`,
)
@Check(
  'organizations_verification_status_check',
  `"verification_status" IN ('not_started', 'pending', 'verified', 'needs_action', 'rejected')`,
)
@Check('organizations_verification_method_check', `"verification_method" IN ('staff_review', 'oneid_legal_key')`)
@Check(
  'organizations_contract_status_check',
  `"contract_status" IN ('contract_required', 'contract_in_progress', 'contract_signed')`,
)
@Check('organizations_bank_mfo_check', `"bank_mfo" ~ '^[0-9]{5}$'`)
@Check('organizations_bank_account_check', `"bank_account" ~ '^[0-9]{20}$'`)
// Lets role assignments prove that their organization belongs to their client.
@Unique('organizations_id_client_key', ['id', 'clientId'])
@Index('organizations_client_idx', ['clientId'])
// The portal's search (organizations.repository.ts, organizationSearchSql; migration SearchIndexes).
@Index('organizations_created_idx', ['createdAt', 'id'])
@Index('organizations_verification_created_idx', ['verificationStatus', 'createdAt', 'id'])
// Trigram indexes (GIN): written in the migration.
@Index('organizations_name_trgm_idx', { synchronize: false })
@Index('organizations_tin_trgm_idx', { synchronize: false })
export class Organization {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  clientId!: string;

  @ManyToOne(() => Client, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'organizations_client_id_fkey' })
  client?: Client;

  @Column({ type: 'varchar', length: 16 })
  kind!: OrganizationKind;

  /** Unique across the service: one organization per taxpayer. */
  @Index('organizations_tin_key', { unique: true })
  @Column({ type: 'varchar', length: 14 })
  tin!: string;

  @Column({ type: 'varchar', length: 300 })
  name!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  directorName!: string | null;

  /** E.164 */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  bankName!: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  bankMfo!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  bankAccount!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'not_started' })
  verificationStatus!: VerificationStatus;

  @Column({ type: 'varchar', length: 16, nullable: true })
  verificationMethod!: VerificationMethod | null;

  @Column({ type: 'varchar', length: 24, default: 'contract_required' })
  contractStatus!: OrganizationContractStatus;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  verificationNote!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  /** Stored in milliseconds, the portal's cursor's precision: the search orders by it as it is. */
  @CreateDateColumn({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
