import { Injectable } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception';
import { AuthenticatedRequest } from '../../common/http/request-context';
import { isPortalPermission, Permission } from '../../users/permissions';
import { RolesRepository } from '../../users/roles.repository';
import { Actor, actorOf } from './rank-policy';

/**
 * Resolves the caller's standing in the scope of a route and checks the route's
 * permission (rule 3): platform roles for `portal.*`, else the roles that apply to the
 * organization of the route's `:id`.
 */
@Injectable()
export class AccessService {
  constructor(private readonly roles: RolesRepository) {}

  async authorize(request: AuthenticatedRequest, permission: Permission): Promise<Actor> {
    const userId = request.auth!.userId;
    if (!isPortalPermission(permission)) throw new Error(`No scope resolver for ${permission}`);
    const actor = actorOf(userId, await this.roles.findPlatformRolesOf(userId));
    if (!actor.permissions.has(permission)) throw new DomainException('forbidden', { permission });
    return actor;
  }
}
