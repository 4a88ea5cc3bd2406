import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export type RateLimitKind = 'auth' | 'refresh';
export const RATE_LIMIT_KIND = 'rateLimitKind';

/**
 * Limits a controller's or a route's requests per client IP and per method: `auth`
 * (AUTH_RATE_LIMIT_PER_MINUTE) or `refresh` (REFRESH_RATE_LIMIT_PER_MINUTE). A route's
 * kind overrides its controller's; the one global RateLimitGuard counts each request once.
 * Marked `x-rate-limit` in OpenAPI, where the X-RateLimit-* and Retry-After headers follow.
 */
export const RateLimit = (kind: RateLimitKind): ClassDecorator & MethodDecorator =>
  applyDecorators(SetMetadata(RATE_LIMIT_KIND, kind), ApiExtension('x-rate-limit', kind));
