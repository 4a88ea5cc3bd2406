import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Branch } from './entities/branch.entity';
import { HotStatements } from '../database/hot-statements';
import { isUniqueViolation } from '../database/query-helpers';
import { BRANCHES_OF_ORGANIZATION } from './organizations.sql';
import { managerOf, Transaction } from '../database/transaction-runner';

const NAME_KEY = 'branches_organization_name_key';

@Injectable()
export class BranchesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  private repo(tx?: Transaction) {
    return managerOf(this.dataSource, tx).getRepository(Branch);
  }

  /**
   * A new branch; null when the organization has one of that name (the unique index
   * decides; the transaction is then spoilt, and the caller refuses the change).
   */
  async insert(data: Pick<Branch, 'organizationId' | 'name' | 'address'>, tx: Transaction): Promise<Branch | null> {
    try {
      return await this.repo(tx).save(this.repo(tx).create({ ...data, active: true }));
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY)) return null;
      throw error;
    }
  }

  /** Applies the changes; false when the new name is another branch's (the transaction is then spoilt). */
  async update(
    id: string,
    changes: Partial<Pick<Branch, 'name' | 'address' | 'active'>>,
    tx: Transaction,
  ): Promise<boolean> {
    try {
      await this.repo(tx).update({ id }, changes);
      return true;
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY)) return false;
      throw error;
    }
  }

  findInOrganization(organizationId: string, branchId: string, tx?: Transaction): Promise<Branch | null> {
    return this.repo(tx).findOneBy({ id: branchId, organizationId });
  }

  /**
   * The organization's branches, oldest first, with its version (CONTRACT §11.5) as the same
   * statement's snapshot has it: the version of exactly these rows. One row with no branch
   * columns for an organization without branches.
   */
  async listOfOrganization(organizationId: string): Promise<{ version?: string; branches: Branch[] }> {
    const rows = await this.statements.rows<BranchRow & { organization_version: string }>(BRANCHES_OF_ORGANIZATION, [
      organizationId,
    ]);
    return {
      version: rows[0]?.organization_version,
      branches: rows.filter((row) => row.id !== null).map(toBranch),
    };
  }
}

interface BranchRow {
  id: string | null;
  organization_id: string;
  name: string;
  address: string;
  active: boolean;
  created_at: Date;
}

function toBranch(row: BranchRow): Branch {
  return Object.assign(new Branch(), {
    id: row.id!,
    organizationId: row.organization_id,
    name: row.name,
    address: row.address,
    active: row.active,
    createdAt: row.created_at,
  });
}
