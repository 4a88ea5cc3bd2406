import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Another service that may introspect tokens (CONTRACT §11.2), authenticated by HTTP Basic
 * with `clientId` and a secret stored as its SHA-256 only (256 random bits need no slow hash).
 * After a secret rotation the previous secret is accepted until `previousSecretExpiresAt`.
 */
@Entity('service_clients')
@Index('service_clients_client_id_key', ['clientId'], { unique: true })
export class ServiceClient {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'service_clients_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 64 })
  clientId!: string;

  @Column({ type: 'varchar', length: 64 })
  secretHash!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  previousSecretHash!: string | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  previousSecretExpiresAt!: Date | null;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt!: Date;
}
