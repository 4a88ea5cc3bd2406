import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception';
import { BranchesRepository } from './branches.repository';
import { BranchViewDto, CreateBranchDto, UpdateBranchDto } from './dto/branch.dto';
import { Branch } from './entities/branch.entity';

/** Branches of an organization: names unique within it (409 conflict), closed by active false. */
@Injectable()
export class BranchesService {
  constructor(private readonly branches: BranchesRepository) {}

  async create(organizationId: string, dto: CreateBranchDto): Promise<BranchViewDto> {
    const branch = await this.branches.insert({ organizationId, name: dto.name, address: dto.address ?? '' });
    if (!branch) throw new DomainException('conflict');
    return toBranchView(branch);
  }

  async list(organizationId: string): Promise<BranchViewDto[]> {
    return (await this.branches.listOfOrganization(organizationId)).map(toBranchView);
  }

  async update(organizationId: string, branchId: string, dto: UpdateBranchDto): Promise<BranchViewDto> {
    const branch = await this.branches.findInOrganization(organizationId, branchId);
    if (!branch) throw new DomainException('branch_not_found');
    const changes = {
      ...(dto.name !== undefined ? { name: dto.name } : {}),
      ...(dto.address !== undefined ? { address: dto.address } : {}),
      ...(dto.active !== undefined ? { active: dto.active } : {}),
    };
    if (Object.keys(changes).length > 0 && !(await this.branches.update(branch.id, changes))) {
      throw new DomainException('conflict');
    }
    return toBranchView({ ...branch, ...changes });
  }
}

export function toBranchView(branch: Branch): BranchViewDto {
  return {
    id: branch.id,
    organizationId: branch.organizationId,
    name: branch.name,
    address: branch.address,
    active: branch.active,
    createdAt: branch.createdAt.toISOString(),
  };
}
