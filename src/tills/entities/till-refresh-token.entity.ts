import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TillCredential } from './till-credential.entity';

/** A till credential's single-use rotating refresh tokens, by SHA-256: at most two of its family (as a person's, CONTRACT §11.6, §12.3). */
@Entity('till_refresh_tokens')
@Index('till_refresh_tokens_family_idx', ['credentialId', 'generation'])
export class TillRefreshToken {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'till_refresh_tokens_pkey' })
  tokenHash!: string;

  @Column({ type: 'uuid' })
  credentialId!: string;

  @ManyToOne(() => TillCredential, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'credential_id', foreignKeyConstraintName: 'till_refresh_tokens_credential_id_fkey' })
  credential?: TillCredential;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  usedAt!: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  successorHash!: string | null;

  /** The token's generation in its credential's family; null: an opaque token from before the families. */
  @Column({ type: 'int', nullable: true })
  generation!: number | null;
}
