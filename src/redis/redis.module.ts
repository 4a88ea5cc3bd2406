import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RedisConnection } from './redis.connection';

/** The instance's Redis connection (REDIS_URL), for the rate limits and readiness. */
@Global()
@Module({
  providers: [
    {
      provide: RedisConnection,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => RedisConnection.open(config),
    },
  ],
  exports: [RedisConnection],
})
export class RedisModule {}
