import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { AuthContext, Caller } from '../common/http/request-context';
import { UpdateMeDto } from './dto/update-me.dto';
import { UserViewDto } from './dto/user-view.dto';
import { UsersService } from './users.service';

@ApiTags('me')
@ApiBearerAuth('bearer')
@Controller('me')
export class MeController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in user, profile view' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('unauthorized')
  getMe(@Caller() caller: AuthContext): Promise<UserViewDto> {
    return this.users.view(caller.userId);
  }

  @Patch()
  @ApiOperation({ summary: 'Change names or the sign-in method' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('validation_failed', 'unauthorized', 'password_required')
  updateMe(@Caller() caller: AuthContext, @Body() dto: UpdateMeDto): Promise<UserViewDto> {
    return this.users.updateProfile(caller.userId, dto);
  }
}
