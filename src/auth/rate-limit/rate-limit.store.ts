import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** Counts one hit and sets the window's expiry on the first: atomic on the Redis server. */
const INCREMENT = `local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return hits`;

/**
 * Fixed one-window counters for the request limits, timed by the service clock. In Redis
 * when REDIS_URL is set (every instance shares one count), else in this process.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnApplicationShutdown {
  private readonly redis?: Redis;
  private readonly memory = new Map<string, { hits: number; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
      });
    }
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock.nowMs();
    const windowStart = Math.floor(now / ttl) * ttl;
    const windowKey = `svc:rl:${key}:${windowStart}`;
    const hits = this.redis
      ? await this.incrementRedis(windowKey, ttl)
      : this.incrementMemory(windowKey, windowStart + ttl, now);
    const secondsLeft = Math.max(1, Math.ceil((windowStart + ttl - now) / 1000));
    return {
      totalHits: hits,
      timeToExpire: secondsLeft,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? secondsLeft : 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit();
  }

  private async incrementRedis(key: string, ttl: number): Promise<number> {
    return Number(await this.redis!.eval(INCREMENT, 1, key, String(ttl)));
  }

  private incrementMemory(key: string, expiresAt: number, now: number): number {
    if (this.memory.size > 10_000) {
      for (const [k, entry] of this.memory) if (entry.expiresAt <= now) this.memory.delete(k);
    }
    const entry = this.memory.get(key) ?? { hits: 0, expiresAt };
    entry.hits += 1;
    this.memory.set(key, entry);
    return entry.hits;
  }
}
