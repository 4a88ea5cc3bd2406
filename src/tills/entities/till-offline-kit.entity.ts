import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Till } from './till.entity';

/** A member as an offline kit held it: the PIN version it carried and the permissions at the till's branch. */
export interface OfflineKitMember {
  userId: string;
  pinVersion: string;
  permissions: string[];
}

/**
 * An offline kit answered to a till with 200 (CONTRACT §12.1): what it held, so the till's
 * uploads are judged against it and a lost till clears the PINs it carried. Goes with its
 * till; housekeeping removes it 30 days past its expiry once no PIN it held is current
 * (TillOfflineRepository.deleteExpiredBefore).
 */
@Entity('till_offline_kits')
@Index('till_offline_kits_till_idx', ['tillId'])
@Index('till_offline_kits_expires_idx', ['expiresAt'])
export class TillOfflineKit {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'till_offline_kits_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  tillId!: string;

  @ManyToOne(() => Till, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'till_id', foreignKeyConstraintName: 'till_offline_kits_till_id_fkey' })
  till?: Till;

  @Column({ type: 'timestamptz', precision: 3 })
  issuedAt!: Date;

  @Column({ type: 'timestamptz', precision: 3 })
  expiresAt!: Date;

  @Column({ type: 'jsonb' })
  members!: OfflineKitMember[];
}
