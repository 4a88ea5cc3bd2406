import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../access/authorize.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { PageOf } from '../common/http/pagination';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import {
  CreateOrganizationDto,
  ListOrganizationsQueryDto,
  OrganizationViewDto,
  VerificationDecisionDto,
} from '../organizations/dto/organization.dto';
import { OrganizationsService } from '../organizations/organizations.service';
import { MemberViewDto, OwnerHandOverDto } from '../staff/dto/member.dto';
import { MembersService } from '../staff/members.service';

const OrganizationPage = PageOf(OrganizationViewDto, 'OrganizationPageDto');

@ApiTags('portal: organizations')
@Controller('portal/orgs')
export class PortalOrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly members: MembersService,
  ) {}

  @Post()
  @Authorize('portal.orgs.create')
  @ApiOperation({ summary: 'Add an organization: a new client (you are its Owner until hand-over) or an existing one' })
  @ApiCreatedResponse({ type: OrganizationViewDto })
  @ApiErrors('validation_failed', 'not_found', 'tin_taken')
  createPortalOrganization(
    @CurrentActor() actor: ActingUser,
    @Body() dto: CreateOrganizationDto,
  ): Promise<OrganizationViewDto> {
    return this.organizations.create({ ...actor, via: 'portal' }, dto);
  }

  @Get()
  @Authorize('portal.orgs.read')
  @ApiOperation({ summary: 'Organizations, newest first; search by name or tin, filter by verification status' })
  @ApiOkResponse({ type: OrganizationPage })
  @ApiErrors('validation_failed', 'service_unavailable')
  listPortalOrganizations(@Query() query: ListOrganizationsQueryDto): Promise<InstanceType<typeof OrganizationPage>> {
    return this.organizations.search(query);
  }

  @Get(':id')
  @Authorize('portal.orgs.read')
  @ApiOperation({ summary: 'One organization' })
  @ApiOkResponse({ type: OrganizationViewDto })
  @ApiErrors('organization_not_found')
  getPortalOrganization(@IdParam('id', 'organization_not_found') id: string): Promise<OrganizationViewDto> {
    return this.organizations.get(id);
  }

  @Post(':id/owner')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.orgs.owner')
  @ApiOperation({ summary: 'Hand the client over: the person with this phone becomes its only Owner' })
  @ApiOkResponse({ type: [MemberViewDto] })
  @ApiErrors('validation_failed', 'organization_not_found')
  handOverOrganization(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: OwnerHandOverDto,
  ): Promise<MemberViewDto[]> {
    return this.members.handOver(actor, id, dto);
  }

  @Post(':id/verification')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.orgs.verify')
  @ApiOperation({ summary: 'Decide on a pending organization: verified, needs_action or rejected (with a note)' })
  @ApiOkResponse({ type: OrganizationViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'verification_state_invalid')
  decideVerification(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: VerificationDecisionDto,
  ): Promise<OrganizationViewDto> {
    return this.organizations.decide(actor, id, dto);
  }
}
