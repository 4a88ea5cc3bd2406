import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event on its way to one endpoint: the outbox row, written in the transaction of the
 * change. A worker claims it by setting `lockedUntil` (one instance per attempt); a claim
 * left by an instance that died runs out and another instance takes the delivery over.
 */
@Entity('webhook_deliveries')
@Index('webhook_deliveries_endpoint_idx', ['endpointId', 'createdAt', 'id'])
@Index('webhook_deliveries_due_idx', ['status', 'nextAttemptAt'])
@Index('webhook_deliveries_endpoint_due_idx', ['endpointId', 'status', 'nextAttemptAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id', foreignKeyConstraintName: 'webhook_deliveries_endpoint_id_fkey' })
  endpoint?: WebhookEndpoint;

  /** The `webhook-id` header: the event's id, the same on every attempt. */
  @Column({ type: 'uuid' })
  eventId!: string;

  @Column({ type: 'varchar', length: 64 })
  type!: string;

  /** The event's time, the body's `timestamp`. */
  @Column({ type: 'timestamptz', precision: 3 })
  occurredAt!: Date;

  /** The body's `data`: the event as its readers see it. */
  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: DeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', precision: 3 })
  nextAttemptAt!: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  lockedUntil!: Date | null;

  /** The claim of the attempt in flight: only its holder records the outcome. */
  @Column({ type: 'uuid', nullable: true })
  lockToken!: string | null;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt!: Date;
}
