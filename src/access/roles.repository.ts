import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HeldRole } from './caller';
import { Role, RoleAudience } from './entities/role.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import { HotStatements } from '../database/hot-statements';
import { ROLES_ALL } from './access.sql';

/** A role as a statement's row names it: its id and its row's version (`xmin`). */
export interface RoleRef {
  id: string;
  version: string;
}

interface RoleRow {
  id: string;
  version: string;
  code: string | null;
  name: string;
  audience: RoleAudience;
  rank: string;
  permissions: string[];
}

/**
 * The `roles` table: the catalogue, and the roles as the guard hands them out (`held`), by id
 * and row version (`xmin`, which every change of a role's row renews). The authentication statement brings each assignment's role id and
 * version instead of the role's columns — parsing them, the permission array above all, was
 * most of what the statement cost — and a role is read again whenever its version differs
 * from the one kept here: a role added or changed in the database counts on the next request
 * of every instance, like everything else the guard checks.
 */
@Injectable()
export class RolesRepository {
  /** Every role as last read, by id, with its row version. */
  private cache = new Map<string, { version: string; role: HeldRole }>();
  private loading?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  findByCode(code: string, tx?: Transaction): Promise<Role | null> {
    return managerOf(this.dataSource, tx).getRepository(Role).findOneBy({ code });
  }

  findById(id: string, tx?: Transaction): Promise<Role | null> {
    return managerOf(this.dataSource, tx).getRepository(Role).findOneBy({ id });
  }

  /** The whole catalogue, highest rank first. */
  findAll(): Promise<Role[]> {
    return this.dataSource.getRepository(Role).find({ order: { rank: 'DESC', code: 'ASC' } });
  }

  /**
   * The roles a statement's rows name, by id and version, in their order: read again first
   * when one of them is not kept at that version (twice at most: a read already under way may
   * have started before the change). Known roles at their versions need no read.
   */
  async held(refs: readonly RoleRef[]): Promise<HeldRole[]> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const roles = this.kept(refs);
      if (roles) return roles;
      await this.reload();
    }
    // Changed again since the statement read it: the newest read wins. A role assignment's
    // foreign key keeps its role, so it is there.
    return refs.map(({ id }) => {
      const role = this.cache.get(id)?.role;
      if (!role) throw new Error(`role ${id} of a role assignment was not found`);
      return role;
    });
  }

  /** Every role of `refs` as kept, or undefined when one is missing or at another version. */
  private kept(refs: readonly RoleRef[]): HeldRole[] | undefined {
    const roles: HeldRole[] = [];
    for (const { id, version } of refs) {
      const kept = this.cache.get(id);
      if (kept?.version !== version) return undefined;
      roles.push(kept.role);
    }
    return roles;
  }

  /** Reads every role again; callers at the same moment share one read. */
  private reload(): Promise<void> {
    this.loading ??= this.read().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async read(): Promise<void> {
    const rows = await this.statements.rows<RoleRow>(ROLES_ALL, []);
    this.cache = new Map(
      rows.map((row) => [
        row.id,
        {
          version: row.version,
          role: {
            id: row.id,
            code: row.code,
            name: row.name,
            audience: row.audience,
            rank: Number(row.rank),
            permissions: row.permissions,
          },
        },
      ]),
    );
  }
}
