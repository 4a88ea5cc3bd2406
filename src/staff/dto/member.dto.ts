import { ApiExtraModels, ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { IsUzPhone, PersonName } from '../../common/validation/field-rules';
import type { UserStatus } from '../../users/entities/user.entity';
import { BranchScopeDto, ClientScopeDto, OrganizationScopeDto, scopeUnion } from '../../access/dto/role-view.dto';

const UUID = IsUUID('all', { context: { code: 'invalid_uuid' } });
const PIN = Matches(/^\d{6}$/, { context: { code: 'digits', args: { count: 6 } } });

export class AddMemberDto {
  @ApiProperty({
    description: 'Uzbek mobile number; an account is created when none exists',
    example: '+998 90 123 45 67',
  })
  @IsUzPhone({ mobile: true })
  phone!: string;

  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Sardor' })
  @PersonName()
  firstName!: string;

  @ApiProperty({ minLength: 1, maxLength: 100, example: 'Aliyev' })
  @PersonName()
  lastName!: string;

  @ApiProperty({ format: 'uuid', description: 'A client role of lower rank than yours' })
  @UUID
  roleId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Limits the role to this branch' })
  @IsOptional()
  @UUID
  branchId?: string;
}

export class ChangeMemberDto extends PickType(AddMemberDto, ['branchId'] as const) {
  @ApiProperty({ format: 'uuid', description: 'Replaces the member’s roles in this organization' })
  @UUID
  roleId!: string;
}

export class SetPinDto {
  @ApiProperty({ description: '6 digits, unique within the organization', example: '480516' })
  @IsString()
  @PIN
  pin!: string;
}

/** Where a member's role applies; OpenAPI shows it as the union of the client scope shapes. */
export interface MemberScopeDto {
  type: 'client' | 'organization' | 'branch';
  clientId: string;
  organizationId?: string;
  branchId?: string;
}

export class MemberRoleRefDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'cashier' })
  code!: string | null;

  @ApiProperty({ example: 'Cashier' })
  name!: string;

  @ApiProperty({ type: 'integer', example: 100 })
  rank!: number;
}

@ApiExtraModels(ClientScopeDto, OrganizationScopeDto, BranchScopeDto)
export class MemberRoleDto {
  @ApiProperty({ format: 'uuid' })
  assignmentId!: string;

  @ApiProperty(scopeUnion({ client: ClientScopeDto, organization: OrganizationScopeDto, branch: BranchScopeDto }))
  scope!: MemberScopeDto;

  @ApiProperty({ type: MemberRoleRefDto })
  role!: MemberRoleRefDto;
}

/** A member of an organization's staff, as the owner and the till see it. */
export class MemberViewDto {
  @ApiProperty({ format: 'uuid' })
  userId!: string;

  @ApiProperty({ example: '+998901234567' })
  phone!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty({ enum: ['pending', 'active', 'blocked'] })
  status!: UserStatus;

  @ApiProperty()
  hasPin!: boolean;

  @ApiProperty({
    type: [MemberRoleDto],
    description: 'Roles on the whole client, on the organization and on its branches',
  })
  roles!: MemberRoleDto[];
}

export class OwnerHandOverDto {
  @ApiProperty({ description: 'Uzbek mobile number; an account is created when none exists (SMS login)' })
  @IsUzPhone({ mobile: true })
  phone!: string;

  @ApiProperty({ minLength: 1, maxLength: 100 })
  @PersonName()
  firstName!: string;

  @ApiProperty({ minLength: 1, maxLength: 100 })
  @PersonName()
  lastName!: string;
}
