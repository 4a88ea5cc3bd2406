import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ERROR_STATUS } from './error-codes';

class FieldErrorDto {
  @ApiProperty({ example: 'phone' })
  field!: string;

  @ApiProperty({ description: 'Stable rule code (i18n/en/validation.json)', example: 'invalid_phone' })
  code!: string;

  @ApiProperty({ example: 'Must be an Uzbek phone number in the form +998901234567 (+998 and 9 digits).' })
  message!: string;
}

class ErrorDto {
  @ApiProperty({
    description: 'Stable machine-readable code from the catalogue; each operation lists the ones it answers',
    enum: Object.keys(ERROR_STATUS),
    enumName: 'ErrorCode',
    example: 'validation_failed',
  })
  code!: string;

  @ApiProperty({ description: 'Localized by Accept-Language', example: 'The request is not valid.' })
  message!: string;

  @ApiPropertyOptional({
    description:
      'Free keys per code: errors (validation), retryAfter, permission, missing, reason, …. On `unauthorized`, ' +
      '`reason` is always there: `missing` (no Authorization header), `malformed` (not `Bearer <token>`, or not a ' +
      'token), `expired` (past `exp`), `revoked` (session ended, user blocked, till or signing key revoked) or ' +
      '`signature` (bad signature, unknown `kid`, another `alg`, `nbf` or `iat` in the future). On `invalid_code`, ' +
      '`reason: expired` says the SMS code is past its lifetime (ask for a new one); a wrong or used code has none',
    type: 'object',
    properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } } },
    additionalProperties: true,
  })
  details?: Record<string, unknown>;

  @ApiProperty({ description: 'Also sent as the X-Request-Id header', example: '3f1c2a9e-6b7d-4e21-9a55-0c8d7b1e4f60' })
  requestId!: string;
}

/** The one error shape of every endpoint. */
export class ErrorEnvelopeDto {
  @ApiProperty({ type: ErrorDto })
  error!: ErrorDto;
}

export const ERROR_SCHEMAS = [ErrorEnvelopeDto, ErrorDto, FieldErrorDto];
