import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from './role.entity';
import { User } from './user.entity';

export type ScopeType = 'platform' | 'client' | 'organization' | 'branch';

/**
 * A role held by a user in a scope: the platform, a whole client, one organization or one
 * branch. The scope columns that must be set follow from the scope type.
 */
@Entity('role_assignments')
@Check('role_assignments_scope_type_check', `"scope_type" IN ('platform', 'client', 'organization', 'branch')`)
@Check(
  'role_assignments_scope_shape_check',
  `("scope_type" = 'platform' AND "client_id" IS NULL AND "organization_id" IS NULL AND "branch_id" IS NULL)
  OR ("scope_type" = 'client' AND "client_id" IS NOT NULL AND "organization_id" IS NULL AND "branch_id" IS NULL)
  OR ("scope_type" = 'organization' AND "client_id" IS NOT NULL AND "organization_id" IS NOT NULL AND "branch_id" IS NULL)
  OR ("scope_type" = 'branch' AND "client_id" IS NOT NULL AND "organization_id" IS NOT NULL AND "branch_id" IS NOT NULL)`,
)
@Index('role_assignments_user_idx', ['userId'])
// One role once per scope; NULLS NOT DISTINCT is written in the migration.
@Index('role_assignments_unique', { synchronize: false })
export class RoleAssignment {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'role_assignments_user_id_fkey' })
  user?: User;

  @Column({ type: 'uuid' })
  roleId!: string;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'role_id', foreignKeyConstraintName: 'role_assignments_role_id_fkey' })
  role?: Role;

  @Column({ type: 'varchar', length: 16 })
  scopeType!: ScopeType;

  @Column({ type: 'uuid', nullable: true })
  clientId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  organizationId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  branchId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
