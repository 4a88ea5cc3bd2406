import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';

/** How long the start waits for Redis before going on without it. */
const START_WAIT_MS = 3_000;
/** A command that takes longer fails: its caller falls back rather than keep a request waiting. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * The one Redis connection of an instance (REDIS_URL), or none. Commands are never queued
 * while it is down (they fail at once, so callers fall back), it reconnects on its own,
 * and an outage is logged once when it starts and once when it ends.
 */
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private outageReported = false;
  private everReady = false;

  private constructor(
    readonly client: Redis | undefined,
    /** host:port, never the password. */
    readonly where: string,
  ) {}

  static async open(config: AppConfig): Promise<RedisConnection> {
    if (!config.redisUrl) return new RedisConnection(undefined, '');
    const url = new URL(config.redisUrl);
    const client = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 2_000,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    const connection = new RedisConnection(client, `${url.hostname}:${url.port || '6379'}`);
    connection.watch(client);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, START_WAIT_MS);
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('error', done);
        resolve();
      };
      client.once('ready', done);
      client.once('error', done);
    });
    return connection;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  /** Connected and accepting commands. */
  get isReady(): boolean {
    return this.client?.status === 'ready';
  }

  /** True when Redis answers a PING in time. */
  async ping(): Promise<boolean> {
    if (!this.client || !this.isReady) return false;
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** A command failed although the connection looked ready (a timeout): reported like an outage. */
  reportFailure(error: unknown): void {
    this.reportOutage(error instanceof Error ? error.message : String(error));
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client || this.client.status === 'end') return;
    if (this.isReady) await this.client.quit().catch(() => this.client!.disconnect());
    else this.client.disconnect();
  }

  private watch(client: Redis): void {
    client.on('ready', () => {
      if (!this.everReady) this.logger.log(`Redis reached at ${this.where}`);
      else if (this.outageReported) this.logger.log(`Redis at ${this.where} is back: rate limits are shared again`);
      this.everReady = true;
      this.outageReported = false;
    });
    // Without a listener ioredis reports connection trouble as an unhandled error; every
    // reconnect attempt fails again, so only the first failure of an outage is logged.
    client.on('error', (error: Error) => this.reportOutage(error.message));
  }

  private reportOutage(reason: string): void {
    if (this.outageReported) return;
    this.outageReported = true;
    this.logger.warn(
      `Redis at ${this.where} unreachable (${reason}): rate limits count in this process until it is back`,
    );
  }
}
