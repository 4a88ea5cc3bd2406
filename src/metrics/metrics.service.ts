import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DomainException } from '../common/errors/domain.exception';
import { bearerRefused } from '../common/errors/unauthorized';
import type { RequestMetrics } from '../common/http/request-observer';
import { DatabasePools } from '../database/database-pools';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** Outcome label of a call that failed otherwise than with a DomainException. */
const FAILED = 'error';

/**
 * The Prometheus metrics of one app instance (CONTRACT §10.4), in a registry of its own so
 * several apps in one process never share or collide. Imports no domain module: domain code
 * calls the small count methods below.
 */
@Injectable()
export class MetricsService implements RequestMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly sms: Counter<'purpose' | 'provider'>;
  private readonly edoc: Counter<'operation' | 'outcome'>;
  private readonly logins: Counter<'method' | 'outcome'>;
  private readonly refreshReuse: Counter;
  private readonly webhookDeliveries: Counter<'outcome'>;
  private readonly housekeepingDeletedRows: Counter<'table'>;
  /** Counts the deliveries waiting, when the webhooks module has said how. */
  private pendingWebhooks?: () => Promise<number>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() adapterHost?: HttpAdapterHost,
    @Optional() pools?: DatabasePools,
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const labelNames = ['method', 'route', 'status'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames,
      registers,
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route template and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.sms = new Counter({
      name: 'sms_sent_total',
      help: 'SMS messages handed to the provider, by purpose and provider',
      labelNames: ['purpose', 'provider'],
      registers,
    });
    this.edoc = new Counter({
      name: 'edoc_requests_total',
      help: 'Operations with the document exchange (Didox), by operation and outcome (ok or the error code)',
      labelNames: ['operation', 'outcome'],
      registers,
    });
    this.logins = new Counter({
      name: 'auth_logins_total',
      help: 'Sign-in attempts, by method (password, sms) and outcome (ok or the error code)',
      labelNames: ['method', 'outcome'],
      registers,
    });
    this.refreshReuse = new Counter({
      name: 'refresh_reuse_detected_total',
      help: 'Refresh tokens presented again after use (their session was ended)',
      registers,
    });
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database pool connections currently checked out (the ORM pool and the hot statements pool)',
      registers,
      collect() {
        this.set(pools?.stats().inUse ?? 0);
      },
    });
    this.webhookDeliveries = new Counter({
      name: 'webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome (succeeded, retrying, failed)',
      labelNames: ['outcome'],
      registers,
    });
    this.housekeepingDeletedRows = new Counter({
      name: 'housekeeping_deleted_rows_total',
      help: 'Rows removed by housekeeping (CONTRACT §12.3), by table',
      labelNames: ['table'],
      registers,
    });
    const pendingWebhooks = () => this.pendingWebhooks;
    new Gauge({
      name: 'webhook_pending_deliveries',
      help: 'Webhook deliveries waiting for an attempt (all instances: counted in the database)',
      registers,
      async collect() {
        const count = pendingWebhooks();
        if (count) this.set(await count().catch(() => 0));
      },
    });
    new Gauge({
      name: 'http_connections_open',
      help: 'HTTP connections this instance has accepted and not yet closed (keep-alive ones included)',
      registers,
      async collect() {
        const server = adapterHost?.httpAdapter?.getHttpServer() as Server | undefined;
        if (!server) return;
        this.set(await new Promise<number>((resolve) => server.getConnections((_e, count) => resolve(count ?? 0))));
      },
    });
  }

  /** One answered request; `route` is the route template or UNMATCHED_ROUTE. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  smsSent(purpose: string, provider: string): void {
    this.sms.inc({ purpose, provider });
  }

  edocRequest(operation: string, outcome: string): void {
    this.edoc.inc({ operation, outcome });
  }

  login(method: 'password' | 'sms' | 'oneid', outcome: string): void {
    this.logins.inc({ method, outcome });
  }

  refreshReuseDetected(): void {
    this.refreshReuse.inc();
  }

  webhookDelivery(outcome: 'succeeded' | 'retrying' | 'failed'): void {
    this.webhookDeliveries.inc({ outcome });
  }

  housekeepingDeleted(table: string, rows: number): void {
    this.housekeepingDeletedRows.inc({ table }, rows);
  }

  /** How the pending-deliveries gauge counts, given by the webhooks module at start. */
  countPendingWebhooksWith(count: () => Promise<number>): void {
    this.pendingWebhooks = count;
  }

  /**
   * The scrape: with METRICS_TOKEN set it needs `Authorization: Bearer <token>` (else 401
   * with the Bearer challenge: `missing`, `malformed`, or `signature` for another token);
   * in production without one the route does not exist (404).
   */
  async scrape(authorization: string | undefined): Promise<{ contentType: string; body: string }> {
    const token = this.config.metricsToken;
    if (token === undefined) {
      if (this.config.nodeEnv === 'production') throw new DomainException('not_found');
    } else if (authorization === undefined) {
      throw bearerRefused('missing');
    } else if (!authorization.startsWith('Bearer ')) {
      throw bearerRefused('malformed');
    } else if (!sameSecret(authorization, `Bearer ${token}`)) {
      throw bearerRefused('signature');
    }
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** The outcome label of a settled call: `ok`, or the DomainException's code. */
  static outcomeOf(error?: unknown): string {
    if (error === undefined) return 'ok';
    return error instanceof DomainException ? error.code : FAILED;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
