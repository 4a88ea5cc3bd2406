import type { FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../errors/domain.exception';

/** The one value of X-Client (CONTRACT §9): `web`, or no header at all. */
export const WEB_CLIENT = 'web';

/** `400 validation_failed` on X-Client for any other value, on every route. */
export function clientHeaderError(request: FastifyRequest): ValidationFailedException | undefined {
  const value = request.headers['x-client'];
  if (value === undefined || value === WEB_CLIENT) return undefined;
  return new ValidationFailedException([{ field: 'X-Client', code: 'invalid_value', args: { allowed: WEB_CLIENT } }]);
}
