import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../access/authorize.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { PageOf } from '../common/http/pagination';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import {
  AssignRoleDto,
  CreatePortalUserDto,
  ListUsersQueryDto,
  UpdatePortalUserDto,
} from '../users/dto/portal-user.dto';
import { UserViewDto } from '../users/dto/user-view.dto';
import { UserAdministrationService } from '../users/user-administration.service';

const UserPage = PageOf(UserViewDto, 'UserPageDto');

@ApiTags('portal: users')
@Controller('portal/users')
export class PortalUsersController {
  constructor(private readonly users: UserAdministrationService) {}

  @Post()
  @Authorize('portal.users.create')
  @ApiOperation({ summary: 'Create a user, active at once' })
  @ApiCreatedResponse({ type: UserViewDto })
  @ApiErrors('validation_failed', 'phone_taken', 'password_required')
  createUser(@CurrentActor() actor: ActingUser, @Body() dto: CreatePortalUserDto): Promise<UserViewDto> {
    return this.users.create(actor, dto);
  }

  @Get()
  @Authorize('portal.users.read')
  @ApiOperation({ summary: 'Users, newest first; search by phone or name, filter by status' })
  @ApiOkResponse({ type: UserPage })
  @ApiErrors('validation_failed', 'service_unavailable')
  listUsers(@Query() query: ListUsersQueryDto): Promise<InstanceType<typeof UserPage>> {
    return this.users.list(query);
  }

  @Get(':id')
  @Authorize('portal.users.read')
  @ApiOperation({ summary: 'One user' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('user_not_found')
  getUser(@IdParam('id', 'user_not_found') id: string): Promise<UserViewDto> {
    return this.users.get(id);
  }

  @Patch(':id')
  @Authorize('portal.users.update')
  @ApiOperation({ summary: 'Change names, sign-in method or password (a new password ends every session)' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('validation_failed', 'insufficient_rank', 'user_not_found', 'cannot_manage_self', 'password_required')
  updateUser(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'user_not_found') id: string,
    @Body() dto: UpdatePortalUserDto,
  ): Promise<UserViewDto> {
    return this.users.update(actor, id, dto);
  }

  @Post(':id/block')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.users.block')
  @ApiOperation({ summary: 'Block a user: every session ends at once' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('insufficient_rank', 'user_not_found', 'cannot_change_own_status')
  blockUser(@CurrentActor() actor: ActingUser, @IdParam('id', 'user_not_found') id: string): Promise<UserViewDto> {
    return this.users.block(actor, id);
  }

  @Post(':id/unblock')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.users.block')
  @ApiOperation({ summary: 'Unblock a user: back to active (ended sessions stay ended)' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('insufficient_rank', 'user_not_found', 'cannot_change_own_status')
  unblockUser(@CurrentActor() actor: ActingUser, @IdParam('id', 'user_not_found') id: string): Promise<UserViewDto> {
    return this.users.unblock(actor, id);
  }

  @Post(':id/role-assignments')
  @HttpCode(HttpStatus.OK)
  @Authorize('portal.roles.assign')
  @ApiOperation({ summary: 'Give a platform role or User' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors(
    'validation_failed',
    'insufficient_rank',
    'permission_not_held',
    'user_not_found',
    'role_not_found',
    'role_already_assigned',
    'role_scope_mismatch',
    'cannot_manage_self',
  )
  assignUserRole(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'user_not_found') id: string,
    @Body() dto: AssignRoleDto,
  ): Promise<UserViewDto> {
    return this.users.assignRole(actor, id, dto);
  }

  @Delete(':id/role-assignments/:assignmentId')
  @Authorize('portal.roles.assign')
  @ApiOperation({ summary: 'Take a platform role away' })
  @ApiOkResponse({ type: UserViewDto })
  @ApiErrors('insufficient_rank', 'user_not_found', 'role_assignment_not_found', 'cannot_manage_self')
  removeUserRole(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'user_not_found') id: string,
    @IdParam('assignmentId', 'role_assignment_not_found') assignmentId: string,
  ): Promise<UserViewDto> {
    return this.users.removeRole(actor, id, assignmentId);
  }
}
