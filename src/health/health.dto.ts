import { ApiProperty } from '@nestjs/swagger';

export class HealthResponseDto {
  @ApiProperty({ description: 'ok when every check passes', example: 'ok' })
  status!: 'ok';

  @ApiProperty({ description: 'State of each check', example: { database: 'up' } })
  checks!: Record<string, 'up' | 'down'>;
}
