import { ExecutionContext, Module } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RATE_LIMIT_KIND, RateLimitKind } from './rate-limit.decorator';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitStore } from './rate-limit.store';

@Module({ providers: [RateLimitStore], exports: [RateLimitStore] })
class RateLimitStoreModule {}

const reflector = new Reflector();

function kindOf(context: ExecutionContext): RateLimitKind {
  return (
    reflector.getAllAndOverride<RateLimitKind>(RATE_LIMIT_KIND, [context.getHandler(), context.getClass()]) ?? 'auth'
  );
}

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
              kindOf(context) === 'refresh' ? config.refreshRateLimitPerMinute : config.authRateLimitPerMinute,
          },
        ],
      }),
    }),
  ],
  providers: [RateLimitGuard],
  exports: [RateLimitGuard, ThrottlerModule],
})
export class RateLimitModule {}
