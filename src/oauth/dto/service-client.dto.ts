import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { MaxLen, MinLen, Trim } from '../../common/validation/field-rules';

export class CreateServiceClientDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'billing' })
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(100)
  name!: string;
}

export class ServiceClientViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'billing' })
  name!: string;

  @ApiProperty({ format: 'uuid', description: 'The user name of HTTP Basic on introspection' })
  clientId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class ServiceClientWithSecretDto extends ServiceClientViewDto {
  @ApiProperty({ description: 'The password of HTTP Basic; shown this once, stored hashed' })
  clientSecret!: string;
}
