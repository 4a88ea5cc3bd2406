import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Window {
  hits: number;
  startMs: number;
}

/**
 * Counts one hit in the key's window, opening a new window at the first hit after the last
 * one ended; answers the hits and the window's start. Atomic on the Redis server; the time
 * comes from the service clock (ARGV[1]) so tests can move it.
 */
const INCREMENT = `local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
if (not start) or now >= start + ttl or now < start then
  redis.call('HSET', KEYS[1], 's', now, 'h', 1)
  redis.call('PEXPIRE', KEYS[1], ttl + 1000)
  return {1, now}
end
return {redis.call('HINCRBY', KEYS[1], 'h', 1), start}`;

/**
 * Window counters for the request limits: a window opens at a key's first request and
 * lasts the limit's period. In Redis when REDIS_URL is set (every instance shares one
 * count), else in this process.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimitStore');
  private readonly redis?: Redis;
  private readonly memory = new Map<string, Window>();
  private closing?: Promise<void>;

  constructor(
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    if (config.redisUrl) {
      this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
      // Without a listener ioredis reports connection trouble as an unhandled error.
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock.nowMs();
    const windowKey = `svc:rl:${key}`;
    const { hits, startMs } = this.redis
      ? await this.incrementRedis(windowKey, ttl, now)
      : this.incrementMemory(windowKey, ttl, now);
    const secondsLeft = Math.max(1, Math.ceil((startMs + ttl - now) / 1000));
    return {
      totalHits: hits,
      timeToExpire: secondsLeft,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? secondsLeft : 0,
    };
  }

  /** Nest calls this once per module that holds the store; the connection closes once. */
  onApplicationShutdown(): Promise<void> {
    this.closing ??= this.redis ? this.redis.quit().then(() => undefined) : Promise.resolve();
    return this.closing;
  }

  private async incrementRedis(key: string, ttl: number, now: number): Promise<Window> {
    const [hits, start] = (await this.redis!.eval(INCREMENT, 1, key, String(now), String(ttl))) as [number, number];
    return { hits: Number(hits), startMs: Number(start) };
  }

  private incrementMemory(key: string, ttl: number, now: number): Window {
    if (this.memory.size > 10_000) {
      for (const [k, entry] of this.memory) if (entry.startMs + ttl <= now) this.memory.delete(k);
    }
    let entry = this.memory.get(key);
    if (!entry || now >= entry.startMs + ttl || now < entry.startMs) {
      entry = { hits: 0, startMs: now };
      this.memory.set(key, entry);
    }
    entry.hits += 1;
    return { ...entry };
  }
}
