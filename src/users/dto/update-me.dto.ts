import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { OneOf, PersonName } from '../../common/validation/field-rules';
import { AUTH_METHODS, AuthMethod } from '../entities/user.entity';

export class UpdateMeDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @IsOptional()
  @PersonName()
  firstName?: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 100 })
  @IsOptional()
  @PersonName()
  lastName?: string;

  @ApiPropertyOptional({ enum: AUTH_METHODS, description: 'password only when a password is set' })
  @IsOptional()
  @OneOf(AUTH_METHODS)
  authMethod?: AuthMethod;
}
