import { Injectable } from '@nestjs/common';
import type { ActingUser } from '../access/current-caller.decorator';
import { AuditService } from '../audit/audit.service';
import { DomainException } from '../common/errors/domain.exception';
import { BranchesRepository } from './branches.repository';
import { BranchViewDto, CreateBranchDto, UpdateBranchDto } from './dto/branch.dto';
import { Branch } from './entities/branch.entity';

type BranchChanges = Partial<Pick<Branch, 'name' | 'address' | 'active'>>;

/** Branches of an organization: names unique within it (409 conflict), closed by active false. */
@Injectable()
export class BranchesService {
  constructor(
    private readonly branches: BranchesRepository,
    private readonly audit: AuditService,
  ) {}

  create(actor: ActingUser, organizationId: string, dto: CreateBranchDto): Promise<BranchViewDto> {
    return this.branches.transaction(async (manager) => {
      const branch = await this.branches.insert(manager, {
        organizationId,
        name: dto.name,
        address: dto.address ?? '',
      });
      if (!branch) throw new DomainException('conflict');
      await this.audit.record(
        manager,
        actor,
        'branch.created',
        { type: 'branch', id: branch.id, organizationId },
        { name: branch.name, address: branch.address },
      );
      return toBranchView(branch);
    });
  }

  async list(organizationId: string): Promise<BranchViewDto[]> {
    return (await this.branches.listOfOrganization(organizationId)).map(toBranchView);
  }

  update(actor: ActingUser, organizationId: string, branchId: string, dto: UpdateBranchDto): Promise<BranchViewDto> {
    return this.branches.transaction(async (manager) => {
      const branch = await this.branches.findInOrganization(organizationId, branchId, manager);
      if (!branch) throw new DomainException('branch_not_found');
      const changes: BranchChanges = {
        ...(dto.name !== undefined ? { name: dto.name } : {}),
        ...(dto.address !== undefined ? { address: dto.address } : {}),
        ...(dto.active !== undefined ? { active: dto.active } : {}),
      };
      const changed = (Object.keys(changes) as (keyof BranchChanges)[]).filter((f) => changes[f] !== branch[f]);
      if (changed.length > 0) {
        if (!(await this.branches.update(manager, branch.id, changes))) throw new DomainException('conflict');
        await this.audit.record(
          manager,
          actor,
          'branch.updated',
          { type: 'branch', id: branch.id, organizationId },
          { changed, to: Object.fromEntries(changed.map((f) => [f, changes[f]])) },
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
