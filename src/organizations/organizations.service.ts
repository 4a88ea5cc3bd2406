import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { decodeCursor, DEFAULT_PAGE_SIZE, toPage } from '../common/http/pagination';
import type { ActingUser } from '../common/http/request-context';
import { EdocClient } from '../edoc/edoc.client';
import { RolesRepository } from '../users/roles.repository';
import {
  CompanyLookupDto,
  CreateOrganizationDto,
  ListOrganizationsQueryDto,
  OrganizationViewDto,
  RequisitesDto,
  UpdateOrganizationDto,
  VerificationDecisionDto,
} from './dto/organization.dto';
import { Organization } from './entities/organization.entity';
import { toOrganizationView } from './organization-view.mapper';
import { OrganizationsRepository } from './organizations.repository';
import { missingRequisites, VERIFICATION } from './verification';

/** Who creates an organization: a client's own account, or platform staff in the portal. */
export type Creator = { userId: string; via: 'self' } | { actor: ActingUser; via: 'portal' };

const REQUISITES: (keyof RequisitesDto)[] = ['address', 'directorName', 'phone', 'bankName', 'bankMfo', 'bankAccount'];

/** Organizations: creation, requisites, the verification workflow and company lookup. */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly roles: RolesRepository,
    private readonly edoc: EdocClient,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * A new organization: in a new client whose Owner the creator becomes, or in an existing
   * client (self-service: one the caller owns; portal: any). One transaction throughout.
   */
  create(creator: Creator, dto: CreateOrganizationDto): Promise<OrganizationViewDto> {
    const userId = creator.via === 'self' ? creator.userId : creator.actor.userId;
    return this.organizations.transaction(async (manager) => {
      const clientId = dto.clientId ?? (await this.newClientOwnedBy(manager, userId));
      if (dto.clientId) {
        const known =
          creator.via === 'self'
            ? await this.organizations.isClientOwner(manager, userId, dto.clientId)
            : await this.organizations.clientExists(manager, dto.clientId);
        if (!known) throw new DomainException('not_found');
      }
      const organization = await this.organizations.insert(manager, {
        clientId,
        kind: dto.kind,
        tin: dto.tin,
        name: dto.name,
        address: dto.address ?? null,
        directorName: dto.directorName ?? null,
        phone: dto.phone ?? null,
        bankName: dto.bankName ?? null,
        bankMfo: dto.bankMfo ?? null,
        bankAccount: dto.bankAccount ?? null,
      });
      if (!organization) throw new DomainException('tin_taken');
      if (creator.via === 'portal') {
        await this.audit.record(
          manager,
          creator.actor,
          'organization.created',
          { type: 'organization', id: organization.id },
          {
            tin: organization.tin,
            clientId,
            newClient: !dto.clientId,
          },
        );
      }
      return toOrganizationView(organization);
    });
  }

  async listOfMember(userId: string): Promise<OrganizationViewDto[]> {
    return (await this.organizations.findOfMember(userId)).map(toOrganizationView);
  }

  async get(id: string): Promise<OrganizationViewDto> {
    return toOrganizationView(await this.find(id));
  }

  async search(query: ListOrganizationsQueryDto): Promise<{ items: OrganizationViewDto[]; nextCursor: string | null }> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await this.organizations.search({
      query: query.query,
      verificationStatus: query.verificationStatus,
      limit,
      after: decodeCursor(query.cursor),
    });
    return toPage(rows, limit, (page) => page.map(toOrganizationView));
  }

  /** Requisites and name, in every state but pending; tin and kind never change. */
  update(id: string, dto: UpdateOrganizationDto): Promise<OrganizationViewDto> {
    return this.organizations.transaction(async (manager) => {
      const organization = await this.lock(manager, id);
      if (!VERIFICATION.editable(organization.verificationStatus)) {
        throw new DomainException('verification_state_invalid');
      }
      const changes: Partial<Organization> = {};
      if (dto.name !== undefined) changes.name = dto.name;
      for (const field of REQUISITES) {
        if (dto[field] !== undefined) changes[field] = dto[field];
      }
      if (Object.keys(changes).length > 0) await this.organizations.update(manager, id, changes);
      return toOrganizationView((await this.organizations.findById(id, manager))!);
    });
  }

  /** not_started or needs_action → pending, with the requisites complete. */
  requestVerification(id: string): Promise<OrganizationViewDto> {
    return this.organizations.transaction(async (manager) => {
      const organization = await this.lock(manager, id);
      if (!VERIFICATION.requestableFrom.includes(organization.verificationStatus)) {
        throw new DomainException('verification_state_invalid');
      }
      const missing = missingRequisites(organization);
      if (missing.length > 0) throw new DomainException('requisites_incomplete', { missing });
      await this.organizations.update(manager, id, { verificationStatus: 'pending', submittedAt: this.clock.now() });
      return toOrganizationView((await this.organizations.findById(id, manager))!);
    });
  }

  /** The portal's decision on a pending organization; of two at once, one wins. */
  decide(actor: ActingUser, id: string, dto: VerificationDecisionDto): Promise<OrganizationViewDto> {
    return this.organizations.transaction(async (manager) => {
      const organization = await this.lock(manager, id);
      if (!VERIFICATION.decidableFrom.includes(organization.verificationStatus)) {
        throw new DomainException('verification_state_invalid');
      }
      await this.organizations.update(manager, id, {
        verificationStatus: dto.status,
        verificationNote: dto.note ?? null,
        verifiedAt: dto.status === 'verified' ? this.clock.now() : null,
      });
      await this.audit.record(
        manager,
        actor,
        'organization.verification_decided',
        { type: 'organization', id },
        {
          status: dto.status,
          note: dto.note ?? null,
        },
      );
      return toOrganizationView((await this.organizations.findById(id, manager))!);
    });
  }

  /** Company data by tin from the document-exchange service. */
  async lookupCompany(tin: string): Promise<CompanyLookupDto> {
    const company = await this.edoc.lookupCompany(tin);
    if (!company) throw new DomainException('company_not_found');
    return company;
  }

  /** The organization, or organization_not_found. */
  async find(id: string, manager?: EntityManager): Promise<Organization> {
    const organization = await this.organizations.findById(id, manager);
    if (!organization) throw new DomainException('organization_not_found');
    return organization;
  }

  /** The organization locked until the transaction ends, or organization_not_found. */
  async lock(manager: EntityManager, id: string): Promise<Organization> {
    const organization = await this.organizations.lock(manager, id);
    if (!organization) throw new DomainException('organization_not_found');
    return organization;
  }

  private async newClientOwnedBy(manager: EntityManager, userId: string): Promise<string> {
    const clientId = await this.organizations.createClient(manager);
    const owner = (await this.roles.findByCode('owner', manager))!;
    await this.roles.assign(manager, { userId, roleId: owner.id, scopeType: 'client', clientId });
    return clientId;
  }
}
