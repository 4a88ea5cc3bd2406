import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Auditor, AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { decodeCursor, DEFAULT_PAGE_SIZE, toPage } from '../common/http/pagination';
import type { ActingUser } from '../access/current-caller.decorator';
import { RolesRepository } from '../access/roles.repository';
import {
  CreateOrganizationDto,
  ListOrganizationsQueryDto,
  OrganizationViewDto,
  UpdateOrganizationDto,
  VerificationDecisionDto,
} from './dto/organization.dto';
import { Organization } from './entities/organization.entity';
import { toOrganizationView } from './organization-view.mapper';
import { OrganizationsRepository } from './organizations.repository';
import { missingRequisites, REQUISITES, VERIFICATION } from './verification';

/** Who creates an organization, in which request: a client's own account, or platform staff in the portal. */
export type Creator = Auditor & { via: 'self' | 'portal' };

/** Organizations: creation, requisites and the verification workflow. */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly roles: RolesRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * A new organization: in a new client whose Owner the creator becomes, or in an existing
   * client (self-service: one the caller owns; portal: any). One transaction throughout.
   */
  create(creator: Creator, dto: CreateOrganizationDto): Promise<OrganizationViewDto> {
    const userId = creator.userId;
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
      await this.audit.record(
        manager,
        creator,
        'organization.created',
        { type: 'organization', id: organization.id },
        {
          via: creator.via,
          kind: organization.kind,
          tin: organization.tin,
          name: organization.name,
          clientId,
          newClient: !dto.clientId,
        },
      );
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
  update(actor: ActingUser, id: string, dto: UpdateOrganizationDto): Promise<OrganizationViewDto> {
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
      // Only what differs is a change (and an event).
      const changed = (Object.keys(changes) as (keyof Organization)[]).filter((f) => changes[f] !== organization[f]);
      if (changed.length > 0) {
        await this.organizations.update(manager, id, changes);
        await this.audit.record(
          manager,
          actor,
          'organization.updated',
          { type: 'organization', id },
          { changed, to: Object.fromEntries(changed.map((f) => [f, changes[f]])) },
        );
      }
      return toOrganizationView((await this.organizations.findById(id, manager))!);
    });
  }

  /** not_started or needs_action → pending, with the requisites complete. */
  requestVerification(actor: ActingUser, id: string): Promise<OrganizationViewDto> {
    return this.organizations.transaction(async (manager) => {
      const organization = await this.lock(manager, id);
      if (!VERIFICATION.requestableFrom.includes(organization.verificationStatus)) {
        throw new DomainException('verification_state_invalid');
      }
      const missing = missingRequisites(organization);
      if (missing.length > 0) throw new DomainException('requisites_incomplete', { missing });
      await this.organizations.update(manager, id, { verificationStatus: 'pending', submittedAt: this.clock.now() });
      await this.audit.record(
        manager,
        actor,
        'organization.verification_requested',
        { type: 'organization', id },
        { from: organization.verificationStatus, status: 'pending' },
      );
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
          from: organization.verificationStatus,
          status: dto.status,
          note: dto.note ?? null,
        },
      );
      return toOrganizationView((await this.organizations.findById(id, manager))!);
    });
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
