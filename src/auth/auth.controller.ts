import { applyDecorators, Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainException } from '../common/errors/domain.exception';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { Public } from '../common/http/public.decorator';
import { Client, Lang } from '../common/http/request-context';
import { Language } from '../common/i18n/language';
import { AuthService } from './auth.service';
import {
  LOGIN_START_RESPONSE_SCHEMA,
  LoginDto,
  LoginStartPasswordDto,
  LoginStartResponseDto,
  LoginStartSmsDto,
  PasswordResetConfirmDto,
  PhoneDto,
  RefreshDto,
  RegisterDto,
  ResendDto,
  VerifyCodeDto,
} from './dto/auth-requests.dto';
import { CodeChallengeDto } from './dto/challenge.dto';
import { TokenPairDto } from './dto/token-pair.dto';
import { RateLimit } from '../limits/rate-limit.decorator';
import { clearRefreshCookie, deliverTokens, presentedRefreshToken, REFRESH_COOKIE_SCHEME } from './refresh-cookie';
import { ClientInfo, SessionsService } from './sessions.service';

const X_CLIENT = ApiHeader({
  name: 'X-Client',
  required: false,
  description: '`web`: the refresh token travels in the svc_refresh cookie',
  schema: { type: 'string', enum: ['web'] },
});
/** Refresh and logout: the web sends the cookie and no body, other clients the body. */
const REFRESH_TOKEN_INPUT = applyDecorators(
  ApiSecurity(REFRESH_COOKIE_SCHEME),
  ApiBody({ type: RefreshDto, required: false, description: 'Not sent by the web (X-Client: web): its cookie counts' }),
);

@ApiTags('auth')
@Public()
@RateLimit('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Register: a pending account and an SMS code' })
  @ApiCreatedResponse({ type: CodeChallengeDto })
  @ApiErrors(
    'validation_failed',
    'phone_taken',
    'too_many_requests',
    'code_resend_too_soon',
    'code_attempts_exceeded',
    'sms_delivery_failed',
  )
  register(@Body() dto: RegisterDto, @Lang() lang: Language): Promise<CodeChallengeDto> {
    return this.auth.register(dto, lang);
  }

  @Post('verify-phone')
  @HttpCode(HttpStatus.OK)
  @X_CLIENT
  @ApiOperation({ summary: 'Confirm the registration code: the account becomes active and is signed in' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiErrors('validation_failed', 'invalid_code', 'code_attempts_exceeded', 'too_many_requests')
  async verifyPhone(
    @Body() dto: VerifyCodeDto,
    @Client() client: ClientInfo,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenPairDto> {
    return deliverTokens(request, reply, await this.auth.verifyPhone(dto, client));
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @X_CLIENT
  @ApiOperation({ summary: 'Sign in with phone and password' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiErrors('validation_failed', 'invalid_credentials', 'user_blocked', 'too_many_requests')
  async login(
    @Body() dto: LoginDto,
    @Client() client: ClientInfo,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenPairDto> {
    return deliverTokens(request, reply, await this.auth.login(dto, client));
  }

  @Post('login/start')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Which way this phone signs in; an SMS account is sent its code' })
  @ApiExtraModels(LoginStartPasswordDto, LoginStartSmsDto)
  @ApiOkResponse({ schema: LOGIN_START_RESPONSE_SCHEMA })
  @ApiErrors(
    'validation_failed',
    'user_blocked',
    'too_many_requests',
    'code_resend_too_soon',
    'code_attempts_exceeded',
    'sms_delivery_failed',
  )
  loginStart(@Body() dto: PhoneDto, @Lang() lang: Language): Promise<LoginStartResponseDto> {
    return this.auth.loginStart(dto.phone, lang);
  }

  @Post('login/sms')
  @HttpCode(HttpStatus.OK)
  @X_CLIENT
  @ApiOperation({ summary: 'Sign in with the SMS code' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiErrors('validation_failed', 'invalid_code', 'code_attempts_exceeded', 'user_blocked', 'too_many_requests')
  async loginSms(
    @Body() dto: VerifyCodeDto,
    @Client() client: ClientInfo,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenPairDto> {
    return deliverTokens(request, reply, await this.auth.loginSms(dto, client));
  }

  @Post('code/resend')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A new code for the same challenge; the earlier code stops working' })
  @ApiOkResponse({ type: CodeChallengeDto })
  @ApiErrors(
    'validation_failed',
    'invalid_code',
    'code_resend_too_soon',
    'too_many_requests',
    'code_attempts_exceeded',
    'sms_delivery_failed',
  )
  resendCode(@Body() dto: ResendDto, @Lang() lang: Language): Promise<CodeChallengeDto> {
    return this.auth.resendCode(dto.challengeId, lang);
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @RateLimit('refresh')
  @X_CLIENT
  @REFRESH_TOKEN_INPUT
  @ApiOperation({ summary: 'A new token pair for a refresh token (single use)' })
  @ApiOkResponse({ type: TokenPairDto })
  @ApiErrors('session_expired', 'too_many_requests')
  async refresh(
    @Body() dto: RefreshDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenPairDto> {
    try {
      return deliverTokens(
        request,
        reply,
        await this.sessions.refresh(presentedRefreshToken(request, dto.refreshToken), {
          ip: request.ip ?? null,
          requestId: String(request.id),
        }),
      );
    } catch (error) {
      if (error instanceof DomainException && error.code === 'session_expired') clearRefreshCookie(reply);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @X_CLIENT
  @REFRESH_TOKEN_INPUT
  @ApiOperation({ summary: 'End the session of the refresh token (also when already ended)' })
  @ApiNoContentResponse()
  @ApiErrors('too_many_requests')
  async logout(
    @Body() dto: RefreshDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.logout(presentedRefreshToken(request, dto.refreshToken));
    clearRefreshCookie(reply);
  }

  @Post('password/reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a password reset code' })
  @ApiOkResponse({ type: CodeChallengeDto })
  @ApiErrors(
    'validation_failed',
    'user_blocked',
    'code_resend_too_soon',
    'too_many_requests',
    'code_attempts_exceeded',
    'sms_delivery_failed',
  )
  passwordReset(@Body() dto: PhoneDto, @Lang() lang: Language): Promise<CodeChallengeDto> {
    return this.auth.passwordReset(dto.phone, lang);
  }

  @Post('password/reset/confirm')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Set a new password with the reset code; every session ends' })
  @ApiNoContentResponse()
  @ApiErrors('validation_failed', 'invalid_code', 'code_attempts_exceeded', 'user_blocked', 'too_many_requests')
  passwordResetConfirm(@Body() dto: PasswordResetConfirmDto, @Client() client: ClientInfo): Promise<void> {
    return this.auth.passwordResetConfirm(dto, client);
  }
}
