import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { CurrentCaller } from '../access/current-caller.decorator';
import type { Caller, PersonCaller, StaffCaller } from '../access/caller';
import { StaffAllowed } from '../access/till-access';
import { StaffMeViewDto } from './dto/staff-me-view.dto';
import { UpdateMeDto } from './dto/update-me.dto';
import { UserViewDto } from './dto/user-view.dto';
import { UsersService } from './users.service';

@ApiTags('me')
@ApiBearerAuth('bearer')
@Controller('me')
export class MeController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @StaffAllowed()
  @ApiOperation({
    summary: 'The signed-in user, profile view; with a staff token, the member as the till sees it',
    description:
      'A person’s token: the profile view. A staff token (a member signed in on a till): `{id, firstName, lastName, roles}` with the roles that apply at the till’s branch as `{code, name}`, no phone.',
  })
  @ApiExtraModels(UserViewDto, StaffMeViewDto)
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(UserViewDto) }, { $ref: getSchemaPath(StaffMeViewDto) }] } })
  getMe(@CurrentCaller() caller: PersonCaller | StaffCaller): UserViewDto | StaffMeViewDto {
    return this.users.me(caller);
  }

  @Patch()
  @ApiOperation({ summary: 'Change names or the sign-in method' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('validation_failed', 'password_required')
  updateMe(@CurrentCaller() caller: Caller, @Body() dto: UpdateMeDto): Promise<UserViewDto> {
    return this.users.updateProfile(caller, dto);
  }
}
