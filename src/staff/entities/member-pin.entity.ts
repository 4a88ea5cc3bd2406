import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
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

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
