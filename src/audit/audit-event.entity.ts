import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One change made through the portal: who, what, to which target, when, in which request. */
@Entity('audit_events')
@Index('audit_events_target_idx', ['targetType', 'targetId'])
@Index('audit_events_actor_idx', ['actorUserId'])
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** No foreign key: the trail outlives the accounts it names. */
  @Column({ type: 'uuid' })
  actorUserId!: string;

  /** e.g. `user.blocked`, `role.assigned`, `organization.verification_decided` */
  @Column({ type: 'varchar', length: 64 })
  action!: string;

  @Column({ type: 'varchar', length: 32 })
  targetType!: string;

  @Column({ type: 'uuid' })
  targetId!: string;

  @Column({ type: 'varchar', length: 128 })
  requestId!: string;

  /** What changed; never a secret (no passwords, codes or PINs). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  details!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
