import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An Ed25519 key that signs tokens (CONTRACT §11.2). Each key is one generation: the unique
 * `generation` lets only one of several instances make the next key (the others' inserts
 * conflict), and its maximum is the key set's version (KeyRing compares it before signing).
 * A key signs from `activatesAt` until the next generation activates; a revoked key (an
 * immediate rotation) is neither published nor accepted.
 */
@Entity('signing_keys')
@Index('signing_keys_generation_key', ['generation'], { unique: true })
@Index('signing_keys_kid_key', ['kid'], { unique: true })
export class SigningKey {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'signing_keys_pkey' })
  id!: string;

  @Column({ type: 'integer' })
  generation!: number;

  /** The RFC 7638 thumbprint of the public key. */
  @Column({ type: 'varchar', length: 64 })
  kid!: string;

  /** The public key's `x` (base64url). */
  @Column({ type: 'varchar', length: 64 })
  publicKey!: string;

  /** The private key (PKCS #8), AES-256-GCM under KEYS_SECRET: `v1.iv.tag.ciphertext`. */
  @Column({ type: 'text' })
  privateKeyEncrypted!: string;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  /** When it starts signing. */
  @Column({ type: 'timestamptz', precision: 3 })
  activatesAt!: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  revokedAt!: Date | null;
}
