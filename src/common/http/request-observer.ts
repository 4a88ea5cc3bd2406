import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { quotedPath } from './request-path';

/** The route label of requests no route matched: raw paths would make one series per typo. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * What counts each answered request beside its log line: the metrics module's
 * MetricsService, which the app hands in (common imports no module above it).
 */
export interface RequestMetrics {
  /** One answered request; `route` is the route template or UNMATCHED_ROUTE. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** The envelope's start: the code follows it (common/errors/error-envelope.ts). */
const ENVELOPE_START = '{"error":{"code":"';

/** Probes and scrapes: every few seconds from every balancer, so not at info. */
const QUIET_ROUTES = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope's error code of the answer, for the request's log line. */
    errorCode?: string;
  }
}

/**
 * One log line and one metrics observation per answered request, from the few fields that
 * matter: the route template (never the raw path), method, status, time, request id and the
 * envelope's error code; a request no route matched also names its path (never the query).
 * Nothing of the request or response is serialised beyond that.
 */
export function observeRequests(fastify: FastifyInstance, logger: Logger, metrics: RequestMetrics): void {
  fastify.decorateRequest('errorCode', undefined);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && typeof payload === 'string' && payload.startsWith(ENVELOPE_START)) {
      const end = payload.indexOf('"', ENVELOPE_START.length);
      if (end > 0) request.errorCode = payload.slice(ENVELOPE_START.length, end);
    }
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    metrics.observeRequest(request.method, route, status, responseTime / 1000);
    const level = QUIET_ROUTES.has(route) ? 'debug' : status >= 500 ? 'error' : 'info';
    if (logger.isLevelEnabled(level)) {
      const line: Record<string, unknown> = {
        requestId: request.id,
        method: request.method,
        route,
        status,
        responseTime: Math.round(responseTime * 10) / 10,
      };
      if (route === UNMATCHED_ROUTE) line.path = quotedPath(request.url);
      if (request.errorCode !== undefined) line.errorCode = request.errorCode;
      logger[level](line, 'request completed');
    }
    done();
  });
}
