import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An address that receives events (CONTRACT §11.3): an organization's (its events only) or,
 * with no organization, the platform's (every event).
 */
@Entity('webhook_endpoints')
@Index('webhook_endpoints_organization_idx', ['organizationId', 'createdAt'])
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

  /** `whsec_…`: kept readable, since every delivery is signed with it. Never in a view but once. */
  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  /** The secret before the last rotation, still signing until `previousSecretUntil`. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  previousSecret!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretUntil!: Date | null;

  /** Since when every attempt has failed; null after a success. Five days of it disable the endpoint. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince!: Date | null;

  @Column({ type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt!: Date;
}
