import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AnyCaller, PersonCaller, StaffCaller } from './caller';
import type { Actor } from './rank-policy';
import type { PairedTill, TillToken } from './till-access';

/** What the access guard leaves on the request of every non-public route: its one caller. */
export type AccessRequest = FastifyRequest & { caller?: AnyCaller };

function callerOf(ctx: ExecutionContext): AnyCaller | undefined {
  return ctx.switchToHttp().getRequest<AccessRequest>().caller;
}

/** The signed-in user (a person's token, or a staff token on @StaffAllowed routes), as the access guard found it. */
export const CurrentCaller = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): PersonCaller | StaffCaller => {
    const caller = callerOf(ctx);
    if (!caller || caller.kind === 'till') throw new Error('CurrentCaller used on a public or till route');
    return caller;
  },
);

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
  const caller = request.caller;
  if (!caller || caller.kind === 'till' || !caller.standing) {
    throw new Error('CurrentActor used on a route without @Authorize');
  }
  return {
    ...caller.standing,
    sessionId: caller.sessionId,
    requestId: String(request.id),
    ip: request.ip ?? null,
  };
});

/** The paired till calling, proved live by the guard: on routes of @TillRoute() (tills). */
export const CurrentTill = createParamDecorator((_data: unknown, ctx: ExecutionContext): PairedTill => {
  const caller = callerOf(ctx);
  if (caller?.kind !== 'till' || !caller.till) throw new Error('CurrentTill used outside a till route');
  return caller.till;
});

/** The till token, not proved live: on routes of @ProveAndRead(a TillProof), whose statement proves it. */
export const CurrentTillToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): TillToken => {
  const caller = callerOf(ctx);
  if (caller?.kind !== 'till') throw new Error('CurrentTillToken used on a route without a TillProof');
  return caller.token;
});
