import { Injectable } from '@nestjs/common';
import { HealthCheckError, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DomainException } from '../common/errors/domain.exception';
import { HealthResponseDto } from './health.dto';

@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  async check(): Promise<HealthResponseDto> {
    try {
      await this.health.check([() => this.db.pingCheck('database', { timeout: 3000 })]);
      return { status: 'ok', checks: { database: 'up' } };
    } catch (error) {
      if (error instanceof HealthCheckError || (error as { status?: number }).status === 503) {
        throw new DomainException('service_unavailable', { checks: { database: 'down' } });
      }
      throw error;
    }
  }
}
