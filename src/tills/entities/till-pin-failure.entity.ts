import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Till } from './till.entity';

/** Wrong PINs at one till within the current one-minute window (sign-ins and approvals together). */
@Entity('till_pin_failures')
export class TillPinFailure {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'till_pin_failures_pkey' })
  tillId!: string;

  @ManyToOne(() => Till, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'till_id', foreignKeyConstraintName: 'till_pin_failures_till_id_fkey' })
  till?: Till;

  @Column({ type: 'timestamptz' })
  windowStartedAt!: Date;

  @Column({ type: 'integer' })
  failures!: number;
}
