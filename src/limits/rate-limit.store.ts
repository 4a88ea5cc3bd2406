import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Clock } from '../common/clock/clock';
import { RedisConnection } from '../redis/redis.connection';

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
 * count), else in this process. While Redis is unreachable the counts fall back to this
 * process (docs/decisions/operations.md): limits stay, per instance, and no request fails
 * for want of a counter.
 */
@Injectable()
export class RateLimitStore implements ThrottlerStorage {
  private readonly memory = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly redis: RedisConnection,
  ) {}

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = this.clock.nowMs();
    const windowKey = `svc:rl:${key}`;
    const { hits, startMs } =
      (this.redis.isReady ? await this.incrementRedis(windowKey, ttl, now) : undefined) ??
      this.incrementMemory(windowKey, ttl, now);
    const secondsLeft = Math.max(1, Math.ceil((startMs + ttl - now) / 1000));
    return {
      totalHits: hits,
      timeToExpire: secondsLeft,
      isBlocked: hits > limit,
      timeToBlockExpire: hits > limit ? secondsLeft : 0,
    };
  }

  /**
   * The key's current window without counting in it: its hits (0 when none is open) and the
   * seconds until it ends. Where `increment` counts: Redis when it is reachable, else memory.
   */
  async peek(key: string, ttl: number): Promise<{ hits: number; secondsLeft: number }> {
    const now = this.clock.nowMs();
    const windowKey = `svc:rl:${key}`;
    const stored = this.redis.isReady ? await this.peekRedis(windowKey) : undefined;
    const window = stored === undefined ? this.memory.get(windowKey) : stored;
    if (!window || now >= window.startMs + ttl || now < window.startMs) return { hits: 0, secondsLeft: 0 };
    return { hits: window.hits, secondsLeft: Math.max(1, Math.ceil((window.startMs + ttl - now) / 1000)) };
  }

  /** The window in Redis (null: none), or undefined when the call failed (the caller reads memory). */
  private async peekRedis(key: string): Promise<Window | null | undefined> {
    try {
      const [start, hits] = await this.redis.client!.hmget(key, 's', 'h');
      return start === null || hits === null ? null : { startMs: Number(start), hits: Number(hits) };
    } catch (error) {
      this.redis.reportFailure(error);
      return undefined;
    }
  }

  /** The count in Redis, or undefined when the call failed (the caller counts in memory). */
  private async incrementRedis(key: string, ttl: number, now: number): Promise<Window | undefined> {
    try {
      const result = (await this.redis.client!.eval(INCREMENT, 1, key, String(now), String(ttl))) as [number, number];
      return { hits: Number(result[0]), startMs: Number(result[1]) };
    } catch (error) {
      this.redis.reportFailure(error);
      return undefined;
    }
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
