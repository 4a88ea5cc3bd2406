import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception';
import type { ActingUser } from '../access/current-caller.decorator';
import { ContractLocks } from './contract-locks';
import { ContractSynchroniser } from './contract-synchroniser';
import { SYNCED_STATUSES } from './contract-transitions';
import { toContractView } from './contract-view.mapper';
import { ContractsRepository } from './contracts.repository';
import { ContractViewDto } from './dto/contract-view.dto';

/** POST /v1/portal/contracts/{id}/refresh: a person asks Didox where a contract stands. */
@Injectable()
export class ContractRefreshService {
  constructor(
    private readonly contracts: ContractsRepository,
    private readonly synchroniser: ContractSynchroniser,
    private readonly locks: ContractLocks,
  ) {}

  /**
   * Only from draft or signed_by_us. The answer shows the contract as stored afterwards:
   * when a concurrent change won, that change (nothing is overwritten).
   */
  refresh(actor: ActingUser, id: string): Promise<ContractViewDto> {
    return this.locks.run(id, async () => {
      const contract = await this.contracts.findById(id);
      if (!contract) throw new DomainException('contract_not_found');
      if (!SYNCED_STATUSES.has(contract.status)) throw new DomainException('contract_state_invalid');
      const result = await this.synchroniser.resolve(contract);
      await this.synchroniser.store([result], actor);
      if (!result.ok) throw result.error;
      const current = await this.contracts.findById(id);
      if (!current) throw new DomainException('contract_not_found');
      return toContractView(current);
    });
  }
}
