import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Branch } from '../../organizations/entities/branch.entity';
import { Client } from '../../organizations/entities/client.entity';
import { Organization } from '../../organizations/entities/organization.entity';
import type { RoleAudience } from './role.entity';
import { Role } from './role.entity';
import { User } from '../../users/entities/user.entity';

export type ScopeType = 'platform' | 'client' | 'organization' | 'branch';

/**
 * A role held by a user in a scope: the platform, a whole client, one organization or one
 * branch. The database proves the scope: the columns set follow the scope type, the
 * organization belongs to the client and the branch to the organization (composite
 * foreign keys), and the role's audience (copied, under a foreign key to the role) fits
 * the scope — client roles only within a client, every other role only at platform scope.
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
@Check('role_assignments_audience_scope_check', `("role_audience" = 'client') = ("scope_type" <> 'platform')`)
@Index('role_assignments_user_idx', ['userId'])
@Index('role_assignments_client_idx', ['clientId'])
@Index('role_assignments_organization_idx', ['organizationId'])
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

  /** The role's audience, held here so a check constraint can match it to the scope. */
  @Column({ type: 'varchar', length: 16 })
  roleAudience!: RoleAudience;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT', onUpdate: 'CASCADE' })
  @JoinColumn([
    { name: 'role_id', referencedColumnName: 'id', foreignKeyConstraintName: 'role_assignments_role_fkey' },
    { name: 'role_audience', referencedColumnName: 'audience', foreignKeyConstraintName: 'role_assignments_role_fkey' },
  ])
  role?: Role;

  @Column({ type: 'varchar', length: 16 })
  scopeType!: ScopeType;

  @Column({ type: 'uuid', nullable: true })
  clientId!: string | null;

  @ManyToOne(() => Client, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id', foreignKeyConstraintName: 'role_assignments_client_id_fkey' })
  client?: Client;

  @Column({ type: 'uuid', nullable: true })
  organizationId!: string | null;

  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn([
    {
      name: 'organization_id',
      referencedColumnName: 'id',
      foreignKeyConstraintName: 'role_assignments_organization_fkey',
    },
    {
      name: 'client_id',
      referencedColumnName: 'clientId',
      foreignKeyConstraintName: 'role_assignments_organization_fkey',
    },
  ])
  organization?: Organization;

  @Column({ type: 'uuid', nullable: true })
  branchId!: string | null;

  @ManyToOne(() => Branch, { onDelete: 'CASCADE' })
  @JoinColumn([
    { name: 'branch_id', referencedColumnName: 'id', foreignKeyConstraintName: 'role_assignments_branch_fkey' },
    {
      name: 'organization_id',
      referencedColumnName: 'organizationId',
      foreignKeyConstraintName: 'role_assignments_branch_fkey',
    },
  ])
  branch?: Branch;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
