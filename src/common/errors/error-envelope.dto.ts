import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class FieldErrorDto {
  @ApiProperty({ example: 'phone' })
  field!: string;

  @ApiProperty({ example: 'invalid_phone' })
  code!: string;

  @ApiProperty({ example: 'Must be an Uzbek phone number, for example +998 90 123 45 67.' })
  message!: string;
}

class ErrorDto {
  @ApiProperty({ description: 'Stable machine-readable code', example: 'validation_failed' })
  code!: string;

  @ApiProperty({ description: 'Localized by Accept-Language', example: 'The request is not valid.' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Free keys per code: errors (validation), retryAfter, permission, missing, reason, …',
    type: 'object',
    properties: { errors: { type: 'array', items: { $ref: '#/components/schemas/FieldErrorDto' } } },
    additionalProperties: true,
  })
  details?: Record<string, unknown>;

  @ApiProperty({ description: 'Also sent as the X-Request-Id header' })
  requestId!: string;
}

/** The one error shape of every endpoint. */
export class ErrorEnvelopeDto {
  @ApiProperty({ type: ErrorDto })
  error!: ErrorDto;
}

export const ERROR_SCHEMAS = [ErrorEnvelopeDto, ErrorDto, FieldErrorDto];
