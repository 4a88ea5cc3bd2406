/* eslint-disable @typescript-eslint/no-require-imports -- the SDK loads only when tracing is on */
import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { NodeSDK } from '@opentelemetry/sdk-node';
import { incomingUrlAttributes, outgoingUrlAttributes } from './span-urls';

/** The resource's name unless OTEL_SERVICE_NAME (or OTEL_RESOURCE_ATTRIBUTES) says otherwise. */
export const SERVICE_NAME = 'svc-identity';

/** How long the stop waits for the last spans to leave (the exporter's own timeout is 10 s). */
const FLUSH_MS = 5_000;

/** Probes and scrapes: every few seconds from every balancer, nothing to trace. */
const PROBES = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

let sdk: NodeSDK | undefined;

/**
 * Starts the OpenTelemetry SDK (OTEL_EXPORTER_OTLP_ENDPOINT, issue 24): spans of the HTTP
 * server and client (Didox and Eskiz through axios, webhook deliveries through node:http), of
 * PostgreSQL (pg) and Redis (ioredis), exported over OTLP as the standard OTEL_* variables
 * say, with W3C `traceparent` read from requests and written on outgoing calls. Called by
 * main.ts before the modules it instruments load; only then are the SDK's modules required,
 * so a service without tracing loads none of them (the API, prom-client's dependency, aside).
 *
 * Nothing secret reaches a span: no headers, no bodies, query values and URL credentials
 * redacted (span-urls.ts), SQL as the parameterised text without its values
 * (`enhancedDatabaseReporting` off), Redis commands by name only.
 */
export function startTracing(version: string): void {
  if (sdk) return;
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { defaultResource, resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { HttpInstrumentation } =
    require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { IORedisInstrumentation } =
    require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis');
  sdk = new NodeSDK({
    // Detected attributes (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, host, process) win.
    resource: defaultResource().merge(
      resourceFromAttributes({ 'service.name': SERVICE_NAME, 'service.version': version }),
    ),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => PROBES.has((request.url ?? '').split('?')[0]),
        startIncomingSpanHook: incomingUrlAttributes,
        startOutgoingSpanHook: outgoingUrlAttributes,
      }),
      // Queries of background work (leases, the minute's maintenance) outside a request or a
      // delivery would each be a trace of one span: only those under a span are recorded.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
    ],
    // Traces only: metrics are Prometheus' (/metrics), logs are stdout's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
}

/** Whether startTracing has run in this process. */
export function tracing(): boolean {
  return sdk !== undefined;
}

/**
 * Names each request's server span after its route template (`POST /v1/auth/register`, as
 * the request log line says it) and gives it `http.route` and `request.id` (X-Request-Id).
 * Adds nothing to Fastify when tracing is off.
 */
export function traceRoutes(fastify: FastifyInstance): void {
  if (!sdk) return;
  const { trace } = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  fastify.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      span.setAttribute('request.id', request.id);
      const route = request.routeOptions.url;
      if (route !== undefined) {
        span.setAttribute('http.route', route);
        span.updateName(`${request.method} ${route}`);
      }
    }
    done();
  });
}

/** Sends the spans still buffered and stops the SDK; bounded, so a lost collector cannot hold the stop. */
export async function stopTracing(): Promise<void> {
  const stopping = sdk;
  sdk = undefined;
  if (!stopping) return;
  const timer = new AbortController();
  await Promise.race([
    stopping.shutdown().catch(() => undefined),
    sleep(FLUSH_MS, undefined, { signal: timer.signal }).catch(() => undefined),
  ]);
  timer.abort();
}
