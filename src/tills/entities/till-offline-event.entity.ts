import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TillOfflineKit } from './till-offline-kit.entity';

/**
 * An offline event a till uploaded and the service accepted (CONTRACT §12.1), by the till's
 * own event id: the key records each event once, however often and however concurrently it
 * is uploaded. Goes with its kit.
 */
@Entity('till_offline_events')
@Index('till_offline_events_kit_idx', ['kitId'])
export class TillOfflineEvent {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'till_offline_events_pkey' })
  tillId!: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'till_offline_events_pkey' })
  eventId!: string;

  @Column({ type: 'uuid' })
  kitId!: string;

  @ManyToOne(() => TillOfflineKit, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'kit_id', foreignKeyConstraintName: 'till_offline_events_kit_id_fkey' })
  kit?: TillOfflineKit;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'timestamptz', precision: 3 })
  recordedAt!: Date;
}
