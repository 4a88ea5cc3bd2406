import { Check, Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

export type RoleAudience = 'platform' | 'client' | 'account';

/** A role of the catalogue (CONTRACT §3), seeded by a migration. */
@Entity('roles')
@Check('roles_audience_check', `"audience" IN ('platform', 'client', 'account')`)
// Lets role assignments hold the audience under a foreign key (see RoleAssignment).
@Unique('roles_id_audience_key', ['id', 'audience'])
export class Role {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('roles_code_key', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  code!: string | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  audience!: RoleAudience;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  rank!: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  permissions!: string[];
}
