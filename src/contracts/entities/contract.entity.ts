import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PartyRequisites } from '../../config/app-config';
import { Organization } from '../../organizations/entities/organization.entity';
import type { ContractFile } from './contract-file.entity';

export const CONTRACT_STATUSES = [
  'generated',
  'draft',
  'signed_by_us',
  'signed',
  'rejected',
  'cancelled',
  'draft_deleted',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/**
 * The partial unique index behind `409 contract_in_progress`, written in the migration: at most
 * one contract per organization being signed or concluded (generated, draft, signed_by_us,
 * signed; CONTRACT §8).
 */
export const ONE_IN_PROGRESS_INDEX = 'contracts_organization_in_progress_key';

/** A service contract with a client organization, and its life in Didox. */
@Entity('contracts')
@Check(
  'contracts_status_check',
  `"status" IN ('generated', 'draft', 'signed_by_us', 'signed', 'rejected', 'cancelled', 'draft_deleted')`,
)
@Check('contracts_prices_check', `"connection_price" >= 0 AND "monthly_price" >= 0`)
@Check('contracts_dates_check', `"expire_date" > "contract_date"`)
// Only a contract never sent has no Didox document.
@Check('contracts_edoc_document_check', `("status" = 'generated') = ("edoc_document_id" IS NULL)`)
@Index('contracts_organization_idx', ['organizationId', 'createdAt'])
// What the background synchronisation looks for.
@Index('contracts_status_idx', ['status'])
@Index(ONE_IN_PROGRESS_INDEX, { synchronize: false })
export class Contract {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'contracts_organization_id_fkey' })
  organization?: Organization;

  /** e.g. `2026-000042`: the contract date's year and its sequence within that year. */
  @Index('contracts_number_key', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  number!: string;

  /** yyyy-MM-dd */
  @Column({ type: 'date' })
  contractDate!: string;

  /** yyyy-MM-dd */
  @Column({ type: 'date' })
  expireDate!: string;

  @Column({ type: 'boolean' })
  autoRenew!: boolean;

  @Column({ type: 'varchar', length: 16 })
  status!: ContractStatus;

  /** numeric(14,2), read as a string with two decimals. */
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  connectionPrice!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  monthlyPrice!: string;

  /** Our requisites when the contract was made. */
  @Column({ type: 'jsonb' })
  seller!: PartyRequisites;

  /** The organization's requisites when the contract was made. */
  @Column({ type: 'jsonb' })
  buyer!: PartyRequisites;

  @Index('contracts_edoc_document_key', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  edocDocumentId!: string | null;

  /** Didox's doc_status as last seen. */
  @Column({ type: 'integer', nullable: true })
  edocStatus!: number | null;

  /** Didox's status_comment as last seen (a refusal's reason); not in the view. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  edocStatusComment!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  signedByUsAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  signedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSyncedAt!: Date | null;

  /** The last failure of a call to Didox; cleared by the next successful one. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  syncError!: string | null;

  /** From the service's Clock, like every other time. */
  @Column({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  updatedAt!: Date;

  /** Only its key is ever loaded with the contract (see ContractsRepository). */
  @OneToOne('ContractFile', (file: ContractFile) => file.contract)
  signedFile?: ContractFile | null;
}
