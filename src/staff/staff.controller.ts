import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPolledList } from '../common/http/api-polled-list.decorator';
import { ifNoneMatchOf, sendPolled } from '../common/http/polled-lists';
import { Authorize, IN_ORGANIZATION } from '../access/authorize.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { ActingUser, CurrentActor } from '../access/current-caller.decorator';
import { RoleViewDto } from '../access/dto/role-view.dto';
import { ProveAndRead, ReadFound } from '../access/proved-read';
import { AddMemberDto, ChangeMemberDto, MemberViewDto, SetPinDto } from './dto/member.dto';
import { MembersService } from './members.service';
import { PinLookupRead } from './pin-lookup.read';
import { PinsService } from './pins.service';

@ApiTags('organization staff')
@Controller('orgs/:id')
export class StaffController {
  constructor(
    private readonly members: MembersService,
    private readonly pins: PinsService,
  ) {}

  @Get('members')
  @Authorize('org.members.read', IN_ORGANIZATION)
  @ApiOperation({ summary: 'The staff: roles on the whole client, on the organization and on its branches' })
  @ApiPolledList(MemberViewDto)
  @ApiErrors('organization_not_found')
  async listMembers(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPolled(reply, await this.members.list(actor, id, ifNoneMatchOf(request)));
  }

  @Post('members')
  @Authorize('org.members.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Add a member by phone with a client role of lower rank than yours' })
  @ApiCreatedResponse({ type: MemberViewDto })
  @ApiErrors(
    'validation_failed',
    'insufficient_rank',
    'permission_not_held',
    'organization_not_found',
    'role_not_found',
    'branch_not_found',
    'member_exists',
    'role_scope_mismatch',
  )
  addMember(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @Body() dto: AddMemberDto,
  ): Promise<MemberViewDto> {
    return this.members.add(actor, id, dto);
  }

  @Post('members/lookup')
  @HttpCode(HttpStatus.OK)
  @Authorize('org.read', IN_ORGANIZATION)
  @ApiOperation({
    summary: 'The till finds a member by PIN (five wrong PINs a minute per caller)',
    description:
      'A blocked user or a removed member is never found: its PIN answers like a wrong one. Past thirty wrong PINs in a minute across the organization’s tills and lookups together, every lookup there is 429 for the rest of the minute.',
  })
  @ApiOkResponse({ type: MemberViewDto })
  @ApiErrors('validation_failed', 'organization_not_found', 'member_not_found', 'too_many_requests')
  @ProveAndRead(PinLookupRead)
  lookupMember(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    // Validated, though PinLookupRead read by it already: a malformed PIN is a 400, not a wrong PIN.
    @Body() dto: SetPinDto,
    @ReadFound() found: string | null | undefined,
  ): Promise<MemberViewDto> {
    return this.pins.lookup(actor, id, found, dto.pin);
  }

  @Patch('members/:userId')
  @Authorize('org.members.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Replace the member’s roles in this organization with one' })
  @ApiOkResponse({ type: MemberViewDto })
  @ApiErrors(
    'validation_failed',
    'insufficient_rank',
    'permission_not_held',
    'organization_not_found',
    'member_not_found',
    'role_not_found',
    'branch_not_found',
    'cannot_manage_self',
    'role_scope_mismatch',
  )
  changeMember(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('userId', 'member_not_found') userId: string,
    @Body() dto: ChangeMemberDto,
  ): Promise<MemberViewDto> {
    return this.members.change(actor, id, userId, dto);
  }

  @Delete('members/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('org.members.manage', IN_ORGANIZATION)
  @ApiOperation({ summary: 'Remove a member from this organization' })
  @ApiNoContentResponse()
  @ApiErrors('insufficient_rank', 'organization_not_found', 'member_not_found', 'cannot_manage_self')
  removeMember(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('userId', 'member_not_found') userId: string,
  ): Promise<void> {
    return this.members.remove(actor, id, userId);
  }

  @Put('members/:userId/pin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Authorize('org.read', IN_ORGANIZATION)
  @ApiOperation({
    summary: 'Set a till PIN: your own, or (org.pins.manage) that of a member of lower rank',
    description:
      'At most 10 settings answered `204` or `409` per caller and organization in any hour (a rolling hour; then ' +
      '`429` with `Retry-After` until a slot frees). A PIN found taken also costs one of the five guesses a minute ' +
      'that lookups use, and is recorded as the audit event `member.pin_conflict` (CONTRACT §9).',
  })
  @ApiNoContentResponse()
  @ApiErrors(
    'validation_failed',
    'insufficient_rank',
    'organization_not_found',
    'member_not_found',
    'pin_taken',
    'too_many_requests',
  )
  setMemberPin(
    @CurrentActor() actor: ActingUser,
    @IdParam('id', 'organization_not_found') id: string,
    @IdParam('userId', 'member_not_found') userId: string,
    @Body() dto: SetPinDto,
  ): Promise<void> {
    return this.pins.setPin(actor, id, userId, dto.pin);
  }

  @Get('roles')
  @Authorize('org.members.read', IN_ORGANIZATION)
  @ApiOperation({ summary: 'The client roles you may assign here' })
  @ApiOkResponse({ type: [RoleViewDto] })
  @ApiErrors('organization_not_found')
  listAssignableRoles(@CurrentActor() actor: ActingUser): Promise<RoleViewDto[]> {
    return this.members.assignableRoles(actor);
  }
}
