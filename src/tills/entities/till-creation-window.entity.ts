import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from '../../organizations/entities/organization.entity';

/**
 * The tills an organization created within the last day: at most fifty (CONTRACT §12.4),
 * shared by every instance. A rolling window: the times themselves (at most fifty), so the
 * fifty-first waits for the oldest to be a day old. One row per organization, removed with it,
 * or by housekeeping once none of its times is within the day.
 */
@Entity('till_creation_windows')
export class TillCreationWindow {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'till_creation_windows_pkey' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'till_creation_windows_organization_id_fkey' })
  organization?: Organization;

  @Column({ type: 'timestamptz', array: true })
  countedAt!: Date[];
}
