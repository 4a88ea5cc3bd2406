import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Caller } from './caller';
import type { Actor } from './rank-policy';
import type { StaffPlace, TillCaller, TillToken } from './till-access';

/** What the access guard leaves on the request of every non-public route. */
export type AccessRequest = FastifyRequest & {
  caller?: Caller;
  actor?: Actor;
  /** A till token's till (routes of a paired till). */
  till?: TillCaller;
  /** A till token's claims (routes that prove the till themselves, ProvesTill). */
  tillToken?: TillToken;
  /** Where a staff token was issued. */
  staffPlace?: StaffPlace;
  /** What the route's read beside the caller found (read-beside.ts). */
  beside?: string | null;
};

/** The signed-in caller, as the access guard found it. */
export const CurrentCaller = createParamDecorator((_data: unknown, ctx: ExecutionContext): Caller => {
  const caller = ctx.switchToHttp().getRequest<AccessRequest>().caller;
  if (!caller) throw new Error('CurrentCaller used on a public route');
  return caller;
});

/** The caller's standing in the route's scope, with the request id for the audit trail. */
export interface ActingUser extends Actor {
  sessionId: string;
  requestId: string;
  /** The client's address (behind TRUST_PROXY), for security events. */
  ip: string | null;
}

/** The acting caller: on routes that declare @Authorize. */
export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): ActingUser => {
  const request = ctx.switchToHttp().getRequest<AccessRequest>();
  if (!request.actor || !request.caller) throw new Error('CurrentActor used on a route without @Authorize');
  return {
    ...request.actor,
    sessionId: request.caller.sessionId,
    requestId: String(request.id),
    ip: request.ip ?? null,
  };
});

/** The paired till calling: on routes of @TillRoute(). */
export const CurrentTill = createParamDecorator((_data: unknown, ctx: ExecutionContext): TillCaller => {
  const till = ctx.switchToHttp().getRequest<AccessRequest>().till;
  if (!till) throw new Error('CurrentTill used outside a till route');
  return till;
});

/** The till token, not proved live: on routes of @ProvesTill(), whose statement proves it. */
export const CurrentTillToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): TillToken => {
  const token = ctx.switchToHttp().getRequest<AccessRequest>().tillToken;
  if (!token) throw new Error('CurrentTillToken used on a route without @ProvesTill');
  return token;
});

/** Where a staff token was issued (its till's place), or null for a person's token: on @StaffAllowed routes. */
export const CurrentStaffPlace = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): StaffPlace | null =>
    ctx.switchToHttp().getRequest<AccessRequest>().staffPlace ?? null,
);
