import { ExecutionContext, Module } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { RateLimitGuard, rateLimitKindOf } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit.store';

/** The one window store (Redis when REDIS_URL is set) for every limit that needs one. */
@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
export class RateLimitStoreModule {}

const reflector = new Reflector();

/**
 * The request limits (specification "Limits") of every route marked @RateLimit, auth's and the
 * till's, counted once per request by one global guard, which AuthModule registers for the
 * whole app by importing this module.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      imports: [RateLimitStoreModule],
      inject: [APP_CONFIG, RateLimitStore],
      useFactory: (config: AppConfig, storage: RateLimitStore) => ({
        storage,
        throttlers: [
          {
            ttl: 60_000,
            limit: (context: ExecutionContext) =>
              rateLimitKindOf(reflector, context) === 'refresh'
                ? config.refreshRateLimitPerMinute
                : config.authRateLimitPerMinute,
          },
        ],
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
