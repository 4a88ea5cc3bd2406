import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity';
import { CodePurpose } from '../sms/sms-provider';

/**
 * An SMS code sent for registration, login or password reset. Only a keyed hash of the
 * code is kept. A challenge without a user is a decoy for an unknown phone: it answers
 * like a real one but no SMS was sent and no code can match.
 */
@Entity('code_challenges')
@Check('code_challenges_purpose_check', `"purpose" IN ('register', 'login', 'reset')`)
@Index('code_challenges_phone_idx', ['phone'])
export class CodeChallenge {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 16 })
  phone!: string;

  @Column({ type: 'varchar', length: 16 })
  purpose!: CodePurpose;

  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'code_challenges_user_id_fkey' })
  user?: User;

  /** HMAC-SHA256 of the code, keyed by the server secret. */
  @Column({ type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  /** When the current code was sent; a resend replaces the code and moves this. */
  @Column({ type: 'timestamptz' })
  sentAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
