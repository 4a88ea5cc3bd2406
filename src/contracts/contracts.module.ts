import { Module } from '@nestjs/common';
import { EdocModule } from '../edoc/edoc.module';
import { ContractLocks } from './contract-locks';
import { ContractRefreshService } from './contract-refresh.service';
import { ContractSendingService } from './contract-sending.service';
import { ContractSyncService } from './contract-sync.service';
import { ContractSynchroniser } from './contract-synchroniser';
import { ContractsController } from './contracts.controller';
import { ContractsRepository } from './contracts.repository';
import { ContractsService } from './contracts.service';

/**
 * Contracts with organizations: generated here, rendered as a bilingual PDF, sent to Didox
 * as drafts, followed there (on request and in the background) until signed.
 */
@Module({
  imports: [EdocModule],
  controllers: [ContractsController],
  providers: [
    ContractsRepository,
    ContractLocks,
    ContractsService,
    ContractSendingService,
    ContractSynchroniser,
    ContractRefreshService,
    ContractSyncService,
  ],
  exports: [ContractSyncService],
})
export class ContractsModule {}
