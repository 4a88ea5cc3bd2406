import { applyDecorators } from '@nestjs/common';
import { ApiResponse, ApiResponseOptions } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from '../errors/error-codes';

/** The response extension listing the codes of an error response; read by the OpenAPI finish. */
export const ERROR_CODES_EXTENSION = 'x-error-codes';

/**
 * The access codes, never listed by hand: the route's auth decorator decides them. Every
 * route without `@Public()` answers `unauthorized`, every `@Authorize(…)` route `forbidden`;
 * the document's finish adds them, first in their response.
 */
export type AccessErrorCode = 'unauthorized' | 'forbidden';

/**
 * Documents the error codes a route answers, grouped by HTTP status, in OpenAPI. Each error
 * response lists its codes under `x-error-codes`; the document's finish
 * (src/openapi/finish-document.ts) narrows `error.code` to them and gives each an example.
 * The access codes come from the auth decorator (AccessErrorCode), not from this list.
 */
export function ApiErrors(...codes: Exclude<ErrorCode, AccessErrorCode>[]): MethodDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return applyDecorators(
    ...[...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) =>
        ApiResponse({
          status,
          description: `Error envelope; error.code: ${list.join(', ')}`,
          schema: { $ref: '#/components/schemas/ErrorEnvelopeDto' },
          [ERROR_CODES_EXTENSION]: list,
        } as ApiResponseOptions),
      ),
  );
}
