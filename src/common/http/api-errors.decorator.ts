import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from '../errors/error-codes';

/** Documents the error codes a route answers, grouped by HTTP status, in OpenAPI. */
export function ApiErrors(...codes: ErrorCode[]): MethodDecorator {
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
        }),
      ),
  );
}
