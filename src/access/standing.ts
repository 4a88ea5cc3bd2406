import { DomainException } from '../common/errors/domain.exception';
import type { Caller } from './caller';
import { isPortalPermission, Permission } from './permissions';
import { Actor, actorOf } from './rank-policy';
import { appliesToOrganization } from './role-scope';

/** The caller's standing in the portal: its platform roles. */
function platformActor(caller: Caller): Actor {
  return actorOf(
    caller.userId,
    caller.assignments.filter((a) => a.scopeType === 'platform').map((a) => a.role),
  );
}

/**
 * The caller's standing in the organization of the route: the roles on its whole client, on
 * it, or on one of its branches. Null when it holds none there or the organization does not
 * exist — the two look alike to the caller (404), so strangers learn nothing.
 */
function organizationActor(caller: Caller): Actor | null {
  const organization = caller.organization;
  if (!organization?.clientId) return null;
  const clientId = organization.clientId;
  const held = caller.assignments.filter((a) => appliesToOrganization(a, { id: organization.id, clientId }));
  if (held.length === 0) return null;
  const actor = actorOf(
    caller.userId,
    held.map((a) => a.role),
  );
  const confined = held.every((a) => a.scopeType === 'branch');
  return {
    ...actor,
    ...(confined ? { branchIds: held.map((a) => a.branchId!) } : {}),
    organization: { id: organization.id, clientId, version: organization.version! },
  };
}

/** Rule 3: the route's permission in its scope; 404 for a stranger to the organization, else 403. */
export function standingFor(caller: Caller, permission: Permission): Actor {
  const actor = isPortalPermission(permission) ? platformActor(caller) : organizationActor(caller);
  if (!actor) throw new DomainException('organization_not_found');
  if (!actor.permissions.has(permission)) throw new DomainException('forbidden', { permission });
  return actor;
}

/** The organization of an organization's route, as the guard found it: nothing reads it again. */
export function organizationInScope(
  actor: Actor,
  organizationId: string,
): { id: string; clientId: string; version: string } {
  if (!actor.organization || actor.organization.id !== organizationId) {
    throw new DomainException('organization_not_found');
  }
  return actor.organization;
}
