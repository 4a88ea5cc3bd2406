import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AuthMethod, UserStatus } from '../entities/user.entity';

export class RoleViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, example: 'admin' })
  code!: string | null;

  @ApiProperty({ example: 'Administrator' })
  name!: string;

  @ApiProperty({ enum: ['platform', 'client', 'account'] })
  audience!: string;

  @ApiProperty({ description: 'Higher rank means more authority', example: 800 })
  rank!: number;

  @ApiProperty({ type: [String], example: ['portal.users.read'] })
  permissions!: string[];
}

export class ScopeDto {
  @ApiProperty({ enum: ['platform', 'client', 'organization', 'branch'] })
  type!: string;

  @ApiPropertyOptional({ format: 'uuid' })
  clientId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  organizationId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  branchId?: string;
}

export class RoleAssignmentViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: ScopeDto })
  scope!: ScopeDto;

  @ApiProperty({ type: RoleViewDto })
  role!: RoleViewDto;
}

/** The user in the portal and profile view. */
export class UserViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'E.164', example: '+998901234567' })
  phone!: string;

  @ApiProperty({ example: 'Alisher' })
  firstName!: string;

  @ApiProperty({ example: 'Karimov' })
  lastName!: string;

  @ApiProperty({ enum: ['password', 'sms'] })
  authMethod!: AuthMethod;

  @ApiProperty({ enum: ['pending', 'active', 'blocked'] })
  status!: UserStatus;

  @ApiProperty()
  hasPassword!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: [RoleAssignmentViewDto] })
  roleAssignments!: RoleAssignmentViewDto[];
}
