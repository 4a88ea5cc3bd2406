import { Body, Controller, Get, Patch, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPolledList } from '../common/http/api-polled-list.decorator';
import { ifNoneMatchOf, sendPolled } from '../common/http/polled-lists';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { BranchesService } from './branches.service';
import { BranchViewDto, CreateBranchDto, UpdateBranchDto } from './dto/branch.dto';

@ApiTags('organizations')
@Controller('orgs/:id/branches')
export class BranchesController {
  constructor(private readonly branches: BranchesService) {}

  @Post()
  @Authorize('org.branches.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Open a branch' })
  @ApiCreatedResponse({ type: BranchViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'conflict')
  createBranch(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: CreateBranchDto,
  ): Promise<BranchViewDto> {
    return this.branches.create(actor, id, dto);
  }

  @Get()
  @Authorize('org.branches.read', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Branches of the organization, open and closed' })
  @ApiPolledList(BranchViewDto)
  @ApiErrors('organization_not_found')
  async listBranches(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPolled(reply, await this.branches.list(actor, id, ifNoneMatchOf(request)));
  }

  @Patch(':branchId')
  @Authorize('org.branches.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Rename, move or close (active: false) a branch' })
  @ApiOkResponse({ type: BranchViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'branch_not_found', 'conflict')
  updateBranch(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('branchId', 'branch_not_found') branchId: string,
    @Body() dto: UpdateBranchDto,
  ): Promise<BranchViewDto> {
    return this.branches.update(actor, id, branchId, dto);
  }
}
