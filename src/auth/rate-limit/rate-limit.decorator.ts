import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';

export type RateLimitKind = 'auth' | 'refresh';
export const RATE_LIMIT_KIND = 'rateLimitKind';

/** Per client IP and per method: `auth` (AUTH_RATE_LIMIT_PER_MINUTE) or `refresh`. */
export const RateLimit = (kind: RateLimitKind): ClassDecorator & MethodDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_KIND, kind), UseGuards(RateLimitGuard));
