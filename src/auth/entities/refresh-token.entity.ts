import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Session } from './session.entity';

/**
 * Every refresh token a session was given, by the SHA-256 of the token (256 random bits,
 * so a plain hash suffices). A used token stays, so presenting it again is recognised as
 * reuse and ends the session — unless it is a replay within the grace (CONTRACT §11.6).
 */
@Entity('refresh_tokens')
@Index('refresh_tokens_session_idx', ['sessionId'])
export class RefreshToken {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'uuid' })
  sessionId!: string;

  @ManyToOne(() => Session, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'session_id', foreignKeyConstraintName: 'refresh_tokens_session_id_fkey' })
  session?: Session;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When it was rotated, or ended unused by a replay of its predecessor (CONTRACT §11.6). */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** The token its rotation issued; a replay within the grace replaces it. Null: never rotated. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  successorHash!: string | null;
}
