import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from '../../organizations/entities/organization.entity';
import { User } from '../../users/entities/user.entity';

/**
 * The answered PIN settings (`204` or `409`) of one caller at one organization within the
 * last hour: at most ten (CONTRACT §9), shared by every instance. A rolling window: the
 * times themselves, so the eleventh waits for the oldest to be an hour old.
 */
@Entity('pin_setting_windows')
export class PinSettingWindow {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pin_setting_windows_pkey' })
  organizationId!: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pin_setting_windows_pkey' })
  userId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'pin_setting_windows_organization_id_fkey' })
  organization?: Organization;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'pin_setting_windows_user_id_fkey' })
  user?: User;

  @Column({ type: 'timestamptz', array: true })
  countedAt!: Date[];
}
