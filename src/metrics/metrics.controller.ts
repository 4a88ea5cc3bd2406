import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../common/http/public.decorator';
import { MetricsService } from './metrics.service';

/** GET /metrics: Prometheus text, outside /v1, not rate limited, not in the OpenAPI document. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Public()
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { contentType, body } = await this.metrics.scrape(authorization);
    void reply.header('content-type', contentType);
    return body;
  }
}
