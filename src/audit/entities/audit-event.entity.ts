import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change made through the portal or inside an organization: who, what, to which target,
 * in which organization, when, in which request. Every list reads newest first by
 * (created_at, id); each index ends with those two columns so a filter and the order are
 * one index range (PostgreSQL scans it backwards for DESC). The organization's route always
 * filters by organization, so its other filters have indexes under it too (target ids are
 * selective enough alone).
 */
@Entity('audit_events')
@Index('audit_events_created_idx', ['createdAt', 'id'])
@Index('audit_events_organization_idx', ['organizationId', 'createdAt', 'id'])
@Index('audit_events_organization_action_idx', ['organizationId', 'action', 'createdAt', 'id'])
@Index('audit_events_organization_actor_idx', ['organizationId', 'actorUserId', 'createdAt', 'id'])
@Index('audit_events_organization_target_type_idx', ['organizationId', 'targetType', 'createdAt', 'id'])
@Index('audit_events_actor_idx', ['actorUserId', 'createdAt', 'id'])
@Index('audit_events_target_idx', ['targetId', 'createdAt', 'id'])
@Index('audit_events_target_type_idx', ['targetType', 'createdAt', 'id'])
@Index('audit_events_action_idx', ['action', 'createdAt', 'id'])
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** No foreign key: the trail outlives the accounts it names. */
  @Column({ type: 'uuid' })
  actorUserId!: string;

  /** One of AUDIT_ACTIONS, e.g. `user.blocked`. */
  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ type: 'varchar', length: 32 })
  targetType!: string;

  @Column({ type: 'uuid' })
  targetId!: string;

  /** The organization the change happened in; null outside any. No foreign key, as above. */
  @Column({ type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ type: 'varchar', length: 128 })
  requestId!: string;

  /** What changed; never a secret (no passwords, codes, PINs or tokens). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  /** Milliseconds, the precision of a page cursor, so the list orders by the column itself. */
  @Column({ type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt!: Date;
}
