import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TokenPairDto {
  @ApiProperty({ description: 'JWT, sent as Authorization: Bearer' })
  accessToken!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds until the access token expires', example: 900 })
  accessTokenExpiresIn!: number;

  @ApiPropertyOptional({ description: 'Opaque, single use; absent for X-Client: web (sent as the svc_refresh cookie)' })
  refreshToken?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When the refresh token and its session expire; absent for X-Client: web',
  })
  refreshTokenExpiresAt?: string;
}

/** A pair as issued, before it is shaped for the client kind. */
export interface IssuedTokens {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}
