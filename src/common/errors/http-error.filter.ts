import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { I18nService } from 'nestjs-i18n';
import { randomUUID } from 'node:crypto';
import { FALLBACK_LANGUAGE, Language, pickLanguage } from '../i18n/language';
import { REQUEST_TIMEOUT_MS, SECURITY_HEADERS } from '../http/http-limits';
import { quotedPath } from '../http/request-path';
import { hadUndecodablePath } from '../http/undecodable-path';
import { loggableError } from './loggable-error';
import { DomainException, MessageArgs, UntranslatedFieldError, ValidationFailedException } from './domain.exception';
import { ERROR_STATUS, ErrorCode } from './error-codes';
import { ErrorEnvelope } from './error-envelope';

interface Resolved {
  code: ErrorCode;
  status: number;
  details?: Record<string, unknown>;
  fieldErrors?: UntranslatedFieldError[];
  args?: MessageArgs;
  headers?: Record<string, string>;
  /** The message's i18n key when not `errors.<code>`. */
  messageKey?: string;
}

/** Fastify's own request errors (parsing, size, media type) by their codes. */
const FASTIFY_BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body_too_large',
};

/** A body of a type no parser takes (CONTRACT §9): 415, its own code. */
const MEDIA_TYPE_ERRORS = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_INVALID_TYPE']);

/** What the framework's own 400/413/415 (body parsing) mean for the client. */
const FRAMEWORK_BODY_ERRORS: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: 'invalid_json',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'body_too_large',
};

/** Codes for HTTP exceptions raised by the framework rather than by our services. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'validation_failed',
  [HttpStatus.UNAUTHORIZED]: 'unauthorized',
  [HttpStatus.FORBIDDEN]: 'forbidden',
  [HttpStatus.NOT_FOUND]: 'not_found',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'not_found',
  [HttpStatus.CONFLICT]: 'conflict',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'validation_failed',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'unsupported_media_type',
  [HttpStatus.TOO_MANY_REQUESTS]: 'too_many_requests',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'service_unavailable',
};

/** What Node's own client errors (before any request object exists) mean for the client. */
const CLIENT_ERRORS: Record<string, [string, MessageArgs | undefined]> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['request_timeout', { seconds: REQUEST_TIMEOUT_MS / 1000 }],
  HPE_HEADER_OVERFLOW: ['headers_too_large', undefined],
};

/** Seconds a client waits before asking again when the database is busy (CONTRACT §12.3). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The database had no room in time (CONTRACT §12.3): pg's pool found no connection within its
 * wait, or a statement ran past its `statement_timeout` (SQLSTATE 57014, query_canceled; as
 * pg's own error or inside TypeORM's QueryFailedError). Overload, not a fault: `503`, never `500`.
 */
export function isDatabaseBusy(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  if (exception.message === 'timeout exceeded when trying to connect') return true;
  const { code, driverError } = exception as { code?: unknown; driverError?: { code?: unknown } };
  return code === '57014' || driverError?.code === '57014';
}

function invalidPath(): Resolved {
  return {
    code: 'validation_failed',
    status: HttpStatus.BAD_REQUEST,
    fieldErrors: [{ field: 'path', code: 'invalid_path' }],
  };
}

