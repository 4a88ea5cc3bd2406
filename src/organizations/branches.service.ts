import { Injectable } from '@nestjs/common';
import type { ActingUser } from '../access/current-caller.decorator';
import { organizationInScope } from '../access/standing';
import { AuditService } from '../audit/audit.service';
import { PolledAnswer, PolledLists } from '../common/http/polled-lists';
import { DomainException } from '../common/errors/domain.exception';
import { BranchesRepository } from './branches.repository';
import { BranchViewDto, CreateBranchDto, UpdateBranchDto } from './dto/branch.dto';
import { Branch } from './entities/branch.entity';
import { TransactionRunner } from '../database/transaction-runner';

type BranchChanges = Partial<Pick<Branch, 'name' | 'address' | 'active'>>;

/** Branches of an organization: names unique within it (409 conflict), closed by active false. */
@Injectable()
export class BranchesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly branches: BranchesRepository,
    private readonly audit: AuditService,
    private readonly polled: PolledLists,
  ) {}

  create(actor: ActingUser, organizationId: string, dto: CreateBranchDto): Promise<BranchViewDto> {
    return this.transactions.run(async (tx) => {
      const branch = await this.branches.insert(
        {
          organizationId,
          name: dto.name,
          address: dto.address ?? '',
        },
        tx,
      );
      if (!branch) throw new DomainException('conflict');
      await this.audit.record(
        {
          actor,
          action: 'branch.created',
          target: { type: 'branch', id: branch.id, organizationId },
          details: { name: branch.name, address: branch.address },
        },
        tx,
      );
      return toBranchView(branch);
    });
  }

  /**
   * The branches as a polled answer (CONTRACT §11.5): every caller allowed to read them sees
   * the same list, so one answer per organization version; `304` when `ifNoneMatch` names its tag.
   */
  list(actor: ActingUser, organizationId: string, ifNoneMatch?: string): Promise<PolledAnswer> {
    const organization = organizationInScope(actor, organizationId);
    const key = { list: 'branches', organizationId: organization.id, variant: '' };
    return this.polled.answer(key, organization.version, ifNoneMatch, async () => {
      const { version, branches } = await this.branches.listOfOrganization(organization.id);
      return { version: version ?? organization.version, value: branches.map(toBranchView) };
    });
  }

  update(actor: ActingUser, organizationId: string, branchId: string, dto: UpdateBranchDto): Promise<BranchViewDto> {
    return this.transactions.run(async (tx) => {
      const branch = await this.branches.findInOrganization(organizationId, branchId, tx);
      if (!branch) throw new DomainException('branch_not_found');
      const changes: BranchChanges = {
        ...(dto.name !== undefined ? { name: dto.name } : {}),
        ...(dto.address !== undefined ? { address: dto.address } : {}),
        ...(dto.active !== undefined ? { active: dto.active } : {}),
      };
      const changed = (Object.keys(changes) as (keyof BranchChanges)[]).filter((f) => changes[f] !== branch[f]);
      if (changed.length > 0) {
        if (!(await this.branches.update(branch.id, changes, tx))) throw new DomainException('conflict');
        await this.audit.record(
          {
            actor,
            action: 'branch.updated',
            target: { type: 'branch', id: branch.id, organizationId },
            details: { changed, to: Object.fromEntries(changed.map((f) => [f, changes[f]])) },
          },
          tx,
        );
      }
      return toBranchView({ ...branch, ...changes });
    });
  }
}

function toBranchView(branch: Branch): BranchViewDto {
  return {
    id: branch.id,
    organizationId: branch.organizationId,
    name: branch.name,
    address: branch.address,
    active: branch.active,
    createdAt: branch.createdAt.toISOString(),
  };
}
