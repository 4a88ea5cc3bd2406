import { Injectable } from '@nestjs/common';
import type { Transaction } from '../database/transaction-runner';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { ContractsRepository } from './contracts.repository';

/**
 * Each organization's contractStatus follows its contracts (CONTRACT §8): contracts decides
 * it from its tables, organizations stores it on its own. Run in the transaction of the
 * change to the contracts.
 */
@Injectable()
export class OrganizationContractStatus {
  constructor(
    private readonly contracts: ContractsRepository,
    private readonly organizations: OrganizationsRepository,
  ) {}

  async recompute(organizationIds: string[], now: Date, tx: Transaction): Promise<void> {
    if (organizationIds.length === 0) return;
    const statuses = await this.contracts.organizationStatuses([...new Set(organizationIds)], tx);
    await this.organizations.setContractStatuses(statuses, now, tx);
  }
}
