import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { CurrentCaller } from '../access/current-caller.decorator';
import type { Caller } from '../access/caller';
import { StaffAllowed } from '../access/till-access';
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
  @ApiOperation({ summary: 'The signed-in user, profile view (a staff token from a till too)' })
  @ApiOkResponse({ type: UserViewDto })
  getMe(@CurrentCaller() caller: Caller): UserViewDto {
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
