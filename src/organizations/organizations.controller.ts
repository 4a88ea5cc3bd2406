import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, PipeTransform, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ValidationFailedException } from '../common/errors/domain.exception';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { ActingUser, CurrentActor, CurrentCaller } from '../access/current-caller.decorator';
import { RequestId } from '../common/http/request-context';
import type { Caller } from '../access/caller';
import {
  CompanyLookupDto,
  CreateOrganizationDto,
  OrganizationViewDto,
  TIN,
  UpdateOrganizationDto,
} from './dto/organization.dto';
import { CompanyLookupService } from './company-lookup.service';
import { OrganizationsService } from './organizations.service';

/** A tin in a path is a value, not an id: a bad one is 400 (CONTRACT §9). */
class TinPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!TIN.test(value)) throw new ValidationFailedException([{ field: 'tin', code: 'tin_format' }]);
    return value;
  }
}

@ApiTags('organizations')
@ApiBearerAuth('bearer')
@Controller('orgs')
export class OrganizationsController {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly companies: CompanyLookupService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create an organization: in a new client (you become its Owner) or in a client you own' })
  @ApiCreatedResponse({ type: OrganizationViewDto })
  @ApiErrors('validation_failed', 'not_found', 'tin_taken')
  createOrganization(
    @CurrentCaller() caller: Caller,
    @RequestId() requestId: string,
    @Body() dto: CreateOrganizationDto,
  ): Promise<OrganizationViewDto> {
    return this.organizations.create({ userId: caller.userId, requestId, via: 'self' }, dto);
  }

  @Get()
  @ApiOperation({ summary: 'The organizations you belong to' })
  @ApiOkResponse({ type: [OrganizationViewDto] })
  listMyOrganizations(@CurrentCaller() caller: Caller): Promise<OrganizationViewDto[]> {
    return this.organizations.listOfMember(caller.userId);
  }

  @Get('lookup/:tin')
  @ApiOperation({ summary: 'Company data by tin from the document-exchange service (form autofill)' })
  @ApiOkResponse({ type: CompanyLookupDto })
  @ApiErrors(
    'validation_failed',
    'company_not_found',
    'too_many_requests',
    'edoc_unavailable',
    'edoc_rejected',
    'edoc_not_configured',
  )
  lookupCompany(@CurrentCaller() caller: Caller, @Param('tin', new TinPipe()) tin: string): Promise<CompanyLookupDto> {
    return this.companies.lookup(caller.userId, tin);
  }

  @Get(':id')
  @Authorize('org.read', IN_ORGANIZATION)
  @ApiOperation({ summary: 'One organization' })
  @ApiOkResponse({ type: OrganizationViewDto })
  @ApiErrors('organization_not_found')
  getOrganization(@IdParam('id', 'organization_not_found') id: string): Promise<OrganizationViewDto> {
    return this.organizations.get(id);
  }

  @Patch(':id')
  @Authorize('org.update', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Change the name and requisites (not while verification is pending)' })
  @ApiOkResponse({ type: OrganizationViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'verification_state_invalid')
  updateOrganization(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: UpdateOrganizationDto,
  ): Promise<OrganizationViewDto> {
    return this.organizations.update(actor, id, dto);
  }

  @Post(':id/verify')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.verify', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Request verification: not_started or needs_action → pending' })
  @ApiOkResponse({ type: OrganizationViewDto })
  @ApiErrors('organization_not_found', 'requisites_incomplete', 'verification_state_invalid')
  requestVerification(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
  ): Promise<OrganizationViewDto> {
    return this.organizations.requestVerification(actor, id);
  }
}