/** The one filter: every failure leaves as the specification's envelope, localized. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly i18n: I18nService) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.respond(exception, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** Writes the envelope of `exception`; also used for Fastify's own framework errors. */
  respond(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
    const resolved = this.resolve(exception, reply, request);
    if (isDatabaseBusy(exception)) {
      // Expected under load, one line each: what ran out, never the SQL.
      this.logger.warn({ requestId: request.id, reason: (exception as Error).message }, 'database busy: 503');
    } else if (resolved.status >= 500 && !(exception instanceof DomainException)) {
      // Never the error object itself: a QueryFailedError carries the SQL and its bind parameters.
      // Under `error`, not `err`: pino's error serializer would rename its type to "Object".
      const error = loggableError(exception);
      this.logger.error({ error, requestId: request.id }, error.stack);
    }
    if (reply.sent) return;
    void reply
      .status(resolved.status)
      .headers({ ...resolved.headers, ...SECURITY_HEADERS, 'x-request-id': String(request.id) })
      .type('application/json; charset=utf-8')
      .send(this.envelopeOf(resolved, request));
  }

  /**
   * The envelope in place of a 4xx a plugin wrote itself (@fastify/cors answers a preflight it
   * refuses with plain text): the caller sends it as the payload, with the status it returns.
   */
  foreignAnswer(request: FastifyRequest, status: number): { status: number; payload: string } {
    const code = STATUS_CODES[status] ?? 'validation_failed';
    const resolved: Resolved =
      code === 'validation_failed'
        ? { code, status: HttpStatus.BAD_REQUEST, fieldErrors: [{ field: 'request', code: 'invalid_preflight' }] }
        : { code, status: ERROR_STATUS[code] };
    return { status: resolved.status, payload: JSON.stringify(this.envelopeOf(resolved, request)) };
  }

  private envelopeOf(resolved: Resolved, request: FastifyRequest): ErrorEnvelope {
    const lang = pickLanguage(request.headers['accept-language']);
    return {
      error: {
        code: resolved.code,
        message: this.translate(resolved.messageKey ?? `errors.${resolved.code}`, lang, resolved.args),
        ...this.detailsOf(resolved, lang),
        requestId: String(request.id),
      },
    };
  }

  private detailsOf(resolved: Resolved, lang: Language): Pick<ErrorEnvelope['error'], 'details'> {
    const errors = resolved.fieldErrors?.map((e) => ({
      field: e.field,
      code: e.code,
      message: this.translate(`validation.${e.code}`, lang, e.args),
    }));
    const details = errors ? { ...resolved.details, errors } : resolved.details;
    return details && Object.keys(details).length > 0 ? { details } : {};
  }

  /**
   * The raw HTTP answer to a request Node could not parse or that timed out (there is no
   * request object, so no language or incoming request id): the envelope, then the
   * connection closes.
   */
  clientErrorResponse(error: { code?: unknown }): string {
    const [code, args] = CLIENT_ERRORS[String(error.code)] ?? ['malformed_request', undefined];
    const requestId = randomUUID();
    const lang = FALLBACK_LANGUAGE;
    const body: ErrorEnvelope = {
      error: {
        code: 'validation_failed',
        message: this.translate('errors.validation_failed', lang),
        details: { errors: [{ field: 'request', code, message: this.translate(`validation.${code}`, lang, args) }] },
        requestId,
      },
    };
    const text = JSON.stringify(body);
    return [
      'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(text)}`,
      `X-Request-Id: ${requestId}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      text,
    ].join('\r\n');
  }

  private resolve(exception: unknown, reply: FastifyReply, request: FastifyRequest): Resolved {
    if (exception instanceof DomainException) {
      return {
        code: exception.code,
        status: ERROR_STATUS[exception.code],
        details: exception.details,
        args: exception.options.args,
        headers: exception.options.headers,
        messageKey: exception.options.messageKey,
      };
    }
    if (exception instanceof ValidationFailedException) {
      return { code: 'validation_failed', status: HttpStatus.BAD_REQUEST, fieldErrors: exception.errors };
    }
    if (exception instanceof ThrottlerException) {
      // The rate-limit guard has set Retry-After: the seconds left in the window.
      const seconds = Number(reply.getHeader('retry-after')) || 60;
      return { code: 'too_many_requests', status: HttpStatus.TOO_MANY_REQUESTS, args: { seconds } };
    }
    const fastifyCode = (exception as { code?: unknown } | null)?.code;
    if (fastifyCode === 'FST_ERR_BAD_URL' || fastifyCode === 'FST_ERR_MAX_PARAM_LENGTH') {
      return invalidPath();
    }
    if (typeof fastifyCode === 'string' && MEDIA_TYPE_ERRORS.has(fastifyCode)) {
      return { code: 'unsupported_media_type', status: HttpStatus.UNSUPPORTED_MEDIA_TYPE };
    }
    if (typeof fastifyCode === 'string' && fastifyCode in FASTIFY_BODY_ERRORS) {
      return {
        code: 'validation_failed',
        status: HttpStatus.BAD_REQUEST,
        fieldErrors: [{ field: 'body', code: FASTIFY_BODY_ERRORS[fastifyCode] }],
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const bodyProblem = FRAMEWORK_BODY_ERRORS[status];
      if (bodyProblem) {
        return {
          code: 'validation_failed',
          status: HttpStatus.BAD_REQUEST,
          fieldErrors: [{ field: 'body', code: bodyProblem }],
        };
      }
      // A repaired undecodable path that matched no route: the path, not the resource, is wrong.
      if (status === Number(HttpStatus.NOT_FOUND) && hadUndecodablePath(request.raw)) return invalidPath();
      // No route for this method and path: say which, so a typo is found at once (path only).
      if (status === Number(HttpStatus.NOT_FOUND) && request.routeOptions.url === undefined) {
        return {
          code: 'not_found',
          status,
          messageKey: 'hints.no_route',
          args: { method: request.method, path: quotedPath(request.url) },
        };
      }
      const code = STATUS_CODES[status] ?? 'internal_error';
      return { code, status: code === 'internal_error' ? HttpStatus.INTERNAL_SERVER_ERROR : ERROR_STATUS[code] };
    }
    if (isDatabaseBusy(exception)) {
      return {
        code: 'service_unavailable',
        status: HttpStatus.SERVICE_UNAVAILABLE,
        headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
      };
    }
    const status = (exception as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Any other client error Fastify raises before our code runs.
      const code = STATUS_CODES[status] ?? 'validation_failed';
      return { code, status: ERROR_STATUS[code] };
    }
    return { code: 'internal_error', status: HttpStatus.INTERNAL_SERVER_ERROR };
  }

  private translate(key: string, lang: Language, args?: MessageArgs): string {
    return this.i18n.translate(key, { lang, args, defaultValue: key });
  }
}
