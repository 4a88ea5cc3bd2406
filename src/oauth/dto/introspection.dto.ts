import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MaxLen } from '../../common/validation/field-rules';

export class IntrospectDto {
  @ApiProperty({ description: 'The token to check (form-encoded or JSON)' })
  @IsString()
  @MaxLen(4096)
  token!: string;

  @ApiPropertyOptional({ description: 'RFC 7662 hint; every token is looked at the same way whatever it says' })
  @IsOptional()
  @IsString()
  @MaxLen(64)
  token_type_hint?: string;
}

export class IntrospectedRoleDto {
  @ApiProperty({ example: 'cashier', nullable: true, type: String, description: 'Null for a role made by hand' })
  code!: string | null;

  @ApiProperty({ enum: ['platform', 'client', 'organization', 'branch'] })
  scopeType!: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  clientId!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  organizationId!: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  branchId!: string | null;
}

/** RFC 7662's answer: `{active: false}` alone for any token not live now. */
export class IntrospectionDto {
  @ApiProperty()
  active!: boolean;

  @ApiPropertyOptional({ enum: ['access_token'] })
  token_type?: 'access_token';

  @ApiPropertyOptional({ enum: ['user', 'staff', 'till', 'approval'] })
  kind?: string;

  @ApiPropertyOptional()
  iss?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  sub?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  sid?: string;

  @ApiPropertyOptional()
  jti?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Unix seconds' })
  iat?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Unix seconds' })
  exp?: number;

  @ApiPropertyOptional({ type: [IntrospectedRoleDto], description: 'For user and staff tokens' })
  roles?: IntrospectedRoleDto[];
}
