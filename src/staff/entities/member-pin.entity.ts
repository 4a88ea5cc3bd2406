import { Column, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Organization } from '../../organizations/entities/organization.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A member's till PIN in one organization, kept only as a keyed hash. The hash depends on
 * the organization and the PIN alone, so the unique index makes a PIN one member's within
 * the organization, and a till finds the member by the hash.
 */
@Entity('member_pins')
@Index('member_pins_organization_pin_key', ['organizationId', 'pinHash'], { unique: true })
export class MemberPin {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'member_pins_organization_id_fkey' })
  organization?: Organization;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'member_pins_user_id_fkey' })
  user?: User;

  /** HMAC-SHA256 under the server's PIN key, hex. */
  @Column({ type: 'varchar', length: 64 })
  pinHash!: string;

  /** A new one at every setting: which PIN an offline kit carried (CONTRACT §12.1). */
  @Column({ type: 'uuid' })
  @Generated('uuid')
  pinVersion!: string;

  /** The PIN's random 16-byte scrypt salt, base64url; null until its verifier is known. */
  @Column({ type: 'varchar', length: 22, nullable: true })
  verifierSalt!: string | null;

  /** scrypt(PIN, salt, N=2^15, r=8, p=1, 32 bytes), base64url: what a till checks offline. */
  @Column({ type: 'varchar', length: 43, nullable: true })
  verifier!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
