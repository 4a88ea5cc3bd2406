import { createParamDecorator, ExecutionContext, SetMetadata, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccessRequest } from './current-caller.decorator';
import type { BesideColumns, CallerWithStatement, ValuesOf } from './read-beside.repository';

/*
 * One way to prove a route's token and read beside it in one round trip (a second statement
 * cost the hot paths as much again as the guard's own: a round trip, two system calls,
 * PostgreSQL's fixed cost per statement). A route says @ProveAndRead(Read), Read a provider
 * of the route's module that the guard finds when it first serves the route, of two kinds:
 * - PersonRead: the guard runs the read's statement (`callerWith`: the caller's rows and the
 *   route's own read) and leaves what it found on the caller (@ReadFound). The PIN lookup.
 * - TillProof: the route's own statement proves the till token (`tillTokenLiveSql`, what
 *   ACCESS_TILL asks) and answers 401 `revoked` when it is not; the guard reads nothing and
 *   hands the token as it says (@CurrentTillToken). The till sign-in.
 * Introspection (a public route) proves its token with the same statements, from its
 * service (`assignmentsBeside`, ReadBesideRepository). The guard runs before the body is
 * validated: a read only reads, and for a request whose body validation refuses, `values`
 * says null and `proves` false, and the guard reads as on any route (401 before the 400).
 */

/** A read beside a person's caller, run by the guard with the caller's: its own columns typed. */
export interface PersonRead<C extends BesideColumns = BesideColumns> {
  readonly token: 'person';
  /** The guard's statement for the route, made with `callerWith`. */
  readonly statement: CallerWithStatement<C>;
  /**
   * The values of its own columns (after the caller's), from the request (its body not
   * validated yet) and the route's organization; null when the request holds nothing to read.
   */
  values(request: FastifyRequest, organizationId: string): ValuesOf<C> | null;
}

/** A till route whose own statement proves the till token, for a request this `proves` (never one validation refuses). */
export interface TillProof {
  readonly token: 'till';
  proves(request: FastifyRequest): boolean;
}

export type ProvedRead = PersonRead | TillProof;

export const PROVED_READ = 'provedRead';

/** The route's token proved with its read, in one round trip (see ProvedRead). */
export const ProveAndRead = (read: Type<ProvedRead>): MethodDecorator => SetMetadata(PROVED_READ, read);

/**
 * What the route's PersonRead found (its column's text, null when nothing), as the guard left
 * it; undefined when the request held nothing to read. It never throws: Nest resolves a
 * handler's parameters together, and an error here would overtake the body's 400.
 */
export const ReadFound = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null | undefined => {
  const caller = ctx.switchToHttp().getRequest<AccessRequest>().caller;
  return caller?.kind === 'person' ? caller.beside : undefined;
});
