import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { MaxLen, MinLen, OneOf, Trim } from '../../common/validation/field-rules';
import { AUTH_METHODS, AuthMethod } from '../entities/user.entity';

export class UpdateMeDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @IsOptional()
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(100)
  firstName?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @IsOptional()
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(100)
  lastName?: string;

  @ApiPropertyOptional({ enum: AUTH_METHODS, description: 'password only when a password is set' })
  @IsOptional()
  @OneOf(AUTH_METHODS)
  authMethod?: AuthMethod;
}
