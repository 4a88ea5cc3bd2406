import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from '../../organizations/entities/organization.entity';
import { User } from '../../users/entities/user.entity';

/**
 * Wrong PINs of one caller at one organization within the current one-minute window: the
 * limit of PIN lookups (CONTRACT §9), shared by every instance.
 */
@Entity('pin_lookup_failures')
export class PinLookupFailure {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'pin_lookup_failures_organization_id_fkey' })
  organization?: Organization;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'pin_lookup_failures_user_id_fkey' })
  user?: User;

  @Column({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column({ type: 'integer' })
  failures!: number;
}
