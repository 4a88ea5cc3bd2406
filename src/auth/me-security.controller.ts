import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { IdParam } from '../common/http/id-param';
import { Client } from '../common/http/request-context';
import type { RequestOrigin } from '../common/logging/security-events';
import { CurrentCaller } from '../access/current-caller.decorator';
import type { Caller } from '../access/caller';
import { AuthService } from './auth.service';
import { ChangePasswordDto } from './dto/auth-requests.dto';
import { RateLimit } from '../limits/rate-limit.decorator';
import { SessionViewDto } from './dto/session-view.dto';
import { SessionsService } from './sessions.service';

@ApiTags('me')
@ApiBearerAuth('bearer')
@Controller('me')
export class MeSecurityController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Put('password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @RateLimit('auth')
  @ApiOperation({
    summary: 'Change the password; every other session ends',
    description:
      'A wrong current password counts in the same per-account window as password login: past 10 wrong ' +
      'passwords for the phone in 15 minutes (here or at login) this answers `429` until the window ends (CONTRACT §9).',
  })
  @ApiNoContentResponse()
  @ApiErrors('validation_failed', 'current_password_invalid', 'too_many_requests')
  changePassword(
    @CurrentCaller() caller: Caller,
    @Body() dto: ChangePasswordDto,
    @Client() client: RequestOrigin,
  ): Promise<void> {
    return this.auth.changePassword(caller.userId, caller.sessionId, dto, client);
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Live sessions of the signed-in user, newest first' })
  @ApiOkResponse({ type: [SessionViewDto] })
  async listSessions(@CurrentCaller() caller: Caller): Promise<SessionViewDto[]> {
    const sessions = await this.sessions.listLive(caller.userId);
    return sessions.map((s) => ({
      id: s.id,
      current: s.id === caller.sessionId,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      userAgent: s.userAgent,
      ip: s.ip,
    }));
  }

  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End one of your sessions' })
  @ApiNoContentResponse()
  @ApiErrors('session_not_found')
  endSession(@CurrentCaller() caller: Caller, @IdParam('id', 'session_not_found') id: string): Promise<void> {
    return this.sessions.endOwn(caller.userId, id);
  }
}
