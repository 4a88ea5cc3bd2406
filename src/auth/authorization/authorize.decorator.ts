import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension } from '@nestjs/swagger';
import type { Permission } from '../../users/permissions';

export const REQUIRED_PERMISSION = 'requiredPermission';

/**
 * The one declaration of who may call a route: the permission it needs. `portal.*`
 * permissions are held through platform roles; `org.*` ones through the roles that apply
 * to the organization named by the route's `:id`. Also written into OpenAPI as
 * `x-permission`, so the documentation and the snapshot test show it.
 */
export const Authorize = (permission: Permission): MethodDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    ApiBearerAuth('bearer'),
    ApiExtension('x-permission', permission),
  );
