import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Branch } from './entities/branch.entity';
import { isUniqueViolation } from '../database/query-helpers';

const NAME_KEY = 'branches_organization_name_key';

@Injectable()
export class BranchesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(Branch);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * A new branch; null when the organization has one of that name (the unique index
   * decides; the transaction is then spoilt, and the caller refuses the change).
   */
  async insert(
    manager: EntityManager,
    data: Pick<Branch, 'organizationId' | 'name' | 'address'>,
  ): Promise<Branch | null> {
    try {
      return await this.repo(manager).save(this.repo(manager).create({ ...data, active: true }));
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY)) return null;
      throw error;
    }
  }

  /** Applies the changes; false when the new name is another branch's (the transaction is then spoilt). */
  async update(
    manager: EntityManager,
    id: string,
    changes: Partial<Pick<Branch, 'name' | 'address' | 'active'>>,
  ): Promise<boolean> {
    try {
      await this.repo(manager).update({ id }, changes);
      return true;
    } catch (error) {
      if (isUniqueViolation(error, NAME_KEY)) return false;
      throw error;
    }
  }

  findInOrganization(organizationId: string, branchId: string, manager?: EntityManager): Promise<Branch | null> {
    return this.repo(manager).findOneBy({ id: branchId, organizationId });
  }

  listOfOrganization(organizationId: string): Promise<Branch[]> {
    return this.repo().find({ where: { organizationId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
