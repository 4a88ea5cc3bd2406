import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { HotStatements } from '../database/hot-statements';
import { entityFromRow, isUniqueViolation } from '../database/query-helpers';
import type { OrganizationContractStatus } from '../organizations/entities/organization.entity';
import { ContractFile } from './entities/contract-file.entity';
import type { ContractPdfInput } from './pdf/contract-text';
import { Contract, ContractStatus, ONE_IN_PROGRESS_INDEX } from './entities/contract.entity';
import { managerOf, Transaction } from '../database/transaction-runner';
import {
  APPLY_SYNCED,
  DELETE_CONTRACT_IN_STATUS,
  NEXT_CONTRACT_NUMBER,
  ORGANIZATION_CONTRACT_STATUSES,
  RECORD_SYNC_FAILURES,
  STORE_CONTRACT_FILES,
} from './contracts.sql';

/** A contract as written: its terms and parties (what the PDF shows), its organization and time. */
export interface NewContract extends ContractPdfInput {
  organizationId: string;
  createdAt: Date;
}

/** A contract brought up to Didox's state; applied only while it is still in `expectedStatus`. */
export interface SyncedState {
  id: string;
  expectedStatus: ContractStatus;
  status: ContractStatus;
  edocStatus: number;
  edocStatusComment: string | null;
  signedByUsAt: Date | null;
  signedAt: Date | null;
  /** The signed PDF, stored with the change. */
  signedPdf?: Buffer;
}

/** A failed call to Didox about a contract: only its syncError and lastSyncedAt change. */
export interface SyncFailure {
  id: string;
  expectedStatus: ContractStatus;
  syncError: string;
}

/** The only code that touches the contract tables. */
@Injectable()
export class ContractsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly statements: HotStatements,
  ) {}

  /** Contracts with only the key of their signed PDF, never its bytes. */
  private contracts(tx?: Transaction): SelectQueryBuilder<Contract> {
    return managerOf(this.dataSource, tx)
      .getRepository(Contract)
      .createQueryBuilder('c')
      .leftJoin('c.signedFile', 'f')
      .addSelect('f.contractId');
  }

  findById(id: string, tx?: Transaction): Promise<Contract | null> {
    return this.contracts(tx).where('c.id = :id', { id }).getOne();
  }

  /** Newest first. */
  findByOrganization(organizationId: string): Promise<Contract[]> {
    return this.contracts()
      .where('c.organizationId = :organizationId', { organizationId })
      .orderBy('c.createdAt', 'DESC')
      .addOrderBy('c.number', 'DESC')
      .getMany();
  }

  /** Every contract waiting for Didox: in draft or signed_by_us. */
  findBeingSigned(): Promise<Contract[]> {
    return this.contracts()
      .where('c.status IN (:...statuses)', { statuses: ['draft', 'signed_by_us'] })
      .orderBy('c.createdAt', 'ASC')
      .getMany();
  }

  async findSignedPdf(contractId: string): Promise<Buffer | null> {
    const file = await this.dataSource.getRepository(ContractFile).findOne({ where: { contractId } });
    return file?.pdf ?? null;
  }

  /** The next number of the year; rolled back with the transaction, so a refused contract leaves no gap. */
  async nextNumber(year: number, tx: Transaction): Promise<number> {
    const rows = await this.statements.rows<{ last_value: number }>(NEXT_CONTRACT_NUMBER, [year], tx);
    return Number(rows[0].last_value);
  }

  /**
   * A new contract in `generated`; null when the organization already has one being signed
   * or concluded: the partial unique index decides, also between concurrent requests.
   */
  async insert(data: NewContract, tx: Transaction): Promise<Contract | null> {
    try {
      const result = await tx
        .createQueryBuilder()
        .insert()
        .into(Contract)
        .values({ ...data, status: 'generated', updatedAt: data.createdAt })
        .returning('*')
        .execute();
      const [row] = result.raw as Record<string, unknown>[];
      return entityFromRow(tx, Contract, row);
    } catch (error) {
      if (isUniqueViolation(error, ONE_IN_PROGRESS_INDEX)) return null;
      throw error;
    }
  }

  /** generated → draft with its Didox document; false when it is no longer generated. */
  async markSent(id: string, documentId: string, now: Date, tx: Transaction): Promise<boolean> {
    const result = await tx.getRepository(Contract).update(
      { id, status: 'generated' },
      {
        status: 'draft',
        edocDocumentId: documentId,
        edocStatus: 0,
        edocStatusComment: null,
        sentAt: now,
        lastSyncedAt: now,
        syncError: null,
        updatedAt: now,
      },
    );
    return result.affected === 1;
  }

  /** Deletes the contract (and its file) while it is in one of the statuses; its organization, or null. */
  async deleteInStatus(id: string, statuses: ContractStatus[], tx: Transaction): Promise<string | null> {
    const rows = await this.statements.rows<{ organization_id: string }>(DELETE_CONTRACT_IN_STATUS, [id, statuses], tx);
    return rows[0]?.organization_id ?? null;
  }

  /**
   * Applies each state to its contract only while the contract is still in the status it
   * was read in, with its signed PDF; answers the contracts changed.
   */
  async applySynced(
    states: SyncedState[],
    now: Date,
    tx: Transaction,
  ): Promise<{ id: string; organizationId: string }[]> {
    if (states.length === 0) return [];
    const rows = await this.statements.rows<{ id: string; organization_id: string }>(
      APPLY_SYNCED,
      [
        JSON.stringify(
          states.map((s) => ({
            id: s.id,
            expected: s.expectedStatus,
            status: s.status,
            edoc_status: s.edocStatus,
            edoc_status_comment: s.edocStatusComment?.slice(0, 1000) ?? null,
            signed_by_us_at: s.signedByUsAt?.toISOString() ?? null,
            signed_at: s.signedAt?.toISOString() ?? null,
          })),
        ),
        now,
      ],
      tx,
    );
    const changed = new Set(rows.map((r) => r.id));
    const files = states.filter((s) => s.signedPdf !== undefined && changed.has(s.id));
    if (files.length > 0) {
      await this.statements.run(STORE_CONTRACT_FILES, [files.map((f) => f.id), files.map((f) => f.signedPdf), now], tx);
    }
    return rows.map((r) => ({ id: r.id, organizationId: r.organization_id }));
  }

  /** Records failed calls to Didox on contracts still in the status they were read in. */
  async recordFailures(failures: SyncFailure[], now: Date, tx?: Transaction): Promise<void> {
    if (failures.length === 0) return;
    await this.statements.run(
      RECORD_SYNC_FAILURES,
      [
        failures.map((f) => f.id),
        failures.map((f) => f.expectedStatus),
        failures.map((f) => f.syncError.slice(0, 1000)),
        now,
      ],
      tx,
    );
  }

  /**
   * The organizations' contractStatus from their contracts (CONTRACT §8), in one statement:
   * contract_signed when one is signed, else contract_in_progress when one is generated,
   * draft or signed_by_us, else contract_required.
   */
  organizationStatuses(
    organizationIds: string[],
    tx: Transaction,
  ): Promise<{ id: string; status: OrganizationContractStatus }[]> {
    return this.statements.rows<{ id: string; status: OrganizationContractStatus }>(
      ORGANIZATION_CONTRACT_STATUSES,
      [organizationIds],
      tx,
    );
  }
}
