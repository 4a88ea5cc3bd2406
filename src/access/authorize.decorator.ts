import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { Permission } from './permissions';

export const ACCESS_RULE = 'accessRule';

/** What a route declares of who may call it. */
export interface AccessRule {
  permission: Permission;
  /** For an organization's permission: the path parameter that names the organization. */
  organizationParam?: string;
}

type PortalPermission = Extract<Permission, `portal.${string}`>;
type OrganizationPermission = Exclude<Permission, PortalPermission>;

/**
 * The one declaration of who may call a route: the permission it needs and, for an
 * organization's permission, the path parameter naming the organization whose roles count
 * (`portal.*` permissions are held through platform roles). Also written into OpenAPI as
 * `x-permission`, so the documentation and the snapshot test show it; from that mark the
 * document lists `forbidden` (and, as for every route without `@Public()`, `unauthorized`)
 * among the route's errors, so no `@ApiErrors` list names them.
 */
export function Authorize(permission: PortalPermission): MethodDecorator;
export function Authorize(permission: OrganizationPermission, scope: { organizationParam: string }): MethodDecorator;
export function Authorize(permission: Permission, scope?: { organizationParam: string }): MethodDecorator {
  const rule: AccessRule = { permission, ...(scope ? { organizationParam: scope.organizationParam } : {}) };
  return applyDecorators(
    SetMetadata(ACCESS_RULE, rule),
    ApiBearerAuth('bearer'),
    ApiExtension('x-permission', permission),
  );
}

/** The scope of the routes under `orgs/:id`: the organization of `:id`. */
export const IN_ORGANIZATION = { organizationParam: 'id' } as const;
