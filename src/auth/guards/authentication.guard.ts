import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Clock } from '../../common/clock/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { IS_PUBLIC } from '../../common/http/public.decorator';
import { AuthenticatedRequest } from '../../common/http/request-context';
import type { Permission } from '../../users/permissions';
import { AccessService } from '../authorization/access.service';
import { REQUIRED_PERMISSION } from '../authorization/authorize.decorator';
import { SessionsService } from '../sessions.service';
import { TokensService } from '../tokens.service';

/**
 * Every route needs a valid access token unless it says @Public(). The token's session
 * is looked up on each request (one indexed query), so an ended session or a blocked
 * user is refused on the very next request, on every instance. A route that declares
 * @Authorize(permission) then needs that permission in its scope.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
    private readonly sessions: SessionsService,
    private readonly access: AccessService,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header) : null;
    const claims = match ? this.tokens.verifyAccess(match[1], this.clock.nowMs()) : null;
    if (!claims || !(await this.sessions.isLive(claims.sid, claims.sub))) throw new DomainException('unauthorized');
    request.auth = { userId: claims.sub, sessionId: claims.sid };
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, targets);
    if (permission) request.actor = await this.access.authorize(request, permission);
    return true;
  }
}
