import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { isPlainObject } from '../../common/validation/body-checks';
import { MaxLen, MinLen, OneOf, Trim } from '../../common/validation/field-rules';
import { PERMISSIONS, Permission } from '../../access/permissions';
import { TILL_STATUSES, TillStatus } from '../entities/till.entity';

const UUID = IsUUID('all', { context: { code: 'invalid_uuid' } });
const PIN_PATTERN = /^\d{6}$/;
const PIN = Matches(PIN_PATTERN, { context: { code: 'digits', args: { count: 6 } } });

/**
 * A body PinDto surely passes: `{ "pin": "<6 digits>" }` and nothing else (its one field; a
 * string the pipe's early checks never refuse). SignInProof's test of the sign-in's body.
 */
export function isPinBody(body: unknown): boolean {
  if (!isPlainObject(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && typeof body.pin === 'string' && PIN_PATTERN.test(body.pin);
}

export class CreateTillDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Till 1' })
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(100)
  name!: string;

  @ApiProperty({ format: 'uuid', description: 'The branch the till works at' })
  @UUID
  branchId!: string;
}

export class TillViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  organizationId!: string;

  @ApiProperty({ format: 'uuid' })
  branchId!: string;

  @ApiProperty({ example: 'Till 1' })
  name!: string;

  @ApiProperty({ enum: TILL_STATUSES, description: 'pending: waiting for its pairing code to be used' })
  status!: TillStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  pairedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSeenAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class TillPairingDto {
  @ApiProperty({ type: TillViewDto })
  till!: TillViewDto;

  @ApiProperty({ description: '8 characters, shown once, single use, valid 10 minutes', example: 'K7QM4XPT' })
  pairingCode!: string;

  @ApiProperty({ format: 'date-time' })
  pairingExpiresAt!: string;
}

export class PairTillDto {
  @ApiProperty({ description: 'The pairing code; case, spaces and hyphens do not matter', example: 'K7QM-4XPT' })
  @IsString()
  @MaxLength(64)
  code!: string;
}

export class RefreshTillDto {
  @ApiProperty()
  @IsString()
  @MaxLength(128)
  refreshToken!: string;
}

export class TillTokensDto {
  @ApiProperty({ description: 'A till token (kind "till"), accepted on /v1/till/* only' })
  accessToken!: string;

  @ApiProperty({ description: 'Single use, rotating' })
  refreshToken!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds the access token lives' })
  expiresIn!: number;
}

export class PairedTillDto extends TillTokensDto {
  @ApiProperty({ type: TillViewDto })
  till!: TillViewDto;
}

export class NamedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;
}

export class TillSelfDto {
  @ApiProperty({ type: TillViewDto })
  till!: TillViewDto;

  @ApiProperty({ type: NamedDto })
  organization!: NamedDto;

  @ApiProperty({ type: NamedDto })
  branch!: NamedDto;
}

export class TillRoleDto {
  @ApiProperty({ type: String, nullable: true, example: 'cashier' })
  code!: string | null;

  @ApiProperty({ example: 'Cashier' })
  name!: string;
}

export class TillPersonDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;
}

export class TillMemberDto extends TillPersonDto {
  @ApiProperty({ type: [TillRoleDto], description: 'Roles that apply at the till’s branch' })
  roles!: TillRoleDto[];
}

export class TillStaffDto extends TillMemberDto {
  @ApiProperty()
  hasPin!: boolean;
}

export class PinDto {
  @ApiProperty({ description: 'The member’s 6-digit PIN', example: '480516' })
  @IsString()
  @PIN
  pin!: string;
}

export class StaffTokenDto {
  @ApiProperty({ description: 'A staff token (kind "staff"): GET /v1/me and introspection' })
  accessToken!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds the access token lives' })
  expiresIn!: number;
}

export class StaffSignInDto extends StaffTokenDto {
  @ApiProperty({ format: 'uuid' })
  staffSessionId!: string;

  @ApiProperty({ type: TillMemberDto })
  member!: TillMemberDto;
}

export class StaffSessionViewDto {
  @ApiProperty({ format: 'uuid' })
  staffSessionId!: string;

  @ApiProperty({ type: TillPersonDto })
  member!: TillPersonDto;

  @ApiProperty({ format: 'date-time' })
  startedAt!: string;

  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

const CLIENT_PERMISSIONS = (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !p.startsWith('portal.'));

export class ApprovalRequestDto extends PinDto {
  @ApiProperty({ enum: CLIENT_PERMISSIONS, example: 'pos.void' })
  @IsString()
  @OneOf(CLIENT_PERMISSIONS)
  permission!: Permission;

  @ApiPropertyOptional({
    maxLength: 100,
    example: 'receipt 000418',
    description: 'What the approval is for (a receipt, an operation): the approval carries it as its `ref` claim',
  })
  @IsOptional()
  @IsString()
  @MaxLen(100)
  reference?: string;
}

export class ApprovalDto {
  @ApiProperty({ type: TillPersonDto })
  approver!: TillPersonDto;

  @ApiProperty({ example: 'pos.void' })
  permission!: string;

  @ApiProperty({
    description:
      'A signed token (kind "approval", aud "approval", `ref` = the reference given), verifiable with the JWKS; other services take each approval once, by its `jti`',
  })
  approval!: string;

  @ApiProperty({ type: 'integer', example: 120 })
  expiresIn!: number;
}
