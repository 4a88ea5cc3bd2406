import { createParamDecorator, ExecutionContext, SetMetadata, Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccessRequest } from './current-caller.decorator';
import type { BesideColumns, CallerWithStatement, ValuesOf } from './read-beside.repository';

/**
 * A read an organization's route makes in the access guard's round trip, beside the
 * caller: a provider of the route's module, found by the guard when it first serves the
 * route. A second statement cost the PIN lookup as much again as the guard's own (a round
 * trip, two system calls, PostgreSQL's fixed cost per statement). The guard runs it before
 * the body is validated, so it may only read, and the route answers only after its own
 * checks passed.
 */
export interface BesideRead<C extends BesideColumns = BesideColumns> {
  /** The guard's statement for the route, made with `callerWith`: its own columns typed. */
  readonly statement: CallerWithStatement<C>;
  /**
   * The values of its own columns (after the caller's), from the request (its body not
   * validated yet) and the route's organization; null when the request holds nothing to read
   * (validation refuses it).
   */
  values(request: FastifyRequest, organizationId: string): ValuesOf<C> | null;
}

export const READ_BESIDE = 'readBeside';

/** The route's read beside the caller (see BesideRead). */
export const ReadBeside = (read: Type<BesideRead>): MethodDecorator => SetMetadata(READ_BESIDE, read);

/**
 * What the route's BesideRead found (its column's text, null when nothing), as the guard left
 * it; undefined when the request held nothing to read. It never throws: Nest resolves a
 * handler's parameters together, and an error here would overtake the body's 400.
 */
export const Beside = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | null | undefined => {
  const caller = ctx.switchToHttp().getRequest<AccessRequest>().caller;
  return caller?.kind === 'person' ? caller.beside : undefined;
});
