import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { TillCredential } from './till-credential.entity';
import { Till } from './till.entity';

/**
 * A member signed in on a till by PIN (CONTRACT §11.1): the `sid` of staff tokens. Live while
 * not ended, not expired, its credential live, and its user active and still a member.
 */
@Entity('till_staff_sessions')
@Index('till_staff_sessions_till_idx', ['tillId'])
@Index('till_staff_sessions_credential_idx', ['credentialId'])
export class TillStaffSession {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'till_staff_sessions_pkey' })
  id!: string;

  @Column({ type: 'uuid' })
  tillId!: string;

  @ManyToOne(() => Till, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'till_id', foreignKeyConstraintName: 'till_staff_sessions_till_id_fkey' })
  till?: Till;

  @Column({ type: 'uuid' })
  credentialId!: string;

  @ManyToOne(() => TillCredential, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'credential_id', foreignKeyConstraintName: 'till_staff_sessions_credential_id_fkey' })
  credential?: TillCredential;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'till_staff_sessions_user_id_fkey' })
  user?: User;

  @Column({ type: 'timestamptz', precision: 3 })
  startedAt!: Date;

  @Column({ type: 'timestamptz', precision: 3 })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  endedAt!: Date | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  endReason!: string | null;
}
