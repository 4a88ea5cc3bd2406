import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentTill, CurrentTillToken } from '../access/current-caller.decorator';
import { ProvesTill, TillCaller, TillRoute, TillToken } from '../access/till-access';
import { RateLimit } from '../limits/rate-limit.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ApiPolledList } from '../common/http/api-polled-list.decorator';
import { ifNoneMatchOf, sendPolled } from '../common/http/polled-lists';
import { IdParam } from '../common/http/id-param';
import { Public } from '../common/http/public.decorator';
import { Client, RequestId } from '../common/http/request-context';
import type { RequestOrigin } from '../common/logging/security-events';
import {
  ApprovalDto,
  ApprovalRequestDto,
  isPinBody,
  PairedTillDto,
  PairTillDto,
  PinDto,
  RefreshTillDto,
  StaffSessionViewDto,
  StaffSignInDto,
  StaffTokenDto,
  TillSelfDto,
  TillStaffDto,
  TillTokensDto,
} from './dto/till.dto';
import { TillStaffService } from './till-staff.service';
import { TillsService } from './tills.service';

/** A till pairs with its code and keeps its credential (public: the code or refresh token is the proof). */
@ApiTags('till')
@Public()
@Controller('tills')
export class TillPairingController {
  constructor(private readonly tills: TillsService) {}

  @Post('pair')
  @HttpCode(HttpStatus.OK)
  @RateLimit('auth')
  @ApiOperation({ summary: 'Pair a till with its code: the till’s own tokens' })
  @ApiOkResponse({ type: PairedTillDto })
  @ApiErrors('validation_failed', 'pairing_code_invalid', 'too_many_requests')
  pairTill(@Body() dto: PairTillDto, @RequestId() requestId: string): Promise<PairedTillDto> {
    return this.tills.pair(dto.code, requestId);
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @RateLimit('refresh')
  @ApiOperation({ summary: 'A new token pair for a till’s refresh token (single use)' })
  @ApiOkResponse({ type: TillTokensDto })
  @ApiErrors('validation_failed', 'session_expired', 'too_many_requests')
  refreshTill(@Body() dto: RefreshTillDto): Promise<TillTokensDto> {
    return this.tills.refresh(dto.refreshToken);
  }
}

/** A paired till (a till token only): itself, its staff, PIN sign-ins and approvals (CONTRACT §11.1). */
@ApiTags('till')
@TillRoute()
@Controller('till')
export class TillDeviceController {
  constructor(private readonly staff: TillStaffService) {}

  @Get()
  @ApiOperation({ summary: 'The till, its organization and branch' })
  @ApiOkResponse({ type: TillSelfDto })
  getTill(@CurrentTill() till: TillCaller): Promise<TillSelfDto> {
    return this.staff.self(till);
  }

  @Get('staff')
  @ApiOperation({ summary: 'Active members whose role applies at the till’s branch' })
  @ApiPolledList(TillStaffDto)
  async listTillStaff(
    @CurrentTill() till: TillCaller,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPolled(reply, await this.staff.staff(till, ifNoneMatchOf(request)));
  }

  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @ProvesTill(isPinBody)
  @ApiOperation({
    summary: 'A member signs in by PIN: a staff session and a staff token',
    description:
      'Five wrong PINs a minute per till, and thirty across the organization’s tills and lookups together; past either, every PIN is 429 for the rest of the minute.',
  })
  @ApiOkResponse({ type: StaffSignInDto })
  @ApiErrors('validation_failed', 'member_not_found', 'too_many_requests')
  signInStaff(
    @CurrentTillToken() till: TillToken,
    @Body() dto: PinDto,
    @Client() origin: RequestOrigin,
  ): Promise<StaffSignInDto> {
    return this.staff.signIn(till, dto.pin, origin);
  }

  @Get('staff-sessions')
  @ApiOperation({ summary: 'The open staff sessions of the till' })
  @ApiOkResponse({ type: [StaffSessionViewDto] })
  listStaffSessions(@CurrentTill() till: TillCaller): Promise<StaffSessionViewDto[]> {
    return this.staff.sessions(till);
  }

  @Post('staff-sessions/:staffSessionId/token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A new staff token while the staff session lives' })
  @ApiOkResponse({ type: StaffTokenDto })
  @ApiErrors('staff_session_not_found')
  issueStaffToken(
    @CurrentTill() till: TillCaller,
    @IdParam('staffSessionId', 'staff_session_not_found') staffSessionId: string,
  ): Promise<StaffTokenDto> {
    return this.staff.token(till, staffSessionId);
  }

  @Delete('staff-sessions/:staffSessionId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Sign a member out of the till' })
  @ApiNoContentResponse()
  @ApiErrors('staff_session_not_found')
  signOutStaff(
    @CurrentTill() till: TillCaller,
    @IdParam('staffSessionId', 'staff_session_not_found') staffSessionId: string,
    @RequestId() requestId: string,
  ): Promise<void> {
    return this.staff.signOut(till, staffSessionId, requestId);
  }

  @Post('approvals')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'A manager’s PIN approves one permission: a signed approval for two minutes',
    description:
      'The approval (aud "approval") carries the optional `reference` as `ref`; other services take each approval once, by its `jti`. Wrong PINs count as at sign-in.',
  })
  @ApiOkResponse({ type: ApprovalDto })
  @ApiErrors('validation_failed', 'member_not_found', 'permission_not_held', 'too_many_requests')
  approveAtTill(
    @CurrentTill() till: TillCaller,
    @Body() dto: ApprovalRequestDto,
    @Client() origin: RequestOrigin,
  ): Promise<ApprovalDto> {
    return this.staff.approve(till, dto, origin);
  }
}
