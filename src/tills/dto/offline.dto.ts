import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PERMISSIONS, Permission } from '../../access/permissions';
import { OFFLINE_REJECTION_CODES, OfflineRejectionCode } from '../../common/errors/error-codes';
import { PIN_KDF } from '../../common/tokens/pin-verifier';
import { IsIsoDateTime, MaxLen, OneOf } from '../../common/validation/field-rules';
import { NamedDto, TillRoleDto, TillViewDto } from './till.dto';

const UUID = IsUUID('all', { context: { code: 'invalid_uuid' } });
const CLIENT_PERMISSIONS = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !p.startsWith('portal.'));

export const OFFLINE_EVENT_TYPES = ['staff_signed_in', 'staff_signed_out', 'approval_granted'] as const;
export type OfflineEventType = (typeof OFFLINE_EVENT_TYPES)[number];

/** At most this many events in one upload (CONTRACT §12.1). */
export const OFFLINE_EVENTS_MAX = 500;

export class KdfDto {
  @ApiProperty({ enum: ['scrypt'], example: 'scrypt' })
  name!: 'scrypt';

  @ApiProperty({ type: 'integer', example: PIN_KDF.N, description: 'CPU/memory cost (2^15)' })
  N!: number;

  @ApiProperty({ type: 'integer', example: PIN_KDF.r, description: 'Block size' })
  r!: number;

  @ApiProperty({ type: 'integer', example: PIN_KDF.p, description: 'Parallelism' })
  p!: number;

  @ApiProperty({ type: 'integer', example: PIN_KDF.length, description: 'Bytes of the verifier' })
  length!: number;
}

export class OfflineKitMemberDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty({ type: [TillRoleDto], description: 'Roles that apply at the till’s branch' })
  roles!: TillRoleDto[];

  @ApiProperty({
    type: [String],
    example: ['org.read', 'pos.void'],
    description: 'Client permissions the member holds at the till’s branch (pos.* included)',
  })
  permissions!: string[];

  @ApiProperty({ description: 'The PIN’s 16-byte salt, base64url', example: 'q1Jx3v9cX0mE2cJd7m1XhA' })
  salt!: string;

  @ApiProperty({
    description: 'scrypt(PIN, salt) with the kit’s kdf, base64url: the PIN is right when the till computes the same',
    example: 'm3d0Jc2v7kq5y0hQ3pWc1l8rT4zXbN6aE9fG2hJkL0o',
  })
  verifier!: string;
}

export class OfflineKitDto {
  @ApiProperty({ format: 'uuid', description: 'Names the kit in the events uploaded later' })
  kitId!: string;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;

  @ApiProperty({ format: 'date-time', description: 'issuedAt + TILL_OFFLINE_HOURS: never use the kit past it' })
  expiresAt!: string;

  @ApiProperty({ type: NamedDto })
  organization!: NamedDto;

  @ApiProperty({ type: NamedDto })
  branch!: NamedDto;

  @ApiProperty({ type: KdfDto })
  kdf!: KdfDto;

  @ApiProperty({ type: [OfflineKitMemberDto], description: 'Active members at the till whose PIN has a verifier' })
  members!: OfflineKitMemberDto[];
}

export class OfflineEventDto {
  @ApiProperty({ format: 'uuid', description: 'Chosen by the till; an id it uploaded before is a duplicate' })
  @UUID
  id!: string;

  @ApiProperty({ format: 'uuid', description: 'The kit the till worked with' })
  @UUID
  kitId!: string;

  @ApiProperty({ enum: OFFLINE_EVENT_TYPES })
  @IsString()
  @OneOf(OFFLINE_EVENT_TYPES)
  type!: OfflineEventType;

  @ApiProperty({ format: 'uuid', description: 'The member who signed in or out, or approved' })
  @UUID
  userId!: string;

  @ApiProperty({ format: 'date-time', description: 'When it happened, by the till’s clock' })
  @IsIsoDateTime()
  occurredAt!: string;

  @ApiPropertyOptional({ enum: CLIENT_PERMISSIONS, description: 'Approvals only (required there): what was approved' })
  @ValidateIf((event: OfflineEventDto) => event.type === 'approval_granted' || event.permission !== undefined)
  @IsString()
  @OneOf(CLIENT_PERMISSIONS)
  permission?: Permission;

  @ApiPropertyOptional({ maxLength: 100, description: 'The till’s own reference (a receipt number)' })
  @IsOptional()
  @IsString()
  @MaxLen(100)
  reference?: string;
}

export class OfflineEventsDto {
  @ApiProperty({ type: [OfflineEventDto], minItems: 1, maxItems: OFFLINE_EVENTS_MAX })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(OFFLINE_EVENTS_MAX)
  @ValidateNested({ each: true })
  @Type(() => OfflineEventDto)
  events!: OfflineEventDto[];
}

export class OfflineRejectionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: OFFLINE_REJECTION_CODES, description: 'The first rule the event breaks' })
  code!: OfflineRejectionCode;
}

export class OfflineUploadDto {
  @ApiProperty({ type: [String], description: 'Recorded now, in the order sent' })
  accepted!: string[];

  @ApiProperty({ type: [String], description: 'Recorded before (or earlier in this batch): nothing written again' })
  duplicates!: string[];

  @ApiProperty({ type: [OfflineRejectionDto], description: 'Not recorded, each with why' })
  rejected!: OfflineRejectionDto[];
}

export class RevokeTillDto {
  @ApiPropertyOptional({
    description: 'The till was lost or stolen: also clear the PINs its offline kits carried (answer 200)',
  })
  @IsOptional()
  @IsBoolean()
  lost?: boolean;
}

export class LostTillDto {
  @ApiProperty({ type: TillViewDto })
  till!: TillViewDto;

  @ApiProperty({ type: [String], description: 'Members whose PIN was cleared (hasPin: false now)' })
  pinsCleared!: string[];
}
