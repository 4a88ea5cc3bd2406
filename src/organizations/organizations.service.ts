import { Injectable } from '@nestjs/common';
import { Auditor, AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { pageAskedBy, toPage } from '../common/http/pagination';
import type { ActingUser } from '../access/current-caller.decorator';
import { AssignmentsRepository } from '../access/assignments.repository';
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
import { assertVerifiable, REQUISITES, VERIFICATION } from './verification';
import { Transaction, TransactionRunner } from '../database/transaction-runner';

/** Who creates an organization, in which request: a client's own account, or platform staff in the portal. */
export type Creator = Auditor & { via: 'self' | 'portal' };

/** Organizations: creation, requisites and the verification workflow. */
@Injectable()
export class OrganizationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly organizations: OrganizationsRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /**
   * A new organization: in a new client whose Owner the creator becomes, or in an existing
   * client (self-service: one the caller owns; portal: any). One transaction throughout.
   */
  create(creator: Creator, dto: CreateOrganizationDto): Promise<OrganizationViewDto> {
    const userId = creator.userId;
    return this.transactions.run(async (tx) => {
      const clientId = dto.clientId ?? (await this.newClientOwnedBy(userId, tx));
      if (dto.clientId) {
        const known =
          creator.via === 'self'
            ? await this.assignments.isClientOwner(userId, dto.clientId, tx)
            : await this.organizations.clientExists(dto.clientId, tx);
        if (!known) throw new DomainException('not_found');
      }
      const organization = await this.organizations.insert(
        {
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
        },
        tx,
      );
      if (!organization) throw new DomainException('tin_taken');
      await this.audit.record(
        {
          actor: creator,
          action: 'organization.created',
          target: { type: 'organization', id: organization.id },
          details: {
            via: creator.via,
            kind: organization.kind,
            tin: organization.tin,
            name: organization.name,
            clientId,
            newClient: !dto.clientId,
          },
        },
        tx,
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
    const page = pageAskedBy(query);
    const rows = await this.organizations.search({
      query: query.query,
      verificationStatus: query.verificationStatus,
      ...page,
    });
    return toPage(rows, page.limit, (found) => found.map(toOrganizationView));
  }

  /** Requisites and name, in every state but pending; tin and kind never change. */
  update(actor: ActingUser, id: string, dto: UpdateOrganizationDto): Promise<OrganizationViewDto> {
    return this.transactions.run(async (tx) => {
      const organization = await this.lock(id, tx);
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
        await this.organizations.update(id, changes, tx);
        await this.audit.record(
          {
            actor,
            action: 'organization.updated',
            target: { type: 'organization', id },
            details: { changed, to: Object.fromEntries(changed.map((f) => [f, changes[f]])) },
          },
          tx,
        );
      }
      return toOrganizationView((await this.organizations.findById(id, tx))!);
    });
  }

  /** not_started or needs_action → pending, with the requisites complete. */
  requestVerification(actor: ActingUser, id: string): Promise<OrganizationViewDto> {
    return this.transactions.run(async (tx) => {
      const organization = await this.lock(id, tx);
      assertVerifiable(organization);
      await this.organizations.update(id, { verificationStatus: 'pending', submittedAt: this.clock.now() }, tx);
      await this.audit.record(
        {
          actor,
          action: 'organization.verification_requested',
          target: { type: 'organization', id },
          details: { from: organization.verificationStatus, status: 'pending' },
        },
        tx,
      );
      return toOrganizationView((await this.organizations.findById(id, tx))!);
    });
  }

  /** The portal's decision on a pending organization; of two at once, one wins. */
  decide(actor: ActingUser, id: string, dto: VerificationDecisionDto): Promise<OrganizationViewDto> {
    return this.transactions.run(async (tx) => {
      const organization = await this.lock(id, tx);
      if (!VERIFICATION.decidableFrom.includes(organization.verificationStatus)) {
        throw new DomainException('verification_state_invalid');
      }
      await this.organizations.update(
        id,
        {
          verificationStatus: dto.status,
          verificationNote: dto.note ?? null,
          verifiedAt: dto.status === 'verified' ? this.clock.now() : null,
          verificationMethod: dto.status === 'verified' ? 'staff_review' : null,
        },
        tx,
      );
      await this.audit.record(
        {
          actor,
          action: 'organization.verification_decided',
          target: { type: 'organization', id },
          details: {
            from: organization.verificationStatus,
            status: dto.status,
            note: dto.note ?? null,
          },
        },
        tx,
      );
      return toOrganizationView((await this.organizations.findById(id, tx))!);
    });
  }

  /** The organization, or organization_not_found. */
  async find(id: string, tx?: Transaction): Promise<Organization> {
    const organization = await this.organizations.findById(id, tx);
    if (!organization) throw new DomainException('organization_not_found');
    return organization;
  }

  /** The organization locked until the transaction ends, or organization_not_found. */
  async lock(id: string, tx: Transaction): Promise<Organization> {
    const organization = await this.organizations.lock(id, tx);
    if (!organization) throw new DomainException('organization_not_found');
    return organization;
  }

  private async newClientOwnedBy(userId: string, tx: Transaction): Promise<string> {
    const clientId = await this.organizations.createClient(tx);
    await this.assignments.assign({ userId, role: { code: 'owner' }, scopeType: 'client', clientId }, tx);
    return clientId;
  }
}
