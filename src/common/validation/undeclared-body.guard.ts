import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ValidationFailedException } from '../errors/domain.exception';
import { isPlainObject } from './body-checks';

/** Whether a handler takes `@Body()`: its route arguments' keys are `<paramtype>:<index>`. */
function takesBody(context: ExecutionContext): boolean {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), context.getHandler().name) ??
    {}) as Record<string, unknown>;
  return Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.BODY));
}

/**
 * An operation that defines no body refuses one with any field (CONTRACT §12.4), as a DTO
 * refuses a field it does not define: `400 validation_failed`, one `unknown_field` per field.
 * No body, an empty one and `{}` pass. The validation pipe sees only the parameters a handler
 * declares, so this runs for every route, as a global guard after the access guard (the
 * access module registers both, in that order): a caller without a token is still 401 first.
 */
@Injectable()
export class UndeclaredBodyGuard implements CanActivate {
  private readonly bodiless = new WeakMap<object, boolean>();

  canActivate(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let bodiless = this.bodiless.get(handler);
    if (bodiless === undefined) {
      bodiless = context.getType() === 'http' && !takesBody(context);
      this.bodiless.set(handler, bodiless);
    }
    if (!bodiless) return true;
    const body = context.switchToHttp().getRequest<{ body?: unknown }>().body;
    if (body === undefined || body === null) return true;
    if (!isPlainObject(body)) throw new ValidationFailedException([{ field: 'body', code: 'must_be_object' }]);
    const fields = Object.keys(body);
    if (fields.length === 0) return true;
    throw new ValidationFailedException(fields.map((field) => ({ field, code: 'unknown_field' })));
  }
}
