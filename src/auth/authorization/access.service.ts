import { Injectable } from '@nestjs/common';
import { DomainException } from '../../common/errors/domain.exception';
import { AuthenticatedRequest } from '../../common/http/request-context';
import { isPortalPermission, Permission } from '../../users/permissions';
import { RolesRepository } from '../../users/roles.repository';
import { Actor, actorOf } from './rank-policy';
import { isUuid } from '../../common/http/id-param';

/**
 * Resolves the caller's standing in the scope of a route and checks the route's
 * permission (rule 3): platform roles for `portal.*`; for `org.*`, the roles that apply
 * to the organization of the route's `:id`. To anybody holding no role there, the
 * organization does not exist (404), so strangers learn nothing of other clients.
 */
@Injectable()
export class AccessService {
  constructor(private readonly roles: RolesRepository) {}

  async authorize(request: AuthenticatedRequest, permission: Permission): Promise<Actor> {
    const userId = request.auth!.userId;
    const actor = isPortalPermission(permission)
      ? actorOf(userId, await this.roles.findPlatformRolesOf(userId))
      : await this.inOrganization(userId, (request.params as Record<string, string | undefined>).id);
    if (!actor.permissions.has(permission)) throw new DomainException('forbidden', { permission });
    return actor;
  }

  private async inOrganization(userId: string, organizationId: string | undefined): Promise<Actor> {
    if (!organizationId || !isUuid(organizationId)) throw new DomainException('organization_not_found');
    const { assignments } = await this.roles.findInOrganization(userId, organizationId.toLowerCase());
    if (assignments.length === 0) throw new DomainException('organization_not_found');
    const actor = actorOf(
      userId,
      assignments.map((a) => a.role),
    );
    const confined = assignments.every((a) => a.scopeType === 'branch');
    return confined ? { ...actor, branchIds: assignments.map((a) => a.branchId!) } : actor;
  }
}
