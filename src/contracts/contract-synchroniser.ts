import { Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import type { ActingUser } from '../access/current-caller.decorator';
import { EdocClient, EdocDocumentState } from '../edoc/edoc.client';
import { transitionOf } from './contract-transitions';
import { edocFailureOf } from './edoc-failure';
import { OrganizationContractStatus } from './organization-contract-status';
import { ContractsRepository, SyncedState, SyncFailure } from './contracts.repository';
import { Contract } from './entities/contract.entity';
import { TransactionRunner } from '../database/transaction-runner';

/** What became of one contract's refresh: its new state, or the failure of a call to Didox. */
export type SyncResult = ({ ok: true } & SyncedState) | ({ ok: false; error: DomainException } & SyncFailure);

/**
 * The refresh of contracts in draft or signed_by_us, shared by the status refresh and the
 * background synchronisation: read Didox first (no transaction is open meanwhile), then
 * store every result in one transaction, each conditional on the status it was read in.
 */
@Injectable()
export class ContractSynchroniser {
  private readonly logger = new Logger('ContractSync');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly contracts: ContractsRepository,
    private readonly organizationStatus: OrganizationContractStatus,
    private readonly edoc: EdocClient,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /**
   * The contract brought up to its document's state, read from Didox unless `known`; the
   * signed PDF is downloaded once it is signed. All or nothing: a failed call is a failure.
   */
  async resolve(contract: Contract, known?: EdocDocumentState): Promise<SyncResult> {
    const documentId = contract.edocDocumentId!;
    try {
      const document = known ?? (await this.edoc.getDocument(documentId));
      const next = transitionOf(contract, document, this.clock.now());
      if (next.unexpected) {
        this.logger.warn(`Contract ${contract.id}: Didox doc_status ${document.status} is not mapped; status kept`);
      }
      const needsPdf = next.status === 'signed' && !contract.signedFile;
      const signedPdf = needsPdf ? await this.edoc.downloadPdf(documentId) : undefined;
      return { ok: true, id: contract.id, expectedStatus: contract.status, ...next, signedPdf };
    } catch (error) {
      const failure = edocFailureOf(error);
      if (failure === undefined) throw error;
      const { exception, syncError } = failure;
      if (syncError === null) throw exception;
      return { ok: false, id: contract.id, expectedStatus: contract.status, syncError, error: exception };
    }
  }

  /**
   * Stores the results in one transaction with the organizations' contractStatus and, for
   * a person's refresh, the audit trail; answers the ids of the contracts changed.
   */
  async store(results: SyncResult[], actor?: ActingUser): Promise<Set<string>> {
    const now = this.clock.now();
    const states = results.filter((r): r is Extract<SyncResult, { ok: true }> => r.ok);
    const failures = results.filter((r): r is Extract<SyncResult, { ok: false }> => !r.ok);
    return this.transactions.run(async (tx) => {
      const changed = await this.contracts.applySynced(states, now, tx);
      await this.contracts.recordFailures(failures, now, tx);
      await this.organizationStatus.recompute(
        changed.map((c) => c.organizationId),
        now,
        tx,
      );
      if (actor) {
        for (const contract of changed) {
          const state = states.find((s) => s.id === contract.id)!;
          await this.audit.record(
            {
              actor,
              action: 'contract.status_changed',
              target: { type: 'contract', id: state.id, organizationId: contract.organizationId },
              details: { from: state.expectedStatus, to: state.status, edocStatus: state.edocStatus },
            },
            tx,
          );
        }
      }
      return new Set(changed.map((c) => c.id));
    });
  }
}
