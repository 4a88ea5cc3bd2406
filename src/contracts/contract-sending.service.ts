import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import type { ActingUser } from '../access/current-caller.decorator';
import { EdocClient } from '../edoc/edoc.client';
import { ContractLocks } from './contract-locks';
import { documentNameOf, toContractView, toPdfInput } from './contract-view.mapper';
import { edocFailureOf } from './edoc-failure';
import { OrganizationContractStatus } from './organization-contract-status';
import { ContractsRepository } from './contracts.repository';
import { ContractViewDto } from './dto/contract-view.dto';
import { Contract, ContractStatus } from './entities/contract.entity';
import { renderContractPdf } from './pdf/contract-pdf.renderer';
import { TransactionRunner } from '../database/transaction-runner';

/**
 * What is done to a contract in Didox by a person: sending it as a draft and deleting it.
 * The call to Didox always happens outside any transaction; the local change follows in
 * one, conditional on the status read before the call. A failed call changes nothing but
 * syncError and lastSyncedAt (CONTRACT §8).
 */
@Injectable()
export class ContractSendingService {
  private readonly logger = new Logger('Contracts');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly contracts: ContractsRepository,
    private readonly organizationStatus: OrganizationContractStatus,
    private readonly edoc: EdocClient,
    private readonly locks: ContractLocks,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** generated → draft: the rendered PDF becomes a contract draft in Didox. */
  send(actor: ActingUser, id: string): Promise<ContractViewDto> {
    return this.locks.run(id, async () => {
      const contract = await this.load(id);
      if (contract.status !== 'generated') throw new DomainException('contract_state_invalid');
      if (!this.edoc.isConfigured()) throw new DomainException('edoc_not_configured');
      const pdf = await renderContractPdf(toPdfInput(contract));
      const { documentId } = await this.callDidox(contract, () =>
        this.edoc.createDraft({
          contractNo: contract.number,
          contractDate: contract.contractDate,
          documentName: documentNameOf(contract),
          seller: contract.seller,
          buyer: contract.buyer,
          pdf,
        }),
      );
      let sent: boolean;
      try {
        sent = await this.transactions.run(async (tx) => {
          const now = this.clock.now();
          if (!(await this.contracts.markSent(id, documentId, now, tx))) return false;
          await this.organizationStatus.recompute([contract.organizationId], now, tx);
          await this.audit.record(
            {
              actor,
              action: 'contract.sent',
              target: { type: 'contract', id, organizationId: contract.organizationId },
              details: {
                number: contract.number,
                edocDocumentId: documentId,
              },
            },
            tx,
          );
          return true;
        });
      } catch (error) {
        await this.discardDraft(documentId);
        throw error;
      }
      if (!sent) {
        // Another instance sent or deleted it while Didox was creating this draft: the
        // draft belongs to nothing, so it goes again, and this request lost the race.
        await this.discardDraft(documentId);
        return this.refuse(id);
      }
      return toContractView(await this.load(id));
    });
  }

  /** generated: deleted here; draft: deleted in Didox, then here; any other status is kept. */
  delete(actor: ActingUser, id: string): Promise<void> {
    return this.locks.run(id, async () => {
      const contract = await this.load(id);
      let allowed: ContractStatus[];
      if (contract.status === 'generated') {
        allowed = ['generated'];
      } else if (contract.status === 'draft') {
        await this.callDidox(contract, () => this.edoc.deleteDraft(contract.edocDocumentId!));
        // A synchronisation may have seen the deletion (55) meanwhile.
        allowed = ['draft', 'draft_deleted'];
      } else {
        throw new DomainException('contract_state_invalid');
      }
      const deleted = await this.transactions.run(async (tx) => {
        const organizationId = await this.contracts.deleteInStatus(id, allowed, tx);
        if (organizationId === null) return false;
        const now = this.clock.now();
        await this.organizationStatus.recompute([organizationId], now, tx);
        await this.audit.record(
          {
            actor,
            action: 'contract.deleted',
            target: { type: 'contract', id, organizationId },
            details: {
              organizationId,
              number: contract.number,
              status: contract.status,
              edocDocumentId: contract.edocDocumentId,
            },
          },
          tx,
        );
        return true;
      });
      if (!deleted) await this.refuse(id);
    });
  }

  /** The call, with a Didox failure recorded on the contract (if it is still as read) and answered. */
  private async callDidox<T>(contract: Contract, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const failure = edocFailureOf(error);
      if (failure === undefined) throw error;
      const { exception, syncError } = failure;
      if (syncError !== null) {
        await this.contracts.recordFailures(
          [{ id: contract.id, expectedStatus: contract.status, syncError }],
          this.clock.now(),
        );
      }
      throw exception;
    }
  }

  private async discardDraft(documentId: string): Promise<void> {
    try {
      await this.edoc.deleteDraft(documentId);
      this.logger.warn(`Didox draft ${documentId} deleted again: its contract was no longer generated`);
    } catch (error) {
      this.logger.error(`Didox draft ${documentId} belongs to no contract and could not be deleted: ${String(error)}`);
    }
  }

  private async load(id: string): Promise<Contract> {
    const contract = await this.contracts.findById(id);
    if (!contract) throw new DomainException('contract_not_found');
    return contract;
  }

  /** A change lost to a concurrent one: contract_not_found when it is gone, else contract_state_invalid. */
  private async refuse(id: string): Promise<never> {
    await this.load(id);
    throw new DomainException('contract_state_invalid');
  }
}
