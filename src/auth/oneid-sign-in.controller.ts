import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { Public } from '../common/http/public.decorator';
import { Client } from '../common/http/request-context';
import { RateLimit } from '../limits/rate-limit.decorator';
import { OneIdCodeDto, OneIdStartDto } from '../oneid/dto/oneid.dto';
import { OneIdConfiguredGuard } from '../oneid/oneid-configured.guard';
import { TokenPairDto } from './dto/token-pair.dto';
import { OneIdSignInService } from './oneid-sign-in.service';
import { deliverTokens } from './refresh-cookie';
import { ClientInfo } from './sessions.service';

/** Sign-in with OneID (CONTRACT §12.2), limited per address like every `/v1/auth/*` route. */
@ApiTags('auth')
@Public()
@RateLimit('auth')
@UseGuards(OneIdConfiguredGuard)
@Controller('auth/oneid')
export class OneIdSignInController {
  constructor(private readonly oneid: OneIdSignInService) {}

  @Post('start')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Start signing in with OneID: where to send the browser, and the state' })
  @ApiOkResponse({ type: OneIdStartDto })
  @ApiErrors('too_many_requests', 'oneid_not_configured')
  startOneIdSignIn(): Promise<OneIdStartDto> {
    return this.oneid.start();
  }

  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @ApiHeader({
    name: 'X-Client',
    required: false,
    description: '`web`: the refresh token travels in the svc_refresh cookie',
    schema: { type: 'string', enum: ['web'] },
  })
  @ApiOperation({ summary: 'Sign in with the OneID code: the token pair of the account linked to that person' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiErrors(
    'validation_failed',
    'oneid_state_invalid',
    'oneid_code_invalid',
    'oneid_not_linked',
    'user_blocked',
    'too_many_requests',
    'oneid_unavailable',
    'oneid_not_configured',
  )
  async signInWithOneId(
    @Body() dto: OneIdCodeDto,
    @Client() client: ClientInfo,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenPairDto> {
    return deliverTokens(request, reply, await this.oneid.signIn(dto, client));
  }
}
