import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Language, pickLanguage } from '../i18n/language';

/** The request's language (Accept-Language, q-values honoured). */
export const Lang = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language =>
  pickLanguage(ctx.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']),
);

/** User agent, client IP (behind TRUST_PROXY) and id of the request. */
export const Client = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const userAgent = request.headers['user-agent'];
  return {
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    ip: request.ip ?? null,
    requestId: String(request.id),
  };
});

/** The request id (X-Request-Id), for the audit trail of routes without @Authorize. */
export const RequestId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string =>
  String(ctx.switchToHttp().getRequest<FastifyRequest>().id),
);
