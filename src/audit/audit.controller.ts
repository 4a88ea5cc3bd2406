import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { PageOf } from '../common/http/pagination';
import { AuditService } from './audit.service';
import { AuditEventViewDto, AuditQueryDto, PortalAuditQueryDto } from './dto/audit.dto';

const AuditEventPage = PageOf(AuditEventViewDto, 'AuditEventPageDto');
type AuditEventPage = InstanceType<typeof AuditEventPage>;

@ApiTags('portal: audit')
@Controller('portal/audit')
export class PortalAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Authorize('portal.audit.read')
  @ApiOperation({ summary: 'The audit trail, newest first; filter by actor, target, action, time, organization' })
  @ApiOkResponse({ type: AuditEventPage })
  @ApiErrors('validation_failed', 'service_unavailable')
  listPortalAudit(@Query() query: PortalAuditQueryDto): Promise<AuditEventPage> {
    return this.audit.list(query);
  }
}

@ApiTags('organizations')
@Controller('orgs/:id/audit')
export class OrganizationAuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Authorize('org.audit.read', IN_ORGANIZATION)
  @ApiOperation({ summary: 'The organization’s audit trail, newest first; filter by actor, target, action, time' })
  @ApiOkResponse({ type: AuditEventPage })
  @ApiErrors('validation_failed', 'organization_not_found', 'service_unavailable')
  listOrganizationAudit(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Query() query: AuditQueryDto,
  ): Promise<AuditEventPage> {
    return this.audit.listOfOrganization(actor, id, query);
  }
}
