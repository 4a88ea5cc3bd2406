import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class RotateSigningKeyDto {
  @ApiPropertyOptional({
    description:
      'After a leak: the new key signs at once, every other key leaves the JWKS and its tokens are refused. ' +
      'Otherwise the new key is published now and signs in one hour.',
    default: false,
  })
  @IsOptional()
  @IsBoolean()
  immediately?: boolean;
}

export class SigningKeyViewDto {
  @ApiProperty({ description: 'RFC 7638 thumbprint of the public key' })
  kid!: string;

  @ApiProperty({ enum: ['next', 'current', 'retired'] })
  status!: 'next' | 'current' | 'retired';

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When it starts signing' })
  activatesAt!: string;

  @ApiProperty({
    format: 'date-time',
    description: 'When it stops signing: its successor’s activation, else the scheduled one',
  })
  retiresAt!: string;
}
