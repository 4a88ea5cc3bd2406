import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC = 'isPublic';

/**
 * Opts a route (or a controller) out of authentication; every other route requires a
 * Bearer token. Marked `x-public` in OpenAPI, beside the `x-permission` of guarded routes.
 */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension('x-public', true));
