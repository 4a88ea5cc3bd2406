import { Injectable } from '@nestjs/common';
import type { ActingUser } from '../access/current-caller.decorator';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { TransactionRunner } from '../database/transaction-runner';
import { OneIdCodeDto, OneIdStartDto } from '../oneid/dto/oneid.dto';
import { OneIdBinding, OneIdFlows } from '../oneid/oneid-flows.service';
import { OrganizationViewDto } from './dto/organization.dto';
import { toOrganizationView } from './organization-view.mapper';
import { OrganizationsRepository } from './organizations.repository';
import { OrganizationsService } from './organizations.service';
import { assertVerifiable } from './verification';

/** OneID's `auth_method` of a sign-in with a legal entity's E-IMZO key. */
const LEGAL_KEY_METHOD = 'LEPKCSMETHOD';

/**
 * Verification by the legal key (CONTRACT §12.2): the organization's owner signs in to OneID
 * with the entity's key, and OneID's `pkcs_legal_tin` proves the TIN; no staff review. The
 * manual path's preconditions (assertVerifiable) hold at the start, at the finish before
 * OneID is asked, and once more with the row locked.
 */
@Injectable()
export class OneIdVerificationService {
  constructor(
    private readonly flows: OneIdFlows,
    private readonly organizations: OrganizationsService,
    private readonly repository: OrganizationsRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async start(actor: ActingUser, id: string): Promise<OneIdStartDto> {
    assertVerifiable(await this.organizations.find(id));
    return this.flows.start('verify', binding(actor, id));
  }

  async finish(actor: ActingUser, id: string, dto: OneIdCodeDto): Promise<OrganizationViewDto> {
    await this.flows.consume('verify', dto.state, binding(actor, id));
    const organization = await this.organizations.find(id);
    assertVerifiable(organization);
    const person = await this.flows.identify(dto.code);
    if (person.authMethod !== LEGAL_KEY_METHOD) throw new DomainException('oneid_legal_key_required');
    if (person.pkcsLegalTin !== organization.tin) throw new DomainException('oneid_tin_mismatch');
    return this.transactions.run(async (tx) => {
      const locked = await this.organizations.lock(id, tx);
      assertVerifiable(locked);
      await this.repository.update(
        id,
        {
          verificationStatus: 'verified',
          verificationMethod: 'oneid_legal_key',
          verificationNote: null,
          verifiedAt: this.clock.now(),
        },
        tx,
      );
      await this.audit.record(
        {
          actor,
          action: 'organization.verified',
          target: { type: 'organization', id },
          details: { method: 'oneid_legal_key', from: locked.verificationStatus, status: 'verified' },
        },
        tx,
      );
      return toOrganizationView((await this.repository.findById(id, tx))!);
    });
  }
}

function binding(actor: ActingUser, organizationId: string): OneIdBinding {
  return { callerId: actor.userId, organizationId };
}
