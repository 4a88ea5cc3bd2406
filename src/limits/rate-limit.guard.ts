import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { RATE_LIMIT_KIND, RateLimitKind } from './rate-limit.decorator';

/**
 * @nestjs/throttler's guard, global, acting only on routes marked @RateLimit: one counter
 * per route and client IP (TRUST_PROXY decides it), X-RateLimit-* headers, Retry-After.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    return Promise.resolve(rateLimitKindOf(this.reflector, context) === undefined);
  }
}

export function rateLimitKindOf(
  reflector: { getAllAndOverride<T>(key: string, targets: unknown[]): T | undefined },
  context: ExecutionContext,
): RateLimitKind | undefined {
  return reflector.getAllAndOverride<RateLimitKind>(RATE_LIMIT_KIND, [context.getHandler(), context.getClass()]);
}
