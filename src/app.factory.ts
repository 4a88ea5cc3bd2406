import fastifyCookie from '@fastify/cookie';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { I18nService } from 'nestjs-i18n';
import { AppModule } from './app.module';
import type { Clock } from './common/clock/clock';
import { BootQuietLogger } from './common/logging/boot-quiet.logger';
import { requestLineLogger, ROOT_LOGGER } from './common/logging/logger.options';
import { observeRequests } from './common/http/request-observer';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import { REQUEST_TIMEOUT_MS, SECURITY_HEADERS } from './common/http/http-limits';
import { lightenAsyncResourceBind } from './platform/node-async-resource-bind';
import { cacheControlOf } from './common/http/cache-policy';
import { clientHeaderError } from './common/http/client-header';
import { jsonBodyParser } from './common/http/json-body';
import { restrictBodyTypes } from './common/http/media-types';
import { requestIdOf } from './common/http/request-id';
import { rewriteUndecodablePath } from './common/http/undecodable-path';
import { traceRoutes } from './common/telemetry/tracing';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config';
import { MetricsService } from './metrics/metrics.service';

/** Largest accepted body (CONTRACT §9): larger ones are validation_failed. */
export const BODY_LIMIT_BYTES = 1_048_576;

/** Operations routes, outside /v1: health probes and the Prometheus scrape. */
export const UNPREFIXED_ROUTES = [
  'health',
  'health/live',
  'health/ready',
  'metrics',
  '.well-known/jwks.json',
  '.well-known/oauth-authorization-server',
];

/** Headers browser scripts may read (CORS). */
export const EXPOSED_HEADERS = [
  'Retry-After',
  'WWW-Authenticate',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-Request-Id',
];

/** Methods and request headers a browser on a CORS_ORIGINS origin may use (CONTRACT §9). */
export const CORS_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept-Language', 'X-Client', 'X-Request-Id'];

/**
 * Longer than any path Node accepts (its header limit is 16 KiB), so the router never
 * refuses a long segment itself: it reaches the route, whose pipe answers for it.
 */
const MAX_PARAM_LENGTH = 65_536;

/** Per application: the filter that writes framework errors, and whether it is shutting down. */
interface HttpState {
  filter?: HttpErrorFilter;
  draining: boolean;
}
const httpStates = new WeakMap<object, HttpState>();

function httpStateOf(fastify: object): HttpState {
  let state = httpStates.get(fastify);
  if (!state) {
    state = { draining: false };
    httpStates.set(fastify, state);
  }
  return state;
}

export interface HttpOptions {
  /** Tests shorten it; CONTRACT §9 says 30 s. */
  requestTimeoutMs?: number;
}

/** What tests may change of the app: the HTTP limits and the clock (one they can move). */
export interface AppOptions extends HttpOptions {
  clock?: Clock;
  /**
   * Sets up the documentation routes (`/docs`, `/openapi.json`, `/openapi.yaml`): the
   * OpenAPI generator's `serveApiDocs` (openapi/docs-route.ts), which main.ts and the tests
   * give; the generator builds this app itself, so the factory does not import it.
   */
  docs?: (app: NestFastifyApplication) => void;
}

export function createAdapter(config: AppConfig, options: HttpOptions = {}): FastifyAdapter {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    return503OnClosing: false,
    // Closing the app cuts every connection still open. The stop of main.ts drains them first
    // (graceful-shutdown.ts); without this, Node stops enforcing the request timeout once the
    // server closes, and a half-sent request would hold app.close() for good.
    forceCloseConnections: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    rewriteUrl: rewriteUndecodablePath,
    // Headers and body must all arrive within the timeout; Node checks every second.
    requestTimeout,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(1_000, requestTimeout) },
    // Whatever still reaches the router's own error answers leaves as the envelope.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const filter = httpStates.get(request.server)?.filter;
      if (filter) return filter.respond(error, request, reply);
      void reply.status(400).send();
    },
    clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const filter = httpStates.get(this)?.filter;
      if (socket.writable && filter) socket.write(filter.clientErrorResponse(error));
      socket.destroy(error);
    },
  });
}

/** `/v1` before every route but the operations ones; shared with the OpenAPI renderer. */
export function applyGlobalPrefix(app: NestFastifyApplication): void {
  app.setGlobalPrefix('v1', { exclude: UNPREFIXED_ROUTES.map((path) => ({ path, method: RequestMethod.GET })) });
}

