import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception';
import { RequestOrigin, SecurityEvents } from '../common/logging/security-events';
import { RateLimitStore } from '../limits/rate-limit.store';

/** CONTRACT §12.4: ten failed authentications a minute per client id and per address. */
const WINDOW_MS = 60_000;
const MAX_FAILURES = 10;

/** Longer client ids are cut in keys and logs (ours are uuids). */
const CLIENT_ID_KEPT = 100;

/**
 * Failed service-client authentications (introspection's HTTP Basic), counted per client id
 * and per address in the request limits' window store (Redis when REDIS_URL is set, shared
 * by every instance; else this process). Once either key holds ten failures in its minute,
 * every authentication of that client id or from that address is 429 until the minute ends,
 * a right secret too. A failure is counted and answered in one atomic increment, so of
 * parallel failures no more than ten are answered 401.
 */
@Injectable()
export class ServiceClientAuthLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly security: SecurityEvents,
  ) {}

  /** 429 when the client id's or the address's window is full; else nothing. */
  async assertOpen(clientId: string | null, origin: RequestOrigin): Promise<void> {
    const windows = await Promise.all(keysOf(clientId, origin).map((key) => this.store.peek(key, WINDOW_MS)));
    const seconds = Math.max(0, ...windows.filter((w) => w.hits >= MAX_FAILURES).map((w) => w.secondsLeft));
    if (seconds > 0) throw DomainException.retryAfter('too_many_requests', seconds);
  }

  /**
   * Counts a failed authentication (`clientId` null: no credentials could be read) and logs
   * it (never the secret); 429 instead of the 401 when it is past the limit of either key.
   */
  async failed(clientId: string | null, origin: RequestOrigin, reason: 'malformed' | 'refused'): Promise<void> {
    const counts = await Promise.all(
      keysOf(clientId, origin).map((key) => this.store.increment(key, WINDOW_MS, MAX_FAILURES)),
    );
    const over = counts.filter((c) => c.isBlocked);
    this.security.record('service_client_auth_failed', origin, {
      ...(clientId === null ? {} : { clientId: clientId.slice(0, CLIENT_ID_KEPT) }),
      reason,
      failures: Math.max(...counts.map((c) => c.totalHits)),
    });
    if (over.length > 0) {
      throw DomainException.retryAfter('too_many_requests', Math.max(...over.map((c) => c.timeToBlockExpire)));
    }
  }
}

function keysOf(clientId: string | null, origin: RequestOrigin): string[] {
  const keys = [`svc-auth:ip:${origin.ip ?? 'unknown'}`];
  if (clientId !== null) keys.push(`svc-auth:client:${clientId.slice(0, CLIENT_ID_KEPT)}`);
  return keys;
}
