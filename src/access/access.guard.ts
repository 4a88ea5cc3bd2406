import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Clock } from '../common/clock/clock';
import { bearerRefused } from '../common/errors/unauthorized';
import { isUuid } from '../common/http/id-param';
import { IS_PUBLIC } from '../common/http/public.decorator';
import { AccessRepository } from './access.repository';
import { AccessTokens } from './access-tokens';
import { ACCESS_RULE, AccessRule } from './authorize.decorator';
import type { AccessRequest } from './current-caller.decorator';
import { standingFor } from './standing';

/** A route's declarations, read once per handler. */
interface RouteAccess {
  isPublic: boolean;
  rule?: AccessRule;
}

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Every route needs a valid access token unless it says @Public(); a refusal is a 401 that
 * says why (`details.reason` and `WWW-Authenticate`, see bearerRefused). One query per request
 * proves the session live and its user active and brings the caller's roles (and, on an
 * organization's route, that organization's client); a route that declares
 * @Authorize(permission) then needs that permission in its scope. What the query found is
 * left on the request for the handler.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly routes = new WeakMap<object, RouteAccess>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
    private readonly access: AccessRepository,
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
    // Staff and till tokens come with tills (CONTRACT §11.1); until then only a person's is accepted.
    if (claims.kind !== 'user') throw bearerRefused('signature');
    const param = route.rule?.organizationParam;
    const named = param ? (request.params as Record<string, string | undefined>)[param] : undefined;
    // A malformed id names no organization: the caller is still authenticated first (401 before 404).
    const organizationId = named === undefined ? null : isUuid(named) ? named.toLowerCase() : null;
    const caller = await this.access.findCaller(claims, organizationId, this.clock.now());
    // The session ended, the user is blocked (or gone) or the signing key revoked: the token itself was fine.
    if (!caller) throw bearerRefused('revoked');
    request.caller = caller;
    if (route.rule) request.actor = standingFor(caller, route.rule.permission);
    return true;
  }

  private routeAccess(context: ExecutionContext): RouteAccess {
    const handler = context.getHandler();
    let route = this.routes.get(handler);
    if (!route) {
      route = {
        isPublic: this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, context.getClass()]) === true,
        rule: this.reflector.get<AccessRule | undefined>(ACCESS_RULE, handler),
      };
      this.routes.set(handler, route);
    }
    return route;
  }
}
