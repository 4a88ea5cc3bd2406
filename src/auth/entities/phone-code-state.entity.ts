import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Per phone, across every flow and instance: when codes were sent (for the resend interval
 * and the rolling-hour cap) and until when the phone is locked after too many wrong codes.
 * Its row is locked while a code is being issued, so concurrent requests take turns.
 */
@Entity('phone_code_states')
export class PhoneCodeState {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  phone!: string;

  /** Send times within the last hour, oldest first. */
  @Column({ type: 'timestamptz', array: true, default: () => "'{}'" })
  recentSends!: Date[];

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil!: Date | null;
}
