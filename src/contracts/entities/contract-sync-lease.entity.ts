import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which instance runs the background synchronisation with Didox: the holder renews its
 * lease on every run; another instance takes over once it has expired.
 */
@Entity('contract_sync_leases')
export class ContractSyncLease {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'varchar', length: 64 })
  holder!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
