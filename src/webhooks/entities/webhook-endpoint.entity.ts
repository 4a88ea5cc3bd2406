import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const DISABLED_REASONS = ['creator_left', 'failing'] as const;
/** Why the service disabled an endpoint by itself; null when enabled or disabled by a person. */
export type DisabledReason = (typeof DISABLED_REASONS)[number];

/**
 * An address that receives events (CONTRACT §11.3): an organization's (its events only) or,
 * with no organization, the platform's (every event).
 */
@Entity('webhook_endpoints')
@Index('webhook_endpoints_organization_idx', ['organizationId', 'createdAt'])
@Index('webhook_endpoints_created_by_idx', ['createdBy'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Null: a platform endpoint. No foreign key: the webhooks module knows no organization. */
  @Column({ type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  /** Event types (audit action names), or `*` for every one. */
  @Column({ type: 'varchar', length: 64, array: true })
  events!: string[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /**
   * `whsec_…` sealed with KEYS_SECRET (config/sealed-text.ts, the endpoint's id as additional
   * data): every delivery is signed with it, so it is kept recoverable, never in clear. Rows
   * from before are clear until the service seals them at start. Never in a view but once.
   */
  @Column({ type: 'varchar', length: 200 })
  secret!: string;

  /** The secret before the last rotation (sealed too), still signing until `previousSecretUntil`. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  previousSecret!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretUntil!: Date | null;

  /** Since when every attempt has failed; null after a success. Five days of it disable the endpoint. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince!: Date | null;

  /** The user who made it; null for endpoints made before it was kept. Its leaving disables an organization's endpoint. */
  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  /** Why the service disabled it (`creator_left`, `failing`); null otherwise. Re-enabling clears it. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  disabledReason!: DisabledReason | null;

  @Column({ type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt!: Date;
}
