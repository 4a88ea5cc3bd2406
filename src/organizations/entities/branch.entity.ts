import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Organization } from './organization.entity';

/** A shop or restaurant of an organization; `active: false` means closed. */
@Entity('branches')
// Lets role assignments prove that their branch belongs to their organization.
@Unique('branches_id_organization_key', ['id', 'organizationId'])
// One name per organization, case aside; written in the migration (an expression index).
@Index('branches_organization_name_key', { synchronize: false })
export class Branch {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  organizationId!: string;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'branches_organization_id_fkey' })
  organization?: Organization;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  address!: string;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
