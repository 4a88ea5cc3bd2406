import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Organization } from '../../organizations/entities/organization.entity';

/**
 * Wrong PINs at an organization's tills and lookups together within the current one-minute
 * window (CONTRACT §12.4), shared by every instance; `refusedWindowStartedAt` names the
 * window whose first refusal was recorded (audit and security log, once per window). One row
 * per organization, removed with it, or by housekeeping once its window has ended.
 */
@Entity('organization_pin_guesses')
export class OrganizationPinGuesses {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'organization_pin_guesses_pkey' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'organization_pin_guesses_organization_id_fkey' })
  organization?: Organization;

  @Column({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column({ type: 'integer' })
  failures!: number;

  @Column({ type: 'timestamptz', nullable: true })
  refusedWindowStartedAt!: Date | null;
}
