import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Branch } from './entities/branch.entity';
import { isUniqueViolation } from '../database/query-helpers';
import { managerOf, Transaction } from '../database/transaction-runner';

const NAME_KEY = 'branches_organization_name_key';

@Injectable()
export class BranchesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

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

  listOfOrganization(organizationId: string): Promise<Branch[]> {
    return this.repo().find({ where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
