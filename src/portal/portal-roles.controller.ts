import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../access/authorize.decorator';
import { RoleViewDto } from '../access/dto/role-view.dto';
import { RolesService } from '../access/roles.service';

@ApiTags('portal: users')
@Controller('portal/roles')
export class PortalRolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @Authorize('portal.roles.read')
  @ApiOperation({ summary: 'The role catalogue, highest rank first' })
  @ApiOkResponse({ type: [RoleViewDto] })
  listRoles(): Promise<RoleViewDto[]> {
    return this.roles.catalogue();
  }
}