/**
 * Starts a graceful stop of the HTTP side: from now on every answer, including those of
 * requests already under way, carries `Connection: close`, so a busy keep-alive connection
 * ends with its answer (CONTRACT §10.6).
 */
export function startDraining(app: NestFastifyApplication): void {
  httpStateOf(app.getHttpAdapter().getInstance()).draining = true;
}

/**
 * Everything that makes the HTTP surface: the /v1 prefix, validation, cookies, CORS, the
 * request id header and the documentation (when given). Shared by the server and the tests,
 * so both see the same API.
 */
export async function configureApp(
  app: NestFastifyApplication,
  config: AppConfig,
  docs?: (app: NestFastifyApplication) => void,
): Promise<void> {
  applyGlobalPrefix(app);
  // Fastify's body parsing binds one per request with a body (platform/node-async-resource-bind.ts).
  lightenAsyncResourceBind();
  app.useGlobalPipes(createValidationPipe());
  const fastify = app.getHttpAdapter().getInstance();
  const state = httpStateOf(fastify);
  state.filter = new HttpErrorFilter(app.get(I18nService));
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMIT_BYTES }, jsonBodyParser(fastify));
  restrictBodyTypes(fastify, BODY_LIMIT_BYTES);
  const headers = securityHeaders(config);
  const applyHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
    // The route's template, not the raw path: `/v1/%61uth/login` is an API route too. The CORS
    // preflight route is `*`: its path decides.
    const template = request.routeOptions.url;
    const cacheControl = cacheControlOf(template && template !== '*' ? template : request.url);
    void reply.headers(headers).header('x-request-id', request.id);
    if (cacheControl) void reply.header('cache-control', cacheControl);
    if (DOCS_PATH.test(request.url)) void reply.header('content-security-policy', DOCS_CSP);
  };
  fastify.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request, reply);
    done(clientHeaderError(request));
  });
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (state.draining) void reply.header('connection', 'close');
    // The CORS hook runs before ours and answers a preflight itself: it gets the headers here.
    if (!reply.hasHeader('x-request-id')) applyHeaders(request, reply);
    // A preflight @fastify/cors refuses leaves as plain text; it leaves as the envelope instead.
    if (request.method === 'OPTIONS' && reply.statusCode >= 400 && !isJson(reply) && state.filter) {
      const answer = state.filter.foreignAnswer(request, reply.statusCode);
      void reply.status(answer.status).type('application/json; charset=utf-8');
      done(null, answer.payload);
      return;
    }
    done(null, payload);
  });
  observeRequests(fastify, requestLineLogger(app.get(ROOT_LOGGER)), app.get(MetricsService));
  traceRoutes(fastify);
  // Its serializer and parser only: the refresh cookie is read and written where it is used
  // (auth/refresh-cookie.ts), not by two hooks and a Map on every request.
  await app.register(fastifyCookie, { hook: false });
  // Without allowed origins there is no CORS at all: no browser origin gets any header, and no
  // request pays for the plugin's hooks (4 % of a request's CPU in the profile).
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      credentials: true,
      methods: CORS_METHODS,
      allowedHeaders: CORS_ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
    });
  }
  docs?.(app);
}

/** The documentation page and its assets. */
const DOCS_PATH = /^\/docs(?:[/?]|$)/;

/**
 * The page runs only scripts of its own origin (CONTRACT §9): Swagger UI's bundle and its
 * initializer are files, not inline scripts. Inline styles are Swagger UI's own; its icons
 * are data: URIs.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function isJson(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('application/json');
}

/** The headers every answer carries, prebuilt once (one header call per request). */
function securityHeaders(config: AppConfig): Record<string, string> {
  const plain: Record<string, string> = { ...SECURITY_HEADERS };
  if (config.nodeEnv === 'production') plain['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return plain;
}

/** Builds and initialises the application without listening. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.clock),
    createAdapter(config, options),
    {
      bufferLogs: true,
      abortOnError: false,
    },
  );
  app.useLogger(new BootQuietLogger(app.get(ROOT_LOGGER)));
  await configureApp(app, config, options.docs);
  try {
    await app.init();
  } catch (error) {
    // What the modules opened before the failure (pools, connections, timers) is closed: a
    // start that fails leaves nothing running, also in a process that goes on (a test's).
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
