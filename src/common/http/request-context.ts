import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../auth/authorization/rank-policy';
import { Language, pickLanguage } from '../i18n/language';

/** Who is calling: set by the authentication guard on every non-public route. */
export interface AuthContext {
  userId: string;
  sessionId: string;
}

export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext; actor?: Actor };

/** The authenticated caller. */
export const Caller = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  const auth = ctx.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('Caller used on a public route');
  return auth;
});

/** The caller's standing in the route's scope, with the request id for the audit trail. */
export interface ActingUser extends Actor {
  sessionId: string;
  requestId: string;
}

/** The acting caller: on routes that declare @Authorize. */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): ActingUser => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.actor || !request.auth) throw new Error('CurrentActor used on a route without @Authorize');
  return { ...request.actor, sessionId: request.auth.sessionId, requestId: String(request.id) };
});

/** The request's language (Accept-Language, q-values honoured). */
export const Lang = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language =>
  pickLanguage(ctx.switchToHttp().getRequest<FastifyRequest>().headers['accept-language']),
);

/** User agent and client IP (behind TRUST_PROXY) of the request. */
export const Client = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const userAgent = request.headers['user-agent'];
  return { userAgent: typeof userAgent === 'string' ? userAgent : null, ip: request.ip ?? null };
});
