import { ApiProperty } from '@nestjs/swagger';

/**
 * `pending`: migrations the code knows are not applied (DB_MIGRATE=off before `migration:run`);
 * `stopping`: the process has been told to stop and is draining (CONTRACT §11.6).
 */
export type CheckState = 'up' | 'down' | 'pending' | 'stopping';

export class HealthResponseDto {
  @ApiProperty({ description: 'ok when every check passes', example: 'ok', enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({
    description:
      'State of each check: `process` (liveness); `database`, `redis` (only when REDIS_URL is set) and ' +
      '`migrations` (readiness). A 503 answer lists the same checks in `error.details.checks`; ' +
      'while the process drains before it stops, that is `{"process": "stopping"}` alone.',
    example: { database: 'up', redis: 'up', migrations: 'up' },
    type: 'object',
    additionalProperties: { type: 'string', enum: ['up', 'down', 'pending', 'stopping'] },
  })
  checks!: Record<string, CheckState>;
}
