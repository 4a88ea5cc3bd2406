import { SetMetadata } from '@nestjs/common';

export type RateLimitKind = 'auth' | 'refresh';
export const RATE_LIMIT_KIND = 'rateLimitKind';

/**
 * Limits a controller's or a route's requests per client IP and per method: `auth`
 * (AUTH_RATE_LIMIT_PER_MINUTE) or `refresh` (REFRESH_RATE_LIMIT_PER_MINUTE). A route's
 * kind overrides its controller's; the one global RateLimitGuard counts each request once.
 */
export const RateLimit = (kind: RateLimitKind): ClassDecorator & MethodDecorator => SetMetadata(RATE_LIMIT_KIND, kind);
