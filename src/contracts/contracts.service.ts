import { Inject, Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException, ValidationFailedException } from '../common/errors/domain.exception';
import type { ActingUser } from '../access/current-caller.decorator';
import { APP_CONFIG, AppConfig, PartyRequisites } from '../config/app-config';
import { OrganizationRequisites, OrganizationsRepository } from '../organizations/organizations.repository';
import { requisitesBut } from '../organizations/verification';
import { expireDateOf, tashkentDate, toMoney } from './contract-terms';
import { pdfFileNameOf, toContractView, toPdfInput } from './contract-view.mapper';
import { ContractsRepository } from './contracts.repository';
import { ContractViewDto } from './dto/contract-view.dto';
import { CreateContractDto } from './dto/create-contract.dto';
import { OrganizationContractStatus } from './organization-contract-status';
import { renderContractPdf } from './pdf/contract-pdf.renderer';
import { TransactionRunner } from '../database/transaction-runner';

/** The buyer's requisites a contract needs, by their API names (CONTRACT §8): it prints no phone or bank name. */
const REQUIRED_REQUISITES = requisitesBut('phone', 'bankName');

export interface ContractPdf {
  fileName: string;
  pdf: Buffer;
}

/** Contracts as the service keeps them: generated, listed, read, and their PDF. */
@Injectable()
export class ContractsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly contracts: ContractsRepository,
    private readonly organizations: OrganizationsRepository,
    private readonly organizationStatus: OrganizationContractStatus,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A contract in `generated` from the organization's requisites. The number is taken in
   * the transaction of the insert; a second contract being signed or concluded is refused
   * by the database's partial unique index (409 contract_in_progress).
   */
  async create(actor: ActingUser, organizationId: string, dto: CreateContractDto): Promise<ContractViewDto> {
    const now = this.clock.now();
    const contractDate = dto.contractDate ?? tashkentDate(now);
    const expireDate = dto.expireDate ?? expireDateOf(contractDate, this.config.contract.termMonths);
    if (expireDate <= contractDate) {
      throw new ValidationFailedException([
        { field: 'expireDate', code: 'must_be_after', args: { field: 'contractDate' } },
      ]);
    }
    return this.transactions.run(async (tx) => {
      const organization = await this.organizations.findRequisites(organizationId, tx);
      if (!organization) throw new DomainException('organization_not_found');
      const buyer = buyerOf(organization);
      const year = Number(contractDate.slice(0, 4));
      const sequence = await this.contracts.nextNumber(year, tx);
      const created = await this.contracts.insert(
        {
          organizationId,
          number: `${year}-${String(sequence).padStart(6, '0')}`,
          contractDate,
          expireDate,
          autoRenew: dto.autoRenew ?? true,
          connectionPrice: toMoney(dto.connectionPrice ?? this.config.contract.connectionPrice),
          monthlyPrice: toMoney(dto.monthlyPrice ?? this.config.contract.monthlyPrice),
          seller: { ...this.config.contract.seller },
          buyer,
          createdAt: now,
        },
        tx,
      );
      if (!created) throw new DomainException('contract_in_progress');
      await this.organizationStatus.recompute([organizationId], now, tx);
      await this.audit.record(
        {
          actor,
          action: 'contract.created',
          target: { type: 'contract', id: created.id, organizationId },
          details: { organizationId, number: created.number },
        },
        tx,
      );
      return toContractView(created);
    });
  }

  /** Newest first. */
  async listOfOrganization(organizationId: string): Promise<ContractViewDto[]> {
    if (!(await this.organizations.exists(organizationId))) {
      throw new DomainException('organization_not_found');
    }
    return (await this.contracts.findByOrganization(organizationId)).map(toContractView);
  }

  get(id: string): Promise<ContractViewDto> {
    return this.view(id);
  }

  /** The signed PDF once Didox has one for us, else the contract as rendered (and sent). */
  async pdf(id: string): Promise<ContractPdf> {
    const contract = await this.contracts.findById(id);
    if (!contract) throw new DomainException('contract_not_found');
    const signed = contract.signedFile ? await this.contracts.findSignedPdf(id) : null;
    return {
      fileName: pdfFileNameOf(contract, signed !== null),
      pdf: signed ?? (await renderContractPdf(toPdfInput(contract))),
    };
  }

  private async view(id: string): Promise<ContractViewDto> {
    const contract = await this.contracts.findById(id);
    if (!contract) throw new DomainException('contract_not_found');
    return toContractView(contract);
  }
}

/** The organization as the contract's buyer; 422 requisites_incomplete naming what is absent. */
function buyerOf(organization: OrganizationRequisites): PartyRequisites {
  const missing = REQUIRED_REQUISITES.filter((field) => !organization[field]?.trim());
  if (missing.length > 0) throw new DomainException('requisites_incomplete', { missing });
  return {
    name: organization.name,
    tin: organization.tin,
    address: organization.address!,
    director: organization.directorName!,
    account: organization.bankAccount!,
    mfo: organization.bankMfo!,
  };
}
