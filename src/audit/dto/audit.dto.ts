import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { IsIsoDateTime, OneOf } from '../../common/validation/field-rules';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, AuditAction, AuditTargetType } from '../audit-actions';

const UUID = { context: { code: 'invalid_uuid' } };

/** Filters of an organization's trail (CONTRACT §10.1); every one optional, all must hold. */
export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Events made by this user' })
  @IsOptional()
  @IsUUID('all', UUID)
  actorId?: string;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES, description: 'What targetId names (member events: user)' })
  @IsOptional()
  @OneOf(AUDIT_TARGET_TYPES)
  targetType?: AuditTargetType;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', UUID)
  targetId?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @OneOf(AUDIT_ACTIONS)
  action?: AuditAction;

  @ApiPropertyOptional({
    description: 'Events at or after this instant (ISO 8601; a date alone is midnight UTC)',
    example: '2026-05-01T00:00:00+05:00',
  })
  @IsOptional()
  @IsIsoDateTime()
  from?: string;

  @ApiPropertyOptional({
    description: 'Events before this instant (exclusive; later than from)',
    example: '2026-06-01',
  })
  @IsOptional()
  @IsIsoDateTime()
  to?: string;
}

/** The portal's filters: an organization's as well. */
export class PortalAuditQueryDto extends AuditQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Events inside this organization' })
  @IsOptional()
  @IsUUID('all', UUID)
  organizationId?: string;
}

/** One event of the trail. */
export class AuditEventViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, example: 'member.added' })
  action!: string;

  @ApiProperty({ format: 'uuid', description: 'Who made the change' })
  actorId!: string;

  @ApiProperty({ enum: AUDIT_TARGET_TYPES })
  targetType!: string;

  @ApiProperty({ format: 'uuid' })
  targetId!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Null for events outside any organization',
  })
  organizationId!: string | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What changed: field names and non-secret values (never a password, code, PIN or token)',
    example: { changed: ['address'], to: { address: 'Tashkent, Chilanzar 9' } },
  })
  details!: Record<string, unknown>;

  @ApiProperty({ description: 'The request that made the change (X-Request-Id)' })
  requestId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
