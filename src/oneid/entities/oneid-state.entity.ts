import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { OneIdPurpose } from '../oneid.types';

/**
 * The state of one OneID flow (CONTRACT §12.2): issued by a `…/start`, used up by the first
 * finish that presents it, whatever its outcome. Only the state's SHA-256 is kept. Kept in
 * the database so that any instance finishes a flow another began; housekeeping removes the
 * used and the expired ones (OneIdStatesRepository.deleteUsedOrExpired).
 */
@Entity('oneid_states')
@Check('oneid_states_purpose_check', `"purpose" IN ('sign_in', 'link', 'verify')`)
@Index('oneid_states_expires_at_idx', ['expiresAt'])
export class OneIdState {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'oneid_states_pkey' })
  id!: string;

  /** SHA-256 of the state, hex. */
  @Index('oneid_states_state_hash_key', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  stateHash!: string;

  @Column({ type: 'varchar', length: 16 })
  purpose!: OneIdPurpose;

  /** The user who started a link or verification flow; null for a sign-in. */
  @Column({ type: 'uuid', nullable: true })
  callerId!: string | null;

  /** The organization a verification flow is for; null otherwise. */
  @Column({ type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
