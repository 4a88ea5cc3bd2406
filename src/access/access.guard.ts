import { CanActivate, ExecutionContext, Injectable, Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import { Clock } from '../common/clock/clock';
import { bearerRefused } from '../common/errors/unauthorized';
import { isUuid } from '../common/http/id-param';
import { IS_PUBLIC } from '../common/http/public.decorator';
import { AccessRepository } from './access.repository';
import { ReadBesideRepository } from './read-beside.repository';
import { AccessClaims, AccessTokens } from './access-tokens';
import { ACCESS_RULE, AccessRule } from './authorize.decorator';
import { PROVED_READ, ProvedRead } from './proved-read';
import type { AccessRequest } from './current-caller.decorator';
import { standingFor } from './standing';
import { TOKEN_FAMILY, TokenFamily } from './till-access';
import type { AnyCaller, PersonCaller, StaffCaller } from './caller';
import { DomainException } from '../common/errors/domain.exception';

/** A route's declarations, read once per handler. */
interface RouteAccess {
  isPublic: boolean;
  rule?: AccessRule;
  /** `till`: a till token only; `staff`: a person's or a staff token; none: a person's only. */
  family?: TokenFamily;
  /** The route's token proved with its read, in one round trip (@ProveAndRead). */
  read?: ProvedRead;
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Every route needs a valid access token unless it says @Public(); a refusal is a 401 that
 * says why (`details.reason` and `WWW-Authenticate`, see bearerRefused). One query per request
 * proves the session live and its user active and brings the caller's roles (and, on an
 * organization's route, that organization's client); a route that declares
 * @Authorize(permission) then needs that permission in its scope. What the query found is
 * left on the request for the handler, with what a route's @ProveAndRead read in the same query.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly routes = new WeakMap<object, RouteAccess>();

  constructor(
    private readonly reflector: Reflector,
    private readonly modules: ModuleRef,
    private readonly tokens: AccessTokens,
    private readonly access: AccessRepository,
    private readonly besideReads: ReadBesideRepository,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const route = this.routeAccess(context);
    if (route.isPublic) return true;
    const request = context.switchToHttp().getRequest<AccessRequest>();
    const header = request.headers.authorization;
    if (header === undefined) throw bearerRefused('missing');
    const match = BEARER.exec(header);
    if (!match) throw bearerRefused('malformed');
    const claims = await this.tokens.verifyFresh(match[1], this.clock.nowMs());
    if (typeof claims === 'string') throw bearerRefused(claims);
    // Each kind of token has its family of routes (CONTRACT §11.1): elsewhere it is not a token we accept.
    if ((route.family === 'till') !== (claims.kind === 'till')) throw bearerRefused('signature');
    request.caller = await this.callerOf(route, request, claims);
    return true;
  }

  /** The caller of a verified token on this route; throws its 401 (or a staff token's 403). */
  private async callerOf(route: RouteAccess, request: AccessRequest, claims: AccessClaims): Promise<AnyCaller> {
    const now = this.clock.now();
    if (claims.kind === 'till') {
      // A route whose statement proves the till (TillProof) takes the token as it says.
      const proof = route.read?.token === 'till' ? route.read : undefined;
      const token = proof?.proves(request) ? this.access.tillTokenOf(claims) : null;
      if (token) return { kind: 'till', token, till: null };
      const till = await this.access.findTill(claims, now);
      if (!till) throw bearerRefused('revoked');
      const { tillId, credentialId, organizationId } = till;
      return { kind: 'till', token: { tillId, credentialId, organizationId, keyId: claims.kid }, till };
    }
    const param = route.rule?.organizationParam;
    const named = param ? (request.params as Record<string, string | undefined>)[param] : undefined;
    // A malformed id names no organization: the caller is still authenticated first (401 before 404).
    const organizationId = named === undefined ? null : isUuid(named) ? named.toLowerCase() : null;
    let caller: PersonCaller | StaffCaller | null;
    if (claims.kind === 'staff') {
      const found = await this.access.findStaffCaller(claims, organizationId, now);
      // A live staff token outside its routes is a person's authority it does not carry.
      if (found && route.family !== 'staff') throw new DomainException('forbidden');
      caller = found ? { kind: 'staff', ...found.caller, place: found.place } : null;
    } else {
      const read = route.read?.token === 'person' ? route.read : undefined;
      const values = read && organizationId ? read.values(request, organizationId) : null;
      if (read && values) {
        const found = await this.besideReads.findCallerWith(claims, organizationId, now, read.statement, values);
        caller = found ? { kind: 'person', ...found.caller, beside: found.beside } : null;
      } else {
        const found = await this.access.findCaller(claims, organizationId, now);
        caller = found ? { kind: 'person', ...found } : null;
      }
    }
    // The session ended, the user is blocked (or gone) or the signing key revoked: the token itself was fine.
    if (!caller) throw bearerRefused('revoked');
    if (route.rule) caller.standing = standingFor(caller, route.rule.permission);
    return caller;
  }

  private routeAccess(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    let route = this.routes.get(handler);
    if (!route) {
      const read = this.reflector.get<Type<ProvedRead> | undefined>(PROVED_READ, handler);
      route = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, context.getClass()]) === true,
        rule: this.reflector.get<AccessRule | undefined>(ACCESS_RULE, handler),
        family: this.reflector.getAllAndOverride<TokenFamily | undefined>(TOKEN_FAMILY, [handler, context.getClass()]),
        // The route's module provides it; the access module imports no domain module.
        ...(read ? { read: this.modules.get(read, { strict: false }) } : {}),
      };
      this.routes.set(handler, route);
    }
    return route;
  }
}
