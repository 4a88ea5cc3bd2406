import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Organization } from './organization.entity';

/**
 * An organization's version (CONTRACT §11.5, its polled lists' tags), in a narrow row of its
 * own: triggers bump it in the transaction of every change the lists show (migrations
 * OrganizationVersion, OrganizationVersions), so a member's or a branch's change rewrites
 * these few bytes, never the organization's wide row. A trigger adds the row with its
 * organization; the organization's deletion removes it (cascade). Never written through
 * TypeORM; statements read it with `organizationVersionSql`.
 */
@Entity('organization_versions')
export class OrganizationVersion {
  @PrimaryColumn({ type: 'uuid' })
  organizationId!: string;

  @OneToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'organization_versions_organization_id_fkey' })
  organization?: Organization;

  @Column({ type: 'bigint', default: 1 })
  version!: string;
}

/**
 * The version of the organization `organizationId` (an SQL expression) as the statement's
 * snapshot has it: a scalar subquery (null when there is no such organization).
 */
export const organizationVersionSql = (organizationId: string) =>
  `(SELECT v."version" FROM "organization_versions" v WHERE v."organization_id" = ${organizationId})`;
