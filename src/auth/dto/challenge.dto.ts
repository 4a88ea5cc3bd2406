import { ApiProperty } from '@nestjs/swagger';

export class CodeChallengeDto {
  @ApiProperty({ description: 'Identifies the code; sent back with it', format: 'uuid' })
  challengeId!: string;

  @ApiProperty({ type: 'integer', description: 'Seconds until the code expires', example: 300 })
  expiresIn!: number;

  @ApiProperty({ type: 'integer', description: 'Seconds until a new code may be requested', example: 60 })
  resendIn!: number;
}
