import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentTill, CurrentTillToken } from '../access/current-caller.decorator';
import { ProveAndRead } from '../access/proved-read';
import { PairedTill, TillToken } from '../access/till-access';
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
import { OfflineEventsDto, OfflineKitDto, OfflineUploadDto } from './dto/offline.dto';
import { SignInProof } from './sign-in.proof';
import { TillOfflineService } from './till-offline.service';
import { TillStaffService } from './till-staff.service';
import { TillsService } from './tills.service';
import { TillRoute } from './till-route.decorator';

/** The offline kit’s headers (CONTRACT §12.1). */
const KIT_HEADERS = {
  ETag: { description: 'The kit’s tag: send it back as If-None-Match', schema: { type: 'string' } },
  'Cache-Control': { description: '`no-store`', schema: { type: 'string' } },
};

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
  constructor(
    private readonly staff: TillStaffService,
    private readonly offline: TillOfflineService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The till, its organization and branch' })
  @ApiOkResponse({ type: TillSelfDto })
  getTill(@CurrentTill() till: PairedTill): Promise<TillSelfDto> {
    return this.staff.self(till);
  }

  @Get('staff')
  @ApiOperation({ summary: 'Active members whose role applies at the till’s branch' })
  @ApiPolledList(TillStaffDto)
  async listTillStaff(
    @CurrentTill() till: PairedTill,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | undefined> {
    return sendPolled(reply, await this.staff.staff(till, ifNoneMatchOf(request)));
  }

  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @ProveAndRead(SignInProof)
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
  listStaffSessions(@CurrentTill() till: PairedTill): Promise<StaffSessionViewDto[]> {
    return this.staff.sessions(till);
  }

  @Post('staff-sessions/:staffSessionId/token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A new staff token while the staff session lives' })
  @ApiOkResponse({ type: StaffTokenDto })
  @ApiErrors('staff_session_not_found')
  issueStaffToken(
    @CurrentTill() till: PairedTill,
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
    @CurrentTill() till: PairedTill,
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
    @CurrentTill() till: PairedTill,
    @Body() dto: ApprovalRequestDto,
    @Client() origin: RequestOrigin,
  ): Promise<ApprovalDto> {
    return this.staff.approve(till, dto, origin);
  }

  @Get('offline-kit')
  @ApiOperation({
    summary: 'The offline kit: what the till needs to sign staff in and grant approvals while offline',
    description:
      'Each 200 is a new kit (recorded, audit `till.offline_kit_issued`) valid TILL_OFFLINE_HOURS. With the ETag ' +
      'of the kit it holds as If-None-Match the till gets `304` (it keeps that kit and its expiry) while nothing ' +
      'in the kit changed and the kit is younger than half its life; then a new kit. Answered `no-store`: keep it ' +
      'in the platform’s secure storage (docs/tills.md).',
  })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the kit the till holds' })
  @ApiOkResponse({ type: OfflineKitDto, headers: KIT_HEADERS })
  @ApiResponse({ status: 304, description: 'The kit the till holds still stands (no body)', headers: KIT_HEADERS })
  async getOfflineKit(
    @CurrentTill() till: PairedTill,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestId() requestId: string,
  ): Promise<OfflineKitDto | undefined> {
    const answer = await this.offline.kit(till, ifNoneMatchOf(request), requestId);
    void reply.header('etag', answer.etag).header('cache-control', 'no-store');
    if (answer.kit) return answer.kit;
    void reply.status(304);
    return undefined;
  }

  @Post('offline-events')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Upload what the till did offline: sign-ins, sign-outs and approvals (1–500 events)',
    description:
      'Each event is accepted (recorded once, as its audit action with `details.offline: true`), a duplicate ' +
      '(its id was accepted before) or rejected with the first code that applies, in the order sent. A malformed ' +
      'body is 400 and records nothing. Offline work never opens a staff session.',
  })
  @ApiOkResponse({ type: OfflineUploadDto })
  @ApiErrors('validation_failed')
  uploadOfflineEvents(
    @CurrentTill() till: PairedTill,
    @Body() dto: OfflineEventsDto,
    @RequestId() requestId: string,
  ): Promise<OfflineUploadDto> {
    return this.offline.upload(till, dto.events, requestId);
  }
}
