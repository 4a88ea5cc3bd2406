import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, ValidateIf } from 'class-validator';
import { MaxLen, MinLen, Trim } from '../../common/validation/field-rules';

export class CreateBranchDto {
  @ApiProperty({ minLength: 1, maxLength: 200, description: 'Unique within the organization', example: 'Chilonzor' })
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(200)
  name!: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'Empty when omitted', example: 'Chilonzor 9, Tashkent' })
  @IsOptional()
  @IsString()
  @Trim()
  @MaxLen(500)
  address?: string;
}

export class UpdateBranchDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString()
  @Trim()
  @MinLen(1)
  @MaxLen(200)
  name?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @ValidateIf((_o, value) => value !== undefined)
  @IsString()
  @Trim()
  @MaxLen(500)
  address?: string;

  @ApiPropertyOptional({ description: 'false closes the branch' })
  @ValidateIf((_o, value) => value !== undefined)
  @IsBoolean()
  active?: boolean;
}

export class BranchViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  organizationId!: string;

  @ApiProperty({ example: 'Chilonzor' })
  name!: string;

  @ApiProperty({ example: 'Chilonzor 9, Tashkent' })
  address!: string;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
