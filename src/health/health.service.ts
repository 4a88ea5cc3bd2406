import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception';
import { DatabasePools } from '../database/database-pools';
import { RedisConnection } from '../redis/redis.connection';
import { CheckState, HealthResponseDto } from './health.dto';

const DATABASE_TIMEOUT_MS = 3_000;

/** Liveness (the process answers) and readiness (it can serve: database, Redis, schema). */
@Injectable()
export class HealthService {
  /** Migrations never become pending again while this code runs: checked until they are all applied. */
  private schemaCurrent = false;
  /** Set by the stop (CONTRACT §11.6): readiness fails at once so load balancers move away. */
  private stopping = false;

  constructor(
    private readonly pools: DatabasePools,
    private readonly redis: RedisConnection,
  ) {}

  live(): HealthResponseDto {
    return { status: 'ok', checks: { process: 'up' } };
  }

  /** From now on readiness answers 503 while every other request is still served. */
  markStopping(): void {
    this.stopping = true;
  }

  /** Every check, or 503 service_unavailable with `details.checks` when one fails. */
  async ready(): Promise<HealthResponseDto> {
    if (this.stopping) throw new DomainException('service_unavailable', { checks: { process: 'stopping' } });
    const [database, redis] = await Promise.all([
      this.databaseState(),
      this.redis.configured ? this.redis.ping().then((up) => (up ? 'up' : 'down')) : undefined,
    ]);
    const checks: Record<string, CheckState> = { database };
    if (redis) checks.redis = redis;
    // Without a database the migrations cannot be read: that check is left out, not guessed.
    if (database === 'up') checks.migrations = await this.migrationsState();
    if (Object.values(checks).some((state) => state !== 'up')) {
      throw new DomainException('service_unavailable', { checks });
    }
    return { status: 'ok', checks };
  }

  /** Both pools (TypeORM's and the hot statements') reach the database. */
  private async databaseState(): Promise<CheckState> {
    return (await this.pools.probe(DATABASE_TIMEOUT_MS)) ? 'up' : 'down';
  }

  private async migrationsState(): Promise<CheckState> {
    if (this.schemaCurrent) return 'up';
    try {
      this.schemaCurrent = (await this.pools.pendingMigrations()) === 0;
      return this.schemaCurrent ? 'up' : 'pending';
    } catch {
      return 'down';
    }
  }
}
