import { Module } from '@nestjs/common';
import { EdocModule } from '../edoc/edoc.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { ContractLocks } from './contract-locks';
import { ContractRefreshService } from './contract-refresh.service';
import { ContractSendingService } from './contract-sending.service';
import { ContractSyncService } from './contract-sync.service';
import { ContractSynchroniser } from './contract-synchroniser';
import { ContractsRepository } from './contracts.repository';
import { ContractsService } from './contracts.service';
import { OrganizationContractStatus } from './organization-contract-status';

/**
 * Contracts with organizations: generated here, rendered as a bilingual PDF, sent to Didox
 * as drafts, followed there (on request and in the background) until signed. Its routes are
 * the portal's (PortalContractsController).
 */
@Module({
  imports: [EdocModule, OrganizationsModule],
  providers: [
    ContractsRepository,
    OrganizationContractStatus,
    ContractLocks,
    ContractsService,
    ContractSendingService,
    ContractSynchroniser,
    ContractRefreshService,
    ContractSyncService,
  ],
  exports: [ContractsService, ContractSendingService, ContractRefreshService, ContractSyncService],
})
export class ContractsModule {}
