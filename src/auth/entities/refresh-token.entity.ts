import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Session } from './session.entity';

/**
 * A session's refresh tokens, by the SHA-256 of the token: of its family (CONTRACT §12.3) the
 * current generation and the one it rotated (for the grace of CONTRACT §11.6); an earlier
 * token, its row gone, is still proved the family's (refresh-family.ts) and is reuse. Rows
 * without a generation are opaque tokens issued before the families: read as they always
 * were, removed with their session.
 */
@Entity('refresh_tokens')
@Index('refresh_tokens_family_idx', ['sessionId', 'generation'])
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

  /** The token's generation in its family; null: an opaque token from before the families. */
  @Column({ type: 'int', nullable: true })
  generation!: number | null;
}
