import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * @nestjs/throttler's guard on the routes marked @RateLimit: one counter per route, per
 * client IP (TRUST_PROXY decides it), with X-RateLimit-* headers and Retry-After.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {}
