import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBasicAuth, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DomainException } from '../common/errors/domain.exception';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { AcceptsForm } from '../common/http/media-types';
import { Public } from '../common/http/public.decorator';
import { Client } from '../common/http/request-context';
import type { RequestOrigin } from '../common/logging/security-events';
import { IntrospectDto, IntrospectionDto } from './dto/introspection.dto';
import { IntrospectionService } from './introspection.service';

@ApiTags('oauth')
@Controller('oauth')
export class IntrospectionController {
  constructor(private readonly introspection: IntrospectionService) {}

  /** Public to the access guard: a service client authenticates with HTTP Basic, not a bearer token. */
  @Post('introspect')
  @Public()
  @AcceptsForm()
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({
    summary:
      'RFC 7662: whether a token is live now, and whose (HTTP Basic with a service client, else 401 with WWW-Authenticate: Basic)',
    description:
      'Past ten failed client authentications in a minute for one client id or from one address, 429 with Retry-After until the minute ends (a right secret too).',
  })
  @ApiOkResponse({ type: IntrospectionDto })
  // The document's finish adds its 401 (with `WWW-Authenticate: Basic`) from this scheme.
  @ApiBasicAuth('service-client')
  @ApiErrors('validation_failed', 'too_many_requests')
  async introspectToken(
    @Headers('authorization') authorization: string | undefined,
    @Body() dto: IntrospectDto,
    @Client() origin: RequestOrigin,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<IntrospectionDto> {
    const answer = await this.introspection.introspect(authorization, dto.token, origin);
    if (!answer) {
      void reply.header('WWW-Authenticate', 'Basic realm="introspection", charset="UTF-8"');
      throw new DomainException('unauthorized');
    }
    return answer;
  }
}
