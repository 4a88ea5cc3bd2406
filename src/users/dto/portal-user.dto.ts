import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../common/http/pagination';
import { IsUzPhone, MaxLen, NewPassword, OneOf, PersonName } from '../../common/validation/field-rules';
import { UpdateMeDto } from './update-me.dto';
import { AUTH_METHODS, AuthMethod, USER_STATUSES, UserStatus } from '../entities/user.entity';

export class CreatePortalUserDto {
  @ApiProperty({ description: 'Uzbek mobile number in any common form; stored as E.164', example: '+998 90 123 45 67' })
  @IsUzPhone({ mobile: true })
  phone!: string;

  @ApiProperty({ example: 'Dilnoza', minLength: 1, maxLength: 100 })
  @PersonName()
  firstName!: string;

  @ApiProperty({ example: 'Rashidova', minLength: 1, maxLength: 100 })
  @PersonName()
  lastName!: string;

  @ApiPropertyOptional({
    enum: AUTH_METHODS,
    description: 'Default: password when a password is given, else sms. password needs a password.',
  })
  @IsOptional()
  @OneOf(AUTH_METHODS)
  authMethod?: AuthMethod;

  @ApiPropertyOptional({ minLength: 8, maxLength: 128 })
  @IsOptional()
  @NewPassword()
  password?: string;
}

/** What PATCH /v1/me changes, and the password. */
export class UpdatePortalUserDto extends UpdateMeDto {
  @ApiPropertyOptional({ minLength: 8, maxLength: 128, description: 'A new password ends every session of the user' })
  @IsOptional()
  @NewPassword()
  password?: string;
}

export class ListUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the phone number or of the name', example: '90 123' })
  @IsOptional()
  @IsString()
  @MaxLen(100)
  query?: string;

  @ApiPropertyOptional({ enum: USER_STATUSES })
  @IsOptional()
  @OneOf(USER_STATUSES)
  status?: UserStatus;
}

export class AssignRoleDto {
  @ApiProperty({ format: 'uuid', description: 'A platform role or the role named User' })
  @IsUUID('all', { context: { code: 'invalid_uuid' } })
  roleId!: string;
}
