import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/http/public.decorator';
import { HealthService } from './health.service';
import { HealthResponseDto } from './health.dto';

const NOT_READY =
  'service_unavailable: a check failed; `details.checks` says which (database or Redis down, migrations pending, ' +
  'or `process: stopping` while the instance drains before it stops)';

/** Outside /v1 and public: probes of load balancers and orchestrators. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Readiness (same as /health/ready)' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ description: NOT_READY })
  check(): Promise<HealthResponseDto> {
    return this.health.ready();
  }

  @Get('live')
  @Public()
  @ApiOperation({ summary: 'Liveness: the process answers; checks nothing else' })
  @ApiOkResponse({ type: HealthResponseDto })
  live(): HealthResponseDto {
    return this.health.live();
  }

  @Get('ready')
  @Public()
  @ApiOperation({ summary: 'Readiness: database, Redis when configured, no pending migrations' })
  @ApiOkResponse({ type: HealthResponseDto })
  @ApiServiceUnavailableResponse({ description: NOT_READY })
  ready(): Promise<HealthResponseDto> {
    return this.health.ready();
  }
}
